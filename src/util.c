/* util.c -- memory, strings, vectors and the tool's own diagnostics. */
#include "util.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/mman.h>
#include <fcntl.h>
#include <unistd.h>

void out_of_memory(void)
{
	fputs("nullaudit: fatal: out of memory\n", stderr);
	exit(3);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

char *xstrndup(const char *s, size_t n)
{
	char *d = xmalloc(n + 1);
	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

struct ArenaChunk {
	struct ArenaChunk *next;
	size_t used, size;
	max_align_t data[];
};
#define ARENA_CHUNK ((size_t)256 << 10)

void *arena_alloc(Arena *a, size_t n)
{
	n = (n + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
	ArenaChunk *c = a->chunks;
	if (!c || c->size - c->used < n) {
		if (a->spare && n <= a->spare->size) {
			c = a->spare;
			a->spare = c->next;
		} else {
			size_t sz = n > ARENA_CHUNK ? n : ARENA_CHUNK;
			c = xmalloc(sizeof *c + sz);
			c->size = sz;
		}
		c->used = 0;
		c->next = a->chunks;
		a->chunks = c;
	}
	void *p = (char *)c->data + c->used;
	c->used += n;
	memset(p, 0, n);
	return p;
}

void arena_reset(Arena *a)
{
	while (a->chunks) {
		ArenaChunk *n = a->chunks->next;
		if (a->chunks->size == ARENA_CHUNK) {
			a->chunks->next = a->spare;
			a->spare = a->chunks;
		} else {
			free(a->chunks);   /* a single large block */
		}
		a->chunks = n;
	}
}

void arena_free(Arena *a)
{
	arena_reset(a);
	while (a->spare) {
		ArenaChunk *n = a->spare->next;
		free(a->spare);
		a->spare = n;
	}
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xasprintf(const char *fmt, ...)
{
	StrBuf sb = {0};
	va_list ap;
	va_start(ap, fmt);
	sb_vprintf(&sb, fmt, ap);
	va_end(ap);
	return sb_steal(&sb);
}

void sb_reserve(StrBuf *sb, size_t extra)
{
	if (sb->len + extra + 1 <= sb->cap)
		return;
	size_t cap = sb->cap ? sb->cap * 2 : 64;
	while (cap < sb->len + extra + 1)
		cap *= 2;
	sb->buf = xrealloc(sb->buf, cap);
	sb->cap = cap;
}

void sb_putn(StrBuf *sb, const char *s, size_t n)
{
	sb_reserve(sb, n);
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

void sb_putc(StrBuf *sb, int c)
{
	char ch = (char)c;
	sb_putn(sb, &ch, 1);
}

void sb_puts(StrBuf *sb, const char *s)
{
	sb_putn(sb, s, strlen(s));
}

void sb_put_uint(StrBuf *sb, unsigned long long v)
{
	char d[20];   /* 2^64 - 1 has 20 digits */
	size_t k = sizeof d;
	do
		d[--k] = (char)('0' + v % 10);
	while (v /= 10);
	sb_putn(sb, d + k, sizeof d - k);
}

void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap)
{
	/* straight into the room there is (one pass: the preprocessor's
	 * output buffer has megabytes of room), measured first only when
	 * it might not fit */
	va_list ap2;
	va_copy(ap2, ap);
	size_t room = sb->buf ? sb->cap - sb->len : 0;
	int n = vsnprintf(room ? sb->buf + sb->len : NULL, room, fmt, ap2);
	va_end(ap2);
	if (n < 0) {
		if (sb->buf)
			sb->buf[sb->len] = '\0';
		return;
	}
	if ((size_t)n >= room) {
		sb_reserve(sb, (size_t)n);
		vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	}
	sb->len += (size_t)n;
}

void sb_printf(StrBuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sb_vprintf(sb, fmt, ap);
	va_end(ap);
}

char *sb_steal(StrBuf *sb)
{
	char *s = sb->buf ? sb->buf : xstrdup("");
	sb->buf = NULL;
	sb->len = sb->cap = 0;
	return s;
}

void sv_push(StrVec *sv, const char *s)
{
	if (sv->n == sv->cap) {
		sv->cap = sv->cap ? sv->cap * 2 : 8;
		sv->v = xrealloc(sv->v, sizeof(char *) * (size_t)sv->cap);
	}
	sv->v[sv->n++] = xstrdup(s);
}

void sv_free(StrVec *sv)
{
	for (int i = 0; i < sv->n; i++)
		free(sv->v[i]);
	free(sv->v);
	sv->v = NULL;
	sv->n = sv->cap = 0;
}

bool sv_contains(const StrVec *sv, const char *s)
{
	for (int i = 0; i < sv->n; i++)
		if (strcmp(sv->v[i], s) == 0)
			return true;
	return false;
}

char *read_stream(FILE *f, size_t *len, char **err)
{
	StrBuf sb = {0};
	char chunk[65536];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		sb_putn(&sb, chunk, n);
	if (ferror(f)) {
		*err = xstrdup(strerror(errno ? errno : EIO));
		free(sb.buf);
		return NULL;
	}
	if (!sb.buf)
		sb_puts(&sb, "");
	if (len)
		*len = sb.len;
	return sb_steal(&sb);
}

/* A file mapped read-only, not copied, when it does not end in the middle
 * of a page: the bytes after it are then zeros, so the text is terminated.
 * NULL otherwise, or on failure (read_file then). Files are replaced by
 * rename under a run (--fix writes so), never rewritten in place. */
char *map_file(const char *path, size_t *len)
{
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		return NULL;
	struct stat st;
	char *text = NULL;
	long page = sysconf(_SC_PAGESIZE);
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && page > 0 &&
	    st.st_size % page != 0) {
		void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
		if (m != MAP_FAILED) {
			text = m;
			*len = (size_t)st.st_size;
		}
	}
	close(fd);
	return text;
}

void unmap_file(char *text, size_t len)
{
	munmap(text, len);
}

/* A large table (the token array) is a zeroed mapping that the kernel may
 * back with 2 MiB pages: net/ipv4/icmp.c's 59 MB of tokens were 14,000
 * page faults in 4 KiB pages (the unit's faults: 24,700 down to 10,400).
 * Not its first 2 MiB and more, up to the next 2 MiB boundary: a small
 * unit uses less than that, and the first touch of a huge page zeroes
 * all of it (a sixth of the CPU time of a run on an empty file). The
 * advice stays with the pages when mremap() moves them. */
void *map_zeroed(void *old, size_t old_bytes, size_t bytes)
{
	void *p = old ? mremap(old, old_bytes, bytes, MREMAP_MAYMOVE)
	              : mmap(NULL, bytes, PROT_READ | PROT_WRITE,
	                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	if (p == MAP_FAILED)
		out_of_memory();
#ifdef MADV_HUGEPAGE
	const uintptr_t huge = (uintptr_t)2 << 20;
	uintptr_t from = ((uintptr_t)p + 2 * huge - 1) & ~(huge - 1), end = (uintptr_t)p + bytes;
	/* advice only: ignored without THP (and the head is in small pages
	 * where THP is on for every mapping) */
	madvise(p, (from < end ? from : end) - (uintptr_t)p, MADV_NOHUGEPAGE);
	if (from < end)
		madvise((void *)from, end - from, MADV_HUGEPAGE);
#endif
	return p;
}

char *read_file(const char *path, size_t *len, char **err)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		*err = xstrdup(strerror(errno));
		return NULL;
	}
	char *text = read_stream(f, len, err);
	fclose(f);
	return text;
}

static int write_atomic_blocked(const char *path, const char *data, size_t len);

int write_file_atomic(const char *path, const char *data, size_t len)
{
	/* no interrupt between the temporary file and the rename: either the
	 * old file or the whole new one, and no stray temporary file */
	sigset_t block, old;
	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGHUP);
	sigprocmask(SIG_BLOCK, &block, &old);
	int r = write_atomic_blocked(path, data, len);
	int e = errno;
	sigprocmask(SIG_SETMASK, &old, NULL);
	errno = e;
	return r;
}

static int write_all(int fd, const char *data, size_t len)
{
	size_t off = 0;
	while (off < len) {
		ssize_t w = write(fd, data + off, len - off);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		off += (size_t)w;
	}
	return 0;
}

static int write_atomic_blocked(const char *path, const char *data, size_t len)
{
	struct stat sb;
	bool exists = stat(path, &sb) == 0;
	if (exists && !S_ISREG(sb.st_mode)) {
		/* a device or a pipe (-o /dev/null, -o /dev/stdout, a FIFO) is
		 * written in place: a rename would replace it by a regular file
		 * (as root, /dev/null itself) */
		int fd = open(path, O_WRONLY | O_TRUNC);
		if (fd < 0)
			return -1;
		int r = write_all(fd, data, len);
		int e = errno;
		if (close(fd) != 0 && r == 0)
			return -1;
		errno = e;
		return r;
	}
	char *tmp = xasprintf("%s.tmpXXXXXX", path);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		free(tmp);
		return -1;
	}
	/* the mode a plain creation would give, or the replaced file's */
	if (exists) {
		fchmod(fd, sb.st_mode & 07777);
	} else {
		mode_t um = umask(0);
		umask(um);
		fchmod(fd, 0666 & ~um);
	}
	if (write_all(fd, data, len) != 0)
		goto fail;
	if (fsync(fd) != 0 || close(fd) != 0) {
		fd = -1;
		goto fail;
	}
	if (rename(tmp, path) != 0) {
		fd = -1;
		goto fail;
	}
	free(tmp);
	return 0;
fail:
	{
		int e = errno;
		if (fd >= 0)
			close(fd);
		unlink(tmp);
		free(tmp);
		errno = e;
	}
	return -1;
}

