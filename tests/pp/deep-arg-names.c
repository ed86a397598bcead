/* More than 15 nested names of function-like macros in one argument:
 * mcpp -K kept their extents in a 16-entry table (stack overflow, found
 * by fuzzing; patch 0041). */
#define f(x) x
#define g(a) a
int v = g(f f f f f f f f f f f f f f f f f f f f (1));
