/* util.h -- memory, strings, vectors and diagnostics shared by every stage. */
#ifndef NULLAUDIT_UTIL_H
#define NULLAUDIT_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include <stdio.h>

#define NA_NORETURN __attribute__((noreturn))
#define NA_PRINTF(f, a) __attribute__((format(printf, f, a)))

/* "nullaudit: fatal: out of memory", exit status 3 (the x* allocators). */
NA_NORETURN void out_of_memory(void);
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);

/* Zeroed blocks carved in order from 256 KiB chunks, all dead at once:
 * arena_reset() keeps the chunks for the next use, arena_free() returns
 * them. A zero Arena is empty. */
typedef struct ArenaChunk ArenaChunk;
typedef struct {
	ArenaChunk *chunks, *spare;
} Arena;
void *arena_alloc(Arena *a, size_t n);
void arena_reset(Arena *a);
void arena_free(Arena *a);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) NA_PRINTF(1, 2);

/* A growable byte string, always NUL-terminated once anything was added. */
typedef struct StrBuf {
	char *buf;
	size_t len, cap;
} StrBuf;

void sb_reserve(StrBuf *sb, size_t extra); /* room for extra more bytes */
void sb_putc(StrBuf *sb, int c);
void sb_putn(StrBuf *sb, const char *s, size_t n);
void sb_puts(StrBuf *sb, const char *s);
void sb_put_uint(StrBuf *sb, unsigned long long v);   /* in decimal, as %llu */
void sb_printf(StrBuf *sb, const char *fmt, ...) NA_PRINTF(2, 3);
void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap);
char *sb_steal(StrBuf *sb); /* returns the buffer ("" if empty), resets sb */

/* A vector of strings. */
typedef struct StrVec {
	char **v;
	int n, cap;
} StrVec;

void sv_push(StrVec *sv, const char *s); /* copies s */
void sv_free(StrVec *sv);
bool sv_contains(const StrVec *sv, const char *s);

/* Reads a whole file. On failure returns NULL and sets *err to a message
 * (strerror text); the caller frees the result. The buffer is NUL-terminated;
 * *len excludes the terminator. */
char *read_file(const char *path, size_t *len, char **err);
/* The file mapped read-only and NUL-terminated, or NULL (then read_file);
 * *len its size. Undone by unmap_file. */
char *map_file(const char *path, size_t *len);
void unmap_file(char *text, size_t len);
/* A zeroed private mapping of `bytes` (old != NULL: `old` of old_bytes
 * grown, contents kept, maybe moved), advised for huge pages; exits on
 * failure. Undone by munmap. */
void *map_zeroed(void *old, size_t old_bytes, size_t bytes);
/* All of an open stream; NULL with *err on a read error. */
char *read_stream(FILE *f, size_t *len, char **err);

/* Writes data to path atomically (temp file in the same directory + rename).
 * Returns 0 or -1 with errno set. */
int write_file_atomic(const char *path, const char *data, size_t len);

/* Lexically removes "." and "dir/.." segments and doubled slashes ("/.."
 * stays "/"), so that a path shown to the user reads
 * "examples/demo/include"; "" becomes "." (or "/"). Freed by the caller. */
char *path_clean(const char *path);
/* realpath(path, NULL), with the real path of path's directory kept for
 * the process: a unit's headers are in a few directories, and realpath()
 * reads the link of every component of every path it is given. */
char *real_path(const char *path);
/* Forgets the directories' real paths (a unit's watch starts: the paths a
 * worker records are those of its own run, not of its parent's lookups). */
void real_path_forget(void);

/* Path as shown to the user: relative to the working directory when under it,
 * else as given (absolute paths stay absolute). Returns an interned string. */
const char *display_path(const char *path);

/* Interned strings: equal contents give the same pointer for the process. */
const char *intern(const char *s);
const char *intern_n(const char *s, size_t n);
/* The slot of an interned string in an open-addressing table of cap (a
 * power of 2) entries of `stride` bytes, each starting with its key (NULL
 * when free): the key's own slot, or the free one where it goes. */
size_t addr_slot(const void *tab, size_t stride, int cap, const char *key);

/* A map from pointers to pointers (interned strings, mostly): open
 * addressing, keys compared by address. */
typedef struct PtrMap {
	const void **key;
	const void **val;
	size_t cap, n;
} PtrMap;

void pm_set(PtrMap *m, const void *key, const void *val);
const void *pm_get(const PtrMap *m, const void *key); /* NULL when absent */
void pm_free(PtrMap *m);

/* Diagnostics of the tool itself (not findings): "nullaudit: error: ...". */
extern int na_error_count;
void na_error(const char *fmt, ...) NA_PRINTF(1, 2);
void na_warning(const char *fmt, ...) NA_PRINTF(1, 2);
/* Edit distance, for "did you mean" suggestions. */
int edit_distance(const char *a, const char *b);
/* The closest of names[0..n) to word when it is close enough to be a typo
 * (edit distance below 2 for short words, 3 otherwise), or NULL. */
const char *closest_name(const char *word, const char *const *names, int n);

#endif
