#ifndef ELSE_H
#define ELSE_H
int else_first;
#else
int else_again;
#endif
