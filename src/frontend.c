/* frontend.c -- the front end on one preprocessed unit: the parser
 * (parse.c) with the checks (check.c) at its door (sema.h). Neither knows
 * the other; this file joins them. */
#include "frontend.h"

#include "sema.h"

void check_tokens(TokenStream *ts, FindingList *out, const char *config,
                  const StrVec *allow_macros, ParseStats *ps)
{
	CheckUnit cu = {ts, out, config, allow_macros};
	int from = out->n;
	check_begin(&cu);
	parse_unit(ts, ps, &check_sema);
	check_end(&cu, from);
	ty_free_all();
}
