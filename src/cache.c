/* cache.c -- the persistent result cache; see cache.h and docs/cache.md. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0"
#endif

#include "cache.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mcpp_lib.h"
#include "pp.h"
#include "pphooks.h"
#include "util.h"

#define MAGIC "nullaudit-cache 4\n"

/* ---- hashing: two 64-bit lanes of an xxHash64-style hash, seeds apart */

#define P1 0x9E3779B185EBCA87ULL
#define P2 0xC2B2AE3D27D4EB4FULL
#define P3 0x165667B19E3779F9ULL
#define P4 0x85EBCA77C2B2AE63ULL
#define P5 0x27D4EB2F165667C5ULL

static uint64_t rotl(uint64_t x, int r)
{
	return (x << r) | (x >> (64 - r));
}

static uint64_t rd64(const unsigned char *p)
{
	uint64_t v;
	memcpy(&v, p, 8);
	return v;
}

static uint32_t rd32(const unsigned char *p)
{
	uint32_t v;
	memcpy(&v, p, 4);
	return v;
}

static uint64_t round64(uint64_t acc, uint64_t in)
{
	acc += in * P2;
	return rotl(acc, 31) * P1;
}

static uint64_t merge64(uint64_t h, uint64_t v)
{
	h ^= round64(0, v);
	return h * P1 + P4;
}

static uint64_t xxh64(const unsigned char *p, size_t n, uint64_t seed)
{
	const unsigned char *end = p + n;
	uint64_t h;
	if (n >= 32) {
		uint64_t v1 = seed + P1 + P2, v2 = seed + P2, v3 = seed, v4 = seed - P1;
		for (; end - p >= 32; p += 32) {
			v1 = round64(v1, rd64(p));
			v2 = round64(v2, rd64(p + 8));
			v3 = round64(v3, rd64(p + 16));
			v4 = round64(v4, rd64(p + 24));
		}
		h = rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18);
		h = merge64(merge64(merge64(merge64(h, v1), v2), v3), v4);
	} else {
		h = seed + P5;
	}
	h += n;
	for (; end - p >= 8; p += 8)
		h = rotl(h ^ round64(0, rd64(p)), 27) * P1 + P4;
	if (end - p >= 4) {
		h = rotl(h ^ (uint64_t)rd32(p) * P1, 23) * P2 + P3;
		p += 4;
	}
	for (; p < end; p++)
		h = rotl(h ^ *p * P5, 11) * P1;
	h ^= h >> 33;
	h *= P2;
	h ^= h >> 29;
	h *= P3;
	return h ^ (h >> 32);
}

Hash128 hash128(const void *p, size_t n)
{
	return (Hash128){xxh64(p, n, 0), xxh64(p, n, 0x6e756c6c61756469ULL)};
}

void hash_hex(Hash128 h, char out[33])
{
	snprintf(out, 33, "%016llx%016llx", (unsigned long long)h.a, (unsigned long long)h.b);
}

/* ---- settings */

char *cache_default_dir(void)
{
	const char *x = getenv("XDG_CACHE_HOME");
	if (x && *x == '/')
		return xasprintf("%s/nullaudit", x);
	const char *home = getenv("HOME");
	if (home && *home)
		return xasprintf("%s/.cache/nullaudit", home);
	return NULL;
}

long long cache_parse_size(const char *s)
{
	/* digits, an optional fraction, an optional K, M, G or T (powers of
	 * 1024, "Ki" the same) and an optional B: exact integer arithmetic,
	 * so that "nan", "inf", "-1", "1e3", " 1" or a size beyond LLONG_MAX
	 * are refused rather than converted */
	const char *p = s;
	unsigned long long ip = 0, frac = 0, scale = 1;
	if (*p < '0' || *p > '9')
		return -1;
	for (; *p >= '0' && *p <= '9'; p++) {
		if (ip > (unsigned long long)LLONG_MAX / 10)
			return -1;
		ip = ip * 10 + (unsigned long long)(*p - '0');
		if (ip > (unsigned long long)LLONG_MAX)
			return -1;
	}
	if (*p == '.') {
		p++;
		if (*p < '0' || *p > '9')
			return -1;
		/* six digits are below a byte of a K, a MiB of a T: the rest
		 * are read and dropped */
		for (int d = 0; *p >= '0' && *p <= '9'; p++, d++)
			if (d < 6) {
				frac = frac * 10 + (unsigned long long)(*p - '0');
				scale *= 10;
			}
	}
	unsigned long long m = 1;
	switch (*p) {
	case 'k': case 'K': m = 1ULL << 10; p++; break;
	case 'm': case 'M': m = 1ULL << 20; p++; break;
	case 'g': case 'G': m = 1ULL << 30; p++; break;
	case 't': case 'T': m = 1ULL << 40; p++; break;
	}
	if (*p == 'i' && m > 1)
		p++;
	if (*p == 'B' || *p == 'b')
		p++;
	if (*p)
		return -1;
	if (ip > (unsigned long long)LLONG_MAX / m)
		return -1;
	unsigned long long v = ip * m, f = frac * m / scale;   /* frac < 10^6, m <= 2^40 */
	if (f > (unsigned long long)LLONG_MAX - v)
		return -1;
	return (long long)(v + f);
}

static int write_atomic(const char *path, const char *data, size_t len);

static char program_id[33];

/* The identity of the executable: its device, inode, size, modification
 * and change times (a file rebuilt or replaced has another; the change
 * time cannot be set back), as DIR/program-id keeps it */
static bool program_identity(char *out, size_t n)
{
	struct stat st;
	if (stat("/proc/self/exe", &st) != 0)
		return false;
	snprintf(out, n, "%llu %llu %lld %lld.%09ld %lld.%09ld", (unsigned long long)st.st_dev,
	         (unsigned long long)st.st_ino, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
	         st.st_mtim.tv_nsec, (long long)st.st_ctim.tv_sec, st.st_ctim.tv_nsec);
	return true;
}

const char *cache_program_id_in(const char *dir)
{
	if (program_id[0])
		return program_id;
	/* DIR/program-id: the identity of the executable and its hash, so
	 * that each process (kbuild's CHECK= runs one a unit) need not read
	 * and hash its own executable (3 MB and more) again */
	char ident[160], *path = xasprintf("%s/program-id", dir), *err = NULL;
	size_t len = 0;
	bool have = program_identity(ident, sizeof ident);
	char *text = have ? read_file(path, &len, &err) : NULL;
	size_t il = strlen(ident);
	if (text && len == il + 34 && !memcmp(text, ident, il) && text[il] == ' ' &&
	    text[len - 1] == '\n' && strspn(text + il + 1, "0123456789abcdef") == 32) {
		memcpy(program_id, text + il + 1, 32);
		program_id[32] = '\0';
	} else {
		cache_program_id();   /* hashed now */
		if (have) {
			char *line = xasprintf("%s %s\n", ident, program_id);
			(void)write_atomic(path, line, strlen(line));   /* a cache, nothing more */
			free(line);
		}
	}
	free(text);
	free(err);
	free(path);
	return program_id;
}

const char *cache_program_id(void)
{
	char *id = program_id;
	if (id[0])
		return id;
	size_t len = 0;
	char *err = NULL;
	char *exe = read_file("/proc/self/exe", &len, &err);
	if (exe) {
		hash_hex(hash128(exe, len), id);
		free(exe);
	} else {
		/* no /proc: the version and the moment of the build */
		free(err);
		const char *v = PACKAGE_VERSION " " __DATE__ " " __TIME__;
		hash_hex(hash128(v, strlen(v)), id);
	}
	return id;
}

/* ---- what a unit reads */

/* One line of the manifest for each path: "N" not found, "O<mode>" found,
 * not a regular file, "F" a regular file (hashed when stored), "L" a
 * readlink() answer. */
static PtrMap watch_stat;   /* interned path -> "N", "O<mode>", "F" */
static PtrMap watch_link;   /* interned path -> target, "" for "not a link" */
static StrVec watch_order;  /* paths stat'ed, in order */
static StrVec link_order;
static time_t watch_start;
static PtrMap watch_called; /* interned names of definitions expanded in text */
static const char *watch_main;  /* the unit's own file */
static PtrMap watch_sources; /* interned path the builder read -> display path */
static size_t watch_output;  /* the largest annotated output of a run */
static bool watching;

static void on_stat(const char *path, int rc, unsigned mode)
{
	const char *k = intern(path);
	if (pm_get(&watch_stat, k))
		return;
	char buf[32];
	if (rc != 0)
		strcpy(buf, "N");
	else if (S_ISREG(mode))
		strcpy(buf, "F");
	else
		snprintf(buf, sizeof buf, "O%o", (unsigned)(mode & S_IFMT));
	pm_set(&watch_stat, k, intern(buf));
	sv_push(&watch_order, k);
}

