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
	x == x; //: int
	!u; //: int
	(int)x; //: int
	(long)w + 1; //: long
	sizeof(u); //: unsigned long
	x ? 1.0 : 2.0; //: double
	(char (*)[sizeof(g7) > 0])0; //: char (*)[1]
}
/*
 * check-types-start
 * check-types-end
 */
