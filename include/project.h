/* project.h -- what a run checks (project.c): the project's
 * configuration file and its units. */
#ifndef NULLAUDIT_PROJECT_H
#define NULLAUDIT_PROJECT_H

#include "compdb.h"
#include "util.h"

/* The project's .nullaudit.yaml (malloc'd), or NULL: in the working
 * directory or the nearest parent, no higher than the repository root. */
char *find_project_config(void);

/* The units of db (named name), those of files when any are given; the
 * units not in C are left out, counted (the count returned) and, unless
 * quiet, said. */
int units_of_db(const CompDb *db, const char *name, const StrVec *files, bool quiet,
                StrVec *units);
/* The units the n databases build, each once, sorted. */
void units_of_dbs(const CompDb *dbs, int n, StrVec *units);
/* --headers DIR: every *.h under DIR, sorted; 0, or -1 (said). */
int collect_headers(const char *dir, StrVec *units);
/* --shard=K/N: the K-th of N contiguous slices. */
void units_shard(StrVec *units, int k, int n);
/* sources.exclude: the units no glob matches. */
void units_exclude(StrVec *units, const StrVec *globs);

#endif
