/* An alias of NULL where NULL is an enumerator: by provenance the alias is
 * NULL-like (its body is NULL), so its integer uses are findings; the
 * screening form takes the identifier NULL whatever it names there. */
enum { NULL };
#define NIL NULL
int i = NIL;
int f(int x) { return x ? NIL : 1; }
