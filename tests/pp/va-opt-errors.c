/* Ill-formed __VA_OPT__ groups: each an error at its #define, as GCC 12. */
#define U(...) a __VA_OPT__(b
#define V(...) a __VA_OPT__
#define W(...) __VA_OPT__(__VA_OPT__(x))
#define X(a,...) __VA_OPT__(#a) __VA_OPT__(## a)
#define Y(...) __VA_OPT__(a ##) b
#define Z(...) __VA_OPT__(")" ')') end
#define C(...) __VA_OPT__(__VA_ARGS__ ## __VA_ARGS__)
