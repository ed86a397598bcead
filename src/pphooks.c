/* pphooks.c -- the listeners to the preprocessor, and mcpp's hooks set to
 * reach them: a lone listener's own function where mcpp calls on every
 * lookup (the hot path), one that calls each listener otherwise. */
#include "pphooks.h"

#include <stdlib.h>

#include "mcpp_lib.h"
#include "util.h"

enum { MAX_LISTENERS = 4 };
static const PPCallbacks *listeners[MAX_LISTENERS];
static int nlisteners;

static void each_lookup(const char *name, size_t len, unsigned hash)
{
	for (int i = 0; i < nlisteners; i++)
		if (listeners[i]->lookup)
			listeners[i]->lookup(name, len, hash);
}

static void each_stat(const char *path, int rc, unsigned mode)
{
	for (int i = 0; i < nlisteners; i++)
		if (listeners[i]->stat)
			listeners[i]->stat(path, rc, mode);
}

static void each_link(const char *path, const char *target, int len)
{
	for (int i = 0; i < nlisteners; i++)
		if (listeners[i]->link)
			listeners[i]->link(path, target, len);
}

/* mcpp's lookup and file system hooks for the listeners of now */
static void set_mcpp_hooks(void)
{
	const PPCallbacks *lookup = NULL, *fs = NULL;
	int nlookup = 0, nfs = 0;
	for (int i = 0; i < nlisteners; i++) {
		if (listeners[i]->lookup)
			nlookup++, lookup = listeners[i];
		if (listeners[i]->stat || listeners[i]->link)
			nfs++, fs = listeners[i];
	}
	mcpp_set_lookup_hook(nlookup > 1 ? each_lookup : nlookup ? lookup->lookup : NULL);
	if (nfs > 1)
		mcpp_set_fs_hook(each_stat, each_link);
	else
		mcpp_set_fs_hook(fs ? fs->stat : NULL, fs ? fs->link : NULL);
}

void pp_listen(const PPCallbacks *cb)
{
	for (int i = 0; i < nlisteners; i++)
		if (listeners[i] == cb)
			return;
	if (nlisteners == MAX_LISTENERS) {
		na_error("internal: more than %d listeners to the preprocessor", MAX_LISTENERS);
		exit(3);
	}
	listeners[nlisteners++] = cb;
	set_mcpp_hooks();
}

void pp_unlisten(const PPCallbacks *cb)
{
	for (int i = 0; i < nlisteners; i++)
		if (listeners[i] == cb) {
			for (int k = i + 1; k < nlisteners; k++)
				listeners[k - 1] = listeners[k];
			nlisteners--;
			set_mcpp_hooks();
			return;
		}
}

void pp_heard_file(const char *path, const char *disp)
{
	for (int i = 0; i < nlisteners; i++)
		if (listeners[i]->file_read)
			listeners[i]->file_read(path, disp);
}

void pp_heard_macro(const char *name)
{
	for (int i = 0; i < nlisteners; i++)
		if (listeners[i]->macro_placed)
			listeners[i]->macro_placed(name);
}

void pp_heard_output(size_t bytes)
{
	for (int i = 0; i < nlisteners; i++)
		if (listeners[i]->output)
			listeners[i]->output(bytes);
}
