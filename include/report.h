/* report.h -- findings as text (GCC style), JSON (SPEC section 5). */
#ifndef NULLAUDIT_REPORT_H
#define NULLAUDIT_REPORT_H

#include <stdio.h>

#include "check.h"
#include "coverage.h"

typedef enum Format { FMT_TEXT, FMT_JSON, FMT_SARIF, FMT_DIFF, FMT_HTML } Format;

typedef struct RunStats {
	int units;
	int configs;
	int parse_failures;     /* units with preprocessor or parser errors */
	long expressions;
	long untyped;
	double seconds;
	int groups;              /* #if groups of the files read (coverage), */
	int uncompiled;          /* of which no configuration compiled */
	int reused_by_inputs;    /* unit runs taken from an earlier configuration */
	int reused_by_content;   /*   without preprocessing / without parsing */
	int shard_k, shard_n;    /* --shard K/N, or 0 */
	long tokens, expansions; /* -E, --preprocess-only: the token streams made */
	bool cache, show_cache;  /* the result cache was on; --stats */
	long cache_hits, cache_misses;
	long long cache_bytes_read, cache_bytes_written, cache_size;
	/* per configuration (multi-configuration runs): the units each analysed
	 * and the wall seconds its runs took in the workers (a unit taken from
	 * the result cache counts in neither) */
	const char *const *config_names;
	int *config_units;
	double *config_seconds;
	const char *kbuild;      /* JSON array: nullaudit-kbuild's figures per kernel
	                            configuration (docs/kernel.md), or NULL */
} RunStats;

/* Why a unit was not fully checked (SPEC 5, "errors"). */
typedef enum UnitErrorKind {
	UE_PREPROCESS, UE_PARSE, UE_CRASH, UE_TIMEOUT, UE_LIMIT, UE_KIND_COUNT
} UnitErrorKind;

typedef struct UnitError {
	const char *unit;        /* the unit's display path (interned) */
	const char *file;        /* where, or NULL; line and column 0 when unknown */
	int line, col;
	UnitErrorKind kind;
	const char *message;     /* interned */
	const char *config;      /* multi-configuration runs: which one, or NULL */
} UnitError;

typedef struct UnitErrorList {
	UnitError *v;
	int n, cap;
} UnitErrorList;

/* At most this many errors are recorded per unit (a broken unit has an
 * error a line). */
enum { UNIT_ERRORS_MAX = 20 };

const char *unit_error_kind_name(UnitErrorKind k);
int unit_error_kind_parse(const char *name);   /* -1 when unknown */
/* Adds an error (strings interned), unless an equal one is there or the
 * unit has UNIT_ERRORS_MAX already. */
void unit_errors_add(UnitErrorList *l, const char *unit, const char *file, int line, int col,
                     UnitErrorKind kind, const char *message, const char *config);
void unit_errors_free(UnitErrorList *l);
/* By unit, then place: the same order whatever -j and the shards were. */
void unit_errors_sort(UnitErrorList *l);
/* One error as a record line of a worker process ("E\t...") and back. */
void unit_error_write(FILE *out, const UnitError *e);
bool unit_error_read(char *line, UnitError *e);
/* "nullaudit: N units not fully checked: a.c (parse), b.c (crash)". */
void report_unchecked_units(FILE *out, const UnitErrorList *l);

typedef struct ReportOptions {
	bool color;
	int tab_width;          /* 0: columns in bytes */
	bool multi_config;      /* print configurations and conditions */
	int nconfigs;
	const CoverageList *coverage; /* computed: in JSON and SARIF, counted */
	bool list_coverage;      /* --coverage: listed in text output too */
	const UnitErrorList *errors; /* units not fully checked (JSON, SARIF) */
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
/* The length of the well-formed UTF-8 sequence at p, or 0. */
int utf8_len(const unsigned char *p);
/* A fingerprint of the finding that survives unrelated line shifts. */
char *finding_fingerprint(const Finding *f);
/* "N warnings (zero-as-null: 2, ...) in U units" on stderr-like streams. */
void report_summary(FILE *out, const FindingList *fl, const RunStats *st);

#endif
