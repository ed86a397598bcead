#define udelay(n) (__builtin_constant_p(n) ? 1 : f(n))
#define WRAP(x) x
int a = udelay(p->udelay);
int b = WRAP(udelay(p->udelay));
int c = WRAP(p->udelay + 1);
