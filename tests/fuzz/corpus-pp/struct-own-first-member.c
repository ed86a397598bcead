struct node {
	struct node)(void *arg);

void take(char *buf, int n);
void take_cb(callback cb);
void *find(void);

void sites(struct node *n, int c)
{
	char *p = 0;
	p = 0L;
	if (p == 0x0)
		return;
	if (0 != n->next)
		return;
	take(p, 0), take(00, 1);
	n->name = 0;
	struct node a = { 0, 0, 0 };
	struct node b = { .name = 0, .len = 0 };
	struct node *arr[2] = { n, 0 };
	p = c ? 0 : n->name;
	take_cb(0);
	(0 == p) ? take.c:16:12: zero-as-null
 * zero-as-null.c:16:6: zero-as-null
 * z/* GCC's __has_* operators in #if, checked against gcc -E by tests/pp.sh. */
#ifdef __has_include
int has_include_defined;
#endif
#if defined(__has_attribute) && __has_include(<stddef.h>) && !__has_include("no-such-header.h")
int stddef_found;
#endif
#if __has_include("has-featàures.c")
int stddef_found;
#endif
#if __has_include("has-featàures.c")
int finds_itself;
#endif
#if __has_attribute(__fallthrough__) && ero-as-null.c:17:11: zero-as-null
 * zero-as-null.c:19:6: zero-a__has_attribute(p?????????????????????????????????????????acked) && !__has_attribute(no_such_attribute)
int attributes;
#endif
#if __has_attribute(fallthrough) == 201904 &×ß  —žŒ c_attribute(nodiscard) == 202003
ints-null
 * zero-as-null.c:31:19: zero-as-null
 * zero-as-null.c:22:12: ze standard_attributes;
#endif
#if cons__has_builtin(__builtin_expect) && __haro-as-null
 * zero-as-null.c:23:20: zero-as-null
 * zero-as-null.c:23:23: zero-as-null
 * zero-as-null.c:24:28: zero-as-null
 * zero-as-null.c:25:29: zero-ass_builtin(__builtin_dynamic_object_size) && !__has_builtin(__builtin_no_such)-null
 * zero-as-null.c:27:10: zero-as-null
 * zero-as-null.c:27:10: zero-as-null
 * 
int builtins;
#endif
#if _zero-as-null.c:28:3: zero-as-null
 * zero-as-null.c:33:9: zero-as-null
 * zero-as-null.c:38:34: zero-as-null
 * zero-as-null.c:38:37: zero-as-null
 * zero-as-null.c:39_has_c%p_at:7: zero-as-null
 * check-findingstribute(gnu::fa-endllt
 *hrough	
int scoped;
#endif
/#include <foo.
h>
