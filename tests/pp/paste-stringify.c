#define S(x) #x
#define P(name) S(X_##name & Y)
#define Q(name) S(name##_X & Y)
#define R(name) S(X_##name)
P(a) Q(b) R(c)
