/* --fix-style=kernel: a comparison with 0 written on one line outside
 * macros becomes the kernel's idiom, the whole comparison replaced (the
 * text output underlines all of it); elsewhere the fix is NULL. */
#include <stddef.h>
#define IS_NONE(p) ((p) == 0)
int f(char *p, char *q)
{
	if (p == 0)
		return 1;
	if (0 != q)
		return 2;
	if (p ==
	    0)
		return 3;
	q = 0;
	return IS_NONE(q) + (p != 0);
}
/*
 * check-name: kernel fix style replaces the whole comparison
 * check-flags: --fix-style=kernel
 * check-exit: 1
 * check-findings-start
 * kernel-fix-style.c:5:28: warning: plain integer 0 in the body of macro 'IS_NONE' used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * kernel-fix-style.c:8:11: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use !p [-Wzero-as-null]
 *   fix: 'p == 0' -> '!p'
 * kernel-fix-style.c:10:6: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use q [-Wzero-as-null]
 *   fix: '0 != q' -> 'q'
 * kernel-fix-style.c:13:6: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * kernel-fix-style.c:15:6: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * kernel-fix-style.c:16:28: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use p [-Wzero-as-null]
 *   fix: 'p != 0' -> 'p'
 * check-findings-end
 * check-notes-start
 * kernel-fix-style.c:16:9: note: in expansion of macro 'IS_NONE'
 * check-notes-end
 */