/* Interning: an open-addressing hash set of strings, hashes kept so that
 * a probe compares bytes only on a hash and length match. The strings are
 * carved from 64 KiB blocks, never freed (a unit's million tokens are a
 * few tens of thousands of spellings, met again and again). */
typedef struct InternSlot {
	const char *s;
	uint32_t hash;
	uint32_t len;
	uint64_t head;     /* the first 8 bytes (zero-padded): most spellings
	                      are shorter, and are then matched without
	                      reading the string (a cache miss each) */
} InternSlot;

static struct {
	InternSlot *slot;
	size_t cap, n;
	char *block;
	size_t block_left;
} interned;

/* Up to 8 bytes at s as a number, zero-padded: without a variable-length
 * memcpy (a byte loop), by loads that may overlap. The same bytes and
 * length always give the same number, and different bytes of one length
 * different numbers, whatever the host's byte order. */
static inline uint64_t load_upto8(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	if (n >= 8) {
		uint64_t v;
		memcpy(&v, s, 8);
		return v;
	}
	if (n >= 4) {
		uint64_t lo = (uint64_t)u[0] | (uint64_t)u[1] << 8 | (uint64_t)u[2] << 16 |
		              (uint64_t)u[3] << 24;
		const unsigned char *t = u + n - 4;
		uint64_t hi = (uint64_t)t[0] | (uint64_t)t[1] << 8 | (uint64_t)t[2] << 16 |
		              (uint64_t)t[3] << 24;
		return lo | hi << ((n - 4) * 8);
	}
	if (n == 0)
		return 0;
	return (uint64_t)u[0] | (uint64_t)u[n / 2] << (n / 2 * 8) | (uint64_t)u[n - 1] << ((n - 1) * 8);
}

