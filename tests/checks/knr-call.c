/* A call after a K&R definition: the definition gives the parameters'
 * types but no prototype, so the arguments are not converted: a 0 given
 * for a pointer parameter is passed as an int where the callee reads a
 * pointer (bash's lib/sh/shquote.c: sh_backslash_quote (s, 0, 1); sparse
 * reports it too). An earlier declaration without parameters gives way
 * to the definition. Not checked: a call before the definition, and a
 * call with another count of arguments. */
#include <stddef.h>
char *quote(s, table, flags)
	char *s;
	const char *table;
	int flags;
{
	return flags ? s : (char *)table;
}
int count(n) int n; { return n; }
char *old();
char *old(p) char *p; { return p; }
char *late();
char *g(char *s)
{
	quote(s, 0, 1);
	count(NULL);
	old(0);
	late(0);
	quote(s, 0);
	return quote(s, NULL, 0);
}
char *late(p) char *p; { return p; }
/*
 * check-name: calls after a K&R definition are checked against its parameters
 * check-exit: 1
 * check-findings-start
 * knr-call.c:22:11: warning: plain integer 0 used as null pointer for K&R parameter 'table' of type 'const char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * knr-call.c:23:8: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * knr-call.c:24:6: warning: plain integer 0 used as null pointer for K&R parameter 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
