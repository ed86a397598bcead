#define __STDC__ 2
int x = __STDC__;
int *p = 0;
