/* options.c -- the command line: one table with a row per option (its
 * spellings, how it takes a value, what it sets, its lines of --help);
 * --help is printed from the table, and the manual's cross-check
 * (tests/manpage.sh) and the shell completions read --help.  The gcc
 * flags that are patterns rather than names (-I..., -D..., -W<rule>, the
 * driver flags accepted and ignored) follow the table in gcc_option(). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "options.h"

#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "cache.h"
#include "check.h"
#include "explain.h"
#include "gccflags.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0.1.0"
#endif

NA_NORETURN void usage_error(const char *fmt, const char *arg)
{
	fputs("nullaudit: error: ", stderr);
	fprintf(stderr, fmt, arg);
	fputs("\nTry 'nullaudit --help' for more information.\n", stderr);
	exit(2);
}

int format_parse(const char *v)
{
	return !strcmp(v, "text") ? FMT_TEXT : !strcmp(v, "json") ? FMT_JSON
	     : !strcmp(v, "sarif") ? FMT_SARIF : !strcmp(v, "diff") ? FMT_DIFF
	     : !strcmp(v, "html") ? FMT_HTML : -1;
}

/* sparse's --arch= names (kbuild's CHECKFLAGS) as presets; x86 is
 * x86_64 unless -m32 chose i386 already (-m32/-m64 may follow). */
static const char *sparse_arch(const char *v, const char *current)
{
	static const char *const map[][2] = {
		{"x86", NULL}, {"x86_64", "x86_64"}, {"i386", "i386"}, {"aarch64", "arm64"},
		{"arm64", "arm64"}, {"arm", "arm"}, {"riscv", "riscv64"}, {"riscv64", "riscv64"},
		{"powerpc", "powerpc64le"}, {"ppc64le", "powerpc64le"}, {"s390", "s390x"},
		{"s390x", "s390x"},
	};
	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
		if (!strcmp(v, map[i][0]))
			return map[i][1] ? map[i][1]
			       : current && !strcmp(current, "i386") ? "i386" : "x86_64";
	return v;
}

/* A non-negative decimal from the environment; -1 when unset, -2 when not a number. */
static long shard_env(const char *name)
{
	const char *v = getenv(name);
	char *end;
	if (!v || !*v)
		return -1;
	long n = strtol(v, &end, 10);
	if (*end || n < 0 || n > 1000000) {
		na_error("--shard=auto: %s='%s' is not a number", name, v);
		exit(2);
	}
	return n;
}

/* --shard=auto[/N]: the shard from the CI engine's environment.
 * GitLab's parallel: sets CI_NODE_INDEX (1-based) and CI_NODE_TOTAL; a
 * Kubernetes Indexed Job sets JOB_COMPLETION_INDEX (0-based) only, so its
 * count comes from the command line (auto/N, the Job's completions). */
static void shard_auto(const char *v, Options *o)
{
	long n = -1, k, total;
	const char *from;
	if (v[4] == '/') {
		char *end;
		n = strtol(v + 5, &end, 10);
		if (!v[5] || *end || n < 1 || n > 1000000)
			usage_error("--shard=auto/N takes a count N >= 1, not '%s'", v);
	}
	if ((k = shard_env("JOB_COMPLETION_INDEX")) >= 0 && n > 0) {
		k++;
		total = n;
		from = "JOB_COMPLETION_INDEX (0-based) and the count of --shard=auto/N";
	} else if ((k = shard_env("CI_NODE_INDEX")) >= 0) {
		total = shard_env("CI_NODE_TOTAL");
		if (total < 0 && n < 0)
			usage_error("%s", "--shard=auto: CI_NODE_INDEX is set but not CI_NODE_TOTAL; "
			            "give the count as --shard=auto/N");
		if (total >= 0 && n > 0 && total != n) {
			na_error("--shard=%s: CI_NODE_TOTAL is %ld", v, total);
			exit(2);
		}
		from = total >= 0 ? "CI_NODE_INDEX/CI_NODE_TOTAL"
		                  : "CI_NODE_INDEX and the count of --shard=auto/N";
		if (total < 0)
			total = n;
	} else if (shard_env("JOB_COMPLETION_INDEX") >= 0) {
		usage_error("%s", "--shard=auto: JOB_COMPLETION_INDEX is set but not the count; "
		            "give the Job's completions as --shard=auto/N");
	} else {
		usage_error("%s", "--shard=auto: no shard in the environment (GitLab parallel: sets "
		            "CI_NODE_INDEX and CI_NODE_TOTAL, a Kubernetes Indexed Job "
		            "JOB_COMPLETION_INDEX, with --shard=auto/N); give --shard=K/N otherwise");
	}
	if (total < 1 || k < 1 || k > total) {
		char buf[64];
		snprintf(buf, sizeof buf, "%ld/%ld", k, total);
		usage_error("--shard=auto: the environment gives shard %s, outside 1..N", buf);
	}
	o->shard_k = (int)k;
	o->shard_n = (int)total;
	fprintf(stderr, "nullaudit: shard %d/%d from %s\n", o->shard_k, o->shard_n, from);
}

