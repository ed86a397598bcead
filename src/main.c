/* main.c -- the driver: command line, configurations, units, outputs.
 *
 * For each configuration and each unit: preprocess (pp.c) into provenance
 * tokens (token.c), parse and check (parse.c, check.c), merge the findings,
 * then print them (report.c). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <dirent.h>
#include <signal.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#include "ast.h"
#include "audit.h"
#include "cache.h"
#include "check.h"
#include "compdb.h"
#include "coverage.h"
#include "explain.h"
#include "gccflags.h"
#include "html.h"
#include "json.h"
#include "kbuild.h"
#include "lex.h"
#include "pp.h"
#include "report.h"
#include "reuse.h"
#include "rules.h"
#include "suppress.h"
#include "util.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0.1.0"
#endif
#ifndef NA_SRCDIR
#define NA_SRCDIR "."
#endif
#ifndef NA_DATADIR
#define NA_DATADIR "/usr/local/share/nullaudit"
#endif

typedef struct Options {
	Format format;
	const char *output;
	const char *config_file;
	const char *arch;
	const char *compdb;      /* -p: compile_commands.json or its directory */
	bool dump_tokens, preprocess_only, no_print, stats, quiet, kbuild, werror, tokenize, fix, coverage;
	bool preprocessed;       /* -fpreprocessed: the FILEs are gcc -E output */
	const char *baseline;
	int jobs, shard_k, shard_n, unit_timeout;
	bool progress, no_progress;
	StrVec header_dirs;
	int color;               /* -1 auto, 0 never, 1 always */
	int tab_width;
	StrVec files;
	StrVec pp_args;          /* gcc-style preprocessor flags, in order */
	bool format_set;         /* --format given: the configuration's loses */
	int cmd_rule_sev[RULE_COUNT]; /* -W options, or -1: they win over YAML */
	bool no_config;          /* --no-config: no .nullaudit.yaml discovery */
	bool report_unused;      /* --report-unused-suppressions */
	const char *diff;        /* --diff=REF|FILE */
	const char *cache_dir;   /* --cache-dir=DIR */
	bool no_cache;           /* --no-cache */
	long long cache_max;     /* --cache-max-size, or 0 */
} Options;

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
	        "Options:\n"
	        "  --config FILE       run the audit described in FILE (YAML, see docs/yaml.md);\n"
	        "                      without it a .nullaudit.yaml is looked for; a\n"
	        "                      configuration with a 'kernel:' (a kernel source tree,\n"
	        "                      arch and .config source) gets its compile commands\n"
	        "                      from kbuild without building the kernel, by\n"
	        "                      nullaudit-kbuild (NULLAUDIT_KBUILD names another;\n"
	        "                      docs/kernel.md)\n"
	        "  --format=FMT        text (default), json, sarif (SARIF 2.1.0), diff\n"
	        "                      (a unified diff of the safe fixes, for patch -p1) or\n"
	        "                      html (a static site in the directory -o DIR; also\n"
	        "                      `nullaudit report -o DIR RESULT.json...`)\n"
	        "  --fix               apply the safe fixes in place, then check again\n"
	        "  --system-headers    report findings spelled in system headers (-isystem,\n"
	        "                      -idirafter, the compiler's and the standard\n"
	        "                      directories) where they are spelled; by default,\n"
	        "                      as GCC does, each is reported at the expansion in\n"
	        "                      the user's code that carried it, or not at all\n"
	        "                      (also -Wsystem-headers)\n"
	        "  --fix-style=STYLE   null (default: p == 0 -> p == NULL) or kernel\n"
	        "                      (p == 0 -> !p, p != 0 -> p)\n"
	        "  --baseline=FILE     report only findings not in FILE, an earlier\n"
	        "                      --format=json result (matched by rule, file and a\n"
	        "                      fingerprint that survives line shifts)\n"
	        "  --diff=REF|FILE     report only findings on lines that a diff adds or\n"
	        "                      changes: `git diff -U0 REF` in the working\n"
	        "                      directory's repository, or a unified diff FILE\n"
	        "                      ('-' for stdin)\n"
	        "  --no-config         do not look for a .nullaudit.yaml (found by default\n"
	        "                      in the working directory or a parent, up to the\n"
	        "                      repository root; --config FILE names one instead)\n"
	        "  --report-unused-suppressions\n"
	        "                      warn about each inline suppression (a comment\n"
	        "                      'nullaudit: ignore[RULE,...]' on a finding's line or\n"
	        "                      the line before) that covered no finding\n"
	        "  -o FILE             write the report to FILE (atomically)\n"
	        "  --cache-dir=DIR     keep each unit's result in DIR and reuse it while\n"
	        "                      nothing it depends on changed (default\n"
	        "                      $XDG_CACHE_HOME/nullaudit or ~/.cache/nullaudit)\n"
	        "  --no-cache          neither read nor write the cache (also\n"
	        "                      NULLAUDIT_CACHE=0)\n"
	        "  --cache-max-size=SIZE\n"
	        "                      evict the least recently used entries beyond SIZE\n"
	        "                      (bytes > 0, with K, M, G or T for powers of 1024:\n"
	        "                      512M, 1.5G, 2GiB; default 1G);\n"
	        "                      `nullaudit cache --stats|--clear`\n"
	        "  -j N                check N units at a time (worker processes); also the\n"
	        "                      make jobs of nullaudit-kbuild\n"
	        "  --shard=K/N         check only the K-th of N slices of the units (for CI\n"
	        "                      matrices; results are JSON files to merge); auto\n"
	        "                      takes K and N from CI_NODE_INDEX/CI_NODE_TOTAL\n"
	        "                      (GitLab parallel:), auto/N takes K from\n"
	        "                      JOB_COMPLETION_INDEX (Kubernetes Indexed Job, 0-based)\n"
	        "  --headers=DIR       check each header (*.h) under DIR as its own unit\n"
	        "  --unit-timeout=S    give up a unit after S seconds (named in an error)\n"
	        "  --progress          show units done on stderr (default on a terminal)\n"
	        "  -p PATH             units and flags from PATH/compile_commands.json (or the\n"
	        "                      file itself); FILEs then select among them\n"
	        "  --arch=NAME         target preset from config/arch (default x86_64);\n"
	        "                      -m32 selects i386\n"
	        "  -W<rule>, -Wno-<rule>, -Werror=<rule>\n"
	        "                      enable, disable, or make an error of a rule;\n"
	        "                      -Werror makes every finding an error\n"
	        "  -E                  print the preprocessed unit, as gcc -E would\n"
	        "  --preprocess-only   preprocess with provenance (the token stream that\n"
	        "                      --dump-tokens prints) and stop: no output but\n"
	        "                      errors and --stats; for timing (bench/kernel.py)\n"
	        "  --dump-tokens       print every token with its provenance\n"
	        "  --dump-types        print the type of each expression statement\n"
	        "  --tokenize          print the tokens of preprocessed FILEs (gcc -E\n"
	        "                      output; '-' is stdin) one per line, without line\n"
	        "                      markers or #pragma lines: for token comparisons\n"
	        "  --coverage          list the #if/#else groups of the units' files and\n"
	        "                      headers that no unit of any configuration compiled\n"
	        "                      (counted in the summary; always in JSON and SARIF\n"
	        "                      of multi-configuration runs; docs/audits.md)\n"
	        "  -fpreprocessed      the FILEs are preprocessed already (gcc -E output;\n"
	        "                      implied for .i files): checked without mcpp\n"
	        "  --stats             print the statistics line to stderr\n"
	        "  --quiet             print findings only, no summary\n"
	        "  --color=WHEN        auto (default), always or never\n"
	        "  --tab-width=N       display columns with tabs of N (default: bytes)\n"
	        "  --kbuild            act as kbuild's CHECK: accept sparse's flags, exit 0\n"
	        "                      unless -Werror\n"
	        "  --explain=RULE      print the page of RULE: what it reports, examples,\n"
	        "                      the fix it offers and why (docs/rules/RULE.md)\n"
	        "  --version, --help\n"
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

NA_NORETURN static void usage_error(const char *fmt, const char *arg)
{
	fputs("nullaudit: error: ", stderr);
	fprintf(stderr, fmt, arg);
	fputs("\nTry 'nullaudit --help' for more information.\n", stderr);
	exit(2);
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
NA_NORETURN static void explain(const char *rule)
{
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

static void parse_args(int argc, char **argv, Options *o)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v;
#define OPTARG(name) \
	(!strcmp(a, name) ? (i + 1 < argc ? argv[++i] : (usage_error("option '%s' needs an argument", name), "")) \
	 : (!strncmp(a, name "=", strlen(name) + 1) ? a + strlen(name) + 1 : NULL))
		if (a[0] != '-' || !strcmp(a, "-")) {
			sv_push(&o->files, a);
		} else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage(stdout);
			exit(0);
		} else if ((v = OPTARG("--explain"))) {
			explain(v);
		} else if (!strcmp(a, "--version")) {
			printf("nullaudit %s (mcpp 2.7.2 with the nullaudit patch series)\n", PACKAGE_VERSION);
			exit(0);
		} else if ((v = OPTARG("--format"))) {
			o->format_set = true;
			if (!strcmp(v, "text"))
				o->format = FMT_TEXT;
			else if (!strcmp(v, "json"))
				o->format = FMT_JSON;
			else if (!strcmp(v, "sarif"))
				o->format = FMT_SARIF;
			else if (!strcmp(v, "diff"))
				o->format = FMT_DIFF;
			else if (!strcmp(v, "html"))
				o->format = FMT_HTML;
			else
				usage_error("unknown format '%s' (text, json, sarif, diff, html)", v);
		} else if ((v = OPTARG("--baseline"))) {
			o->baseline = v;
		} else if ((v = OPTARG("--diff"))) {
			if (!*v)
				usage_error("%s", "--diff takes a git revision or a diff file ('-' for stdin)");
			o->diff = v;
		} else if ((v = OPTARG("--cache-dir"))) {
			if (!*v)
				usage_error("%s", "--cache-dir takes a directory");
			o->cache_dir = v;
		} else if (!strcmp(a, "--no-cache")) {
			o->no_cache = true;
		} else if ((v = OPTARG("--cache-max-size"))) {
			o->cache_max = cache_parse_size(v);
			if (o->cache_max <= 0)
				usage_error("--cache-max-size takes a size above 0 such as 512M or 1G, not '%s'",
				            v);
		} else if (!strcmp(a, "--no-config")) {
			o->no_config = true;
		} else if (!strcmp(a, "--report-unused-suppressions")) {
			o->report_unused = true;
		} else if (!strcmp(a, "--fix")) {
			o->fix = true;
		} else if (!strcmp(a, "--system-headers") || !strcmp(a, "-Wsystem-headers")) {
			check_system_headers = true;
		} else if (!strcmp(a, "--no-system-headers") || !strcmp(a, "-Wno-system-headers")) {
			check_system_headers = false;
		} else if ((v = OPTARG("--fix-style"))) {
			if (!strcmp(v, "kernel"))
				check_kernel_idiom = true;
			else if (!strcmp(v, "null"))
				check_kernel_idiom = false;
			else
				usage_error("--fix-style takes null or kernel, not '%s'", v);
		} else if (!strncmp(a, "-j", 2)) {
			const char *n = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : "");
			char *end;
			long j = strtol(n, &end, 10);
			if (!*n || *end || j < 1 || j > 256)
				usage_error("-j takes a number of workers from 1 to 256, not '%s'", n);
			o->jobs = (int)j;
		} else if ((v = OPTARG("--shard"))) {
			if (!strncmp(v, "auto", 4) && (!v[4] || v[4] == '/'))
				shard_auto(v, o);
			else if (sscanf(v, "%d/%d", &o->shard_k, &o->shard_n) != 2 || o->shard_n < 1 ||
			    o->shard_k < 1 || o->shard_k > o->shard_n)
				usage_error("--shard takes K/N with 1 <= K <= N, or auto[/N], not '%s'", v);
		} else if ((v = OPTARG("--unit-timeout"))) {
			char *end;
			long t = strtol(v, &end, 10);
			if (*end || t < 1 || t > 86400)
				usage_error("--unit-timeout takes seconds from 1 to 86400, not '%s'", v);
			o->unit_timeout = (int)t;
		} else if (!strcmp(a, "--progress")) {
			o->progress = true;
		} else if (!strcmp(a, "--no-progress")) {
			o->progress = false;
			o->no_progress = true;
		} else if ((v = OPTARG("--headers"))) {
			sv_push(&o->header_dirs, v);
		} else if ((v = OPTARG("--config"))) {
			o->config_file = v;
		} else if ((v = OPTARG("--arch"))) {
			o->arch = o->kbuild ? sparse_arch(v, o->arch) : v;
		} else if ((v = OPTARG("--color"))) {
			o->color = !strcmp(v, "always") ? 1 : !strcmp(v, "never") ? 0 : -1;
			if (strcmp(v, "always") && strcmp(v, "never") && strcmp(v, "auto"))
				usage_error("--color takes auto, always or never, not '%s'", v);
		} else if ((v = OPTARG("--tab-width"))) {
			o->tab_width = atoi(v);
			if (o->tab_width < 1 || o->tab_width > 64)
				usage_error("--tab-width takes a number from 1 to 64, not '%s'", v);
		} else if (!strcmp(a, "-p")) {
			if (i + 1 >= argc)
				usage_error("option '%s' needs an argument", a);
			o->compdb = argv[++i];
		} else if (!strcmp(a, "-o")) {
			if (i + 1 >= argc)
				usage_error("option '%s' needs an argument", a);
			o->output = argv[++i];
			size_t n = strlen(o->output);
			if (o->kbuild && n > 2 && !strcmp(o->output + n - 2, ".o"))
				o->output = NULL;   /* a compiler's object file, not ours */
		} else if (!strcmp(a, "--dump-tokens")) {
			o->dump_tokens = true;
		} else if (!strcmp(a, "--coverage")) {
			o->coverage = true;
		} else if (!strcmp(a, "--dump-types")) {
			parse_dump_types = stdout;
		} else if (!strcmp(a, "--tokenize")) {
			o->tokenize = true;
		} else if (!strcmp(a, "-E")) {
			o->preprocess_only = true;
		} else if (!strcmp(a, "--preprocess-only")) {
			o->preprocess_only = o->no_print = true;
		} else if (!strcmp(a, "--stats")) {
			o->stats = true;
		} else if (!strcmp(a, "--quiet") || !strcmp(a, "-q")) {
			o->quiet = true;
		} else if (!strcmp(a, "-fpreprocessed")) {
			o->preprocessed = true;
		} else if (!strcmp(a, "--kbuild")) {
			o->kbuild = true;
		} else if (!strcmp(a, "-m32")) {
			o->arch = "i386";
		} else if (!strcmp(a, "-m64")) {
			if (!o->arch)
				o->arch = "x86_64";
		} else if (!strcmp(a, "-nostdinc")) {
			sv_push(&o->pp_args, a);
		} else if (!strncmp(a, "-W", 2) && rule_option(a, o)) {
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
			/* driver flags: some change predefined macros (gccflags.c),
			 * the others nothing, as sparse does */
			if (!strcmp(a, "-MF") || !strcmp(a, "-MT") || !strcmp(a, "-MQ"))
				i++;
			else if (gcc_driver_flag(a))
				sv_push(&o->pp_args, a);
		} else if (!strcmp(a, "-MF") || !strcmp(a, "-MT") || !strcmp(a, "-MQ") || !strcmp(a, "-x") ||
		           !strcmp(a, "--param")) {
			i++;
		} else {
			bool done = false;
			for (int k = 0; pp_flags_arg[k] && !done; k++) {
				size_t n = strlen(pp_flags_arg[k]);
				if (!strncmp(a, pp_flags_arg[k], n)) {
					const char *val = a[n] ? a + n : (i + 1 < argc ? argv[++i] : NULL);
					if (!val)
						usage_error("option '%s' needs an argument", a);
					if (!strcmp(pp_flags_arg[k], "-imacros")) {
						na_warning("-imacros %s: not supported by the preprocessor yet, ignored", val);
					} else {
						sv_push(&o->pp_args, pp_flags_arg[k]);
						sv_push(&o->pp_args, val);
					}
					done = true;
				}
			}
			if (!done)
				usage_error("unknown option '%s'", a);
		}
