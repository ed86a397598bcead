/* pphooks.h -- listeners to the preprocessor (pphooks.c), as clang's
 * PPCallbacks: what a run looks up, stats, reads and makes, heard without
 * the preprocessor calling anyone by name. The reuse between
 * configurations (reuse.c) and the result cache (cache.c) listen. */
#ifndef NULLAUDIT_PPHOOKS_H
#define NULLAUDIT_PPHOOKS_H

#include <stddef.h>

/* A member left NULL is not called. */
typedef struct PPCallbacks {
	/* mcpp looked a name up in its macro table (mcpp_set_lookup_hook) */
	void (*lookup)(const char *name, size_t len, unsigned hash);
	/* mcpp stat()ed a path, or used a readlink() answer (mcpp_set_fs_hook) */
	void (*stat)(const char *path, int rc, unsigned mode);
	void (*link)(const char *path, const char *target, int len);
	/* the token builder read a file (as mcpp named it), shown as disp */
	void (*file_read)(const char *path, const char *disp);
	/* a definition whose place can be in the record: one of a macro
	 * expanded in the text */
	void (*macro_placed)(const char *name);
	/* the size of a run's annotated output */
	void (*output)(size_t bytes);
} PPCallbacks;

/* Adds a listener (at most four at once), or removes one. */
void pp_listen(const PPCallbacks *cb);
void pp_unlisten(const PPCallbacks *cb);

/* The preprocessor's side (pp.c, token.c): tells every listener. */
void pp_heard_file(const char *path, const char *disp);
void pp_heard_macro(const char *name);
void pp_heard_output(size_t bytes);

#endif
