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
 * cond-null-zero.c:9:20: zero-as-null
 * cond-null-zero.c:13:14: null-as-integer
 * cond-null-zero.c:14:19: null-as-integer
 * cond-null-zero.c:15:17: zero-as-null
 * cond-null-zero.c:16:11: zero-as-null
 * cond-null-zero.c:17:28: zero-as-null
 * cond-null-zero.c:18:32: zero-as-null
 * cond-null-zero.c:19:20: zero-as-null
 * cond-null-zero.c:20:17: zero-as-null
 * check-findings-end
 */
