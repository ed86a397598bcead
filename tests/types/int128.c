/* __int128 and unsigned __int128 (and the __int128_t / __uint128_t
 * names): rank above long long, 16 bytes, 16-aligned. */
void f(__int128 s, unsigned __int128 u, __int128_t st, __uint128_t ut,
       long l, unsigned long long ull, int i)
{
	s;
	u;
	st;
	ut;
	s + l;
	s + ull;
	s + u;
	u * i;
	s << 3;
	i << s;
	-u;
	s / 2.0;
	(__int128)l;
	(unsigned __int128)1 << 100;
	(char (*)[sizeof(__int128)])0;
	(char (*)[_Alignof(unsigned __int128)])0;
	(char (*)[__builtin_types_compatible_p(__int128_t, __int128) + 1])0;
}
/*
 * check-types-start
 * int128.c:6:2: __int128: s
 * int128.c:7:2: unsigned __int128: u
 * int128.c:8:2: __int128: st
 * int128.c:9:2: unsigned __int128: ut
 * int128.c:10:2: __int128: s + l
 * int128.c:11:2: __int128: s + ull
 * int128.c:12:2: unsigned __int128: s + u
 * int128.c:13:2: unsigned __int128: u * i
 * int128.c:14:2: __int128: s << 3
 * int128.c:15:2: int: i << s
 * int128.c:16:2: unsigned __int128: - u
 * int128.c:17:2: double: s / 2.0
 * int128.c:18:2: __int128: ( __int128 ) l
 * int128.c:19:2: unsigned __int128: ( unsigned __int128 ) 1 << 100
 * int128.c:20:2: char (*)[16]: ( char ( * ) [ sizeof ( __int128 ) ] ) 0
 * int128.c:21:2: char (*)[16]: ( char ( * ) [ _Alignof ( unsigned __int128 ) ] ) 0
 * int128.c:22:2: char (*)[2]: ( char ( * ) [ __builtin_types_compatible_p ( __int128_t , __int128 ) + 1 ] ) 0
 * check-types-end
 */
