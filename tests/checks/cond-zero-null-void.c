/* c ? 0 : NULL and c ? NULL : 0 where NULL is ((void *)0): the ?: is a
 * pointer, so its 0 arm is a null pointer (GCC 15's
 * -Wzero-as-null-pointer-constant warns) even where the result meets no
 * other pointer: a void cast, a comparison with NULL, a truth test, a
 * variadic argument, a nested ?:, a statement expression's value. Where the
 * result is used as an integer, NULL is the finding instead (line 19). */
#include <stddef.h>
int printf(const char *, ...);
void f(int c, int d)
{
	(void)(c ? 0 : NULL);
	(void)(c ? NULL : 0);
	if ((c ? 0 : NULL) == NULL)
		return;
	if (c ? NULL : 0)
		return;
	printf("%p", c ? 0 : NULL);
	(void)(d ? (c ? 0 : NULL) : NULL);
	int r = c ? 0 : NULL;
	(void)r;
}
/*
 * check-name: the 0 opposite a NULL of pointer type is a null pointer wherever the ?: is used
 * check-exit: 1
 * check-findings-start
 * cond-zero-null-void.c:11:13: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-zero-null-void.c:12:20: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-zero-null-void.c:13:11: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-zero-null-void.c:15:17: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-zero-null-void.c:17:19: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-zero-null-void.c:18:18: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-zero-null-void.c:19:18: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * check-findings-end
 */
