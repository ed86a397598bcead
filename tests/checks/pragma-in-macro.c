/* _Pragma() in a macro's expansion: mcpp puts its #pragma lines out
 * between the text before and after it, inside the expansion, so the
 * expansion spans output lines; and the lines after it are numbered again
 * (mcpp patch 0099: its last line marker was for the same line, and none
 * was written). Findings in the macro's arguments, later on the same line
 * and on the lines after it keep their places (glib's
 * G_GNUC_BEGIN_IGNORE_DEPRECATIONS, the kernel's __diag_push()). */
#include <stddef.h>
#define DO_PRAGMA(x) _Pragma(#x)
#define BEGIN_IGNORE _Pragma("GCC diagnostic push") \
	_Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define END_IGNORE _Pragma("GCC diagnostic pop")
#define QUIET(e) DO_PRAGMA(GCC diagnostic push) e; _Pragma("GCC diagnostic pop")
int g(char *p);
void f(char *s)
{
	int x = 0;
	QUIET(g(0));
	QUIET(x = s == 0);
	BEGIN_IGNORE
	char *q = 0;
	END_IGNORE int y = NULL; char *r = 0;
	x = s != 0;
}
char *late = 0;
/*
 * check-name: _Pragma in a macro's expansion keeps the locations around it
 * check-exit: 1
 * check-findings-start
 * pragma-in-macro.c:18:10: warning: plain integer 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * pragma-in-macro.c:19:17: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * pragma-in-macro.c:21:12: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * pragma-in-macro.c:22:21: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * pragma-in-macro.c:22:37: warning: plain integer 0 used as null pointer for variable 'r' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * pragma-in-macro.c:23:11: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * pragma-in-macro.c:25:14: warning: plain integer 0 used as null pointer for variable 'late' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
