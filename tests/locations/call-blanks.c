/*
 * check-name: columns after a call F(A) whose argument is an object-like macro
 * check-exit: 1
 * check-findings-start
 * call-blanks.c:14:36: zero-as-null
 * call-blanks.c:14:46: zero-as-null
 * call-blanks.c:15:43: zero-as-null
 * check-findings-end
 */
#define F(x) (x)
#define A 1
#define G(x, y) ((x) + (y))
#define B A
char *f(void) { if (F(A)  ) return 0; return 0; }
char *g(void) { if (G(B, F(A))   ) return 0; return (char *)1; }