/* --explain RULE: the rule's page (docs/rules/RULE.md), as rustc --explain. */
NA_NORETURN static void explain(Options *o, const char *rule)
{
	(void)o;
	const char *page = explain_page(rule);
	if (!page) {
		const char *near = rule_suggest(rule);
		fprintf(stderr, "nullaudit: error: --explain: unknown rule '%s'", rule);
		if (near)
			fprintf(stderr, " (did you mean '%s'?)", near);
		fputs("; the rules are:", stderr);
		for (int i = 0; i < RULE_COUNT; i++)
			fprintf(stderr, " %s", rules[i].name);
		fputc('\n', stderr);
		exit(2);
	}
	fputs(page, stdout);
	exit(ferror(stdout) || fflush(stdout) ? 2 : 0);
}

static void usage(FILE *out);

/* ---- what each option sets */

static void set_config(Options *o, const char *v) { o->config_file = v; }
static void set_baseline(Options *o, const char *v) { o->baseline = v; }
static void set_fix(Options *o, const char *v) { (void)v; o->fix = true; }
static void set_no_config(Options *o, const char *v) { (void)v; o->no_config = true; }
static void set_report_unused(Options *o, const char *v) { (void)v; o->report_unused = true; }
static void set_no_cache(Options *o, const char *v) { (void)v; o->no_cache = true; }
static void set_headers(Options *o, const char *v) { sv_push(&o->header_dirs, v); }
static void set_compdb(Options *o, const char *v) { o->compdb = v; }
static void set_dump_tokens(Options *o, const char *v) { (void)v; o->dump_tokens = true; }
static void set_coverage(Options *o, const char *v) { (void)v; o->coverage = true; }
static void set_tokenize(Options *o, const char *v) { (void)v; o->tokenize = true; }
static void set_print_pp(Options *o, const char *v) { (void)v; o->preprocess_only = true; }
static void set_stats(Options *o, const char *v) { (void)v; o->stats = true; }
static void set_quiet(Options *o, const char *v) { (void)v; o->quiet = true; }
static void set_preprocessed(Options *o, const char *v) { (void)v; o->preprocessed = true; }
static void set_kbuild(Options *o, const char *v) { (void)v; o->kbuild = true; }
static void set_m32(Options *o, const char *v) { (void)v; o->arch = "i386"; }
static void set_progress(Options *o, const char *v) { (void)v; o->progress = true; }

static void set_no_progress(Options *o, const char *v)
{
	(void)v;
	o->progress = false;
	o->no_progress = true;
}

static void set_preprocess_only(Options *o, const char *v)
{
	(void)v;
	o->preprocess_only = o->no_print = true;
}

static void set_m64(Options *o, const char *v)
{
	(void)v;
	if (!o->arch)
		o->arch = "x86_64";
}

static void set_nostdinc(Options *o, const char *v)
{
	(void)v;
	sv_push(&o->pp_args, "-nostdinc");
}

static void set_dump_types(Options *o, const char *v)
{
	(void)o, (void)v;
	parse_dump_types = stdout;
}

static void set_system_headers(Options *o, const char *v)
{
	(void)o, (void)v;
	check_system_headers = true;
}

static void set_no_system_headers(Options *o, const char *v)
{
	(void)o, (void)v;
	check_system_headers = false;
}

