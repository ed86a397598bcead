/* A function-like macro defined on the command line (-D), of which the
 * unit holds no #define: a zero in its argument is found and fixed at the
 * argument, and the note names the macro. */
#include <stddef.h>
void f(void)
{
	char *p = ID(0);
	(void)p;
}
/*
 * check-name: a zero in the argument of a macro from -D
 * check-flags: -DID(x)=(x)
 * check-exit: 1
 * check-findings-start
 * cmdline-macro.c:7:15: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 * check-notes-start
 * cmdline-macro.c:7:12: note: in expansion of macro 'ID'
 * check-notes-end
 */