/* Multiplicative hashing over 8-byte words: the first word is `head`
 * (the string's first up to 8 bytes, zero-padded, which the slot keeps
 * too), the rest read a word at a time and the tail zero-padded; mixed at
 * the end so the slot's bits depend on every byte. */
static uint32_t hash_bytes(const char *s, size_t n, uint64_t head)
{
	uint64_t h = (head ^ n) * 0x9E3779B97F4A7C15ULL;
	for (size_t i = 8; i < n; i += 8) {
		uint64_t w = load_upto8(s + i, n - i);
		h = (h ^ (h >> 29) ^ w) * 0xBF58476D1CE4E5B9ULL;
	}
	h ^= h >> 32;
	h *= 0x94D049BB133111EBULL;
	return (uint32_t)(h >> 32);
}

/* Each block of interned strings is chained from a global, its first
 * word the previous block: the table that points into the blocks is a
 * mapping, which LeakSanitizer does not scan, so a block whose strings
 * nothing else holds would be reported as leaked. */
static void *intern_blocks;

static char *intern_block(size_t size)
{
	char *b = xmalloc(sizeof(void *) + size);
	memcpy(b, &intern_blocks, sizeof(void *));
	intern_blocks = b;
	return b + sizeof(void *);
}

static const char *intern_store(const char *s, size_t n)
{
	char *p;
	if (n + 1 > 16384) {             /* a long string: a block of its own */
		p = intern_block(n + 1);
	} else {
		if (n + 1 > interned.block_left) {
			interned.block = intern_block(65536 - sizeof(void *));
			interned.block_left = 65536 - sizeof(void *);
		}
		p = interned.block;
		interned.block += n + 1;
		interned.block_left -= n + 1;
	}
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

static const char *intern_hashed(const char *s, size_t n);

const char *intern_n(const char *s, size_t n)
{
	/* Strings of one or two bytes (punctuators mostly: over half of a
	 * unit's tokens) are kept in a table by value, not hashed; it is
	 * touched only where used. */
	static const char *short_str[256 + 65536];
	if (n == 1 || n == 2) {
		const unsigned char *u = (const unsigned char *)s;
		const char **o = &short_str[n == 1 ? u[0] : 256 + (u[0] | (unsigned)u[1] << 8)];
		if (!*o)
			*o = intern_hashed(s, n);
		return *o;
	}
	return intern_hashed(s, n);
}

static const char *intern_hashed(const char *s, size_t n)
{
	if (interned.n * 2 >= interned.cap) {
		size_t cap = interned.cap ? interned.cap * 2 : 4096;
		/* fresh zero pages (no clearing by calloc), advised for
		 * huge pages: probes land anywhere in megabytes */
		InternSlot *slot = map_zeroed(NULL, 0, cap * sizeof *slot);
		for (size_t i = 0; i < interned.cap; i++) {
			InternSlot e = interned.slot[i];
			if (!e.s)
				continue;
			size_t j = e.hash & (cap - 1);
			while (slot[j].s)
				j = (j + 1) & (cap - 1);
			slot[j] = e;
		}
		if (interned.slot)
			munmap(interned.slot, interned.cap * sizeof *interned.slot);
		interned.slot = slot;
		interned.cap = cap;
	}
	uint64_t head = load_upto8(s, n);
	uint32_t h = hash_bytes(s, n, head);
	size_t j = h & (interned.cap - 1);
	for (;;) {
		InternSlot *e = &interned.slot[j];
		if (!e->s)
			break;
		if (e->hash == h && e->len == n && e->head == head &&
		    (n <= 8 || memcmp(e->s + 8, s + 8, n - 8) == 0))
			return e->s;
		j = (j + 1) & (interned.cap - 1);
	}
	interned.slot[j] = (InternSlot){intern_store(s, n), h, (uint32_t)n, head};
	interned.n++;
	return interned.slot[j].s;
}

const char *intern(const char *s)
{
	return intern_n(s, strlen(s));
}

size_t addr_slot(const void *tab, size_t stride, int cap, const char *key)
{
	/* the high half of the product: its low bits see only the low bits
	 * of the address, which are the same for every aligned string */
	uint64_t h = (uint64_t)(uintptr_t)key * 0x9E3779B97F4A7C15ull;
	size_t mask = (size_t)cap - 1;
	size_t i = (size_t)(h >> 32) & mask;
	for (;;) {
		const char *k;
		memcpy(&k, (const char *)tab + i * stride, sizeof k);
		if (!k || k == key)
			return i;
		i = (i + 1) & mask;
	}
}

static size_t ptr_hash(const void *p)
{
	unsigned long long h = (unsigned long long)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
	return (size_t)(h >> 20);
}

void pm_set(PtrMap *m, const void *key, const void *val)
{
	if ((m->n + 1) * 2 > m->cap) {
		size_t cap = m->cap ? m->cap * 2 : 256;
		const void **k = xcalloc(cap, sizeof *k), **v = xcalloc(cap, sizeof *v);
		for (size_t i = 0; i < m->cap; i++) {
			if (!m->key[i])
				continue;
			size_t j = ptr_hash(m->key[i]) & (cap - 1);
			while (k[j])
				j = (j + 1) & (cap - 1);
			k[j] = m->key[i];
			v[j] = m->val[i];
		}
		free(m->key);
		free(m->val);
		m->key = k;
		m->val = v;
		m->cap = cap;
	}
	size_t j = ptr_hash(key) & (m->cap - 1);
	while (m->key[j] && m->key[j] != key)
		j = (j + 1) & (m->cap - 1);
	if (!m->key[j]) {
		m->key[j] = key;
		m->n++;
	}
	m->val[j] = val;
}

const void *pm_get(const PtrMap *m, const void *key)
{
	if (!m->cap)
		return NULL;
	size_t j = ptr_hash(key) & (m->cap - 1);
	for (; m->key[j]; j = (j + 1) & (m->cap - 1))
		if (m->key[j] == key)
			return m->val[j];
	return NULL;
}

void pm_free(PtrMap *m)
{
	free(m->key);
	free(m->val);
	memset(m, 0, sizeof *m);
}

static PtrMap real_dirs;   /* interned directory -> its real path, "" failed */

void real_path_forget(void)
{
	pm_free(&real_dirs);
}

char *real_path(const char *path)
{
	/* exact: a last component that is no symbolic link (nor "." or
	 * "..") is itself in the real path of its directory */
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;
	struct stat st;
	if (!*base || !strcmp(base, ".") || !strcmp(base, "..") || lstat(path, &st) != 0 ||
	    S_ISLNK(st.st_mode))
		return realpath(path, NULL);
	const char *dir = intern_n(!slash ? "." : slash == path ? "/" : path,
	                           !slash || slash == path ? 1 : (size_t)(slash - path));
	const char *r = pm_get(&real_dirs, dir);
	if (!r) {
		char *x = realpath(dir, NULL);
		r = x ? intern(x) : "";
		free(x);
		pm_set(&real_dirs, dir, r);
	}
	if (!*r)
		return realpath(path, NULL);
	return xasprintf("%s%s%s", r, strcmp(r, "/") ? "/" : "", base);
}

char *path_clean(const char *path)
{
	bool abs = path[0] == '/';
	StrVec seg = {0};
	for (const char *s = path; *s;) {
		const char *e = strchr(s, '/');
		size_t n = e ? (size_t)(e - s) : strlen(s);
		bool dotdot = n == 2 && s[0] == '.' && s[1] == '.';
		if (n == 0 || (n == 1 && s[0] == '.')) {
			/* nothing */
		} else if (dotdot && seg.n && strcmp(seg.v[seg.n - 1], "..")) {
			free(seg.v[--seg.n]);
		} else if (!(dotdot && abs)) {
			char *t = xstrndup(s, n);
			sv_push(&seg, t);
			free(t);
		}
		s += n;
		if (*s)
			s++;
	}
	StrBuf sb = {0};
	for (int i = 0; i < seg.n; i++) {
		if (i || abs)
			sb_putc(&sb, '/');
		sb_puts(&sb, seg.v[i]);
	}
	sv_free(&seg);
	if (!sb.len)
		sb_puts(&sb, abs ? "/" : ".");
	return sb_steal(&sb);
}

const char *display_path(const char *path)
{
	static char cwd[PATH_MAX];
	static size_t cwdlen;
	if (!cwdlen) {
		if (!getcwd(cwd, sizeof cwd - 1))
			strcpy(cwd, "/");
		cwdlen = strlen(cwd);
		if (cwd[cwdlen - 1] != '/') {
			cwd[cwdlen++] = '/';
			cwd[cwdlen] = '\0';
		}
	}
	if (path[0] == '/' && strncmp(path, cwd, cwdlen) == 0 && path[cwdlen])
		return intern(path + cwdlen);
	while (path[0] == '.' && path[1] == '/')
		path += 2;
	return intern(path);
}

int na_error_count;

static void vdiag(const char *kind, const char *fmt, va_list ap)
{
	StrBuf sb = {0};
	sb_printf(&sb, "nullaudit: %s: ", kind);
	sb_vprintf(&sb, fmt, ap);
	sb_putc(&sb, '\n');
	fputs(sb.buf, stderr);
	free(sb.buf);
}

void na_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag("error", fmt, ap);
	va_end(ap);
	na_error_count++;
}

void na_warning(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag("warning", fmt, ap);
	va_end(ap);
}

int edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	int *prev = xmalloc(sizeof(int) * (lb + 1)), *cur = xmalloc(sizeof(int) * (lb + 1));
	for (size_t j = 0; j <= lb; j++)
		prev[j] = (int)j;
	for (size_t i = 1; i <= la; i++) {
		cur[0] = (int)i;
		for (size_t j = 1; j <= lb; j++) {
			int sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
			int del = prev[j] + 1, ins = cur[j - 1] + 1;
			cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
		}
		int *t = prev;
		prev = cur;
		cur = t;
	}
	int d = prev[lb];
	free(prev);
	free(cur);
	return d;
}

const char *closest_name(const char *word, const char *const *names, int n)
{
	const char *best = NULL;
	int bestd = (int)strlen(word) <= 4 ? 2 : 3;
	for (int i = 0; i < n; i++) {
		int d = edit_distance(word, names[i]);
		if (d < bestd) {
			bestd = d;
			best = names[i];
		}
	}
	return best;
}
