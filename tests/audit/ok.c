/* A clean translation unit for the audit-file tests: no findings, no headers,
 * so it preprocesses the same under every architecture preset. */
struct node {
	struct node *next;
	int value;
};

int count(const struct node *n)
{
	int i = 0;
	for (; n != (void *)0; n = n->next)
		i++;
	return i;
}
