/* Training input for profile-guided optimisation (scripts/pgo-train.sh):
 * macros in the style of a large C code base -- configuration switches,
 * nested function-like macros, variadic macros, pasting and stringizing --
 * so that the trained build sees the preprocessor's busy paths. */
#ifndef PGO_MACROS_H
#define PGO_MACROS_H

#define CFG_NET 1
#define CFG_SMP 1
#define CFG_DEBUG_MODULE 1
#undef CFG_TRACE

#define __ARG_PLACEHOLDER_1 0,
#define __take_second_arg(__ignored, val, ...) val
#define __is_defined(x) ___is_defined(x)
#define ___is_defined(val) ____is_defined(__ARG_PLACEHOLDER_##val)
#define ____is_defined(arg1_or_junk) __take_second_arg(arg1_or_junk 1, 0)
#define CFG_ON(option) __is_defined(option)
#define CFG_ANY(option) (__is_defined(option) || __is_defined(option##_MODULE))

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define barrier() __asm__ __volatile__("" : : : "memory")
#define ACCESS_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define READ_VAL(x) ({ __typeof__(x) __v = ACCESS_ONCE(x); barrier(); __v; })
#define WRITE_VAL(x, v) do { *(volatile __typeof__(x) *)&(x) = (v); barrier(); } while (0)

#define offsetof_(T, m) __builtin_offsetof(T, m)
#define container_of_(ptr, type, member) ({ \
	void *__mptr = (void *)(ptr); \
	((type *)((char *)__mptr - offsetof_(type, member))); })

#define typecheck_(type, x) ({ type __dummy; __typeof__(x) __dummy2; \
	(void)(&__dummy == &__dummy2); 1; })
#define min_t_(type, a, b) ({ type __a = (a); type __b = (b); __a < __b ? __a : __b; })
#define max_t_(type, a, b) ({ type __a = (a); type __b = (b); __a > __b ? __a : __b; })
#define clamp_t_(type, v, lo, hi) min_t_(type, max_t_(type, v, lo), hi)
#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define BIT_(n) (1UL << (n))
#define GENMASK_(h, l) (((~0UL) << (l)) & (~0UL >> (sizeof(long) * 8 - 1 - (h))))
#define FIELD_GET_(mask, reg) (((reg) & (mask)) >> __builtin_ctzl(mask))
#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)
#define CONCAT_(a, b) a##b
#define CONCAT(a, b) CONCAT_(a, b)
#define UNIQUE(prefix) CONCAT(prefix, __COUNTER__)

#define log_at(level, fmt, ...) \
	report_msg(level, "%s:%d: " fmt, __FILE__, __LINE__, ##__VA_ARGS__)
#define log_err(fmt, ...) log_at(3, fmt, ##__VA_ARGS__)
#define log_warn(fmt, ...) log_at(4, fmt, ##__VA_ARGS__)
#define log_dbg(fmt, ...) do { if (CFG_ON(CFG_DEBUG)) log_at(7, fmt __VA_OPT__(,) __VA_ARGS__); } while (0)
#define WARN_IF(cond, fmt, ...) ({ int __r = !!(cond); \
	if (unlikely(__r)) log_warn("warning: " fmt, ##__VA_ARGS__); unlikely(__r); })

#define list_entry_(ptr, type, member) container_of_(ptr, type, member)
#define list_for_each_(pos, head) for (pos = (head)->next; pos != (head); pos = pos->next)
#define list_for_each_entry_(pos, head, member) \
	for (pos = list_entry_((head)->next, __typeof__(*pos), member); \
	     &pos->member != (head); \
	     pos = list_entry_(pos->member.next, __typeof__(*pos), member))

#define DECLARE_OPS(nm, ...) \
	static const struct ops nm##_ops = { .name = STRINGIFY(nm), __VA_ARGS__ }
#define DEFINE_GETTER(type, field) \
	static inline type get_##field(const struct item *it) { return READ_VAL(it->field); }
#define DEFINE_SETTER(type, field) \
	static inline void set_##field(struct item *it, type v) { WRITE_VAL(it->field, v); }
#define DEFINE_ACCESSORS(type, field) DEFINE_GETTER(type, field) DEFINE_SETTER(type, field)

#define REP2(x) x x
#define REP4(x) REP2(x) REP2(x)
#define REP16(x) REP4(REP4(x))

#if CFG_ON(CFG_SMP)
#define NR_SLOTS 64
#define smp_mb_() barrier()
#else
#define NR_SLOTS 1
#define smp_mb_() do { } while (0)
#endif

#if defined(CFG_TRACE) && CFG_TRACE > 1
#define trace_(ev, ...) log_dbg(#ev __VA_OPT__(": ") __VA_ARGS__)
#elif CFG_ANY(CFG_DEBUG)
#define trace_(ev, ...) log_at(7, #ev)
#else
#define trace_(ev, ...) do { } while (0)
#endif

#endif
