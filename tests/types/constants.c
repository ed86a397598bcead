/* Integer constant expressions evaluated with the target's sizes: sizeof,
 * offsetof, __builtin_choose_expr, _Static_assert, array sizes. A false
 * _Static_assert is reported, as the compiler would. */
struct s { char c; double d; int i; short tail[3]; };
typedef int arr10[10];
_Static_assert(sizeof(int) == 4, "int");
_Static_assert(sizeof(long) == 8 && sizeof(void *) == 8, "LP64");
_Static_assert(sizeof(long double) == 16, "long double");
_Static_assert(sizeof(struct s) == 32, "struct s");
_Static_assert(__builtin_offsetof(struct s, tail[1]) == 22, "offsetof");
_Static_assert(sizeof(arr10) / sizeof(int) == 10, "array");
_Static_assert(sizeof(long) == 4, "not on LP64");
static_assert(1 ? 1 : 0, "C23 spelling");
static_assert(sizeof(char) == 1);
char buf[sizeof(struct s) * 2 + 1];
int table[(1 << 4) - 1 + (3 > 2)];
long choose[__builtin_choose_expr(sizeof(long) == 8, 8, 4)];
void f(void)
{
	_Static_assert(sizeof buf == 65, "in a block");
	_Static_assert(sizeof(short) == 3, "in a block, false");
	int vla_not[sizeof(table) / sizeof(table[0])];
	buf;
	table;
	choose;
	vla_not;
	(char (*)[sizeof(struct s)])0;
	(char (*)[__builtin_offsetof(struct s, d)])0;
	(char (*)[__builtin_offsetof(struct s, i)])0;
	(char (*)[sizeof(arr10)])0;
	(char (*)[sizeof "abc"])0;
	(char (*)[sizeof L"abc"])0;
	(char (*)[sizeof(int[2][3])])0;
	(char (*)[-1 + 3 * 2 % 4])0;
	(char (*)[~0u >> 31])0;
	(char (*)[(unsigned char)257])0;
	(char (*)[__builtin_choose_expr(0, 1, sizeof(double))])0;
	__builtin_choose_expr(sizeof(int) == 4, 1.0f, "x");
	(char (*)[!0 + !!5 + (1 && 2) + (0 || 0)])0;
	(char (*)[1 ? 6 : 2])0;
	(char (*)[sizeof(struct s) > 8 ? 2 : 1])0;
	(char (*)[_Alignof(struct s)])0;
	(char (*)['b' - 'a'])0;
	sizeof(struct s);
}
/*
 * check-errors-start
 * constants.c:12:1: static assertion failed: "not on LP64" [parse]
 * constants.c:21:2: static assertion failed: "in a block, false" [parse]
 * check-errors-end
 */
/*
 * check-types-start
 * constants.c:23:2: char [65]: buf
 * constants.c:24:2: int [16]: table
 * constants.c:25:2: long [8]: choose
 * constants.c:26:2: int [16]: vla_not
 * constants.c:27:2: char (*)[32]: ( char ( * ) [ sizeof ( struct s ) ] ) 0
 * constants.c:28:2: char (*)[8]: ( char ( * ) [ __builtin_offsetof ( struct s , d ) ] ) 0
 * constants.c:29:2: char (*)[16]: ( char ( * ) [ __builtin_offsetof ( struct s , i ) ] ) 0
 * constants.c:30:2: char (*)[40]: ( char ( * ) [ sizeof ( arr10 ) ] ) 0
 * constants.c:31:2: char (*)[4]: ( char ( * ) [ sizeof "abc" ] ) 0
 * constants.c:32:2: char (*)[16]: ( char ( * ) [ sizeof L"abc" ] ) 0
 * constants.c:33:2: char (*)[24]: ( char ( * ) [ sizeof ( int [ 2 ] [ 3 ] ) ] ) 0
 * constants.c:34:2: char (*)[1]: ( char ( * ) [ - 1 + 3 * 2 % 4 ] ) 0
 * constants.c:35:2: char (*)[1]: ( char ( * ) [ ~ 0u >> 31 ] ) 0
 * constants.c:36:2: char (*)[1]: ( char ( * ) [ ( unsigned char ) 257 ] ) 0
 * constants.c:37:2: char (*)[8]: ( char ( * ) [ __builtin_choose_expr ( 0 , 1 , sizeof ( double ) ) ] ) 0
 * constants.c:38:2: float: __builtin_choose_expr ( sizeof ( int ) == 4 , 1.0f , "x" )
 * constants.c:39:2: char (*)[3]: ( char ( * ) [ ! 0 + ! ! 5 + ( 1 && 2 ) + ( 0 || 0 ) ] ) 0
 * constants.c:40:2: char (*)[6]: ( char ( * ) [ 1 ? 6 : 2 ] ) 0
 * constants.c:41:2: char (*)[2]: ( char ( * ) [ sizeof ( struct s ) > 8 ? 2 : 1 ] ) 0
 * constants.c:42:2: char (*)[8]: ( char ( * ) [ _Alignof ( struct s ) ] ) 0
 * constants.c:43:2: char (*)[1]: ( char ( * ) [ 'b' - 'a' ] ) 0
 * constants.c:44:2: unsigned long: sizeof ( struct s )
 * check-types-end
 */