#undef OPTARG
	}
}

/* The directory of the shipped arch presets. */
static const char *arch_dir(void)
{
	static char buf[4096];
	const char *env = getenv("NULLAUDIT_DATADIR");
	struct stat st;
	if (env) {
		snprintf(buf, sizeof buf, "%s/arch", env);
		return buf;
	}
	snprintf(buf, sizeof buf, "%s/config/arch", NA_SRCDIR);
	if (stat(buf, &st) == 0)
		return buf;
	snprintf(buf, sizeof buf, "%s/arch", NA_DATADIR);
	return buf;
}

/* A configuration, ready to run: preprocessor options and target. */
typedef struct RunConfig {
	const char *name;
	PPOptions pp;
	ArchPreset arch;
	char *stdc_predef;       /* the target's stdc-predef.h, or NULL */
	StrVec undefs;           /* the configuration's undefines: -U after all
	                          * other options (docs/yaml.md: applied last) */
	/* how it was made, for its siblings of another x86 ABI (unit_config) */
	const Audit *audit;
	const AuditConfig *ac;
	const Options *o;
	struct RunConfig *abi_alt[3];  /* i386, x86_64, x32: made when a unit asks */
	bool abi_failed[3];
} RunConfig;

static void push_defines(StrVec *args, const DefineVec *dv)
{
	for (int i = 0; i < dv->n; i++) {
		char *d = xasprintf("-D%s=%s", dv->v[i].name, dv->v[i].value);
		sv_push(args, d);
		free(d);
	}
}

static int prepare_config(RunConfig *rc, const char *name, const char *arch, const Audit *audit,
                          const AuditConfig *ac, const Options *o)
{
	memset(rc, 0, sizeof *rc);
	rc->name = name;
	rc->audit = audit;
	rc->ac = ac;
	rc->o = o;
	if (arch_load(arch_dir(), arch ? arch : "x86_64", &rc->arch) != 0)
		return -1;
	rc->pp.predefines = rc->arch.predefines;
	for (int i = 0; i < rc->arch.sys_include_dirs.n; i++)
		sv_push(&rc->pp.sys_include_dirs, rc->arch.sys_include_dirs.v[i]);
	/* the header gcc includes first, searched once per configuration */
	for (int i = 0; i < rc->arch.sys_include_dirs.n && !rc->stdc_predef; i++) {
		char *path = xasprintf("%s/stdc-predef.h", rc->arch.sys_include_dirs.v[i]);
		if (access(path, R_OK) == 0)
			rc->stdc_predef = path;
		else
			free(path);
	}
	if (audit) {
		for (int i = 0; i < audit->include_paths.n; i++) {
			sv_push(&rc->pp.args, "-I");
			sv_push(&rc->pp.args, audit->include_paths.v[i]);
		}
		for (int i = 0; i < audit->system_include_paths.n; i++) {
			sv_push(&rc->pp.args, "-isystem");
			sv_push(&rc->pp.args, audit->system_include_paths.v[i]);
		}
		push_defines(&rc->pp.args, &audit->defines);
	}
	if (ac) {
		for (int i = 0; i < ac->include_paths.n; i++) {
			sv_push(&rc->pp.args, "-I");
			sv_push(&rc->pp.args, ac->include_paths.v[i]);
		}
		DefineVec kc = {0};
		if (ac->kconfig && kconfig_load(ac->kconfig, &kc) != 0)
			return -1;
		push_defines(&rc->pp.args, &kc);
		dv_free(&kc);
		push_defines(&rc->pp.args, &ac->defines);
		for (int i = 0; i < ac->undefines.n; i++) {
			sv_push(&rc->undefs, "-U");
			sv_push(&rc->undefs, ac->undefines.v[i]);
		}
	}
	for (int i = 0; i < o->pp_args.n; i++)
		sv_push(&rc->pp.args, o->pp_args.v[i]);
	return 0;
}

static void apply_target(const ArchPreset *a)
{
	target.size_short = a->size_short;
	target.size_int = a->size_int;
	target.size_long = a->size_long;
	target.size_long_long = a->size_long_long;
	target.size_pointer = a->size_pointer;
	target.size_float = a->size_float;
	target.size_double = a->size_double;
	target.size_long_double = a->size_long_double;
	target.char_signed = a->char_signed;
	target.size_va_list = a->size_va_list;
	target.align_va_list = a->align_va_list;
	target.aarch64 = a->aarch64;
	target.altivec = a->altivec;
}

/* The unit's #if groups compiled in some configuration, and the files
 * its runs entered (coverage.h). */
typedef struct Taken {
	CovMark *v;
	int n, cap;
} Taken;

static void taken_add(Taken *t, const CovMark *lines, int n)
{
	for (int i = 0; i < n; i++) {
		if (t->n == t->cap) {
			t->cap = t->cap ? t->cap * 2 : 32;
			t->v = xrealloc(t->v, sizeof *t->v * (size_t)t->cap);
		}
		t->v[t->n++] = lines[i];
	}
}

/* The same #if groups compiled, in the same order (the files entered
 * aside). */
static bool same_groups(const CovMark *a, int na, const CovMark *b, int nb)
{
	int i = 0, k = 0;
	for (;;) {
		while (i < na && a[i].line == 0)
			i++;
		while (k < nb && b[k].line == 0)
			k++;
		if (i == na || k == nb)
			return i == na && k == nb;
		if (a[i].file != b[k].file || a[i].line != b[k].line)
			return false;
		i++, k++;
	}
}

/* Why units were not fully checked (JSON "errors", SARIF notifications,
 * the text summary): recorded while a unit runs, in the process that runs
 * it; a worker sends its records to the parent ("E" lines). */
static UnitErrorList unit_errors;
static const char *ue_unit, *ue_config;   /* the unit running, its configuration */

static void ue_add(const char *file, int line, int col, UnitErrorKind kind, const char *msg)
{
	unit_errors_add(&unit_errors, ue_unit, file ? display_path(file) : ue_unit, line, col, kind,
	                msg, ue_config);
}

static void on_parse_error(SrcLoc at, const char *message)
{
	ue_add(at.file, at.line, at.col, strstr(message, "(parser limit)") ? UE_LIMIT : UE_PARSE,
	       message);
}

/* A preprocessor message "PATH:LINE: error: MSG" (or without a place). */
static void ue_add_pp(const char *line, int n, const char *unit_file)
{
	const char *e = memmem(line, (size_t)n, ": error: ", 9);
	const char *fe = memmem(line, (size_t)n, ": fatal error: ", 15);
	const char *at = fe ? fe : e;
	char *msg, *path = NULL;
	long ln = 0;
	if (at && !memchr(line, ' ', (size_t)(at - line)) && strchr(line, ':') < at) {
		path = xstrndup(line, (size_t)(strchr(line, ':') - line));
		ln = strtol(strchr(line, ':') + 1, NULL, 10);
		const char *m = at + (fe ? 15 : 9);
		msg = xstrndup(m, (size_t)(line + n - m));
	} else {
		msg = xstrndup(line, (size_t)n);
	}
	UnitErrorKind k = strstr(msg, "over the limit") ? UE_LIMIT : UE_PREPROCESS;
	ue_add(path ? path : unit_file, path ? (int)ln : 0, 0, k, msg);
	free(path);
	free(msg);
}

/* A unit's preprocessor options in one configuration: driver flags (-O2,
 * -fsanitize=..., -mno-sse, -std=...) change the target's predefined
 * macros; the others go to the preprocessor. Used by run_unit and by the
 * result cache's key (the same options, so the same names). */
typedef struct UnitPP {
	PPOptions ppo;
	StrVec args, driver, maps;
	char *predefines;
} UnitPP;

/* GCC applies -D and -U in the order given, after the predefined macros;
 * mcpp applies every -D, then the predefines (which do not replace a -D),
 * then every -U. So a -U that a later -D of the same name overrides is
 * dropped here: -U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=1 (vim's configure)
 * left _FORTIFY_SOURCE undefined. */
static void drop_overridden_undefs(StrVec *args)
{
	StrVec kept = {0};
	for (int i = 0; i < args->n; i++) {
		const char *un, *dn;
		char op;
		int took = gcc_define_option(args, i, &op, &un);
		bool overridden = false;
		if (took && op == 'U') {
			size_t ul = strcspn(un, "=(");
			for (int j = i + took; j < args->n && !overridden; j++)
				overridden = gcc_define_option(args, j, &op, &dn) && op == 'D' &&
				             strcspn(dn, "=(") == ul && !memcmp(dn, un, ul);
		}
		if (overridden) {
			i += took - 1;
			continue;
		}
		sv_push(&kept, args->v[i]);
	}
	sv_free(args);
	*args = kept;
}

static void unit_pp(const RunConfig *rc, const StrVec *unit_args, UnitPP *u)
{
	memset(u, 0, sizeof *u);
	u->ppo = rc->pp;
	StrVec args = {0}, driver = {0}, maps = {0};
	bool nostdinc = false;
	for (int pass = 0; pass < 2; pass++) {
		const StrVec *from = pass == 0 ? &rc->pp.args : unit_args;
		for (int i = 0; from && i < from->n; i++) {
			const char *a = from->v[i];
			if (gcc_driver_flag(a)) {
				sv_push(&driver, a);
				if (!strncmp(a, "-fmacro-prefix-map=", 19))
					sv_push(&maps, a + 19);
				else if (!strncmp(a, "-ffile-prefix-map=", 18))
					sv_push(&maps, a + 18);
				continue;
			}
			sv_push(&args, a);
			nostdinc |= !strcmp(a, "-nostdinc");
			if (gcc_pp_flag_takes_arg(a) && i + 1 < from->n)
				sv_push(&args, from->v[++i]);
		}
	}
	drop_overridden_undefs(&args);
	for (int i = 0; i < rc->undefs.n; i++)
		sv_push(&args, rc->undefs.v[i]);
	u->predefines = gcc_flag_predefines(rc->pp.predefines, &driver);
	if (rc->stdc_predef && gcc_implicit_include(&driver, nostdinc)) {
		/* gcc's implicit -include of stdc-predef.h */
		StrVec with = {0};
		sv_push(&with, "-include");
		sv_push(&with, rc->stdc_predef);
		for (int k = 0; k < args.n; k++)
			sv_push(&with, args.v[k]);
		sv_free(&args);
		args = with;
	}
	u->args = args;
	u->driver = driver;
	u->maps = maps;
	u->ppo.predefines = u->predefines;
	u->ppo.args = args;
	u->ppo.prefix_maps = maps;
}

static void unit_pp_free(UnitPP *u)
{
	sv_free(&u->args);
	sv_free(&u->driver);
	sv_free(&u->maps);
	free(u->predefines);
}

/* The target as reuse across configurations compares it. */
static char *target_id(const RunConfig *rc, const PPOptions *ppo)
{
	return xasprintf("%s %d %d %d %d %d %d %d %d %d %d %d %d", rc->arch.name, rc->arch.char_bit,
	                 rc->arch.size_short, rc->arch.size_int, rc->arch.size_long,
	                 rc->arch.size_long_long, rc->arch.size_pointer, rc->arch.size_float,
	                 rc->arch.size_double, rc->arch.size_long_double, rc->arch.char_signed,
	                 rc->arch.big_endian, ppo->sys_include_dirs.n);
}

/* Screening: most units have no finding, and telling so needs no
 * provenance. A unit is first preprocessed without it (mcpp without -K,
 * about a fifth less work, and no records to follow) and checked with
 * check_screen set, which notes every site that could be a finding
 * (check.h). True when that pass ran clean to the end: no finding, no
 * message of the preprocessor or the parser, every NULL defined as
 * (void *)0; the unit is done, its statistics counted. Otherwise the
 * caller checks it with provenance, which says everything again. */
static bool screen_units;   /* set in main() for the runs it is exact for */

/* Two ways to screen (docs/design/provenance.md, "Screening"). Without -K
 * (PPOptions.plain) a clean unit costs least, but one with a possible
 * finding is preprocessed again with -K: about 1.7 times the check with
 * provenance alone. With -K (PPOptions.screen) mcpp writes its records
 * and the text is kept: a clean unit costs 2-7% more on userland units
 * and about 15% more on kernel ones, but one with a possible finding is
 * placed from the kept text, with no second run. So a unit is screened
 * with -K while any of the last 8 units checked had a finding, an error
 * or a possible finding (the driver notes each worker's unit so, and a
 * worker starts with the driver's history), and without it otherwise.
 * A process that has checked nothing yet starts from what is known of
 * the code: a kernel unit (__KERNEL__ defined) as if the last 8 were
 * clean, since kbuild's sparse keeps such code clean of these findings
 * (1 of 100 kernel units has a possible finding), any other as if the
 * last one had a finding (10% to 60% of the units of most userland
 * packages have one). The results are the same either way. */
static unsigned screen_recent;   /* the last 8 units, newest in bit 0 */
static bool screen_seen;         /* screen_recent holds a unit's result */
static bool screen_unit_hit;     /* a run of this worker's unit noted one */

