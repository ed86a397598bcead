/* report.h -- findings as text (GCC style), JSON (SPEC section 5). */
#ifndef NULLAUDIT_REPORT_H
#define NULLAUDIT_REPORT_H

#include <stdio.h>

#include "check.h"
#include "coverage.h"

typedef enum Format { FMT_TEXT, FMT_JSON, FMT_SARIF, FMT_DIFF } Format;

typedef struct RunStats {
	int units;
	int configs;
	int parse_failures;     /* units with preprocessor or parser errors */
	long expressions;
	long untyped;
	double seconds;
	int uncompiled;          /* #if groups no configuration compiled */
	int reused_by_inputs;    /* unit runs taken from an earlier configuration */
	int reused_by_content;   /*   without preprocessing / without parsing */
	int shard_k, shard_n;    /* --shard K/N, or 0 */
	long tokens, expansions; /* -E, --preprocess-only: the token streams made */
} RunStats;

typedef struct ReportOptions {
	bool color;
	int tab_width;          /* 0: columns in bytes */
	bool multi_config;      /* print configurations and conditions */
	int nconfigs;
	const CoverageList *coverage; /* computed: in JSON and SARIF, counted */
	bool list_coverage;      /* --coverage: listed in text output too */
} ReportOptions;

void report_text(FILE *out, const FindingList *fl, const ReportOptions *o);
void report_json(FILE *out, const FindingList *fl, const RunStats *st, const ReportOptions *o);
/* SARIF 2.1.0 (rules from the rules table, expansions as related
 * locations, configurations as properties, fixes). */
void report_sarif(FILE *out, const FindingList *fl, const RunStats *st, const ReportOptions *o);
/* Fixes not made because the file does not hold the bytes they replace
 * at their place (reported on stderr as internal errors): exit status 3. */
extern int fix_mismatches;
/* A unified diff of the safe fixes (patch -p1 applies it). */
void report_diff(FILE *out, const FindingList *fl);
/* The contents of FILE with its safe fixes applied (NULL when none or
 * unreadable); *nedits is the number of edits. */
char *fixed_file_text(const FindingList *fl, const char *file, int *nedits);
/* The files that safe fixes edit, in order of first appearance. */
void fixed_files(const FindingList *fl, StrVec *files);
/* A fingerprint of the finding that survives unrelated line shifts. */
char *finding_fingerprint(const Finding *f);
/* "N warnings (zero-as-null: 2, ...) in U units" on stderr-like streams. */
void report_summary(FILE *out, const FindingList *fl, const RunStats *st);

#endif
