/* A macro call over two lines, then an operator of two bytes: without -K
 * mcpp goes on at a new output line after it. Passed a byte at a time
 * (mcpp patch 0102 at first), "!=" came out as "! =". */
#define CMP(a, b) ((a) - (b))
int f(int v, int w)
{
	return CMP(v,
		   w) != 0 && CMP(w,
		   v) >= 1;
}
