/* -include both.h: the working directory's is taken before the -I one */
#define BOTH_FROM_CWD 1
