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
 * comment-runs.c:7:28: zero-as-null
 * comment-runs.c:7:54: zero-as-null
 * comment-runs.c:8:18: zero-as-null
 * check-findings-end
 */