static void screen_note(bool hit)
{
	screen_recent = ((screen_recent << 1) | hit) & 0xff;
	screen_seen = true;
	screen_unit_hit |= hit;
}

/* -D__KERNEL__ among args */
static bool defines_kernel(const StrVec *args)
{
	for (int i = 0; args && i < args->n; i++) {
		const char *a;
		char op;
		int took = gcc_define_option(args, i, &op, &a);
		if (took && op == 'D' && !strncmp(a, "__KERNEL__", 10) && (!a[10] || a[10] == '='))
			return true;
		i += took > 1;   /* -D NAME: its name too */
	}
	return false;
}

/* The history a process starts from (see above), from its first unit's
 * flags: its configuration's and its own. */
static void screen_prior(const StrVec *config_args, const StrVec *unit_args)
{
	if (screen_seen)
		return;
	screen_recent = defines_kernel(config_args) || defines_kernel(unit_args) ? 0 : 1;
	screen_seen = true;
}

/* Whether file is screened with -K: one choice for all the
 * configurations of a unit, whose screened texts an audit compares
 * (with -K and without, the same unit's texts never match). */
static bool screen_with_k(const char *file)
{
	static const char *chosen_for;
	static bool chosen;
	if (file != chosen_for) {
		chosen_for = file;
		chosen = screen_recent != 0;
	}
	return chosen;
}

/* word is one of the comma-separated words of v (an environment value) */
static bool env_word(const char *v, const char *word)
{
	size_t n = strlen(word);
	for (const char *p = v; p && *p; p += strcspn(p, ","), p += *p == ',')
		if (!strncmp(p, word, n) && (p[n] == ',' || !p[n]))
			return true;
	return false;
}

static bool screen_trace;   /* NULLAUDIT_SCREEN=trace: each unit's outcome on stderr */
/* NULLAUDIT_SCREEN=plain or =k (also with trace or verify): every unit
 * screened without -K, or with it (0: as screen_with_k() says) */
static int screen_force;
/* NULLAUDIT_SCREEN=verify: every unit is checked with provenance too, and
 * its tokens compared with the screening pass's (screen_compare) */
static bool screen_verify;
static TokenStream screen_kept;
static bool screen_have_kept;
static const char *screen_kept_why;   /* the screening pass's verdict */

/* The screening pass must read the tokens the provenance pass reads: the
 * same texts and kinds, the same line starts. */
static void screen_compare(const char *file, const TokenStream *full)
{
	if (!screen_have_kept)
		return;
	const TokenStream *sc = &screen_kept;
	int n = sc->n < full->n ? sc->n : full->n, first = -1, ndiff = 0, nkind = 0;
	for (int i = 0; i < n; i++) {
		if (sc->tok[i].text == full->tok[i].text && sc->tok[i].kind == full->tok[i].kind)
			continue;
		if (first < 0)
			first = i;
		ndiff++;
		/* a line number (__LINE__) is a number or in a string either way */
		nkind += sc->tok[i].kind != full->tok[i].kind ||
		         (sc->tok[i].kind != TK_NUM && sc->tok[i].kind != TK_STR);
	}
	if (first < 0 && sc->n != full->n)
		first = n;
	if (first >= 0)
		fprintf(stderr, "nullaudit: screen: %s: tokens differ from %d (%s / %s) of %d / %d: "
		        "%d tokens, %d not numbers or strings; screened: %s\n", display_path(file), first,
		        first < sc->n ? sc->tok[first].text : "(end)",
		        first < full->n ? full->tok[first].text : "(end)", sc->n, full->n, ndiff, nkind,
		        screen_kept_why);
	if (first >= 0 && nkind) {   /* the tokens around the first */
		for (int k = 0; k < 2; k++) {
			const TokenStream *s = k ? full : sc;
			fprintf(stderr, "nullaudit: screen:   %s:", k ? "with provenance" : "screening");
			for (int i = first > 8 ? first - 8 : 0; i < s->n && i < first + 8; i++)
				fprintf(stderr, " %s", s->tok[i].text);
			fputc('\n', stderr);
		}
	}
	tokens_free(&screen_kept);
	screen_have_kept = false;
}

/* What a clean screening pass gives its caller: the lines of the main
 * file's #if groups it compiled (coverage), the statistics, and, when
 * asked for (the reuse between configurations compares it), the text. */
typedef struct Screened {
	CovMark *taken;
	int ntaken;
	long expressions, untyped;
	char *text;
	size_t len;
} Screened;

static bool screen_unit(const RunConfig *rc, const PPOptions *ppo, const char *file,
                        const StrVec *allow, bool c23, bool keep_text, Screened *out,
                        PPResult *with_k)
{
	if (screen_have_kept) {   /* the last unit's, not compared */
		tokens_free(&screen_kept);
		screen_have_kept = false;
	}
	memset(out, 0, sizeof *out);
	PPOptions sp = *ppo;
	TokenStream ts;
	sp.plain = !with_k;
	sp.screen = with_k != NULL;
	sp.tokens = keep_text || with_k ? NULL : &ts;
	PPResult pr;
	int ran = pp_run(&sp, file, &pr);
	if ((keep_text || with_k) && !pr.token_error) {
		char *err = NULL;
		const char *text = pr.text ? pr.text : "";
		if ((with_k ? tokens_unplaced_records(text, file, &ts, &err)
		            : tokens_from_unplaced(text, file, &ts, &err)) != 0)
			pr.token_error = err ? err : xstrdup("?");
	}
	bool clean = ran == 0 && !pr.null_odd && !pr.main_line && !pr.token_error &&
	             !(pr.messages && *pr.messages);
	const char *why = clean ? NULL : pr.null_odd ? "NULL defined otherwise"
	                : pr.main_line ? "#line in the unit's file"
	                : pr.token_error ? "malformed provenance records" : "preprocessor messages";
	out->taken = pr.taken;
	out->ntaken = pr.ntaken;
	pr.taken = NULL;
	pr.ntaken = 0;
	char *text = pr.text;
	size_t len = pr.len;
	pr.text = NULL;
	PPResult k = pr;   /* its messages, for the caller */
	memset(&pr, 0, sizeof pr);
	if (clean) {
		apply_target(&rc->arch);
		target.c23 = c23;
		FindingList none = {0};
		ParseStats ps;
		check_screen = true;
		check_screen_hit = false;
		check_tokens(&ts, &none, NULL, allow, &ps);
		check_screen = false;
		clean = !check_screen_hit && !ps.errors && !none.n && !ts.hash_line;
		why = clean ? NULL : ts.hash_line ? "a line begun with # by a macro"
		    : ps.errors ? "parse errors" : "a possible finding";
		findings_free(&none);
		out->expressions = ps.expressions;
		out->untyped = ps.untyped;
	}
	if (clean && keep_text) {
		out->text = text;
		out->len = len;
		text = NULL;
	}
	if (!clean) {
		free(out->taken);
		memset(out, 0, sizeof *out);
	}
	if (!clean && with_k) {
		/* placing it says a malformed record again, as without screening */
		free(k.token_error);
		k.token_error = NULL;
		k.text = text;
		k.len = len;
		text = NULL;
		*with_k = k;   /* placed by the caller: no second run */
	} else {
		if (with_k)
			memset(with_k, 0, sizeof *with_k);
		pp_result_free(&k);
	}
	free(text);
	if (screen_trace)
		fprintf(stderr, "nullaudit: screen: %s: %s%s\n", display_path(file),
		        clean ? "no finding" : why, with_k ? " [-K]" : "");
	if (!screen_verify) {
		tokens_free(&ts);
		return clean;
	}
	screen_kept = ts;
	screen_have_kept = true;
	screen_kept_why = clean ? "no finding" : why;
	free(out->taken);   /* checked with provenance all the same */
	free(out->text);
	memset(out, 0, sizeof *out);
	return false;
}

/* Runs one unit in one configuration. Returns 0, or -1 when the unit could
 * not be preprocessed or parsed cleanly (already reported). */
static int run_unit(const RunConfig *rc, const char *file, const StrVec *unit_args, const Options *o,
                    FindingList *fl, RunStats *st, const StrVec *allow, bool multi, Reuse *ru,
                    Taken *taken)
{
	struct stat sb;
	ue_unit = display_path(file);
	ue_config = multi ? rc->name : NULL;
	if (stat(file, &sb) != 0) {
		na_error("%s: cannot open: %s", file, strerror(errno));
		char *m = xasprintf("cannot open: %s", strerror(errno));
		ue_add(NULL, 0, 0, UE_PREPROCESS, m);
		free(m);
		return -1;
	}
	if (S_ISDIR(sb.st_mode)) {
		na_error("%s: is a directory", file);
		ue_add(NULL, 0, 0, UE_PREPROCESS, "is a directory");
		return -1;
	}
	char *rerr = NULL;
	size_t flen = 0;
	char *content = read_file(file, &flen, &rerr);
	if (!content) {
		na_error("%s: cannot read: %s", file, rerr);
		char *m = xasprintf("cannot read: %s", rerr);
		ue_add(NULL, 0, 0, UE_PREPROCESS, m);
		free(m);
		free(rerr);
		return -1;
	}
	const char *nul = memchr(content, '\0', flen);
	if (nul) {
		/* the preprocessor would stop reading there: not C source */
		long line = 1;
		for (const char *c = content; c < nul; c++)
			line += *c == '\n';
		na_error("%s:%ld: not a C source file (NUL byte at offset %ld)", file, line,
		         (long)(nul - content));
		char *m = xasprintf("not a C source file (NUL byte at offset %ld)", (long)(nul - content));
		ue_add(file, (int)line, 0, UE_PREPROCESS, m);
		free(m);
		free(content);
		return -1;
	}
	/* -fpreprocessed (or a .i file): the text is the preprocessor's
	 * output already; no provenance beyond its line markers */
	size_t fl_len = strlen(file);
	bool preprocessed = o->preprocessed || (fl_len > 2 && !strcmp(file + fl_len - 2, ".i"));
	if (!preprocessed)
		free(content);
	else
		ru = NULL;

	UnitPP up;
	unit_pp(rc, unit_args, &up);
	PPOptions ppo = up.ppo;
	/* the system directories, as GCC marks them: -isystem, -idirafter,
	 * the target's own and the standard ones */
	StrVec sysdirs = {0};
	for (int i = 0; i < up.args.n; i++) {
		const char *a = up.args.v[i];
		if ((!strcmp(a, "-isystem") || !strcmp(a, "-idirafter")) && i + 1 < up.args.n)
			sv_push(&sysdirs, up.args.v[++i]);
		else if (!strncmp(a, "-isystem", 8) && a[8])
			sv_push(&sysdirs, a + 8);
		else if (!strncmp(a, "-idirafter", 10) && a[10])
			sv_push(&sysdirs, a + 10);
	}
	for (int i = 0; i < ppo.sys_include_dirs.n; i++)
		sv_push(&sysdirs, ppo.sys_include_dirs.v[i]);
	sv_push(&sysdirs, "/usr/include");
	sv_push(&sysdirs, "/usr/local/include");
	check_set_system_dirs(&sysdirs);
	sv_free(&sysdirs);
	/* the same unit in an earlier configuration it cannot differ from */
	ReuseInputs in = {0};
	const UnitRun *same = NULL;
	const char **names = NULL;
	int nnames = 0;
	if (ru) {
		char *tgt = target_id(rc, &ppo);
		reuse_inputs(&in, file, &ppo, tgt);
		free(tgt);
		if ((same = reuse_by_inputs(ru, &in)))
			ru->by_inputs++;
		else
			reuse_watch_begin();
	}
	PPResult pr = {0};
	int status = 0;
	/* Without reuse the token stream is built while mcpp writes (the
	 * annotated text is not kept); reuse compares whole texts first. */
	TokenStream ts;
	bool streamed = !ru && !preprocessed;
	if (streamed)
		ppo.tokens = &ts;
	bool c23 = gcc_stdc_version(ppo.predefines) > 201710L;
	bool screened = !preprocessed && !same && screen_units;
	bool with_k = screened && (screen_force ? screen_force == 2
	                                        : !screen_verify && screen_with_k(file));
	Screened sd;
	PPResult kept = {0};
	bool clean = screened && screen_unit(rc, &ppo, file, allow, c23, ru != NULL, &sd,
	                                     with_k ? &kept : NULL);
	/* the preprocessor's errors, among them the limits of -K (its traced
	 * calls, the output bound): without -K the unit may still be clean,
	 * as a unit screened so at once is */
	if (!clean && with_k && kept.messages && *kept.messages && !screen_verify) {
		clean = screen_unit(rc, &ppo, file, allow, c23, ru != NULL, &sd, NULL);
		if (clean)
			pp_result_free(&kept);
	}
	if (clean) {
		screen_note(false);
		unit_pp_free(&up);
		if (ru) {
			/* the text without provenance stands for the run: another
			 * configuration's equal text (with or without it: equal
			 * texts are equal tokens) is the same result; without -K a
			 * text does not say which #if groups made it (an empty
			 * group and none give the same text): the groups compiled
			 * too (the files entered may differ: a configuration's
			 * -include of its definitions) */
			reuse_watch_end(&names, &nnames);
			same = reuse_by_content(ru, &in, sd.text, sd.len);
			if (same && same_groups(same->taken, same->ntaken, sd.taken, sd.ntaken)) {
				ru->by_content++;
				reuse_apply(same, multi ? rc->name : NULL, fl);
				taken_add(taken, sd.taken, sd.ntaken);
				reuse_inputs_free(&in);
				free(names);
				free(sd.text);
				free(sd.taken);
				return same->status < 0 ? -1 : 0;
			}
		}
		st->expressions += sd.expressions;
		st->untyped += sd.untyped;
		taken_add(taken, sd.taken, sd.ntaken);
		if (ru) {   /* kept with its text, its groups and no finding */
			FindingList none = {0};
			reuse_record(ru, &in, names, nnames, sd.text, sd.len, &none, sd.taken, sd.ntaken, 0,
			             sd.expressions, sd.untyped);
		} else {
			free(sd.taken);
		}
		return 0;
	}
	int found_before = fl->n;
	if (preprocessed) {
		pr.text = content;
		pr.len = flen;
		pr.messages = xstrdup("");
	} else if (same) {
		status = same->status;
	} else if (kept.text) {
		pr = kept;   /* the screening pass's text with -K */
		status = pr.errors ? -1 : 0;
		streamed = false;
	} else {
		status = pp_run(&ppo, file, &pr);
	}
	if (ru && !same)
		reuse_watch_end(&names, &nnames);
	unit_pp_free(&up);
	if (!same && ru && (same = reuse_by_content(ru, &in, pr.text, pr.len)))
		ru->by_content++;
	if (same) {
		reuse_apply(same, multi ? rc->name : NULL, fl);
		taken_add(taken, same->taken, same->ntaken);
		reuse_inputs_free(&in);
		free(names);
		pp_result_free(&pr);
		return same->status < 0 || status < 0 ? -1 : 0;
	}
	if (pr.messages && *pr.messages) {
		const char *p = pr.messages;
		/* a broken unit can have an error per line: the first ones say it */
		enum { SHOWN_ERRORS = 20 };
		int shown = 0;
		for (const char *q = p; *q;) {
			const char *eol = strchr(q, '\n');
			int n = eol ? (int)(eol - q) : (int)strlen(q);
			if (n)
				ue_add_pp(q, n, file);
			q += n + (eol ? 1 : 0);
		}
		while (*p) {
			const char *eol = strchr(p, '\n');
			int n = eol ? (int)(eol - p) : (int)strlen(p);
			if (shown++ == SHOWN_ERRORS) {
				int more = 0;
				for (const char *q = p; *q; q++)
					more += *q == '\n';
				more += p[strlen(p) - 1] != '\n';
				fprintf(stderr, "nullaudit: error: %s: %d more preprocessor error%s not shown\n",
				        file, more, more == 1 ? "" : "s");
				break;
			}
			/* "PATH:LINE: error: MSG" -> "nullaudit: error: PATH:LINE: MSG" */
			const char *e = memmem(p, (size_t)n, ": error: ", 9);
			const char *fe = memmem(p, (size_t)n, ": fatal error: ", 15);
			const char *at = fe ? fe : e;
			if (at && !memchr(p, ' ', (size_t)(at - p))) {
				char *path = xstrndup(p, (size_t)(strchr(p, ':') - p));
				const char *rest = strchr(p, ':');
				const char *msg = at + (fe ? 15 : 9);
				if (at - rest == 2 && rest[1] == '0')
					rest = at;   /* line 0: before the first line (-include) */
				fprintf(stderr, "nullaudit: error: %s%.*s: %.*s [preprocessor]\n", display_path(path),
				        (int)(at - rest), rest, (int)(p + n - msg), msg);
				free(path);
			} else {
				fprintf(stderr, "nullaudit: error: %s: %.*s [preprocessor]\n", file, n, p);
			}
			p += n + (eol ? 1 : 0);
		}
	}
	if (pr.fatal && !o->dump_tokens && !o->preprocess_only) {
		/* the output stops short: its parse would only add errors */
		if (streamed)
			tokens_free(&ts);
		pp_result_free(&pr);
		reuse_inputs_free(&in);
		free(names);
		return -1;
	}
	char *err = NULL;
	int built;
	if (streamed) {
		err = pr.token_error;
		pr.token_error = NULL;
		built = err ? -1 : 0;
	} else {
		built = preprocessed ? tokens_from_preprocessed(pr.text, file, &ts, &err)
		                     : tokens_from_text(pr.text, file, &ts, &err);
	}
	if (built != 0) {
		/* a defect of the provenance records (see docs/design/provenance.md, "Reading the stream"):
		 * lose this unit, say so, and go on with the others */
		char *m = xasprintf("cannot follow the preprocessor's provenance records (%s); unit skipped",
		                    err);
		na_error("%s: %s", file, m);
		ue_add(NULL, 0, 0, UE_PREPROCESS, m);
		free(m);
		free(err);
		tokens_free(&ts);
		pp_result_free(&pr);
		reuse_inputs_free(&in);
		free(names);
		return -1;
	}
	if (screen_verify)
		screen_compare(file, &ts);
	taken_add(taken, ts.cond_taken, ts.ncond_taken);
	char *text = pr.text;
	size_t tlen = pr.len;
	if (ru)
		pr.text = NULL;  /* kept for reuse_by_content */
	pp_result_free(&pr);
	if (o->dump_tokens) {
		tokens_dump(&ts, stdout);
		tokens_free(&ts);
		return status;
	}
	if (o->preprocess_only) {
		st->tokens += ts.n;
		st->expansions += ts.nexps;
		if (!o->no_print)
			pp_print_plain(&ts, stdout);
		tokens_free(&ts);
		return status;
	}
	/* the compiled #if groups move to the reuse record, which outlives ts */
	CovMark *tk = ts.cond_taken;
	int ntk = ts.ncond_taken;
	if (ru) {
		ts.cond_taken = NULL;
		ts.ncond_taken = ts.cond_taken_cap = 0;
	}
	apply_target(&rc->arch);
	target.c23 = c23;
	FindingList mine = {0};
	ParseStats ps;
	parse_error_hook = on_parse_error;
	check_tokens(&ts, ru ? &mine : fl, multi ? rc->name : NULL, allow, &ps);
	parse_error_hook = NULL;
	tokens_free(&ts);
	if (screen_units)   /* screened or not: what it would have been */
		screen_note(screened || (ru ? mine.n : fl->n - found_before) > 0 || ps.errors);
	st->expressions += ps.expressions;
	st->untyped += ps.untyped;
	if (ps.errors)
		status = -1;
	if (ru) {
		for (int i = 0; i < mine.n; i++) {
			Finding f = finding_copy(&mine.v[i], NULL);
			findings_add(fl, &f);
		}
		reuse_record(ru, &in, names, nnames, text, tlen, &mine, tk, ntk, status,
		             ps.expressions, ps.untyped);
	}
	return status;
}