static void on_link(const char *path, const char *target, int len)
{
	const char *k = intern(path);
	if (pm_get(&watch_link, k))
		return;
	pm_set(&watch_link, k, len > 0 ? intern_n(target, (size_t)len) : intern("\x01"));
	sv_push(&link_order, k);
}

/* The macro names looked up are kept by mcpp, as a set of their hashes
 * for the watch (mcpp_lookup_begin()): a unit's 575,000
 * lookups of some 25,000 names cost a probe each inside mcpp, not a call.
 * A name counts as looked up when one of its hashes was: a false "looked
 * up" only compares a definition that need not be (a miss at worst),
 * never the reverse. */
static unsigned watch_set;   /* mcpp's set for the watch, asked after it ends */

/* A name the unit's result depends on, as if looked up */
static void note_name(const char *name)
{
	mcpp_lookup_note(name, strlen(name));
}

/* Whether the unit looked the macro name up */
static bool looked_up(const char *name)
{
	return mcpp_looked_up(watch_set, mcpp_name_hash(name, strlen(name))) != 0;
}

static void note_called(const char *name)
{
	if (!watching)
		return;
	const char *k = intern(name);
	pm_set(&watch_called, k, k);
}

static void note_source(const char *path, const char *disp)
{
	if (watching)
		pm_set(&watch_sources, intern(path), intern(disp));
}

static void note_output(size_t bytes)
{
	if (watching && bytes > watch_output)
		watch_output = bytes;
}

/* What the cache hears of the preprocessor (pphooks.h) while it watches. */
static const PPCallbacks listener = {
	.stat = on_stat,
	.link = on_link,
	.file_read = note_source,
	.macro_placed = note_called,
	.output = note_output,
};

void cache_watch_begin(void)
{
	pm_free(&watch_stat);
	pm_free(&watch_link);
	watch_set = mcpp_lookup_begin();
	real_path_forget();     /* resolved again for this unit's record */
	pm_free(&watch_called);
	pm_free(&watch_sources);
	sv_free(&watch_order);
	sv_free(&link_order);
	watch_main = NULL;
	watch_output = 0;
	watch_start = time(NULL);
	watching = true;
	pp_note_target_names();
	/* every definition of NULL is checked, expanded or not
	 * (check_definitions): as if looked up and expanded */
	note_name("NULL");
	note_called("NULL");
	pp_listen(&listener);
}

void cache_watch_file(const char *path)
{
	watch_main = intern(path);
	struct stat sb;
	int rc = stat(path, &sb);
	on_stat(path, rc, rc == 0 ? (unsigned)sb.st_mode : 0);
}

void cache_watch_end(void)
{
	pp_unlisten(&listener);
	mcpp_lookup_end();
	watching = false;   /* (what it heard is kept for the store) */
}

/* ---- the macro names a unit looked up: a Bloom filter of the set (a
 * false "looked up" only makes a miss), 12 bits a name, 6 probes */

#define BLOOM_K 6

/* The probes of a name, from the hash mcpp gives it (the set of names
 * looked up is a set of those hashes) */
static void bloom_probe(unsigned hash, size_t bits, size_t pos[BLOOM_K])
{
	unsigned char b[4] = {(unsigned char)hash, (unsigned char)(hash >> 8),
	                      (unsigned char)(hash >> 16), (unsigned char)(hash >> 24)};
	uint64_t h1 = xxh64(b, 4, 0x626c6f6f6dULL);
	uint64_t h2 = xxh64(b, 4, 0x6d61637230ULL) | 1;
	for (int i = 0; i < BLOOM_K; i++)
		pos[i] = (size_t)((h1 + (uint64_t)i * h2) % bits);
}

static bool bloom_has(const unsigned char *b, size_t bits, const char *name)
{
	size_t pos[BLOOM_K];
	bloom_probe(mcpp_name_hash(name, strlen(name)), bits, pos);
	for (int i = 0; i < BLOOM_K; i++)
		if (!(b[pos[i] / 8] & (1u << (pos[i] % 8))))
			return false;
	return true;
}

/* ---- files of definitions (docs/cache.md, "Files of definitions"): a
 * header such as kbuild's include/generated/autoconf.h, only #define and
 * #undef lines of object-like macros (and comments, blank lines, perhaps an
 * include guard) in shapes that mcpp takes without a message, is compared
 * name by name instead of byte for byte */

typedef struct DefsFile {
	bool ok;              /* it has that shape */
	const char *guard;    /* interned #ifndef name, or NULL */
	bool guard_next;      /* #define of it on the next line (token.c: a
	                         guard, not a condition) */
	PtrMap plain;         /* name -> interned texts of its directives, */
	PtrMap placed;        /* name -> the same, each with its line number:
	                         made by defs_ready(), when two versions of
	                         the file are compared */
	struct DefLines *lines; /* until then, its lines, */
	char *text;           /* which lie in its bytes */
	const char **names;   /* interned, in order of first appearance */
	int nnames;
	size_t len, nlines;
	PtrMap added;         /* interned hash of another version -> NameList */
} DefsFile;

typedef struct NameList {
	const char **v;
	int n;
} NameList;

/* Names mcpp treats specially at a #define (an error, or an operator of
 * #if): a file defining one is not a file of definitions. */
static bool special_name(const char *s, size_t n)
{
	static const char *const sp[] = {"defined", "_Pragma", "__VA_ARGS__", "__VA_OPT__",
	                                 "__STDC__", "__STDC_VERSION__", "__STDC_HOSTED__",
	                                 "__cplusplus", "__FILE__", "__LINE__", "__DATE__",
	                                 "__TIME__", "__COUNTER__", "__INCLUDE_LEVEL__",
	                                 "__FILE_NAME__", "__BASE_FILE__", NULL};
	if (!n || (s[0] != '_' && s[0] != 'd'))
		return false;   /* CONFIG_..., most of a kernel unit's */
	for (int i = 0; sp[i]; i++)
		if (strlen(sp[i]) == n && !memcmp(sp[i], s, n))
			return true;
	return n >= 6 && !memcmp(s, "__has_", 6);
}

/* [line, e) is ASCII without control characters but tab, and holds no
 * "??" (a trigraph never spans lines: '\n' ends each) */
