#define BOTH_FROM_I 1