static void free_config(RunConfig *rc)
{
	sv_free(&rc->pp.args);
	sv_free(&rc->undefs);
	sv_free(&rc->pp.sys_include_dirs);
	free(rc->stdc_predef);
	arch_free(&rc->arch);
	for (int i = 0; i < 3; i++) {
		if (rc->abi_alt[i]) {
			free_config(rc->abi_alt[i]);
			free(rc->abi_alt[i]);
		}
	}
}

/* The entry of a compile database for FILE, or NULL (its flags, and the
 * ABI unit_config() reads, are made by compdb_args()). */
static CompUnit *db_unit(CompDb *db, const char *file)
{
	for (int i = 0; i < db->n; i++)
		if (!strcmp(db->v[i].file, file))
			return &db->v[i];
	return NULL;
}

/* The configuration a unit is checked under. A compile command's -m32,
 * -m64 or -mx32 picks the preset of that x86 ABI, as gcc's driver does
 * (strace builds its mpers units with -m32 and -mx32): the configuration
 * made again with that preset, once; other architectures are not x86's
 * to switch. */
static const RunConfig *unit_config(RunConfig *rc, const CompUnit *cu)
{
	/* in the order of RunConfig.abi_alt */
	static const struct { const char *preset, *flag; } abis[3] = {
		{"i386", "-m32"}, {"x86_64", "-m64"}, {"x32", "-mx32"},
	};
	if (!cu || !cu->abi || !rc->arch.name || !strcmp(cu->abi, rc->arch.name))
		return rc;
	int k = -1;
	bool x86 = false;
	for (int i = 0; i < 3; i++) {
		if (!strcmp(cu->abi, abis[i].preset))
			k = i;
		x86 |= !strcmp(rc->arch.name, abis[i].preset);
	}
	if (k < 0 || !x86 || rc->abi_failed[k])
		return rc;
	if (!rc->abi_alt[k]) {
		RunConfig *alt = xcalloc(1, sizeof *alt);
		if (prepare_config(alt, rc->name, abis[k].preset, rc->audit, rc->ac, rc->o) != 0) {
			na_warning("%s: no '%s' preset for its %s units; they are checked as %s",
			           rc->name, abis[k].preset, abis[k].flag, rc->arch.name);
			free_config(alt);
			free(alt);
			rc->abi_failed[k] = true;
			return rc;
		}
		rc->abi_alt[k] = alt;
	}
	return rc->abi_alt[k];
}

/* --tokenize: the token sequence of preprocessed text, one per line. */
static int tokenize_files(const Options *o)
{
	int status = 0;
	if (o->files.n == 0)
		usage_error("%s", "--tokenize needs FILEs ('-' for stdin)");
	for (int i = 0; i < o->files.n; i++) {
		const char *f = o->files.v[i];
		char *err = NULL;
		size_t len = 0;
		char *text = !strcmp(f, "-") ? read_stream(stdin, &len, &err) : read_file(f, &len, &err);
		if (!text) {
			na_error("%s: cannot read: %s", f, err ? err : "read error");
			free(err);
			status = 2;
			continue;
		}
		lex_print_tokens(text, stdout);
		free(text);
	}
	return status;
}

static int st_shard_k, st_shard_n;   /* --shard, recorded in the result */


/* What every unit of a run shares. */
typedef struct Batch {
	RunConfig *configs;
	int nconfigs;
	CompDb *config_db;
	CompDb *main_db;
	const Options *o;
	const StrVec *allow;
	bool multi;
	bool coverage;           /* list the #if groups no configuration compiled */
} Batch;

static bool in_worker;   /* this process is a worker of run_parallel */

/* --report-unused-suppressions: the user files (not system headers) the
 * units of this process read, from the token streams' file table. */
static bool collect_files;
static StrVec seen_files;
static PtrMap seen_map;

static void seen_file(const char *file)
{
	file = intern(file);
	if (pm_get(&seen_map, file))
		return;
	pm_set(&seen_map, file, file);
	sv_push(&seen_files, file);
}

static void collect_unit_files(void)
{
	for (int i = 1; collect_files && i < tok_file_count(); i++)
		if (tok_files[i] && !check_in_system_dir(tok_files[i]))
			seen_file(tok_files[i]);
}

/* The unit file in configuration c: its entry and flags (NULL: none);
 * false when the configuration does not build it. */
static bool config_unit(const Batch *b, int c, const char *file, CompUnit **cu,
                        const StrVec **uargs)
{
	CompDb *db = b->config_db[c].n ? &b->config_db[c] : b->main_db;
	*cu = db_unit(db, file);
	*uargs = *cu ? compdb_args(*cu) : NULL;
	return !(b->config_db[c].n && !*uargs);
}

/* The driver's start of the screening history, from the first unit it
 * gives out (its workers start from it). */
static void screen_prior_unit(const Batch *b, const char *file)
{
	for (int c = 0; !screen_seen && c < b->nconfigs; c++) {
		CompUnit *cu;
		const StrVec *uargs;
		if (config_unit(b, c, file, &cu, &uargs))
			screen_prior(&unit_config(&b->configs[c], cu)->pp.args, uargs);
	}
}