static void set_format(Options *o, const char *v)
{
	int f = format_parse(v);
	if (f < 0)
		usage_error("unknown format '%s' (text, json, sarif, diff, html)", v);
	o->format_set = true;
	o->format = (Format)f;
}

static void set_diff(Options *o, const char *v)
{
	if (!*v)
		usage_error("%s", "--diff takes a git revision or a diff file ('-' for stdin)");
	o->diff = v;
}

static void set_cache_dir(Options *o, const char *v)
{
	if (!*v)
		usage_error("%s", "--cache-dir takes a directory");
	o->cache_dir = v;
}

static void set_cache_max(Options *o, const char *v)
{
	o->cache_max = cache_parse_size(v);
	if (o->cache_max <= 0)
		usage_error("--cache-max-size takes a size above 0 such as 512M or 1G, not '%s'", v);
}

static void set_fix_style(Options *o, const char *v)
{
	(void)o;
	if (!strcmp(v, "kernel"))
		check_kernel_idiom = true;
	else if (!strcmp(v, "null"))
		check_kernel_idiom = false;
	else
		usage_error("--fix-style takes null or kernel, not '%s'", v);
}

static void set_jobs(Options *o, const char *n)
{
	char *end;
	long j = strtol(n, &end, 10);
	if (!*n || *end || j < 1 || j > 256)
		usage_error("-j takes a number of workers from 1 to 256, not '%s'", n);
	o->jobs = (int)j;
}

static void set_shard(Options *o, const char *v)
{
	if (!strncmp(v, "auto", 4) && (!v[4] || v[4] == '/'))
		shard_auto(v, o);
	else if (sscanf(v, "%d/%d", &o->shard_k, &o->shard_n) != 2 || o->shard_n < 1 ||
	         o->shard_k < 1 || o->shard_k > o->shard_n)
		usage_error("--shard takes K/N with 1 <= K <= N, or auto[/N], not '%s'", v);
}

static void set_unit_timeout(Options *o, const char *v)
{
	char *end;
	long t = strtol(v, &end, 10);
	if (*end || t < 1 || t > 86400)
		usage_error("--unit-timeout takes seconds from 1 to 86400, not '%s'", v);
	o->unit_timeout = (int)t;
}

static void set_arch(Options *o, const char *v)
{
	o->arch = o->kbuild ? sparse_arch(v, o->arch) : v;
}

static void set_color(Options *o, const char *v)
{
	o->color = !strcmp(v, "always") ? 1 : !strcmp(v, "never") ? 0 : -1;
	if (strcmp(v, "always") && strcmp(v, "never") && strcmp(v, "auto"))
		usage_error("--color takes auto, always or never, not '%s'", v);
}

static void set_tab_width(Options *o, const char *v)
{
	o->tab_width = atoi(v);
	if (o->tab_width < 1 || o->tab_width > 64)
		usage_error("--tab-width takes a number from 1 to 64, not '%s'", v);
}

static void set_output(Options *o, const char *v)
{
	size_t n = strlen(v);
	o->output = o->kbuild && n > 2 && !strcmp(v + n - 2, ".o") ? NULL   /* a compiler's object */
	          : v;
}

NA_NORETURN static void help(Options *o, const char *v)
{
	(void)o, (void)v;
	usage(stdout);
	exit(0);
}

NA_NORETURN static void version(Options *o, const char *v)
{
	(void)o, (void)v;
	printf("nullaudit %s (mcpp 2.7.2 with the nullaudit patch series)\n", PACKAGE_VERSION);
	exit(0);
}

/* ---- the table */

typedef enum OptKind {
	OPT_FLAG,       /* --name */
	OPT_VALUE,      /* --name=V or --name V */
	OPT_SEPARATE,   /* -o V */
	OPT_JOINED,     /* -jN or -j N */
} OptKind;

typedef struct OptionRow {
	const char *names;   /* its spellings, '|' between; NULL: a pattern of gcc_option() */
	OptKind kind;
	void (*set)(Options *o, const char *v);
	const char *head;    /* as --help shows it; NULL: not shown */
	const char *help;    /* --help's lines, '\n' between */
} OptionRow;

