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
 * integer-cast.c:7:20: nonliteral-zero-as-null
 * integer-cast.c:11:11: nonliteral-zero-as-null
 * integer-cast.c:13:11: nonliteral-zero-as-null
 * integer-cast.c:15:11: nonliteral-zero-as-null
 * integer-cast.c:17:6: nonliteral-zero-as-null
 * integer-cast.c:19:7: nonliteral-zero-as-null
 * integer-cast.c:21:6: nonliteral-zero-as-null
 * check-findings-end
 */