/* One unit under every configuration; true when it failed somewhere. */
static bool check_unit_all(const Batch *b, const char *file, FindingList *fl, RunStats *st,
                           CoverageSeen *cov)
{
	bool failed = false;
	Taken taken = {0};
	Reuse ru = {0};
	bool reuse = b->nconfigs > 1 && !b->o->dump_tokens && !b->o->preprocess_only;
	/* testing hook: a worker process checking a unit whose path contains
	 * $NULLAUDIT_TEST_CRASH stops on SIGSEGV, as a checker bug would */
	const char *crash = getenv("NULLAUDIT_TEST_CRASH");
	if (in_worker && crash && *crash && strstr(file, crash)) {
		signal(SIGSEGV, SIG_DFL);   /* past a sanitizer's handler */
		raise(SIGSEGV);
	}
	/* and one whose path contains $NULLAUDIT_TEST_HANG never ends, as a
	 * unit that loops would (--unit-timeout) */
	const char *hang = getenv("NULLAUDIT_TEST_HANG");
	if (in_worker && hang && *hang && strstr(file, hang))
		for (;;)
			pause();
	for (int c = 0; c < b->nconfigs; c++) {
		CompUnit *cu;
		const StrVec *uargs;
		bool builds = config_unit(b, c, file, &cu, &uargs);
		tok_unit_dir = cu ? cu->dir : NULL;
		if (!builds)
			continue;  /* this configuration does not build the unit */
		struct timespec t0, t1;
		clock_gettime(CLOCK_MONOTONIC, &t0);
		const RunConfig *rc = unit_config(&b->configs[c], cu);
		screen_prior(&rc->pp.args, uargs);
		if (run_unit(rc, file, uargs, b->o, fl, st, b->allow, b->multi,
		             reuse ? &ru : NULL, &taken) != 0)
			failed = true;
		clock_gettime(CLOCK_MONOTONIC, &t1);
		if (st->config_units) {
			st->config_units[c]++;
			st->config_seconds[c] += (double)(t1.tv_sec - t0.tv_sec) +
			                         (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
		}
	}
	if (b->coverage && !b->o->dump_tokens && !b->o->preprocess_only) {
		/* the unit's own file, and the user's headers (not the system's,
		 * unless --system-headers) */
		CovMark self = {display_path(file), 0};
		covseen_add(cov, &self, 1);
		for (int i = 0; i < taken.n; i++)
			if (check_system_headers || !check_in_system_dir(taken.v[i].file))
				covseen_add(cov, &taken.v[i], 1);
	}
	collect_unit_files();
	free(taken.v);
	st->reused_by_inputs += ru.by_inputs;
	st->reused_by_content += ru.by_content;
	reuse_free(&ru);
	st->units++;
	return failed;
}

/* ---- the result cache (docs/cache.md) */

static const char *cache_dir_run;   /* this run's cache, or NULL */

static void key_str(StrBuf *k, const char *tag, const char *v)
{
	if (v)
		sb_printf(k, "%s %zu:%s\n", tag, strlen(v), v);
	else
		sb_printf(k, "%s -\n", tag);
}

static void key_strs(StrBuf *k, const char *tag, const StrVec *v)
{
	sb_printf(k, "%s %d\n", tag, v ? v->n : -1);
	for (int i = 0; v && i < v->n; i++)
		key_str(k, "", v->v[i]);
}

/* Whether mcpp takes a -D/-U (or a predefine) without a message whatever
 * its value, so that only a lookup of its name can matter: an object-like
 * definition of an identifier other than "defined". The others are keyed
 * whole. */
static bool define_by_name(const char *v, size_t n)
{
	if (!n || !(isalpha((unsigned char)v[0]) || v[0] == '_'))
		return false;
	for (size_t i = 1; i < n; i++)
		if (!(isalnum((unsigned char)v[i]) || v[i] == '_'))
			return false;
	return !(n == 7 && !strncmp(v, "defined", 7));
}

/* Everything but the files and the macro definitions that decides a unit's
 * record: the program, the working directory (display paths), the
 * environment mcpp reads, the rule settings, and per configuration its
 * flags but -D/-U, driver flags, target and compile directory. The initial
 * macro definitions of each configuration (predefines, -D, -U: ins[c].env)
 * are compared name by name for the names the unit looked up (the
 * manifest's D and B lines, docs/cache.md). ins has b->nconfigs slots. */
static void unit_key(const Batch *b, const char *file, char out[33], ReuseInputs *ins)
{
	StrBuf k = {0};
	char cwd[PATH_MAX];
	sb_printf(&k, "nullaudit-cache 3\nprogram %s\n", cache_program_id());
	key_str(&k, "cwd", getcwd(cwd, sizeof cwd) ? cwd : NULL);
	key_str(&k, "unit", file);
	static const char *const envs[] = {"CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "LC_ALL",
	                                   "LC_CTYPE", "LANG", "NULLAUDIT_PP_LIMIT_MIB", NULL};
	for (int i = 0; envs[i]; i++)
		key_str(&k, envs[i], getenv(envs[i]));
	sb_puts(&k, "rules");
	for (int r = 0; r < RULE_COUNT; r++)
		sb_printf(&k, " %s=%d", rules[r].name, (int)rule_severity[r]);
	sb_printf(&k, "\nsystem_headers %d kernel_idiom %d preprocessed %d multi %d coverage %d "
	          "collect %d configs %d\n", check_system_headers, check_kernel_idiom,
	          b->o->preprocessed, b->multi, b->coverage, collect_files, b->nconfigs);
	key_strs(&k, "allow", b->allow);
	for (int c = 0; c < b->nconfigs; c++) {
		CompDb *db = b->config_db[c].n ? &b->config_db[c] : b->main_db;
		CompUnit *cu = db_unit(db, file);
		const StrVec *uargs = cu ? compdb_args(cu) : NULL;
		const char *udir = cu ? cu->dir : NULL;
		const RunConfig *rc = unit_config(&b->configs[c], cu);
		key_str(&k, "config", rc->name);
		sb_printf(&k, "own_db %d built %d\n", b->config_db[c].n > 0, uargs != NULL);
		key_str(&k, "dir", udir);
		UnitPP up;
		unit_pp(rc, uargs, &up);
		char *tgt = target_id(rc, &up.ppo);
		reuse_inputs(&ins[c], file, &up.ppo, tgt);
		free(tgt);
		/* the flags but -D/-U, the file and the target */
		key_str(&k, "inputs", ins[c].key);
		key_strs(&k, "driver", &up.driver);
		/* predefines and -D/-U that could make a message are keyed whole */
		int ndefs = 0;
		for (const char *p = up.predefines ? up.predefines : ""; *p;) {
			size_t len = strcspn(p, "\n");
			size_t n = 0;
			if (len > 8 && !strncmp(p, "#define ", 8))
				n = strcspn(p + 8, " (\n");
			if (!(n && p[8 + n] != '(' && define_by_name(p + 8, n)))
				sb_printf(&k, "predefine %.*s\n", (int)len, p);
			p += len + (p[len] == '\n');
		}
		for (int i = 0; i < up.args.n; i++) {
			const char *v;
			char op;
			int took = gcc_define_option(&up.args, i, &op, &v);
			if (!took)
				continue;
			i += took - 1;
			ndefs++;
			size_t n = strcspn(v, "=(");
			if (v[n] == '(' || !define_by_name(v, n))
				sb_printf(&k, "define %c%zu:%s\n", op, strlen(v), v);
		}
		/* mcpp's limit on the number of -D options */
		sb_printf(&k, "many_defines %d\n", ndefs >= 8000);
		key_str(&k, "stdc_predef", rc->stdc_predef);
		const ArchPreset *a = &rc->arch;
		key_str(&k, "arch", a->name);
		key_strs(&k, "arch_sysdirs", &a->sys_include_dirs);
		sb_printf(&k, "target %d %d %d %d %d %d %d %d %d %d %d\n", a->char_bit, a->size_short,
		          a->size_int, a->size_long, a->size_long_long, a->size_pointer, a->size_float,
		          a->size_double, a->size_long_double, a->char_signed, a->big_endian);
		/* what the front end derives from the predefines (the unit may
		 * never look __aarch64__ up, its parse still depends on it) */
		sb_printf(&k, "target_derived %d %d %d %d\n", a->size_va_list, a->align_va_list,
		          a->aarch64, a->altivec);
		unit_pp_free(&up);
	}
	hash_hex(hash128(k.buf, k.len), out);
	free(k.buf);
}

typedef struct Record {
	long unit, seq;
	Finding f;
} Record;

static int record_cmp(const void *a, const void *b)
{
	const Record *x = a, *y = b;
	if (x->unit != y->unit)
		return x->unit < y->unit ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Several units: each is checked in a child process of its own (up to
 * JOBS at a time), which writes its findings to a temporary file; the
 * parent merges them in unit order, so the result does not depend on JOBS.
 * A child's memory goes with it (mcpp keeps tens of MB per run), a crash or
 * a timeout loses one unit, named, and the run goes on. */
typedef struct Child {
	pid_t pid;
	int unit;
	FILE *out;
	FILE *err;   /* with the cache: the worker's stderr, copied when it ends */
	bool screen_hit;   /* its unit had a possible finding (screen_note) */
} Child;

static long cache_hits, cache_misses;

/* A unit's cache key and initial macro definitions per configuration. */
typedef struct UnitKey {
	char key[33];
	ReuseInputs *ins;
	PtrMap **envs;
	bool hit;
} UnitKey;
static long long cache_bytes_read, cache_bytes_written;

static int collect_child(Child *c, int status, const StrVec *units, Record **rec, long *nrec,
                         long *cap, RunStats *st, int timeout, CoverageSeen *cov)
{
	int failed = 0;
	bool done = false;
	rewind(c->out);
	char *line = NULL;
	size_t lcap = 0;
	if (c->err) {
		rewind(c->err);
		char buf[8192];
		size_t n;
		while ((n = fread(buf, 1, sizeof buf, c->err)) > 0)
			fwrite(buf, 1, n, stderr);
		fclose(c->err);
		c->err = NULL;
	}
	while (getline(&line, &lcap, c->out) > 0) {
		if (line[0] == 'K' && line[1] == '\t') {
			int hit = 0;
			long long r = 0, w = 0;
			if (sscanf(line, "K\t%d\t%lld\t%lld", &hit, &r, &w) == 3) {
				cache_hits += hit;
				cache_misses += !hit;
				cache_bytes_read += r;
				cache_bytes_written += w;
			}
			continue;
		}
		if (line[0] == 'H' && line[1] == '\t') {
			c->screen_hit = atoi(line + 2) != 0;
			continue;
		}
		if (line[0] == 'G' && line[1] == '\t') {   /* coverage: a file's groups compiled */
			line[strcspn(line, "\n")] = '\0';
			if (cov)
				covseen_read(cov, line + 2);
			continue;
		}
		if (line[0] == 'R' && line[1] == '\t') {
			line[strcspn(line, "\n")] = '\0';
			const char *file = record_get_field(line + 2);
			if (file)
				seen_file(file);
			continue;
		}
		if (line[0] == 'T' && line[1] == '\t') {
			/* a configuration's time, counted when a worker spent it
			 * now: not from a cache entry (pid 0) */
			int k = -1, n = 0;
			double sec = 0;
			if (c->pid && st->config_units &&
			    sscanf(line, "T\t%d\t%d\t%lf", &k, &n, &sec) == 3 && k >= 0 && k < st->configs) {
				st->config_units[k] += n;
				st->config_seconds[k] += sec;
			}
			continue;
		}
		if (line[0] == 'E' && line[1] == '\t') {
			UnitError e;
			if (unit_error_read(line, &e))
				unit_errors_add(&unit_errors, e.unit, e.file, e.line, e.col, e.kind, e.message,
				                e.config);
			continue;
		}
		if (line[0] == 'S') {
			int ufailed = 0, errs = 0, ri = 0, rc = 0;
			long e = 0, un = 0;
			if (sscanf(line, "S\t%d\t%ld\t%ld\t%d\t%d\t%d", &ufailed, &e, &un, &errs, &ri,
			           &rc) == 6) {
				failed += ufailed;
				st->reused_by_inputs += ri;
				st->reused_by_content += rc;
				st->expressions += e;
				st->untyped += un;
				na_error_count += errs;
				done = true;
			}
			continue;
		}
		if (*nrec == *cap) {
			*cap = *cap ? *cap * 2 : 256;
			*rec = xrealloc(*rec, sizeof **rec * (size_t)*cap);
		}
		if (finding_read(line, &(*rec)[*nrec].unit, &(*rec)[*nrec].f)) {
			(*rec)[*nrec].unit = c->unit;   /* a cached record's may differ */
			(*rec)[*nrec].seq = *nrec;
			(*nrec)++;
		}
	}
	free(line);
	fclose(c->out);
	st->units++;
	if (!done || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		const char *u = display_path(units->v[c->unit]);
		char *m;
		UnitErrorKind k = UE_CRASH;
		if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) {
			m = xasprintf("not checked: took longer than --unit-timeout=%d s", timeout);
			k = UE_TIMEOUT;
		} else if (WIFSIGNALED(status)) {
			m = xasprintf("not checked: the checker stopped on signal %d (%s); "
			              "please report this unit", WTERMSIG(status), strsignal(WTERMSIG(status)));
		} else {
			m = xasprintf("not checked: the checker exited with status %d", WEXITSTATUS(status));
		}
		na_error("%s: %s", units->v[c->unit], m);
		unit_errors_add(&unit_errors, u, u, 0, 0, k, m, NULL);
		free(m);
		failed = 1;
	}
	return failed;
}

/* SIGINT/SIGTERM/SIGHUP during a multi-unit run: no new unit starts, the
 * running ones are stopped and reaped, and nothing is written. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
	interrupted = sig;
}

static void stop_children(Child *kids, int jobs)
{
	for (int k = 0; k < jobs; k++)
		if (kids[k].pid > 0)
			kill(kids[k].pid, SIGTERM);
	for (int k = 0; k < jobs; k++)
		if (kids[k].pid > 0) {
			waitpid(kids[k].pid, NULL, 0);
			fclose(kids[k].out);
			if (kids[k].err)
				fclose(kids[k].err);
			kids[k].err = NULL;
			kids[k].pid = 0;
		}
}

typedef struct Dispatch {
	off_t size;
	int unit;
} Dispatch;

static int size_desc(const void *a, const void *b)
{
	const Dispatch *x = a, *y = b;
	if (x->size != y->size)
		return x->size < y->size ? 1 : -1;
	return (x->unit > y->unit) - (x->unit < y->unit);
}

static int *dispatch_order(const StrVec *units)
{
	Dispatch *d = xcalloc((size_t)units->n + 1, sizeof *d);
	for (int i = 0; i < units->n; i++) {
		struct stat sb;
		d[i] = (Dispatch){stat(units->v[i], &sb) == 0 ? sb.st_size : 0, i};
	}
	qsort(d, (size_t)units->n, sizeof *d, size_desc);
	int *order = xcalloc((size_t)units->n + 1, sizeof *order);
	for (int i = 0; i < units->n; i++)
		order[i] = d[i].unit;
	free(d);
	return order;
}

static int run_parallel(const Batch *b, const StrVec *units, int jobs, FindingList *fl, RunStats *st,
                        CoverageSeen *cov)
{
	if (jobs < 1)
		jobs = 1;
	Child *kids = xcalloc((size_t)jobs, sizeof *kids);
	int running = 0, next = 0, failed = 0;
	/* the largest sources first, so that no large unit is left to run
	 * alone at the end; results are still merged in unit order */
	int *order = dispatch_order(units);
	Record *rec = NULL;
	long nrec = 0, cap = 0;
	int timeout = b->o->unit_timeout;
	fflush(NULL);
	struct sigaction sa = {0}, old_int, old_term, old_hup;
	sa.sa_handler = on_interrupt;   /* no SA_RESTART: wait() returns */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	sigaction(SIGHUP, &sa, &old_hup);
	/* With the cache, the driver checks every unit's entry first, before
	 * any worker starts: the file system answers are memoised across units
	 * (a header shared by a thousand units is hashed once), and only the
	 * misses are dispatched. */
	UnitKey *uk = NULL;
	if (cache_dir_run) {
		uk = xcalloc((size_t)units->n + 1, sizeof *uk);
		for (int u = 0; u < units->n && !interrupted; u++) {
			uk[u].ins = xcalloc((size_t)b->nconfigs + 1, sizeof *uk[u].ins);
			uk[u].envs = xcalloc((size_t)b->nconfigs + 1, sizeof *uk[u].envs);
			unit_key(b, units->v[u], uk[u].key, uk[u].ins);
			for (int c = 0; c < b->nconfigs; c++)
				uk[u].envs[c] = &uk[u].ins[c].env;
			char *rtext = NULL, *etext = NULL;
			size_t rlen = 0, elen = 0, bytes = 0;
			if (!cache_lookup(cache_dir_run, uk[u].key, uk[u].envs, b->nconfigs, &rtext, &rlen,
			                  &etext, &elen, &bytes))
				continue;
			uk[u].hit = true;
			/* as a worker that replays it would send it */
			fwrite(etext, 1, elen, stderr);
			char *buf = xasprintf("%.*sK\t1\t%zu\t0\n", (int)rlen, rtext, bytes);
			Child hc = {.pid = 0, .unit = u, .out = fmemopen(buf, strlen(buf), "r"), .err = NULL};
			if (!hc.out) {
				na_error("cannot read a cache entry from memory: %s", strerror(errno));
				exit(2);
			}
			failed += collect_child(&hc, 0, units, &rec, &nrec, &cap, st, timeout, cov);
			free(buf);
			free(rtext);
			free(etext);
			if (b->o->progress)
				fprintf(stderr, "\rnullaudit: %d/%d units", st->units, units->n);
		}
	}
	while ((next < units->n || running) && !interrupted) {
		while (running < jobs && next < units->n && !interrupted) {
			if (uk && uk[order[next]].hit) {
				next++;
				continue;
			}
			Child *c = NULL;
			for (int k = 0; k < jobs && !c; k++)
				if (!kids[k].pid)
					c = &kids[k];
			c->unit = order[next++];
			screen_prior_unit(b, units->v[c->unit]);
			c->out = tmpfile();
			c->err = cache_dir_run ? tmpfile() : NULL;
			if (!c->out || (cache_dir_run && !c->err)) {
				na_error("cannot create a temporary file: %s", strerror(errno));
				exit(2);
			}
			c->pid = fork();
			if (c->pid < 0) {
				na_error("cannot start a process for %s: %s", units->v[c->unit], strerror(errno));
				exit(2);
			}
			if (c->pid == 0) {
				signal(SIGINT, SIG_DFL);
				signal(SIGTERM, SIG_DFL);
				signal(SIGHUP, SIG_DFL);
				if (timeout > 0)
					alarm((unsigned)timeout);
				RunStats ws = {0};
				if (st->config_units) {
					ws.config_units = xcalloc((size_t)b->nconfigs, sizeof *ws.config_units);
					ws.config_seconds = xcalloc((size_t)b->nconfigs, sizeof *ws.config_seconds);
				}
				FindingList mine = {0};
				na_error_count = 0;
				in_worker = true;
				unit_errors.n = 0;   /* the parent's records are the parent's */
				CoverageSeen mycov = {0};
				/* with the cache, the record is made in memory, stored,
				 * then sent; stderr goes to c->err to be stored too */
				char key[33], *mbuf = NULL;
				size_t mlen = 0;
				FILE *w = c->out;
				if (cache_dir_run) {
					memcpy(key, uk[c->unit].key, sizeof key);
					fflush(stderr);
					dup2(fileno(c->err), 2);
					cache_watch_begin();
					cache_watch_file(units->v[c->unit]);
					w = open_memstream(&mbuf, &mlen);
				}
				screen_unit_hit = false;
				int ufailed = check_unit_all(b, units->v[c->unit], &mine, &ws, &mycov) ? 1 : 0;
				for (int i = 0; i < mine.n; i++)
					finding_write(w, c->unit, &mine.v[i]);
				for (int i = 0; i < unit_errors.n; i++)
					unit_error_write(w, &unit_errors.v[i]);
				covseen_write(&mycov, w);
				for (int i = 0; i < seen_files.n; i++) {
					fputc('R', w);   /* a file Read: R\tPATH */
					record_put_field(w, seen_files.v[i]);
					fputc('\n', w);
				}
				for (int k = 0; ws.config_units && k < b->nconfigs; k++)   /* T: Time */
					if (ws.config_units[k])
						fprintf(w, "T\t%d\t%d\t%.6f\n", k, ws.config_units[k],
						        ws.config_seconds[k]);
				fprintf(w, "S\t%d\t%ld\t%ld\t%d\t%d\t%d\n", ufailed, ws.expressions,
				        ws.untyped, na_error_count, ws.reused_by_inputs, ws.reused_by_content);
				fflush(stderr);
				if (cache_dir_run) {
					cache_watch_end();
					fclose(w);
					/* what this worker wrote to stderr, from the start */
					struct stat esb;
					char *etext = NULL;
					ssize_t elen = 0;
					if (fstat(2, &esb) == 0 && esb.st_size > 0) {
						etext = xmalloc((size_t)esb.st_size);
						elen = pread(2, etext, (size_t)esb.st_size, 0);
					}
					size_t wrote = elen >= 0 ? cache_store(cache_dir_run, key, uk[c->unit].envs,
					                                       b->nconfigs, mbuf, mlen,
					                                       etext ? etext : "", (size_t)elen) : 0;
					fwrite(mbuf, 1, mlen, c->out);
					fprintf(c->out, "K\t0\t0\t%zu\n", wrote);
					free(etext);
					free(mbuf);
				}
				/* H: for the driver's screening history (not cached) */
				fprintf(c->out, "H\t%d\n", screen_unit_hit);
				fflush(c->out);
				fflush(stderr);
				_exit(0);
			}
			running++;
		}
		if (!running)
			continue;   /* the rest were hits */
		int status = 0;
		pid_t pid = wait(&status);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		for (int k = 0; interrupted && k < jobs; k++)
			if (kids[k].pid == pid) {   /* stopped by the same interrupt */
				fclose(kids[k].out);
				if (kids[k].err)
					fclose(kids[k].err);
				kids[k].err = NULL;
				kids[k].pid = 0;
				running--;
			}
		if (interrupted)
			break;
		for (int k = 0; k < jobs; k++)
			if (kids[k].pid == pid) {
				long had = nrec;
				kids[k].screen_hit = false;
				int f = collect_child(&kids[k], status, units, &rec, &nrec, &cap, st, timeout,
				                      cov);
				failed += f;
				/* the workers to come inherit what their units were */
				screen_note(f || nrec > had || kids[k].screen_hit);
				kids[k].pid = 0;
				running--;
			}
		if (b->o->progress)
			fprintf(stderr, "\rnullaudit: %d/%d units", st->units, units->n);
	}
	if (b->o->progress)
		fputc('\n', stderr);
	if (interrupted) {
		stop_children(kids, jobs);
		na_error("interrupted (%s) after %d of %d units; no results written",
		         strsignal(interrupted), st->units, units->n);
		exit(128 + interrupted);
	}
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	sigaction(SIGHUP, &old_hup, NULL);
	free(order);
	for (int u = 0; uk && u < units->n; u++) {
		for (int c = 0; uk[u].ins && c < b->nconfigs; c++)
			reuse_inputs_free(&uk[u].ins[c]);
		free(uk[u].ins);
		free(uk[u].envs);
	}
	free(uk);
	if (nrec)
		qsort(rec, (size_t)nrec, sizeof *rec, record_cmp);
	for (long i = 0; i < nrec; i++)
		findings_add(fl, &rec[i].f);
	free(rec);
	free(kids);
	return failed;
}

