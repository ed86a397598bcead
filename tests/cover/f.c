#include "kconfig.h"
#ifdef DEBUG
char *dbg = 0;
#endif
#ifdef VERBOSE
int verbose;
#endif
#if defined(DEBUG) && !defined(CONFIG_F)
int debug_not_f;
#endif
#ifdef BROKEN
#error "BROKEN is not for building"
#endif
