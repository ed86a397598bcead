/* A call written in a macro body, whose argument is substituted twice or
 * not at all: each substitution is placed within the argument's own span
 * of the body, and the body's tokens after the call are after it. Before,
 * the k-th token of a spelling was searched over the whole body, so the
 * second copy of the argument took the body's next 0 (mpfr's
 * ALLOC_RESULT: `MPFR_ASSERTN((buffer) != 0)` then `while (0)` reported
 * as a pointer comparison, with a fix to `while (NULL)`), and a 0 after
 * an unused argument was placed in the argument. GCC's named variadic
 * parameter (args...) is one parameter, its argument's commas included. */
#include <stddef.h>
#define TWICE(x) ((x) || (x))
#define IGNORE(x) 1
#define ID(x) x
#define ALLOC(b) do { TWICE((b) != 0); } while (0)
#define SKIP(b) do { char *q = b; IGNORE(q != 0); q = 0; } while (0)
#define NEST(b) TWICE(ID((b) == 0)) && TWICE(0 == 0)
void pair(char *, char *);
#define PAIR(args...) pair(args)
#define CALLP(b) do { PAIR(b, 0); b = 0; } while (0)
void f(unsigned char *b, char *c)
{
	ALLOC(b);
	SKIP(b);
	if (NEST(b))
		return;
	CALLP(c);
}
/*
 * check-name: arguments of a call written in a macro body are placed in their span
 * check-exit: 1
 * check-findings-start
 * body-call-args.c:14:36: warning: plain integer 0 in the body of macro 'ALLOC' used as null pointer in comparison with a pointer of type 'unsigned char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * body-call-args.c:15:55: warning: plain integer 0 in the body of macro 'SKIP' used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * body-call-args.c:16:33: warning: plain integer 0 in the body of macro 'NEST' used as null pointer in comparison with a pointer of type 'unsigned char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * body-call-args.c:19:31: warning: plain integer 0 in the body of macro 'CALLP' used as null pointer for parameter 2 of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * body-call-args.c:19:39: warning: plain integer 0 in the body of macro 'CALLP' used as null pointer for variable 'c' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
