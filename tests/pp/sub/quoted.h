/* -include quoted.h, found on the -iquote path before -I (preinclude.c) */
#define QUOTED_FROM_IQUOTE 1