/* In the order of --help; the rows it does not show are aliases and
 * gcc's spellings. */
static const OptionRow option_table[] = {
	{"--config", OPT_VALUE, set_config, "--config FILE",
	 "run the audit described in FILE (YAML, see docs/yaml.md);\n"
	 "without it a .nullaudit.yaml is looked for; a\n"
	 "configuration with a 'kernel:' (a kernel source tree,\n"
	 "arch and .config source) gets its compile commands\n"
	 "from kbuild without building the kernel, by\n"
	 "nullaudit-kbuild (NULLAUDIT_KBUILD names another;\n"
	 "docs/kernel.md)"},
	{"--format", OPT_VALUE, set_format, "--format=FMT",
	 "text (default), json, sarif (SARIF 2.1.0), diff\n"
	 "(a unified diff of the safe fixes, for patch -p1) or\n"
	 "html (a static site in the directory -o DIR; also\n"
	 "`nullaudit report -o DIR RESULT.json...`)"},
	{"--fix", OPT_FLAG, set_fix, "--fix",
	 "apply the safe fixes in place, then check again"},
	{"--system-headers|-Wsystem-headers", OPT_FLAG, set_system_headers, "--system-headers",
	 "report findings spelled in system headers (-isystem,\n"
	 "-idirafter, the compiler's and the standard\n"
	 "directories) where they are spelled; by default,\n"
	 "as GCC does, each is reported at the expansion in\n"
	 "the user's code that carried it, or not at all\n"
	 "(also -Wsystem-headers)"},
	{"--fix-style", OPT_VALUE, set_fix_style, "--fix-style=STYLE",
	 "null (default: p == 0 -> p == NULL) or kernel\n"
	 "(p == 0 -> !p, p != 0 -> p)"},
	{"--baseline", OPT_VALUE, set_baseline, "--baseline=FILE",
	 "report only findings not in FILE, an earlier\n"
	 "--format=json result (matched by rule, file and a\n"
	 "fingerprint that survives line shifts)"},
	{"--diff", OPT_VALUE, set_diff, "--diff=REF|FILE",
	 "report only findings on lines that a diff adds or\n"
	 "changes: `git diff -U0 REF` in the working\n"
	 "directory's repository, or a unified diff FILE\n"
	 "('-' for stdin)"},
	{"--no-config", OPT_FLAG, set_no_config, "--no-config",
	 "do not look for a .nullaudit.yaml (found by default\n"
	 "in the working directory or a parent, up to the\n"
	 "repository root; --config FILE names one instead)"},
	{"--report-unused-suppressions", OPT_FLAG, set_report_unused, "--report-unused-suppressions",
	 "warn about each inline suppression (a comment\n"
	 "'nullaudit: ignore[RULE,...]' on a finding's line or\n"
	 "the line before) that covered no finding"},
	{"-o", OPT_SEPARATE, set_output, "-o FILE",
	 "write the report to FILE (atomically)"},
	{"--cache-dir", OPT_VALUE, set_cache_dir, "--cache-dir=DIR",
	 "keep each unit's result in DIR and reuse it while\n"
	 "nothing it depends on changed (default\n"
	 "$XDG_CACHE_HOME/nullaudit or ~/.cache/nullaudit)"},
	{"--no-cache", OPT_FLAG, set_no_cache, "--no-cache",
	 "neither read nor write the cache (also\n"
	 "NULLAUDIT_CACHE=0)"},
	{"--cache-max-size", OPT_VALUE, set_cache_max, "--cache-max-size=SIZE",
	 "evict the least recently used entries beyond SIZE\n"
	 "(bytes > 0, with K, M, G or T for powers of 1024:\n"
	 "512M, 1.5G, 2GiB; default 1G);\n"
	 "`nullaudit cache --stats|--clear`"},
	{"-j", OPT_JOINED, set_jobs, "-j N",
	 "check N units at a time (worker processes); also the\n"
	 "make jobs of nullaudit-kbuild"},
	{"--shard", OPT_VALUE, set_shard, "--shard=K/N",
	 "check only the K-th of N slices of the units (for CI\n"
	 "matrices; results are JSON files to merge); auto\n"
	 "takes K and N from CI_NODE_INDEX/CI_NODE_TOTAL\n"
	 "(GitLab parallel:), auto/N takes K from\n"
	 "JOB_COMPLETION_INDEX (Kubernetes Indexed Job, 0-based)"},
	{"--headers", OPT_VALUE, set_headers, "--headers=DIR",
	 "check each header (*.h) under DIR as its own unit"},
	{"--unit-timeout", OPT_VALUE, set_unit_timeout, "--unit-timeout=S",
	 "give up a unit after S seconds (named in an error)"},
	{"--progress", OPT_FLAG, set_progress, "--progress",
	 "show units done on stderr (default on a terminal)"},
	{"-p", OPT_SEPARATE, set_compdb, "-p PATH",
	 "units and flags from PATH/compile_commands.json (or the\n"
	 "file itself); FILEs then select among them"},
	{"--arch", OPT_VALUE, set_arch, "--arch=NAME",
	 "target preset from config/arch (default x86_64);\n"
	 "-m32 selects i386"},
	{NULL, OPT_FLAG, NULL, "-W<rule>, -Wno-<rule>, -Werror=<rule>",
	 "enable, disable, or make an error of a rule;\n"
	 "-Werror makes every finding an error"},
	{"-E", OPT_FLAG, set_print_pp, "-E",
	 "print the preprocessed unit, as gcc -E would"},
	{"--preprocess-only", OPT_FLAG, set_preprocess_only, "--preprocess-only",
	 "preprocess with provenance (the token stream that\n"
	 "--dump-tokens prints) and stop: no output but\n"
	 "errors and --stats; for timing (bench/kernel.py)"},
	{"--dump-tokens", OPT_FLAG, set_dump_tokens, "--dump-tokens",
	 "print every token with its provenance"},
	{"--dump-types", OPT_FLAG, set_dump_types, "--dump-types",
	 "print the type of each expression statement"},
	{"--tokenize", OPT_FLAG, set_tokenize, "--tokenize",
	 "print the tokens of preprocessed FILEs (gcc -E\n"
	 "output; '-' is stdin) one per line, without line\n"
	 "markers or #pragma lines: for token comparisons"},
	{"--coverage", OPT_FLAG, set_coverage, "--coverage",
	 "list the #if/#else groups of the units' files and\n"
	 "headers that no unit of any configuration compiled\n"
	 "(counted in the summary; always in JSON and SARIF\n"
	 "of multi-configuration runs; docs/audits.md)"},
	{"-fpreprocessed", OPT_FLAG, set_preprocessed, "-fpreprocessed",
	 "the FILEs are preprocessed already (gcc -E output;\n"
	 "implied for .i files): checked without mcpp"},
	{"--stats", OPT_FLAG, set_stats, "--stats",
	 "print the statistics line to stderr"},
	{"--quiet|-q", OPT_FLAG, set_quiet, "--quiet",
	 "print findings only, no summary"},
	{"--color", OPT_VALUE, set_color, "--color=WHEN",
	 "auto (default), always or never"},
	{"--tab-width", OPT_VALUE, set_tab_width, "--tab-width=N",
	 "display columns with tabs of N (default: bytes)"},
	{"--kbuild", OPT_FLAG, set_kbuild, "--kbuild",
	 "act as kbuild's CHECK: accept sparse's flags, exit 0\n"
	 "unless -Werror"},
	{"--explain", OPT_VALUE, explain, "--explain=RULE",
	 "print the page of RULE: what it reports, examples,\n"
	 "the fix it offers and why (docs/rules/RULE.md)"},
	{"--version", OPT_FLAG, version, "--version, --help",
	 NULL},
	{"--help|-h", OPT_FLAG, help, NULL, NULL},
	{"--no-system-headers|-Wno-system-headers", OPT_FLAG, set_no_system_headers, NULL, NULL},
	{"--no-progress", OPT_FLAG, set_no_progress, NULL, NULL},
	{"-m32", OPT_FLAG, set_m32, NULL, NULL},
	{"-m64", OPT_FLAG, set_m64, NULL, NULL},
	{"-nostdinc", OPT_FLAG, set_nostdinc, NULL, NULL},
};

