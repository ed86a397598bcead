#if __has_include_next(<foo.h>)
int next_yes;
#include_next <foo.h>
#endif
