/* Constant folding with C's rules for each type and without undefined
 * behaviour in the checker (run under UBSan by the sanitizer build):
 * overflowing signed arithmetic, LONG_MIN / -1, division by zero, shifts
 * by negative counts or the width or more, out-of-range floating
 * constants cast to integers, huge arrays, enumerators and designators.
 * (char (*)[2]) means the value is the one written after ==; [1] not.
 * Not constants (no array length at all): a division by zero, a shift by
 * the width or more. */
enum big { E1 = 9223372036854775807L, E2 };
struct s { int a[100]; };
int huge[0x7fffffffffffffff];
char huge2[0x7fffffffffffffff][16];
void f(void)
{
	(char (*)[1 + (-(-9223372036854775807L-1) == (-9223372036854775807L-1))])0;
	(char (*)[1 + ((-9223372036854775807L-1) / -1 == (-9223372036854775807L-1))])0;
	(char (*)[1 + ((-9223372036854775807L-1) % -1 == 0)])0;
	(char (*)[1 + (9223372036854775807L + 1 < 0)])0;
	(char (*)[1 + (9223372036854775807L * 3 == 9223372036854775805L)])0;
	(char (*)[1 + (-(-2147483647 - 1) == -2147483647 - 1)])0;
	(char (*)[1 + (2147483647 + 1 == -2147483647 - 1)])0;
	(char (*)[1 + (-1L << 3 == -8)])0;
	(char (*)[1 + (-16 >> 2 == -4)])0;
	(char (*)[1 + (-1 / 2u == 0x7fffffff)])0;
	(char (*)[1 + ((-1 < 1u) == 0)])0;
	(char (*)[1 + (0xffffffffffffffffUL * 0xffffffffffffffffUL == 1)])0;
	(char (*)[1 + ((unsigned char)256 == 0)])0;
	(char (*)[1 + ((signed char)255 == -1)])0;
	(char (*)[1 + ((int)1e30 == 2147483647)])0;
	(char (*)[1 + ((int)-1e300 == -2147483647 - 1)])0;
	(char (*)[1 + ((unsigned)-1.0 == 0)])0;
	(char (*)[1 + ((long)1e19 == 9223372036854775807L)])0;
	(char (*)[1 + ((int)-2.5 == -2)])0;
	(char (*)[1 + ((unsigned char)300.0 == 255)])0;
	(char (*)[1 + (E2 == (-9223372036854775807L-1))])0;
	(char (*)[1 / 0])0;
	(char (*)[1 % 0])0;
	(char (*)[1 << 40])0;
	(char (*)[1 << -1])0;
	(char (*)[5L >> 64])0;
	__builtin_offsetof(struct s, a[9223372036854775807L]);
	sizeof huge;
	sizeof huge2;
	int x[] = { [9223372036854775807L] = 1, 2 };
}
/*
 * check-types-start
 * const-fold.c:15:2: char (*)[2]: ( char ( * ) [ 1 + ( - ( - 9223372036854775807L - 1 ) == ( - 9223372036854775807L - 1 ) ) ] ) 0
 * const-fold.c:16:2: char (*)[2]: ( char ( * ) [ 1 + ( ( - 9223372036854775807L - 1 ) / - 1 == ( - 9223372036854775807L - 1 ) ) ] ) 0
 * const-fold.c:17:2: char (*)[2]: ( char ( * ) [ 1 + ( ( - 9223372036854775807L - 1 ) % - 1 == 0 ) ] ) 0
 * const-fold.c:18:2: char (*)[2]: ( char ( * ) [ 1 + ( 9223372036854775807L + 1 < 0 ) ] ) 0
 * const-fold.c:19:2: char (*)[2]: ( char ( * ) [ 1 + ( 9223372036854775807L * 3 == 9223372036854775805L ) ] ) 0
 * const-fold.c:20:2: char (*)[2]: ( char ( * ) [ 1 + ( - ( - 2147483647 - 1 ) == - 2147483647 - 1 ) ] ) 0
 * const-fold.c:21:2: char (*)[2]: ( char ( * ) [ 1 + ( 2147483647 + 1 == - 2147483647 - 1 ) ] ) 0
 * const-fold.c:22:2: char (*)[2]: ( char ( * ) [ 1 + ( - 1L << 3 == - 8 ) ] ) 0
 * const-fold.c:23:2: char (*)[2]: ( char ( * ) [ 1 + ( - 16 >> 2 == - 4 ) ] ) 0
 * const-fold.c:24:2: char (*)[2]: ( char ( * ) [ 1 + ( - 1 / 2u == 0x7fffffff ) ] ) 0
 * const-fold.c:25:2: char (*)[2]: ( char ( * ) [ 1 + ( ( - 1 < 1u ) == 0 ) ] ) 0
 * const-fold.c:26:2: char (*)[2]: ( char ( * ) [ 1 + ( 0xffffffffffffffffUL * 0xffffffffffffffffUL == 1 ) ] ) 0
 * const-fold.c:27:2: char (*)[2]: ( char ( * ) [ 1 + ( ( unsigned char ) 256 == 0 ) ] ) 0
 * const-fold.c:28:2: char (*)[2]: ( char ( * ) [ 1 + ( ( signed char ) 255 == - 1 ) ] ) 0
 * const-fold.c:29:2: char (*)[2]: ( char ( * ) [ 1 + ( ( int ) 1e30 == 2147483647 ) ] ) 0
 * const-fold.c:30:2: char (*)[2]: ( char ( * ) [ 1 + ( ( int ) - 1e300 == - 2147483647 - 1 ) ] ) 0
 * const-fold.c:31:2: char (*)[2]: ( char ( * ) [ 1 + ( ( unsigned ) - 1.0 == 0 ) ] ) 0
 * const-fold.c:32:2: char (*)[2]: ( char ( * ) [ 1 + ( ( long ) 1e19 == 9223372036854775807L ) ] ) 0
 * const-fold.c:33:2: char (*)[2]: ( char ( * ) [ 1 + ( ( int ) - 2.5 == - 2 ) ] ) 0
 * const-fold.c:34:2: char (*)[2]: ( char ( * ) [ 1 + ( ( unsigned char ) 300.0 == 255 ) ] ) 0
 * const-fold.c:35:2: char (*)[2]: ( char ( * ) [ 1 + ( E2 == ( - 9223372036854775807L - 1 ) ) ] ) 0
 * const-fold.c:36:2: char (*)[]: ( char ( * ) [ 1 / 0 ] ) 0
 * const-fold.c:37:2: char (*)[]: ( char ( * ) [ 1 % 0 ] ) 0
 * const-fold.c:38:2: char (*)[]: ( char ( * ) [ 1 << 40 ] ) 0
 * const-fold.c:39:2: char (*)[]: ( char ( * ) [ 1 << - 1 ] ) 0
 * const-fold.c:40:2: char (*)[]: ( char ( * ) [ 5L >> 64 ] ) 0
 * const-fold.c:41:2: unsigned long: __builtin_offsetof ( struct s , a [ 9223372036854775807L ] )
 * const-fold.c:42:2: unsigned long: sizeof huge
 * const-fold.c:43:2: unsigned long: sizeof huge2
 * check-types-end
 */
