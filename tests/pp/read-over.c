#define __KDRU(n, d) (((n) + (d) - 1) / (d))
#define DRU __KDRU
#define RATE(rate) DRU(DRU((rate), 100) - 2, 2)
#define OUT(x) x
int a = DRU(DRU(1000, r), n);
int b = RATE(r);
int c = OUT(RATE(r));
