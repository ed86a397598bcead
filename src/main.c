/* main.c -- the entry: reads the options and dispatches.
 *
 * `nullaudit merge` and `nullaudit cache` are subcommands (results.c,
 * cache.c) and --tokenize prints tokens (lex.c). A check is five steps,
 * one function each: the settings (options.c, the project's configuration
 * file, the audit's configurations: runconfig.c), the units (project.c),
 * their checks (unit.c, in the worker pool of workers.c when there are
 * several or a result cache), the filters (suppressions, --diff,
 * --baseline, --fix: results.c) and the report (report.c).
 * docs/design/source-map.md maps the files and what crosses between them. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "ast.h"
#include "audit.h"
#include "cache.h"
#include "check.h"
#include "compdb.h"
#include "coverage.h"
#include "kbuild.h"
#include "lex.h"
#include "options.h"
#include "project.h"
#include "report.h"
#include "results.h"
#include "rules.h"
#include "runconfig.h"
#include "screen.h"
#include "suppress.h"
#include "unit.h"
#include "util.h"
#include "workers.h"

/* A check, from its settings to its report. */
typedef struct Run {
	Options o;
	Audit audit;
	bool have_audit;
	char *found_config;      /* a .nullaudit.yaml found, not named */
	RunConfig *configs;
	int nconfigs;
	StrBuf kbuild_figures;   /* nullaudit-kbuild's figures, JSON objects */
	CompDb main_db;
	CompDb *config_db;       /* per configuration: its own database, or empty */
	StrVec units;
	StrVec supp_files;       /* the files whose comments may hold suppressions */
	bool multi;              /* configurations are named in the findings */
	char *cache_dir;
	long long cache_max;
	FindingList fl;
	RunStats st;
	const char **config_names;
	CoverageSeen seen;
	CoverageList cov;
	int failed_units;
} Run;

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

/* The audit of the configuration file (named, or a project's found as
 * .clang-tidy is: its settings for a run whose inputs are on the command
 * line, its sources when the command line names none), and the
 * configurations to run. */
static void run_settings(Run *r)
{
	Options *o = &r->o;
	Audit *a = &r->audit;
	bool settings_only = false;
	if (!o->config_file && !o->no_config && !o->tokenize) {
		r->found_config = find_project_config();
		if (r->found_config) {
			o->config_file = display_path(r->found_config);
			settings_only = o->files.n || o->compdb || o->header_dirs.n;
			if (((o->format == FMT_TEXT && !o->quiet) || o->stats) && !o->kbuild &&
			    !o->dump_tokens && !o->preprocess_only)
				fprintf(stderr, "nullaudit: using the configuration file %s\n", o->config_file);
		}
	}
	if (!o->config_file) {
		r->configs = xcalloc(1, sizeof *r->configs);
		if (prepare_config(&r->configs[0], "default", o->arch, NULL, NULL, o) != 0)
			exit(2);
		r->nconfigs = 1;
		return;
	}
	if (audit_load(o->config_file, a) != 0)
		exit(2);
	r->have_audit = true;
	for (int i = 0; i < RULE_COUNT; i++)
		if (a->rule_sev[i] >= 0)
			rule_severity[i] = (Severity)a->rule_sev[i];
	for (int i = 0; i < RULE_COUNT; i++)   /* the command line wins */
		if (o->cmd_rule_sev[i] >= 0)
			rule_severity[i] = (Severity)o->cmd_rule_sev[i];
	if (settings_only) {
		free(a->compile_commands);
		a->compile_commands = NULL;
		sv_free(&a->files);
	}
	for (int i = 0; i < a->files.n; i++)
		sv_push(&o->files, a->files.v[i]);
	int fmt = o->format_set || !a->output_format ? -1 : format_parse(a->output_format);
	if (fmt > 0)
		o->format = (Format)fmt;
	if (a->output_file && !o->output)
		o->output = a->output_file;
	/* kernel configurations: their compile commands from kbuild */
	if (!o->kbuild && kbuild_derive(a, o->jobs, &r->kbuild_figures, &unit_errors) != 0)
		exit(2);
	r->configs = xcalloc((size_t)a->nconfigs, sizeof *r->configs);
	for (int i = 0; i < a->nconfigs; i++) {
		AuditConfig *ac = &a->configs[i];
		if (prepare_config(&r->configs[r->nconfigs], ac->name, ac->arch ? ac->arch : o->arch, a,
		                   ac, o) != 0)
			exit(2);
		r->nconfigs++;
	}
}

