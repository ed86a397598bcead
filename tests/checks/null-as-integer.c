#include "include/defs.h"
struct rec { int count; char tag; _Bool on; };
void *memset(void *s, int c, unsigned long n);
int lookup(int key);
int g(char *s, struct rec *r, int a[4])
{
	int i = NULL;
	char c = NULL;
	r->count = NULL;
	r->on = NULL;
	memset(s, NULL, 4);
	if (*s == NULL)
		return NULL;
	i = i + NULL;
	i += NULL;
	a[NULL] = lookup(NULL);
	struct rec x = { NULL, 'a', 0 };
	return i + c + x.count;
}
/*
 * check-name: NULL where an integer, character or boolean is required
 * check-exit: 1
 * check-findings-start
 * null-as-integer.c:7:10: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer.c:8:11: warning: NULL used as a character of type 'char'; use '\0' [-Wnull-as-integer]
 *   fix: 'NULL' -> ''\0''
 * null-as-integer.c:9:13: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer.c:10:10: warning: NULL used as a boolean of type '_Bool'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer.c:11:12: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer.c:12:12: warning: NULL used as a character of type 'char'; use '\0' [-Wnull-as-integer]
 *   fix: 'NULL' -> ''\0''
 * null-as-integer.c:13:10: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer.c:14:10: warning: NULL used as an integer operand of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer.c:15:7: warning: NULL used as an integer operand of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer.c:16:4: warning: NULL used as an integer array index of type 'long'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer.c:16:19: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * null-as-integer.c:17:19: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * check-findings-end
 */
