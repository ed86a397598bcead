/* memotrace.c -- what a header memo could reuse: for every header entered
 * by a preprocessing run, the inputs of its processing and its share of
 * the run (docs/design/header-memo.md, "Measuring").
 *
 * With NULLAUDIT_MEMO_TRACE=FILE, each run appends one block to FILE (one
 * write, so that forked workers do not interleave): a line for the run,
 * then one line for each header entry, in the order they were entered:
 *
 *   U MODE UNIT NS BYTES ENTRIES
 *   E ID PARENT LEVEL DIGEST DIGEST-REL DIGEST-OWN DIGEST-OWN-REL OWN-INPUTS INPUTS
 *     NS BYTES OUT-HASH FLAGS FILE-KEY
 *
 * MODE is K (provenance records) or P (plain); NS the run's preprocessing
 * time in nanoseconds (the tracer's own time and the token builder's
 * taken out) and BYTES its output; an entry's NS and BYTES are those
 * spent inside it, nested headers included, and OUT-HASH a hash of those
 * bytes (in mode K without the bytes 0x80-0xFF, which are the numbers of
 * the records, among them the numbers of definitions that a replay would
 * renumber). DIGEST hashes the entry's
 * inputs in the order they were met: each macro name whose definition (or
 * absence) it read before it or a nested header changed it, with that
 * definition; each #include, #include_next and __has_include search and
 * its answer; each __COUNTER__, __INCLUDE_LEVEL__ and __BASE_FILE__ value;
 * each __has_attribute/__has_builtin answer. Two entries of one file with
 * one digest would have preprocessed alike. DIGEST-REL is the same with
 * each __COUNTER__ value taken relative to the counter at the entry's
 * start and each __INCLUDE_LEVEL__ relative to the entry's level, and an
 * undefined name that ends in a number the counter gave inside the entry
 * taken without the number: alike but for those numbers, which a replay
 * could shift (an estimate: such a name is taken as made of the counter). DIGEST-OWN hashes
 * only its own inputs: those it met itself, not inside a nested header,
 * save the include searches (done again by a replay of its own text,
 * which enters or skips each nested header as the state then says), with
 * a name met again after a nested header changed it; DIGEST-OWN-REL the
 * same with __COUNTER__ values left out as for DIGEST-REL. FLAGS: d a diagnostic was
 * written inside, c __COUNTER__, l __INCLUDE_LEVEL__, b __BASE_FILE__,
 * p push_macro/pop_macro, o #pragma once, x a macro call or line crossed
 * its start or end, a never left (a fatal error), - none. FILE-KEY is the
 * file as -K names it, as the line markers without -K name it, as
 * __FILE__ names it, whether it is a system header, its size and mtime,
 * separated by '|'.
 *
 * With NULLAUDIT_MEMO_TRACE_DETAIL=1 the inputs themselves are written
 * too, each where it was met: "> ID COUNTER" at an entry's start (COUNTER:
 * the __COUNTER__ values given before it), "I NAME VALUE"
 * for a name the innermost entry had not met yet (VALUE a hash of its
 * definition, 0 when undefined), "W NAME" for a change of such a name, "O NAME VALUE" for an
 * own input of the innermost entry,
 * "N KEY VALUE" for a search or a run-dependent value (met by every open
 * entry; "=N" the number of __COUNTER__ or __INCLUDE_LEVEL__), "< ID" at its end. Which entries a name is new to follows from
 * the order: those entered after the name was last met.
 * bench/memo-hits.py reads the traces. */
#include "memotrace.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "gnu_has.h"
#include "mcpp_lib.h"
#include "util.h"

bool memo_tracing;
static const char *trace_path;
static bool trace_detail;
static StrBuf trace;   /* the run's block */
static StrBuf detail;  /* its detail lines, after the entries */

static bool trace_time;  /* NULLAUDIT_MEMO_TRACE_TIME: times only */

/* CPU time: a machine shared with other jobs stretches wall time */
static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* time not spent preprocessing: the tracer's and the token builder's */
static uint64_t excluded, excl_start;
static int excl_depth;

