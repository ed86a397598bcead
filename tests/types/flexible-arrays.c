/* Flexible array members (C99) and GNU zero-length arrays: the member's
 * type, and the struct's size without them. */
struct fa { int n; char data[]; };
struct za { long n; short data[0]; };
struct fal { char c; long tail[]; };
struct fa gfa = { 1, { 'a', 'b' } };
void f(struct fa *p, struct za *q, struct fal *r)
{
	p->data;
	p->data[3];
	p->data + 1;
	q->data;
	q->data[1];
	r->tail;
	&p->data;
	(char (*)[sizeof(struct fa)])0;
	(char (*)[sizeof(struct za)])0;
	(char (*)[sizeof(struct fal)])0;
	(char (*)[__builtin_offsetof(struct fa, data)])0;
	(char (*)[__builtin_offsetof(struct fal, tail)])0;
	(char (*)[__builtin_offsetof(struct fal, tail[2])])0;
	gfa.data;
}
/*
 * check-types-start
 * flexible-arrays.c:9:2: char []: p -> data
 * flexible-arrays.c:10:2: char: p -> data [ 3 ]
 * flexible-arrays.c:11:2: char *: p -> data + 1
 * flexible-arrays.c:12:2: short [0]: q -> data
 * flexible-arrays.c:13:2: short: q -> data [ 1 ]
 * flexible-arrays.c:14:2: long []: r -> tail
 * flexible-arrays.c:15:2: char (*)[]: & p -> data
 * flexible-arrays.c:16:2: char (*)[4]: ( char ( * ) [ sizeof ( struct fa ) ] ) 0
 * flexible-arrays.c:17:2: char (*)[8]: ( char ( * ) [ sizeof ( struct za ) ] ) 0
 * flexible-arrays.c:18:2: char (*)[8]: ( char ( * ) [ sizeof ( struct fal ) ] ) 0
 * flexible-arrays.c:19:2: char (*)[4]: ( char ( * ) [ __builtin_offsetof ( struct fa , data ) ] ) 0
 * flexible-arrays.c:20:2: char (*)[8]: ( char ( * ) [ __builtin_offsetof ( struct fal , tail ) ] ) 0
 * flexible-arrays.c:21:2: char (*)[24]: ( char ( * ) [ __builtin_offsetof ( struct fal , tail [ 2 ] ) ] ) 0
 * flexible-arrays.c:22:2: char []: gfa . data
 * check-types-end
 */
