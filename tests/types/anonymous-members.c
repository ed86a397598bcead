/* Anonymous struct and union members (C11): their members are found as
 * members of the enclosing struct, at the right offsets. */
struct anon {
	int tag;
	union {
		long l;
		double d;
		struct { char lo, hi; };
	};
	struct {
		char *name;
		union { unsigned flags; short pair[2]; };
	};
};
union u { struct { int a, b; }; long long ab; };
void f(struct anon *p, union u v)
{
	p->l;
	p->d * 2;
	p->lo;
	p->hi + p->lo;
	p->name;
	p->flags;
	p->pair;
	v.a;
	v.ab;
	&v.b;
	(char (*)[sizeof(struct anon)])0;
	(char (*)[__builtin_offsetof(struct anon, hi)])0;
	(char (*)[__builtin_offsetof(struct anon, flags)])0;
	(char (*)[__builtin_offsetof(struct anon, pair[1])])0;
	(char (*)[__builtin_offsetof(union u, b)])0;
	(char (*)[sizeof(union u)])0;
}
/*
 * check-types-start
 * anonymous-members.c:18:2: long: p -> l
 * anonymous-members.c:19:2: double: p -> d * 2
 * anonymous-members.c:20:2: char: p -> lo
 * anonymous-members.c:21:2: int: p -> hi + p -> lo
 * anonymous-members.c:22:2: char *: p -> name
 * anonymous-members.c:23:2: unsigned int: p -> flags
 * anonymous-members.c:24:2: short [2]: p -> pair
 * anonymous-members.c:25:2: int: v . a
 * anonymous-members.c:26:2: long long: v . ab
 * anonymous-members.c:27:2: int *: & v . b
 * anonymous-members.c:28:2: char (*)[32]: ( char ( * ) [ sizeof ( struct anon ) ] ) 0
 * anonymous-members.c:29:2: char (*)[9]: ( char ( * ) [ __builtin_offsetof ( struct anon , hi ) ] ) 0
 * anonymous-members.c:30:2: char (*)[24]: ( char ( * ) [ __builtin_offsetof ( struct anon , flags ) ] ) 0
 * anonymous-members.c:31:2: char (*)[26]: ( char ( * ) [ __builtin_offsetof ( struct anon , pair [ 1 ] ) ] ) 0
 * anonymous-members.c:32:2: char (*)[4]: ( char ( * ) [ __builtin_offsetof ( union u , b ) ] ) 0
 * anonymous-members.c:33:2: char (*)[8]: ( char ( * ) [ sizeof ( union u ) ] ) 0
 * check-types-end
 */
