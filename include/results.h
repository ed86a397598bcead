/* results.h -- results after the run (results.c): read back, merged,
 * filtered, written, fixed. */
#ifndef NULLAUDIT_RESULTS_H
#define NULLAUDIT_RESULTS_H

#include "check.h"
#include "coverage.h"
#include "report.h"
#include "util.h"

/* --baseline: drops the findings in the JSON result at path (by rule, file
 * and fingerprint); 0, or -1 when it cannot be read (said). */
int baseline_filter(const char *path, FindingList *fl);
/* The findings no inline suppression covers: those shown and counted. */
int unsuppressed(const FindingList *fl);
/* The report in fmt to output (atomically) or stdout, and with
 * say_unchecked the units not fully checked on stderr before the file is
 * written; 0, or -1 when it cannot be written (said). */
int results_write(Format fmt, const char *output, const FindingList *fl, const RunStats *st,
                  const ReportOptions *ro, bool say_unchecked);
/* nullaudit merge [--format=FMT] [-o FILE] RESULT.json...: the exit status. */
int merge_main(int argc, char **argv);
/* --fix: each file with its safe fixes, then the check run again (argv
 * without --fix); the exit status. */
int apply_fixes(FindingList *fl, int argc, char **argv);

#endif
