/* html.h -- a result as a static HTML site (--format=html -o DIR,
 * nullaudit report): an index (totals by rule, directory and file,
 * configuration; the matrix of findings by configuration), a page per file
 * with findings, expansion steps or groups never compiled (its source with
 * the findings marked, their expansion chains, the lines no configuration
 * compiled shaded), the coverage and the units not fully checked.
 * docs/output.md describes it. */
#ifndef NULLAUDIT_HTML_H
#define NULLAUDIT_HTML_H

#include "report.h"

/* Writes the site into DIR (created if need be; pages of an earlier site
 * that this one has not are removed). Returns 0, or -1 after an error
 * naming what could not be written. */
int report_html(const char *dir, const FindingList *fl, const RunStats *st,
                const ReportOptions *o);

#endif
