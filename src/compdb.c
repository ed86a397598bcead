/* compdb.c -- read compile_commands.json: an array of objects with the
 * string fields directory, file, and command or arguments (read by json.c). */
#include "compdb.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gccflags.h"
#include "json.h"

/* Splits a shell command line (quotes and backslashes, no expansions). */
static void split_command(const char *cmd, StrVec *out)
{
	const char *p = cmd;
	while (*p) {
		while (isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		StrBuf sb = {0};
		char q = 0;
		for (; *p && (q || !isspace((unsigned char)*p)); p++) {
			if (q) {
				if (*p == q)
					q = 0;
				else if (*p == '\\' && q == '"' && p[1])
					sb_putc(&sb, *++p);
				else
					sb_putc(&sb, *p);
			} else if (*p == '"' || *p == '\'') {
				q = *p;
			} else if (*p == '\\' && p[1]) {
				sb_putc(&sb, *++p);
			} else {
				sb_putc(&sb, *p);
			}
		}
		char *s = sb_steal(&sb);
		sv_push(out, s);
		free(s);
	}
}

static char *abs_in(const char *dir, const char *p)
{
	if (p[0] == '/' || !dir || !*dir)
		return xstrdup(p);
	return xasprintf("%s/%s", dir, p);
}

/* Keeps the flags that change preprocessing; paths become absolute. */
static void take_flags(CompUnit *u, const StrVec *argv, const char *dir)
{
	static const char *const with_path[] = {"-I", "-include", "-imacros", "-isystem", "-iquote", "-idirafter", NULL};
	for (int i = 1; i < argv->n; i++) {
		const char *a = argv->v[i];
		if (!strcmp(a, "-m32"))
			u->m32 = true;
		if (!strcmp(a, "-nostdinc")) {
			sv_push(&u->pp_args, a);
			continue;
		}
		/* driver flags that change predefined macros (gccflags.c) */
		if (gcc_driver_flag(a)) {
			sv_push(&u->pp_args, a);
			continue;
		}
		if (!strncmp(a, "-D", 2) || !strncmp(a, "-U", 2)) {
			char flag[3] = {a[0], a[1], 0};
			const char *v = a[2] ? a + 2 : (i + 1 < argv->n ? argv->v[++i] : "");
			sv_push(&u->pp_args, flag);
			sv_push(&u->pp_args, v);
			continue;
		}
		for (int k = 0; with_path[k]; k++) {
			size_t n = strlen(with_path[k]);
			if (strncmp(a, with_path[k], n))
				continue;
			const char *v = a[n] ? a + n : (i + 1 < argv->n ? argv->v[++i] : NULL);
			if (!v)
				break;
			char *path = abs_in(dir, v);
			sv_push(&u->pp_args, with_path[k]);
			sv_push(&u->pp_args, path);
			free(path);
			break;
		}
	}
}

int compdb_load(const char *path, CompDb *db)
{
	memset(db, 0, sizeof *db);
	struct stat st;
	char *file = (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
	             ? xasprintf("%s/compile_commands.json", path) : xstrdup(path);
	char *err = NULL;
	size_t maplen = 0;
	/* mapped, not read: a kernel build's database is megabytes */
	char *mapped = map_file(file, &maplen);
	char *text = mapped ? mapped : read_file(file, NULL, &err);
	if (!text) {
		na_error("%s: cannot read the compile database: %s", file, err);
		free(err);
		free(file);
		return -1;
	}
	JsonValue *doc = json_parse(text, file, "compile database");
	if (mapped)
		unmap_file(mapped, maplen);
	else
		free(text);
	int status = doc ? 0 : -1;
	if (doc && doc->type != J_ARR) {
		na_error("%s:%d:%d: malformed compile database: expected an array of commands", file,
		         doc->line, doc->col);
		status = -1;
	}
	for (int i = 0; status == 0 && i < doc->n; i++) {
		JsonValue *e = doc->items[i];
		const char *fname = json_str_member(e, "file");
		if (e->type != J_OBJ || !fname) {
			na_error("%s:%d:%d: malformed compile database: %s", file, e->line, e->col,
			         e->type != J_OBJ ? "expected an object" : "an entry has no \"file\"");
			status = -1;
			break;
		}
		/* taken from the tree, not copied */
		char *dir = json_take_str(e, "directory");
		char *command = json_take_str(e, "command");
		const JsonValue *arguments = json_get(e, "arguments");
		if (!db->v)
			db->v = xcalloc((size_t)doc->n, sizeof *db->v);
		CompUnit *u = &db->v[db->n++];
		for (int k = 0; arguments && arguments->type == J_ARR && k < arguments->n; k++)
			if (arguments->items[k]->type == J_STR)
				sv_push(&u->arguments, arguments->items[k]->str);
		u->command = command;
		u->dir = dir;
		u->file = abs_in(dir, fname);
	}
	json_free(doc);
	free(file);
	if (status != 0)
		compdb_free(db);
	return status;
}

const StrVec *compdb_args(CompUnit *u)
{
	if (!u->ready) {
		StrVec args = {0};
		for (int k = 0; k < u->arguments.n; k++)
			sv_push(&args, u->arguments.v[k]);
		if (u->command)
			split_command(u->command, &args);
		take_flags(u, &args, u->dir);
		sv_free(&args);
		u->ready = true;
	}
	return &u->pp_args;
}

void compdb_free(CompDb *db)
{
	for (int i = 0; i < db->n; i++) {
		free(db->v[i].file);
		free(db->v[i].dir);
		free(db->v[i].command);
		sv_free(&db->v[i].arguments);
		sv_free(&db->v[i].pp_args);
	}
	free(db->v);
	memset(db, 0, sizeof *db);
}
