/* _Atomic as a qualifier and as the _Atomic(type-name) specifier; the
 * value of an atomic object is the unqualified type. */
struct node { int v; };
_Atomic int ai;
_Atomic(long) al;
_Atomic(struct node *) head;
int _Atomic *pai;
void f(_Atomic unsigned au, const _Atomic(char) cac)
{
	ai;
	al;
	head;
	head->v;
	pai;
	*pai;
	au;
	cac;
	ai + 1;
	al * 2;
	ai++;
	ai = 5;
	au += 1;
	&ai;
	(int)ai;
	(char (*)[sizeof(_Atomic(long))])0;
}
/*
 * check-types-start
 * atomic.c:10:2: _Atomic int: ai
 * atomic.c:11:2: _Atomic long: al
 * atomic.c:12:2: struct node * _Atomic: head
 * atomic.c:13:2: int: head -> v
 * atomic.c:14:2: _Atomic int *: pai
 * atomic.c:15:2: _Atomic int: * pai
 * atomic.c:16:2: _Atomic unsigned int: au
 * atomic.c:17:2: _Atomic const char: cac
 * atomic.c:18:2: int: ai + 1
 * atomic.c:19:2: long: al * 2
 * atomic.c:20:2: int: ai ++
 * atomic.c:21:2: int: ai = 5
 * atomic.c:22:2: unsigned int: au += 1
 * atomic.c:23:2: _Atomic int *: & ai
 * atomic.c:24:2: int: ( int ) ai
 * atomic.c:25:2: char (*)[8]: ( char ( * ) [ sizeof ( _Atomic ( long ) ) ] ) 0
 * check-types-end
 */
