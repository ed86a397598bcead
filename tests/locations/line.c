/*
 * check-name: #line and linemarkers name the line and file reported, when that file holds the spelling there (gram.y does not exist: the physical place)
 * check-exit: 1
 * check-findings-start
 * line.c:13:11: zero-as-null
 * line.c:21:1: zero-as-null
 * line.c:23:11: zero-as-null
 * parse.y:3:11: zero-as-null
 * parse.y:8:11: zero-as-null
 * check-findings-end
 */
#define Q(x) (x)
char *a = 0;
#line 3 "parse.y"
char *b = 0;
#line 8
char *c = 0; /* a
comment */
#line 100
char *d = Q(
0);
# 5 "gram.y" 1 3
char *e = 0;
