/* Digraphs in strict C99 (-std=c99): GCC reads them in every mode but
 * strict C90, while trigraphs are read too ({ 0, 0 }: not the universal
 * zero initializer). */
%:define Z 0
int *p = Z;
char *q<:2:> = <% 0, 0 %>;
/*
 * check-name: digraphs under -std=c99
 * check-flags: -std=c99
 * check-exit: 1
 * check-findings-start
 * digraphs-c99.c:4:12: warning: macro 'Z' expands to integer 0, used as null pointer for variable 'p' of type 'int *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * digraphs-c99.c:6:19: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * digraphs-c99.c:6:22: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
