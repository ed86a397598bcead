/* Macro bodies as peers write them: list macros of the
 * kernel with a 0 in a longer body, a macro that is the constant, casts,
 * (void *)0 spellings, NULL through ?: and macro arguments. */
#include <stddef.h>
struct node { struct node *next; int count; };
typedef unsigned char u8;
#define INIT_NODE(n) do { (n)->next = 0; (n)->count = 0; } while (0)
#define node_is_last(n) ((n)->next == 0)
#define NODE_NONE 0
#define SET(l, v) ((l) = (v))
#define U8 u8
int use(struct node *n, struct node *m, int err)
{
	INIT_NODE(n);                            /* E at the body's first 0 */
	if (node_is_last(n))                     /* E at the body */
		return 1;
	m->next = NODE_NONE;                     /* E nonliteral at the #define */
	if (m->next == (u8)0 || m->next != (U8)0)   /* E E nonliteral */
		return 2;
	SET(m->next, (void *)0);                 /* E with -Wvoid-zero-spelled */
	m = err ? (void *)0 : n;                 /* E with -Wvoid-zero-spelled */
	SET(n->count, NULL);                     /* E null-as-integer */
	int r = err ? NULL : n->count;           /* E null-as-integer */
	/* clean */
	SET(n->next, NULL);
	m = err ? NULL : m;
	n->count = NODE_NONE;
	return r ? r : m->count;
}
int count(struct node *r)
{
	return r ? r->count : NULL;              /* E null-as-integer */
}
/*
 * check-flags: -Wvoid-zero-spelled
 * check-findings-start
 * macro-bodies.c:7:39: zero-as-null
 * macro-bodies.c:8:39: zero-as-null
 * macro-bodies.c:9:19: nonliteral-zero-as-null
 * macro-bodies.c:18:17: nonliteral-zero-as-null
 * macro-bodies.c:18:37: nonliteral-zero-as-null
 * macro-bodies.c:20:15: void-zero-spelled
 * macro-bodies.c:21:12: void-zero-spelled
 * macro-bodies.c:22:16: null-as-integer
 * macro-bodies.c:23:16: null-as-integer
 * macro-bodies.c:32:24: null-as-integer
 * check-findings-end
 */
