#ifdef CONFIG_Z
char *z1 = 0;
#endif
int mid;
#ifdef CONFIG_Z
char *z2 = 0;
#endif
#ifdef CONFIG_NEEDS_ARM
char *arm = 0;
#endif
#ifndef CONFIG_K
char *nk = 0;
#endif
