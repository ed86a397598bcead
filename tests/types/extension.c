/* __extension__ wherever GCC takes it: before an expression in
 * parentheses (glibc's <ctype.h> tolower under -O2), at the start of an
 * expression statement, before a statement expression, in declarations,
 * struct members, casts and unary expressions. */
int g(int);
__extension__ typedef long long ll;
__extension__ extern int ext_decl;
struct s {
	__extension__ union { int a; long b; };
	__extension__ long long c;
};
int f(int c)
{
	(__extension__ 1);
	__extension__ ({ g(c); });
	__extension__ (void)g(c);
	__extension__ g(c);
	__extension__ int x = 1;
	(__extension__ (long)c);
	(long)__extension__ c;
	__extension__ __extension__ sizeof(int);
	-__extension__ c;
	(__extension__ ({ int y = c; y + 1; }));
	__extension__ (ll)x;
	return (__extension__ 1) + x;
}
/*
 * check-types-start
 * extension.c:14:2: int: ( __extension__ 1 )
 * extension.c:15:19: int: g ( c )
 * extension.c:15:16: int: ( { g ( c ) ; } )
 * extension.c:16:16: void: ( void ) g ( c )
 * extension.c:17:16: int: g ( c )
 * extension.c:19:2: long: ( __extension__ ( long ) c )
 * extension.c:20:2: long: ( long ) __extension__ c
 * extension.c:21:30: unsigned long: sizeof ( int )
 * extension.c:22:2: int: - __extension__ c
 * extension.c:23:31: int: y + 1
 * extension.c:23:2: int: ( __extension__ ( { int y = c ; y + 1 ; } ) )
 * extension.c:24:16: ll: ( ll ) x
 * check-types-end
 * check-errors-start
 * check-errors-end
 */
