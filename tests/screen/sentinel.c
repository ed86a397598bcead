void run(const char *f, ...) __attribute__((sentinel));
void go(void) { run("a", "b", 0); }
