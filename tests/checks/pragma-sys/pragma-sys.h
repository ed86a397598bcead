#ifndef PRAGMA_SYS_H
#define PRAGMA_SYS_H
#pragma GCC system_header
static inline char *pragma_sys_none(void) { return 0; }
#define PRAGMA_SYS_ZERO 0
#endif
