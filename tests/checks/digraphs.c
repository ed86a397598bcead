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
 * digraphs.c:6:12: nonliteral-zero-as-null
 * digraphs.c:11:24: zero-as-null
 * digraphs.c:12:36: zero-as-null
 * digraphs.c:13:17: null-as-integer
 * digraphs.c:17:29: zero-as-null
 * check-findings-end
 */