/* --headers DIR: every *.h under DIR, sorted, as units. */
static int headers_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int collect_headers(const char *dir, StrVec *units)
{
	DIR *d = opendir(dir);
	if (!d) {
		na_error("%s: cannot read the header directory: %s", dir, strerror(errno));
		return -1;
	}
	StrVec here = {0};
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		char *path = xasprintf("%s/%s", dir, e->d_name);
		struct stat sb;
		if (lstat(path, &sb) == 0 && (S_ISDIR(sb.st_mode) ||
		    (S_ISREG(sb.st_mode) && strlen(e->d_name) > 2 &&
		     !strcmp(e->d_name + strlen(e->d_name) - 2, ".h"))))
			sv_push(&here, path);
		free(path);
	}
	closedir(d);
	if (here.n)
		qsort(here.v, (size_t)here.n, sizeof *here.v, headers_cmp);
	int status = 0;
	for (int i = 0; i < here.n; i++) {
		struct stat sb;
		if (stat(here.v[i], &sb) == 0 && S_ISDIR(sb.st_mode))
			status |= collect_headers(here.v[i], units);
		else
			sv_push(units, here.v[i]);
	}
	sv_free(&here);
	return status;
}

/* Reads a nullaudit JSON result (--format=json) back: its findings (with
 * their fingerprints, when KEYS is given) and stats. */
static bool loaded_coverage;   /* a merged result had a "coverage" member */

static int result_load(const char *path, FindingList *fl, RunStats *st, StrVec *keys,
                       CoverageList *cov, UnitErrorList *errs)
{
	char *err = NULL;
	char *text = read_file(path, NULL, &err);
	if (!text) {
		na_error("%s: cannot read: %s", path, err);
		free(err);
		return -1;
	}
	JsonValue *doc = json_parse(text, path, "JSON");
	free(text);
	if (!doc)
		return -1;
	const JsonValue *fs = json_get(doc, "findings");
	if (!fs || fs->type != J_ARR) {
		na_error("%s:1:1: not a nullaudit JSON result (no \"findings\" array)", path);
		json_free(doc);
		return -1;
	}
	int status = 0;
	for (int i = 0; i < fs->n; i++) {
		const JsonValue *x = fs->items[i];
		const char *rule = json_str_member(x, "rule"), *file = json_str_member(x, "file");
		int r = rule ? rule_find(rule) : -1;
		if (r < 0 || !file) {
			na_error("%s: finding %d has no known rule or no file", path, i + 1);
			status = -1;
			continue;
		}
		if (keys) {
			const char *fp = json_str_member(x, "fingerprint");
			char *k = xasprintf("%s\n%s\n%s", rule, file, fp ? fp : "");
			sv_push(keys, k);
			free(k);
		}
		if (!fl)
			continue;
		Finding f = {0};
		f.rule = (RuleId)r;
		const char *sev = json_str_member(x, "severity");
		int sv = sev ? severity_parse(sev) : -1;
		f.severity = sv > 0 ? (Severity)sv : SEV_WARNING;
		const char *msg = json_str_member(x, "message");
		f.message = xstrdup(msg ? msg : "");
		f.loc = (SrcLoc){intern(file), (int)json_num_member(x, "line", 0),
		                 (int)json_num_member(x, "column", 0)};
		const char *sp = json_str_member(x, "spelling");
		f.spelling = intern(sp ? sp : "");
		int ctx = context_parse(json_str_member(x, "context"));
		f.context = ctx < 0 ? CTX_ASSIGNMENT : (Context)ctx;
		const char *et = json_str_member(x, "expected_type");
		f.expected_type = et ? intern(et) : NULL;
		f.expansion_count = (int)json_num_member(x, "expansion_count", 0);
		const char *cond = json_str_member(x, "condition");
		f.condition = cond ? intern(cond) : NULL;
		const JsonValue *ex = json_get(x, "expansions");
		for (int j = 0; ex && ex->type == J_ARR && j < ex->n; j++) {
			const JsonValue *e = ex->items[j];
			const char *m = json_str_member(e, "macro"), *ef = json_str_member(e, "file");
			f.exps = xrealloc(f.exps, sizeof *f.exps * (size_t)(f.nexps + 1));
			f.exps[f.nexps++] = (FindingExp){intern(m ? m : ""),
			        {intern(ef ? ef : ""), (int)json_num_member(e, "line", 0),
			         (int)json_num_member(e, "column", 0)}};
		}
		/* the other chains (expansion_chains repeats the first) */
		const JsonValue *chs = json_get(x, "expansion_chains");
		for (int c = 1; chs && chs->type == J_ARR && c < chs->n; c++) {
			const JsonValue *ch = chs->items[c];
			if (ch->type != J_ARR)
				continue;
			f.chains = xrealloc(f.chains, sizeof *f.chains * (size_t)(f.nchains + 1));
			FindingExp *v = xcalloc((size_t)ch->n + 1, sizeof *v);
			for (int j = 0; j < ch->n; j++) {
				const JsonValue *e = ch->items[j];
				const char *m = json_str_member(e, "macro"), *ef = json_str_member(e, "file");
				v[j] = (FindingExp){intern(m ? m : ""),
				        {intern(ef ? ef : ""), (int)json_num_member(e, "line", 0),
				         (int)json_num_member(e, "column", 0)}};
			}
			f.chains[f.nchains++] = (struct FindingChain){v, ch->n};
		}
		const JsonValue *sup = json_get(x, "suppressed");
		f.suppressed = sup && sup->type == J_BOOL && sup->boolean;
		const JsonValue *cf = json_get(x, "configs");
		for (int j = 0; cf && cf->type == J_ARR && j < cf->n; j++)
			if (cf->items[j]->type == J_STR)
				sv_push(&f.configs, cf->items[j]->str);
		const JsonValue *fix = json_get(x, "fix");
		const char *rep = json_str_member(fix, "replacement"), *ff = json_str_member(fix, "file");
		if (rep && ff) {
			f.has_fix = true;
			f.fix = (Fix){{intern(ff), (int)json_num_member(fix, "line", 0),
			               (int)json_num_member(fix, "column", 0)},
			              (int)json_num_member(fix, "end_column", 0), intern(rep), NULL};
		}
		findings_add(fl, &f);
	}
	const JsonValue *es = json_get(doc, "errors");
	for (int i = 0; errs && es && es->type == J_ARR && i < es->n; i++) {
		const JsonValue *e = es->items[i];
		int k = unit_error_kind_parse(json_str_member(e, "kind"));
		unit_errors_add(errs, json_str_member(e, "unit"), json_str_member(e, "file"),
		                (int)json_num_member(e, "line", 0), (int)json_num_member(e, "column", 0),
		                k < 0 ? UE_CRASH : (UnitErrorKind)k, json_str_member(e, "message"),
		                json_str_member(e, "config"));
	}
	/* coverage: the files' totals and their groups never compiled, joined
	 * with the other results' (a group compiled in one is compiled) */
	const JsonValue *cd = json_get(doc, "coverage");
	const JsonValue *cv = json_get(cd, "uncompiled"), *cf = json_get(cd, "files");
	CoverageList one = {0};
	for (int i = 0; cov && cf && cf->type == J_ARR && i < cf->n; i++) {
		const JsonValue *f = cf->items[i];
		const char *file = json_str_member(f, "file");
		if (file)
			coverage_add_file(&one, file, (int)json_num_member(f, "groups", 0),
			                  (int)json_num_member(f, "compiled", 0));
	}
	for (int i = 0; cov && cv && cv->type == J_ARR && i < cv->n; i++) {
		const JsonValue *u = cv->items[i];
		const char *file = json_str_member(u, "file"), *dir = json_str_member(u, "directive");
		if (!file || !dir)
			continue;
		Uncompiled x = {file, (int)json_num_member(u, "line", 0),
		                (int)json_num_member(u, "end_line", 0), dir, json_str_member(u, "kind"),
		                (int)json_num_member(u, "parent", 0), false, 0};
		coverage_add(&one, &x);
	}
	if (cov && cv) {
		coverage_finish(&one);
		coverage_merge(cov, &one);
		loaded_coverage = true;
	}
	coverage_free(&one);
	const JsonValue *s = json_get(doc, "stats");
	if (st && s) {
		st->units += (int)json_num_member(s, "translation_units", 0);
		int c = (int)json_num_member(s, "configs", 0);
		st->configs = c > st->configs ? c : st->configs;
		st->parse_failures += (int)json_num_member(s, "parse_failures", 0);
		st->expressions += (long)json_num_member(s, "expressions", 0);
		st->untyped += (long)json_num_member(s, "untyped_expressions", 0);
		st->seconds += json_num_member(s, "seconds", 0);
		st->reused_by_inputs += (int)json_num_member(s, "reused_by_inputs", 0);
		st->reused_by_content += (int)json_num_member(s, "reused_by_content", 0);
		/* per configuration: the same configurations in every shard */
		const JsonValue *pc = json_get(s, "per_config");
		if (pc && pc->type == J_ARR && pc->n > 0 && (!st->config_units || pc->n == st->configs)) {
			if (!st->config_units) {
				const char **names = xcalloc((size_t)pc->n, sizeof *names);
				for (int i = 0; i < pc->n; i++) {
					const char *name = json_str_member(pc->items[i], "config");
					names[i] = intern(name ? name : "");
				}
				st->config_names = names;
				st->config_units = xcalloc((size_t)pc->n, sizeof *st->config_units);
				st->config_seconds = xcalloc((size_t)pc->n, sizeof *st->config_seconds);
				st->configs = pc->n;
			}
			for (int i = 0; i < pc->n; i++) {
				st->config_units[i] += (int)json_num_member(pc->items[i], "units", 0);
				st->config_seconds[i] += json_num_member(pc->items[i], "seconds", 0);
			}
		}
		const char *shard = json_str_member(s, "shard");
		if (shard)
			st->shard_k = atoi(shard);    /* "K/N" */
	}
	json_free(doc);
	return status;
}

