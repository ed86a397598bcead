/* Where the sentinel is: execle's comes before the environment, execlp's
 * last; __attribute__((sentinel(N))) puts it N arguments before the end
 * (line 14's 0 is not g's sentinel, "b" is); sentinel(0) is the last. A
 * cast (char *)0 is a pointer. */
#include <unistd.h>
__attribute__((sentinel(1))) void g(const char *first, ...);
__attribute__((sentinel(0))) void h(const char *first, ...);
void f(char *const envp[])
{
	execle("/bin/sh", "sh", "-c", "true", 0, envp);
	execlp("sh", "sh", 0);
	execl("/bin/sh", "sh", (char *)0);
	g("a", "b", 0, "tail");
	g("a", 0, "b", "tail");
	h("a", "b", 0);
}
/*
 * check-name: the sentinel's position: execle, execlp, sentinel(N)
 * check-exit: 1
 * check-findings-start
 * sentinel-positions.c:10:40: warning: 0 passed as the sentinel of 'execle' is an integer here, not a pointer; use (void *)0 or a NULL defined as ((void *)0) [-Wnull-sentinel]
 * sentinel-positions.c:11:21: warning: 0 passed as the sentinel of 'execlp' is an integer here, not a pointer; use (void *)0 or a NULL defined as ((void *)0) [-Wnull-sentinel]
 * sentinel-positions.c:13:14: warning: 0 passed as the sentinel of 'g' is an integer here, not a pointer; use (void *)0 or a NULL defined as ((void *)0) [-Wnull-sentinel]
 * sentinel-positions.c:15:14: warning: 0 passed as the sentinel of 'h' is an integer here, not a pointer; use (void *)0 or a NULL defined as ((void *)0) [-Wnull-sentinel]
 * check-findings-end
 */
