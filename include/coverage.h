/* coverage.h -- configuration coverage: the #if/#ifdef/#ifndef/#elif/#else
 * groups of every file the units read (their own files and the user's
 * headers) that no unit of any configuration compiled.
 *
 * A run notes, per file, the groups it compiled (CovMark: the directive's
 * line) and the files it entered; the marks of every unit and
 * configuration are joined in a CoverageSeen (a worker sends its own as
 * "G" records), and at the end each file is scanned once for its groups
 * (CoverageList). Shards' lists merge exactly: a group is compiled when any
 * shard that read its file compiled it. */
#ifndef NULLAUDIT_COVERAGE_H
#define NULLAUDIT_COVERAGE_H

#include <stdbool.h>
#include <stdio.h>

#include "util.h"

/* A file's group compiled in one run: file is an interned display path;
 * line the group's directive line; 0 says only that the file was entered;
 * -1 that a #line directive renumbered the file's lines (its groups are
 * then not measured). */
typedef struct CovMark {
	const char *file;
	int line;
} CovMark;

typedef struct Uncompiled {
	const char *file;        /* display path (interned) */
	int line, end_line;      /* the directive's line; the group's last line */
	const char *directive;   /* as written, e.g. "#ifdef CONFIG_FOO" (interned) */
	const char *kind;        /* config, arch, other, mixed or if0 (interned) */
	int parent;              /* the enclosing group's line, 0 at the top */
	bool outer;              /* no enclosing group is uncompiled too */
	int nested;              /* outer: the uncompiled groups inside it */
} Uncompiled;

typedef struct CoverageFile {
	const char *file;        /* display path (interned) */
	int groups, compiled;
} CoverageFile;

typedef struct CoverageList {
	Uncompiled *v;           /* every group never compiled, nested ones too */
	int n, cap;
	CoverageFile *files;     /* every file with groups, sorted by path */
	int nfiles, filescap;
	int groups, compiled;    /* totals */
} CoverageList;

/* The marks of many runs, joined per file. */
typedef struct CoverageSeen {
	PtrMap index;            /* file -> its slot + 1 */
	struct SeenFile {
		const char *file;
		int *lines;      /* compiled directive lines, unsorted, repeated */
		int n, cap;
		bool renumbered;
	} *files;
	int nfiles, cap;
} CoverageSeen;

void covseen_add(CoverageSeen *s, const CovMark *marks, int n);
/* "G\tFILE\tLINE,LINE,..." per file (LINE -1: renumbered) */
void covseen_write(const CoverageSeen *s, FILE *out);
/* One "G" line (without its "G\t"); false when malformed. */
bool covseen_read(CoverageSeen *s, const char *rec);
void covseen_free(CoverageSeen *s);

/* Scans the files seen (but those skip() says no to; a file that cannot
 * be read is left out) into out: totals, and every group no run compiled. */
void coverage_report(const CoverageSeen *s, bool (*skip)(const char *file), CoverageList *out);

/* A file's totals and its uncompiled groups, as a result file gives them. */
void coverage_add_file(CoverageList *l, const char *file, int groups, int compiled);
void coverage_add(CoverageList *l, const Uncompiled *u);
/* Joins l (one shard's result) into acc: per file read by both, a group
 * stays uncompiled only if it is so in both. */
void coverage_merge(CoverageList *acc, const CoverageList *l);
/* Sorted, totals counted, outer and nested set. */
void coverage_finish(CoverageList *l);
void coverage_free(CoverageList *l);

/* The kind of a group by the names its directive tests: "if0" (#if 0),
 * "arch" (an architecture's macro or Kconfig symbol), "config" (Kconfig
 * symbols only), "other" (no CONFIG_ name) or "mixed". */
const char *coverage_kind(const char *directive);

#endif
