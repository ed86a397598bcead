/* A _Pragma() in a macro that the preprocessor carries out without a
 * #pragma line (push_macro, pop_macro, once; gcc -E writes none either):
 * mcpp still cuts the expansion's line there, and the rest of the
 * expansion was taken for top-level text on the next line (the body's 0
 * reported in the statement after the call). mcpp patch 0100 marks the
 * cut with a record, so the expansion goes on after it. */
#define X 1
#define SAVE(v) _Pragma("push_macro(\"X\")") int *v = 0; int w_##v = X;
#define LOAD(v) _Pragma("pop_macro(\"X\")") char *v = 0
SAVE(a) char *b = 0;
LOAD(c); int *d = 0;
int *e = 0;
/*
 * check-name: _Pragma carried out without a #pragma line keeps the expansion
 * check-exit: 1
 * check-findings-start
 * pragma-consumed.c:8:55: warning: plain integer 0 in the body of macro 'SAVE' used as null pointer for variable 'a' of type 'int *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * pragma-consumed.c:9:55: warning: plain integer 0 in the body of macro 'LOAD' used as null pointer for variable 'c' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * pragma-consumed.c:10:19: warning: plain integer 0 used as null pointer for variable 'b' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * pragma-consumed.c:11:19: warning: plain integer 0 used as null pointer for variable 'd' of type 'int *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * pragma-consumed.c:12:10: warning: plain integer 0 used as null pointer for variable 'e' of type 'int *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
