/* Digraphs (C99 6.4.6p3), which GCC reads in every mode but strict C90:
 * %: and %:%: in directives and macro bodies, <: :> <% %> in the code.
 * mcpp read none of them (the %:include was not a directive, and the
 * parser took <: for an unknown token), so the unit was lost. */
%:include <stddef.h>
%:define Z 0
%:define CAT(a, b) a %:%: b
%:define STR(x) %:x
int a<:2:> = <% 0, 1 %>;
int *p = Z;
char *q<:2:> = <% "x", 0 %>;
struct s <% int *m; %> v = <% .m = 0 %>;
int CAT(n, 1) = NULL;
const char *w = STR(<:);
int f(char *s)
<%
	return s<:0:> == 0 || s == 0;
%>
/*
 * check-name: digraphs are read as the punctuators they stand for
 * check-exit: 1
 * check-findings-start
 * digraphs.c:6:12: warning: macro 'Z' expands to integer 0, used as null pointer for variable 'p' of type 'int *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * digraphs.c:11:24: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * digraphs.c:12:36: warning: plain integer 0 used as null pointer for member 'm' of type 'int *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * digraphs.c:13:17: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * digraphs.c:17:29: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
