/* A literal made by # keeps every backslash doubled, a UCN's too, so its
 * size is GCC's: the unit parses (it was lost to a failed assertion). */
#define S(x) #x
_Static_assert(sizeof S("\\u00e9") == 10, "an escaped backslash before u: both doubled");
_Static_assert(sizeof S("\u00e9") == 9, "a UCN's backslash doubled too");
/*
 * check-name: # doubles every backslash of a literal, as GCC does
 * check-exit: 0
 */
