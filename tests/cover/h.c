#include "kconfig.h"
#ifdef CONFIG_A
#ifndef CONFIG_F
char *af = 0;
#endif
#endif
#ifndef CONFIG_A
int no_a;
#endif
#ifdef CONFIG_C
#include "hmid.h"
#endif
#ifndef CONFIG_C
int no_c;
#endif
#if defined(CONFIG_P) && !defined(CONFIG_K)
char *pk = 0;
#endif
#ifndef CONFIG_CT
int no_ct;
#endif
#if !defined(CONFIG_CT) && !defined(CONFIG_A)
int no_ct_a;
#endif
#if defined(CONFIG_S2) && !defined(CONFIG_K)
int s2_without_k;
#endif
#ifndef __ASSEMBLY__
int c_code;
#else
#ifndef CONFIG_F
int asm_not_f;
#endif
#endif
#ifndef CONFIG_DP
int no_dp;
#endif