enum { OPTION_ROWS = sizeof option_table / sizeof option_table[0] };

/* The lines of one row: a head short enough shares its first line. */
static void usage_row(FILE *out, const OptionRow *r)
{
	enum { HEAD = 20 };
	const char *h = r->help ? r->help : "";
	if (strlen(r->head) < HEAD - 2 && *h)
		fprintf(out, "  %-*s", HEAD, r->head);
	else
		fprintf(out, "  %s\n%*s", r->head, *h ? HEAD + 2 : 0, "");
	for (const char *p = h; *p;) {
		size_t n = strcspn(p, "\n");
		fprintf(out, "%.*s\n", (int)n, p);
		p += n;
		if (*p == '\n' && *++p)
			fprintf(out, "%*s", HEAD + 2, "");
	}
}

static void usage(FILE *out)
{
	fprintf(out,
	        "Usage: nullaudit [options] [gcc-style flags] FILE...\n"
	        "       nullaudit [options] --config audit.yaml\n"
	        "       nullaudit merge [--format=FMT] [-o FILE] RESULT.json...\n"
	        "       nullaudit report -o DIR RESULT.json...\n"
	        "       nullaudit cache --stats|--clear [--cache-dir=DIR]\n"
	        "\n"
	        "Finds null pointer constants used wrongly in C: a plain 0 where a pointer\n"
	        "is meant (char *p = 0) and NULL where an integer is meant (int i = NULL),\n"
	        "reported where they are spelled, through macros, headers and #if branches.\n"
	        "\n"
	        "Options:\n");
	for (int i = 0; i < OPTION_ROWS; i++)
		if (option_table[i].head)
			usage_row(out, &option_table[i]);
	fprintf(out,
	        "\n"
	        "gcc flags: -I -D -U -include -isystem -iquote -idirafter -nostdinc -std= -m32\n"
	        "-m64 are used; other -f, -m, -W, -O, -g flags are accepted and ignored.\n"
	        "\n"
	        "Rules:\n");
	for (int i = 0; i < RULE_COUNT; i++)
		fprintf(out, "  %-24s %-3s %s\n", rules[i].name,
		        rules[i].default_sev == SEV_OFF ? "off" : "on", rules[i].summary);
	fprintf(out,
	        "\nExit status: 0 no findings, 1 findings, 2 usage or input error, 3 internal error.\n");
}

