/* #pragma GCC system_header makes the rest of its header a system header,
 * as GCC takes it (mcpp marks its line marker with the flag 3): a finding
 * spelled there is reported at the user's expansion that carried it, or
 * not at all (the 0 in the header's inline function), as for a header of
 * a system directory; --system-headers reports them where spelled. */
#include "pragma-sys/pragma-sys.h"
char *p = PRAGMA_SYS_ZERO;
char *q = 0;
/*
 * check-name: #pragma GCC system_header
 * check-exit: 1
 * check-findings-start
 * pragma-system-header.c:7:11: warning: macro 'PRAGMA_SYS_ZERO' from a system header expands to integer 0, used as null pointer for variable 'p' of type 'char *' [-Wnonliteral-zero-as-null]
 *   no fix: '0' is spelled in the system header pragma-sys/pragma-sys.h:5:25
 * pragma-system-header.c:8:11: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
