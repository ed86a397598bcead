/* #include_next and __has_include_next (run with -Iinc2 -Iinc1). */
#include <foo.h>
