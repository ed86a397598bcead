/* GNU case ranges "case a ... b:" with constant expressions; the
 * statements after them are typed as usual. */
enum e { LO = 1, HI = 9 };
void f(int c, long l, char *p)
{
	switch (c) {
	case 0 ... 9:
		c + 1;
		break;
	case 'a' ... 'z':
	case 'A'...'Z':
		l;
		break;
	case LO + 10 ... HI * 2:
		p;
		/* fall through */
	case sizeof(int) ... sizeof(long):
		p[1];
		break;
	default:
		c ? p : 0;
	}
	switch (l) {
	case -5 ... -1: l * 2u;
	}
}
/*
 * check-types-start
 * case-ranges.c:8:3: int: c + 1
 * case-ranges.c:12:3: long: l
 * case-ranges.c:15:3: char *: p
 * case-ranges.c:18:3: char: p [ 1 ]
 * case-ranges.c:21:3: char *: c ? p : 0
 * case-ranges.c:24:18: long: l * 2u
 * check-types-end
 */