/* a is one of the spellings of names */
static bool spelled(const char *names, const char *a, size_t alen)
{
	for (const char *p = names; *p; p += *p == '|') {
		size_t n = strcspn(p, "|");
		if (n == alen && !memcmp(p, a, n))
			return true;
		p += n;
	}
	return false;
}

/* The row argv[*i] is an option of, with its value in *v (NULL for a
 * flag); NULL when no row names it. */
static const OptionRow *option_find(int argc, char **argv, int *i, const char **v)
{
	const char *a = argv[*i];
	for (int k = 0; k < OPTION_ROWS; k++) {
		const OptionRow *r = &option_table[k];
		if (!r->names)
			continue;
		size_t n = strcspn(a, "=");
		*v = NULL;
		switch (r->kind) {
		case OPT_FLAG:
			if (!spelled(r->names, a, strlen(a)))
				continue;
			return r;
		case OPT_VALUE:
			if (a[n] == '=' && spelled(r->names, a, n)) {
				*v = a + n + 1;
				return r;
			}
			/* fall through */
		case OPT_SEPARATE:
			if (!spelled(r->names, a, strlen(a)))
				continue;
			if (*i + 1 >= argc)
				usage_error("option '%s' needs an argument", a);
			*v = argv[++*i];
			return r;
		case OPT_JOINED:
			if (strncmp(a, r->names, strlen(r->names)))
				continue;
			*v = a[strlen(r->names)] ? a + strlen(r->names) : *i + 1 < argc ? argv[++*i] : "";
			return r;
		}
	}
	return NULL;
}

