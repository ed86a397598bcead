/* runconfig.h -- a configuration ready to run (runconfig.c): its target
 * preset and preprocessor options, and one unit's options in it. */
#ifndef NULLAUDIT_RUNCONFIG_H
#define NULLAUDIT_RUNCONFIG_H

#include "audit.h"
#include "compdb.h"
#include "options.h"
#include "pp.h"
#include "util.h"

/* A configuration, ready to run: preprocessor options and target. */
typedef struct RunConfig {
	const char *name;
	PPOptions pp;
	ArchPreset arch;
	char *stdc_predef;       /* the target's stdc-predef.h, or NULL */
	StrVec undefs;           /* the configuration's undefines: -U after all
	                          * other options (docs/yaml.md: applied last) */
	/* how it was made, for its siblings of another x86 ABI (unit_config) */
	const Audit *audit;
	const AuditConfig *ac;
	const Options *o;
	struct RunConfig *abi_alt[3];  /* i386, x86_64, x32: made when a unit asks */
	bool abi_failed[3];
} RunConfig;

/* A unit's preprocessor options in one configuration: driver flags (-O2,
 * -fsanitize=..., -mno-sse, -std=...) change the target's predefined
 * macros; the others go to the preprocessor. Used by run_unit and by the
 * result cache's key (the same options, so the same names). */
typedef struct UnitPP {
	PPOptions ppo;
	StrVec args, driver, maps;
	char *predefines;
} UnitPP;

/* The configuration NAME of the audit (its config AC) on preset ARCH;
 * 0, or -1 when a preset or a .config cannot be read (said). */
int prepare_config(RunConfig *rc, const char *name, const char *arch, const Audit *audit,
                   const AuditConfig *ac, const Options *o);
void free_config(RunConfig *rc);
/* The front end's target (ast.h) from a preset. */
void apply_target(const ArchPreset *a);
/* A unit's preprocessor options in rc, with its compile command's flags. */
void unit_pp(const RunConfig *rc, const StrVec *unit_args, UnitPP *u);
void unit_pp_free(UnitPP *u);
/* The target as reuse across configurations compares it (malloc'd). */
char *target_id(const RunConfig *rc, const PPOptions *ppo);
/* The entry of a compile database for FILE, or NULL. */
CompUnit *db_unit(CompDb *db, const char *file);
/* The configuration a unit is checked under: rc, or its sibling of the
 * x86 ABI the unit's compile command picks (-m32, -m64, -mx32). */
const RunConfig *unit_config(RunConfig *rc, const CompUnit *cu);

#endif
