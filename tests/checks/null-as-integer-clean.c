#include "include/defs.h"
struct rec { char *name; void (*fn)(void); };
int check(char *s, struct rec *r, int n)
{
	char *p = NULL;
	r->name = NULL;
	r->fn = NULL;
	if (s == NULL || r->fn != NULL)
		return 0;
	p = n ? NULL : s;
	return p != NULL && n != 0;
}
/*
 * check-name: NULL used as a pointer everywhere: nothing to report
 * check-exit: 0
 * check-findings-start
 * check-findings-end
 */
