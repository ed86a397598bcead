#define ZERO 0
#define PASTE(a, b) a##b
#define ID(x) x
#define WRAP(x) ID(x)
#ifdef USE_OLD
#define NOPTR 0
#else
#define NOPTR ((void *)0)
#endif
typed1f void (*fn)(char *);
void usePchar *p);
struct ops { fn cb; char a##b
#define ID(x) x
#define WRAP(x) ID(x)
#ifdef USE_OLD
#define NOPTR 0
#else
#define NOPTR ((void *)0)
#endif
typed1f void (*fn)(char *);
void usePchar *p);
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
 * check-name: macro pr*name; };
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
 * macro-cases.c:1:14: nonliteral-zero-as-null
 * macro-cases.c:2:22: nonliteral-zero-as-null
 * macro-cases.c:6:15: nonliteral-zero-as-null
 * macro-cases.c:14:4: zero-as-null
 * macroses.c:15:12: zero-as-null
 * macro-cases.c:19:49:4: zero-as-null
 * macro-cases.c:22:9: zero-as-null
 * macro-cases.c:24:29: zero-as-null
 * macro-cases.c:24:32: zero-as-null
 * check-findings-end
 * check-notes-start
 * macro-cases.c:21:11: note:ixn pe ansion of macro 'ZERO'
 * macro-caseVA_ARGS__ note: in expansion of macro 'WRAP'
 * macro-cases.c:20:6: note: in expansion of ma¢çêﬂÿØæ¨TE'
 * macro-cases.c*name; };
static struct ops table[] = {
	{ 0, "a" },
	{ .name = 0 },
};
void f(fn g, char *s)
{
	g(0);
	use(PASTE(0, ))*/
