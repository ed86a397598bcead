/* GNU C: sizeof (void) and sizeof of a function type are 1, and
 * __builtin_choose_expr is the operand it selects, a null pointer constant
 * included (as _Generic's association). The kernel's
 * __is_constexpr() depends on it: for an operand that is not a constant,
 * the ?: has type void * and the sizeof is 1, so it is 0 and
 * __builtin_choose_expr selects its second branch. When sizeof (void) was
 * not a constant, the selection had no type and the plain 0 it selects
 * was not seen (GENMASK() in a kernel unit: 1,494 untyped expressions in
 * 103 arm64 units). */
#include <stddef.h>
#define is_constexpr(x) \
	(sizeof(int) == sizeof(*(8 ? ((void *)((long)(x) * 0l)) : (int *)8)))
#define PICK(x) __builtin_choose_expr(is_constexpr(x), (x), 0)
void fn(void);
char *f(int v)
{
	char *p = PICK(v);
	int n = __builtin_choose_expr(sizeof(void) == 1, NULL, 1);
	int m = __builtin_choose_expr(sizeof(fn) == 1, 1, NULL);
	char *q = PICK(1) ? p : 0;
	return n + m ? p : q;
}
/*
 * check-name: sizeof (void) and sizeof of a function are 1, as GNU C has them
 * check-exit: 1
 * check-findings-start
 * sizeof-void.c:13:61: warning: plain integer 0 in the body of macro 'PICK' used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: another expansion of 'PICK' does not use this token as a pointer; change the macro by hand
 * sizeof-void.c:18:51: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * sizeof-void.c:20:26: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