/* --baseline: drops the findings whose rule, file and fingerprint are in a
 * previous JSON result of nullaudit. */
static int baseline_filter(const char *path, FindingList *fl)
{
	StrVec keys = {0};
	if (result_load(path, NULL, NULL, &keys, NULL, NULL) != 0) {
		sv_free(&keys);
		return -1;
	}
	int kept = 0;
	for (int i = 0; i < fl->n; i++) {
		Finding *f = &fl->v[i];
		char *fp = finding_fingerprint(f);
		char *k = xasprintf("%s\n%s\n%s", rules[f->rule].name, f->loc.file, fp);
		bool old = sv_contains(&keys, k);
		free(k);
		free(fp);
		if (old)
			finding_free(f);
		else
			fl->v[kept++] = *f;
	}
	fl->n = kept;
	sv_free(&keys);
	return 0;
}

/* The findings no inline suppression covers: those shown and counted. */
static int unsuppressed(const FindingList *fl)
{
	int n = 0;
	for (int i = 0; i < fl->n; i++)
		n += !fl->v[i].suppressed;
	return n;
}

/* The project's .nullaudit.yaml: in the working directory or the nearest
 * parent that has one, looking no higher than the repository root (a
 * directory holding .git, a directory or a worktree's file) or /. */
static char *find_project_config(void)
{
	char dir[PATH_MAX];
	if (!getcwd(dir, sizeof dir))
		return NULL;
	for (;;) {
		bool root = !strcmp(dir, "/");
		char *p = xasprintf("%s/.nullaudit.yaml", root ? "" : dir);
		struct stat sb;
		if (stat(p, &sb) == 0 && !S_ISDIR(sb.st_mode))
			return p;
		free(p);
		char *g = xasprintf("%s/.git", root ? "" : dir);
		bool top = access(g, F_OK) == 0;
		free(g);
		if (top || root)
			return NULL;
		char *slash = strrchr(dir, '/');
		if (slash == dir)
			dir[1] = '\0';
		else
			*slash = '\0';
	}
}

/* A glob of sources.exclude against a path: '*' and '?' within a
 * component, '**' across components; a pattern matching a directory
 * matches what is under it. */
static bool glob_match(const char *p, const char *s)
{
	for (; *p; p++, s++) {
		if (p[0] == '*' && p[1] == '*') {
			p += 2;
			if (*p == '/')
				p++;
			for (const char *t = s;; t++) {
				if (glob_match(p, t))
					return true;
				if (!*t)
					return false;
			}
		}
		if (*p == '*') {
			for (const char *t = s;; t++) {
				if (glob_match(p + 1, t))
					return true;
				if (!*t || *t == '/')
					return false;
			}
		}
		if (!*s || (*p != '?' && *p != *s) || (*p == '?' && *s == '/'))
			return false;
	}
	return !*s || *s == '/';
}

/* PATH made absolute (lexically, from the working directory). */
static char *abs_path(const char *path)
{
	char cwd[PATH_MAX];
	if (path[0] == '/' || !getcwd(cwd, sizeof cwd))
		return xstrdup(path);
	while (path[0] == '.' && path[1] == '/')
		path += 2;
	return xasprintf("%s/%s", cwd, path);
}

static bool excluded(const StrVec *globs, const char *unit)
{
	if (!globs->n)
		return false;
	char *u = abs_path(unit);
	bool hit = false;
	for (int i = 0; i < globs->n && !hit; i++) {
		char *g = abs_path(globs->v[i]);
		hit = glob_match(g, u);
		free(g);
	}
	free(u);
	return hit;
}

/* nullaudit merge [--format=F] [-o FILE] RESULT.json...: the results of
 * --shard runs (or any runs) as one, as if checked in one run. */
static int merge_main(int argc, char **argv)
{
	bool report = !strcmp(argv[1], "report");   /* nullaudit report: html */
	Format fmt = report ? FMT_HTML : FMT_JSON;
	const char *output = NULL;
	StrVec inputs = {0};
	for (int i = 2; i < argc; i++) {
		const char *a = argv[i];
		if (!strncmp(a, "--format=", 9)) {
			const char *v = a + 9;
			fmt = !strcmp(v, "text") ? FMT_TEXT : !strcmp(v, "json") ? FMT_JSON
			    : !strcmp(v, "sarif") ? FMT_SARIF : !strcmp(v, "diff") ? FMT_DIFF
			    : !strcmp(v, "html") ? FMT_HTML : (Format)-1;
			if ((int)fmt < 0)
				usage_error("unknown format '%s' (text, json, sarif, diff, html)", v);
		} else if (!strcmp(a, "-o") && i + 1 < argc) {
			output = argv[++i];
		} else if (a[0] == '-' && a[1]) {
			usage_error(report ? "report: unknown option '%s'" : "merge: unknown option '%s'", a);
		} else {
			sv_push(&inputs, a);
		}
	}
	if (!inputs.n)
		usage_error("%s", report ? "report needs the JSON results to render"
		                         : "merge needs the JSON results to merge");
	if (fmt == FMT_HTML && !output)
		usage_error("%s", "the html format writes a directory: give it with -o DIR");
	FindingList fl = {0};
	RunStats st = {0};
	CoverageList cov = {0};
	int status = 0;
	/* each result read once, then merged in shard order, whatever order
	 * they are given in (same-shard or unsharded ones keep theirs) */
	FindingList *part = xcalloc((size_t)inputs.n, sizeof *part);
	int *shard = xcalloc((size_t)inputs.n, sizeof *shard);
	int *order = xcalloc((size_t)inputs.n, sizeof *order);
	for (int i = 0; i < inputs.n; i++) {
		st.shard_k = 0;
		if (result_load(inputs.v[i], &part[i], &st, NULL, &cov, &unit_errors) != 0)
			status = 2;
		shard[i] = st.shard_k;
		order[i] = i;
	}
	for (int i = 1; i < inputs.n; i++)
		for (int j = i; j > 0 && shard[order[j]] < shard[order[j - 1]]; j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (int i = 0; i < inputs.n; i++) {
		FindingList *pl = &part[order[i]];
		for (int k = 0; k < pl->n; k++)
			findings_add(&fl, &pl->v[k]);
		free(pl->v);
	}
	free(part);
	free(order);
	free(shard);
	st.shard_k = st.shard_n = 0;
	findings_sort(&fl);
	coverage_finish(&cov);
	st.groups = cov.groups;
	st.uncompiled = cov.groups - cov.compiled;
	ReportOptions ro = {0};
	ro.nconfigs = st.configs;
	ro.coverage = loaded_coverage ? &cov : NULL;
	unit_errors_sort(&unit_errors);
	ro.errors = &unit_errors;
	for (int i = 0; i < fl.n; i++)
		ro.multi_config |= fl.v[i].configs.n > 0;
	char *buf = NULL;
	size_t len = 0;
	if (fmt == FMT_HTML) {
		if (report_html(output, &fl, &st, &ro) != 0)
			status = 2;
		output = NULL;
	}
	FILE *out = output ? open_memstream(&buf, &len) : stdout;
	if (fmt == FMT_HTML)
		;
	else if (fmt == FMT_JSON)
		report_json(out, &fl, &st, &ro);
	else if (fmt == FMT_SARIF)
		report_sarif(out, &fl, &st, &ro);
	else if (fmt == FMT_DIFF)
		report_diff(out, &fl);
	else
		report_text(out, &fl, &ro);
	if (fmt == FMT_TEXT)
		report_unchecked_units(stderr, &unit_errors);
	if (output) {
		fclose(out);
		if (write_file_atomic(output, buf, len) != 0) {
			na_error("%s: cannot write: %s", output, strerror(errno));
			status = 2;
		}
		free(buf);
	}
	if (!status)   /* units a shard could not check are not a clean result */
		status = unsuppressed(&fl) ? 1 : unit_errors.n ? 2 : 0;
	if (fix_mismatches && status < 2)
		status = 3;   /* an edit at a place that is not its spelling */
	findings_free(&fl);
	coverage_free(&cov);
	unit_errors_free(&unit_errors);
	sv_free(&inputs);
	free((void *)st.config_names);
	free(st.config_units);
	free(st.config_seconds);
	return status;
}

/* --fix: writes each file with its safe fixes applied (atomically), then
 * checks again by running this program without --fix, whose status and
 * findings (those that had no safe fix) are the result. */
static int apply_fixes(FindingList *fl, int argc, char **argv)
{
	StrVec done = {0};
	int edits = 0, failed = 0;
	fixed_files(fl, &done);
	for (int i = 0; i < done.n; i++) {
		int n = 0;
		char *text = fixed_file_text(fl, intern(done.v[i]), &n);
		if (!text || write_file_atomic(done.v[i], text, strlen(text)) != 0) {
			na_error("%s: cannot apply the fixes: %s", done.v[i], strerror(errno));
			failed++;
		} else {
			edits += n;
		}
		free(text);
	}
	fprintf(stderr, "nullaudit: %d fix%s applied in %d file%s; checking again\n", edits,
	        edits == 1 ? "" : "es", done.n - failed, done.n - failed == 1 ? "" : "s");
	sv_free(&done);
	fflush(NULL);
	char **args = xcalloc((size_t)argc + 1, sizeof *args);
	int n = 0;
	for (int i = 0; i < argc; i++)
		if (strcmp(argv[i], "--fix"))
			args[n++] = argv[i];
	pid_t pid = fork();
	if (pid == 0) {
		execv("/proc/self/exe", args);
		execvp(argv[0], args);
		_exit(3);
	}
	int status = 3;
	if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status))
		status = WEXITSTATUS(status);
	else
		status = 3;
	free(args);
	if (fix_mismatches && !failed && status < 2)
		return 3;     /* an edit at a place that is not its spelling */
	return failed ? 2 : status;
}

