/* NULL defined as a cast to a type the checker cannot know (the typeof of
 * a name no header declared): NULL, and a ?: with it, are untyped, so
 * nothing is reported there (a finding needs a known type), neither NULL
 * as an integer nor a zero opposite it. */
#define NULL ((__typeof__(undeclared_t))0)
int c;
void f(void)
{
	int i = NULL;
	char *p = c ? 0 : NULL;
	(void)i;
	(void)p;
}
/*
 * check-name: an untyped NULL is no finding
 * check-exit: 0
 * check-findings-start
 * check-findings-end
 */
