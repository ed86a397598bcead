/* compdb.c -- read compile_commands.json: an array of objects with the
 * string fields directory, file, and command or arguments (read by json.c). */
#include "compdb.h"

#include <ctype.h>
#include <stdio.h>
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

/* The same file by another name ("../egg/a.c" from the build directory,
 * the database's "file" absolute): names of one base name, resolved. */
static bool same_file(const char *a, const char *b)
{
	const char *ba = strrchr(a, '/'), *bb = strrchr(b, '/');
	if (strcmp(ba ? ba + 1 : a, bb ? bb + 1 : b))
		return false;
	char *ra = realpath(a, NULL), *rb = ra ? realpath(b, NULL) : NULL;
	bool same = ra && rb && !strcmp(ra, rb);
	free(ra);
	free(rb);
	return same;
}

/* A path as GCC names it in __FILE__: an -I directory loses its
 * trailing slashes; a relative -include file is found in "." (gcc 12:
 * "-include ./a.h" is "././a.h"). */
static void push_given(CompUnit *u, const char *flag, const char *v)
{
	size_t n = strlen(v);
	char *g;
	if (strcmp(flag, "-include") && strcmp(flag, "-imacros")) {
		while (n > 1 && v[n - 1] == '/')
			n--;
		g = xstrndup(v, n);
	} else {
		g = v[0] == '/' ? xstrdup(v) : xasprintf("./%s", v);
	}
	sv_push(&u->pp_args, "-na-given");
	sv_push(&u->pp_args, g);
	free(g);
}

/* Keeps the flags that change preprocessing; paths become absolute, each
 * followed by "-na-given NAME", the name GCC was given (run in DIR), of
 * which it makes __FILE__ (pp.c). The input file as given is "-na-main
 * NAME". */
static void take_flags(CompUnit *u, const StrVec *argv, const char *dir)
{
	static const char *const with_path[] = {"-I", "-include", "-imacros", "-isystem", "-iquote", "-idirafter", NULL};
	bool main_found = false;
	for (int i = 1; i < argv->n; i++) {
		const char *a = argv->v[i];
		if (a[0] != '-' && !main_found && u->file) {
			/* the unit as the command names it */
			char *p = abs_in(dir, a);
			if (!strcmp(p, u->file) || same_file(p, u->file)) {
				main_found = true;
				if (strcmp(a, u->file)) {
					sv_push(&u->pp_args, "-na-main");
					sv_push(&u->pp_args, a);
				}
			}
			free(p);
			continue;
		}
		if (!strcmp(a, "-m32") || !strcmp(a, "-m16"))   /* -m16: i386's predefines */
			u->abi = "i386";
		else if (!strcmp(a, "-m64"))
			u->abi = "x86_64";
		else if (!strcmp(a, "-mx32"))
			u->abi = "x32";
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
			push_given(u, with_path[k], v);
			free(path);
			break;
		}
	}
}

/* The skim: a well-formed database is read without building its tree.
 * Each entry's file and directory are decoded, its command or arguments
 * only found (decoded by compdb_args for the units run): a kernel build's
 * database is megabytes of commands, and a run is often on one unit.
 * Anything unexpected returns false, and the database is read again by
 * json_parse, which says what is wrong and where. */
static const char *skim_ws(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
		p++;
	return p;
}

static const char *skim_string(const char *p)  /* at '"'; after it, or NULL */
{
	p++;
	for (;;) {
		p += strcspn(p, "\"\\");
		if (*p == '"')
			return p + 1;
		if (*p != '\\')
			return NULL;
		p++;
		if (*p == 'u') {
			for (int i = 1; i <= 4; i++)
				if (!isxdigit((unsigned char)p[i]))
					return NULL;
			p += 5;
		} else if (*p && strchr("\"\\/bfnrt", *p)) {
			p++;
		} else {
			return NULL;
		}
	}
}

static const char *skim_value(const char *p, int depth)
{
	if (depth > 64)
		return NULL;
	if (*p == '"')
		return skim_string(p);
	if (*p == '[' || *p == '{') {
		char close = *p == '[' ? ']' : '}';
		p = skim_ws(p + 1);
		if (*p == close)
			return p + 1;
		for (;;) {
			if (close == '}') {
				if (*p != '"' || !(p = skim_string(p)))
					return NULL;
				p = skim_ws(p);
				if (*p++ != ':')
					return NULL;
				p = skim_ws(p);
			}
			if (!(p = skim_value(p, depth + 1)))
				return NULL;
			p = skim_ws(p);
			if (*p == close)
				return p + 1;
			if (*p++ != ',')
				return NULL;
			p = skim_ws(p);
		}
	}
	/* the scalars json_parse takes, as it takes them */
	if (!strncmp(p, "true", 4) || !strncmp(p, "null", 4))
		return p + 4;
	if (!strncmp(p, "false", 5))
		return p + 5;
	if (*p == '-' || isdigit((unsigned char)*p)) {
		char *end;
		strtod(p, &end);
		return end;
	}
	return NULL;
}

