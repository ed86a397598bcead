#ifndef DEMO_NETDEV_H
#define DEMO_NETDEV_H

#include <linux/stddef.h>

struct net_device {
	const char *name;
	int mtu;
};

struct netdev_ops {
	int (*open)(struct net_device *dev);
	int (*stop)(struct net_device *dev);
	void (*poll)(struct net_device *dev);
};

/* "no poll hook": written as a plain 0, meant as a null function pointer */
#define NETDEV_NO_POLL 0

#ifdef CONFIG_NET_POLL
void netdev_poll(struct net_device *dev);
#define NETDEV_POLL netdev_poll
#else
#define NETDEV_POLL NETDEV_NO_POLL
#endif

#endif