void memo_trace_exclude(bool begin)
{
	if (!trace_path)
		return;
	if (begin) {
		if (excl_depth++ == 0)
			excl_start = now_ns();
	} else if (--excl_depth == 0) {
		excluded += now_ns() - excl_start;
	}
}

/* the hooks' own time is taken out of the entries' only in the time-only
 * trace, whose hooks are called once an entry: elsewhere it would double
 * the cost of every lookup */
#define EXCL_BEGIN (trace_time ? memo_trace_exclude(true) : (void)0)
#define EXCL_END (trace_time ? memo_trace_exclude(false) : (void)0)

static uint64_t mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	h *= 0xff51afd7ed558ccdull;
	return h ^ (h >> 33);
}

static uint64_t hash_bytes(uint64_t h, const char *s, size_t n)
{
	h ^= 0xcbf29ce484222325ull;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
	return mix(h, n);
}

static uint64_t hash_str(uint64_t h, const char *s)
{
	return hash_bytes(h, s ? s : "", s ? strlen(s) : 0);
}

/* ---- the output: a polynomial hash of every byte written, so that the
 * hash of an entry's bytes is found from the hashes at its two ends */

#define OUT_MOD ((1ull << 61) - 1)
#define OUT_BASE 1000003ull
static uint64_t out_hash;   /* of all the bytes so far */
static uint64_t out_hashed; /* the number of bytes it took */

static uint64_t mulmod(uint64_t a, uint64_t b)
{
	unsigned __int128 p = (unsigned __int128)a * b;
	uint64_t r = (uint64_t)(p & OUT_MOD) + (uint64_t)(p >> 61);
	return r >= OUT_MOD ? r - OUT_MOD : r;
}

static uint64_t powmod(uint64_t b, uint64_t e)
{
	uint64_t r = 1;
	for (; e; e >>= 1, b = mulmod(b, b))
		if (e & 1)
			r = mulmod(r, b);
	return r;
}

static bool out_skip_numbers;   /* -K: the records' numbers left out */

void memo_trace_output(const char *s, size_t n)
{
	if (!trace_path || trace_time)
		return;
	uint64_t h = out_hash, k = out_hashed;
	for (size_t i = 0; i < n; i++) {
		if (out_skip_numbers && (unsigned char)s[i] >= 0x80)
			continue;
		h = mulmod(h, OUT_BASE) + (unsigned char)s[i] + 1;
		if (h >= OUT_MOD)
			h -= OUT_MOD;
		k++;
	}
	out_hash = h;
	out_hashed = k;
}

/* ---- the names met: when each was last met (looked up or changed) */

typedef struct Name {
	char *s;
	unsigned len, hash;
	uint64_t last;   /* tick of the last lookup or change; 0 never */
	uint64_t last_write;   /* tick of the last change */
	long id;         /* in the order the run met them */
} Name;
static Name *names;
static size_t names_cap, names_n;
static uint64_t tick;

static Name *name_of(const char *s, size_t len, unsigned hash)
{
	if (names_n * 2 >= names_cap) {
		size_t cap = names_cap ? names_cap * 2 : 16384;
		Name *t = xcalloc(cap, sizeof *t);
		for (size_t i = 0; i < names_cap; i++)
			if (names[i].s) {
				size_t k = names[i].hash & (cap - 1);
				while (t[k].s)
					k = (k + 1) & (cap - 1);
				t[k] = names[i];
			}
		free(names);
		names = t;
		names_cap = cap;
	}
	size_t k = hash & (names_cap - 1);
	while (names[k].s) {
		if (names[k].hash == hash && names[k].len == len && !memcmp(names[k].s, s, len))
			return &names[k];
		k = (k + 1) & (names_cap - 1);
	}
	names[k] = (Name){xstrndup(s, len), (unsigned)len, hash, 0, 0, (long)names_n};
	names_n++;
	return &names[k];
}

static void names_clear(void)
{
	for (size_t i = 0; i < names_cap; i++)
		free(names[i].s);
	free(names);
	names = NULL;
	names_cap = names_n = 0;
}

/* mcpp's name_hash(), for the names the tracer makes up */
static unsigned own_hash(const char *s, size_t n)
{
	return (unsigned)hash_bytes(7, s, n);
}

