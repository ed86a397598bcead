#include <demo/netdev.h>

static int demo_open(struct net_device *dev)
{
	return dev->mtu > 0;
}

static const struct netdev_ops demo_ops = {
	.open = demo_open,
	.stop = 0,
	.poll = NETDEV_POLL,
};

int demo_name_len(const struct net_device *dev)
{
	const char *p = dev->name;
	int n = NULL;

	while (*p++ != NULL)
		n++;
	return n + (demo_ops.stop == NULL);
}
