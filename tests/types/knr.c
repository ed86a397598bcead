/* K&R (old-style) function definitions: an identifier list, then the
 * declarations of the parameters; parameters not declared are int. */
int old1(a, b)
	int a;
	char *b;
{
	a;
	b;
	b[a];
	return a;
}
long old2(x, y, z)
	double z;
	register long x;
{
	x;
	y;
	z;
	return x;
}
old3(p)
	short *p;
{
	p;
	*p + 1;
	return 0;
}
char old4(arr, fn)
	int arr[10];
	int (*fn)();
{
	arr;
	fn;
	fn(1, 2);
	return 0;
}
void calls(void)
{
	old1(1, "x");
	old2(1L, 2, 3.0);
	old3(0);
	old4(0, 0);
	old3;
}
/*
 * check-types-start
 * knr.c:7:2: int: a
 * knr.c:8:2: char *: b
 * knr.c:9:2: char: b [ a ]
 * knr.c:16:2: long: x
 * knr.c:17:2: int: y
 * knr.c:18:2: double: z
 * knr.c:24:2: short *: p
 * knr.c:25:2: int: * p + 1
 * knr.c:32:2: int *: arr
 * knr.c:33:2: int (*)(): fn
 * knr.c:34:2: int: fn ( 1 , 2 )
 * knr.c:39:2: int: old1 ( 1 , "x" )
 * knr.c:40:2: long: old2 ( 1L , 2 , 3.0 )
 * knr.c:41:2: int: old3 ( 0 )
 * knr.c:42:2: char: old4 ( 0 , 0 )
 * knr.c:43:2: int (): old3
 * check-types-end
 */
