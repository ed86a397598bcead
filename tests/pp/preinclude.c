/* GCC's -include FILE: the working directory, then the #include "..."
 * chain (run with -include preinc.h -include quoted.h -include both.h
 * -iquote sub -Iinc1). mcpp looked in the working directory only and
 * dropped the others without a word. */
int found = PREINC_FOUND;
int quoted_iquote = QUOTED_FROM_IQUOTE;
int quoted_i = QUOTED_FROM_I;
int both_cwd = BOTH_FROM_CWD;
int both_i = BOTH_FROM_I;
const char *file = __FILE__;
