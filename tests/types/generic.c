/* _Generic: the association compatible with the controlling expression
 * after lvalue conversion (qualifiers dropped, arrays and functions
 * decayed), else default; only the chosen result's type counts. */
struct s { int a; }; struct t { int a; };   /* another tag: not compatible */
typedef unsigned long size;
void fn(int);
void f(int i, const int ci, char arr[4], long l, size z, struct s st, const char *cp, char c)
{
	_Generic(i, int: 1.0f, long: 2L);
	_Generic(ci, int: (short)1, const int: 2L);
	_Generic(l, int: 1, default: 'c');
	_Generic(z, unsigned long: (char)1, default: 2);
	_Generic(arr, char *: cp, default: 0);
	_Generic("lit", char *: 1L, const char *: 1.0);
	_Generic(fn, void (*)(int): 1.0, default: 0);
	_Generic(st, struct s: st, default: 0).a;
	_Generic(cp, char *: 1, const char *: 1.0L);
	_Generic(c, signed char: 1, unsigned char: 2L, char: 3.0);
	_Generic(i + 1u, unsigned: (unsigned char)1, default: 0) + 0;
	_Generic(&i, int *: &l, default: 0);
	_Generic(1, default: 0, int: cp);
	_Generic(st, struct t: 1L, struct s: 1.0);
}
/*
 * check-types-start
 * generic.c:9:2: float: _Generic ( i , int : 1.0f , long : 2L )
 * generic.c:10:2: short: _Generic ( ci , int : ( short ) 1 , const int : 2L )
 * generic.c:11:2: int: _Generic ( l , int : 1 , default : 'c' )
 * generic.c:12:2: char: _Generic ( z , unsigned long : ( char ) 1 , default : 2 )
 * generic.c:13:2: const char *: _Generic ( arr , char * : cp , default : 0 )
 * generic.c:14:2: long: _Generic ( "lit" , char * : 1L , const char * : 1.0 )
 * generic.c:15:2: double: _Generic ( fn , void ( * ) ( int ) : 1.0 , default : 0 )
 * generic.c:16:2: int: _Generic ( st , struct s : st , default : 0 ) . a
 * generic.c:17:2: long double: _Generic ( cp , char * : 1 , const char * : 1.0L )
 * generic.c:18:2: double: _Generic ( c , signed char : 1 , unsigned char : 2L , char : 3.0 )
 * generic.c:19:2: int: _Generic ( i + 1u , unsigned : ( unsigned char ) 1 , default : 0 ) + 0
 * generic.c:20:2: long *: _Generic ( & i , int * : & l , default : 0 )
 * generic.c:21:2: const char *: _Generic ( 1 , default : 0 , int : cp )
 * generic.c:22:2: double: _Generic ( st , struct t : 1L , struct s : 1.0 )
 * check-types-end
 */