int main(int argc, char **argv)
{
	Options o = {.color = -1};
	rules_reset();
	if (argc > 1 && (!strcmp(argv[1], "merge") || !strcmp(argv[1], "report")))
		return merge_main(argc, argv);
	if (argc > 1 && !strcmp(argv[1], "cache"))
		return cache_main(argc, argv);
	for (int r = 0; r < RULE_COUNT; r++)
		o.cmd_rule_sev[r] = -1;
	parse_args(argc, argv, &o);
	if (o.tokenize) {
		int st = tokenize_files(&o);
		sv_free(&o.files);
		return st;
	}
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);

	Audit audit;
	bool have_audit = false;
	RunConfig *configs = NULL;
	int nconfigs = 0;
	/* a project's .nullaudit.yaml, found as .clang-tidy is: its settings
	 * for a run whose inputs are on the command line, its sources when
	 * the command line names none */
	char *found_config = NULL;
	bool settings_only = false;
	StrBuf kbuild_figures = {0};
	if (!o.config_file && !o.no_config && !o.tokenize) {
		found_config = find_project_config();
		if (found_config) {
			o.config_file = display_path(found_config);
			settings_only = o.files.n || o.compdb || o.header_dirs.n;
			if (((o.format == FMT_TEXT && !o.quiet) || o.stats) && !o.kbuild &&
			    !o.dump_tokens && !o.preprocess_only)
				fprintf(stderr, "nullaudit: using the configuration file %s\n", o.config_file);
		}
	}
	if (o.config_file) {
		if (audit_load(o.config_file, &audit) != 0)
			exit(2);
		have_audit = true;
		for (int r = 0; r < RULE_COUNT; r++)
			if (audit.rule_sev[r] >= 0)
				rule_severity[r] = (Severity)audit.rule_sev[r];
		for (int r = 0; r < RULE_COUNT; r++)   /* the command line wins */
			if (o.cmd_rule_sev[r] >= 0)
				rule_severity[r] = (Severity)o.cmd_rule_sev[r];
		if (settings_only) {
			free(audit.compile_commands);
			audit.compile_commands = NULL;
			sv_free(&audit.files);
		}
		for (int i = 0; i < audit.files.n; i++)
			sv_push(&o.files, audit.files.v[i]);
		const char *of = o.format_set ? NULL : audit.output_format;
		if (of && !strcmp(of, "json"))
			o.format = FMT_JSON;
		else if (of && !strcmp(of, "sarif"))
			o.format = FMT_SARIF;
		else if (of && !strcmp(of, "diff"))
			o.format = FMT_DIFF;
		if (audit.output_file && !o.output)
			o.output = audit.output_file;
		/* kernel configurations: their compile commands from kbuild */
		if (!o.kbuild && kbuild_derive(&audit, o.jobs, &kbuild_figures) != 0)
			exit(2);
		configs = xcalloc((size_t)audit.nconfigs, sizeof *configs);
		for (int i = 0; i < audit.nconfigs; i++) {
			AuditConfig *ac = &audit.configs[i];
			if (prepare_config(&configs[nconfigs], ac->name, ac->arch ? ac->arch : o.arch, &audit, ac, &o) != 0)
				exit(2);
			nconfigs++;
		}
	} else {
		configs = xcalloc(1, sizeof *configs);
		if (prepare_config(&configs[0], "default", o.arch, NULL, NULL, &o) != 0)
			exit(2);
		nconfigs = 1;
	}
	if (o.format == FMT_HTML && !o.output)
		usage_error("%s", "the html format writes a directory: give it with -o DIR");
	bool have_db = o.compdb || (have_audit && audit.compile_commands);
	bool config_dbs_only = false;   /* every unit comes from a configuration's database */
	for (int c = 0; have_audit && !have_db && !o.files.n && c < audit.nconfigs; c++)
		config_dbs_only |= audit.configs[c].compile_commands != NULL;
	have_db |= config_dbs_only;
	if (o.files.n == 0 && !have_db && !o.header_dirs.n) {
		if (o.kbuild)
			exit(0);  /* kbuild's checker probe */
		usage_error("%s", "no input files");
	}

	/* The units: explicit files, or the entries of a compile database
	 * (selected by the FILEs when both are given). A configuration with
	 * its own database takes each unit's flags from it. */
	CompDb main_db = {0};
	CompDb *config_db = xcalloc((size_t)nconfigs, sizeof *config_db);
	if (!o.compdb && have_audit && audit.compile_commands)
		o.compdb = audit.compile_commands;
	if (o.compdb && compdb_load(o.compdb, &main_db) != 0)
		exit(2);
	for (int c = 0; have_audit && c < nconfigs; c++)
		if (audit.configs[c].compile_commands &&
		    compdb_load(audit.configs[c].compile_commands, &config_db[c]) != 0)
			exit(2);
	StrVec units = {0};
	int skipped = 0;   /* units of the database not in C */
	if (o.compdb) {
		/* the files asked for, resolved once; an entry is resolved only
		 * when its base name matches (realpath() walks every component
		 * of the path), and all entries only for a file that no entry
		 * matched that way (a link with another name) */
		char **want = xcalloc((size_t)o.files.n + 1, sizeof *want);
		bool *found = xcalloc((size_t)o.files.n + 1, sizeof *found);
		for (int f = 0; f < o.files.n; f++)
			want[f] = realpath(o.files.v[f], NULL);
		bool *take = xcalloc((size_t)main_db.n + 1, sizeof *take);
		for (int pass = 0; pass < 2; pass++)
			for (int i = 0; i < main_db.n; i++) {
				const char *base = strrchr(main_db.v[i].file, '/');
				base = base ? base + 1 : main_db.v[i].file;
				for (int f = 0; f < o.files.n && !take[i]; f++) {
					const char *wb = want[f] ? strrchr(want[f], '/') : NULL;
					if (!wb || (pass == 0 && strcmp(wb + 1, base) != 0) ||
					    (pass == 1 && found[f]))
						continue;
					char *mine = realpath(main_db.v[i].file, NULL);
					take[i] = mine && !strcmp(want[f], mine);
					found[f] |= take[i];
					free(mine);
				}
			}
		/* a C checker: the units of other languages in a mixed
		 * project's database are left out, and counted */
		StrVec skipped_langs = {0};
		for (int i = 0; i < main_db.n; i++) {
			if (o.files.n && !take[i])
				continue;
			const char *lang = compdb_language(&main_db.v[i]);
			if (lang) {
				skipped++;
				if (!sv_contains(&skipped_langs, lang))
					sv_push(&skipped_langs, lang);
				continue;
			}
			sv_push(&units, main_db.v[i].file);
		}
		if (skipped && !o.quiet && !o.kbuild) {
			StrBuf sb = {0};
			for (int k = 0; k < skipped_langs.n; k++)
				sb_printf(&sb, "%s%s", k ? ", " : "", skipped_langs.v[k]);
			char *langs = sb_steal(&sb);
			fprintf(stderr, "nullaudit: note: %s: %d unit%s not in C left out (%s)\n", o.compdb,
			        skipped, skipped == 1 ? "" : "s", langs);
			free(langs);
		}
		sv_free(&skipped_langs);
		for (int f = 0; f < o.files.n; f++)
			free(want[f]);
		free(want);
		free(found);
		free(take);
	} else if (config_dbs_only) {
		/* the units some configuration builds, each once, sorted: the
		 * same list for every shard */
		for (int c = 0; c < nconfigs; c++)
			for (int i = 0; i < config_db[c].n; i++)
				sv_push(&units, config_db[c].v[i].file);
		if (units.n)
			qsort(units.v, (size_t)units.n, sizeof *units.v, headers_cmp);
		int kept = 0;
		for (int i = 0; i < units.n; i++) {
			if (kept && !strcmp(units.v[kept - 1], units.v[i]))
				free(units.v[i]);
			else
				units.v[kept++] = units.v[i];
		}
		units.n = kept;
	} else {
		for (int f = 0; f < o.files.n; f++)
			sv_push(&units, o.files.v[f]);
	}
	for (int d = 0; d < o.header_dirs.n; d++)
		if (collect_headers(o.header_dirs.v[d], &units) != 0)
			exit(2);
	if (o.shard_n > 1) {
		/* the K-th of N contiguous slices of the unit list: merging the
		 * results in shard order meets the units in the same order as a
		 * single run, so the merged result is the same */
		int from = (int)((long)units.n * (o.shard_k - 1) / o.shard_n);
		int to = (int)((long)units.n * o.shard_k / o.shard_n);
		int kept = 0;
		for (int i = 0; i < units.n; i++) {
			if (i >= from && i < to)
				units.v[kept++] = units.v[i];
			else
				free(units.v[i]);
		}
		units.n = kept;
		st_shard_k = o.shard_k;
		st_shard_n = o.shard_n;
	}
	if (have_audit && audit.exclude.n) {
		int kept = 0;
		for (int i = 0; i < units.n; i++) {
			if (excluded(&audit.exclude, units.v[i]))
				free(units.v[i]);
			else
				units.v[kept++] = units.v[i];
		}
		units.n = kept;
	}
	if (units.n == 0 && o.compdb && !o.kbuild) {
		na_error("%s: no units to check%s", o.compdb,
		         skipped ? " in C" : o.files.n ? " (the FILEs given are not in it)" : "");
		exit(2);
	}

	/* --diff: read first, so that a bad revision stops the run early */
	ChangedLines *changed = NULL;
	if (o.diff && !(changed = changed_lines_load(o.diff)))
		exit(2);
	FindingList fl = {0};
	RunStats st = {0};
	st.configs = nconfigs;
	char *kbuild_json = kbuild_figures.len ? xasprintf("[%s]", kbuild_figures.buf) : NULL;
	st.kbuild = kbuild_json;
	const char **config_names = xcalloc((size_t)nconfigs, sizeof *config_names);
	if (nconfigs > 1) {
		for (int c = 0; c < nconfigs; c++)
			config_names[c] = configs[c].name;
		st.config_names = config_names;
		st.config_units = xcalloc((size_t)nconfigs, sizeof *st.config_units);
		st.config_seconds = xcalloc((size_t)nconfigs, sizeof *st.config_seconds);
	}
	st.shard_k = st_shard_k;
	st.shard_n = st_shard_n;
	if (!o.no_progress && !o.progress && units.n > 20 && isatty(2))
		o.progress = true;
	int failed_units = 0;
	/* configurations are named in the findings of an audit, unless it is
	 * a discovered project file that only gives settings */
	bool audit_multi = nconfigs > 1 || (have_audit && !(found_config && audit.implicit_config));
	Batch batch = {configs, nconfigs, config_db, &main_db, &o,
	               have_audit ? &audit.allow_macros : NULL, audit_multi,
	               audit_multi || o.coverage};
	/* the files whose comments may hold suppressions: the units', the
	 * findings' (suppress.c), and with --report-unused-suppressions every
	 * user file a unit read (sent by the workers) */
	StrVec supp_files = {0};
	for (int i = 0; i < units.n; i++)
		sv_push(&supp_files, display_path(units.v[i]));
	collect_files = o.report_unused;
	/* screening (screen_unit) is exact for the checks, and for the #if
	 * groups compiled (coverage); not for what needs provenance though
	 * nothing is found (the files read for unused suppressions, dumps),
	 * nor with void-zero-spelled, whose (void *)0 is NULL's own form */
	const char *scr = getenv("NULLAUDIT_SCREEN");
	const char *raw_env = getenv("NULLAUDIT_PP_RAW");
	/* a list: trace or verify, and plain or k */
	screen_trace = env_word(scr, "trace");
	screen_verify = env_word(scr, "verify");
	screen_force = env_word(scr, "plain") ? 1 : env_word(scr, "k") ? 2 : 0;
	screen_units = !(scr && !strcmp(scr, "0")) && !o.report_unused &&
	               !parse_dump_types && !o.dump_tokens && !o.preprocess_only &&
	               !(raw_env && *raw_env) && rule_severity[RULE_VOID_ZERO_SPELLED] == SEV_OFF;
	CoverageList cov = {0};
	CoverageSeen seen = {0};
	/* the result cache: on unless --no-cache, NULLAUDIT_CACHE=0 or the
	 * audit's cache: {enabled: false} (an explicit --cache-dir wins over
	 * the last two); never for the modes that print the preprocessor's
	 * work or edit files */
	const char *envc = getenv("NULLAUDIT_CACHE");
	bool env_off = envc && (!strcmp(envc, "0") || !strcasecmp(envc, "no") ||
	                        !strcasecmp(envc, "off") || !strcasecmp(envc, "false"));
	bool want_cache = !o.no_cache && (o.cache_dir || (!env_off && !(have_audit && audit.cache_disabled)));
	if (o.dump_tokens || o.preprocess_only || o.fix || parse_dump_types || (raw_env && *raw_env))
		want_cache = false;
	char *cache_dir = NULL;
	long long cache_max = (long long)1 << 30;
	if (want_cache) {
		cache_dir = o.cache_dir ? xstrdup(o.cache_dir)
		          : have_audit && audit.cache_dir ? xstrdup(audit.cache_dir) : cache_default_dir();
		if (o.cache_max > 0)
			cache_max = o.cache_max;
		else if (have_audit && audit.cache_max_size)
			cache_max = cache_parse_size(audit.cache_max_size);
		if (cache_dir && cache_open(cache_dir) != 0) {
			na_warning("cache: cannot create %s: %s; running without the cache", cache_dir,
			           strerror(errno));
			free(cache_dir);
			cache_dir = NULL;
		}
		if (cache_dir) {
			cache_program_id();   /* once, before the workers start */
			cache_dir_run = cache_dir;
		}
	}
	if ((units.n > 1 || (cache_dir_run && units.n)) && !o.dump_tokens && !o.preprocess_only) {
		failed_units = run_parallel(&batch, &units, o.jobs, &fl, &st, &seen);
	} else {
		for (int f = 0; f < units.n; f++)
			if (check_unit_all(&batch, units.v[f], &fl, &st, &seen))
				failed_units++;
	}
	if (cache_dir_run) {
		st.cache = true;
		st.cache_hits = cache_hits;
		st.cache_misses = cache_misses;
		st.cache_bytes_read = cache_bytes_read;
		st.cache_bytes_written = cache_bytes_written;
		st.cache_size = cache_finish(cache_dir_run, cache_max, cache_hits, cache_misses,
		                             cache_bytes_written);
		cache_debug_report();
		st.show_cache = o.stats;
		cache_dir_run = NULL;
	}
	free(cache_dir);
	sv_free(&units);
	compdb_free(&main_db);
	for (int c = 0; c < nconfigs; c++)
		compdb_free(&config_db[c]);
	free(config_db);
	st.parse_failures = failed_units;
	int status;
	if (o.dump_tokens || o.preprocess_only) {
		status = failed_units ? 2 : 0;
		if (o.preprocess_only && o.stats)
			fprintf(stderr, "nullaudit: %d unit%s preprocessed, %d failed: %ld tokens, %ld macro "
			        "expansions\n", st.units, st.units == 1 ? "" : "s", failed_units, st.tokens,
			        st.expansions);
		goto done;
	}
	if (o.werror)
		for (int i = 0; i < fl.n; i++)
			fl.v[i].severity = SEV_ERROR;
	findings_sort(&fl);
	for (int i = 0; i < seen_files.n; i++)
		sv_push(&supp_files, seen_files.v[i]);
	suppress_apply(&fl, &supp_files, o.report_unused);
	sv_free(&supp_files);
	if (changed) {
		changed_lines_filter(changed, &fl);
		changed_lines_free(changed);
		changed = NULL;
	}
	if (o.baseline && baseline_filter(o.baseline, &fl) != 0) {
		status = 2;
		goto done;
	}
	if (o.fix) {
		status = apply_fixes(&fl, argc, argv);
		goto done;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	st.seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;

	coverage_report(&seen, NULL, &cov);
	covseen_free(&seen);
	st.groups = cov.groups;
	st.uncompiled = cov.groups - cov.compiled;
	ReportOptions ro = {0};
	ro.tab_width = o.tab_width;
	ro.multi_config = audit_multi;
	ro.coverage = batch.coverage ? &cov : NULL;
	ro.list_coverage = o.coverage;
	ro.nconfigs = nconfigs;
	unit_errors_sort(&unit_errors);
	ro.errors = &unit_errors;
	char *buf = NULL;
	size_t len = 0;
	if (o.format == FMT_HTML && report_html(o.output, &fl, &st, &ro) != 0)
		exit(2);
	FILE *out = o.output && o.format != FMT_HTML ? open_memstream(&buf, &len) : stdout;
	ro.color = o.color == 1 || (o.color == -1 && !o.output && o.format == FMT_TEXT && isatty(1));
	if (o.format == FMT_HTML)
		;
	else if (o.format == FMT_JSON)
		report_json(out, &fl, &st, &ro);
	else if (o.format == FMT_SARIF)
		report_sarif(out, &fl, &st, &ro);
	else if (o.format == FMT_DIFF)
		report_diff(out, &fl);
	else
		report_text(out, &fl, &ro);
	if (o.output && o.format != FMT_HTML) {
		fclose(out);
		if (write_file_atomic(o.output, buf, len) != 0) {
			na_error("%s: cannot write: %s", o.output, strerror(errno));
			free(buf);
			exit(2);
		}
		free(buf);
	}
	if ((!o.quiet && o.format == FMT_TEXT && fl.n) || o.stats)
		report_summary(stderr, &fl, &st);
	for (int c = 0; o.stats && st.config_units && c < nconfigs; c++)
		fprintf(stderr, "nullaudit: configuration %s: %d unit%s analysed in %.1f s (%.3f s per unit)\n",
		        configs[c].name, st.config_units[c], st.config_units[c] == 1 ? "" : "s",
		        st.config_seconds[c],
		        st.config_units[c] ? st.config_seconds[c] / st.config_units[c] : 0.0);
	int shown = unsuppressed(&fl);
	if ((!o.quiet && o.format == FMT_TEXT) || o.stats)
		report_unchecked_units(stderr, &unit_errors);

	status = shown ? 1 : (failed_units || na_error_count) ? 2 : 0;
	if (fix_mismatches && status < 2)
		status = 3;   /* an edit at a place that is not its spelling */
	if (o.kbuild)
		status = (o.werror && shown) ? 1 : 0;
done:
	fflush(stdout);
	free(config_names);
	free(st.config_units);
	free(st.config_seconds);
	free(kbuild_json);
	findings_free(&fl);
	coverage_free(&cov);
	covseen_free(&seen);
	unit_errors_free(&unit_errors);
	for (int i = 0; i < nconfigs; i++)
		free_config(&configs[i]);
	free(configs);
	if (have_audit)
		audit_free(&audit);
	free(found_config);
	changed_lines_free(changed);
	sv_free(&supp_files);
	sv_free(&seen_files);
	pm_free(&seen_map);
	sv_free(&o.files);
	sv_free(&o.pp_args);
	sv_free(&o.header_dirs);
	return status;
}
