#include <stddef.h>
int g(int x) { return x ? NULL : 0; }
char *h(int x) { return x ? NULL : 0; }
