/* NULL as an arm of ?: whose other arm is an integer, the result used as
 * an integer; NULL passed to a function-like macro that stores it into an
 * integer. Reported at the use of NULL, once per use. */
#include "include/defs.h"
struct rec { int count; char tag; char *name; };
#define ASSIGN(l, v) ((l) = (v))
#define STORE(l, v) do { (l) = (v); } while (0)
int lookup(int key);
int f(int err, int len, struct rec *s, char *p)
{
	int r = err ? NULL : len;
	r = err ? len : (NULL);
	r = err ? NULL : err > 1 ? NULL : len;
	ASSIGN(s->count, NULL);
	STORE(s->tag, NULL);
	lookup(err ? NULL : 1);
	/* clean: pointer results, pointer members */
	p = err ? NULL : p;
	s->name = err ? NULL : s->name;
	ASSIGN(s->name, NULL);
	ASSIGN(s->count, 0);
	return r;
}
int g(struct rec *r)
{
	return r ? r->count : NULL;
}
/*
 * check-name: NULL through ?: and macro arguments into integers
 * check-exit: 1
 * check-findings-start
 * null-as-integer-cond.c:11:16: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer-cond.c:12:19: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer-cond.c:13:12: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer-cond.c:13:29: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer-cond.c:14:19: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer-cond.c:15:16: warning: NULL used as a character of type 'char'; use '\0' [-Wnull-as-integer]
 *   fix: 'NULL' -> ''\0''
 * null-as-integer-cond.c:16:15: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer-cond.c:26:24: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * check-findings-end
 */
