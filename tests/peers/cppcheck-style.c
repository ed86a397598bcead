/* In the spirit of cppcheck's checks on NULL and zero (assignBoolToPointer,
 * comparisons of characters with NULL, memset's value): NULL where a
 * character or an integer is required, false where a pointer is. */
#include <stddef.h>
#include <string.h>
#include <stdbool.h>
int parse(char *s, char *buf, size_t n, int **out)
{
	char *end = false;                 /* E nonliteral: boolean */
	*out = false;                      /* E nonliteral */
	if (*s == NULL)                    /* E null-as-integer */
		return 0;
	s[0] = NULL;                       /* E */
	memset(buf, NULL, n);              /* E */
	buf[n - 1] = '\0';
	while (*s != '\0')
		s++;
	/* clean */
	*out = NULL;
	end = s;
	return end != NULL && *end == '\0';
}
/*
 * check-findings-start
 * cppcheck-style.c:9:14: nonliteral-zero-as-null
 * cppcheck-style.c:10:9: nonliteral-zero-as-null
 * cppcheck-style.c:11:12: null-as-integer
 * cppcheck-style.c:13:9: null-as-integer
 * cppcheck-style.c:14:14: null-as-integer
 * check-findings-end
 */
