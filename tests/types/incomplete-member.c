/* A member of a struct or union type that is not complete at that point is
 * an error, as GCC gives it ("field has incomplete type"), the struct being
 * defined included: the member is left untyped, so no struct contains
 * itself (a fuzzing find looped on one), and the rest is still typed.
 * "struct s;" inside its own body declares nothing, as in GCC. */
struct fwd;
struct s {
	struct s self;
	struct fwd later[2];
	struct s;
	int v;
	struct s *next;
};
struct s g = { 0 };
void f(struct s *p)
{
	p->v;
	p->next->v;
}
/*
 * check-errors-start
 * incomplete-member.c:8:11: field 'self' has incomplete type [parse]
 * incomplete-member.c:9:13: field 'later' has incomplete type [parse]
 * check-errors-end
 */
/*
 * check-types-start
 * incomplete-member.c:17:2: int: p -> v
 * incomplete-member.c:18:2: int: p -> next -> v
 * check-types-end
 */
