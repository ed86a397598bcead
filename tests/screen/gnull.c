/* a macro that stands for GCC's __null: screening steps aside */
#define MYNULL __null
int f(void);
