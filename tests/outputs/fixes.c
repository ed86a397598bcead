/* Cases for tests/outputs.sh: SARIF, diff, --fix, --baseline. */
#include <stddef.h>
#define NONE 0
struct s { char *name; int n; };
void use(char *p);
int f(char *p, int k)
{
	char *q = 0;
	int i = NULL;
	struct s x = { 0, NULL };
	use(0);
	use(NONE);
	if (p == 0)
		return k;
	q = p;
	(void)q;
	(void)i;
	(void)x;
	return 1;
}
