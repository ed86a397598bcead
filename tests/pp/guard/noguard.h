#ifndef NEVER_DEFINED
int counted_each_time;
#endif
