/* Text and JSON outputs compared byte for byte with tests/golden/outputs.*. */
#define NONE 0
void use(char *p);
int n = (int)(long)(void *)0;
void f(void)
{
	char *p = 0;
	use(NONE);
	(void)p;
}
/*
 * check-name: golden text and JSON output
 * check-flags: -DNULL=((void*)0)
 * check-exit: 1
 * check-findings-start
 * golden-outputs.c:2:14: nonliteral-zero-as-null
 * golden-outputs.c:7:12: zero-as-null
 * check-findings-end
 * check-golden: outputs
 */
