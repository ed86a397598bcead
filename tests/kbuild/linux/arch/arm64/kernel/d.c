char *arm64_only(void) { return 0; }
