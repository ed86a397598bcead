/* Incomplete types: a struct declared before its body, pointers to it,
 * typedefs of it made before the body; arrays of unknown size completed
 * by a later declaration or by their initializer, or of a struct never. */
struct fwd;
typedef struct fwd fwd_t;
struct fwd *gp;
extern int later[];
int later[5];
extern char msg[];
int init_sized[] = { 1, 2, 3 };
char str_sized[] = "hello";
struct fwd { int a; long b; };
struct self { struct self *next; int v; };
void f(fwd_t *tp, struct self *s)
{
	gp;
	gp->b;
	tp->a;
	later;
	msg;
	msg + 1;
	init_sized;
	str_sized;
	s->next->next;
	s->next->v;
	(char (*)[sizeof(fwd_t)])0;
	(char (*)[sizeof(*gp)])0;
	(char (*)[sizeof later])0;
	(char (*)[sizeof init_sized])0;
	(char (*)[sizeof str_sized])0;
}
void g(void)
{
	struct fwd; /* a new, inner struct fwd */
	struct fwd *ip;
	struct fwd { char c; };
	ip->c;
	(char (*)[sizeof(struct fwd)])0;
}
/* old code that GCC now rejects: an array of a struct never completed,
 * and its alignment asked */
struct never;
extern struct never olds[];
void h(void)
{
	olds;
	__alignof__(olds);
}
/*
 * check-types-start
 * incomplete-types.c:16:2: struct fwd *: gp
 * incomplete-types.c:17:2: long: gp -> b
 * incomplete-types.c:18:2: int: tp -> a
 * incomplete-types.c:19:2: int [5]: later
 * incomplete-types.c:20:2: char []: msg
 * incomplete-types.c:21:2: char *: msg + 1
 * incomplete-types.c:22:2: int [3]: init_sized
 * incomplete-types.c:23:2: char [6]: str_sized
 * incomplete-types.c:24:2: struct self *: s -> next -> next
 * incomplete-types.c:25:2: int: s -> next -> v
 * incomplete-types.c:26:2: char (*)[16]: ( char ( * ) [ sizeof ( fwd_t ) ] ) 0
 * incomplete-types.c:27:2: char (*)[16]: ( char ( * ) [ sizeof ( * gp ) ] ) 0
 * incomplete-types.c:28:2: char (*)[20]: ( char ( * ) [ sizeof later ] ) 0
 * incomplete-types.c:29:2: char (*)[12]: ( char ( * ) [ sizeof init_sized ] ) 0
 * incomplete-types.c:30:2: char (*)[6]: ( char ( * ) [ sizeof str_sized ] ) 0
 * incomplete-types.c:37:2: char: ip -> c
 * incomplete-types.c:38:2: char (*)[1]: ( char ( * ) [ sizeof ( struct fwd ) ] ) 0
 * incomplete-types.c:46:2: struct never []: olds
 * incomplete-types.c:47:2: unsigned long: __alignof__ ( olds )
 * check-types-end
 */
