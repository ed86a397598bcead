#define F(x) x __LINE__
#define G(a,b) F(a) b
int a = F(
__LINE__
);
int b = G(1,
2
);
int c = __LINE__;
#if __LINE__ == 10
int ten;
#endif
#define L() __LINE__
#define OUTER(a, b) a b L()
int m = OUTER(1,
   L());
#define MSG(fmt, ...) show(fmt, ##__VA_ARGS__)
int n = MSG("x",
   __LINE__);
