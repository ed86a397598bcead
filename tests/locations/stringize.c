/*
 * check-name: a spelling that a macro also stringizes has no fix
 * check-exit: 1
 * check-findings-start
 * stringize.c:19:14: zero-as-null
 * stringize.c:20:13: zero-as-null
 * stringize.c:21:17: zero-as-null
 * stringize.c:22:12: null-as-integer
 * stringize.c:23:15: zero-as-null
 * check-findings-end
 */
#include <assert.h>
#include <stddef.h>
void fail(const char *);
#define CHECK(e) ((e) ? (void)0 : fail(#e))
#define ID(x) (x)
void f(char *p, int n)
{
	assert(p == 0);
	CHECK(p != 0);
	CHECK(ID(p) == 0);
	CHECK(n + NULL);
	if (ID(p) == 0)
		return;
}