/* The units: explicit files, or the entries of a compile database
 * (selected by the FILEs when both are given), or those the
 * configurations' own databases build; a configuration with its own
 * database takes each unit's flags from it. */
static void run_units(Run *r)
{
	Options *o = &r->o;
	const Audit *a = r->have_audit ? &r->audit : NULL;
	bool have_db = o->compdb || (a && a->compile_commands);
	bool config_dbs_only = false;   /* every unit comes from a configuration's database */
	for (int c = 0; a && !have_db && !o->files.n && c < a->nconfigs; c++)
		config_dbs_only |= a->configs[c].compile_commands != NULL;
	have_db |= config_dbs_only;
	if (o->files.n == 0 && !have_db && !o->header_dirs.n) {
		if (o->kbuild)
			exit(0);  /* kbuild's checker probe */
		usage_error("%s", "no input files");
	}
	r->config_db = xcalloc((size_t)r->nconfigs, sizeof *r->config_db);
	if (!o->compdb && a && a->compile_commands)
		o->compdb = a->compile_commands;
	if (o->compdb && compdb_load(o->compdb, &r->main_db) != 0)
		exit(2);
	for (int c = 0; a && c < r->nconfigs; c++)
		if (a->configs[c].compile_commands &&
		    compdb_load(a->configs[c].compile_commands, &r->config_db[c]) != 0)
			exit(2);
	int skipped = 0;   /* units of the database not in C */
	if (o->compdb)
		skipped = units_of_db(&r->main_db, o->compdb, &o->files, o->quiet || o->kbuild, &r->units);
	else if (config_dbs_only)
		units_of_dbs(r->config_db, r->nconfigs, &r->units);
	else
		for (int f = 0; f < o->files.n; f++)
			sv_push(&r->units, o->files.v[f]);
	for (int d = 0; d < o->header_dirs.n; d++)
		if (collect_headers(o->header_dirs.v[d], &r->units) != 0)
			exit(2);
	if (o->shard_n > 1)
		units_shard(&r->units, o->shard_k, o->shard_n);
	if (a && a->exclude.n)
		units_exclude(&r->units, &a->exclude);
	if (r->units.n == 0 && o->compdb && !o->kbuild) {
		na_error("%s: no units to check%s", o->compdb,
		         skipped ? " in C" : o->files.n ? " (the FILEs given are not in it)" : "");
		exit(2);
	}
}

/* The result cache (docs/cache.md): on unless --no-cache, NULLAUDIT_CACHE=0
 * or the audit's cache: {enabled: false} (an explicit --cache-dir wins
 * over the last two); never for the modes that print the preprocessor's
 * work or edit files. Its directory, created, in r->cache_dir, or NULL. */
static void run_cache(Run *r, bool raw)
{
	const Options *o = &r->o;
	const Audit *a = r->have_audit ? &r->audit : NULL;
	const char *envc = getenv("NULLAUDIT_CACHE");
	bool env_off = envc && (!strcmp(envc, "0") || !strcasecmp(envc, "no") ||
	                        !strcasecmp(envc, "off") || !strcasecmp(envc, "false"));
	bool want = !o->no_cache && (o->cache_dir || (!env_off && !(a && a->cache_disabled)));
	r->cache_max = (long long)1 << 30;
	if (!want || o->dump_tokens || o->preprocess_only || o->fix || parse_dump_types || raw)
		return;
	r->cache_dir = o->cache_dir ? xstrdup(o->cache_dir)
	             : a && a->cache_dir ? xstrdup(a->cache_dir) : cache_default_dir();
	if (o->cache_max > 0)
		r->cache_max = o->cache_max;
	else if (a && a->cache_max_size)
		r->cache_max = cache_parse_size(a->cache_max_size);
	if (r->cache_dir && cache_open(r->cache_dir) != 0) {
		na_warning("cache: cannot create %s: %s; running without the cache", r->cache_dir,
		           strerror(errno));
		free(r->cache_dir);
		r->cache_dir = NULL;
	}
	if (r->cache_dir)
		cache_program_id_in(r->cache_dir);   /* once, before the workers start */
}

