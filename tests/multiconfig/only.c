/* A finding in one configuration only ("off", the one that sets
 * CONFIG_OTHER); "on-zero" reuses "on" (neither defines CONFIG_OTHER). */
#ifdef CONFIG_OTHER
static int *other_slot = 0;
int *other_get(void) { return other_slot; }
#endif
int other_users;
