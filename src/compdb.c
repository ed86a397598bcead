/* compdb.c -- read compile_commands.json (a small JSON reader of our own:
 * the format is an array of objects with string fields). */
#include "compdb.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct Reader {
	const char *path, *s, *p;
	bool failed;
} Reader;

static void json_error(Reader *r, const char *what)
{
	if (r->failed)
		return;
	int line = 1, col = 1;
	for (const char *q = r->s; q < r->p; q++)
		if (*q == '\n')
			line++, col = 1;
		else
			col++;
	na_error("%s:%d:%d: malformed compile database: %s", r->path, line, col, what);
	r->failed = true;
}

static void ws(Reader *r)
{
	while (isspace((unsigned char)*r->p))
		r->p++;
}

/* A JSON string; returns NULL (and an error) when there is none. */
static char *string(Reader *r)
{
	ws(r);
	if (*r->p != '"') {
		json_error(r, "expected a string");
		return NULL;
	}
	StrBuf sb = {0};
	for (r->p++; *r->p != '"'; r->p++) {
		if (!*r->p) {
			json_error(r, "unterminated string");
			free(sb.buf);
			return NULL;
		}
		if (*r->p == '\\') {
			r->p++;
			switch (*r->p) {
			case 'n': sb_putc(&sb, '\n'); break;
			case 't': sb_putc(&sb, '\t'); break;
			case 'r': sb_putc(&sb, '\r'); break;
			case 'b': sb_putc(&sb, '\b'); break;
			case 'f': sb_putc(&sb, '\f'); break;
			case 'u': {
				unsigned v = (unsigned)strtoul((char[5]){r->p[1], r->p[2], r->p[3], r->p[4], 0}, NULL, 16);
				if (v < 0x80)
					sb_putc(&sb, (int)v);
				r->p += 4;
				break;
			}
			case '\0':
				continue;
			default: sb_putc(&sb, *r->p);
			}
		} else {
			sb_putc(&sb, *r->p);
		}
	}
	r->p++;
	return sb_steal(&sb);
}

/* Skips any JSON value. */
static void skip_value(Reader *r)
{
	ws(r);
	if (*r->p == '"') {
		free(string(r));
	} else if (*r->p == '{' || *r->p == '[') {
		char close = *r->p == '{' ? '}' : ']';
		r->p++;
		ws(r);
		if (*r->p == close) {
			r->p++;
			return;
		}
		for (;;) {
			if (close == '}') {
				free(string(r));
				ws(r);
				if (*r->p++ != ':')
					return json_error(r, "expected ':'");
			}
			skip_value(r);
			ws(r);
			if (*r->p == ',') {
				r->p++;
				continue;
			}
			if (*r->p++ != close)
				return json_error(r, "expected ',' or a closing bracket");
			return;
		}
	} else if (*r->p && strchr("-0123456789tfn", *r->p)) {
		while (*r->p && (isalnum((unsigned char)*r->p) || strchr("+-.", *r->p)))
			r->p++;
	} else {
		json_error(r, "expected a value");
	}
}

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
		if ((a[0] == '-' && (a[1] == 'O' || a[1] == 'f' || a[1] == 'g' || a[1] == 'm')) ||
		    !strncmp(a, "-std=", 5) || !strcmp(a, "-ansi")) {
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
	char *text = read_file(file, NULL, &err);
	if (!text) {
		na_error("%s: cannot read the compile database: %s", file, err);
		free(err);
		free(file);
		return -1;
	}
	Reader r = {file, text, text, false};
	ws(&r);
	if (*r.p != '[')
		json_error(&r, "expected an array of commands");
	else
		r.p++;
	int cap = 0;
	while (!r.failed) {
		ws(&r);
		if (*r.p == ']')
			break;
		if (*r.p != '{') {
			json_error(&r, "expected an object");
			break;
		}
		r.p++;
		char *dir = NULL, *fname = NULL, *command = NULL;
		StrVec args = {0};
		ws(&r);
		while (!r.failed && *r.p != '}') {
			char *key = string(&r);
			ws(&r);
			if (!key || *r.p++ != ':') {
				json_error(&r, "expected a key and ':'");
				free(key);
				break;
			}
			ws(&r);
			if (!strcmp(key, "directory"))
				dir = string(&r);
			else if (!strcmp(key, "file"))
				fname = string(&r);
			else if (!strcmp(key, "command"))
				command = string(&r);
			else if (!strcmp(key, "arguments") && *r.p == '[') {
				r.p++;
				ws(&r);
				while (!r.failed && *r.p != ']') {
					char *a = string(&r);
					if (a)
						sv_push(&args, a);
					free(a);
					ws(&r);
					if (*r.p == ',')
						r.p++;
					ws(&r);
				}
				r.p++;
			} else
				skip_value(&r);
			free(key);
			ws(&r);
			if (*r.p == ',') {
				r.p++;
				ws(&r);
			}
		}
		if (!r.failed) {
			r.p++;
			if (!fname)
				json_error(&r, "an entry has no \"file\"");
		}
		if (!r.failed) {
			if (command)
				split_command(command, &args);
			if (db->n == cap) {
				cap = cap ? cap * 2 : 64;
				db->v = xrealloc(db->v, sizeof *db->v * (size_t)cap);
			}
			CompUnit *u = &db->v[db->n++];
			memset(u, 0, sizeof *u);
			u->file = abs_in(dir, fname);
			take_flags(u, &args, dir);
		}
		free(dir);
		free(fname);
		free(command);
		sv_free(&args);
		ws(&r);
		if (*r.p == ',')
			r.p++;
	}
	free(text);
	free(file);
	if (r.failed) {
		compdb_free(db);
		return -1;
	}
	return 0;
}

void compdb_free(CompDb *db)
{
	for (int i = 0; i < db->n; i++) {
		free(db->v[i].file);
		sv_free(&db->v[i].pp_args);
	}
	free(db->v);
	memset(db, 0, sizeof *db);
}
