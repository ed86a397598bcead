#include "kconfig.h"
#ifdef CONFIG_A
#ifndef CONFIG_F
char *af = 0;
#endif
#endif
#ifndef CONFIG_A
int no_a;
#endif
#ifdef CONFIG_C
#include "hmid.h"
#endif
#ifndef CONFIG_C
int no_c;
#endif
