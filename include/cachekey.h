/* cachekey.h -- a unit's key in the result cache (cachekey.c). */
#ifndef NULLAUDIT_CACHEKEY_H
#define NULLAUDIT_CACHEKEY_H

#include "reuse.h"
#include "unit.h"

/* The key of file's entry (hex) into out; ins[c] (b->nconfigs slots): each
 * configuration's inputs, whose initial macro definitions the manifest
 * compares name by name. */
void unit_key(const Batch *b, const char *file, char out[33], ReuseInputs *ins);

#endif
