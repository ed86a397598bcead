/* A parameter is in scope for the declarators of the parameters after it
 * (glibc's regexec: regmatch_t pmatch[__restrict nmatch]). */
typedef struct { int so, eo; } match_t;
int search(unsigned long nmatch, match_t pmatch[__restrict nmatch], int flags);
int length(int n, char (*p)[n]);
int use(int n, __typeof__(n) *q);
void f(void)
{
	search(0, 0, 1);
	length(2, 0);
	use;
}
/*
 * check-types-start
 * param-scope.c:9:2: int: search ( 0 , 0 , 1 )
 * param-scope.c:10:2: int: length ( 2 , 0 )
 * param-scope.c:11:2: int (int, int *): use
 * check-types-end
 */
