#define ZERO 0
#define ID(x) x
#define TWICE(x) ID(x) + ID(ZERO)
#define CAT(a, b) a##b
#define STR(x) #x
#define XSTR(x) STR(x)
#define PRE(x) ID(x)
#ifdef ALT
#define PICK 1
#else
#define PICK 2
#endif
int a = ZERO;
int b = ID(7);
int c = TWICE(5);
int d = CAT(1, 2);
const char *e = XSTR(ZERO);
int f = PRE(ZERO);
int g = PICK;
#include <layer.h>
int h = FORCED + NEXT;
#ifdef ALT
int alt_only = 1;
#else
int not_alt = 2;
#endif
