??=include <stddef.h>
??=define Z 0
??=define IDX(a, i) a??(i??)
int *p = Z;
char *s = "a??/"", *t = 0;
int a??(2??) = ??< 1, 2 ??>; int *u = 0;
int *v??(1??) = ??< IDX(a, 0) ? 0 : NULL ??>;
int *w = ??/
0;
char *s3 = "??/"", *t3 = 0; /* a
comment */ int *u3 = 0;
??=define ID(x) x
char *s4 = ID("? ="), *t4 = 0;
/* Trigraphs, which GCC replaces under -std=c99 (and every strict mode,
 * -ansi): mcpp left them as they were, so "a??/"" ended its string at
 * the second quote and the ??( ??) ??< ??> were tokens the parser did
 * not know; and a token after a trigraph is placed by the source's bytes,
 * three of them for each trigraph; ??/ at the end of a line splices it,
 * and escapes a quote (the logical lines are found with them); "? =" is
 * no trigraph.
 * check-name: trigraphs under -std=c99
 * check-flags: -std=c99
 * check-exit: 1
 * check-findings-start
 * trigraphs.c:2:13: warning: macro 'Z' expands to integer 0, used as null pointer for variable 'p' of type 'int *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * trigraphs.c:5:25: warning: plain integer 0 used as null pointer for variable 't' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * trigraphs.c:6:39: warning: plain integer 0 used as null pointer for variable 'u' of type 'int *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * trigraphs.c:7:33: warning: plain integer 0 used as null pointer for variable 'v' of type 'int *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * trigraphs.c:9:1: warning: plain integer 0 used as null pointer for variable 'w' of type 'int *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * trigraphs.c:10:26: warning: plain integer 0 used as null pointer for variable 't3' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * trigraphs.c:11:22: warning: plain integer 0 used as null pointer for variable 'u3' of type 'int *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * trigraphs.c:13:29: warning: plain integer 0 used as null pointer for variable 't4' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * check-findings-end
 */
