/* Bit-fields: the declared type, promotion by width (C11 6.3.1.1), and
 * the layout (x86-64 System V: a bit-field does not straddle a unit of its
 * type; :0 starts a new unit; unnamed ones do not align the struct).
 * p->ul40 + 0 is left out: GCC gives it its own 40-bit type, which C
 * leaves to the implementation (C11 6.3.1.1p2 covers int bit-fields). */
struct bf {
	unsigned u3 : 3;
	signed int s5 : 5;
	int i32 : 32;
	unsigned u32 : 32;
	unsigned long ul40 : 40;
	_Bool b : 1;
	unsigned char uc : 2;
};
struct l1 { char c; int x : 4; };
struct l2 { char c; int x : 30; };
struct l3 { int a : 3; int : 0; int b : 3; };
struct l4 { char c; long : 4; };
struct l5 { unsigned long long x : 33; unsigned long long y : 33; };
struct l6 { short s : 9; short t : 9; char c; };
void f(struct bf *p)
{
	p->u3;
	p->u3 + 1;
	p->u3 + 1u;
	-p->u3;
	p->s5 * 2;
	p->i32 + 0;
	p->u32 + 0;
	p->b + 0;
	p->uc + 0;
	p->u3 = 9;
	(char (*)[sizeof(struct bf)])0;
	(char (*)[sizeof(struct l1)])0;
	(char (*)[sizeof(struct l2)])0;
	(char (*)[sizeof(struct l3)])0;
	(char (*)[sizeof(struct l4)])0;
	(char (*)[_Alignof(struct l4)])0;
	(char (*)[sizeof(struct l5)])0;
	(char (*)[sizeof(struct l6)])0;
}
/*
 * check-types-start
 * bitfields.c:23:2: unsigned int: p -> u3
 * bitfields.c:24:2: int: p -> u3 + 1
 * bitfields.c:25:2: unsigned int: p -> u3 + 1u
 * bitfields.c:26:2: int: - p -> u3
 * bitfields.c:27:2: int: p -> s5 * 2
 * bitfields.c:28:2: int: p -> i32 + 0
 * bitfields.c:29:2: unsigned int: p -> u32 + 0
 * bitfields.c:30:2: int: p -> b + 0
 * bitfields.c:31:2: int: p -> uc + 0
 * bitfields.c:32:2: unsigned int: p -> u3 = 9
 * bitfields.c:33:2: char (*)[24]: ( char ( * ) [ sizeof ( struct bf ) ] ) 0
 * bitfields.c:34:2: char (*)[4]: ( char ( * ) [ sizeof ( struct l1 ) ] ) 0
 * bitfields.c:35:2: char (*)[8]: ( char ( * ) [ sizeof ( struct l2 ) ] ) 0
 * bitfields.c:36:2: char (*)[8]: ( char ( * ) [ sizeof ( struct l3 ) ] ) 0
 * bitfields.c:37:2: char (*)[2]: ( char ( * ) [ sizeof ( struct l4 ) ] ) 0
 * bitfields.c:38:2: char (*)[1]: ( char ( * ) [ _Alignof ( struct l4 ) ] ) 0
 * bitfields.c:39:2: char (*)[16]: ( char ( * ) [ sizeof ( struct l5 ) ] ) 0
 * bitfields.c:40:2: char (*)[6]: ( char ( * ) [ sizeof ( struct l6 ) ] ) 0
 * check-types-end
 */
