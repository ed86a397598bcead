#define G(name, ...) struct { __VA_ARGS__ } name
#define CONFIG_X 1
G(hdr,
	int a;
#ifdef CONFIG_X
	int b;
#else
	int c;
#endif
	int d;
);
int after = __LINE__;
int x = G(h2,
#if 0
  int zz;
#elif 1
  int yy;
#endif#_X & Y)
#define R(name) S(X_##name)
P(a) Q(b
), y = 3;
#define DEFINED_IN_ARG 7
int z = __LINE__;