static bool line_plain(const char *line, const char *e)
{
	for (const char *p = line; p < e; p++) {
		unsigned char c = (unsigned char)*p;
		if (!((c >= 0x20 && c < 0x7f) || c == '\t') || (c == '?' && p + 1 < e && p[1] == '?'))
			return false;
	}
	return true;
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static bool ident_start(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool ident_char(char c)
{
	return ident_start(c) || (c >= '0' && c <= '9');
}

/* The identifier at *p (before e), at most 255 bytes: its length, *p past
 * it; 0 if there is none. */
static size_t scan_ident(const char **p, const char *e)
{
	const char *s = *p;
	if (s >= e || !ident_start(*s))
		return 0;
	while (s < e && ident_char(*s))
		s++;
	size_t n = (size_t)(s - *p);
	*p = s;
	return n < 256 ? n : 0;
}

/* Blanks and block comments from p to the line's end e; false at anything
 * else (a line comment too: not one in every mode of mcpp). *open: a
 * comment continues past e. */
static bool blank_rest(const char *p, const char *e, bool *open)
{
	while (p < e) {
		if (*open) {
			const char *c = memmem(p, (size_t)(e - p), "*/", 2);
			if (!c)
				return true;
			*open = false;
			p = c + 2;
		} else if (is_blank(*p)) {
			p++;
		} else if (e - p >= 2 && p[0] == '/' && p[1] == '*') {
			*open = true;
			p += 2;
		} else {
			return false;
		}
	}
	return true;
}

/* An object-like macro's body from p to e in tokens mcpp stores without a
 * message: identifiers (not __VA_ARGS__ or __VA_OPT__), pp-numbers,
 * string literals closed on the line, operators and punctuators but # and
 * ##; then perhaps a comment closed on the line. */
static bool body_ok(const char *p, const char *e)
{
	while (p < e) {
		char c = *p;
		if (is_blank(c)) {
			p++;
		} else if (c == '/' && e - p >= 2 && (p[1] == '*' || p[1] == '/')) {
			bool open = false;
			return blank_rest(p, e, &open) && !open;
		} else if (ident_start(c)) {
			const char *s = p;
			if (!scan_ident(&p, e) || !strncmp(s, "__VA_", 5))
				return false;
		} else if ((c >= '0' && c <= '9') || (c == '.' && e - p >= 2 && p[1] >= '0' && p[1] <= '9')) {
			for (p++; p < e && (ident_char(*p) || *p == '.' ||
			                    ((*p == '+' || *p == '-') && strchr("eEpP", p[-1]))); p++)
				;
		} else if (c == '"') {
			for (p++; p < e && *p != '"'; p++)
				if (*p == '\\' && (++p == e || *p == 'u' || *p == 'U'))
					return false;
			if (p++ == e)
				return false;
		} else if (strchr("()+-*/%<>=!&|^~?:.,[]{};", c)) {
			p++;
		} else {
			return false;
		}
	}
	return true;
}

/* A file's #define and #undef lines, in order, while it is read: each
 * name's lines are chained (next), so that its texts are made once, at
 * the end, and only for a file of definitions. */
typedef struct DefLine {
	const char *s;   /* the line, n bytes */
	size_t n, line;
	int next;        /* the name's next line, or -1 */
	bool first;      /* the name's first line (names[] has their order) */
} DefLine;

typedef struct DefLines {
	DefLine *v;
	int n, cap;
	PtrMap last;     /* interned name -> index + 1 of its last line */
} DefLines;

static void defs_add(DefLines *dl, DefsFile *d, const char *name, size_t line, const char *s,
                     size_t n)
{
	const char *k = intern(name);
	if (dl->n == dl->cap) {
		dl->cap = dl->cap ? dl->cap * 2 : 64;
		dl->v = xrealloc(dl->v, sizeof *dl->v * (size_t)dl->cap);
	}
	intptr_t last = (intptr_t)pm_get(&dl->last, k);
	dl->v[dl->n] = (DefLine){s, n, line, -1, !last};
	if (last) {
		dl->v[last - 1].next = dl->n;
	} else {
		if ((d->nnames & (d->nnames - 1)) == 0)   /* 0, 1, 2, 4...: doubled */
			d->names = xrealloc(d->names, sizeof *d->names * (size_t)(d->nnames ? d->nnames * 2 : 1));
		d->names[d->nnames++] = k;
	}
	pm_set(&dl->last, k, (const void *)(intptr_t)(dl->n + 1));
	dl->n++;
}

/* The texts of each name of a file of definitions (DefsFile.plain and
 * .placed): its lines, each ended by a newline, and the same each after
 * its line number and ':' */
static void defs_texts(const DefLines *dl, DefsFile *d)
{
	StrBuf plain = {0}, placed = {0};
	int nm = 0;
	for (int i = 0; i < dl->n; i++) {
		if (!dl->v[i].first)
			continue;
		plain.len = placed.len = 0;
		for (int j = i; j >= 0; j = dl->v[j].next) {
			const DefLine *l = &dl->v[j];
			sb_putn(&plain, l->s, l->n);
			sb_putc(&plain, '\n');
			sb_put_uint(&placed, l->line);
			sb_putc(&placed, ':');
			sb_putn(&placed, l->s, l->n);
			sb_putc(&placed, '\n');
		}
		const char *k = d->names[nm++];
		pm_set(&d->plain, k, intern_n(plain.buf, plain.len));
		pm_set(&d->placed, k, intern_n(placed.buf, placed.len));
	}
	free(plain.buf);
	free(placed.buf);
}

/* Reads text as a file of definitions; d->ok says whether it is one. */
static void defs_parse(const char *text, size_t len, DefsFile *d)
{
	memset(d, 0, sizeof *d);
	d->len = len;
	DefLines acc = {0};
	bool ok = len == 0 || text[len - 1] == '\n';
	bool open = false, closed = false, any = false;
	size_t guard_ln = 0;
	const char *line = text, *end = text + len;
	for (size_t ln = 1; ok && line < end; ln++) {
		const char *e = memchr(line, '\n', (size_t)(end - line));
		const char *p = line;
		d->nlines = ln;
		/* lines of at most 4 KiB, of ASCII without control characters
		 * but tab, with no trigraph (??/ would splice lines). Checked a
		 * line at a time, as far as the file is read: most headers stop
		 * at their first #include, and the whole file is no more a file
		 * of definitions for a bad byte after it. */
		ok = e - line <= 4096 && line_plain(line, e);
		while (ok && !open && p < e && is_blank(*p))
			p++;
		if (!ok || open || p == e || *p != '#') {
			/* a comment, a blank line */
			ok = ok && blank_rest(p, e, &open);
		} else {
			for (p++; p < e && is_blank(*p); p++)
				;
			const char *w = p;
			size_t wn = scan_ident(&p, e);
			if (closed) {
				ok = false;   /* a directive after the guard's #endif */
			} else if (wn == 5 && !memcmp(w, "endif", 5)) {
				ok = d->guard && blank_rest(p, e, &open) && !open;
				closed = true;
			} else {
				bool sep = p < e && is_blank(*p), guard_line = false;
				while (p < e && is_blank(*p))
					p++;
				const char *name = p;
				size_t nn = scan_ident(&p, e);
				ok = sep && nn && !special_name(name, nn);
				char nm[256];
				if (ok) {
					memcpy(nm, name, nn);
					nm[nn] = '\0';
				}
				if (ok && wn == 6 && !memcmp(w, "define", 6)) {
					/* object-like: a blank or the end after the name */
					ok = (p == e || is_blank(*p)) && body_ok(p, e);
					if (d->guard && guard_ln == ln - 1 && !strcmp(nm, d->guard))
						d->guard_next = true;
				} else if (ok && wn == 5 && !memcmp(w, "undef", 5)) {
					ok = blank_rest(p, e, &open) && !open;
				} else if (ok && wn == 6 && !memcmp(w, "ifndef", 6) && !any) {
					/* an include guard: the first directive, closed by
					 * the last */
					ok = blank_rest(p, e, &open) && !open;
					d->guard = ok ? intern(nm) : NULL;
					guard_ln = ln;
					guard_line = true;
				} else {
					ok = false;
				}
				if (ok && !guard_line)
					defs_add(&acc, d, nm, ln, line, (size_t)(e - line));
			}
			any = true;
		}
		line = e + 1;
	}
	ok = ok && !open && (!d->guard || closed);
	d->ok = ok;
	pm_free(&acc.last);
	if (ok) {
		d->lines = xmalloc(sizeof *d->lines);
		*d->lines = acc;
	} else {
		free(acc.v);
	}
}

/* d's texts made, for a comparison with another version: a store only
 * needs the names (autoconf.h: 10,000 of them in every kernel unit) */
static DefsFile *defs_ready(DefsFile *d)
{
	if (d && d->lines) {
		defs_texts(d->lines, d);
		free(d->lines->v);
		free(d->lines);
		d->lines = NULL;
		free(d->text);
		d->text = NULL;
	}
	return d;
}

static DefsFile *defs_free(DefsFile *d)
{
	pm_free(&d->plain);
	pm_free(&d->placed);
	if (d->lines)
		free(d->lines->v);
	free(d->lines);
	free(d->text);
	free(d->names);
	for (size_t i = 0; i < d->added.cap; i++)
		if (d->added.key[i]) {
			NameList *l = (NameList *)d->added.val[i];
			free(l->v);
			free(l);
		}
	pm_free(&d->added);
	memset(d, 0, sizeof *d);
	return d;
}

/* The names d defines that other, a version of the file with content hash
 * then_hash (interned), does not (memoised in d). */
static const NameList *defs_added(DefsFile *d, const char *then_hash, const DefsFile *other)
{
	NameList *l = (NameList *)pm_get(&d->added, then_hash);
	if (l)
		return l;
	l = xcalloc(1, sizeof *l);
	l->v = xcalloc((size_t)d->nnames + 1, sizeof *l->v);
	for (int i = 0; i < d->nnames; i++)
		if (!pm_get(&other->plain, d->names[i]))
			l->v[l->n++] = d->names[i];
	pm_set(&d->added, then_hash, l);
	return l;
}

/* ---- memoised file system answers of a run (the driver's lookups): each
 * path is stat()ed once and each regular file hashed once while its stat
 * identity stays; a file changed in the last second is not memoised */

typedef struct Memo {
	int rc;
	struct stat sb;
	bool hashed, hash_ok;
	char hash[33];
	long long size;
	bool real_done;
	const char *real;   /* interned, or NULL */
} Memo;

static PtrMap memo;          /* interned path -> Memo */
static PtrMap memo_links;    /* interned path -> interned target, "\x01" none */
static long n_lookups, n_stats, n_hashes;

static bool memo_fresh(const struct stat *sb)
{
	time_t now = time(NULL);
	return sb->st_mtime >= now - 1 || sb->st_ctime >= now - 1;
}

static bool same_identity(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino && a->st_size == b->st_size &&
	       a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec == b->st_mtim.tv_nsec &&
	       a->st_ctim.tv_sec == b->st_ctim.tv_sec && a->st_ctim.tv_nsec == b->st_ctim.tv_nsec;
}

/* The memo of path, or *tmp filled anew for a path not memoised. */
static Memo *memo_stat(const char *path, Memo *tmp)
{
	const char *k = intern(path);
	Memo *m = (Memo *)pm_get(&memo, k);
	if (m)
		return m;
	memset(tmp, 0, sizeof *tmp);
	n_stats++;
	tmp->rc = stat(path, &tmp->sb);
	if (tmp->rc == 0 && memo_fresh(&tmp->sb))
		return tmp;
	m = xmalloc(sizeof *m);
	*m = *tmp;
	pm_set(&memo, k, m);
	return m;
}

void cache_debug_report(void)
{
	const char *d = getenv("NULLAUDIT_CACHE_DEBUG");
	if (d && *d && strcmp(d, "0"))
		fprintf(stderr, "nullaudit: cache debug: %ld entries checked, %ld paths stat'ed, "
		        "%ld files hashed\n", n_lookups, n_stats, n_hashes);
}

/* ---- entries */

static void put_esc(StrBuf *sb, const char *s)
{
	for (; *s; s++) {
		if (*s == '\\')
			sb_puts(sb, "\\\\");
		else if (*s == '\n')
			sb_puts(sb, "\\n");
		else if (*s == '\t')
			sb_puts(sb, "\\t");
		else
			sb_putc(sb, *s);
	}
}

/* Unescapes the field starting at *p up to a tab or newline, in place. */
static char *get_esc(char **p)
{
	char *s = *p, *o = *p, *r = *p;
	while (*r && *r != '\t' && *r != '\n') {
		if (*r == '\\' && r[1]) {
			r++;
			*o++ = *r == 'n' ? '\n' : *r == 't' ? '\t' : *r;
			r++;
		} else {
			*o++ = *r++;
		}
	}
	char end = *r;
	*o = '\0';
	*p = end ? r + 1 : r;
	return s;
}

static char *entry_path(const char *dir, const char *key)
{
	return xasprintf("%s/%.2s/%s.e", dir, key, key + 2);
}

/* The content hash of a file, and whether it is older than the run; with
 * text, its bytes too (NUL-terminated, the caller frees them). */
/* Changed in the second the run started or later: what was read may not
 * be what is hashed (ccache's "too new" rule) */
static bool too_new(const struct stat *sb)
{
	return sb->st_mtime >= watch_start - 1 || sb->st_ctime >= watch_start - 1;
}

static bool file_hash(const char *path, char out[33], long long *size, bool *fresh,
                      struct stat *st, char **text)
{
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		return false;
	struct stat sb;
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		close(fd);
		return false;
	}
	size_t cap = (size_t)sb.st_size + 1, n = 0;
	char *buf = xmalloc(cap);
	for (;;) {
		if (n == cap) {
			cap *= 2;
			buf = xrealloc(buf, cap);
		}
		ssize_t r = read(fd, buf + n, cap - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			free(buf);
			close(fd);
			return false;
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	close(fd);
	hash_hex(hash128(buf, n), out);
	*size = (long long)n;
	if (fresh)
		*fresh = too_new(&sb);
	if (st)
		*st = sb;
	if (text) {
		if (n == cap)
			buf = xrealloc(buf, n + 1);
		buf[n] = '\0';
		*text = buf;
	} else {
		free(buf);
	}
	return true;
}

/* ---- content hashes by identity, across processes (DIR/hashes): a table
 * of slots, each the identity of a file (its path, device, inode, size,
 * modification and change times), the content hash of its bytes and
 * whether they are a file of definitions. kbuild's CHECK= starts a
 * process per unit, and each read and hashed the 600 headers of a kernel
 * unit again (7 MB) to store its entry; a file whose identity is in the
 * table is not read. A file changed in the last second is not entered
 * (its bytes may change again within the file system's time granularity
 * without changing its identity). A slot written by two processes at
 * once, or damaged, fails its check: the file is read again, never given
 * a wrong hash. */

#define HASHES_SLOTS ((uint64_t)1 << 18)
#define HASHES_WINDOW 8   /* the slots a file may be in, read at once */

enum { KIND_UNKNOWN, KIND_PLAIN, KIND_DEFS };

typedef struct HSlot {
	uint64_t key, check;
	Hash128 hash;
	int64_t size;
	uint64_t kind;
} HSlot;

static int hashes_fd = -1;
static char *hashes_dir;

/* The table of dir, opened (and made) once a process */
static void hashes_open(const char *dir)
{
	if (hashes_dir && !strcmp(hashes_dir, dir))
		return;
	if (hashes_fd >= 0)
		close(hashes_fd);
	free(hashes_dir);
	hashes_dir = xstrdup(dir);
	char *path = xasprintf("%s/hashes", dir);
	off_t want = (off_t)(HASHES_SLOTS * sizeof(HSlot));
	struct stat st;
	hashes_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
	if (hashes_fd >= 0 && fstat(hashes_fd, &st) == 0 && st.st_size != want &&
	    !(st.st_size == 0 && ftruncate(hashes_fd, want) == 0)) {
		na_warning("cache: %s: not the size of a table of hashes; files are read and hashed",
		           path);
		close(hashes_fd);
		hashes_fd = -1;
	}
	free(path);
}

/* The slot's key and check of path as st says it is */
static void hslot_key(const char *path, const struct stat *st, uint64_t *key, uint64_t *check)
{
	uint64_t id[7] = {(uint64_t)st->st_dev, (uint64_t)st->st_ino, (uint64_t)st->st_size,
	                  (uint64_t)st->st_mtim.tv_sec, (uint64_t)st->st_mtim.tv_nsec,
	                  (uint64_t)st->st_ctim.tv_sec, (uint64_t)st->st_ctim.tv_nsec};
	size_t n = strlen(path);
	*key = xxh64((const unsigned char *)id, sizeof id, xxh64((const unsigned char *)path, n, 3)) | 1;
	*check = xxh64((const unsigned char *)id, sizeof id, xxh64((const unsigned char *)path, n, 5));
}

static uint64_t hslot_check(const HSlot *s, uint64_t check)
{
	return check ^ s->hash.a * P1 ^ rotl(s->hash.b, 17) ^ (uint64_t)s->size * P2 ^ s->kind * P3;
}

static off_t hslot_window(uint64_t key)
{
	return (off_t)(key % (HASHES_SLOTS - HASHES_WINDOW + 1) * sizeof(HSlot));
}

/* The content hash and kind of path as st says it is, if the table has
 * them */
static bool hashes_get(const char *path, const struct stat *st, char hex[33], int *kind)
{
	HSlot w[HASHES_WINDOW];
	uint64_t key, check;
	if (hashes_fd < 0)
		return false;
	hslot_key(path, st, &key, &check);
	if (pread(hashes_fd, w, sizeof w, hslot_window(key)) != (ssize_t)sizeof w)
		return false;
	for (int i = 0; i < HASHES_WINDOW; i++)
		if (w[i].key == key && w[i].check == hslot_check(&w[i], check) &&
		    w[i].size == (int64_t)st->st_size && w[i].kind <= KIND_DEFS) {
			hash_hex(w[i].hash, hex);
			*kind = (int)w[i].kind;
			return true;
		}
	return false;
}

/* Enters path as st says it is, with its content hash (hex) and kind */
static void hashes_put(const char *path, const struct stat *st, const char *hex, int kind)
{
	HSlot w[HASHES_WINDOW], s;
	uint64_t key, check;
	unsigned long long a, b;
	if (hashes_fd < 0 || sscanf(hex, "%16llx%16llx", &a, &b) != 2 || memo_fresh(st))
		return;
	hslot_key(path, st, &key, &check);
	off_t at = hslot_window(key);
	if (pread(hashes_fd, w, sizeof w, at) != (ssize_t)sizeof w)
		return;
	int i = 0;
	while (i < HASHES_WINDOW && w[i].key && w[i].key != key)
		i++;
	if (i == HASHES_WINDOW)
		i = (int)(key >> 40) % HASHES_WINDOW;   /* a full window gives one up */
	s = (HSlot){key, 0, {a, b}, (int64_t)st->st_size, (uint64_t)kind};
	s.check = hslot_check(&s, check);
	(void)!pwrite(hashes_fd, &s, sizeof s, at + (off_t)(i * (int)sizeof s));
}

static void warn_entry(const char *path, const char *why)
{
	na_warning("cache: %s: %s; entry ignored", path, why);
}

/* The memo of f when it is a regular file, hashed, with the resolved path
 * real now; else NULL. tmp: as for memo_stat. */
static Memo *file_now(const char *f, const char *real, Memo *tmp)
{
	Memo *m = memo_stat(f, tmp);
	if (m->rc != 0 || !S_ISREG(m->sb.st_mode))
		return NULL;
	if (!m->hashed) {
		struct stat now;
		int kind;
		m->hashed = true;
		if (hashes_get(f, &m->sb, m->hash, &kind)) {
			m->size = (long long)m->sb.st_size;
			m->hash_ok = true;
		} else {
			n_hashes++;
			m->hash_ok = file_hash(f, m->hash, &m->size, NULL, &now, NULL) &&
			             same_identity(&now, &m->sb);
			if (m->hash_ok)
				hashes_put(f, &now, m->hash, KIND_UNKNOWN);
		}
	}
	if (!m->hash_ok)
		return NULL;
	if (!m->real_done) {
		char *r = real_path(f);
		m->real = r ? intern(r) : NULL;
		m->real_done = true;
		free(r);
	}
	return m->real && !strcmp(m->real, real) ? m : NULL;
}

/* Files of definitions by content hash: a parse is a function of the
 * bytes, kept for the run whatever file or snapshot had them. */
static PtrMap defs_memo;     /* interned hash -> DefsFile, or &not_defs */
static DefsFile not_defs;
static PtrMap snaps_touched; /* interned hash -> itself: made new this run */

/* The file of definitions *text (of content hash hash) is, or NULL; a
 * file of definitions keeps the bytes (*text is then NULL) */
static DefsFile *defs_of(const char *hash, char **text, size_t len)
{
	DefsFile *d = xcalloc(1, sizeof *d);
	defs_parse(*text, len, d);
	if (!d->ok) {
		free(defs_free(d));
		d = &not_defs;
	} else {
		d->text = *text;
		*text = NULL;
	}
	pm_set(&defs_memo, intern(hash), d);
	return d == &not_defs ? NULL : d;
}

/* True when the memo has the bytes of content hash hash parsed: *d is
 * then their file of definitions, or NULL for bytes that are none. */
static bool defs_memoised(const char *hash, DefsFile **d)
{
	DefsFile *m = (DefsFile *)pm_get(&defs_memo, intern(hash));
	*d = m == &not_defs ? NULL : m;
	return m != NULL;
}

/* The file of definitions f is, read again, if its bytes still have the
 * content hash found for it (hash); else NULL. */
static DefsFile *defs_now(const char *f, const char *hash)
{
	DefsFile *d;
	if (defs_memoised(hash, &d))
		return d;
	char h[33], *text = NULL;
	long long size = 0;
	if (file_hash(f, h, &size, NULL, NULL, &text) && !strcmp(h, hash))
		d = defs_of(h, &text, (size_t)size);
	free(text);
	return d;
}

/* ---- snapshots: a file of definitions as an entry recorded it, kept by
 * its content hash beside the entries (DIR/xx/<rest>.d), so that a lookup
 * knows which of the names it defines now it did not define then */

static char *snapshot_path(const char *dir, const char *hash)
{
	return xasprintf("%s/%.2s/%s.d", dir, hash, hash + 2);
}

static DefsFile *snapshot(const char *dir, const char *hash)
{
	DefsFile *d;
	if (defs_memoised(hash, &d))
		return d;
	char *path = snapshot_path(dir, hash), *err = NULL;
	size_t len = 0;
	char *text = read_file(path, &len, &err);
	if (text) {
		char h[33];
		hash_hex(hash128(text, len), h);
		if (!strcmp(h, hash)) {
			d = defs_of(h, &text, len);
		} else {
			/* removed, so that the next store writes a good one */
			na_warning("cache: %s: truncated or corrupt; removed", path);
			unlink(path);
		}
	}
	free(err);
	free(text);
	free(path);
	return d;
}

/* Least recently used: a snapshot is as new as the newest entry using it. */
static void snapshot_touch(const char *dir, const char *hash)
{
	const char *k = intern(hash);
	if (pm_get(&snaps_touched, k))
		return;
	pm_set(&snaps_touched, k, k);
	char *path = snapshot_path(dir, hash);
	utimensat(AT_FDCWD, path, NULL, 0);
	free(path);
}

/* A file of definitions that changed since an entry was stored: its m
 * lines compare the then and now definitions of the names looked up. */
typedef struct Changed {
	DefsFile *then, *now;
	const char *then_hash;   /* interned */
	size_t bound;            /* of the annotated output it can make */
} Changed;

static const char *memo_readlink(const char *f)
{
	const char *k = intern(f);
	const char *t = pm_get(&memo_links, k);
	if (!t) {
		char buf[PATH_MAX + 1];
		ssize_t n = readlink(f, buf, PATH_MAX);
		t = n > 0 ? intern_n(buf, (size_t)n) : intern("\x01");
		pm_set(&memo_links, k, t);
	}
	return t;
}

/* What a lookup learns of an entry's lines: the names of each
 * configuration's D and U lines, the filter of the names looked up, the
 * files of definitions changed, the snapshots and the output's size. */
typedef struct Lookup {
	const char *dir;
	PtrMap *const *envs;   /* the configurations' definitions now */
	int nenv;
	PtrMap *seen;          /* per configuration: the names of its D lines */
	unsigned char *bloom;
	size_t bits;
	Changed *changed, *mcur;   /* files of definitions changed */
	int nchanged;
	StrVec snaps;          /* the snapshots the entry uses */
	long long out_size;
} Lookup;

/* The entry's body after its magic and "K KEY" line, the trailer
 * ("E <hash of everything before>\n") checked and cut off; NULL for an
 * entry truncated or corrupt, or of another key. */
static char *entry_body(char *text, size_t len, const char *key)
{
	size_t ml = strlen(MAGIC);
	if (len < ml + 35 + 35 || memcmp(text, MAGIC, ml) != 0 || text[len - 1] != '\n' ||
	    memcmp(text + len - 35, "E ", 2) != 0)
		return NULL;
	char want[33];
	hash_hex(hash128(text, len - 35), want);
	if (memcmp(text + len - 33, want, 32) != 0)
		return NULL;
	text[len - 35] = '\0';
	char *p = text + ml;
	/* K KEY\n */
	if (strncmp(p, "K ", 2) != 0 || strncmp(p + 2, key, 32) != 0 || p[34] != '\n')
		return NULL;
	return p + 35;
}

/* An M line, M HASH REAL PATH: a file of definitions, then m lines. It
 * holds while the file is as it was, or changed with the same include
 * guard (then its m lines compare the definitions of the names looked
 * up, and it is among L's files changed). */
static int defs_file_line(Lookup *L, char **p)
{
	char *h = get_esc(p);
	char *real = get_esc(p);
	char *f = get_esc(p);
	Memo tmp, *m = file_now(f, real, &tmp);
	L->mcur = NULL;
	sv_push(&L->snaps, h);
	int hit = m != NULL;
	if (hit && strcmp(m->hash, h)) {
		DefsFile *now = defs_now(f, m->hash);
		DefsFile *then = now && strlen(h) == 32 ? snapshot(L->dir, h) : NULL;
		hit = then && now->guard == then->guard && now->guard_next == then->guard_next;
		if (hit) {
			defs_ready(then);
			defs_ready(now);
			L->changed = xrealloc(L->changed, sizeof *L->changed * (size_t)(L->nchanged + 1));
			L->mcur = &L->changed[L->nchanged++];
			*L->mcur = (Changed){then, now, intern(h),
			                     now->nlines * (96 + 2 * (strlen(f) + strlen(real))) +
			                     2 * now->len};
		}
	}
	return hit;
}

/* A B line, B BITS HEX: the filter of the names looked up; 0, or -1 for
 * a line that is none (or a second one). */
static int bloom_line(Lookup *L, char **p)
{
	char *nb = get_esc(p);
	char *hex = get_esc(p);
	L->bits = strtoul(nb, NULL, 10);
	if (L->bloom || !L->bits || L->bits % 8 || strlen(hex) != L->bits / 4)
		return -1;
	L->bloom = xmalloc(L->bits / 8);
	for (size_t i = 0; i < L->bits / 4; i++) {
		char ch = hex[i];
		int v = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
		if (v < 0)
			return -1;
		if (i % 2)
			L->bloom[i / 2] |= (unsigned char)v;
		else
			L->bloom[i / 2] = (unsigned char)(v << 4);
	}
	return 0;
}

/* One line of an entry, of kind kind, *p at its fields (moved past
 * them): 1 while what it records still holds, 0 when it no longer
 * does, -1 for a line that is none. */
static int entry_line(Lookup *L, char kind, char **p)
{
	if (kind == 'F') {
		char *h = get_esc(p);
		char *sz = get_esc(p);
		char *real = get_esc(p);
		char *f = get_esc(p);
		Memo tmp, *m = file_now(f, real, &tmp);
		return m && atoll(sz) == m->size && !strcmp(m->hash, h);
	}
	if (kind == 'M')
		return defs_file_line(L, p);
	if (kind == 'm') {
		/* m PLACED NAME: a name the file defined, looked up; its
		 * directives compared with their line numbers if PLACED */
		char *placed = get_esc(p);
		char *name = get_esc(p);
		if (!L->mcur)
			return 1;
		const char *k = intern(name);
		bool pl = placed[0] == '1';
		const char *a = pm_get(pl ? &L->mcur->then->placed : &L->mcur->then->plain, k);
		return a && a == pm_get(pl ? &L->mcur->now->placed : &L->mcur->now->plain, k);
	}
	if (kind == 'T') {
		/* T BYTES: the largest annotated output of its runs */
		L->out_size = atoll(get_esc(p));
		return 1;
	}
	if (kind == 'N' || kind == 'O') {
		char *m = get_esc(p);
		char *f = get_esc(p);
		Memo tmp, *st = memo_stat(f, &tmp);
		if (kind == 'N')
			return st->rc != 0;
		return st->rc == 0 && !S_ISREG(st->sb.st_mode) &&
		       strtoul(m, NULL, 8) == (unsigned long)(st->sb.st_mode & S_IFMT);
	}
	if (kind == 'L') {
		char *t = get_esc(p);
		char *f = get_esc(p);
		const char *now = memo_readlink(f);
		return !strcmp(t, "\x01") ? !strcmp(now, "\x01") : !strcmp(now, t);
	}
	if (kind == 'B')
		return bloom_line(L, p) < 0 ? -1 : 1;
	if (kind == 'D' || kind == 'U') {
		/* D CONFIG HISTORY NAME: a name looked up, defined then;
		 * U CONFIG - NAME: defined then, not looked up */
		char *c = get_esc(p);
		char *h = get_esc(p);
		char *name = get_esc(p);
		int ci = atoi(c);
		if (ci < 0 || ci >= L->nenv)
			return -1;
		const char *k = intern(name);
		int hit = 1;
		if (kind == 'D') {
			const char *now = pm_get(L->envs[ci], k);
			hit = now && !strcmp(now, h);
		}
		pm_set(&L->seen[ci], k, k);
		return hit;
	}
	return -1;
}

/* True when no name is defined now, not then, that the unit may have
 * looked up (the filter's false "yes" is a miss, never a wrong hit): in a
 * configuration, or in a changed file of definitions; and the output the
 * unit can make now stays below the limit (the output then, again for
 * serial numbers grown, and the changed files' own). */
static bool no_names_since(const Lookup *L)
{
	for (int c = 0; c < L->nenv; c++)
		for (size_t i = 0; i < L->envs[c]->cap; i++) {
			const char *k = L->envs[c]->key[i];
			if (k && !pm_get(&L->seen[c], k) && bloom_has(L->bloom, L->bits, k))
				return false;
		}
	size_t bound = L->out_size >= 0 ? 2 * (size_t)L->out_size : 0;
	for (int i = 0; i < L->nchanged; i++) {
		const Changed *ch = &L->changed[i];
		const NameList *add = defs_added(ch->now, ch->then_hash, ch->then);
		for (int j = 0; j < add->n; j++)
			if (bloom_has(L->bloom, L->bits, add->v[j]))
				return false;
		bound += ch->bound;
	}
	return !(L->nchanged && (L->out_size < 0 || bound >= pp_output_limit()));
}

/* The unit's record and stderr text at p, the rest of the entry's text
 * (of len bytes with its trailer): "P LEN\n RECORD W LEN\n STDERR",
 * copied out; false for text that is not that. */
static bool entry_result(char *p, const char *text, size_t len, char **rec, size_t *rlen,
                         char **err, size_t *elen)
{
	unsigned long long pl = 0, wl = 0;
	int used = 0;
	if (sscanf(p, "P %llu\n%n", &pl, &used) != 1 || !used)
		return false;
	p += used;
	if (pl > (size_t)(text + len - 35 - p))
		return false;
	char *recp = p;
	p += pl;
	used = 0;
	if (sscanf(p, "W %llu\n%n", &wl, &used) != 1 || !used)
		return false;
	p += used;
	if (wl != (size_t)(text + len - 35 - p))
		return false;
	*rec = xstrndup(recp, pl);
	*rlen = pl;
	*err = xstrndup(p, wl);
	*elen = wl;
	return true;
}

int cache_lookup(const char *dir, const char *key, PtrMap *const *envs, int nenv, char **rec,
                 size_t *rlen, char **err, size_t *elen, size_t *bytes)
{
	hashes_open(dir);
	char *path = entry_path(dir, key);
	char *rerr = NULL;
	size_t len = 0;
	char *text = read_file(path, &len, &rerr);
	int hit = 0;
	Lookup L = {.dir = dir, .envs = envs, .nenv = nenv, .out_size = -1};
	if (!text) {
		free(rerr);
		free(path);
		return 0;
	}
	n_lookups++;
	const char *why = "truncated or corrupt";
	char *p = entry_body(text, len, key);
	if (!p)
		goto bad;
	L.seen = xcalloc((size_t)nenv + 1, sizeof *L.seen);
	hit = 1;
	while (hit && *p && *p != 'P') {
		char kind = *p;
		if (p[1] != '\t')
			goto bad;
		p += 2;
		hit = entry_line(&L, kind, &p);
		if (hit < 0)
			goto bad;
	}
	if (hit && !L.bloom)
		goto bad;
	if (hit && !no_names_since(&L))
		hit = 0;
	if (!hit)
		goto out;
	if (!entry_result(p, text, len, rec, rlen, err, elen))
		goto bad;
	*bytes = len;
	/* least recently used: a hit makes the entry new, and its snapshots */
	utimensat(AT_FDCWD, path, NULL, 0);
	for (int i = 0; i < L.snaps.n; i++)
		snapshot_touch(dir, L.snaps.v[i]);
	goto out;
bad:
	warn_entry(path, why);
	hit = 0;
out:
	for (int c = 0; L.seen && c < nenv; c++)
		pm_free(&L.seen[c]);
	free(L.seen);
	free(L.bloom);
	free(L.changed);
	sv_free(&L.snaps);
	free(text);
	free(path);
	return hit;
}

static int mkdirs(const char *dir)
{
	char *d = xstrdup(dir);
	for (char *s = d + 1; *s; s++)
		if (*s == '/') {
			*s = '\0';
			if (mkdir(d, 0777) != 0 && errno != EEXIST) {
				free(d);
				return -1;
			}
			*s = '/';
		}
	int rc = mkdir(d, 0777) != 0 && errno != EEXIST ? -1 : 0;
	free(d);
	return rc;
}

int cache_open(const char *dir)
{
	return mkdirs(dir);
}

/* Writes data to path through a temporary file in the same directory and
 * rename(): a reader sees the old entry, the new one, or none. */
static int write_atomic(const char *path, const char *data, size_t len)
{
	static unsigned seq;
	char *tmp = xasprintf("%s.tmp.%ld.%u", path, (long)getpid(), seq++);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0666);
	int rc = -1;
	if (fd >= 0) {
		size_t off = 0;
		while (off < len) {
			ssize_t w = write(fd, data + off, len - off);
			if (w < 0 && errno == EINTR)
				continue;
			if (w <= 0)
				break;
			off += (size_t)w;
		}
		rc = close(fd) == 0 && off == len ? 0 : -1;
		if (rc == 0)
			rc = rename(tmp, path);
		if (rc != 0)
			unlink(tmp);
	}
	free(tmp);
	return rc;
}

/* Writes the snapshot of a file of definitions (text, of content hash h)
 * unless there is one, which is made new; the bytes written. */
static size_t snapshot_store(const char *dir, const char *h, const char *text, size_t len)
{
	char *path = snapshot_path(dir, h);
	size_t bytes = 0;
	if (utimensat(AT_FDCWD, path, NULL, 0) != 0 && write_atomic(path, text, len) == 0)
		bytes = len;
	free(path);
	return bytes;
}

/* ---- the names a file of definitions defines, beside its snapshot
 * (DIR/xx/<rest>.n): one a line, in their order, then "E" and a hash of
 * the lines above. They are what a store needs of the file: a process
 * that finds the file by its identity in DIR/hashes neither reads nor
 * parses it (autoconf.h: 600 KB and 13,510 definitions in every kernel
 * unit). A file cut short or damaged does not match its hash and is not
 * used: the file is read and parsed, and the names written again. */

typedef struct Names {
	char **v;
	int n;
	char *buf;   /* where they lie */
} Names;

static PtrMap names_memo;   /* interned content hash -> Names, this process */

static char *names_path(const char *dir, const char *hash)
{
	return xasprintf("%s/%.2s/%s.n", dir, hash, hash + 2);
}

static void names_store(const char *dir, const char *hash, const DefsFile *d)
{
	StrBuf b = {0};
	char hx[33];
	for (int i = 0; i < d->nnames; i++) {
		sb_puts(&b, d->names[i]);
		sb_putc(&b, '\n');
	}
	hash_hex(hash128(b.buf, b.len), hx);
	sb_printf(&b, "E %s\n", hx);
	char *p = names_path(dir, hash);
	(void)write_atomic(p, b.buf, b.len);   /* without it, the file is read */
	free(p);
	free(b.buf);
}

/* The names of the file of definitions of content hash hash, as stored
 * beside its snapshot (touched: as new as the entries using it), or NULL */
static const Names *names_of(const char *dir, const char *hash)
{
	const char *k = intern(hash);
	Names *nm = (Names *)pm_get(&names_memo, k);
	if (nm)
		return nm;
	char *p = names_path(dir, hash), *err = NULL, hx[33];
	size_t len = 0;
	char *text = read_file(p, &len, &err);
	if (text && len)
		(void)utimensat(AT_FDCWD, p, NULL, 0);
	free(p);
	free(err);
	size_t body = len >= 35 ? len - 35 : 0;   /* "E " 32 hex digits "\n" */
	if (!text || len < 35 || memcmp(text + body, "E ", 2) || text[len - 1] != '\n' ||
	    (body && text[body - 1] != '\n') ||
	    (hash_hex(hash128(text, body), hx), memcmp(text + body + 2, hx, 32))) {
		free(text);
		return NULL;
	}
	nm = xcalloc(1, sizeof *nm);
	nm->buf = text;
	for (size_t i = 0; i < body; i++)
		if (text[i] == '\n')
			nm->n++;
	nm->v = xcalloc((size_t)nm->n + 1, sizeof *nm->v);
	int j = 0;
	for (char *l = text, *e = text + body; l < e;) {
		char *nl = memchr(l, '\n', (size_t)(e - l));
		*nl = '\0';
		nm->v[j++] = l;
		l = nl + 1;
	}
	pm_set(&names_memo, k, nm);
	return nm;
}

/* What of a unit's record and stderr text can show places: the record
 * but its list of files read (R lines), fields escaped as put_esc does,
 * and the stderr text as written. */
typedef struct Shown {
	StrBuf rec;
	const char *err;
	size_t elen;
	PtrMap memo;   /* interned source path -> "" not shown, "\x01" shown and
	                  not resolved, else its resolved path */
} Shown;

static bool shown_text(const Shown *sh, const char *disp)
{
	StrBuf esc = {0};
	put_esc(&esc, disp);
	bool shown = esc.len && ((sh->rec.len && memmem(sh->rec.buf, sh->rec.len, esc.buf, esc.len)) ||
	                         (sh->elen && memmem(sh->err, sh->elen, disp, strlen(disp))));
	free(esc.buf);
	return shown;
}

/* Whether the record or the stderr text shows a place in the file f, of
 * resolved path real: under its own display path, or one the token
 * builder gave a name of it (a name that no longer resolves counts as
 * it). Then the places of its definitions can be in the result. */
static bool shown_in_record(Shown *sh, const char *f, const char *real)
{
	if (shown_text(sh, display_path(f)))
		return true;
	for (size_t i = 0; i < watch_sources.cap; i++) {
		const char *path = watch_sources.key[i];
		if (!path)
			continue;
		const char *r = pm_get(&sh->memo, path);
		if (!r) {
			bool shown = shown_text(sh, watch_sources.val[i]);
			char *x = shown ? realpath(path, NULL) : NULL;
			r = intern(!shown ? "" : x ? x : "\x01");
			free(x);
			pm_set(&sh->memo, path, r);
		}
		if (*r && (!strcmp(r, "\x01") || !strcmp(r, real)))
			return true;
	}
	return false;
}

/* The F or M line of a file read, f (a file of definitions: its M line,
 * the m lines of the names it defines that were looked up, and its
 * snapshot, whose bytes are added to *bytes); false when the file cannot
 * be read or is too new to be trusted. */
static bool store_file(StrBuf *sb, const char *dir, const char *f, Shown *sh,
                       const char *main_real, size_t *bytes)
{
	char h[33], *text = NULL;
	long long size = 0;
	bool fresh = false, known = false;
	char *real = real_path(f);
	bool is_main = real && main_real && !strcmp(real, main_real);
	struct stat st;
	int kind = KIND_UNKNOWN;
	DefsFile *dp = NULL;
	const Names *nl = NULL;
	/* its hash and kind by its identity (DIR/hashes): not read again; a
	 * file of definitions, if its names and snapshot are stored */
	if (real && stat(f, &st) == 0 && S_ISREG(st.st_mode) && hashes_get(f, &st, h, &kind)) {
		size = (long long)st.st_size;
		fresh = too_new(&st);
		known = is_main || kind == KIND_PLAIN;
		if (!known && kind == KIND_DEFS && (nl = names_of(dir, h)) != NULL) {
			char *sp = snapshot_path(dir, h);
			known = utimensat(AT_FDCWD, sp, NULL, 0) == 0;
			free(sp);
			if (!known)
				nl = NULL;
		}
	}
	bool ok = known ? !fresh : real && file_hash(f, h, &size, &fresh, &st, &text) && !fresh;
	/* parsed once a process for its bytes (autoconf.h: every
	 * kernel unit's, 10,000 definitions) */
	const char *bytes0 = text;   /* (kept by a new file of definitions) */
	if (ok && !known && !is_main && !defs_memoised(h, &dp))
		dp = defs_of(h, &text, (size_t)size);
	if (ok && !known)
		hashes_put(f, &st, h, is_main ? KIND_UNKNOWN : dp ? KIND_DEFS : KIND_PLAIN);
	if (dp || nl) {
		/* the names it defines that were looked up; the others
		 * are in the snapshot */
		if (dp) {
			char *hsub = xasprintf("%s/%.2s", dir, h);
			ok = mkdirs(hsub) == 0;
			free(hsub);
			if (ok) {
				*bytes += snapshot_store(dir, h, bytes0, (size_t)size);
				if (!names_of(dir, h))
					names_store(dir, h, dp);
			}
		}
		const char *const *names = dp ? dp->names : (const char *const *)nl->v;
		int nnames = dp ? dp->nnames : nl->n;
		sb_printf(sb, "M\t%s\t", h);
		put_esc(sb, real);
		sb_putc(sb, '\t');
		put_esc(sb, f);
		sb_putc(sb, '\n');
		/* a definition's place matters if its tokens were in the
		 * stream and a place in the file is in the result */
		bool shown = shown_in_record(sh, f, real);
		for (int j = 0; j < nnames; j++)
			if (looked_up(names[j]))
				sb_printf(sb, "m\t%d\t%s\n",
				          shown && pm_get(&watch_called, intern(names[j])) != NULL, names[j]);
	} else if (ok) {
		sb_printf(sb, "F\t%s\t%lld\t", h, size);
		put_esc(sb, real);
		sb_putc(sb, '\t');
		put_esc(sb, f);
		sb_putc(sb, '\n');
	}
	free(text);
	free(real);
	return ok;
}

/* The lines of the files the unit read, looked for and linked through
 * (F, M and m, N and O, L lines); false when one cannot be read. */
static bool store_files(StrBuf *sb, const char *dir, const char *rec, size_t rlen,
                        const char *err, size_t elen, size_t *bytes)
{
	bool ok = true;
	char *main_real = watch_main ? realpath(watch_main, NULL) : NULL;
	Shown sh = {.err = err, .elen = elen};
	for (const char *l = rec, *e = rec + rlen; l < e;) {
		const char *nl = memchr(l, '\n', (size_t)(e - l));
		nl = nl ? nl + 1 : e;
		if (!(nl - l >= 2 && l[0] == 'R' && l[1] == '\t'))
			sb_putn(&sh.rec, l, (size_t)(nl - l));
		l = nl;
	}
	for (int i = 0; ok && i < watch_order.n; i++) {
		const char *f = intern(watch_order.v[i]);   /* the map's key */
		const char *kind = pm_get(&watch_stat, f);
		if (kind[0] != 'F') {
			sb_printf(sb, "%c\t%s\t", kind[0], kind[0] == 'O' ? kind + 1 : "-");
			put_esc(sb, f);
			sb_putc(sb, '\n');
			continue;
		}
		ok = store_file(sb, dir, f, &sh, main_real, bytes);
	}
	free(main_real);
	free(sh.rec.buf);
	pm_free(&sh.memo);
	for (int i = 0; ok && i < link_order.n; i++) {
		sb_puts(sb, "L\t");
		put_esc(sb, pm_get(&watch_link, intern(link_order.v[i])));
		sb_putc(sb, '\t');
		put_esc(sb, link_order.v[i]);
		sb_putc(sb, '\n');
	}
	return ok;
}

/* The macro names looked up: a filter of the set (the B line), the
 * output's size (T), then for each configuration the initial definition
 * of those defined in it (D lines) and the names of the others (U). */
static void store_names(StrBuf *sb, PtrMap *const *envs, int nenv)
{
	size_t nh = 0;
	unsigned *hashes = mcpp_looked_up_hashes(watch_set, &nh);
	size_t bits = (nh * 12 + 63) / 64 * 64;
	unsigned char *bloom = xcalloc(bits / 8, 1);
	for (size_t i = 0; i < nh; i++) {
		size_t pos[BLOOM_K];
		bloom_probe(hashes[i], bits, pos);
		for (int j = 0; j < BLOOM_K; j++)
			bloom[pos[j] / 8] |= (unsigned char)(1u << (pos[j] % 8));
	}
	free(hashes);
	sb_printf(sb, "B\t%zu\t", bits);
	for (size_t i = 0; i < bits / 8; i++) {
		sb_putc(sb, "0123456789abcdef"[bloom[i] >> 4]);
		sb_putc(sb, "0123456789abcdef"[bloom[i] & 15]);
	}
	sb_putc(sb, '\n');
	free(bloom);
	sb_printf(sb, "T\t%zu\n", watch_output);
	for (int c = 0; c < nenv; c++)
		for (size_t i = 0; i < envs[c]->cap; i++) {
			const char *k = envs[c]->key[i];
			if (!k)
				continue;
			if (looked_up(k)) {
				sb_printf(sb, "D\t%d\t", c);
				put_esc(sb, envs[c]->val[i]);
			} else {
				/* defined, never looked up: only a new name needs the filter */
				sb_printf(sb, "U\t%d\t-", c);
			}
			sb_putc(sb, '\t');
			put_esc(sb, k);
			sb_putc(sb, '\n');
		}
}

size_t cache_store(const char *dir, const char *key, PtrMap *const *envs, int nenv,
                   const char *rec, size_t rlen, const char *err, size_t elen)
{
	hashes_open(dir);
	StrBuf sb = {0};
	sb_puts(&sb, MAGIC);
	sb_printf(&sb, "K %s\n", key);
	size_t bytes = 0;
	char *sub = xasprintf("%s/%.2s", dir, key);
	bool ok = store_files(&sb, dir, rec, rlen, err, elen, &bytes);
	store_names(&sb, envs, nenv);
	if (ok) {
		sb_printf(&sb, "P %zu\n", rlen);
		sb_putn(&sb, rec, rlen);
		sb_printf(&sb, "W %zu\n", elen);
		sb_putn(&sb, err, elen);
		char h[33];
		hash_hex(hash128(sb.buf, sb.len), h);
		sb_printf(&sb, "E %s\n", h);
		char *path = entry_path(dir, key);
		if (mkdirs(sub) == 0 && write_atomic(path, sb.buf, sb.len) == 0)
			bytes += sb.len;
		free(path);
	}
	free(sub);
	free(sb.buf);
	return bytes;
}

/* ---- the directory as a whole */

typedef struct Entry {
	char *path;
	long long mtime;         /* ns */
	long long size;
} Entry;

static int entry_older(const void *a, const void *b)
{
	const Entry *x = a, *y = b;
	if (x->mtime != y->mtime)
		return x->mtime < y->mtime ? -1 : 1;
	return strcmp(x->path, y->path);
}

/* Every entry of dir (temporary files of crashed writers older than an
 * hour are removed on the way). */
static Entry *scan(const char *dir, int *n, long long *total)
{
	Entry *v = NULL;
	int cap = 0;
	*n = 0;
	*total = 0;
	DIR *d = opendir(dir);
	if (!d)
		return NULL;
	struct dirent *de;
	time_t now = time(NULL);
	while ((de = readdir(d))) {
		if (strlen(de->d_name) != 2 || !strchr("0123456789abcdef", de->d_name[0]) ||
		    !strchr("0123456789abcdef", de->d_name[1]))
			continue;
		char *sub = xasprintf("%s/%s", dir, de->d_name);
		DIR *s = opendir(sub);
		struct dirent *fe;
		while (s && (fe = readdir(s))) {
			if (fe->d_name[0] == '.')
				continue;
			char *p = xasprintf("%s/%s", sub, fe->d_name);
			struct stat sb;
			if (stat(p, &sb) != 0 || !S_ISREG(sb.st_mode)) {
				free(p);
				continue;
			}
			if (strstr(fe->d_name, ".tmp.")) {
				if (now - sb.st_mtime > 3600)
					unlink(p);
				free(p);
				continue;
			}
			if (*n == cap) {
				cap = cap ? cap * 2 : 256;
				v = xrealloc(v, sizeof *v * (size_t)cap);
			}
			v[(*n)++] = (Entry){p, (long long)sb.st_mtim.tv_sec * 1000000000 + sb.st_mtim.tv_nsec,
			                    (long long)sb.st_size};
			*total += (long long)sb.st_size;
		}
		if (s)
			closedir(s);
		free(sub);
	}
	closedir(d);
	return v;
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t l = strlen(s), n = strlen(suffix);
	return l > n && !strcmp(s + l - n, suffix);
}

/* An entry (DIR/xx/<rest>.e), a snapshot (.d), or the names beside one */
static bool is_entry(const Entry *e)
{
	return ends_with(e->path, ".e");
}

static bool is_snapshot(const Entry *e)
{
	return ends_with(e->path, ".d");
}

typedef struct Counters {
	long long hits, misses, stored, evicted;
} Counters;

static void counters_read(const char *dir, Counters *c)
{
	memset(c, 0, sizeof *c);
	char *p = xasprintf("%s/stats", dir);
	FILE *f = fopen(p, "r");
	free(p);
	if (!f)
		return;
	char name[32];
	long long v;
	while (fscanf(f, "%31s %lld", name, &v) == 2) {
		if (!strcmp(name, "hits"))
			c->hits = v;
		else if (!strcmp(name, "misses"))
			c->misses = v;
		else if (!strcmp(name, "stored_bytes"))
			c->stored = v;
		else if (!strcmp(name, "evicted"))
			c->evicted = v;
	}
	fclose(f);
}

long long cache_finish(const char *dir, long long max_size, long hits, long misses,
                       long long stored)
{
	if (mkdirs(dir) != 0)
		return 0;
	/* one run at a time updates the counters and evicts */
	char *lp = xasprintf("%s/lock", dir);
	int lfd = open(lp, O_RDWR | O_CREAT, 0666);
	free(lp);
	if (lfd >= 0)
		flock(lfd, LOCK_EX);
	Counters c;
	counters_read(dir, &c);
	c.hits += hits;
	c.misses += misses;
	c.stored += stored;
	int n = 0;
	long long total = 0;
	Entry *v = scan(dir, &n, &total);
	if (total > max_size) {
		/* least recently used first, down to 90% of the limit */
		qsort(v, (size_t)n, sizeof *v, entry_older);
		for (int i = 0; i < n && total > max_size / 10 * 9; i++)
			if (unlink(v[i].path) == 0 || errno == ENOENT) {
				total -= v[i].size;
				c.evicted += is_entry(&v[i]);
			}
	}
	for (int i = 0; i < n; i++)
		free(v[i].path);
	free(v);
	char *sp = xasprintf("%s/stats", dir);
	char *s = xasprintf("hits %lld\nmisses %lld\nstored_bytes %lld\nevicted %lld\n", c.hits,
	                    c.misses, c.stored, c.evicted);
	write_atomic(sp, s, strlen(s));
	free(s);
	free(sp);
	if (lfd >= 0)
		close(lfd);   /* and the lock with it */
	return total;
}

int cache_main(int argc, char **argv)
{
	const char *dir = NULL;
	char *def = NULL;
	int stats = 0, clear = 0;
	for (int i = 2; i < argc; i++) {
		if (!strcmp(argv[i], "--stats"))
			stats = 1;
		else if (!strcmp(argv[i], "--clear"))
			clear = 1;
		else if (!strncmp(argv[i], "--cache-dir=", 12))
			dir = argv[i] + 12;
		else if (!strcmp(argv[i], "--cache-dir") && i + 1 < argc)
			dir = argv[++i];
		else {
			fprintf(stderr, "usage: nullaudit cache --stats|--clear [--cache-dir=DIR]\n");
			return 2;
		}
	}
	if (!stats && !clear) {
		fprintf(stderr, "usage: nullaudit cache --stats|--clear [--cache-dir=DIR]\n");
		return 2;
	}
	if (!dir)
		dir = def = cache_default_dir();
	if (!dir) {
		na_error("cache: no directory (HOME is not set); give --cache-dir=DIR");
		return 2;
	}
	int n = 0;
	long long total = 0;
	Entry *v = scan(dir, &n, &total);
	int nentries = 0, nsnaps = 0;   /* the others: names beside snapshots */
	for (int i = 0; i < n; i++) {
		nentries += is_entry(&v[i]);
		nsnaps += is_snapshot(&v[i]);
	}
	if (clear) {
		for (int i = 0; i < n; i++)
			unlink(v[i].path);
		static const char *const own[] = {"stats", "hashes", "program-id"};
		for (size_t i = 0; i < sizeof own / sizeof *own; i++) {
			char *sp = xasprintf("%s/%s", dir, own[i]);
			unlink(sp);
			free(sp);
		}
		printf("nullaudit: cache %s: %d entr%s removed (%lld bytes)\n", dir, nentries,
		       nentries == 1 ? "y" : "ies", total);
	} else {
		Counters c;
		counters_read(dir, &c);
		printf("cache directory   %s\n", dir);
		printf("entries           %d\n", nentries);
		printf("snapshots         %d\n", nsnaps);
		printf("size              %lld bytes\n", total);
		printf("hits              %lld\n", c.hits);
		printf("misses            %lld\n", c.misses);
		printf("stored            %lld bytes\n", c.stored);
		printf("evicted           %lld entries\n", c.evicted);
	}
	for (int i = 0; i < n; i++)
		free(v[i].path);
	free(v);
	free(def);
	return 0;
}
