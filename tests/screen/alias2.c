#define NIL ((void *)0)
#define NONE NIL
int i = NONE;
long arr[4];
long k(void) { return arr[NIL != 0]; }
