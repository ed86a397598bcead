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
#include "util.h"

#define MAGIC "nullaudit-cache 2\n"

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

const char *cache_program_id(void)
{
	static char id[33];
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
static PtrMap watch_names;  /* interned macro names looked up */
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

void cache_note_name(const char *name)
{
	if (!watching)
		return;
	const char *k = intern(name);
	pm_set(&watch_names, k, k);
}

bool cache_watching(void)
{
	return watching;
}

void cache_watch_begin(void)
{
	pm_free(&watch_stat);
	pm_free(&watch_link);
	pm_free(&watch_names);
	sv_free(&watch_order);
	sv_free(&link_order);
	watch_start = time(NULL);
	watching = true;
	/* the target mcpp's __has_builtin answers for (pp.c), as reuse does */
	cache_note_name("__x86_64__");
	cache_note_name("__i386__");
	mcpp_set_fs_hook(on_stat, on_link);
	mcpp_set_lookup_hook(cache_note_name);
}

void cache_watch_file(const char *path)
{
	struct stat sb;
	int rc = stat(path, &sb);
	on_stat(path, rc, rc == 0 ? (unsigned)sb.st_mode : 0);
}

void cache_watch_end(void)
{
	mcpp_set_fs_hook(NULL, NULL);
	mcpp_set_lookup_hook(NULL);
	watching = false;
}

/* ---- the macro names a unit looked up: a Bloom filter of the set (a
 * false "looked up" only makes a miss), 12 bits a name, 6 probes */

#define BLOOM_K 6

static void bloom_probe(const char *name, size_t bits, size_t pos[BLOOM_K])
{
	size_t n = strlen(name);
	uint64_t h1 = xxh64((const unsigned char *)name, n, 0x626c6f6f6dULL);
	uint64_t h2 = xxh64((const unsigned char *)name, n, 0x6d61637230ULL) | 1;
	for (int i = 0; i < BLOOM_K; i++)
		pos[i] = (size_t)((h1 + (uint64_t)i * h2) % bits);
}

static bool bloom_has(const unsigned char *b, size_t bits, const char *name)
{
	size_t pos[BLOOM_K];
	bloom_probe(name, bits, pos);
	for (int i = 0; i < BLOOM_K; i++)
		if (!(b[pos[i] / 8] & (1u << (pos[i] % 8))))
			return false;
	return true;
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

/* The content hash of a file, and whether it is older than the run. */
static bool file_hash(const char *path, char out[33], long long *size, bool *fresh,
                      struct stat *st)
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
	free(buf);
	*size = (long long)n;
	/* changed in the second the run started or later: what was read may
	 * not be what is hashed (ccache's "too new" rule) */
	if (fresh)
		*fresh = sb.st_mtime >= watch_start - 1 || sb.st_ctime >= watch_start - 1;
	if (st)
		*st = sb;
	return true;
}

static void warn_entry(const char *path, const char *why)
{
	na_warning("cache: %s: %s; entry ignored", path, why);
}

/* Whether the file system agrees with one F line now (memoised). */
static bool check_file(const char *f, const char *h, const char *sz, const char *real)
{
	Memo tmp, *m = memo_stat(f, &tmp);
	if (m->rc != 0 || !S_ISREG(m->sb.st_mode))
		return false;
	if (!m->hashed) {
		struct stat now;
		n_hashes++;
		m->hashed = true;
		m->hash_ok = file_hash(f, m->hash, &m->size, NULL, &now) && same_identity(&now, &m->sb);
	}
	if (!m->hash_ok || atoll(sz) != m->size || strcmp(m->hash, h))
		return false;
	if (!m->real_done) {
		char *r = realpath(f, NULL);
		m->real = r ? intern(r) : NULL;
		m->real_done = true;
		free(r);
	}
	return m->real && !strcmp(m->real, real);
}

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

int cache_lookup(const char *dir, const char *key, PtrMap *const *envs, int nenv, char **rec,
                 size_t *rlen, char **err, size_t *elen, size_t *bytes)
{
	char *path = entry_path(dir, key);
	char *rerr = NULL;
	size_t len = 0;
	char *text = read_file(path, &len, &rerr);
	int hit = 0;
	PtrMap *seen = NULL;   /* per configuration: the names of its D lines */
	unsigned char *bloom = NULL;
	size_t bits = 0;
	if (!text) {
		free(rerr);
		free(path);
		return 0;
	}
	n_lookups++;
	/* the trailer: "E <hash of everything before>\n" */
	const char *why = "truncated or corrupt";
	size_t ml = strlen(MAGIC);
	if (len < ml + 35 + 35 || memcmp(text, MAGIC, ml) != 0 || text[len - 1] != '\n' ||
	    memcmp(text + len - 35, "E ", 2) != 0)
		goto bad;
	char want[33];
	hash_hex(hash128(text, len - 35), want);
	if (memcmp(text + len - 33, want, 32) != 0)
		goto bad;
	text[len - 35] = '\0';
	char *p = text + ml;
	/* K KEY\n */
	if (strncmp(p, "K ", 2) != 0 || strncmp(p + 2, key, 32) != 0 || p[34] != '\n')
		goto bad;
	p += 35;
	seen = xcalloc((size_t)nenv + 1, sizeof *seen);
	hit = 1;
	while (hit && *p && *p != 'P') {
		char kind = *p;
		if (p[1] != '\t')
			goto bad;
		p += 2;
		if (kind == 'F') {
			char *h = get_esc(&p);
			char *sz = get_esc(&p);
			char *real = get_esc(&p);
			char *f = get_esc(&p);
			hit = check_file(f, h, sz, real);
		} else if (kind == 'N' || kind == 'O') {
			char *m = get_esc(&p);
			char *f = get_esc(&p);
			Memo tmp, *st = memo_stat(f, &tmp);
			if (kind == 'N')
				hit = st->rc != 0;
			else
				hit = st->rc == 0 && !S_ISREG(st->sb.st_mode) &&
				      strtoul(m, NULL, 8) == (unsigned long)(st->sb.st_mode & S_IFMT);
		} else if (kind == 'L') {
			char *t = get_esc(&p);
			char *f = get_esc(&p);
			const char *now = memo_readlink(f);
			hit = !strcmp(t, "\x01") ? !strcmp(now, "\x01") : !strcmp(now, t);
		} else if (kind == 'B') {
			/* B BITS HEX: the names looked up */
			char *nb = get_esc(&p);
			char *hex = get_esc(&p);
			bits = strtoul(nb, NULL, 10);
			if (bloom || !bits || bits % 8 || strlen(hex) != bits / 4)
				goto bad;
			bloom = xmalloc(bits / 8);
			for (size_t i = 0; i < bits / 4; i++) {
				char ch = hex[i];
				int v = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
				if (v < 0)
					goto bad;
				if (i % 2)
					bloom[i / 2] |= (unsigned char)v;
				else
					bloom[i / 2] = (unsigned char)(v << 4);
			}
		} else if (kind == 'D' || kind == 'U') {
			/* D CONFIG HISTORY NAME: a name looked up, defined then;
			 * U CONFIG - NAME: defined then, not looked up */
			char *c = get_esc(&p);
			char *h = get_esc(&p);
			char *name = get_esc(&p);
			int ci = atoi(c);
			if (ci < 0 || ci >= nenv)
				goto bad;
			const char *k = intern(name);
			if (kind == 'D') {
				const char *now = pm_get(envs[ci], k);
				hit = now && !strcmp(now, h);
			}
			pm_set(&seen[ci], k, k);
		} else {
			hit = 0;
			goto bad;
		}
	}
	/* a name defined now, not then, that the unit may have looked up (the
	 * filter's false "yes" is a miss, never a wrong hit) */
	if (hit && !bloom)
		goto bad;
	for (int c = 0; hit && c < nenv; c++)
		for (size_t i = 0; hit && i < envs[c]->cap; i++) {
			const char *k = envs[c]->key[i];
			if (k && !pm_get(&seen[c], k) && bloom_has(bloom, bits, k))
				hit = 0;
		}
	if (!hit)
		goto out;
	/* P LEN\n RECORD W LEN\n STDERR */
	unsigned long long pl = 0, wl = 0;
	int used = 0;
	if (sscanf(p, "P %llu\n%n", &pl, &used) != 1 || !used)
		goto bad;
	p += used;
	if (pl > (size_t)(text + len - 35 - p))
		goto bad;
	char *recp = p;
	p += pl;
	used = 0;
	if (sscanf(p, "W %llu\n%n", &wl, &used) != 1 || !used)
		goto bad;
	p += used;
	if (wl != (size_t)(text + len - 35 - p))
		goto bad;
	*rec = xstrndup(recp, pl);
	*rlen = pl;
	*err = xstrndup(p, wl);
	*elen = wl;
	*bytes = len;
	/* least recently used: a hit makes the entry new */
	utimensat(AT_FDCWD, path, NULL, 0);
	goto out;
bad:
	warn_entry(path, why);
	hit = 0;
out:
	for (int c = 0; seen && c < nenv; c++)
		pm_free(&seen[c]);
	free(seen);
	free(bloom);
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

size_t cache_store(const char *dir, const char *key, PtrMap *const *envs, int nenv,
                   const char *rec, size_t rlen, const char *err, size_t elen)
{
	StrBuf sb = {0};
	sb_puts(&sb, MAGIC);
	sb_printf(&sb, "K %s\n", key);
	bool ok = true;
	for (int i = 0; ok && i < watch_order.n; i++) {
		const char *f = intern(watch_order.v[i]);   /* the map's key */
		const char *kind = pm_get(&watch_stat, f);
		if (kind[0] == 'F') {
			char h[33];
			long long size = 0;
			bool fresh = false;
			char *real = realpath(f, NULL);
			ok = real && file_hash(f, h, &size, &fresh, NULL) && !fresh;
			if (ok) {
				sb_printf(&sb, "F\t%s\t%lld\t", h, size);
				put_esc(&sb, real);
				sb_putc(&sb, '\t');
			}
			free(real);
		} else {
			sb_printf(&sb, "%c\t%s\t", kind[0], kind[0] == 'O' ? kind + 1 : "-");
		}
		put_esc(&sb, f);
		sb_putc(&sb, '\n');
	}
	for (int i = 0; ok && i < link_order.n; i++) {
		sb_puts(&sb, "L\t");
		put_esc(&sb, pm_get(&watch_link, intern(link_order.v[i])));
		sb_putc(&sb, '\t');
		put_esc(&sb, link_order.v[i]);
		sb_putc(&sb, '\n');
	}
	/* the macro names looked up: a filter of the set, then for each
	 * configuration the initial definition of those defined in it */
	size_t bits = ((size_t)watch_names.n * 12 + 63) / 64 * 64;
	unsigned char *bloom = xcalloc(bits / 8, 1);
	for (size_t i = 0; i < watch_names.cap; i++)
		if (watch_names.key[i]) {
			size_t pos[BLOOM_K];
			bloom_probe(watch_names.key[i], bits, pos);
			for (int j = 0; j < BLOOM_K; j++)
				bloom[pos[j] / 8] |= (unsigned char)(1u << (pos[j] % 8));
		}
	sb_printf(&sb, "B\t%zu\t", bits);
	for (size_t i = 0; i < bits / 8; i++) {
		sb_putc(&sb, "0123456789abcdef"[bloom[i] >> 4]);
		sb_putc(&sb, "0123456789abcdef"[bloom[i] & 15]);
	}
	sb_putc(&sb, '\n');
	free(bloom);
	for (int c = 0; c < nenv; c++)
		for (size_t i = 0; i < envs[c]->cap; i++) {
			const char *k = envs[c]->key[i];
			if (!k)
				continue;
			if (pm_get(&watch_names, k)) {
				sb_printf(&sb, "D\t%d\t", c);
				put_esc(&sb, envs[c]->val[i]);
			} else {
				/* defined, never looked up: only a new name needs the filter */
				sb_printf(&sb, "U\t%d\t-", c);
			}
			sb_putc(&sb, '\t');
			put_esc(&sb, k);
			sb_putc(&sb, '\n');
		}
	size_t bytes = 0;
	if (ok) {
		sb_printf(&sb, "P %zu\n", rlen);
		sb_putn(&sb, rec, rlen);
		sb_printf(&sb, "W %zu\n", elen);
		sb_putn(&sb, err, elen);
		char h[33];
		hash_hex(hash128(sb.buf, sb.len), h);
		sb_printf(&sb, "E %s\n", h);
		char *path = entry_path(dir, key);
		char *sub = xasprintf("%s/%.2s", dir, key);
		if (mkdirs(sub) == 0 && write_atomic(path, sb.buf, sb.len) == 0)
			bytes = sb.len;
		free(sub);
		free(path);
	}
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
				c.evicted++;
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
	if (clear) {
		for (int i = 0; i < n; i++)
			unlink(v[i].path);
		char *sp = xasprintf("%s/stats", dir);
		unlink(sp);
		free(sp);
		printf("nullaudit: cache %s: %d entr%s removed (%lld bytes)\n", dir, n,
		       n == 1 ? "y" : "ies", total);
	} else {
		Counters c;
		counters_read(dir, &c);
		printf("cache directory   %s\n", dir);
		printf("entries           %d\n", n);
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
