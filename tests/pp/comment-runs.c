/* Comments that mcpp passes over a run at a time (patch 0095): '/' and '*'
 * inside, URLs (http://example.org/a/b), ** runs **, a "/*" inside, an end
 * right after stars ***/
#define A 1 /* a / b * c // d */ + 2
int a = A /***/ + /*/ still a comment */ 3;
/*
 * kernel-doc style
 * @x: the value / 2
 ****************************************************************/
int b = 4 /* tail */;
int c = /* one *//* two */ 5;
