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
 * include/defs.h:3:14: warning: macro 'NONE' expands to integer 0, used as null pointer for variable 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * include/defs.h:6:19: warning: macro 'ZERO_PTR' expands to integer 0, used as null pointer for variable 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * provenance.c:8:9: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * provenance.c:12:10: warning: NIL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NIL' -> '0'
 * provenance.c:13:6: warning: character constant '\0' used as null pointer for variable 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   fix: ''\0'' -> 'NULL'
 * provenance.c:14:6: warning: enumerator 'OFF' of value 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   fix: 'OFF' -> 'NULL'
 * provenance.c:15:6: warning: integer constant expression '1 - 1' of value 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   fix: '1 - 1' -> 'NULL'
 * check-findings-end
 * check-notes-start
 * provenance.c:6:12: note: in expansion of macro 'NONE'
 * provenance.c:10:6: note: in expansion of macro 'ZERO_PTR'
 * provenance.c:8:6: note: in expansion of macro 'ID'
 * check-notes-end
 */
