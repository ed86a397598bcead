/* Before C23, bool is an ordinary name (it is a keyword only with
 * -std=c2x, and a macro of <stdbool.h>): gdbm's tools/var.c has
 * `union value { char *string; int bool; int num; }` and `vp->bool = 1`,
 * which were untyped, so a NULL stored there was not seen; older code
 * also has `typedef int bool;`. */
#include <stddef.h>
typedef int bool;
union value {
	char *string;
	int bool;
};
bool f(union value *vp)
{
	bool ok = NULL;
	vp->bool = NULL;
	vp->string = 0;
	return ok;
}
/*
 * check-name: bool is an ordinary name before C23
 * check-exit: 1
 * check-findings-start
 * bool-name.c:14:12: warning: NULL used as an integer of type 'bool'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * bool-name.c:15:13: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * bool-name.c:16:15: warning: plain integer 0 used as null pointer for member 'string' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
