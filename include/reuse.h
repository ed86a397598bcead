/* reuse.h -- one analysis of a unit for every configuration in which it
 * preprocesses identically (docs/audits.md, "Reuse across configurations").
 *
 * Two levels, tried in order for each configuration of a unit:
 *  1. by inputs: the preprocessor reports every name it looks up in its
 *     macro table while reading the source (mcpp patch 0025). A later
 *     configuration whose flags other than -D/-U are the same, on the same
 *     target, and whose initial definitions (predefines, then -D/-U) agree
 *     on every one of those names cannot preprocess differently: it takes
 *     the earlier findings without preprocessing at all.
 *  2. by content: the preprocessed text (with its provenance notes) equals
 *     an earlier configuration's on the same target: the parse and the
 *     checks are skipped. */
#ifndef NULLAUDIT_REUSE_H
#define NULLAUDIT_REUSE_H

#include "check.h"
#include "pp.h"
#include "util.h"

/* What one configuration's run of the unit starts from. */
typedef struct ReuseInputs {
	const char *key;         /* interned: file, flags but -D/-U, target */
	const char *target;      /* interned: the target's type sizes */
	PtrMap env;              /* interned name -> interned definition history */
} ReuseInputs;

typedef struct UnitRun {
	ReuseInputs in;
	unsigned *looked;        /* mcpp's hashes of the names the source looked
	                          * up, sorted */
	int nlooked;
	char *text;              /* the annotated preprocessed text */
	size_t len;
	FindingList findings;    /* as found in this configuration */
	CovMark *taken;          /* #if groups compiled, files entered (coverage) */
	int ntaken;
	int status;
	long expressions, untyped;
} UnitRun;

typedef struct Reuse {
	UnitRun *runs;
	int n, cap;
	int by_inputs, by_content;   /* configurations that reused a run */
} Reuse;

void reuse_inputs(ReuseInputs *in, const char *file, const PPOptions *ppo, const char *target);
/* An earlier run this configuration cannot preprocess differently from. */
const UnitRun *reuse_by_inputs(const Reuse *ru, const ReuseInputs *in);
/* An earlier run with the same preprocessed text on the same target. */
const UnitRun *reuse_by_content(const Reuse *ru, const ReuseInputs *in, const char *text,
                                size_t len);
/* Collects the names the preprocessor looks up until reuse_watch_end
 * (their hashes: a name counts as looked up when one of its hashes was). */
void reuse_watch_begin(void);
void reuse_watch_end(unsigned **looked, int *n);
/* Keeps a run (takes in, looked, text, findings and taken). */
void reuse_record(Reuse *ru, ReuseInputs *in, unsigned *looked, int nlooked, char *text,
                  size_t len, FindingList *findings, CovMark *taken, int ntaken, int status,
                  long expressions, long untyped);
/* The findings of run r, for configuration config, added to out. */
void reuse_apply(const UnitRun *r, const char *config, FindingList *out);
void reuse_inputs_free(ReuseInputs *in);
void reuse_free(Reuse *ru);

#endif
