/*
 * check-name: what is not a zero used as a pointer
 * check-exit: 0
 * check-findings-start
 * check-findings-end
 */
#define NULL ((void *)0)
struct s { char *p; int n; };
void take(char *buf, int n);
int count(char *p, int n, long l)
{
	char *q = (char *)0;          /* a cast zero is explicit */
	char *r = NULL;
	struct s all = { 0 };         /* universal zero initializer */
	struct s empty = { NULL, 0 };
	if (!p || p == NULL)
		return 0;
	if (p)
		n = 0;
	q = p + 0;                    /* pointer arithmetic, not a conversion */
	n = sizeof(0);
	q = 0 * sizeof(char[n]);      /* the size of a VLA is no constant */
	l = 0;
	take(NULL, 0);
	take(r, n == 0);
	n = (p != NULL) ? 0 : 1;
	return n + (int)l + (q == r) + all.n + empty.n;
}
