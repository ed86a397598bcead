/* Typedef names are ordinary identifiers: a variable, a parameter or an
 * inner declaration hides them, and the name is a type again when that
 * scope ends. */
typedef int T;
typedef char *S;
T gt;
void params(double T, S s)
{
	T;
	T * 2;
	s;
}
void inner(void)
{
	T a = 0;
	a;
	{
		long T = 1;
		T;
		T + 1u;
		{
			typedef short T;
			T b = 0;
			b;
			b + b;
			sizeof(T);
			(char (*)[sizeof(T)])0;
		}
		T * 2;
	}
	(T)1.5;
	sizeof(T);
	(char (*)[sizeof(T)])0;
	for (S T = 0; T; T++)
		T;
	(T *)0;
}
struct st { T T; S S; };
void members(struct st *p)
{
	p->T;
	p->S;
	T x = 0, y = x;
	y;
}
enum { S_A };
void after(void)
{
	T: ;
	gt;
}
/*
 * check-types-start
 * typedef-scope.c:9:2: double: T
 * typedef-scope.c:10:2: double: T * 2
 * typedef-scope.c:11:2: char *: s
 * typedef-scope.c:16:2: T: a
 * typedef-scope.c:19:3: long: T
 * typedef-scope.c:20:3: long: T + 1u
 * typedef-scope.c:24:4: T: b
 * typedef-scope.c:25:4: int: b + b
 * typedef-scope.c:26:4: unsigned long: sizeof ( T )
 * typedef-scope.c:27:4: char (*)[2]: ( char ( * ) [ sizeof ( T ) ] ) 0
 * typedef-scope.c:29:3: long: T * 2
 * typedef-scope.c:31:2: T: ( T ) 1.5
 * typedef-scope.c:32:2: unsigned long: sizeof ( T )
 * typedef-scope.c:33:2: char (*)[4]: ( char ( * ) [ sizeof ( T ) ] ) 0
 * typedef-scope.c:35:3: char *: T
 * typedef-scope.c:36:2: T *: ( T * ) 0
 * typedef-scope.c:41:2: T: p -> T
 * typedef-scope.c:42:2: char *: p -> S
 * typedef-scope.c:44:2: T: y
 * typedef-scope.c:50:2: T: gt
 * check-types-end
 */
