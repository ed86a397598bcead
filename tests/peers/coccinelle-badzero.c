/* In the spirit of Coccinelle's badzero.cocci (scripts/coccinelle/null/
 * badzero.cocci in the kernel): a pointer compared with 0 should be
 * compared with NULL, also the result of a call, a member, through a
 * macro; kernel style !p / p is what the fix offers with --fix-style. */
#define NULL ((void *)0)
#define IS_ERR_OR_ZERO(x) ((x) == 0)
struct dev { struct dev *parent; char *name; int id; };
extern void *kmalloc(unsigned long size, int flags);
extern struct dev *dev_get(int id);
int probe(struct dev *d)
{
	char *buf = kmalloc(16, 0);
	if (buf == 0)                           /* E */
		return -1;
	if (0 != d->parent)                     /* E */
		return -2;
	if (dev_get(d->id) == 0)                /* E */
		return -3;
	if ((d->name = kmalloc(8, 0)) == 0)     /* E */
		return -4;
	if (IS_ERR_OR_ZERO(d->parent))          /* E at the macro body */
		return -5;
	/* clean: integers compared with 0, pointers with NULL */
	if (d->id == 0 || d->parent == NULL || !buf)
		return 0;
	return IS_ERR_OR_ZERO(d->id);
}
/*
 * check-findings-start
 * coccinelle-badzero.c:6:35: zero-as-null
 * coccinelle-badzero.c:13:13: zero-as-null
 * coccinelle-badzero.c:15:6: zero-as-null
 * coccinelle-badzero.c:17:24: zero-as-null
 * coccinelle-badzero.c:19:35: zero-as-null
 * check-findings-end
 */
