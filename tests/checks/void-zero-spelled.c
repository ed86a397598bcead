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
 * void-zero-spelled.c:6:25: void-zero-spelled
 * void-zero-spelled.c:13:12: void-zero-spelled
 * void-zero-spelled.c:14:11: void-zero-spelled
 * void-zero-spelled.c:15:17: void-zero-spelled
 * void-zero-spelled.c:16:15: void-zero-spelled
 * void-zero-spelled.c:18:7: void-zero-spelled
 * void-zero-spelled.c:19:11: void-zero-spelled
 * void-zero-spelled.c:28:9: void-zero-spelled
 * check-findings-end
 */
