/* Both configurations give the same text without -K, from different
 * groups (both empty): a screened run is reused only with the same groups
 * compiled, or FEATURE_A's #else would be taken for uncompiled. */
int x;
#ifdef FEATURE_A
#else
#endif
