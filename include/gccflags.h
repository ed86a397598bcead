/* gccflags.h -- predefined macros as gcc's driver flags change them. */
#ifndef NULLAUDIT_GCCFLAGS_H
#define NULLAUDIT_GCCFLAGS_H

#include "util.h"

/* The predefines of PRESET (the target with no flags, "#define N V" lines)
 * after the driver FLAGS in order (-O2, -fsanitize=..., -mno-sse,
 * -std=gnu11, ...), without what stdc-predef.h defines (see
 * gcc_implicit_include). Returns a new string. */
char *gcc_flag_predefines(const char *preset, const StrVec *flags);

/* A driver flag that goes to gcc_flag_predefines rather than to the
 * preprocessor: -O*, -f*, -g*, -m* (but -m32/-m64 pick the preset), -std=,
 * -ansi. */
bool gcc_driver_flag(const char *a);

/* Whether gcc would include stdc-predef.h before the unit (not under
 * -nostdinc or -ffreestanding). */
bool gcc_implicit_include(const StrVec *flags, bool nostdinc);

/* A preprocessor flag whose value is the next argument when written
 * apart: -I, -D, -U, -include, -imacros, -isystem, -iquote, -idirafter. */
bool gcc_pp_flag_takes_arg(const char *a);

/* A -D or -U option at args[i]: sets *op to 'D' or 'U' and *value to
 * "NAME", "NAME=DEF" or "NAME(ARGS)=DEF", and returns the number of
 * arguments it takes (1, or 2 when written apart); 0 for another option. */
int gcc_define_option(const StrVec *args, int i, char *op, const char **value);
/* An option of the include search list (-I, -isystem, -iquote, -idirafter)
 * at args[i]: 1 with its directory joined, 2 followed by it, else 0 (-I-
 * and mcpp's -I1 to -I3 are settings, not directories). */
int gcc_search_dir_option(const StrVec *args, int i);

/* The __STDC_VERSION__ of PREDEFINES ("#define N V" lines, as
 * gcc_flag_predefines makes them), or 0 when it defines none (C90). */
long gcc_stdc_version(const char *predefines);

#endif
