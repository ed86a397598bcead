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
 * golden-outputs.c:2:14: warning: macro 'NONE' expands to integer 0, used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * golden-outputs.c:7:12: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 * check-golden: outputs
 */