/* ---- the open entries */

typedef struct Entry {
	long id, parent;
	int level;
	uint64_t start_tick;
	uint64_t digest;
	uint64_t digest_rel;   /* __COUNTER__ and __INCLUDE_LEVEL__ relative */
	uint64_t digest_own;   /* its own inputs only (below) */
	uint64_t digest_own_rel;   /* the same, __COUNTER__ left out */
	long own_inputs;
	/* the names it met itself (not inside a nested header), by id,
	 * with the tick of its last meeting: open addressing */
	struct OwnSlot {
		long id;       /* -1: free */
		uint64_t tick;
	} *own;
	size_t own_cap, own_n;
	size_t own_bytes;      /* bytes written while it was the innermost */
	uint64_t own_b0;
	long counter0;         /* __COUNTER__ values given before it */
	long inputs;
	uint64_t t0, excl0;
	size_t b0;
	uint64_t h0, k0;   /* out_hash and out_hashed at its start */
	char flags[12];
	char *key;
} Entry;

static Entry *stack;
static int depth, stack_cap;
static long next_id;
static size_t (*out_pos)(void);
static uint64_t run_t0, run_excl0;
/* the finished entries' lines, by id (written in that order) */
static char **lines;
static long lines_cap;

static void flag(Entry *e, char f)
{
	if (!strchr(e->flags, f)) {
		size_t n = strlen(e->flags);
		if (n + 1 < sizeof e->flags)
			e->flags[n] = f, e->flags[n + 1] = '\0';
	}
}

static void flag_all(char f)
{
	for (int i = 0; i < depth; i++)
		flag(&stack[i], f);
}

static long counter_seen;   /* __COUNTER__ values given in the run */

/* The hash of a name for the digests that leave __COUNTER__ values out:
 * an undefined name ending in a number the counter gave since e started
 * (__compiletime_assert_123, __UNIQUE_ID_x_45) is taken without the
 * number. An estimate: such a name is taken as made of the counter. */
static uint64_t rel_name_hash(const Entry *e, const Name *nm, uint64_t value, uint64_t nh)
{
	if (value || !nm->len || nm->s[nm->len - 1] < '0' || nm->s[nm->len - 1] > '9')
		return nh;
	size_t n = nm->len;
	while (n > 0 && nm->s[n - 1] >= '0' && nm->s[n - 1] <= '9')
		n--;
	if (n == 0 || nm->len - n > 9)
		return nh;
	long v = atol(nm->s + n);
	if (v < e->counter0 || v >= counter_seen)
		return nh;
	return hash_bytes(8, nm->s, n);
}

/* Its own inputs: what a memo that replays a header's own text and does
 * its nested #includes again would check. A name is one when the entry
 * looks it up itself, not inside a nested header, and has not met it
 * itself since a nested header last changed it (a nested header may be
 * entered in one unit and skipped, its guard defined, in another: its
 * effects are then the same, met as they are). The include searches and
 * their guards' lookups are not its inputs: they are done again. */
static struct OwnSlot *own_slot(Entry *e, long id)
{
	if (e->own_n * 2 >= e->own_cap) {
		size_t cap = e->own_cap ? e->own_cap * 2 : 64;
		struct OwnSlot *t = xmalloc(sizeof *t * cap);
		for (size_t i = 0; i < cap; i++)
			t[i].id = -1;
		for (size_t i = 0; i < e->own_cap; i++)
			if (e->own[i].id >= 0) {
				size_t k = (size_t)e->own[i].id * 0x9e3779b1u & (cap - 1);
				while (t[k].id >= 0)
					k = (k + 1) & (cap - 1);
				t[k] = e->own[i];
			}
		free(e->own);
		e->own = t;
		e->own_cap = cap;
	}
	size_t k = (size_t)id * 0x9e3779b1u & (e->own_cap - 1);
	while (e->own[k].id >= 0 && e->own[k].id != id)
		k = (k + 1) & (e->own_cap - 1);
	if (e->own[k].id < 0) {
		e->own[k].id = id;
		e->own[k].tick = 0;
		e->own_n++;
	}
	return &e->own[k];
}

