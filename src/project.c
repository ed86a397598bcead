/* project.c -- what a run checks: the project's .nullaudit.yaml found
 * from the working directory, the units of the command line, of a compile
 * database (selected by the FILEs) or of the configurations' own
 * databases, the headers of --headers, a --shard's slice, and the
 * sources.exclude globs. */
#include "project.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "compdb.h"

static int path_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* --headers DIR: every *.h under DIR, sorted, as units. */
int collect_headers(const char *dir, StrVec *units)
{
	DIR *d = opendir(dir);
	if (!d) {
		na_error("%s: cannot read the header directory: %s", dir, strerror(errno));
		return -1;
	}
	StrVec here = {0};
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		char *path = xasprintf("%s/%s", dir, e->d_name);
		struct stat sb;
		if (lstat(path, &sb) == 0 && (S_ISDIR(sb.st_mode) ||
		    (S_ISREG(sb.st_mode) && strlen(e->d_name) > 2 &&
		     !strcmp(e->d_name + strlen(e->d_name) - 2, ".h"))))
			sv_push(&here, path);
		free(path);
	}
	closedir(d);
	if (here.n)
		qsort(here.v, (size_t)here.n, sizeof *here.v, path_cmp);
	int status = 0;
	for (int i = 0; i < here.n; i++) {
		struct stat sb;
		if (stat(here.v[i], &sb) == 0 && S_ISDIR(sb.st_mode))
			status |= collect_headers(here.v[i], units);
		else
			sv_push(units, here.v[i]);
	}
	sv_free(&here);
	return status;
}

/* The project's .nullaudit.yaml: in the working directory or the nearest
 * parent that has one, looking no higher than the repository root (a
 * directory holding .git, a directory or a worktree's file) or /. */
char *find_project_config(void)
{
	char dir[PATH_MAX];
	if (!getcwd(dir, sizeof dir))
		return NULL;
	for (;;) {
		bool root = !strcmp(dir, "/");
		char *p = xasprintf("%s/.nullaudit.yaml", root ? "" : dir);
		struct stat sb;
		if (stat(p, &sb) == 0 && !S_ISDIR(sb.st_mode))
			return p;
		free(p);
		char *g = xasprintf("%s/.git", root ? "" : dir);
		bool top = access(g, F_OK) == 0;
		free(g);
		if (top || root)
			return NULL;
		char *slash = strrchr(dir, '/');
		if (slash == dir)
			dir[1] = '\0';
		else
			*slash = '\0';
	}
}

/* A glob of sources.exclude against a path: '*' and '?' within a
 * component, '**' across components; a pattern matching a directory
 * matches what is under it. */
static bool glob_match(const char *p, const char *s)
{
	for (; *p; p++, s++) {
		if (p[0] == '*' && p[1] == '*') {
			p += 2;
			if (*p == '/')
				p++;
			for (const char *t = s;; t++) {
				if (glob_match(p, t))
					return true;
				if (!*t)
					return false;
			}
		}
		if (*p == '*') {
			for (const char *t = s;; t++) {
				if (glob_match(p + 1, t))
					return true;
				if (!*t || *t == '/')
					return false;
			}
		}
		if (!*s || (*p != '?' && *p != *s) || (*p == '?' && *s == '/'))
			return false;
	}
	return !*s || *s == '/';
}

/* PATH made absolute (lexically, from the working directory). */
static char *abs_path(const char *path)
{
	char cwd[PATH_MAX];
	if (path[0] == '/' || !getcwd(cwd, sizeof cwd))
		return xstrdup(path);
	while (path[0] == '.' && path[1] == '/')
		path += 2;
	return xasprintf("%s/%s", cwd, path);
}

