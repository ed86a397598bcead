/* no group of its own: read only with CONFIG_C (h.c:11), it reads hc.h */
#include "hc.h"