/* the innermost entry met nm itself at tick t (write: it changed it);
 * counter: a __COUNTER__ value */
static void own_input(Name *nm, uint64_t value, bool write, bool always, bool counter)
{
	if (!depth)
		return;
	Entry *e = &stack[depth - 1];
	struct OwnSlot *o = own_slot(e, nm->id);
	bool fresh = always || !o->tick || nm->last_write > o->tick;
	o->tick = tick;
	if (write || !fresh)
		return;
	uint64_t nh = hash_bytes(0, nm->s, nm->len);
	e->digest_own = mix(e->digest_own, mix(nh, value));
	e->digest_own_rel = mix(e->digest_own_rel,
	                        mix(rel_name_hash(e, nm, value, nh), counter ? 6 : value));
	e->own_inputs++;
	if (trace_detail) {
		sb_puts(&detail, "O ");
		sb_putn(&detail, nm->s, nm->len);
		sb_printf(&detail, " %016llx\n", (unsigned long long)value);
	}
}

/* An input met by the entries entered after the name was last met (all:
 * by every open entry). rel: 'c' a __COUNTER__ value, 'l' an
 * __INCLUDE_LEVEL__, which digest_rel takes relative to the entry's. */
static void input_rel(Name *nm, uint64_t value, bool all, int rel, long num)
{
	uint64_t last = all ? 0 : nm->last;
	nm->last = ++tick;
	uint64_t nh = hash_bytes(0, nm->s, nm->len);
	for (int i = depth - 1; i >= 0 && stack[i].start_tick > last; i--) {
		Entry *e = &stack[i];
		e->digest = mix(e->digest, mix(nh, value));
		uint64_t rv = rel == 'c' ? mix(6, (uint64_t)(num - e->counter0))
		            : rel == 'l' ? mix(7, (uint64_t)(num - e->level)) : value;
		e->digest_rel = mix(e->digest_rel, mix(rel_name_hash(e, nm, value, nh), rv));
		e->inputs++;
	}
	if (trace_detail && depth && stack[depth - 1].start_tick > last) {
		sb_puts(&detail, all ? "N " : "I ");
		sb_putn(&detail, nm->s, nm->len);
		if (rel)   /* the number, which the reader takes relative */
			sb_printf(&detail, " =%ld\n", num);
		else
			sb_printf(&detail, " %016llx\n", (unsigned long long)value);
	}
}

static void input(Name *nm, uint64_t value, bool all)
{
	input_rel(nm, value, all, 0, 0);
}

/* ---- mcpp's memo hooks */

static void on_enter(const char *fullname, const char *marker, const char *gcc_name, int sys,
                     int level, int mid)
{
	EXCL_BEGIN;
	if (depth == stack_cap) {
		stack_cap = stack_cap ? stack_cap * 2 : 64;
		stack = xrealloc(stack, sizeof *stack * (size_t)stack_cap);
	}
	Entry *e = &stack[depth];
	memset(e, 0, sizeof *e);
	e->id = next_id++;
	e->parent = depth ? stack[depth - 1].id : -1;
	e->level = level;
	e->start_tick = ++tick;
	e->counter0 = counter_seen;
	struct stat st;
	long long size = -1, mtime = 0;
	if (stat(fullname, &st) == 0)
		size = st.st_size, mtime = st.st_mtime;
	e->key = xasprintf("%s|%s|%s|%d|%lld:%lld", fullname, marker, gcc_name ? gcc_name : "",
	                   sys, size, mtime);
	if (mid)
		flag(e, 'x');
	depth++;
	if (trace_detail)
		sb_printf(&detail, "> %ld %ld\n", e->id, counter_seen);
	e->b0 = out_pos();
	e->h0 = out_hash;
	e->k0 = out_hashed;
	EXCL_END;
	e->excl0 = excluded;
	e->t0 = now_ns();
}

