/* A literal 0 written inside a longer macro body is a plain literal
 * (zero-as-null at the body, naming the macro); a macro whose whole
 * expansion is the constant is nonliteral-zero-as-null. */
struct node { struct node *next; int count; };
enum { E_NONE };
#define CLEAR(n) do { (n)->next = 0; } while (0)
#define IS_LAST(n) ((n)->next == 0)
#define CHK(x) ((x) != 0)
#define NONE 0
#define NONE_P (0)
#define NONE_L 0L
#define NONE_E E_NONE
#define NONE_C '\0'
#define NONE_X 1-1
#define ZERO() 0
#define WRAP(n) CLEAR(n)
#define TERM(p) ((p) = '\0')
void f(struct node *n, char *a, int len)
{
	CLEAR(n);
	if (IS_LAST(n))
		return;
	if (CHK(a))
		return;
	a = NONE;
	a = NONE_P;
	a = NONE_L;
	a = NONE_E;
	a = NONE_C;
	a = NONE_X;
	a = ZERO();
	a = (NONE);
	WRAP(n);
	TERM(a);
	/* clean: integer uses of the same kind of macros */
	if (CHK(len))
		return;
	len = NONE;
	n->count = ZERO();
	do { } while (0);
}
/*
 * check-name: literal 0 inside a longer macro body vs a macro that is the constant
 * check-exit: 1
 * check-findings-start
 * macro-body-literal.c:6:35: warning: plain integer 0 in the body of macro 'CLEAR' used as null pointer for member 'next' of type 'struct node *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * macro-body-literal.c:7:34: warning: plain integer 0 in the body of macro 'IS_LAST' used as null pointer in comparison with a pointer of type 'struct node *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * macro-body-literal.c:8:24: warning: plain integer 0 in the body of macro 'CHK' used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * macro-body-literal.c:9:14: warning: macro 'NONE' expands to integer 0, used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-body-literal.c:10:17: warning: macro 'NONE_P' expands to integer 0, used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-body-literal.c:11:16: warning: macro 'NONE_L' expands to integer 0L, used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-body-literal.c:12:16: warning: macro 'NONE_E' expands to enumerator 'E_NONE' of value 0, used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-body-literal.c:13:16: warning: macro 'NONE_C' expands to character constant '\0', used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-body-literal.c:14:16: warning: macro 'NONE_X' expands to integer constant expression '1-1' of value 0, used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-body-literal.c:15:16: warning: macro 'ZERO' expands to integer 0, used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-body-literal.c:17:24: warning: character constant '\0' in the body of macro 'TERM' used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 * check-notes-start
 * macro-body-literal.c:20:2: note: in expansion of macro 'CLEAR'
 * macro-body-literal.c:21:6: note: in expansion of macro 'IS_LAST'
 * macro-body-literal.c:23:6: note: in expansion of macro 'CHK'
 * macro-body-literal.c:25:6: note: in expansion of macro 'NONE'
 * macro-body-literal.c:26:6: note: in expansion of macro 'NONE_P'
 * macro-body-literal.c:27:6: note: in expansion of macro 'NONE_L'
 * macro-body-literal.c:28:6: note: in expansion of macro 'NONE_E'
 * macro-body-literal.c:29:6: note: in expansion of macro 'NONE_C'
 * macro-body-literal.c:30:6: note: in expansion of macro 'NONE_X'
 * macro-body-literal.c:31:6: note: in expansion of macro 'ZERO'
 * macro-body-literal.c:34:2: note: in expansion of macro 'TERM'
 * check-notes-end
 */
