/* #pragma push_macro / pop_macro: the saved definitions of a name follow
 * one another in the macro table's chain, whatever other names share it. */
#define A 1
#define AB 2
#define B A
#pragma push_macro("A")
#undef A
#define A 10
int a1 = A, b1 = B, ab1 = AB;
#pragma push_macro("A")
#define A 100
int a2 = A;
#pragma pop_macro("A")
int a3 = A;
#pragma pop_macro("A")
int a4 = A, b4 = B, ab4 = AB;
#pragma push_macro("AB")
#undef AB
int ab5 = AB;
#pragma pop_macro("AB")
int ab6 = AB;
