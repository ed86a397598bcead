/* # doubles every backslash of a literal, a UCN's too (GCC; mcpp kept the
 * second of "\\u0000" single and a real UCN's backslash single) */
#define S(x) #x
const char *a = S("\\u0000");
const char *b = S("\u00e9");
const char *c = S('\u00e9');
const char *d = S(L"\\U0001F600 \\\\u x");
const char *e = S("a\\b\"c");
_Static_assert(sizeof S("\\u00e9") == 10, "the backslashes doubled");
