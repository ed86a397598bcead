#define NIL NULL
int i = NIL;
