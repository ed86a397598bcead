/* Findings through GCC's __VA_OPT__: the 0 of an argument or of a kept
 * group is where it was written; a dropped group gives nothing. */
void logp(const char *fmt, ...);
void take(char *p, char *q);
#define LOG(fmt, ...) logp(fmt __VA_OPT__(,) __VA_ARGS__)
#define TAKE(p, ...) take(p __VA_OPT__(, 0))
#define NOTHING
void f(void)
{
	LOG(0);
	LOG("x", 1);
	TAKE(0);
	TAKE((char *)0, NOTHING);
	TAKE((char *)0, );
	TAKE((char *)0, 1);
}
/*
 * check-name: __VA_OPT__ groups kept and dropped
 * check-exit: 1
 * check-findings-start
 * va-opt.c:6:42: warning: plain integer 0 in the body of macro 'TAKE' used as null pointer for parameter 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * va-opt.c:10:6: warning: plain integer 0 used as null pointer for parameter 'fmt' of type 'const char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * va-opt.c:12:7: warning: plain integer 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
