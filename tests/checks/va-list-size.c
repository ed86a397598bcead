/* __builtin_va_list as GCC lays it out on s390x: a struct of 32 bytes,
 * aligned to 8 (two longs and two pointers), not a pointer. */
void take(char *p);
void f(void)
{
	take(sizeof(__builtin_va_list) - 32);
	take(_Alignof(__builtin_va_list) - 8);
}
/*
 * check-name: the size of va_list on s390x
 * check-flags: --arch=s390x
 * check-exit: 1
 * check-findings-start
 * va-list-size.c:6:7: warning: integer constant expression 'sizeof(__builtin_va_list) - 32' of value 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * va-list-size.c:7:7: warning: integer constant expression '_Alignof(__builtin_va_list) - 8' of value 0 used as null pointer for parameter 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
