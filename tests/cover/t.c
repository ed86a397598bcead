#include "kconfig.h"
#if IS_MODULE(CONFIG_B)
char *b = 0;
#endif
#ifdef CONFIG_MODE_Y
int y;
#else
int x;
#endif
#ifndef CONFIG_F
int not_f;
#endif
#ifndef CONFIG_D
int not_d;
#endif
#ifdef CONFIG_E
int e;
#endif
#ifdef CONFIG_NOPE
int nope;
#endif
#if defined(CONFIG_A) && !defined(CONFIG_C)
char *ac = 0;
#endif
#if !defined(CONFIG_D) && defined(CONFIG_C)
int selected;
#endif
#ifdef CONFIG_L
int l;
#endif
