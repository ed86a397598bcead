/* options.h -- the command line: one table of options (options.c), from
 * which --help is printed, and the settings it gives a run. */
#ifndef NULLAUDIT_OPTIONS_H
#define NULLAUDIT_OPTIONS_H

#include "report.h"
#include "rules.h"
#include "util.h"

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

/* The options of argv (argv[0] is the program); --help, --version and
 * --explain print and exit, a usage error exits with status 2. */
void options_parse(int argc, char **argv, Options *o);
void options_free(Options *o);

/* "nullaudit: error: " fmt (one %s: arg), a hint to --help, exit status 2. */
NA_NORETURN void usage_error(const char *fmt, const char *arg);
/* text, json, sarif, diff; -1 for another name */
int format_parse(const char *name);

#endif
