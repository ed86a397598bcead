/* Types the front end derives, one expression statement per construct
 * (nullaudit --dump-types); checked by tests/types.sh against the block at
 * the end, written by hand from C11/GNU C rules. */
struct s { int a; char *p; unsigned bf : 3; long arr[4]; };
enum e { E0, E1 = 5 };
typedef int T;
void f(struct s *x, T t, const char *c, long double ld, __int128 big, _Bool b, void *v)
{
	x->p;
	t + 1u;
	c[1];
	sizeof(struct s);
	E1;
	__builtin_expect(t, 0);
	_Generic(t, int: 1.0, default: 'c');
	_Generic(c, const char *: (short)1, default: 2);
	__builtin_offsetof(struct s, p);
	({ int q = 3; q; });
	(typeof(*c))0;
	t ? x : 0;
	ld * 2;
	x->bf;
	__builtin_choose_expr(1, (char)1, 2L);
	(unsigned char)1 + (unsigned char)2;
	&x->a;
	"a\n\x41\101" "bc";
	1 == 2;
	(void)0;
	big + 1;
	b + b;
	v;
	x->arr;
	*x->arr;
	(struct s){ .a = 1 }.p;
	__builtin_types_compatible_p(int, T);
	'a';
	1.0f + 1;
	t << 2L;
	-(unsigned short)1;
	c - c;
	__auto_type z = 1L; z;
	L"wide";
}
/*
 * check-types-start
 * exprs.c:9:2: char *: x -> p
 * exprs.c:10:2: unsigned int: t + 1u
 * exprs.c:11:2: const char: c [ 1 ]
 * exprs.c:12:2: unsigned long: sizeof ( struct s )
 * exprs.c:13:2: int: E1
 * exprs.c:14:2: long: __builtin_expect ( t , 0 )
 * exprs.c:15:2: double: _Generic ( t , int : 1.0 , default : 'c' )
 * exprs.c:16:2: short: _Generic ( c , const char * : ( short ) 1 , default : 2 )
 * exprs.c:17:2: unsigned long: __builtin_offsetof ( struct s , p )
 * exprs.c:18:16: int: q
 * exprs.c:18:2: int: ( { int q = 3 ; q ; } )
 * exprs.c:19:2: char: ( typeof ( * c ) ) 0
 * exprs.c:20:2: struct s *: t ? x : 0
 * exprs.c:21:2: long double: ld * 2
 * exprs.c:22:2: unsigned int: x -> bf
 * exprs.c:23:2: char: __builtin_choose_expr ( 1 , ( char ) 1 , 2L )
 * exprs.c:24:2: int: ( unsigned char ) 1 + ( unsigned char ) 2
 * exprs.c:25:2: int *: & x -> a
 * exprs.c:26:2: char [7]: "a\n\x41\101" "bc"
 * exprs.c:27:2: int: 1 == 2
 * exprs.c:28:2: void: ( void ) 0
 * exprs.c:29:2: __int128: big + 1
 * exprs.c:30:2: int: b + b
 * exprs.c:31:2: void *: v
 * exprs.c:32:2: long [4]: x -> arr
 * exprs.c:33:2: long: * x -> arr
 * exprs.c:34:2: char *: ( struct s ) { . a = 1 } . p
 * exprs.c:35:2: int: __builtin_types_compatible_p ( int , T )
 * exprs.c:36:2: int: 'a'
 * exprs.c:37:2: float: 1.0f + 1
 * exprs.c:38:2: T: t << 2L
 * exprs.c:39:2: int: - ( unsigned short ) 1
 * exprs.c:40:2: long: c - c
 * exprs.c:41:22: long: z
 * exprs.c:42:2: int [5]: L"wide"
 * check-types-end
 */
