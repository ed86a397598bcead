#define ZERO 0
#define PASTE(a, b) a##b
#define ID(x) x
#define WRAP(x) ID(x)
#ifdef USE_OLD
#define NOPTR 0
#else
#define NOPTR ((void *)0)
#endif
typedef void (*fn)(char *);
void use(char *p);
struct ops { fn cb; char *name; };
static struct ops table[] = {
	{ 0, "a" },
	{ .name = 0 },
};
void f(fn g, char *s)
{
	g(0);
	use(PASTE(0, ));
	use(WRAP(ZERO));
	use(ID(0));
	s = NOPTR;
	struct ops nested[1] = { { 0, 0 } };
	(void)nested;
	(void)s;
	(void)table;
}
/*
 * check-name: macro provenance (body, argument, nested, pasted, #ifdef branch), static tables, calls through function pointers
 * check-flags: -DUSE_OLD
 * check-exit: 1
 * check-findings-start
 * macro-cases.c:1:14: warning: macro 'ZERO' expands to integer 0, used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-cases.c:2:22: warning: macro 'PASTE' expands to integer 0, used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-cases.c:6:15: warning: macro 'NOPTR' expands to integer 0, used as null pointer for variable 's' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-cases.c:14:4: warning: plain integer 0 used as null pointer for member 'cb' of type 'void (*)(char *)'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * macro-cases.c:15:12: warning: plain integer 0 used as null pointer for member 'name' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * macro-cases.c:19:4: warning: plain integer 0 used as null pointer for parameter 1 of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * macro-cases.c:22:9: warning: plain integer 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * macro-cases.c:24:29: warning: plain integer 0 used as null pointer for member 'cb' of type 'void (*)(char *)'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * macro-cases.c:24:32: warning: plain integer 0 used as null pointer for member 'name' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 * check-notes-start
 * macro-cases.c:21:11: note: in expansion of macro 'ZERO'
 * macro-cases.c:21:6: note: in expansion of macro 'WRAP'
 * macro-cases.c:20:6: note: in expansion of macro 'PASTE'
 * macro-cases.c:23:6: note: in expansion of macro 'NOPTR'
 * macro-cases.c:22:6: note: in expansion of macro 'ID'
 * check-notes-end
 */
