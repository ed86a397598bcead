/* screen.h -- screening (screen.c): a unit checked first without
 * provenance, and again with it only when it may have a finding. */
#ifndef NULLAUDIT_SCREEN_H
#define NULLAUDIT_SCREEN_H

#include "pp.h"
#include "runconfig.h"
#include "token.h"
#include "util.h"

/* What a clean screening pass gives its caller: the lines of the main
 * file's #if groups it compiled (coverage), the statistics, and, when
 * asked for (the reuse between configurations compares it), the text. */
typedef struct Screened {
	CovMark *taken;
	int ntaken;
	long expressions, untyped;
	char *text;
	size_t len;
} Screened;

/* From NULLAUDIT_SCREEN (trace, verify, plain, k, or 0: off) and whether
 * screening is exact for this run (exact: not for what needs provenance
 * though nothing is found). */
void screen_setup(bool exact);
extern bool screen_units;    /* units are screened */
extern bool screen_verify;   /* and checked with provenance too, compared */
extern bool screen_unit_hit; /* a run of this worker's unit noted a possible finding */

/* The history of the last units: a unit's outcome, the prior of a process
 * from its first unit's flags, whether it has one yet. */
void screen_note(bool hit);
void screen_prior(const StrVec *config_args, const StrVec *unit_args);
bool screen_has_history(void);
/* Whether file is screened with -K (NULLAUDIT_SCREEN or the history). */
bool screen_use_k(const char *file);

/* The screening pass: true when the unit is clean (out filled); with
 * with_k, the -K text of an unclean one for the caller to place. */
bool screen_unit(const RunConfig *rc, const PPOptions *ppo, const char *file,
                 const StrVec *allow, bool c23, bool keep_text, Screened *out,
                 PPResult *with_k);
/* NULLAUDIT_SCREEN=verify: the screening pass's tokens against full's. */
void screen_compare(const char *file, const TokenStream *full);

#endif
