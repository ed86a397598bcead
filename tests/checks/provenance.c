#include "include/defs.h"
struct ops { void (*open)(void); char *name; };
void use(char *p);
void f(int c)
{
	char *p = NONE;
	use(NONE);
	p = ID(0);
	p = WRAP(NONE);
	p = ZERO_PTR;
	use(c ? p : NIL);
	int i = NIL;
	p = '\0';
	p = OFF;
	p = 1 - 1;
	(void)i;
}
/*
 * check-name: provenance: macro bodies, arguments, nesting, NULL-like macros
 * check-exit: 1
 * check-findings-start
 * include/defs.h:3:14: nonliteral-zero-as-null
 * include/defs.h:6:19: nonliteral-zero-as-null
 * provenance.c:8:9: zero-as-null
 * provenance.c:12:10: null-as-integer
 * provenance.c:13:6: nonliteral-zero-as-null
 * provenance.c:14:6: nonliteral-zero-as-null
 * provenance.c:15:6: nonliteral-zero-as-null
 * check-findings-end
 * check-notes-start
 * provenance.c:6:12: note: in expansion of macro 'NONE'
 * provenance.c:10:6: note: in expansion of macro 'ZERO_PTR'
 * provenance.c:8:6: note: in expansion of macro 'ID'
 * check-notes-end
 */
