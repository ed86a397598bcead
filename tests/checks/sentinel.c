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
 * sentinel.c:1:14: null-definition
 * sentinel.c:11:25: null-sentinel
 * sentinel.c:12:18: null-sentinel
 * check-findings-end
 */
