/* _Pragma in a macro: mcpp without -K writes #pragma lines, and no
 * record of its -K mode (a PROV_SPLIT once made tokens of its bytes) */
#define __diag_str1(s) #s
#define __diag_str(s) __diag_str1(s)
#define __diag(s) _Pragma(__diag_str(GCC diagnostic s))
#define NOWARN(option, block) \
	__diag(push); \
	__diag(ignored #option); \
	block \
	__diag(pop);
void f(int x)
{
	NOWARN(-Wformat, {
		x = 1;
	})
}
