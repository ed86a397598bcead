/* Recovery: an unknown construct gets a diagnostic with its location; the
 * parse resumes at the next statement or declaration, later expressions
 * are still typed, and untyped ones make no finding (a plain run of this
 * file reports none). */
struct s { char *p; };
int before(int i) { return i; }
int broken decl here;
long after_decl;
void f(struct s *x, long l)
{
	l + 1;
	int y = 1 +* ;
	x->p;
	l = = 2;
	l;
	undeclared(0) + 1;
	x->nosuch = 0;
	char *q = 0 ? undeclared2 : 0;
	q;
	y;
}
@ stray;
void g(void)
{
	after_decl * 2;
	before(1);
	{ ) }
	after_decl;
}
/*
 * check-errors-start
 * recovery.c:7:12: expected ';' before 'decl' [parse]
 * recovery.c:12:15: expected an expression before ';' [parse]
 * recovery.c:14:6: expected an expression before '=' [parse]
 * recovery.c:22:1: expected ';' before '@' [parse]
 * recovery.c:27:4: expected an expression before ')' [parse]
 * check-errors-end
 */
/*
 * check-types-start
 * recovery.c:11:2: long: l + 1
 * recovery.c:13:2: char *: x -> p
 * recovery.c:15:2: long: l
 * recovery.c:16:2: <unknown>: undeclared ( 0 ) + 1
 * recovery.c:17:2: <unknown>: x -> nosuch = 0
 * recovery.c:19:2: char *: q
 * recovery.c:20:2: int: y
 * recovery.c:25:2: long: after_decl * 2
 * recovery.c:26:2: int: before ( 1 )
 * recovery.c:28:2: long: after_decl
 * check-types-end
 */
