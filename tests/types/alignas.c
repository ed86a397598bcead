/* _Alignas / alignas on objects and members, _Alignof / __alignof__ of
 * types and expressions; the values through array sizes. */
struct al { _Alignas(16) char c; int i; };
struct al8 { char c; alignas(long) short s; };
_Alignas(8) int gi;
alignas(long) short gs;
void f(void)
{
	_Alignas(32) double d = 0;
	_Alignas(int) char buf[4];
	_Alignof(int);
	__alignof__(d);
	alignof(short);
	__alignof(struct al);
	d;
	buf;
	gi;
	gs;
	(char (*)[_Alignof(char)])0;
	(char (*)[_Alignof(int)])0;
	(char (*)[_Alignof(long double)])0;
	(char (*)[_Alignof(__int128)])0;
	(char (*)[_Alignof(char *)])0;
	(char (*)[_Alignof(int[3])])0;
	(char (*)[_Alignof(struct al)])0;
	(char (*)[sizeof(struct al)])0;
	(char (*)[_Alignof(struct al8)])0;
	(char (*)[sizeof(struct al8)])0;
	(char (*)[__alignof__(gi)])0;
}
/*
 * check-types-start
 * alignas.c:11:2: unsigned long: _Alignof ( int )
 * alignas.c:12:2: unsigned long: __alignof__ ( d )
 * alignas.c:13:2: unsigned long: alignof ( short )
 * alignas.c:14:2: unsigned long: __alignof ( struct al )
 * alignas.c:15:2: double: d
 * alignas.c:16:2: char [4]: buf
 * alignas.c:17:2: int: gi
 * alignas.c:18:2: short: gs
 * alignas.c:19:2: char (*)[1]: ( char ( * ) [ _Alignof ( char ) ] ) 0
 * alignas.c:20:2: char (*)[4]: ( char ( * ) [ _Alignof ( int ) ] ) 0
 * alignas.c:21:2: char (*)[16]: ( char ( * ) [ _Alignof ( long double ) ] ) 0
 * alignas.c:22:2: char (*)[16]: ( char ( * ) [ _Alignof ( __int128 ) ] ) 0
 * alignas.c:23:2: char (*)[8]: ( char ( * ) [ _Alignof ( char * ) ] ) 0
 * alignas.c:24:2: char (*)[4]: ( char ( * ) [ _Alignof ( int [ 3 ] ) ] ) 0
 * alignas.c:25:2: char (*)[16]: ( char ( * ) [ _Alignof ( struct al ) ] ) 0
 * alignas.c:26:2: char (*)[16]: ( char ( * ) [ sizeof ( struct al ) ] ) 0
 * alignas.c:27:2: char (*)[8]: ( char ( * ) [ _Alignof ( struct al8 ) ] ) 0
 * alignas.c:28:2: char (*)[16]: ( char ( * ) [ sizeof ( struct al8 ) ] ) 0
 * alignas.c:29:2: char (*)[4]: ( char ( * ) [ __alignof__ ( gi ) ] ) 0
 * check-types-end
 */
