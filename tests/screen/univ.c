struct s { char *p; int n; };
struct s a = { 0 };
