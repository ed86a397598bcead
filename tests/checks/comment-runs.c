/* Places after comments with '/' and '*' runs (http://example.org/a/b),
 * a "/*" inside, *** stars ***, and more lines
 **********************************************************************/
void use(char *p);
void f(void)
{
	char *p = /* a / b * c */ 0; /* ** */ use(/*/ x /*/ 0);
	char *q = /***/ 0 /* http://x/y */ ;
	use(p); use(q);
}
/*
 * check-name: places after comments passed over a run at a time
 * check-exit: 1
 * check-findings-start
 * comment-runs.c:7:28: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * comment-runs.c:7:54: warning: plain integer 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * comment-runs.c:8:18: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
