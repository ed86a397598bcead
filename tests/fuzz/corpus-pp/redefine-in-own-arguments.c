#define F(x) x + 1
int a = F(
#undef F
#define F(y) y y
2);
int b = F(3);
int *p = 0;
