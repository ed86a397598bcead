#define NULL ((void *)0)
#define LAST9(p1,p2,p3,p4,p5,p6,p7,p8,p9) p9
#define LAST32(p1,p2,p3,p4,p5,p6,p7,p8,p9,p10,p11,p12,p13,p14,p15,p16,p17,p18,p19,p20,p21,p22,p23,p24,p25,p26,p27,p28,p29,p30,p31,p32) p32
#define ZERO 0
void take(char *s);
void f(void)
{
	char *a = LAST9(1, 2, 3, 4, 5, 6, 7, 8, 0);
	char *b = LAST32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0);
	int i = LAST9(1, 2, 3, 4, 5, 6, 7, 8, NULL);
	take(LAST32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, ZERO));
	(void)a; (void)b; (void)i;
}
/*
 * check-name: a finding through a macro whose body ends in its 9th or 32nd parameter (mcpp bug 1, patch 0081: a crash, or the 31st argument used)
 * check-exit: 1
 * check-findings-start
 * macro-param-9-32.c:4:14: warning: macro 'ZERO' expands to integer 0, used as null pointer for parameter 's' of type 'char *'; use NULL [-Wnonliteral-zero-as-null]
 *   no fix: the macro body may also serve integer uses; change it by hand
 * macro-param-9-32.c:8:42: warning: plain integer 0 used as null pointer for variable 'a' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * macro-param-9-32.c:9:112: warning: plain integer 0 used as null pointer for variable 'b' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * macro-param-9-32.c:10:40: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * check-findings-end
 * check-notes-start
 * macro-param-9-32.c:11:107: note: in expansion of macro 'ZERO'
 * macro-param-9-32.c:11:7: note: in expansion of macro 'LAST32'
 * macro-param-9-32.c:8:12: note: in expansion of macro 'LAST9'
 * macro-param-9-32.c:9:12: note: in expansion of macro 'LAST32'
 * macro-param-9-32.c:10:10: note: in expansion of macro 'LAST9'
 * check-notes-end
 */
