/* va_list as a struct member (the kernel's struct warn_args in
 * kernel/panic.c, libraries' printf contexts): __builtin_va_list was an
 * incomplete struct, so the member was "field 'args' has incomplete type"
 * and the unit was lost. It is laid out as GCC does for the target
 * (x86-64: 24 bytes, aligned 8). */
typedef __builtin_va_list va_list;    /* as <stdarg.h> has it */
struct warn_args {
	const char *fmt;
	va_list args;
};
_Static_assert(sizeof(va_list) == 24, "x86-64 va_list");
_Static_assert(sizeof(struct warn_args) == 32, "x86-64 layout");
void take(struct warn_args *w, const char *fmt, ...)
{
	__builtin_va_start(w->args, fmt);
	w->fmt;
	w->args;
	__builtin_va_end(w->args);
}
/*
 * check-types-start
 * va-list-member.c:15:2: void: __builtin_va_start ( w -> args , fmt )
 * va-list-member.c:16:2: const char *: w -> fmt
 * va-list-member.c:17:2: va_list: w -> args
 * va-list-member.c:18:2: void: __builtin_va_end ( w -> args )
 * check-types-end
 * check-errors-start
 * check-errors-end
 */
