#include "../../kconfig.h"
#if !IS_ENABLED(CONFIG_F)
int f_off;
#endif
#include "mid.h"
