#include <demo/netdev.h>

#ifdef CONFIG_DEMO_DEBUG
static char *debug_name(void)
{
	return 0;
}
#else
static inline char *debug_name(void)
{
	return NULL;
}
#endif

const char *demo_stub_name(void)
{
	return debug_name();
}
