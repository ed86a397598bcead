#define NULL ((void *)0)
#define NIL NULL
#define NONE 0
#define ID(x) x
#define WRAP(x) ID(x)
#define ZERO_PTR (0)
enum mode { OFF, ON };
