#undef NULL
#define NULL 0
int i = NULL;
