/* C23 nullptr: comparing an integer zero with a null pointer makes the zero
 * a null pointer constant (GCC 15 warns); nullptr itself is fine. */
typedef typeof(nullptr) nullptr_t;
int f(char *p, int i)
{
	if (0 == nullptr)
		return 1;
	if (nullptr == 0)
		return 2;
	if (0 != nullptr)
		return 3;
	nullptr_t n = 0;
	/* clean */
	nullptr_t m = nullptr;
	typeof(nullptr) z = nullptr;
	if (p == nullptr || nullptr == p || p != nullptr)
		return 4;
	p = nullptr;
	if (i == 0 || m == nullptr)
		return 5;
	return (int)sizeof z + (n == nullptr) + (p ? 0 : 1);
}
/*
 * check-name: C23 nullptr compared with an integer zero
 * check-flags: -std=c2x
 * check-exit: 1
 * check-findings-start
 * nullptr.c:6:6: warning: plain integer 0 used as null pointer in comparison with a null pointer of type 'nullptr_t'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * nullptr.c:8:17: warning: plain integer 0 used as null pointer in comparison with a null pointer of type 'nullptr_t'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * nullptr.c:10:6: warning: plain integer 0 used as null pointer in comparison with a null pointer of type 'nullptr_t'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * nullptr.c:12:16: warning: plain integer 0 used as null pointer for variable 'n' of type 'nullptr_t'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
