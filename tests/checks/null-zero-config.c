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
 * null-zero-config.c:1:14: warning: NULL is defined as the integer '0', not a null pointer of pointer type; define it as ((void *)0) [-Wnull-definition]
 *   fix: '0' -> '((void *)0)'
 * null-zero-config.c:4:10: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * check-findings-end
 */
