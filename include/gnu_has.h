/* gnu_has.h -- GCC's __has_attribute / __has_builtin answers (see gnu_has.c). */
#ifndef NULLAUDIT_GNU_HAS_H
#define NULLAUDIT_GNU_HAS_H

#include <stdbool.h>

/* x86 targets know more attributes and the __builtin_ia32_* builtins. */
void gnu_has_set_target(bool x86);

/* Value of OP(NAME) in #if; OP is "__has_attribute", "__has_c_attribute",
 * "__has_cpp_attribute" or "__has_builtin". */
long gnu_has(const char *op, const char *name);

#endif
