struct node {
	struct node *next;
	char *name;
	int len;
};

typedef void (*callback)(void *arg);

void take(char *buf, int n);
void take_cb(callback cb);
void *find(void);

void sites(struct node *n, int c)
{
	char *p = 0;
	p = 0L;
	if (p == 0x0)
		return;
	if (0 != n->next)
		return;
	take(p, 0), take(00, 1);
	n->name = 0;
	struct node a = { 0, 0, 0 };
	struct node b = { .name = 0, .len = 0 };
	struct node *arr[2] = { n, 0 };
	p = c ? 0 : n->name;
	take_cb(0);
	(0 == p) ? take(p, 1) : take(p, 2);
}

char *ret(void)
{
	return 0;
}

void compound(void)
{
	struct node *x = (struct node){ 0, 0, 0 }.next;
	x = (0);
	(void)x;
}

/*
 * check-name: plain 0 used as a null pointer at every conversion site
 * check-exit: 1
 * check-findings-start
 * zero-as-null.c:15:12: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:16:6: warning: plain integer 0L used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:17:11: warning: plain integer 0x0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:19:6: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'struct node *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:21:19: warning: plain integer 00 used as null pointer for parameter 'buf' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:22:12: warning: plain integer 0 used as null pointer for member 'name' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:23:20: warning: plain integer 0 used as null pointer for member 'next' of type 'struct node *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:23:23: warning: plain integer 0 used as null pointer for member 'name' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:24:28: warning: plain integer 0 used as null pointer for member 'name' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:25:29: warning: plain integer 0 used as null pointer for variable 'arr' of type 'struct node *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:26:10: warning: plain integer 0 used as null pointer in a conditional expression of pointer type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:27:10: warning: plain integer 0 used as null pointer for parameter 'cb' of type 'void (*)(void *)'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:28:3: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:33:9: warning: plain integer 0 used as null pointer for the return value of 'ret' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:38:34: warning: plain integer 0 used as null pointer for member 'next' of type 'struct node *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:38:37: warning: plain integer 0 used as null pointer for member 'name' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * zero-as-null.c:39:7: warning: plain integer 0 used as null pointer for variable 'x' of type 'struct node *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