static void finish(Entry *e, uint64_t t, size_t b)
{
	uint64_t ns = t - e->t0 - (excluded - e->excl0);
	uint64_t oh = (out_hash + OUT_MOD - mulmod(e->h0, powmod(OUT_BASE, out_hashed - e->k0))) %
	              OUT_MOD;
	if (!e->flags[0])
		strcpy(e->flags, "-");
	free(e->own);
	e->own = NULL;
	if (e->id >= lines_cap) {
		long cap = lines_cap ? lines_cap * 2 : 1024;
		while (cap <= e->id)
			cap *= 2;
		lines = xrealloc(lines, sizeof *lines * (size_t)cap);
		memset(lines + lines_cap, 0, sizeof *lines * (size_t)(cap - lines_cap));
		lines_cap = cap;
	}
	lines[e->id] = xasprintf("E %ld %ld %d %016llx %016llx %016llx %016llx %ld %ld %llu %zu "
	                         "%016llx %s %s\n",
	                         e->id, e->parent, e->level, (unsigned long long)e->digest,
	                         (unsigned long long)e->digest_rel, (unsigned long long)e->digest_own,
	                         (unsigned long long)e->digest_own_rel,
	                         e->own_inputs, e->inputs,
	                         (unsigned long long)ns, b - e->b0, (unsigned long long)oh,
	                         e->flags, e->key);
	if (trace_detail)
		sb_printf(&detail, "< %ld\n", e->id);
	free(e->key);
}

static void on_leave(int mid)
{
	uint64_t t = now_ns();
	EXCL_BEGIN;
	if (depth) {
		Entry *e = &stack[--depth];
		if (mid)
			flag(e, 'x');
		finish(e, t, out_pos());
	}
	EXCL_END;
}

static bool is_dynamic(const char *name, size_t len)
{
	static const char *const dyn[] = {"__LINE__", "__FILE__", "__FILE_NAME__", "__COUNTER__",
	                                  "__INCLUDE_LEVEL__", "__BASE_FILE__"};
	if (len < 8 || name[0] != '_' || name[1] != '_')
		return false;
	for (size_t i = 0; i < sizeof dyn / sizeof *dyn; i++)
		if (strlen(dyn[i]) == len && !memcmp(dyn[i], name, len))
			return true;
	return false;
}

static void on_lookup(const char *name, size_t len, unsigned hash, int nargs, const char *parms,
                      const char *repl, int guard)
{
	EXCL_BEGIN;
	if (depth) {
		Name *nm = name_of(name, len, hash);
		uint64_t v = 0;
		if (repl) {
			/* the value of a run-dependent macro comes with its use
			 * (on_dynamic); __LINE__, __FILE__ and __FILE_NAME__ are
			 * the header's own */
			v = is_dynamic(name, len) ? 1 : hash_str(hash_str(mix(2, (uint64_t)nargs), parms), repl);
		}
		if (!guard)
			own_input(nm, v, false, false, false);
		input(nm, v, false);
	}
	EXCL_END;
}

static void on_write(const char *name, size_t len, unsigned hash, int what)
{
	EXCL_BEGIN;
	if (depth) {
		Name *nm = name_of(name, len, hash);
		if (trace_detail && stack[depth - 1].start_tick > nm->last) {
			sb_puts(&detail, "W ");
			sb_putn(&detail, name, len);
			sb_putc(&detail, '\n');
		}
		nm->last = nm->last_write = ++tick;
		own_input(nm, 0, true, false, false);
		if (what == 'P' || what == 'O')
			flag_all('p');
	}
	EXCL_END;
}

static void on_include(const char *spelling, int local, int next, int probe, int result,
                       const char *fullname, const char *dir)
{
	EXCL_BEGIN;
	if (depth) {
		char *k = xasprintf("#%s%s%c%s%c", probe ? "has" : "inc", next ? "_next" : "",
		                    local ? '"' : '<', spelling, local ? '"' : '>');
		uint64_t v = hash_str(hash_str(mix(3, (uint64_t)result), fullname), dir);
		Name *nm = name_of(k, strlen(k), own_hash(k, strlen(k)));
		if (probe)   /* __has_include: an input; an #include is done again */
			own_input(nm, v, false, true, false);
		input(nm, v, true);
		free(k);
	}
	EXCL_END;
}

