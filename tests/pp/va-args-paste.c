#define ___PASTE(a,b) a##b
#define __PASTE(a,b) ___PASTE(a,b)
#define __UNIQUE_ID(prefix) __PASTE(__PASTE(__UNIQUE_ID_, prefix), __COUNTER__)
#define DEFINE_META(name, fmt) static int name = fmt
#define BRANCH(d) (d)
#define __dynamic_func_call(id, fmt, func, ...) do { DEFINE_META(id, fmt); if (BRANCH(id)) func(&id, ##__VA_ARGS__); } while (0)
#define _dynamic_func_call(fmt, func, ...) __dynamic_func_call(__UNIQUE_ID(ddebug), fmt, func, ##__VA_ARGS__)
#define dynamic_pr_debug(fmt, ...) _dynamic_func_call(fmt, __dynamic_pr_debug, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_fmt(fmt) fmt
#define pr_debug(fmt, ...) dynamic_pr_debug(fmt, ##__VA_ARGS__)
void f(void) { pr_debug("x %d\n", 1); pr_debug("y\n"); }
int after = __COUNTER__;
