#if defined(CONFIG_BIG_PAGES) && defined(CONFIG_PT_CHECK)
char *big = 0;
#endif
#ifndef CONFIG_PT_CHECK
char *nocheck = 0;
#endif
#ifndef CONFIG_G
char *nog = 0;
#endif
#if defined(CONFIG_BIG_PAGES) && defined(CONFIG_G)
char *bigg = 0;
#endif
#ifdef CONFIG_BIG_PAGES
char *onlybig = 0;
#endif