static void on_dynamic(const char *name, const char *value)
{
	EXCL_BEGIN;
	if (name[2] == 'C')
		counter_seen++;
	if (depth) {
		int kind = name[2] == 'C' ? 'c' : name[2] == 'I' ? 'l' : 'b';
		flag_all((char)kind);
		Name *nm = name_of(name, strlen(name), own_hash(name, strlen(name)));
		own_input(nm, hash_str(4, value), false, true, kind == 'c');
		input_rel(nm, hash_str(4, value), true, kind, atol(value));
	}
	EXCL_END;
}

static void on_once(const char *fullname)
{
	(void)fullname;
	if (depth)
		flag(&stack[depth - 1], 'o');
}

static const struct mcpp_memo_hooks time_hooks = {
	.enter = on_enter,
	.leave = on_leave,
};

static const struct mcpp_memo_hooks hooks = {
	.enter = on_enter,
	.leave = on_leave,
	.lookup = on_lookup,
	.write = on_write,
	.include = on_include,
	.dynamic = on_dynamic,
	.once = on_once,
};

/* __has_attribute and __has_builtin: the host's answers are inputs too */
static long traced_has(const char *op, const char *name)
{
	long v = gnu_has(op, name);
	EXCL_BEGIN;
	if (depth) {
		char *k = xasprintf("#%s(%s)", op, name);
		Name *nm = name_of(k, strlen(k), own_hash(k, strlen(k)));
		own_input(nm, mix(5, (uint64_t)v), false, true, false);
		input(nm, mix(5, (uint64_t)v), true);
		free(k);
	}
	EXCL_END;
	return v;
}

bool memo_trace_on(void)
{
	static int on = -1;
	if (on < 0) {
		const char *p = getenv("NULLAUDIT_MEMO_TRACE");
		const char *d = getenv("NULLAUDIT_MEMO_TRACE_DETAIL");
		const char *t = getenv("NULLAUDIT_MEMO_TRACE_TIME");
		trace_path = p && *p ? p : NULL;
		trace_time = t && *t && *t != '0';
		trace_detail = !trace_time && d && *d && *d != '0';
		on = trace_path != NULL;
	}
	return on;
}

void memo_trace_begin(size_t (*pos)(void), bool plain)
{
	out_skip_numbers = !plain;
	if (!memo_trace_on())
		return;
	out_pos = pos;
	depth = 0;
	next_id = 0;
	tick = 0;
	excluded = 0;
	excl_depth = 0;
	counter_seen = 0;
	out_hash = out_hashed = 0;
	trace.len = detail.len = 0;
	memo_tracing = true;
	mcpp_set_memo_hooks(trace_time ? &time_hooks : &hooks);
	if (!trace_time)
		mcpp_set_has_hook(traced_has);
	run_excl0 = excluded;
	run_t0 = now_ns();
}

/* mcpp wrote a diagnostic */
void memo_trace_diag(void)
{
	if (trace_path && depth)
		flag_all('d');
}

void memo_trace_end(const char *unit, bool plain)
{
	if (!trace_path)
		return;
	uint64_t t = now_ns();
	size_t b = out_pos();
	while (depth) {   /* a fatal error: never left */
		Entry *e = &stack[--depth];
		flag(e, 'a');
		finish(e, t, b);
	}
	mcpp_set_memo_hooks(NULL);
	memo_tracing = false;
	sb_printf(&trace, "U %c%s %s %llu %zu %ld\n", plain ? 'P' : 'K', trace_time ? "t" : "", unit,
	          (unsigned long long)(t - run_t0 - (excluded - run_excl0)), b, next_id);
	for (long i = 0; i < next_id; i++) {
		sb_puts(&trace, lines[i] ? lines[i] : "E ?\n");
		free(lines[i]);
		lines[i] = NULL;
	}
	if (trace_detail && detail.len)
		sb_putn(&trace, detail.buf, detail.len);
	int fd = open(trace_path, O_WRONLY | O_APPEND | O_CREAT, 0644);
	if (fd >= 0) {
		size_t off = 0;
		while (off < trace.len) {
			ssize_t w = write(fd, trace.buf + off, trace.len - off);
			if (w <= 0)
				break;
			off += (size_t)w;
		}
		close(fd);
	}
	names_clear();
}
