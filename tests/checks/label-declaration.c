/* A label, case or default followed by a declaration (C23; GCC accepts it
 * in every mode): grep's lib/dfa.c has `stray_backslash: char const *p;`,
 * which stopped the unit ("expected ';'"). The declarations are checked. */
#include <stddef.h>
int f(int c)
{
	switch (c) {
	case 1:
		char *p = 0;
		return p != NULL;
	default:
		int n = NULL;
		return n;
	}
again:
	char *q = 0;
	if (q)
		goto again;
	return 0;
}
/*
 * check-name: a declaration after a label, case or default
 * check-exit: 1
 * check-findings-start
 * label-declaration.c:9:13: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * label-declaration.c:12:11: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * label-declaration.c:16:12: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
