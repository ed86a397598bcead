/* An unknown type name that begins a declaration (a header is missing, a
 * typedef is not visible) is recovered as a declaration of an unknown
 * type: one error naming it, and the rest of the function and of the file
 * is still checked. */
struct req { struct req *next; int len; };
struct holder { sector_t start; struct req *head; };
static req_done_fn req_done;
sector_t first_sector(struct req *rq, sector_t base)
{
	sector_t sector;
	const blk_t *bp = 0, **bpp;
	struct req *r2 = rq;
	rq->next = 0;
	r2->next = 0;
	sector = 0;
	return base;
}
void later(struct holder *h, u32 flags)
{
	h->head = 0;
	if (flags == 0)
		h->head->len = 0;
}
/* clean: expressions that only look like declarations are left alone */
int count(int a, int b)
{
	int n = a * b;
	a * b;
	n = a;
	return n;
}
/*
 * check-name: recovery from unknown type names
 * check-exit: 1
 * check-findings-start
 * unknown-type.c:11:20: warning: plain integer 0 used as null pointer for variable 'bp' of type 'const blk_t *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * unknown-type.c:13:13: warning: plain integer 0 used as null pointer for member 'next' of type 'struct req *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * unknown-type.c:14:13: warning: plain integer 0 used as null pointer for member 'next' of type 'struct req *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * unknown-type.c:20:12: warning: plain integer 0 used as null pointer for member 'head' of type 'struct req *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 * check-errors-start
 * unknown-type.c:6:17: unknown type name 'sector_t' [parse]
 * unknown-type.c:7:8: unknown type name 'req_done_fn' [parse]
 * unknown-type.c:8:1: unknown type name 'sector_t' [parse]
 * unknown-type.c:8:39: unknown type name 'sector_t' [parse]
 * unknown-type.c:10:2: unknown type name 'sector_t' [parse]
 * unknown-type.c:11:8: unknown type name 'blk_t' [parse]
 * unknown-type.c:18:30: unknown type name 'u32' [parse]
 * check-errors-end
 */
