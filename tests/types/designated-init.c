/* Designated initializers: members, nested, array indexes, GNU ranges
 * [a ... b], the old GNU "member:" form; arrays sized by the largest
 * index. */
struct in { int a; char *p; };
struct out { struct in in; int arr[4]; long l; };
int idx[] = { [3] = 1, [1] = 2 };
int range[] = { [2 ... 6] = 7 };
int mixed[] = { 1, [4] = 2, 3 };
char *names[] = { [0 ... 2] = "x", [9] = 0 };
struct out o1 = { .in.a = 1, .in = { .p = 0 }, .arr[2] = 5, .l = 9 };
struct out o2 = { .arr = { [1 ... 3] = 1 }, .in.p = "s" };
struct in old = { a: 1, p: 0 };
void f(void)
{
	idx;
	range;
	mixed;
	names;
	o1.in.p;
	o2.arr;
	old.a;
	(int[]){ [0 ... 9] = 1 };
	(struct in){ .p = "x", .a = 2 };
	(char (*)[sizeof range / sizeof range[0]])0;
}
/*
 * check-types-start
 * designated-init.c:15:2: int [4]: idx
 * designated-init.c:16:2: int [7]: range
 * designated-init.c:17:2: int [6]: mixed
 * designated-init.c:18:2: char *[10]: names
 * designated-init.c:19:2: char *: o1 . in . p
 * designated-init.c:20:2: int [4]: o2 . arr
 * designated-init.c:21:2: int: old . a
 * designated-init.c:22:2: int [10]: ( int [ ] ) { [ 0 ... 9 ] = 1 }
 * designated-init.c:23:2: struct in: ( struct in ) { . p = "x" , . a = 2 }
 * designated-init.c:24:2: char (*)[7]: ( char ( * ) [ sizeof range / sizeof range [ 0 ] ] ) 0
 * check-types-end
 */
