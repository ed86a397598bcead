#define NULL 0
int execl(const char *path, const char *arg, ...);
void build(const char *first, ...) __attribute__((sentinel));
void ok(void)
{
	execl("/bin/sh", "sh", (char *)0);
	build("a", "b", (void *)0);
}
void bad(void)
{
	execl("/bin/sh", "sh", NULL);
	build("a", "b", 0);
}
/*
 * check-name: integer zero or an integer NULL as a variadic sentinel
 * check-exit: 1
 * check-findings-start
 * sentinel.c:1:14: warning: NULL is defined as the integer '0', not a null pointer of pointer type; define it as ((void *)0) [-Wnull-definition]
 *   fix: '0' -> '((void *)0)'
 * sentinel.c:11:25: warning: NULL passed as the sentinel of 'execl' is an integer here, not a pointer; use (void *)0 or a NULL defined as ((void *)0) [-Wnull-sentinel]
 * sentinel.c:12:18: warning: 0 passed as the sentinel of 'build' is an integer here, not a pointer; use (void *)0 or a NULL defined as ((void *)0) [-Wnull-sentinel]
 * check-findings-end
 */
