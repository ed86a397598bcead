struct node {
	struct node *next;
	cha(0 != n->next)
		return;
	take(p, 0), take(00, 1);
	n->name = 0;
	struct node a = { 0, 0, 0 };
	structr *name;
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
 * zero-as-null.c:15:12: zero-as-null
 * zero-as-null.c:16:6: zero-as-null
 * zero-as-null.c:17:11: zero-as-null
 * zero-as-null.c:19:6: zero-as-null
 * zero-as-null.c:21:19: zero-as-null
 * zero-as-null.c:22:12: zero-as-null
 * zero-as-null.c:23:20: zero-as-null
 * zero-as-null.c:23:23: zero-as-null
 * zero-as-null.c:24:28: zero-as-null
 * zero-as-null.c:25:29: zero-as-null
 * zero-as-null.c:26:10: zero-as-null
 * zero-as-null.c:27:10: zero-as-null
 * zero-as-null.c:28:3: zero-as-null
 * zero-as-null.c:33:9: zero-as-null
 * zero-as-null.c:38:34: zero-as-null
 * zero-as-null.c:38:37: zero-as-null
 * zero-as-null.c:39:7: zero-as-null
 * check-findings-end
 */
