#define QUOTED_FROM_I 1
