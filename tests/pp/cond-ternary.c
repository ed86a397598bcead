/* mcpp evaluated a parenthesised ?: wrongly (notes/mcpp.md 6.2). */
#if 0 + (1 ? 0 : 0)
int wrong1;
#endif
#if 0 || (1 ? 0 : 0)
int wrong2;
#endif
#if 1 ? 0 : 0 ? 0 : 1
int wrong3;
#endif
#if (defined __x86_64__ ? 1 : (0)) && 1
int right;
#endif