static bool excluded(const StrVec *globs, const char *unit)
{
	if (!globs->n)
		return false;
	char *u = abs_path(unit);
	bool hit = false;
	for (int i = 0; i < globs->n && !hit; i++) {
		char *g = abs_path(globs->v[i]);
		hit = glob_match(g, u);
		free(g);
	}
	free(u);
	return hit;
}
int units_of_db(const CompDb *db, const char *name, const StrVec *files, bool quiet,
                StrVec *units)
{
	/* the files asked for, resolved once; an entry is resolved only when
	 * its base name matches (realpath() walks every component of the
	 * path), and all entries only for a file that no entry matched that
	 * way (a link with another name) */
	char **want = xcalloc((size_t)files->n + 1, sizeof *want);
	bool *found = xcalloc((size_t)files->n + 1, sizeof *found);
	for (int f = 0; f < files->n; f++)
		want[f] = realpath(files->v[f], NULL);
	bool *take = xcalloc((size_t)db->n + 1, sizeof *take);
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < db->n; i++) {
			const char *base = strrchr(db->v[i].file, '/');
			base = base ? base + 1 : db->v[i].file;
			for (int f = 0; f < files->n && !take[i]; f++) {
				const char *wb = want[f] ? strrchr(want[f], '/') : NULL;
				if (!wb || (pass == 0 && strcmp(wb + 1, base) != 0) || (pass == 1 && found[f]))
					continue;
				char *mine = realpath(db->v[i].file, NULL);
				take[i] = mine && !strcmp(want[f], mine);
				found[f] |= take[i];
				free(mine);
			}
		}
	/* a C checker: the units of other languages in a mixed project's
	 * database are left out, and counted */
	int skipped = 0;
	StrVec skipped_langs = {0};
	for (int i = 0; i < db->n; i++) {
		if (files->n && !take[i])
			continue;
		const char *lang = compdb_language(&db->v[i]);
		if (lang) {
			skipped++;
			if (!sv_contains(&skipped_langs, lang))
				sv_push(&skipped_langs, lang);
			continue;
		}
		sv_push(units, db->v[i].file);
	}
	if (skipped && !quiet) {
		StrBuf sb = {0};
		for (int k = 0; k < skipped_langs.n; k++)
			sb_printf(&sb, "%s%s", k ? ", " : "", skipped_langs.v[k]);
		char *langs = sb_steal(&sb);
		fprintf(stderr, "nullaudit: note: %s: %d unit%s not in C left out (%s)\n", name, skipped,
		        skipped == 1 ? "" : "s", langs);
		free(langs);
	}
	sv_free(&skipped_langs);
	for (int f = 0; f < files->n; f++)
		free(want[f]);
	free(want);
	free(found);
	free(take);
	return skipped;
}

void units_of_dbs(const CompDb *dbs, int n, StrVec *units)
{
	for (int c = 0; c < n; c++)
		for (int i = 0; i < dbs[c].n; i++)
			sv_push(units, dbs[c].v[i].file);
	if (units->n)
		qsort(units->v, (size_t)units->n, sizeof *units->v, path_cmp);
	int kept = 0;
	for (int i = 0; i < units->n; i++) {
		if (kept && !strcmp(units->v[kept - 1], units->v[i]))
			free(units->v[i]);
		else
			units->v[kept++] = units->v[i];
	}
	units->n = kept;
}

void units_shard(StrVec *units, int k, int n)
{
	/* the K-th of N contiguous slices of the unit list: merging the
	 * results in shard order meets the units in the same order as a
	 * single run, so the merged result is the same */
	int from = (int)((long)units->n * (k - 1) / n);
	int to = (int)((long)units->n * k / n);
	int kept = 0;
	for (int i = 0; i < units->n; i++) {
		if (i >= from && i < to)
			units->v[kept++] = units->v[i];
		else
			free(units->v[i]);
	}
	units->n = kept;
}

void units_exclude(StrVec *units, const StrVec *globs)
{
	int kept = 0;
	for (int i = 0; i < units->n; i++) {
		if (excluded(globs, units->v[i]))
			free(units->v[i]);
		else
			units->v[kept++] = units->v[i];
	}
	units->n = kept;
}