/* Every unit under every configuration: in the worker pool when there are
 * several, or a cache, one by one in this process otherwise. */
static void run_check(Run *r)
{
	Options *o = &r->o;
	RunStats *st = &r->st;
	st->configs = r->nconfigs;
	r->config_names = xcalloc((size_t)r->nconfigs, sizeof *r->config_names);
	if (r->nconfigs > 1) {
		for (int c = 0; c < r->nconfigs; c++)
			r->config_names[c] = r->configs[c].name;
		st->config_names = r->config_names;
		st->config_units = xcalloc((size_t)r->nconfigs, sizeof *st->config_units);
		st->config_seconds = xcalloc((size_t)r->nconfigs, sizeof *st->config_seconds);
	}
	if (o->shard_n > 1) {
		st->shard_k = o->shard_k;
		st->shard_n = o->shard_n;
	}
	if (!o->no_progress && !o->progress && r->units.n > 20 && isatty(2))
		o->progress = true;
	/* configurations are named in the findings of an audit, unless it is
	 * a discovered project file that only gives settings */
	r->multi = r->nconfigs > 1 || (r->have_audit && !(r->found_config && r->audit.implicit_config));
	Batch batch = {r->configs, r->nconfigs, r->config_db, &r->main_db, o,
	               r->have_audit ? &r->audit.allow_macros : NULL, r->multi,
	               r->multi || o->coverage, NULL};
	/* the files whose comments may hold suppressions: the units', the
	 * findings' (suppress.c), and with --report-unused-suppressions every
	 * user file a unit read (sent by the workers) */
	for (int i = 0; i < r->units.n; i++)
		sv_push(&r->supp_files, display_path(r->units.v[i]));
	collect_files = o->report_unused;
	/* screening (screen.c) is exact for the checks, and for the #if groups
	 * compiled (coverage); not for what needs provenance though nothing is
	 * found (the files read for unused suppressions, dumps), nor with
	 * void-zero-spelled, whose (void *)0 is NULL's own form */
	const char *raw_env = getenv("NULLAUDIT_PP_RAW");
	bool raw = raw_env && *raw_env;
	screen_setup(!o->report_unused && !parse_dump_types && !o->dump_tokens &&
	             !o->preprocess_only && !raw && rule_severity[RULE_VOID_ZERO_SPELLED] == SEV_OFF);
	run_cache(r, raw);
	batch.cache_dir = r->cache_dir;
	if ((r->units.n > 1 || (r->cache_dir && r->units.n)) && !o->dump_tokens && !o->preprocess_only)
		r->failed_units = run_parallel(&batch, &r->units, o->jobs, &r->fl, st, &r->seen);
	else
		for (int f = 0; f < r->units.n; f++)
			r->failed_units += check_unit_all(&batch, r->units.v[f], &r->fl, st, &r->seen);
	if (r->cache_dir) {
		st->cache = true;
		st->cache_size = cache_finish(r->cache_dir, r->cache_max, st->cache_hits,
		                              st->cache_misses, st->cache_bytes_written);
		cache_debug_report();
		st->show_cache = o->stats;
	}
	st->parse_failures = r->failed_units;
}

/* The report in its format, the summary and what was not checked on
 * stderr; the exit status. */
