/* Integer constant expressions folded with C's rules for their type: a
 * folded 0 used as a pointer is a nonliteral zero, however it was
 * computed; what C does not fold to a constant (a shift by the type's
 * width or more, a division by zero) is no null pointer constant. */
void take(char *);
void bad(void)
{
	char *p = 1-1;
	char *q = (unsigned char)256;
	char *r = (int)0.0;
	char *s = -(-9223372036854775807L-1) + (-9223372036854775807L-1);
	char *t = (-1 / 2u) - 0x7fffffff;
	char *u = (short)65536;
	char *v = 4294967296U * 4294967296U;
	take((_Bool)0.0);
	take(1 ? 0x100000000LL - 0x100000000LL : 1);
	(void)p, (void)q, (void)r, (void)s, (void)t, (void)u, (void)v;
}
void clean(void)
{
	char *p = 1 << 40;
	char *q = 1 / 0;
	char *r = (int)0.5 + 1;
	char *s = (char *)(1-1);
	char *t = (unsigned char)257;
	long v = -(-9223372036854775807L-1);
	long w = (-9223372036854775807L-1) / -1;
	int x = (int)1e30, y = (int)-1e300;
	unsigned z = (unsigned)-1.0;
	(void)p, (void)q, (void)r, (void)s, (void)t, (void)v, (void)w, (void)x, (void)y, (void)z;
}
/*
 * check-name: constants folded with C's rules (and no undefined behaviour in the checker)
 * check-exit: 1
 * check-findings-start
 * const-fold.c:8:12: warning: integer constant expression '1-1' of value 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * const-fold.c:9:12: warning: integer cast '(unsigned char)256' of value 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * const-fold.c:10:12: warning: integer cast '(int)0.0' of value 0 used as null pointer for variable 'r' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * const-fold.c:11:12: warning: integer constant expression '-(-9223372036854775807L-1) + (-9223372036854775807L-1)' of value 0 used as null pointer for variable 's' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * const-fold.c:12:12: warning: integer constant expression '(-1 / 2u) - 0x7fffffff' of value 0 used as null pointer for variable 't' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * const-fold.c:13:12: warning: integer cast '(short)65536' of value 0 used as null pointer for variable 'u' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * const-fold.c:14:12: warning: integer constant expression '4294967296U * 4294967296U' of value 0 used as null pointer for variable 'v' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * const-fold.c:15:7: warning: integer cast '(_Bool)0.0' of value 0 used as null pointer for parameter 1 of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * const-fold.c:16:7: warning: integer constant expression '1 ? 0x100000000LL - 0x100000000LL : 1' of value 0 used as null pointer for parameter 1 of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
