#include "../../kconfig.h"
#ifndef CONFIG_B
char *b_module = 0;
#endif
