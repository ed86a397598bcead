#define CAST_QUIET(type, val) ({ __typeof__ (val) v_ = (val); \
	_Pragma ("GCC diagnostic push") (type) v_; _Pragma ("GCC diagnostic pop") })
char *g(void *p) { return CAST_QUIET(char *, p); }
int after = 1;
#define ID(x) x
char *q = ID(_Pragma("GCC diagnostic push") (char *) 0);
