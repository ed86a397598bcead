#include <stddef.h>
struct node { struct node *next; int v; };
int count(struct node *n) { int k = 0; for (; n != NULL; n = n->next) k++; return k; }
