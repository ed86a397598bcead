/* workers.h -- the worker pool (workers.c): units checked in child
 * processes, their records collected in unit order. */
#ifndef NULLAUDIT_WORKERS_H
#define NULLAUDIT_WORKERS_H

#include "coverage.h"
#include "unit.h"

/* Checks units, up to jobs at a time, each in a worker process of its
 * own (with b->cache_dir, a unit whose entry holds is replayed instead);
 * the findings into fl in unit order, whatever jobs is. The count of
 * units that failed; SIGINT, SIGTERM or SIGHUP stop the workers and exit
 * with 128 + the signal, writing nothing. */
int run_parallel(const Batch *b, const StrVec *units, int jobs, FindingList *fl, RunStats *st,
                 CoverageSeen *cov);

#endif
