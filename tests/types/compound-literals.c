/* Compound literals: lvalues of the named type, arrays completed by
 * their initializer, members, addresses, at file scope. */
struct pt { int x, y; char *name; };
int *file_scope = (int[]){ 1, 2, 3 };
void f(int i)
{
	(struct pt){ 1, 2, 0 };
	(struct pt){ .y = i }.y;
	&(struct pt){ 0 };
	(int[]){ 1, 2, 3 };
	(int[]){ [5] = 1 };
	(char[]){ "abc" };
	(char[8]){ 0 };
	(int[]){ 1, 2 }[1];
	*(long[2]){ 1, 2 };
	(const int){ 7 };
	(struct pt[]){ { 1 }, { 2 } };
	((struct pt){ 0 }).name;
	sizeof((int[]){ 1, 2, 3 });
	(char (*)[sizeof((int[]){ 1, 2, 3 })])0;
	(double){ i } + 1;
}
/*
 * check-types-start
 * compound-literals.c:7:2: struct pt: ( struct pt ) { 1 , 2 , 0 }
 * compound-literals.c:8:2: int: ( struct pt ) { . y = i } . y
 * compound-literals.c:9:2: struct pt *: & ( struct pt ) { 0 }
 * compound-literals.c:10:2: int [3]: ( int [ ] ) { 1 , 2 , 3 }
 * compound-literals.c:11:2: int [6]: ( int [ ] ) { [ 5 ] = 1 }
 * compound-literals.c:12:2: char [4]: ( char [ ] ) { "abc" }
 * compound-literals.c:13:2: char [8]: ( char [ 8 ] ) { 0 }
 * compound-literals.c:14:2: int: ( int [ ] ) { 1 , 2 } [ 1 ]
 * compound-literals.c:15:2: long: * ( long [ 2 ] ) { 1 , 2 }
 * compound-literals.c:16:2: const int: ( const int ) { 7 }
 * compound-literals.c:17:2: struct pt [2]: ( struct pt [ ] ) { { 1 } , { 2 } }
 * compound-literals.c:18:2: char *: ( ( struct pt ) { 0 } ) . name
 * compound-literals.c:19:2: unsigned long: sizeof ( ( int [ ] ) { 1 , 2 , 3 } )
 * compound-literals.c:20:2: char (*)[12]: ( char ( * ) [ sizeof ( ( int [ ] ) { 1 , 2 , 3 } ) ] ) 0
 * compound-literals.c:21:2: double: ( double ) { i } + 1
 * check-types-end
 */
