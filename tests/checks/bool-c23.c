/* With -std=c23 (gnu23, c2y: compile databases of compilers newer than
 * GCC 12, which knew only c2x) bool is a keyword: __STDC_VERSION__ is
 * 202311L, not the preset's C17 value. */
#include <stddef.h>
bool f(bool b)
{
	bool ok = NULL;
	return b && ok;
}
/*
 * check-name: bool is a keyword with -std=c23
 * check-flags: -std=c23
 * check-exit: 1
 * check-findings-start
 * bool-c23.c:7:12: warning: NULL used as a boolean of type '_Bool'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * check-findings-end
 */
