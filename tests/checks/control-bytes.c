/* Bytes that mcpp's provenance records are made of (0x01 starts a record,
 * 0x80-0xFF its numbers) written raw inside string and character
 * literals: the literals pass through as they are, are lexed whole, and
 * the tokens after them keep their places, on the same line and after a
 * macro call that takes such a literal. */
#include <stddef.h>
#define ID(x) x
#define PICK(a, b) b
char *s = "CÂ€À", *p = 0;
char c = '', *q = ID(0);
char *r = PICK("" "EÀ", 0), *u = PICK('', NULL);
int n = PICK("", NULL);
/*
 * check-name: record bytes inside literals do not disturb provenance
 * check-exit: 1
 * check-findings-start
 * control-bytes.c:9:26: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * control-bytes.c:10:23: warning: plain integer 0 used as null pointer for variable 'q' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * control-bytes.c:11:26: warning: plain integer 0 used as null pointer for variable 'r' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * control-bytes.c:12:20: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * check-findings-end
 */
