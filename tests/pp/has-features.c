/* GCC's __has_* operators in #if, checked against gcc -E by tests/pp.sh. */
#ifdef __has_include
int has_include_defined;
#endif
#if defined(__has_attribute) && __has_include(<stddef.h>) && !__has_include("no-such-header.h")
int stddef_found;
#endif
#if __has_include("has-features.c")
int finds_itself;
#endif
#if __has_attribute(__fallthrough__) && __has_attribute(packed) && !__has_attribute(no_such_attribute)
int attributes;
#endif
#if __has_attribute(fallthrough) == 201904 && __has_c_attribute(nodiscard) == 202003
int standard_attributes;
#endif
#if __has_builtin(__builtin_expect) && __has_builtin(__builtin_dynamic_object_size) && !__has_builtin(__builtin_no_such)
int builtins;
#endif
/* gnulib's intprops.h asks for the _p overflow builtins; the C library
 * functions GCC knows are builtins too */
#if __has_builtin(__builtin_mul_overflow_p) && __has_builtin(__builtin_add_overflow_p)
int overflow_p;
#endif
#if __has_builtin(strlen) && __has_builtin(memchr) && __has_builtin(__builtin_assoc_barrier)
int library;
#endif
#if __has_builtin(__builtin_va_arg) || __has_builtin(__builtin_launder) || __has_builtin(not_a_builtin)
int not_builtins;
#endif
#if __has_cpp_attribute(gnu::fallthrough)
int scoped;
#endif
#include <foo.h>
