/* read only with CONFIG_C, through hmid.h (h.c:11) */
int hc;
#ifndef CONFIG_K
char *hk = 0;
#endif
