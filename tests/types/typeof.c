/* typeof of types and expressions in the GNU and C23 spellings,
 * typeof_unqual, and __auto_type. */
struct s { const int ci; long arr[3]; };
void f(int i, const char *cp, const volatile long cvl, struct s *ps, short sh)
{
	typeof(i) a = 0;
	__typeof__(cp) b = 0;
	__typeof(*cp) c = 0;
	typeof(int *) d = 0;
	typeof(ps->arr) e;
	typeof(cvl) g = 0;
	typeof_unqual(cvl) h = 0;
	__typeof_unqual__(ps->ci) k = 0;
	typeof(sh + sh) m = 0;
	__auto_type n = cp;
	__auto_type o = ps->arr;
	__auto_type q = sh;
	a;
	b;
	c;
	d;
	e;
	g;
	h;
	k;
	m;
	n;
	o;
	q;
	(typeof(i) *)0;
	(typeof(char [4]) *)0;
	sizeof(typeof(ps->arr));
	(char (*)[sizeof(typeof(ps->arr))])0;
	(__typeof__(cp[0] + 1L))0;
}
/*
 * check-types-start
 * typeof.c:18:2: int: a
 * typeof.c:19:2: const char *: b
 * typeof.c:20:2: const char: c
 * typeof.c:21:2: int *: d
 * typeof.c:22:2: long [3]: e
 * typeof.c:23:2: const volatile long: g
 * typeof.c:24:2: long: h
 * typeof.c:25:2: int: k
 * typeof.c:26:2: int: m
 * typeof.c:27:2: const char *: n
 * typeof.c:28:2: long *: o
 * typeof.c:29:2: short: q
 * typeof.c:30:2: int *: ( typeof ( i ) * ) 0
 * typeof.c:31:2: char (*)[4]: ( typeof ( char [ 4 ] ) * ) 0
 * typeof.c:32:2: unsigned long: sizeof ( typeof ( ps -> arr ) )
 * typeof.c:33:2: char (*)[24]: ( char ( * ) [ sizeof ( typeof ( ps -> arr ) ) ] ) 0
 * typeof.c:34:2: long: ( __typeof__ ( cp [ 0 ] + 1L ) ) 0
 * check-types-end
 */
