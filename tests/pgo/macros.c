/* Training input for profile-guided optimisation: see macros.h. */
#include "macros.h"
#include "macros.h"     /* a second time: the include guard */

#define NULL ((void *)0)
typedef unsigned long size_t;

struct list { struct list *next, *prev; };
struct item {
	int id;
	long weight;
	unsigned flags;
	const char *name;
	struct list node;
};
struct ops { const char *name; int (*open)(struct item *); void (*close)(struct item *); };

int report_msg(int level, const char *fmt, ...);
static int item_open(struct item *it) { return it->id; }
static void item_close(struct item *it) { it->flags = 0; }

DECLARE_OPS(disk, .open = item_open, .close = item_close);
DECLARE_OPS(net, .open = item_open, .close = NULL);
DEFINE_ACCESSORS(int, id)
DEFINE_ACCESSORS(long, weight)
DEFINE_ACCESSORS(unsigned, flags)

static struct list items = { &items, &items };
static struct item *slots[NR_SLOTS];

#define STEP(n) \
	static long CONCAT(step_, n)(struct item *it, long x) \
	{ \
		long lo = min_t_(long, x, it->weight), hi = max_t_(long, x, it->weight); \
		unsigned f = FIELD_GET_(GENMASK_(7, 4), READ_VAL(it->flags)); \
		if (WARN_IF(lo > hi, "bad range %ld..%ld in %s", lo, hi, STRINGIFY(n))) \
			return -1; \
		if (CFG_ANY(CFG_NET) && likely(f & BIT_(n % 4))) \
			log_err("item %d step " #n ": %u", get_id(it), f); \
		trace_(step, "n=%d", n); \
		smp_mb_(); \
		WRITE_VAL(it->weight, clamp_t_(long, x + n, lo, hi)); \
		return typecheck_(long, x) ? x * n + (long)ARRAY_LEN(slots) : 0; \
	}
STEP(0) STEP(1) STEP(2) STEP(3) STEP(4) STEP(5) STEP(6) STEP(7)
STEP(8) STEP(9) STEP(10) STEP(11) STEP(12) STEP(13) STEP(14) STEP(15)
STEP(16) STEP(17) STEP(18) STEP(19) STEP(20) STEP(21) STEP(22) STEP(23)

long walk(long x)
{
	struct item *pos;
	long total = 0;
	list_for_each_entry_(pos, &items, node) {
		REP16(total += step_3(pos, x); x = step_7(pos, total);)
		REP4(if (get_flags(pos) & BIT_(3)) set_flags(pos, get_flags(pos) & ~BIT_(3));)
		if (pos->name == NULL || pos->name == 0)
			log_dbg("unnamed item %d", pos->id);
	}
	int UNIQUE(unused_) = 0, UNIQUE(unused_) = 1;
	return total;
}
