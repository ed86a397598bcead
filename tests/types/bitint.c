/* _BitInt(N) (C23): declarations parse, and expressions whose type does
 * not depend on the _BitInt type are typed.
 * Not yet handled: the front end has no _BitInt type; it takes
 * _BitInt(N) for long long. The right types (x: _BitInt(7), x + x:
 * _BitInt(7), x + 1: int, u + 1: unsigned _BitInt(65), sizeof(_BitInt(65))
 * 16) are therefore left out of the check block. */
_BitInt(7) g7;
unsigned _BitInt(65) gu65;
void f(_BitInt(7) x, unsigned _BitInt(65) u, signed _BitInt(128) w)
{
	x == x;
	!u;
	(int)x;
	(long)w + 1;
	sizeof(u);
	x ? 1.0 : 2.0;
	(char (*)[sizeof(g7) > 0])0;
}
/*
 * check-types-start
 * bitint.c:11:2: int: x == x
 * bitint.c:12:2: int: ! u
 * bitint.c:13:2: int: ( int ) x
 * bitint.c:14:2: long: ( long ) w + 1
 * bitint.c:15:2: unsigned long: sizeof ( u )
 * bitint.c:16:2: double: x ? 1.0 : 2.0
 * bitint.c:17:2: char (*)[1]: ( char ( * ) [ sizeof ( g7 ) > 0 ] ) 0
 * check-types-end
 */
