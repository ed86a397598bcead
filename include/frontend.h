/* frontend.h -- the front end on one preprocessed unit (frontend.c): the
 * parser with the checks at its door. */
#ifndef NULLAUDIT_FRONTEND_H
#define NULLAUDIT_FRONTEND_H

#include "ast.h"
#include "check.h"
#include "util.h"

/* The whole front end on one preprocessed unit: parse and type it, check
 * it and its macro definitions, findings into out (tagged with config when
 * given), then free the unit's types. */
void check_tokens(TokenStream *ts, FindingList *out, const char *config,
                  const StrVec *allow_macros, ParseStats *ps);

#endif
