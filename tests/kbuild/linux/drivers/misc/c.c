char *misc(void) { return 0; }
