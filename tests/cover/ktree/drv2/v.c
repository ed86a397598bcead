#ifdef CONFIG_A64_FEATURE
char *feature = 0;
#endif
