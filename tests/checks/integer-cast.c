/* An integer cast of zero used as a pointer is not a literal: it is
 * nonliteral-zero-as-null, named as written. */
typedef char my_char;
typedef unsigned long my_size;
#define MYCHAR char
#define NONE 0
#define CAST_NONE ((int)0)
void take(char *p);
int f(char *a, char c, my_size n)
{
	if (a == (char)0)
		return 1;
	if (a == (my_char)0)
		return 2;
	if (a == (MYCHAR)0)
		return 3;
	if ((unsigned long)0 != a)
		return 4;
	take((int)NONE);
	a = CAST_NONE;
	a = (char)(0);
	/* clean: pointer casts, integer comparisons */
	a = (char *)0;
	if (c == (char)0 || n == (my_size)0)
		return 5;
	take((char *)(int)0);
	return a == (char *)(char)0;
}
/*
 * check-name: integer casts of zero used as null pointer
 * check-exit: 1
 * check-findings-start
 * integer-cast.c:7:20: warning: macro 'CAST_NONE' expands to integer cast '(int)0' of value 0, used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * integer-cast.c:11:11: warning: integer cast '(char)0' of value 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * integer-cast.c:13:11: warning: integer cast '(my_char)0' of value 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * integer-cast.c:15:11: warning: integer cast '(MYCHAR)0' of value 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * integer-cast.c:17:6: warning: integer cast '(unsigned long)0' of value 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * integer-cast.c:19:7: warning: integer cast '(int)NONE' of value 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * integer-cast.c:21:6: warning: integer cast '(char)(0)' of value 0 used as null pointer for variable 'a' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
