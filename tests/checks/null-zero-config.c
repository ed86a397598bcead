#define NULL 0
int f(char *p)
{
	int i = NULL;
	char *q = NULL;
	return i + (p == q);
}
/*
 * check-name: NULL defined as plain 0: misuse is found by provenance, the definition is reported
 * check-exit: 1
 * check-findings-start
 * null-zero-config.c:1:14: null-definition
 * null-zero-config.c:4:10: null-as-integer
 * check-findings-end
 */
