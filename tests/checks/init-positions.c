/* Where each item of an initializer list goes (C11 6.7.9): after a string
 * that fills a char array, after a nested designator, past unnamed
 * bit-fields, through brace elision, into anonymous members and unions. */
#include <stddef.h>
struct T { char name[8]; void *addr; };
struct T t1 = {"", 0};
#define NUL {"", 0},
struct T tab[2] = { NUL NUL };
struct In { int k; int j; };
struct Out { struct In in; char *r; };
struct Out o1 = {.in.k = 1, 0, 0};
struct Out o2 = {.in.k = 1, NULL, NULL};
struct P { char *a; int b; };
struct P x[2] = {[0].a = "s", 0, [1] = {"t", NULL}};
struct S { int a[3]; char *b; } s1 = {.a[0] = 1, 0, 0, 0};
struct B1 { int a; int :4; int b; char *p; } b1 = {1, 2, 0};
struct B2 { int a; int :4; char *p; int c; } b2 = {1, "x", NULL};
struct B { int v; char *p; } brr[] = {1, 0, 2, 0};
_Static_assert(sizeof brr == 2 * sizeof(struct B), "two elements");
int m[][2] = {1, 2, 3, 4, 5};
_Static_assert(sizeof m == 3 * sizeof m[0], "three rows");
int *pm[2][2] = {[0][0] = 0, 0, 0};
struct An { int a; struct { char *c; int d; }; union { int e; char *f; }; } an = {.c = 0, 0, 0};
union U { int i; char *p; } u1 = {0}, u2 = {.p = 0};
struct W { struct T t; char *w; } w1 = {"", 0, 0};
char names[][4] = {"a", "b", "c"};
_Static_assert(sizeof names == 12, "three names");
/*
 * check-name: each initializer item goes to the subobject C says
 * check-exit: 1
 * check-findings-start
 * init-positions.c:6:20: warning: plain integer 0 used as null pointer for member 'addr' of type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:7:18: warning: plain integer 0 in the body of macro 'NUL' used as null pointer for member 'addr' of type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:11:32: warning: plain integer 0 used as null pointer for member 'r' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:12:29: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * init-positions.c:14:46: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * init-positions.c:15:56: warning: plain integer 0 used as null pointer for member 'b' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:16:58: warning: plain integer 0 used as null pointer for member 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:17:60: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * init-positions.c:18:42: warning: plain integer 0 used as null pointer for member 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:18:48: warning: plain integer 0 used as null pointer for member 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:22:27: warning: plain integer 0 used as null pointer for variable 'pm' of type 'int *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:22:30: warning: plain integer 0 used as null pointer for variable 'pm' of type 'int *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:22:33: warning: plain integer 0 used as null pointer for variable 'pm' of type 'int *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:23:88: warning: plain integer 0 used as null pointer for member 'c' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:24:50: warning: plain integer 0 used as null pointer for member 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:25:45: warning: plain integer 0 used as null pointer for member 'addr' of type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * init-positions.c:25:48: warning: plain integer 0 used as null pointer for member 'w' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
