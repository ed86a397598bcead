/* Enumerations: enumerator values (explicit, implicit, from constant
 * expressions), the int type of enumerators, and the type GCC gives the
 * enumeration: unsigned int without negative values, else int; 8 bytes
 * when the values need it. */
enum pos { P0, P1 = 7, P2, P3 = P1 * 4 + 1, P4 = sizeof(long) << 2 };
enum neg { N0 = -1, N1, N2 = -100 };
enum big { B0 = 0x80000000 };
enum huge { H0 = 0x100000000 };
enum { ANON_A = 'x', ANON_B } anon_var;
enum fwd;
enum fwd { F0 };
typedef enum pos pos_t;
void f(enum pos ep, enum neg en, enum big eb, enum huge eh, pos_t pt, enum fwd ef)
{
	P0;
	N2;
	ep;
	pt;
	ef;
	ep + 0;
	en + 0;
	eb + 0;
	eh + 0;
	ep * 1.0f;
	ep == P1;
	anon_var;
	ANON_B + 0;
	(char (*)[P2])0;
	(char (*)[P3])0;
	(char (*)[P4])0;
	(char (*)[N1 + 2])0;
	(char (*)[N2 + 101])0;
	(char (*)[ANON_B - 'w'])0;
	(char (*)[sizeof(enum pos)])0;
	(char (*)[sizeof(enum huge)])0;
	(char (*)[sizeof ep])0;
}
/*
 * check-types-start
 * enums.c:15:2: int: P0
 * enums.c:16:2: int: N2
 * enums.c:17:2: enum pos: ep
 * enums.c:18:2: pos_t: pt
 * enums.c:19:2: enum fwd: ef
 * enums.c:20:2: unsigned int: ep + 0
 * enums.c:21:2: int: en + 0
 * enums.c:22:2: unsigned int: eb + 0
 * enums.c:23:2: unsigned long: eh + 0
 * enums.c:24:2: float: ep * 1.0f
 * enums.c:25:2: int: ep == P1
 * enums.c:26:2: enum <anonymous>: anon_var
 * enums.c:27:2: int: ANON_B + 0
 * enums.c:28:2: char (*)[8]: ( char ( * ) [ P2 ] ) 0
 * enums.c:29:2: char (*)[29]: ( char ( * ) [ P3 ] ) 0
 * enums.c:30:2: char (*)[32]: ( char ( * ) [ P4 ] ) 0
 * enums.c:31:2: char (*)[2]: ( char ( * ) [ N1 + 2 ] ) 0
 * enums.c:32:2: char (*)[1]: ( char ( * ) [ N2 + 101 ] ) 0
 * enums.c:33:2: char (*)[2]: ( char ( * ) [ ANON_B - 'w' ] ) 0
 * enums.c:34:2: char (*)[4]: ( char ( * ) [ sizeof ( enum pos ) ] ) 0
 * enums.c:35:2: char (*)[8]: ( char ( * ) [ sizeof ( enum huge ) ] ) 0
 * enums.c:36:2: char (*)[4]: ( char ( * ) [ sizeof ep ] ) 0
 * check-types-end
 */