/* -W<rule>, -Wno-<rule>, -Werror=<rule>; false when not a rule option. */
static bool rule_option(const char *arg, Options *o)
{
	const char *w = arg + 2;
	if (!strcmp(w, "error")) {
		o->werror = true;
		return true;
	}
	Severity sev = SEV_WARNING;
	if (!strncmp(w, "no-", 3)) {
		w += 3;
		sev = SEV_OFF;
	} else if (!strncmp(w, "error=", 6)) {
		w += 6;
		sev = SEV_ERROR;
	}
	int r = rule_find(w);
	if (r < 0)
		return false;
	rule_severity[r] = sev;
	o->cmd_rule_sev[r] = (int)sev;
	return true;
}

/* gcc flags with a separate or attached argument that we pass on. */
static const char *const pp_flags_arg[] = {"-I", "-D", "-U", "-include", "-isystem", "-iquote",
                                          "-idirafter", "-imacros", NULL};

/* gcc's flags that are patterns: -W<rule>, the driver flags (some change
 * predefined macros, gccflags.c; the others nothing, as sparse does), and
 * the preprocessor's flags with a value. */
static void gcc_option(int argc, char **argv, int *i, Options *o)
{
	const char *a = argv[*i];
	if (!strncmp(a, "-W", 2) && rule_option(a, o)) {
		return;
	} else if (!strncmp(a, "-f", 2) || !strncmp(a, "-m", 2) || !strncmp(a, "-W", 2) ||
	           !strncmp(a, "-O", 2) || !strncmp(a, "-g", 2) || !strncmp(a, "-std=", 5) ||
	           !strcmp(a, "-c") || !strcmp(a, "-pipe") || !strcmp(a, "-ansi") ||
	           !strcmp(a, "-pedantic") || !strncmp(a, "-Wp,", 4) || !strcmp(a, "-MD") ||
	           !strcmp(a, "-MMD") || !strcmp(a, "-MP") || !strcmp(a, "-pg") ||
	           !strcmp(a, "-p") || !strcmp(a, "-w") || !strcmp(a, "-pthread") ||
	           !strcmp(a, "-S") || !strcmp(a, "-nostdlib") || !strcmp(a, "-shared") ||
	           !strcmp(a, "-static") || !strncmp(a, "--param=", 8) ||
	           !strcmp(a, "-Qunused-arguments") ||
	           /* sparse's own: --arch=, and CHECKFLAGS' -D__STDC__,
	            * which the preprocessor has built in */
	           (o->kbuild && (!strncmp(a, "--arch=", 7) || !strcmp(a, "-D__STDC__")))) {
		if (!strcmp(a, "-MF") || !strcmp(a, "-MT") || !strcmp(a, "-MQ"))
			++*i;
		else if (gcc_driver_flag(a))
			sv_push(&o->pp_args, a);
		return;
	} else if (!strcmp(a, "-MF") || !strcmp(a, "-MT") || !strcmp(a, "-MQ") || !strcmp(a, "-x") ||
	           !strcmp(a, "--param")) {
		++*i;
		return;
	}
	for (int k = 0; pp_flags_arg[k]; k++) {
		size_t n = strlen(pp_flags_arg[k]);
		if (strncmp(a, pp_flags_arg[k], n))
			continue;
		const char *val = a[n] ? a + n : (*i + 1 < argc ? argv[++*i] : NULL);
		if (!val)
			usage_error("option '%s' needs an argument", a);
		if (!strcmp(pp_flags_arg[k], "-imacros")) {
			na_warning("-imacros %s: not supported by the preprocessor yet, ignored", val);
		} else {
			sv_push(&o->pp_args, pp_flags_arg[k]);
			sv_push(&o->pp_args, val);
		}
		return;
	}
	usage_error("unknown option '%s'", a);
}

void options_parse(int argc, char **argv, Options *o)
{
	*o = (Options){.color = -1};
	for (int r = 0; r < RULE_COUNT; r++)
		o->cmd_rule_sev[r] = -1;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v;
		const OptionRow *r;
		if (a[0] != '-' || !strcmp(a, "-"))
			sv_push(&o->files, a);
		else if ((r = option_find(argc, argv, &i, &v)))
			r->set(o, v);
		else
			gcc_option(argc, argv, &i, o);
	}
}

void options_free(Options *o)
{
	sv_free(&o->files);
	sv_free(&o->pp_args);
	sv_free(&o->header_dirs);
}
