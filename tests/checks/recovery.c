struct s { char *p; };
void f(char *p);
int broken(void)
{
	int x = 1 +* ;
	f(0);
	return x;
}
int also(void) { f(0); return unknown_call(0) + undeclared; }
void later(char *q) { q = 0; f(q); }
/*
 * check-name: a parse error is reported with its location; parsing resumes at the next statement
 * check-exit: 1
 * check-findings-start
 * recovery.c:6:4: warning: plain integer 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * recovery.c:9:20: warning: plain integer 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * recovery.c:10:27: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 * check-errors-start
 * recovery.c:5:15: expected an expression before ';' [parse]
 * check-errors-end
 */
