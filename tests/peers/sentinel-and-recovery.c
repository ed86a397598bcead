/* Peers' sentinel checks (GCC -Wformat's missing sentinel, clang's
 * -Wsentinel) and sparse's tolerance of missing headers. */
#define NULL 0
extern int execl(const char *path, const char *arg, ...) __attribute__((sentinel));
struct req { struct req *next; };
int run(struct req *rq)
{
	sector_t sector;                        /* parse error, recovered */
	execl("/bin/sh", "sh", "-c", "true", NULL);   /* E sentinel */
	execl("/bin/sh", "sh", (char *)0);
	rq->next = 0;                           /* E still found */
	return 0;
}
/*
 * check-findings-start
 * sentinel-and-recovery.c:3:14: null-definition
 * sentinel-and-recovery.c:9:39: null-sentinel
 * sentinel-and-recovery.c:11:13: zero-as-null
 * check-findings-end
 */
