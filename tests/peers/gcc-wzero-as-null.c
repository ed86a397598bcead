/* In the spirit of GCC's Wzero-as-null-pointer-constant tests (C, GCC 15):
 * the spellings of zero, and the comparisons with nullptr. */
typedef typeof(nullptr) nullptr_t;
enum e { ZERO_E };
void g(int *);
int *f(int *p, nullptr_t np, int i)
{
	int *a = 0;             /* E literal */
	int *b = 0L;            /* E literal */
	int *c = 0x0;           /* E literal */
	int *d = 00;            /* E literal */
	int *e = '\0';          /* E nonliteral: character constant */
	int *h = false;         /* E nonliteral: boolean constant */
	int *k = ZERO_E;        /* E nonliteral: enumerator */
	int *m = 1 - 1;         /* E nonliteral: computed */
	int *n = (int)0;        /* E nonliteral: cast */
	int *q = (void *)0;     /* no warning without -Wvoid-zero-spelled */
	int *r = nullptr;
	if (p == nullptr || np == nullptr)
		return a;
	if (0 == nullptr)       /* E */
		return b;
	if (nullptr != 0)       /* E */
		return c;
	if (np == 0)            /* E */
		return d;
	g(0);                   /* E */
	g(nullptr);
	i = i ? 0 : 1;
	return i ? e : h ? k : m ? n : q ? r : 0;    /* E */
}
/*
 * check-flags: -std=c2x
 * check-findings-start
 * gcc-wzero-as-null.c:8:11: zero-as-null
 * gcc-wzero-as-null.c:9:11: zero-as-null
 * gcc-wzero-as-null.c:10:11: zero-as-null
 * gcc-wzero-as-null.c:11:11: zero-as-null
 * gcc-wzero-as-null.c:12:11: nonliteral-zero-as-null
 * gcc-wzero-as-null.c:13:11: nonliteral-zero-as-null
 * gcc-wzero-as-null.c:14:11: nonliteral-zero-as-null
 * gcc-wzero-as-null.c:15:11: nonliteral-zero-as-null
 * gcc-wzero-as-null.c:16:11: nonliteral-zero-as-null
 * gcc-wzero-as-null.c:21:6: zero-as-null
 * gcc-wzero-as-null.c:23:17: zero-as-null
 * gcc-wzero-as-null.c:25:12: zero-as-null
 * gcc-wzero-as-null.c:27:4: zero-as-null
 * gcc-wzero-as-null.c:30:41: zero-as-null
 * check-findings-end
 */
