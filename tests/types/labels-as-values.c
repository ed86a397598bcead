/* GNU labels as values: &&label is void *, computed goto, __label__. */
void f(int i)
{
	static void *table[] = { &&zero, &&one };
	void *target = &&one;
	&&zero;
	table[i];
	*table;
	&&one - &&zero;
	goto *table[i];
zero:
	i;
	goto *target;
one:
	({ __label__ inner; void *q = &&inner; goto *q; inner: i; });
	i ? &&zero : &&one;
}
/*
 * check-types-start
 * labels-as-values.c:6:2: void *: && zero
 * labels-as-values.c:7:2: void *: table [ i ]
 * labels-as-values.c:8:2: void *: * table
 * labels-as-values.c:9:2: long: && one - && zero
 * labels-as-values.c:12:2: int: i
 * labels-as-values.c:15:57: int: i
 * labels-as-values.c:15:2: int: ( { __label__ inner ; void * q = && inner ; goto * q ; inner : i ; } )
 * labels-as-values.c:16:2: void *: i ? && zero : && one
 * check-types-end
 */
