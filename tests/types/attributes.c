/* GNU attributes in every position GCC accepts them, and the attributes
 * that change types: packed, aligned, mode, vector_size, transparent_union,
 * sentinel. */
__attribute__((unused)) static int a1;
static __attribute__((unused)) int a2;
static int __attribute__((unused)) a3;
static int a4 __attribute__((unused));
static int a5 __attribute__((unused)) = 5, __attribute__((unused)) a6;
static int *__attribute__((unused)) a7;
static long __attribute__((unused)) *a8;
struct __attribute__((packed)) pk { char c; int i; };
struct pk2 { char c; int i; } __attribute__((packed));
struct pk3 { char c; int i __attribute__((packed)); };
struct __attribute__((aligned(16))) al16 { int i; };
struct alm { char c; int i __attribute__((aligned(8))); };
typedef int vec4 __attribute__((vector_size(16)));
typedef int __attribute__((mode(DI))) di_t;
typedef unsigned int __attribute__((__mode__(__QI__))) uqi_t;
typedef float __attribute__((mode(DF))) df_t;
union __attribute__((transparent_union)) tu { int *ip; long *lp; };
void takes_tu(union tu);
void sent(const char *, ...) __attribute__((sentinel));
__attribute__((noreturn)) void nr(void);
void (__attribute__((noreturn)) *nrp)(void);
int arr_attr[4] __attribute__((aligned(32)));
int __attribute__((const)) cf(int);
void f(int *ip, int p __attribute__((unused)), char *__attribute__((unused)) q)
{
	__attribute__((unused)) int l1 = 0;
	int l2 __attribute__((unused)) = 0;
	vec4 v = {1, 2, 3, 4};
	di_t d = 1;
	uqi_t uq = 1;
	df_t df = 1;
	a1;
	a2;
	a3;
	a4;
	a5;
	a6;
	a7;
	a8;
	l1 + l2;
	p;
	q;
	(char (*)[sizeof(struct pk)])0;
	(char (*)[sizeof(struct pk2)])0;
	(char (*)[sizeof(struct pk3)])0;
	(char (*)[_Alignof(struct al16)])0;
	(char (*)[sizeof(struct al16)])0;
	(char (*)[sizeof(struct alm)])0;
	v;
	(char (*)[sizeof(vec4)])0;
	d;
	d + 1;
	(char (*)[sizeof(di_t)])0;
	uq + 1;
	(char (*)[sizeof(uq)])0;
	df * 1.0f;
	takes_tu(ip);
	sent("a", "b", (char *)0);
	nr;
	nrp;
	arr_attr;
	cf(1);
}
/*
 * check-types-start
 * attributes.c:35:2: int: a1
 * attributes.c:36:2: int: a2
 * attributes.c:37:2: int: a3
 * attributes.c:38:2: int: a4
 * attributes.c:39:2: int: a5
 * attributes.c:40:2: int: a6
 * attributes.c:41:2: int *: a7
 * attributes.c:42:2: long *: a8
 * attributes.c:43:2: int: l1 + l2
 * attributes.c:44:2: int: p
 * attributes.c:45:2: char *: q
 * attributes.c:46:2: char (*)[5]: ( char ( * ) [ sizeof ( struct pk ) ] ) 0
 * attributes.c:47:2: char (*)[5]: ( char ( * ) [ sizeof ( struct pk2 ) ] ) 0
 * attributes.c:48:2: char (*)[5]: ( char ( * ) [ sizeof ( struct pk3 ) ] ) 0
 * attributes.c:49:2: char (*)[16]: ( char ( * ) [ _Alignof ( struct al16 ) ] ) 0
 * attributes.c:50:2: char (*)[16]: ( char ( * ) [ sizeof ( struct al16 ) ] ) 0
 * attributes.c:51:2: char (*)[16]: ( char ( * ) [ sizeof ( struct alm ) ] ) 0
 * attributes.c:52:2: vec4: v
 * attributes.c:53:2: char (*)[16]: ( char ( * ) [ sizeof ( vec4 ) ] ) 0
 * attributes.c:54:2: di_t: d
 * attributes.c:55:2: long: d + 1
 * attributes.c:56:2: char (*)[8]: ( char ( * ) [ sizeof ( di_t ) ] ) 0
 * attributes.c:57:2: int: uq + 1
 * attributes.c:58:2: char (*)[1]: ( char ( * ) [ sizeof ( uq ) ] ) 0
 * attributes.c:59:2: double: df * 1.0f
 * attributes.c:60:2: void: takes_tu ( ip )
 * attributes.c:61:2: void: sent ( "a" , "b" , ( char * ) 0 )
 * attributes.c:62:2: void (void): nr
 * attributes.c:63:2: void (*)(void): nrp
 * attributes.c:64:2: int [4]: arr_attr
 * attributes.c:65:2: int: cf ( 1 )
 * check-types-end
 */
