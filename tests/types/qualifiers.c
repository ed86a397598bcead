/* Type qualifiers: const, volatile and restrict on objects, pointers and
 * pointees; the GNU spellings; qualifiers dropped by rvalue conversion. */
struct pt { int x; const int cx; };
void f(const int ci, volatile int vi, const volatile char cvc, int *restrict rp,
       const char *const cpc, char *__restrict rp2, __const int gci,
       __volatile__ long gvl, const struct pt *ps, int const *const volatile *pcv)
{
	ci;
	vi;
	cvc;
	rp;
	*rp;
	cpc;
	*cpc;
	rp2;
	gci;
	gvl;
	ps->x;
	ps->cx;
	pcv;
	*pcv;
	**pcv;
	ci + 1;
	(const int)vi;
	+cvc;
	&ci;
	&vi;
	&cpc;
	cpc + 1;
	(void)vi;
}
/*
 * check-types-start
 * qualifiers.c:8:2: const int: ci
 * qualifiers.c:9:2: volatile int: vi
 * qualifiers.c:10:2: const volatile char: cvc
 * qualifiers.c:11:2: int * restrict: rp
 * qualifiers.c:12:2: int: * rp
 * qualifiers.c:13:2: const char * const: cpc
 * qualifiers.c:14:2: const char: * cpc
 * qualifiers.c:15:2: char * restrict: rp2
 * qualifiers.c:16:2: const int: gci
 * qualifiers.c:17:2: volatile long: gvl
 * qualifiers.c:18:2: const int: ps -> x
 * qualifiers.c:19:2: const int: ps -> cx
 * qualifiers.c:20:2: const int * const volatile*: pcv
 * qualifiers.c:21:2: const int * const volatile: * pcv
 * qualifiers.c:22:2: const int: * * pcv
 * qualifiers.c:23:2: int: ci + 1
 * qualifiers.c:24:2: int: ( const int ) vi
 * qualifiers.c:25:2: int: + cvc
 * qualifiers.c:26:2: const int *: & ci
 * qualifiers.c:27:2: volatile int *: & vi
 * qualifiers.c:28:2: const char * const*: & cpc
 * qualifiers.c:29:2: const char *: cpc + 1
 * qualifiers.c:30:2: void: ( void ) vi
 * check-types-end
 */
