#include <generated/autoconf.h>
#define NULL ((void *)0)
