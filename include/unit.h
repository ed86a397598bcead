/* unit.h -- one unit's pipeline (unit.c), under every configuration. */
#ifndef NULLAUDIT_UNIT_H
#define NULLAUDIT_UNIT_H

#include "compdb.h"
#include "coverage.h"
#include "options.h"
#include "report.h"
#include "runconfig.h"
#include "util.h"

/* What every unit of a run shares. */
typedef struct Batch {
	RunConfig *configs;
	int nconfigs;
	CompDb *config_db;
	CompDb *main_db;
	const Options *o;
	const StrVec *allow;
	bool multi;
	bool coverage;           /* list the #if groups no configuration compiled */
	const char *cache_dir;   /* the result cache of the run, or NULL */
} Batch;

/* Why units were not fully checked, recorded while a unit runs in the
 * process that runs it (report.h). */
extern UnitErrorList unit_errors;
/* This process is a worker of the pool (workers.c). */
extern bool in_worker;
/* --report-unused-suppressions: the user files (not system headers) the
 * units of this process read, collected while collect_files is set. */
extern bool collect_files;
extern StrVec seen_files;
void seen_file(const char *file);
void unit_files_free(void);

/* The unit file in configuration c of b: its compile database entry and
 * flags (NULL: none); false when the configuration does not build it. */
bool config_unit(const Batch *b, int c, const char *file, CompUnit **cu,
                 const StrVec **uargs);
/* The screening history's start from the first unit the driver gives out. */
void screen_prior_unit(const Batch *b, const char *file);
/* One unit under every configuration of b; true when it failed somewhere. */
bool check_unit_all(const Batch *b, const char *file, FindingList *fl, RunStats *st,
                    CoverageSeen *cov);

#endif
