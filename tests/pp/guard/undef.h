#ifndef UNDEF_H
#define UNDEF_H
int undef_h;
#endif
