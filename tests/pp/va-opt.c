/* GCC's __VA_OPT__ (C23): content kept when the variable argument has
 * tokens after expansion, a placemarker otherwise, also next to ##. */
#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
#define G(X, ...) X __VA_OPT__(- X ## __VA_ARGS__ -) end
#define H(...) __VA_OPT__(x ## __VA_ARGS__ y)
#define L(x, ...) x ## __VA_OPT__(tail) after
#define R(x, ...) __VA_OPT__(head) ## x after
#define B(x, ...) x ## __VA_OPT__() ## x
#define N(fmt, args...) log(fmt __VA_OPT__(,) args)
#define P(...) [__VA_OPT__((__VA_ARGS__))]
#define Q(...) __VA_OPT__("(" __VA_ARGS__ ")") ')'
#define EMPTY
#define EFN()
#define ID(x) x
F(1)
F(1, 2, 3)
F(1,)
F(1, EMPTY)
F(1, EFN())
F(1, ID())
F(1, ID(2))
F(1, EMPTY 2)
F(1, EFN)
G(p)
G(p, q)
H()
H(1)
L(a)
L(a, 1)
R(b)
R(b, 1)
B(c)
B(c, 1)
N("%d")
N("%d", 4)
P()
P(a, (b))
Q()
Q(z)
int __VA_OPT__;
/* Stringized groups (C23): the content with the arguments as written, or
 * "" for a placemarker. */
#define S(...) #__VA_OPT__(a b)
#define T(x, ...) # __VA_OPT__( x  __VA_ARGS__ "q\n" )
#define U(x, ...) [x] #__VA_OPT__(x) [__VA_ARGS__]
S()
S(1)
T(p)
T(p, 1,   2)
T(p, EMPTY)
U(a, b)
U(a)
