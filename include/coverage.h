/* coverage.h -- configuration coverage: the #if/#ifdef/#ifndef/#elif/#else
 * groups of a unit's own file that no configuration compiled. */
#ifndef NULLAUDIT_COVERAGE_H
#define NULLAUDIT_COVERAGE_H

#include <stdio.h>

#include "util.h"

typedef struct Uncompiled {
	const char *file;        /* display path (interned) */
	int line, end_line;      /* the directive's line; the group's last line */
	const char *directive;   /* as written, e.g. "#ifdef CONFIG_FOO" (interned) */
} Uncompiled;

typedef struct CoverageList {
	Uncompiled *v;
	int n, cap;
} CoverageList;

/* The groups of file, scanned from its text, that are not in taken[] (the
 * directive lines of groups some configuration compiled), outermost only:
 * a group inside one already listed is not listed again. Returns 0, or -1
 * when the file cannot be read. */
int coverage_of(const char *file, const int *taken, int ntaken, CoverageList *out);
void coverage_add(CoverageList *l, const char *file, int line, int end_line, const char *directive);
void coverage_sort(CoverageList *l);
void coverage_free(CoverageList *l);

#endif
