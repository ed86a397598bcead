/* c ? NULL : 0: the NULL arm makes the ?: a pointer, so the 0 is a null
 * pointer. In an integer context NULL is the finding and 0 is right (both
 * would swap the arms); in a pointer context the 0 is, at that context; in
 * a truth test (line 20), neither, the 0 is, at the ?:. */
#include <stddef.h>
void take(char *p);
char *give(int c)
{
	return c ? NULL : 0;
}
int f(int c, char *q, char *p)
{
	int r = c ? NULL : 0;
	long u = c ? 0 : NULL;
	p = c ? NULL : 0;
	take(c ? 0 : NULL);
	int eq = p == (c ? NULL : 0);
	char *n = c ? (c > 1 ? NULL : 0) : q;
	char *s = c ? q : 0;
	if (c ? NULL : 0)
		r++;
	return r + (int)u + eq + (n == s);
}
/*
 * check-name: a zero opposite NULL in ?: is checked in the ?:'s context
 * check-exit: 1
 * check-findings-start
 * cond-null-zero.c:9:20: warning: plain integer 0 used as null pointer for the return value of 'give' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-null-zero.c:13:14: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * cond-null-zero.c:14:19: warning: NULL used as an integer of type 'long'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * cond-null-zero.c:15:17: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-null-zero.c:16:11: warning: plain integer 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-null-zero.c:17:28: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-null-zero.c:18:32: warning: plain integer 0 used as null pointer for variable 'n' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-null-zero.c:19:20: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * cond-null-zero.c:20:17: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
