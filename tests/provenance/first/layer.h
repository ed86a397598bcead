#include_next <layer.h>
#define NEXT 2
