#if defined(CONFIG_BIG_PAGES) && defined(CONFIG_PT_CHECK)
char *big = 0;
#endif
#ifndef CONFIG_PT_CHECK
char *nocheck = 0;
#endif
#ifndef CONFIG_G
char *nog = 0;
#endif
