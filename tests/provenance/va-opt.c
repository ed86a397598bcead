#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
#define E
void f(char *, ...);
void g(void) { F(0); F(0, 1); F(0, E); }
