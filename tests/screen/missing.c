#include "no-such-header.h"
int x;
