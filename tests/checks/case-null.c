/* A case label is compared with the switch's controlling value: NULL
 * there (where this configuration defines it as 0) is NULL used as an
 * integer (in a case range's bounds too), as it is in arithmetic. */
int f(int x, char c)
{
	switch (x) {
	case NULL:
		return 1;
	case 1 ... NULL + 3:
		return 2;
	case 5:
		switch (c) { case NULL: return 3; }
		break;
	}
	return 0;
}
/*
 * check-name: NULL as a case label is NULL used as an integer
 * check-flags: -DNULL=0
 * check-exit: 1
 * check-findings-start
 * case-null.c:7:7: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * case-null.c:9:13: warning: NULL used as an integer operand of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * case-null.c:12:21: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * check-findings-end
 */
