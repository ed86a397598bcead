/* The _FloatN and _FloatNx types (ISO/IEC TS 18661-3, GCC): distinct from
 * float, double and long double though sharing a format; __float128 is
 * _Float128; literal suffixes fN, fNx and GNU q. */
void f(_Float128 q, __float128 gq, _Float64 d64, _Float32 f32, _Float64x d64x,
       _Float32x d32x, double d, float fl, long double ld, int i)
{
	q;
	gq;
	q + 1;
	q * gq;
	d64 + i;
	d64 + d;
	d64 + fl;
	d64 + ld;
	f32 * fl;
	f32 + d;
	d64x;
	d32x - 1;
	1.5f128;
	1.5q;
	1.0f64;
	2.0f32;
	1.0F64x;
	(_Float128)i;
	(char (*)[sizeof(_Float128)])0;
	(char (*)[sizeof(_Float64)])0;
	(char (*)[sizeof(_Float32)])0;
	(char (*)[__builtin_types_compatible_p(_Float64, double) + 1])0;
	(char (*)[__builtin_types_compatible_p(__float128, _Float128) + 1])0;
}
/*
 * check-types-start
 * float128.c:7:2: _Float128: q
 * float128.c:8:2: _Float128: gq
 * float128.c:9:2: _Float128: q + 1
 * float128.c:10:2: _Float128: q * gq
 * float128.c:11:2: _Float64: d64 + i
 * float128.c:12:2: _Float64: d64 + d
 * float128.c:13:2: _Float64: d64 + fl
 * float128.c:14:2: long double: d64 + ld
 * float128.c:15:2: _Float32: f32 * fl
 * float128.c:16:2: double: f32 + d
 * float128.c:17:2: _Float64x: d64x
 * float128.c:18:2: _Float32x: d32x - 1
 * float128.c:19:2: _Float128: 1.5f128
 * float128.c:20:2: _Float128: 1.5q
 * float128.c:21:2: _Float64: 1.0f64
 * float128.c:22:2: _Float32: 2.0f32
 * float128.c:23:2: _Float64x: 1.0F64x
 * float128.c:24:2: _Float128: ( _Float128 ) i
 * float128.c:25:2: char (*)[16]: ( char ( * ) [ sizeof ( _Float128 ) ] ) 0
 * float128.c:26:2: char (*)[8]: ( char ( * ) [ sizeof ( _Float64 ) ] ) 0
 * float128.c:27:2: char (*)[4]: ( char ( * ) [ sizeof ( _Float32 ) ] ) 0
 * float128.c:28:2: char (*)[1]: ( char ( * ) [ __builtin_types_compatible_p ( _Float64 , double ) + 1 ] ) 0
 * float128.c:29:2: char (*)[2]: ( char ( * ) [ __builtin_types_compatible_p ( __float128 , _Float128 ) + 1 ] ) 0
 * check-types-end
 */
