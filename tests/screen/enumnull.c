/* An enumerator named NULL is an integer 0 like any other: the identifier
 * NULL is NULL's form only where it names no constant. */
enum { NULL };
char *p = NULL;
