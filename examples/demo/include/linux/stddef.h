#ifndef DEMO_LINUX_STDDEF_H
#define DEMO_LINUX_STDDEF_H

#define NULL ((void *)0)

#endif
