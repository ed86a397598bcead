/* Looks at no configuration macro: preprocessed once, its findings
 * attributed to all three configurations. */
#include <stddef.h>

int plain_count(const char *s)
{
	int n = NULL;
	while (s && *s++)
		n++;
	return n;
}
