#include <linux/leaf.h>
