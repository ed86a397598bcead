#ifndef AFTER_H
#define AFTER_H
int after_guarded;
#endif
int after_outside;  /* text after the group: not a guard */
