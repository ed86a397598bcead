/* given with -include */
#define FORCED 40
