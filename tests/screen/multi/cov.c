/* No finding in either configuration: both runs are screened, and the
 * groups compiled come from mcpp without -K (patch 0103). */
#if defined(FEATURE_A)
int a;
#elif defined(FEATURE_B)
int b;
#else
int neither;
#endif
#ifdef FEATURE_C
int c;
#endif
#ifndef FEATURE_A
int not_a;
#endif
