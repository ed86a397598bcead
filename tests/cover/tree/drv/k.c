#ifndef CONFIG_K
int k_off;
#endif
