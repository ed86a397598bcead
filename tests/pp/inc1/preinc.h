/* -include preinc.h, found on the -I path (preinclude.c) */
#define PREINC_FOUND 1
