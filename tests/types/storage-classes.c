/* Storage-class specifiers, in any order among the type specifiers, do not
 * change the type of the object they declare. */
static int s_int;
int static s_int2;
extern long e_long;
long extern unsigned e_ulong;
_Thread_local short tl_short;
__thread char th_char;
static __thread unsigned long long th_ull;
typedef unsigned char uchar_t;
uchar_t typedef uchar2_t;
extern int ext_fn(void);
static inline long inl(long x) { return x; }
_Noreturn void die(void);
void f(register int r, const uchar2_t u)
{
	auto int a = 1;
	register char rc = 0;
	static const double sd = 1.0;
	extern float ef;
	s_int;
	s_int2;
	e_long;
	e_ulong;
	tl_short;
	th_char;
	th_ull;
	r;
	u;
	a;
	rc;
	sd;
	ef;
	ext_fn();
	ext_fn;
	inl(1);
	die;
}
/*
 * check-types-start
 * storage-classes.c:21:2: int: s_int
 * storage-classes.c:22:2: int: s_int2
 * storage-classes.c:23:2: long: e_long
 * storage-classes.c:24:2: unsigned long: e_ulong
 * storage-classes.c:25:2: short: tl_short
 * storage-classes.c:26:2: char: th_char
 * storage-classes.c:27:2: unsigned long long: th_ull
 * storage-classes.c:28:2: int: r
 * storage-classes.c:29:2: const uchar2_t: u
 * storage-classes.c:30:2: int: a
 * storage-classes.c:31:2: char: rc
 * storage-classes.c:32:2: const double: sd
 * storage-classes.c:33:2: float: ef
 * storage-classes.c:34:2: int: ext_fn ( )
 * storage-classes.c:35:2: int (void): ext_fn
 * storage-classes.c:36:2: long: inl ( 1 )
 * storage-classes.c:37:2: void (void): die
 * check-types-end
 */
