/* cache.h -- the persistent result cache (docs/cache.md).
 *
 * An entry holds one unit's worker record (findings, errors, coverage,
 * statistics) and its stderr text, under a key made of everything that
 * decides them but the files (program, settings, flags, predefines, cwd,
 * environment), with a manifest of the files: every path the preprocessor
 * stat()ed (found: its content hash and resolved path; not found: that it
 * still is not there) and every readlink() answer it used. A hit needs
 * the key and every line of the manifest to hold today. */
#ifndef NULLAUDIT_CACHE_H
#define NULLAUDIT_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

typedef struct Hash128 {
	uint64_t a, b;
} Hash128;

Hash128 hash128(const void *p, size_t n);
void hash_hex(Hash128 h, char out[33]);

/* $XDG_CACHE_HOME/nullaudit, else ~/.cache/nullaudit (malloc'd), or NULL. */
char *cache_default_dir(void);
/* "512M", "1.5G", "2GiB", "1048576": bytes (0 for "0": callers refuse it),
 * or -1 for anything else (a sign, an exponent, nan, inf, beyond LLONG_MAX). */
long long cache_parse_size(const char *s);
/* The program's identity: a hash of its executable (hex, static). */
const char *cache_program_id(void);
/* The same, kept in the cache directory dir by the executable's identity */
const char *cache_program_id_in(const char *dir);

/* Creates the directory (and its parents); 0 or -1 (errno). */
int cache_open(const char *dir);

/* Recording what a unit reads (in the worker, around its runs): the
 * paths mcpp stat()s and reads, the macro names it looks up, heard from
 * the preprocessor's hooks (pphooks.h). */
void cache_watch_begin(void);
void cache_watch_file(const char *path);   /* the unit's own file */
void cache_watch_end(void);

/* A valid entry for key whose manifest holds: 1 with the record and stderr
 * text (malloc'd) and the entry's size; 0 for a miss (a damaged entry
 * also says so on stderr). envs[c] is configuration c's initial macro
 * definitions (interned name -> interned history, reuse.h's
 * ReuseInputs.env): each name the unit looked up must have the same one.
 * File system answers are memoised for the run (docs/cache.md). */
int cache_lookup(const char *dir, const char *key, PtrMap *const *envs, int nenv, char **rec,
                 size_t *rlen, char **err, size_t *elen, size_t *bytes);
/* Stores the entry for key with the files and names watched; the bytes
 * written, or 0 when it was not stored (a file changed during the run,
 * unreadable). */
size_t cache_store(const char *dir, const char *key, PtrMap *const *envs, int nenv,
                   const char *rec, size_t rlen, const char *err, size_t elen);
/* With NULLAUDIT_CACHE_DEBUG: the driver's lookup counters on stderr. */
void cache_debug_report(void);

/* End of a run (driver): adds to the directory's counters, evicts the
 * least recently used entries beyond max_size; the size after. */
long long cache_finish(const char *dir, long long max_size, long hits, long misses,
                       long long stored);
/* nullaudit cache --stats|--clear [--cache-dir=DIR] */
int cache_main(int argc, char **argv);

#endif
