#define S_(x) #x
#define S(x) S_(x)
int a = __COUNTER__, b = __COUNTER__;
const char *s = S(__COUNTER__);
#include "sub/cnt.h"
int l0 = __INCLUDE_LEVEL__; const char *fn0 = __FILE_NAME__;
#if __COUNTER__ == 3
int ok;
#endif
#define S_(x) #x
#define S(x) S_(x)
#define TWICE(c) S(c) S(c) c c
#define IB() TWICE(__COUNTER__)
const char *a = IB();
const char *b = IB();
