/* suppress.h -- inline suppressions and changed-line scopes, applied to
 * the findings of a run at the report stage (in the parent process, after
 * the findings of every worker, configuration and shard are merged).
 *
 * Suppressions: a comment holding the marker "ignore" or "ignore[RULE,...]"
 * after "nullaudit:" (see src/suppress.c for the grammar) on a
 * finding's line or the line before it; for a finding spelled in a #define
 * body, also on the #define's first line or the line before it.  Comments
 * are read from the source files themselves: the preprocessor turns them
 * into blanks. */
#ifndef NULLAUDIT_SUPPRESS_H
#define NULLAUDIT_SUPPRESS_H

#include "check.h"
#include "util.h"

/* Marks the findings that a suppression covers (f->suppressed), reading
 * the files of the findings and FILES (every user file the units read, for
 * the unknown-rule errors and --report-unused-suppressions).  An unknown
 * rule in a suppression is reported as "nullaudit: error: FILE:LINE:COL"
 * (na_error).  With report_unused, each suppression (or rule of one) that
 * covered nothing is a warning on stderr.  Returns the number of findings
 * suppressed. */
int suppress_apply(FindingList *fl, const StrVec *files, bool report_unused);

/* The lines a unified diff adds or changes (the new-file side). */
typedef struct ChangedLines ChangedLines;

/* --diff=ARG: ARG is a diff file ("-" for stdin) when it names a readable
 * file or is "-", else a git revision: `git diff -U0 ARG` run in the
 * repository of the working directory.  NULL after an error (reported). */
ChangedLines *changed_lines_load(const char *arg);
/* Drops the findings whose primary location is not on a changed line. */
void changed_lines_filter(const ChangedLines *cl, FindingList *fl);
void changed_lines_free(ChangedLines *cl);

#endif
