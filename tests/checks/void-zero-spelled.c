/* (void *)0 written out instead of NULL, at every conversion site: either
 * arm of ?:, a macro argument, a longer macro body; never NULL itself or a
 * macro used as NULL. */
#include <stddef.h>
#define SET(a, b) ((a) = (b))
#define RESET(p) ((p) = (void *)0)
#define NIL NULL
#define NOPTR ((void *)0)
struct s { char *name; };
void take(char *p);
char *f(char *p1, char *p2, struct s *b)
{
	char *a = (void *)0;
	a = p2 ? (void *)0 : p1;
	a = p2 ? p1 : ((void *)0);
	SET(b->name, (void *)0);
	RESET(a);
	take((void*)0);
	if (a == (void *) 0)
		return p1;
	/* clean */
	a = NULL;
	a = p2 ? NULL : p1;
	SET(b->name, NULL);
	SET(a, NIL);
	a = p1 ? NOPTR : p2;
	take((char *)0);
	return (void *)0;
}
/*
 * check-name: void-zero-spelled at every site, not through NULL
 * check-flags: -Wvoid-zero-spelled
 * check-exit: 1
 * check-findings-start
 * void-zero-spelled.c:6:25: warning: (void *)0 written out in the body of macro 'RESET' for variable 'a' of type 'char *'; use NULL [-Wvoid-zero-spelled]
 *   fix: '(void *)0' -> 'NULL'
 * void-zero-spelled.c:13:12: warning: (void *)0 written out for variable 'a' of type 'char *'; use NULL [-Wvoid-zero-spelled]
 *   fix: '(void *)0' -> 'NULL'
 * void-zero-spelled.c:14:11: warning: (void *)0 written out in a conditional expression of pointer type 'char *'; use NULL [-Wvoid-zero-spelled]
 *   fix: '(void *)0' -> 'NULL'
 * void-zero-spelled.c:15:17: warning: (void *)0 written out in a conditional expression of pointer type 'char *'; use NULL [-Wvoid-zero-spelled]
 *   fix: '(void *)0' -> 'NULL'
 * void-zero-spelled.c:16:15: warning: (void *)0 written out for member 'name' of type 'char *'; use NULL [-Wvoid-zero-spelled]
 *   fix: '(void *)0' -> 'NULL'
 * void-zero-spelled.c:18:7: warning: (void *)0 written out for parameter 'p' of type 'char *'; use NULL [-Wvoid-zero-spelled]
 *   fix: '(void*)0' -> 'NULL'
 * void-zero-spelled.c:19:11: warning: (void *)0 written out in comparison with a pointer of type 'char *'; use NULL [-Wvoid-zero-spelled]
 *   fix: '(void *) 0' -> 'NULL'
 * void-zero-spelled.c:28:9: warning: (void *)0 written out for the return value of 'f' of type 'char *'; use NULL [-Wvoid-zero-spelled]
 *   fix: '(void *)0' -> 'NULL'
 * check-findings-end
 */