static int run_report(Run *r)
{
	const Options *o = &r->o;
	RunStats *st = &r->st;
	coverage_report(&r->seen, NULL, &r->cov);
	covseen_free(&r->seen);
	st->groups = r->cov.groups;
	st->uncompiled = r->cov.groups - r->cov.compiled;
	ReportOptions ro = {0};
	ro.tab_width = o->tab_width;
	ro.multi_config = r->multi;
	ro.coverage = r->multi || o->coverage ? &r->cov : NULL;
	ro.list_coverage = o->coverage;
	ro.nconfigs = r->nconfigs;
	unit_errors_sort(&unit_errors);
	ro.errors = &unit_errors;
	ro.color = o->color == 1 || (o->color == -1 && !o->output && o->format == FMT_TEXT && isatty(1));
	if (results_write(o->format, o->output, &r->fl, st, &ro, false) != 0)
		exit(2);
	if ((!o->quiet && o->format == FMT_TEXT && r->fl.n) || o->stats)
		report_summary(stderr, &r->fl, st);
	for (int c = 0; o->stats && st->config_units && c < r->nconfigs; c++)
		fprintf(stderr, "nullaudit: configuration %s: %d unit%s analysed in %.1f s (%.3f s per unit)\n",
		        r->configs[c].name, st->config_units[c], st->config_units[c] == 1 ? "" : "s",
		        st->config_seconds[c],
		        st->config_units[c] ? st->config_seconds[c] / st->config_units[c] : 0.0);
	int shown = unsuppressed(&r->fl);
	if ((!o->quiet && o->format == FMT_TEXT) || o->stats)
		report_unchecked_units(stderr, &unit_errors);
	int status = shown ? 1 : (r->failed_units || na_error_count) ? 2 : 0;
	if (fix_mismatches && status < 2)
		status = 3;   /* an edit at a place that is not its spelling */
	if (o->kbuild)
		status = (o->werror && shown) ? 1 : 0;
	return status;
}

static void run_free(Run *r)
{
	free(r->cache_dir);
	sv_free(&r->units);
	compdb_free(&r->main_db);
	for (int c = 0; r->config_db && c < r->nconfigs; c++)
		compdb_free(&r->config_db[c]);
	free(r->config_db);
	free(r->config_names);
	free(r->st.config_units);
	free(r->st.config_seconds);
	free((char *)r->st.kbuild);
	findings_free(&r->fl);
	coverage_free(&r->cov);
	covseen_free(&r->seen);
	unit_errors_free(&unit_errors);
	for (int i = 0; i < r->nconfigs; i++)
		free_config(&r->configs[i]);
	free(r->configs);
	if (r->have_audit)
		audit_free(&r->audit);
	free(r->found_config);
	free(r->kbuild_figures.buf);
	sv_free(&r->supp_files);
	unit_files_free();
	options_free(&r->o);
}

int main(int argc, char **argv)
{
	rules_reset();
	if (argc > 1 && (!strcmp(argv[1], "merge") || !strcmp(argv[1], "report")))
		return merge_main(argc, argv);
	if (argc > 1 && !strcmp(argv[1], "cache"))
		return cache_main(argc, argv);
	Run r = {0};
	options_parse(argc, argv, &r.o);
	Options *o = &r.o;
	if (o->format == FMT_HTML && !o->output)
		usage_error("%s", "the html format writes a directory: give it with -o DIR");
	if (o->tokenize) {
		int st = tokenize_files(o);
		options_free(o);
		return st;
	}
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	run_settings(&r);
	run_units(&r);
	/* --diff: read first, so that a bad revision stops the run early */
	ChangedLines *changed = NULL;
	if (o->diff && !(changed = changed_lines_load(o->diff)))
		exit(2);
	if (r.kbuild_figures.len)
		r.st.kbuild = xasprintf("[%s]", r.kbuild_figures.buf);
	run_check(&r);
	int status;
	if (o->dump_tokens || o->preprocess_only) {
		status = r.failed_units ? 2 : 0;
		if (o->preprocess_only && o->stats)
			fprintf(stderr, "nullaudit: %d unit%s preprocessed, %d failed: %ld tokens, %ld macro "
			        "expansions\n", r.st.units, r.st.units == 1 ? "" : "s", r.failed_units,
			        r.st.tokens, r.st.expansions);
	} else {
		if (o->werror)
			for (int i = 0; i < r.fl.n; i++)
				r.fl.v[i].severity = SEV_ERROR;
		findings_sort(&r.fl);
		for (int i = 0; i < seen_files.n; i++)
			sv_push(&r.supp_files, seen_files.v[i]);
		suppress_apply(&r.fl, &r.supp_files, o->report_unused);
		if (changed)
			changed_lines_filter(changed, &r.fl);
		if (o->baseline && baseline_filter(o->baseline, &r.fl) != 0) {
			status = 2;
		} else if (o->fix) {
			status = apply_fixes(&r.fl, argc, argv);
		} else {
			clock_gettime(CLOCK_MONOTONIC, &t1);
			r.st.seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
			status = run_report(&r);
		}
	}
	fflush(stdout);
	changed_lines_free(changed);
	run_free(&r);
	return status;
}
