/* Attributes of a statement: GNU's __attribute__((fallthrough)); after a
 * case label (the kernel's fallthrough macro), C23's [[fallthrough]];
 * and [[gnu::fallthrough]];, and [[likely]] before a statement. Each was
 * read as an expression (untyped) or a parse error. Only expression
 * statements are printed: one [[...]] or __attribute__ statement printed
 * would be an untyped expression. */
void die(void);
int f(int x, char *p)
{
	switch (x) {
	case 1:
		__attribute__((fallthrough));
	case 2:
		__attribute__((__fallthrough__));
	case 3:
		[[fallthrough]];
	case 4:
		[[gnu::fallthrough]];
	case 5:
		x++;
		break;
	default:
		p;
	}
	if (x)
		[[likely]] die();
	return x;
}
/*
 * check-types-start
 * statement-attributes.c:20:3: int: x ++
 * statement-attributes.c:23:3: char *: p
 * statement-attributes.c:26:14: void: die ( )
 * check-types-end
 * check-errors-start
 * check-errors-end
 */
