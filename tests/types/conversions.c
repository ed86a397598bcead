/* Integer promotions and the usual arithmetic conversions (C11 6.3.1.1,
 * 6.3.1.8) on LP64, and the result types of the other operators. */
void f(char c, signed char sc, unsigned char uc, short s, unsigned short us,
       int i, unsigned u, long l, unsigned long ul, long long ll,
       unsigned long long ull, float fl, double d, long double ld, _Bool b,
       __int128 i128, unsigned __int128 u128, int *ip, void *vp, const int *cip)
{
	c + c;
	sc * uc;
	+uc;
	~us;
	-b;
	s << u;
	u << l;
	l >> c;
	i + u;
	u + l;
	u + ul;
	l + ul;
	l + ll;
	ul + ll;
	ll - ull;
	i * fl;
	fl + d;
	d + ld;
	ul / fl;
	i128 + ul;
	u128 + i128;
	ull & u128;
	c ? s : uc;
	i ? u : l;
	b ? fl : ll;
	1 ? 2 : 3.0;
	i ? ip : 0;
	i ? vp : ip;
	i ? ip : cip;
	i ? cip : vp;
	i ? (void *)0 : ip;
	i ? (void)0 : (void)1;
	(char)i;
	(unsigned char)300;
	c == uc;
	d < l;
	ip - ip;
	ip + l;
	l + ip;
	cip - 1;
	i && d;
	!ip;
	i = d;
	d += i;
	ul %= 3;
	i, d;
	i++;
	--fl;
	'a' + 'b';
	1u + 1L;
	1ul + 1LL;
	0x7fffffff;
	0x80000000;
	2147483648;
	0xffffffffffffffff;
	9223372036854775807;
	1.0;
	1.0L;
	1e3f;
	0x1p3;
}
/*
 * check-types-start
 * conversions.c:8:2: int: c + c
 * conversions.c:9:2: int: sc * uc
 * conversions.c:10:2: int: + uc
 * conversions.c:11:2: int: ~ us
 * conversions.c:12:2: int: - b
 * conversions.c:13:2: int: s << u
 * conversions.c:14:2: unsigned int: u << l
 * conversions.c:15:2: long: l >> c
 * conversions.c:16:2: unsigned int: i + u
 * conversions.c:17:2: long: u + l
 * conversions.c:18:2: unsigned long: u + ul
 * conversions.c:19:2: unsigned long: l + ul
 * conversions.c:20:2: long long: l + ll
 * conversions.c:21:2: unsigned long long: ul + ll
 * conversions.c:22:2: unsigned long long: ll - ull
 * conversions.c:23:2: float: i * fl
 * conversions.c:24:2: double: fl + d
 * conversions.c:25:2: long double: d + ld
 * conversions.c:26:2: float: ul / fl
 * conversions.c:27:2: __int128: i128 + ul
 * conversions.c:28:2: unsigned __int128: u128 + i128
 * conversions.c:29:2: unsigned __int128: ull & u128
 * conversions.c:30:2: int: c ? s : uc
 * conversions.c:31:2: long: i ? u : l
 * conversions.c:32:2: float: b ? fl : ll
 * conversions.c:33:2: double: 1 ? 2 : 3.0
 * conversions.c:34:2: int *: i ? ip : 0
 * conversions.c:35:2: void *: i ? vp : ip
 * conversions.c:36:2: const int *: i ? ip : cip
 * conversions.c:37:2: const void *: i ? cip : vp
 * conversions.c:38:2: int *: i ? ( void * ) 0 : ip
 * conversions.c:39:2: void: i ? ( void ) 0 : ( void ) 1
 * conversions.c:40:2: char: ( char ) i
 * conversions.c:41:2: unsigned char: ( unsigned char ) 300
 * conversions.c:42:2: int: c == uc
 * conversions.c:43:2: int: d < l
 * conversions.c:44:2: long: ip - ip
 * conversions.c:45:2: int *: ip + l
 * conversions.c:46:2: int *: l + ip
 * conversions.c:47:2: const int *: cip - 1
 * conversions.c:48:2: int: i && d
 * conversions.c:49:2: int: ! ip
 * conversions.c:50:2: int: i = d
 * conversions.c:51:2: double: d += i
 * conversions.c:52:2: unsigned long: ul %= 3
 * conversions.c:53:2: double: i , d
 * conversions.c:54:2: int: i ++
 * conversions.c:55:2: float: -- fl
 * conversions.c:56:2: int: 'a' + 'b'
 * conversions.c:57:2: long: 1u + 1L
 * conversions.c:58:2: unsigned long long: 1ul + 1LL
 * conversions.c:59:2: int: 0x7fffffff
 * conversions.c:60:2: unsigned int: 0x80000000
 * conversions.c:61:2: long: 2147483648
 * conversions.c:62:2: unsigned long: 0xffffffffffffffff
 * conversions.c:63:2: long: 9223372036854775807
 * conversions.c:64:2: double: 1.0
 * conversions.c:65:2: long double: 1.0L
 * conversions.c:66:2: float: 1e3f
 * conversions.c:67:2: double: 0x1p3
 * check-types-end
 */
