/* A #line in the unit's own file renumbers its groups: checked with
 * provenance, whose records say how. */
#line 100
#ifdef FEATURE_A
int a;
#else
int other;
#endif
#ifdef FEATURE_C
int c;
#endif
