#include "../include/linux/leaf.h"
