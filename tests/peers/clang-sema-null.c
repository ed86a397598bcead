/* In the spirit of clang's test/Sema null-pointer tests
 * (-Wnon-literal-null-conversion, -Wnull-conversion, NULL arithmetic). */
#include <stddef.h>
#define FALSE 0
enum { kNone = 0 };
struct s { int n; char c; _Bool b; char *name; };
int idx(int);
char *h(int v, char *p, struct s *x, int arr[4])
{
	char *a = (char)0;          /* E nonliteral: a cast */
	char *b = '\0';             /* E nonliteral */
	char *c = kNone;            /* E nonliteral */
	char *d = (1 + 1) - 2;      /* E nonliteral */
	char *e = FALSE;            /* E nonliteral through the macro */
	int i = NULL;               /* E null-as-integer */
	char ch = NULL;             /* E null-as-integer */
	_Bool bo = NULL;            /* E null-as-integer */
	x->n = NULL;                /* E */
	x->c = NULL;                /* E */
	i = i + NULL;               /* E arithmetic */
	arr[NULL] = idx(NULL);      /* E E */
	if (x->c == NULL)           /* E */
		return a;
	/* clean */
	x->name = NULL;
	x->b = p != NULL;
	i = (int)sizeof(NULL);
	return v ? b : c ? d : e ? p : (char *)(ch + bo + i);
}
/*
 * check-findings-start
 * clang-sema-null.c:4:15: nonliteral-zero-as-null
 * clang-sema-null.c:10:12: nonliteral-zero-as-null
 * clang-sema-null.c:11:12: nonliteral-zero-as-null
 * clang-sema-null.c:12:12: nonliteral-zero-as-null
 * clang-sema-null.c:13:12: nonliteral-zero-as-null
 * clang-sema-null.c:15:10: null-as-integer
 * clang-sema-null.c:16:12: null-as-integer
 * clang-sema-null.c:17:13: null-as-integer
 * clang-sema-null.c:18:9: null-as-integer
 * clang-sema-null.c:19:9: null-as-integer
 * clang-sema-null.c:20:10: null-as-integer
 * clang-sema-null.c:21:6: null-as-integer
 * clang-sema-null.c:21:18: null-as-integer
 * clang-sema-null.c:22:14: null-as-integer
 * check-findings-end
 */
