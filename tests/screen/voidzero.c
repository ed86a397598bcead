char *p = (void *)0;
