/* report.h -- findings as text (GCC style), JSON (SPEC section 5). */
#ifndef NULLAUDIT_REPORT_H
#define NULLAUDIT_REPORT_H

#include <stdio.h>

#include "check.h"

typedef enum Format { FMT_TEXT, FMT_JSON, FMT_SARIF, FMT_DIFF } Format;

typedef struct RunStats {
	int units;
	int configs;
	int parse_failures;     /* units with preprocessor or parser errors */
	long expressions;
	long untyped;
	double seconds;
} RunStats;

typedef struct ReportOptions {
	bool color;
	int tab_width;          /* 0: columns in bytes */
	bool multi_config;      /* print configurations and conditions */
	int nconfigs;
} ReportOptions;

void report_text(FILE *out, const FindingList *fl, const ReportOptions *o);
void report_json(FILE *out, const FindingList *fl, const RunStats *st, const ReportOptions *o);
/* "N warnings (zero-as-null: 2, ...) in U units" on stderr-like streams. */
void report_summary(FILE *out, const FindingList *fl, const RunStats *st);

#endif
