/* In the spirit of sparse's validation/ (warning: "Using plain integer as
 * NULL pointer"): every conversion site, and what sparse leaves alone. */
#define NULL ((void *)0)
struct list { struct list *next, *prev; int count; };
struct ops { int (*open)(void *); void *priv; };
extern int open_default(void *);
int *ip = 0;                                   /* E */
static struct ops default_ops = { 0, 0 };      /* E E */
static struct ops zero_ops = { 0 };            /* universal zero initializer */
static struct ops named_ops = { .open = open_default, .priv = 0 };  /* E */
void take(void *p, int n);
void *find(int key)
{
	if (key)
		return 0;                              /* E */
	return NULL;
}
int walk(struct list *l, int n)
{
	struct list *p = l;
	while (p != 0)                             /* E */
		p = p->next;
	if (l->next == 0 || 0 == l->prev)          /* E E */
		return 0;
	take(0, 0);                                /* E */
	l->next = n ? 0 : l;                       /* E */
	l->prev = (struct list *)0;
	if (!l || l == NULL)
		return 1;
	take(NULL, 0);
	n = 0;
	return n + l->count + (zero_ops.priv == NULL) + (default_ops.priv != named_ops.priv);
}
/*
 * check-findings-start
 * sparse-plain-integer.c:7:11: zero-as-null
 * sparse-plain-integer.c:8:35: zero-as-null
 * sparse-plain-integer.c:8:38: zero-as-null
 * sparse-plain-integer.c:10:63: zero-as-null
 * sparse-plain-integer.c:15:10: zero-as-null
 * sparse-plain-integer.c:21:14: zero-as-null
 * sparse-plain-integer.c:23:17: zero-as-null
 * sparse-plain-integer.c:23:22: zero-as-null
 * sparse-plain-integer.c:25:7: zero-as-null
 * sparse-plain-integer.c:26:16: zero-as-null
 * check-findings-end
 */
