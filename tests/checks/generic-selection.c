/* _Generic is its selected association: a plain 0 selected where a pointer
 * is wanted is a null pointer constant (GCC and clang take it as one), and
 * NULL selected where an integer is wanted is NULL used as an integer. The
 * associations not selected are not converted, so they are not findings. */
#include <stddef.h>
int x;
char *p = _Generic(x, int: 0, default: NULL);
int i = _Generic(x, int: NULL, default: 0);
char *r = _Generic(x, long: 0, default: NULL);
int k = _Generic(x, int: 0, default: 1);
char *d = _Generic(x, long: NULL, default: 0);
int f(char *q)
{
	if (q == _Generic(x, int: 0, default: q))
		return 1;
	q = _Generic((char)x, char: (0), default: q);
	return _Generic(x, double: 0, default: NULL) != 0;
}
/*
 * check-name: _Generic selects one association; only it is converted
 * check-exit: 1
 * check-findings-start
 * generic-selection.c:7:28: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * generic-selection.c:8:26: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * generic-selection.c:11:44: warning: plain integer 0 used as null pointer for variable 'd' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * generic-selection.c:14:28: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * generic-selection.c:16:31: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * generic-selection.c:17:50: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'void *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