static bool skim(const char *text, CompDb *db)
{
	const char *p = skim_ws(text);
	if (*p++ != '[')
		return false;
	int cap = 0;
	p = skim_ws(p);
	if (*p == ']')
		return *skim_ws(p + 1) == '\0';
	for (;;) {
		if (*p != '{')
			return false;
		p = skim_ws(p + 1);
		const char *file = NULL, *dir = NULL, *command = NULL, *args = NULL, *args_end = NULL;
		while (*p != '}') {
			const char *key = p;
			if (*p != '"' || !(p = skim_string(p)))
				return false;
			size_t klen = (size_t)(p - key);
			if (memchr(key, '\\', klen))   /* an escaped key: json_parse decides */
				return false;
			p = skim_ws(p);
			if (*p++ != ':')
				return false;
			p = skim_ws(p);
			const char *v = p;
			if (!(p = skim_value(p, 1)))
				return false;
			const char **slot = klen == 6 && !memcmp(key, "\"file\"", 6) ? &file :
			                    klen == 11 && !memcmp(key, "\"directory\"", 11) ? &dir :
			                    klen == 9 && !memcmp(key, "\"command\"", 9) ? &command :
			                    klen == 11 && !memcmp(key, "\"arguments\"", 11) ? &args : NULL;
			if (slot) {
				/* a repeated member, or not of the expected type:
				 * json_parse's reading decides */
				if (*slot || (slot != &args && *v != '"') || (slot == &args && *v != '['))
					return false;
				*slot = v;
				if (slot == &args)
					args_end = p;
			}
			p = skim_ws(p);
			if (*p == ',') {
				p = skim_ws(p + 1);
				if (*p != '"')          /* a trailing comma */
					return false;
			} else if (*p != '}') {
				return false;
			}
		}
		if (!file)
			return false;
		if (db->n == cap) {
			cap = cap ? cap * 2 : 1024;
			db->v = xrealloc(db->v, sizeof *db->v * (size_t)cap);
		}
		CompUnit *u = &db->v[db->n];
		memset(u, 0, sizeof *u);
		const char *end;
		char *fname = json_string_at(file, &end);
		u->dir = dir ? json_string_at(dir, &end) : NULL;
		if (!fname || (dir && !u->dir)) {
			free(fname);
			free(u->dir);
			return false;
		}
		u->file = abs_in(u->dir, fname);
		free(fname);
		u->raw_command = command;
		u->raw_arguments = args;
		u->raw_arguments_end = args_end;
		db->n++;
		p = skim_ws(p + 1);
		if (*p == ']')
			return *skim_ws(p + 1) == '\0';
		if (*p++ != ',')
			return false;
		p = skim_ws(p);
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
	if (skim(text, db)) {
		db->text = text;     /* the raw_ fields point into it */
		db->maplen = mapped ? maplen : 0;
		db->path = file;
		return 0;
	}
	compdb_free(db);        /* what the skim made */
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

/* A skimmed unit's command and arguments, decoded (the skim checked
 * their syntax). */
static void decode_raw(CompUnit *u)
{
	const char *end;
	if (u->raw_command) {
		u->command = json_string_at(u->raw_command, &end);
		u->raw_command = NULL;
	}
	if (u->raw_arguments) {
		const char *p = u->raw_arguments + 1;   /* after '[' */
		while (p < u->raw_arguments_end) {
			while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == ',')
				p++;
			if (*p == '"') {
				char *a = json_string_at(p, &end);
				if (a)
					sv_push(&u->arguments, a);
				free(a);
				p = end;
			} else if (*p == ']') {
				break;
			} else {    /* not a string: skipped, as json_parse's tree is */
				const char *q = skim_value(p, 1);
				p = q ? q : u->raw_arguments_end;
			}
		}
		u->raw_arguments = NULL;
	}
}

/* Pushes argument a onto out, expanding GCC's response files: "@FILE"
 * (relative to dir) is replaced by the arguments FILE holds, split as a
 * shell splits words, themselves expanded up to a depth; a file that cannot
 * be read stays as written, as GCC keeps it, with a warning. CMake and
 * meson write them for long commands. */
static void push_expanded(StrVec *out, const char *a, const char *dir, int depth)
{
	if (a[0] != '@' || !a[1] || depth > 8) {
		sv_push(out, a);
		return;
	}
	char *path = abs_in(dir, a + 1), *err = NULL;
	size_t len;
	char *text = read_file(path, &len, &err);
	if (!text) {
		fprintf(stderr, "nullaudit: warning: response file %s: %s\n", path,
		        err ? err : "cannot be read");
		sv_push(out, a);
	} else {
		StrVec words = {0};
		split_command(text, &words);
		for (int i = 0; i < words.n; i++)
			push_expanded(out, words.v[i], dir, depth + 1);
		sv_free(&words);
	}
	free(text);
	free(err);
	free(path);
}

/* GCC's language of a file by its suffix (gcc/gcc.cc default_compilers);
 * NULL for C and for what GCC would link rather than compile. */
static const char *suffix_language(const char *file)
{
	static const struct { const char *suffix, *lang; } langs[] = {
		{"cc", "C++"}, {"cp", "C++"}, {"cxx", "C++"}, {"cpp", "C++"}, {"CPP", "C++"},
		{"c++", "C++"}, {"C", "C++"}, {"ii", "C++"}, {"hh", "C++"}, {"hpp", "C++"},
		{"hxx", "C++"}, {"H", "C++"}, {"tcc", "C++"}, {"cppm", "C++"}, {"ixx", "C++"},
		{"s", "assembler"}, {"S", "assembler"}, {"sx", "assembler"}, {"asm", "assembler"},
		{"m", "Objective-C"}, {"mi", "Objective-C"}, {"mm", "Objective-C++"},
		{"M", "Objective-C++"}, {"cu", "CUDA"}, {"f", "Fortran"}, {"f90", "Fortran"},
		{"F90", "Fortran"}, {"go", "Go"}, {"d", "D"}, {"ads", "Ada"}, {"adb", "Ada"},
		{NULL, NULL}};
	const char *slash = strrchr(file, '/');
	const char *dot = strrchr(slash ? slash + 1 : file, '.');
	if (!dot)
		return NULL;
	for (int i = 0; langs[i].suffix; i++)
		if (!strcmp(dot + 1, langs[i].suffix))
			return langs[i].lang;
	return NULL;
}

/* The language an -x option names, NULL for C (and for none). */
static const char *x_language(const char *x)
{
	if (!strcmp(x, "c") || !strcmp(x, "c-header") || !strcmp(x, "cpp-output") || !strcmp(x, "none"))
		return NULL;
	if (!strncmp(x, "c++", 3))
		return "C++";
	if (!strncmp(x, "assembler", 9))
		return "assembler";
	if (!strncmp(x, "objective-c++", 13))
		return "Objective-C++";
	if (!strncmp(x, "objective-c", 11))
		return "Objective-C";
	return x;
}

static void find_language(CompUnit *u, const StrVec *argv)
{
	const char *x = NULL;
	for (int i = 1; i < argv->n; i++) {
		const char *a = argv->v[i];
		if (!strcmp(a, "-x") && i + 1 < argv->n)
			x = argv->v[++i];
		else if (!strncmp(a, "-x", 2) && a[2])
			x = a + 2;
	}
	if (x && strcmp(x, "none")) {
		u->lang = x_language(x);
		return;
	}
	u->lang = suffix_language(u->file);
	/* g++ and clang++ compile a .c file as C++ */
	const char *drv = argv->n ? strrchr(argv->v[0], '/') : NULL;
	drv = drv ? drv + 1 : argv->n ? argv->v[0] : "";
	if (!u->lang && strstr(drv, "++"))
		u->lang = "C++";
}

const char *compdb_language(CompUnit *u)
{
	compdb_args(u);
	return u->lang;
}

const StrVec *compdb_args(CompUnit *u)
{
	decode_raw(u);
	if (!u->ready) {
		StrVec raw = {0}, args = {0};
		for (int k = 0; k < u->arguments.n; k++)
			sv_push(&raw, u->arguments.v[k]);
		if (u->command)
			split_command(u->command, &raw);
		for (int k = 0; k < raw.n; k++) {
			const char *a = raw.v[k];
			if (!strncmp(a, "-Wp,", 4)) {
				/* -Wp,-DX,-UY: options for the preprocessor, as
				 * given alone (Fedora's -Wp,-D_FORTIFY_SOURCE=3) */
				StrBuf sb = {0};
				for (const char *p = a + 4;; p++) {
					if (*p == ',' || !*p) {
						char *w = sb_steal(&sb);
						sv_push(&args, w);
						free(w);
						if (!*p)
							break;
					} else {
						sb_putc(&sb, *p);
					}
				}
			} else if (!strcmp(a, "-Xpreprocessor") && k + 1 < raw.n) {
				sv_push(&args, raw.v[++k]);
			} else {
				push_expanded(&args, a, u->dir, 0);
			}
		}
		sv_free(&raw);
		find_language(u, &args);
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
	if (db->text) {
		if (db->maplen)
			unmap_file(db->text, db->maplen);
		else
			free(db->text);
	}
	free(db->path);
	memset(db, 0, sizeof *db);
}
