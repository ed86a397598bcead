/* audit.c -- audit descriptions: the YAML audit file (sources, configs,
 * matrix, rules, output), architecture presets (config/arch/NAME.yaml) and
 * kernel .config files. The schema is documented in docs/yaml.md.
 *
 * YAML is read with libyaml's document loader, which keeps a start_mark on
 * every node, so each error names FILE:LINE:COL of the offending node. The
 * loaders collect errors instead of stopping at the first: a user fixing an
 * audit file sees every problem in one run. */
#include "audit.h"
#include "cache.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

/* A matrix expands to the product of its axes; beyond this it is a mistake. */
#define MATRIX_MAX 4096

/* ---- macro definitions ---- */

static void dv_append(DefineVec *dv, const char *name, const char *value)
{
	if (dv->n == dv->cap) {
		dv->cap = dv->cap ? dv->cap * 2 : 16;
		dv->v = xrealloc(dv->v, sizeof(Define) * (size_t)dv->cap);
	}
	dv->v[dv->n].name = xstrdup(name);
	dv->v[dv->n].value = xstrdup(value);
	dv->n++;
}

static void define_replace(Define *d, const char *value)
{
	free(d->value);
	d->value = xstrdup(value);
}

void dv_set(DefineVec *dv, const char *name, const char *value)
{
	for (int i = 0; i < dv->n; i++) {
		if (strcmp(dv->v[i].name, name) == 0) {
			define_replace(&dv->v[i], value);
			return;
		}
	}
	dv_append(dv, name, value);
}

void dv_free(DefineVec *dv)
{
	for (int i = 0; i < dv->n; i++) {
		free(dv->v[i].name);
		free(dv->v[i].value);
	}
	free(dv->v);
	memset(dv, 0, sizeof *dv);
}

/* ---- the loader: one YAML file, its document and its errors ---- */

typedef struct Axis Axis;

typedef struct Loader {
	const char *file;       /* as given, for messages */
	char *dir;              /* its directory for relative paths; NULL = cwd */
	yaml_document_t doc;
	bool have_doc;
	int errors;
	StrVec said;            /* messages printed: a matrix would repeat them */
	/* audit files only */
	yaml_node_t *matrix;    /* expanded after `configs:` whatever the order */
	yaml_mark_t *config_marks; /* where each config of the Audit came from */
	const Axis *axes;       /* during matrix expansion: {axis} placeholders */
	int naxes;
	const int *pick;
} Loader;

static void error_at(Loader *L, yaml_mark_t m, const char *fmt, ...) NA_PRINTF(3, 4);
static void error_where(Loader *L, const char *where, const char *fmt, ...) NA_PRINTF(3, 4);

/* "WHERE: message", once: a matrix would repeat it. */
static void error_v(Loader *L, const char *where, const char *fmt, va_list ap)
{
	StrBuf sb = {0};
	sb_printf(&sb, "%s: ", where);
	sb_vprintf(&sb, fmt, ap);
	L->errors++;
	if (!sv_contains(&L->said, sb.buf)) {
		sv_push(&L->said, sb.buf);
		na_error("%s", sb.buf);
	}
	free(sb.buf);
}

static char *mark_where(const Loader *L, yaml_mark_t m)
{
	return xasprintf("%s:%zu:%zu", L->file, m.line + 1, m.column + 1);
}

static void error_at(Loader *L, yaml_mark_t m, const char *fmt, ...)
{
	va_list ap;
	char *where = mark_where(L, m);
	va_start(ap, fmt);
	error_v(L, where, fmt, ap);
	va_end(ap);
	free(where);
}

/* An error at a position recorded while loading ("FILE:LINE:COL"). */
static void error_where(Loader *L, const char *where, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	error_v(L, where, fmt, ap);
	va_end(ap);
}

static yaml_node_t *node(Loader *L, int id)
{
	return yaml_document_get_node(&L->doc, id);
}

static const char *text(const yaml_node_t *n)
{
	return (const char *)n->data.scalar.value;
}

/* `key:` with nothing after it, `~` or `null`: YAML's null. */
static bool is_null(const yaml_node_t *n)
{
	if (n->type != YAML_SCALAR_NODE || n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE)
		return false;
	const char *s = text(n);
	return !*s || !strcmp(s, "~") || !strcmp(s, "null") || !strcmp(s, "Null") ||
	       !strcmp(s, "NULL");
}

/* true/false written plainly; returns -1 for anything else. */
static int plain_bool(const yaml_node_t *n)
{
	if (n->type != YAML_SCALAR_NODE || n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE)
		return -1;
	const char *s = text(n);
	if (!strcmp(s, "true") || !strcmp(s, "True") || !strcmp(s, "TRUE"))
		return 1;
	if (!strcmp(s, "false") || !strcmp(s, "False") || !strcmp(s, "FALSE"))
		return 0;
	return -1;
}

static const char *kind_name(const yaml_node_t *n)
{
	switch (n->type) {
	case YAML_SCALAR_NODE:
		return is_null(n) ? "empty" : "a string";
	case YAML_SEQUENCE_NODE:
		return "a list";
	case YAML_MAPPING_NODE:
		return "a mapping";
	default:
		return "nothing";
	}
}

/* Whether n is a collection of type t. An empty value counts as an empty
 * collection (every entry commented out); anything else is an error. */
static bool is_kind(Loader *L, yaml_node_t *n, yaml_node_type_t t, const char *what,
		    const char *expected)
{
	if (n->type == t)
		return true;
	if (!is_null(n))
		error_at(L, n->start_mark, "'%s' should be %s, not %s", what, expected,
			 kind_name(n));
	return false;
}

#define FOR_ITEMS(it, seq) \
	for (yaml_node_item_t *it = (seq)->data.sequence.items.start; \
	     it < (seq)->data.sequence.items.top; it++)
#define FOR_PAIRS(p, map) \
	for (yaml_node_pair_t *p = (map)->data.mapping.pairs.start; \
	     p < (map)->data.mapping.pairs.top; p++)

/* The key of a mapping pair as a string, or NULL after an error (a list or
 * mapping used as a key, or a key given twice in the same mapping). */
static const char *pair_key(Loader *L, yaml_node_t *map, yaml_node_pair_t *p)
{
	yaml_node_t *k = node(L, p->key);
	if (k->type != YAML_SCALAR_NODE) {
		error_at(L, k->start_mark, "a key must be a plain name, not %s", kind_name(k));
		return NULL;
	}
	FOR_PAIRS(q, map) {
		if (q == p)
			break;
		yaml_node_t *qk = node(L, q->key);
		if (qk->type == YAML_SCALAR_NODE && !strcmp(text(qk), text(k))) {
			error_at(L, k->start_mark, "duplicate key '%s' (first given at %zu:%zu)",
				 text(k), qk->start_mark.line + 1, qk->start_mark.column + 1);
			return NULL;
		}
	}
	return text(k);
}

/* ---- strings, paths and names ---- */

static bool is_ident(const char *s)
{
	if (!isalpha((unsigned char)*s) && *s != '_')
		return false;
	while (isalnum((unsigned char)*s) || *s == '_')
		s++;
	return !*s;
}

/* Configuration names and matrix labels end up in text output ("in
 * configurations a, b") and JSON: keep them to one word. */
static bool is_label(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && !strchr("_.+-", *s))
			return false;
	return true;
}

/* Replaces {AXIS} by the label this matrix combination picked on that axis.
 * Other braces ("{a,b}" in a glob) are left alone. Returns NULL after an
 * error. */
static char *substitute(Loader *L, yaml_node_t *n, const char *s);

/* The string value of a scalar, placeholders substituted; NULL after an
 * error. The caller owns the result. */
static char *str_value(Loader *L, yaml_node_t *n, const char *what)
{
	if (n->type != YAML_SCALAR_NODE) {
		error_at(L, n->start_mark, "'%s' should be a string, not %s", what, kind_name(n));
		return NULL;
	}
	if (is_null(n)) {
		error_at(L, n->start_mark, "'%s' needs a value", what);
		return NULL;
	}
	return substitute(L, n, text(n));
}

/* A path from the YAML file, relative to the file's directory. It stays
 * relative when the YAML path was: "examples/demo/audit.yaml" + "include"
 * gives "examples/demo/include". */
static char *resolve(const Loader *L, const char *p)
{
	if (p[0] == '/' || !L->dir)
		return path_clean(p);
	char *joined = xasprintf("%s/%s", L->dir, p);
	char *clean = path_clean(joined);
	free(joined);
	return clean;
}

static char *path_value(Loader *L, yaml_node_t *n, const char *what)
{
	char *s = str_value(L, n, what);
	if (!s)
		return NULL;
	char *p = resolve(L, s);
	free(s);
	return p;
}

/* ---- declarative key tables ----
 * Each mapping of the schema is a table: key name, handler, the function
 * that reads and checks one value, and the offset of the field it fills. So
 * one handler serves every string and every list, and unknown keys and "did
 * you mean" come from the table. */

typedef struct Key Key;
typedef void KeyFn(Loader *L, const Key *k, void *obj, yaml_node_t *v);
/* Reads one scalar; returns the value to store, or NULL after an error. */
typedef char *ValueFn(Loader *L, yaml_node_t *n, const char *what);

struct Key {
	const char *name;
	KeyFn *fn;
	ValueFn *value;      /* key_string, key_list: reads each value */
	size_t off;          /* the field in obj */
	const Key *sub;      /* key_map: the nested table, same obj */
	bool required;
};

#define FIELD(obj, k, type) ((type *)((char *)(obj) + (k)->off))

/* Walks a mapping against a table: unknown keys (with the nearest known
 * one), duplicates and missing required keys are errors. `what` names the
 * mapping in messages ("a configuration"); NULL for the top level. */
static void walk_map(Loader *L, yaml_node_t *map, const char *what, const Key *keys,
		     void *obj)
{
	const char *names[32];
	int nkeys = 0;
	bool seen[32] = {false};
	for (; keys[nkeys].name; nkeys++)
		names[nkeys] = keys[nkeys].name;

	FOR_PAIRS(p, map) {
		const char *name = pair_key(L, map, p);
		if (!name)
			continue;
		int i = 0;
		while (i < nkeys && strcmp(names[i], name))
			i++;
		if (i == nkeys) {
			yaml_mark_t m = node(L, p->key)->start_mark;
			const char *near = closest_name(name, names, nkeys);
			const char *in = what ? " in " : "";
			if (near) {
				error_at(L, m, "unknown key '%s'%s%s (did you mean '%s'?)", name, in,
					 what ? what : "", near);
			} else {
				StrBuf sb = {0};
				for (int j = 0; j < nkeys; j++)
					sb_printf(&sb, "%s%s", j ? ", " : "", names[j]);
				error_at(L, m, "unknown key '%s'%s%s (expected one of: %s)", name, in,
					 what ? what : "", sb.buf);
				free(sb.buf);
			}
			continue;
		}
		seen[i] = true;
		keys[i].fn(L, &keys[i], obj, node(L, p->value));
	}
	for (int i = 0; i < nkeys; i++)
		if (keys[i].required && !seen[i])
			error_at(L, map->start_mark, "missing required key '%s'%s%s", names[i],
				 what ? " in " : "", what ? what : "");
}

static void key_map(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	char *what = xasprintf("'%s'", k->name);
	if (is_kind(L, v, YAML_MAPPING_NODE, k->name, "a mapping"))
		walk_map(L, v, what, k->sub, obj);
	free(what);
}

/* A string field. */
static void key_string(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	char **dst = FIELD(obj, k, char *);
	char *s = k->value(L, v, k->name);
	if (s) {
		free(*dst);
		*dst = s;
	}
}

/* A list of strings. */
static void key_list(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	StrVec *dst = FIELD(obj, k, StrVec);
	if (!is_kind(L, v, YAML_SEQUENCE_NODE, k->name, "a list"))
		return;
	FOR_ITEMS(it, v) {
		char *s = k->value(L, node(L, *it), k->name);
		if (s)
			sv_push(dst, s);
		free(s);
	}
}

/* A string that must pass ok(), else "'S' is not <kind>". */
static char *checked_value(Loader *L, yaml_node_t *n, const char *what, bool (*ok)(const char *),
			   const char *kind)
{
	char *s = str_value(L, n, what);
	if (s && !ok(s)) {
		error_at(L, n->start_mark, "'%s' is not %s", s, kind);
		free(s);
		return NULL;
	}
	return s;
}

/* Macro names: undefines, allow_macros. */
static char *macro_name_value(Loader *L, yaml_node_t *n, const char *what)
{
	return checked_value(L, n, what, is_ident, "a macro name");
}

/* NAME or NAME(params), as -D accepts. */
static bool is_macro_lhs(const char *s)
{
	const char *paren = strchr(s, '(');
	if (!paren)
		return is_ident(s);
	char *name = xstrndup(s, (size_t)(paren - s));
	bool ok = is_ident(name) && s[strlen(s) - 1] == ')';
	free(name);
	return ok;
}

/* defines: {NAME: value}. A bare `NAME:` or `true` defines NAME as 1, like
 * -DNAME; "" defines it empty. `false` is refused: it would read as "not
 * defined" but -DNAME=false defines it. */
static void key_defines(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	DefineVec *dst = FIELD(obj, k, DefineVec);
	if (!is_kind(L, v, YAML_MAPPING_NODE, k->name, "a mapping of NAME: value"))
		return;
	FOR_PAIRS(p, v) {
		const char *name = pair_key(L, v, p);
		yaml_node_t *val = node(L, p->value);
		if (!name)
			continue;
		if (!is_macro_lhs(name)) {
			error_at(L, node(L, p->key)->start_mark, "'%s' is not a macro name", name);
			continue;
		}
		if (is_null(val) || plain_bool(val) == 1) {
			dv_set(dst, name, "1");
		} else if (plain_bool(val) == 0) {
			error_at(L, val->start_mark,
				 "macro '%s': 'false' is ambiguous; write 0 to define it as 0, "
				 "or leave it out (a configuration can list it under 'undefines')",
				 name);
		} else if (val->type != YAML_SCALAR_NODE) {
			error_at(L, val->start_mark,
				 "the value of macro '%s' should be a string or number, not %s", name,
				 kind_name(val));
		} else {
			char *s = substitute(L, val, text(val));
			if (s)
				dv_set(dst, name, s);
			free(s);
		}
	}
}

/* ---- the audit file ---- */

static void key_version(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	Audit *a = obj;
	char *s = str_value(L, v, k->name);
	if (s && strcmp(s, "1"))
		error_at(L, v->start_mark, "unsupported version '%s' (this nullaudit reads version 1)",
			 s);
	else if (s)
		a->version = 1;
	free(s);
}

/* compile_commands: a compile_commands.json, or the build directory holding
 * one (as -p accepts); resolved to the file, which must be readable. */
static char *compile_commands_value(Loader *L, yaml_node_t *n, const char *what)
{
	char *p = path_value(L, n, what);
	struct stat st;
	if (p && stat(p, &st) == 0 && S_ISDIR(st.st_mode)) {
		char *f = xasprintf("%s/compile_commands.json", p);
		free(p);
		p = f;
	}
	if (p && access(p, R_OK) != 0) {
		error_at(L, n->start_mark, "cannot read compile_commands '%s': %s", p,
			 strerror(errno));
		free(p);
		return NULL;
	}
	return p;
}

/* A path that must be a directory; label names it in messages. */
static char *dir_value(Loader *L, yaml_node_t *n, const char *what, const char *label)
{
	char *p = path_value(L, n, what);
	struct stat st;
	if (!p)
		return NULL;
	if (stat(p, &st) != 0)
		error_at(L, n->start_mark, "%s '%s': %s", label, p, strerror(errno));
	else if (!S_ISDIR(st.st_mode))
		error_at(L, n->start_mark, "%s '%s' is not a directory", label, p);
	else
		return p;
	free(p);
	return NULL;
}

static char *header_dir_value(Loader *L, yaml_node_t *n, const char *what)
{
	return dir_value(L, n, what, "header root");
}

static void key_rules(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	Audit *a = obj;
	if (!is_kind(L, v, YAML_MAPPING_NODE, k->name, "a mapping of rule: off|warning|error"))
		return;
	FOR_PAIRS(p, v) {
		const char *name = pair_key(L, v, p);
		yaml_node_t *val = node(L, p->value);
		if (!name)
			continue;
		int id = rule_find(name);
		if (id < 0) {
			const char *near = rule_suggest(name);
			yaml_mark_t m = node(L, p->key)->start_mark;
			if (near)
				error_at(L, m, "unknown rule '%s' (did you mean '%s'?)", name, near);
			else
				error_at(L, m, "unknown rule '%s' (nullaudit --help lists the rules)",
					 name);
			continue;
		}
		char *word = str_value(L, val, name);
		int sev = word ? severity_parse(word) : -1;
		if (word && sev < 0)
			error_at(L, val->start_mark,
				 "invalid severity '%s' for rule '%s' (expected off, warning or error)",
				 word, name);
		if (sev >= 0)
			a->rule_sev[id] = sev;
		free(word);
	}
}

static char *format_value(Loader *L, yaml_node_t *n, const char *what)
{
	static const char *const formats[] = {"text", "json", "sarif", "diff"};
	char *s = str_value(L, n, what);
	if (!s)
		return NULL;
	for (int i = 0; i < 4; i++)
		if (!strcmp(s, formats[i]))
			return s;
	const char *near = closest_name(s, formats, 4);
	if (near)
		error_at(L, n->start_mark, "unknown output format '%s' (did you mean '%s'?)", s, near);
	else
		error_at(L, n->start_mark,
			 "unknown output format '%s' (expected text, json, sarif or diff)", s);
	free(s);
	return NULL;
}

/* `configs:` entries and matrix combinations both build an AuditConfig
 * through this table. */

static void config_free(AuditConfig *c)
{
	free(c->name);
	free(c->arch);
	free(c->kconfig);
	free(c->compile_commands);
	dv_free(&c->defines);
	sv_free(&c->undefines);
	sv_free(&c->include_paths);
	if (c->kernel) {
		kernel_spec_free(c->kernel);
		free(c->kernel);
	}
	memset(c, 0, sizeof *c);
}

static char *config_name_value(Loader *L, yaml_node_t *n, const char *what)
{
	return checked_value(L, n, what, is_label,
			     "a configuration name (letters, digits and . _ + -)");
}

/* Where each arch name was written, so that arch_load, which the driver
 * calls later with only the name, can point an unknown arch at its line in
 * the audit file. Cleared by audit_free. */
static StrVec arch_names, arch_wheres;

static char *arch_value(Loader *L, yaml_node_t *n, const char *what)
{
	char *s = checked_value(L, n, what, is_label, "an arch name (see config/arch/)");
	if (s && !sv_contains(&arch_names, s)) {
		char *where = mark_where(L, n->start_mark);
		sv_push(&arch_names, s);
		sv_push(&arch_wheres, where);
		free(where);
	}
	return s;
}

/* A kernel .config is read by the driver (kconfig_load); checking it here
 * puts a missing one at its line in the audit file. */
/* A path to a file that must be readable; label names it in messages. */
static char *readable_value(Loader *L, yaml_node_t *n, const char *what, const char *label)
{
	char *p = path_value(L, n, what);
	if (p && access(p, R_OK) != 0) {
		error_at(L, n->start_mark, "cannot read %s '%s': %s", label, p, strerror(errno));
		free(p);
		return NULL;
	}
	return p;
}

static char *kconfig_value(Loader *L, yaml_node_t *n, const char *what)
{
	return readable_value(L, n, what, "kconfig");
}

/* ---- kernel: a configuration nullaudit-kbuild derives from a source tree ----
 * kernel: {source: DIR, arch: ARCH, config: SOURCE, fragments: [...], dirs: [...],
 *          build_dir: DIR, seed: DIR}
 * in a configuration (or a matrix axis), and at the top level for what the
 * configurations' leave out (docs/kernel.md). */

void kernel_spec_free(KernelSpec *k)
{
	free(k->source);
	free(k->arch);
	free(k->config);
	sv_free(&k->fragments);
	sv_free(&k->dirs);
	sv_free(&k->dir_wheres);
	sv_free(&k->files);
	sv_free(&k->file_wheres);
	free(k->build_dir);
	free(k->seed);
	free(k->where);
	memset(k, 0, sizeof *k);
}

static bool is_kernel_tree(const char *dir)
{
	char *mk = xasprintf("%s/Makefile", dir), *build = xasprintf("%s/scripts/Makefile.build", dir);
	bool ok = access(mk, R_OK) == 0 && access(build, R_OK) == 0;
	free(mk);
	free(build);
	return ok;
}

static char *kernel_source_value(Loader *L, yaml_node_t *n, const char *what)
{
	char *p = dir_value(L, n, what, "kernel source");
	if (!p || is_kernel_tree(p))
		return p;
	error_at(L, n->start_mark,
		 "'%s' is not a kernel source tree (no Makefile and scripts/Makefile.build)", p);
	free(p);
	return NULL;
}

/* The words of a space-separated list (list is cut up), at most max. */
static int split_words(char *list, const char **out, int max)
{
	int n = 0;
	for (char *w = strtok(list, " "); w && n < max; w = strtok(NULL, " "))
		out[n++] = w;
	return n;
}

static char *kernel_arch_value(Loader *L, yaml_node_t *n, const char *what)
{
	char list[] = KERNEL_ARCHES;
	const char *arches[16];
	int narch = split_words(list, arches, 16);
	char *s = str_value(L, n, what);
	for (int i = 0; s && i < narch; i++)
		if (!strcmp(s, arches[i]))
			return s;
	if (s) {
		const char *near = closest_name(s, arches, narch);
		char *near_s = near ? xasprintf(" (did you mean '%s'?)", near) : xstrdup("");
		error_at(L, n->start_mark,
			 "unsupported kernel arch '%s'%s; nullaudit-kbuild prepares: " KERNEL_ARCHES
			 " (docs/kernel.md says why not others)", s, near_s);
		free(near_s);
	}
	free(s);
	return NULL;
}

/* What kbuild makes a .config from: one of its targets, or a file. */
static char *kernel_config_value(Loader *L, yaml_node_t *n, const char *what)
{
	static const char *const targets[] = {"defconfig", "allmodconfig", "allyesconfig",
					      "allnoconfig", "tinyconfig"};
	char *s = str_value(L, n, what);
	if (!s)
		return NULL;
	size_t len = strlen(s);
	for (int i = 0; i < 5; i++)
		if (!strcmp(s, targets[i]))
			return s;
	if (!strchr(s, '/') && len > 10 && !strcmp(s + len - 10, "_defconfig"))
		return s;    /* a file of arch/ARCH/configs: nullaudit-kbuild checks */
	char *p = resolve(L, s);
	if (access(p, R_OK) == 0) {
		free(s);
		return p;
	}
	if (strchr(s, '/') || strchr(s, '.') || errno != ENOENT) {   /* meant as a file */
		error_at(L, n->start_mark, "cannot read the kernel config '%s': %s", p, strerror(errno));
	} else {
		const char *near = closest_name(s, targets, 5);
		char *near_s = near ? xasprintf(" (did you mean '%s'?)", near) : xstrdup("");
		error_at(L, n->start_mark,
			 "unknown config source '%s'%s: expected defconfig, allmodconfig, allyesconfig, "
			 "allnoconfig, tinyconfig, NAME_defconfig or the path of a .config", s, near_s);
		free(near_s);
	}
	free(p);
	free(s);
	return NULL;
}

static char *fragment_value(Loader *L, yaml_node_t *n, const char *what)
{
	return readable_value(L, n, what, "config fragment");
}

/* dirs: directories of the source tree, relative to it; files: units of it.
 * Checked once the source is known (kernel_finish), at the place each was
 * written. */
static void tree_paths(Loader *L, const Key *k, yaml_node_t *v, const char *label,
		       const char *what, StrVec *paths, StrVec *wheres)
{
	if (!is_kind(L, v, YAML_SEQUENCE_NODE, k->name, "a list"))
		return;
	FOR_ITEMS(it, v) {
		yaml_node_t *d = node(L, *it);
		char *s = str_value(L, d, k->name);
		if (!s)
			continue;
		char *clean = path_clean(s);
		if (clean[0] == '/' || !strcmp(clean, "..") || !strncmp(clean, "../", 3)) {
			error_at(L, d->start_mark, "kernel %s '%s' should be a %s of the source tree, "
				 "relative to it", label, s, what);
		} else {
			char *where = mark_where(L, d->start_mark);
			sv_push(paths, clean);
			sv_push(wheres, where);
			free(where);
		}
		free(clean);
		free(s);
	}
}

static void key_kernel_dirs(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	KernelSpec *ks = obj;
	tree_paths(L, k, v, "dir", "directory", &ks->dirs, &ks->dir_wheres);
}

static void key_kernel_files(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	KernelSpec *ks = obj;
	tree_paths(L, k, v, "file", "C unit", &ks->files, &ks->file_wheres);
}

static const Key kernel_keys[] = {
	{"source", key_string, .value = kernel_source_value, .off = offsetof(KernelSpec, source)},
	{"arch", key_string, .value = kernel_arch_value, .off = offsetof(KernelSpec, arch)},
	{"config", key_string, .value = kernel_config_value, .off = offsetof(KernelSpec, config)},
	{"fragments", key_list, .value = fragment_value, .off = offsetof(KernelSpec, fragments)},
	{.name = "dirs", .fn = key_kernel_dirs},
	{.name = "files", .fn = key_kernel_files},
	{"build_dir", key_string, .value = path_value, .off = offsetof(KernelSpec, build_dir)},
	{"seed", key_string, .value = path_value, .off = offsetof(KernelSpec, seed)},
	{.name = NULL},
};

/* A configuration's (or a matrix combination's) `kernel:`. */
static void key_kernel(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	AuditConfig *c = obj;
	if (!is_kind(L, v, YAML_MAPPING_NODE, k->name, "a mapping (source:, arch:, config:, ...)"))
		return;
	if (c->kernel) {
		kernel_spec_free(c->kernel);
		free(c->kernel);
	}
	c->kernel = xcalloc(1, sizeof *c->kernel);
	c->kernel->where = mark_where(L, v->start_mark);
	int errors = L->errors;
	walk_map(L, v, "'kernel'", kernel_keys, c->kernel);
	c->kernel->invalid = L->errors > errors;
}

/* The top-level `kernel:`: defaults. */
static void key_kernel_defaults(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	Audit *a = obj;
	if (!is_kind(L, v, YAML_MAPPING_NODE, k->name, "a mapping (source:, dirs:, ...)"))
		return;
	free(a->kernel.where);
	a->kernel.where = mark_where(L, v->start_mark);
	int errors = L->errors;
	walk_map(L, v, "'kernel'", kernel_keys, &a->kernel);
	a->kernel.invalid = L->errors > errors;
}

/* The top level's paths (and where each was written) for a configuration
 * that gives none. */
static void inherit_paths(StrVec *paths, StrVec *wheres, const StrVec *top, const StrVec *top_wheres)
{
	if (paths->n)
		return;
	for (int i = 0; i < top->n; i++) {
		sv_push(paths, top->v[i]);
		sv_push(wheres, top_wheres->v[i]);
	}
}

/* Completes a configuration's kernel from the top-level one and checks
 * what needs both: the keys required, the dirs in the source, the preset. */
static void kernel_finish(Loader *L, const Audit *a, AuditConfig *c)
{
	KernelSpec *k = c->kernel;
	const KernelSpec *d = &a->kernel;
	if (!k->source && d->source)
		k->source = xstrdup(d->source);
	if (!k->arch && d->arch)
		k->arch = xstrdup(d->arch);
	if (!k->config && d->config)
		k->config = xstrdup(d->config);
	if (!k->build_dir && d->build_dir)
		k->build_dir = xstrdup(d->build_dir);
	if (!k->seed && d->seed)
		k->seed = xstrdup(d->seed);
	if (d->fragments.n) {   /* the top level's first, then the configuration's */
		StrVec own = k->fragments;
		memset(&k->fragments, 0, sizeof k->fragments);
		for (int i = 0; i < d->fragments.n; i++)
			sv_push(&k->fragments, d->fragments.v[i]);
		for (int i = 0; i < own.n; i++)
			sv_push(&k->fragments, own.v[i]);
		sv_free(&own);
	}
	inherit_paths(&k->dirs, &k->dir_wheres, &d->dirs, &d->dir_wheres);
	inherit_paths(&k->files, &k->file_wheres, &d->files, &d->file_wheres);
	static const char *const required[] = {"source", "arch", "config"};
	const char *have[] = {k->source, k->arch, k->config};
	for (int i = 0; i < 3 && !k->invalid && !d->invalid; i++)
		if (!have[i])
			error_where(L, k->where,
				    "missing key '%s' in 'kernel' (give it here or in the top-level 'kernel')",
				    required[i]);
	if (c->compile_commands)
		error_where(L, k->where, "configuration '%s' has both 'kernel' and 'compile_commands': "
			    "the kernel's compile commands are derived from its source", c->name);
	if (c->kconfig)
		error_where(L, k->where, "configuration '%s' has both 'kernel' and 'kconfig': "
			    "the kernel's units read the .config of their own build", c->name);
	if (k->arch && !c->arch)
		c->arch = xstrdup(k->arch);
	else if (k->arch && strcmp(c->arch, k->arch))
		error_where(L, k->where, "configuration '%s': 'arch: %s' is not the kernel's arch '%s'",
			    c->name, c->arch, k->arch);
	for (int i = 0; k->source && i < k->dirs.n; i++) {
		char *p = xasprintf("%s/%s", k->source, k->dirs.v[i]);
		struct stat st;
		if (stat(p, &st) != 0 || !S_ISDIR(st.st_mode))
			error_where(L, k->dir_wheres.v[i], "no directory '%s' in the kernel source '%s'",
				    k->dirs.v[i], k->source);
		free(p);
	}
	for (int i = 0; k->source && i < k->files.n; i++) {
		const char *f = k->files.v[i];
		size_t n = strlen(f);
		char *p = xasprintf("%s/%s", k->source, f);
		struct stat st;
		if (n < 3 || strcmp(f + n - 2, ".c"))
			error_where(L, k->file_wheres.v[i], "kernel file '%s' is not a C unit (*.c)", f);
		else if (stat(p, &st) != 0 || !S_ISREG(st.st_mode))
			error_where(L, k->file_wheres.v[i], "no file '%s' in the kernel source '%s'",
				    f, k->source);
		free(p);
	}
}

static const Key config_keys[] = {
	{"name", key_string, .value = config_name_value, .off = offsetof(AuditConfig, name),
	 .required = true},
	{"arch", key_string, .value = arch_value, .off = offsetof(AuditConfig, arch)},
	{"kconfig", key_string, .value = kconfig_value, .off = offsetof(AuditConfig, kconfig)},
	{"compile_commands", key_string, .value = compile_commands_value,
	 .off = offsetof(AuditConfig, compile_commands)},
	{"defines", key_defines, .off = offsetof(AuditConfig, defines)},
	{"undefines", key_list, .value = macro_name_value, .off = offsetof(AuditConfig, undefines)},
	{"include_paths", key_list, .value = path_value, .off = offsetof(AuditConfig, include_paths)},
	{.name = "kernel", .fn = key_kernel},
	{.name = NULL},
};

/* Appends c (taking it over) unless its name is taken. */
static void add_config(Loader *L, Audit *a, AuditConfig *c, yaml_mark_t m)
{
	for (int i = 0; i < a->nconfigs; i++) {
		yaml_mark_t first = L->config_marks[i];
		if (strcmp(a->configs[i].name, c->name))
			continue;
		if (first.index == m.index && L->axes)
			error_at(L, m, "'matrix' names two configurations '%s': its 'name' "
				 "should use every axis", c->name);
		else
			error_at(L, m, "configuration name '%s' is already used (at %zu:%zu)",
				 c->name, first.line + 1, first.column + 1);
		config_free(c);
		return;
	}
	a->configs = xrealloc(a->configs, sizeof(AuditConfig) * (size_t)(a->nconfigs + 1));
	L->config_marks = xrealloc(L->config_marks, sizeof(yaml_mark_t) * (size_t)(a->nconfigs + 1));
	a->configs[a->nconfigs] = *c;
	L->config_marks[a->nconfigs] = m;
	a->nconfigs++;
	memset(c, 0, sizeof *c);
}

static void key_configs(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	if (!is_kind(L, v, YAML_SEQUENCE_NODE, k->name, "a list of configurations"))
		return;
	FOR_ITEMS(it, v) {
		yaml_node_t *e = node(L, *it);
		AuditConfig c = {0};
		if (e->type != YAML_MAPPING_NODE) {
			error_at(L, e->start_mark,
				 "a 'configs' entry should be a mapping (name:, arch:, ...), not %s",
				 kind_name(e));
			continue;
		}
		walk_map(L, e, "a configuration", config_keys, &c);
		if (c.name)
			add_config(L, obj, &c, e->start_mark);
		else
			config_free(&c);
	}
}

/* ---- matrix ----
 * matrix: {arch: [x86_64, arm64], kconfig: {def: a/.config, allmod: b/.config}}
 * Each key is a configuration key and an axis; the configurations are the
 * product of the axes in the order written, named by their labels joined
 * with '-' (x86_64-def, x86_64-allmod, arm64-def, arm64-allmod). An axis is a
 * list (each value is its own label) or a mapping label: value; a plain
 * string instead is the same for every combination. Strings may use
 * {AXIS}, replaced by the label picked on that axis. */

struct Axis {
	const Key *key;          /* the config key this axis sets */
	yaml_node_t *keynode;
	int n;                   /* values; 0 = one fixed value, no label */
	const char **label;
	yaml_node_t **value;
};

typedef struct Matrix {
	Axis *axes;
	int n;
} Matrix;

/* What a matrix key's value is for one configuration. */
static yaml_node_type_t config_value_type(const Key *k)
{
	if (k->fn == key_defines || k->fn == key_kernel)
		return YAML_MAPPING_NODE;
	if (k->fn == key_list)
		return YAML_SEQUENCE_NODE;
	return YAML_SCALAR_NODE;
}

static void add_axis_value(Loader *L, Axis *ax, yaml_node_t *labelnode, const char *label,
			   yaml_node_t *value)
{
	if (!is_label(label)) {
		error_at(L, labelnode->start_mark,
			 "'%s' cannot name a configuration; give '%s' as a mapping of "
			 "label: value (labels use letters, digits and . _ + -)",
			 label, ax->key->name);
		return;
	}
	ax->label = xrealloc(ax->label, sizeof(char *) * (size_t)(ax->n + 1));
	ax->value = xrealloc(ax->value, sizeof(yaml_node_t *) * (size_t)(ax->n + 1));
	ax->label[ax->n] = label;
	ax->value[ax->n] = value;
	ax->n++;
}

/* One key of `matrix:`. A value of the key's own type other than a mapping
 * (a string for kconfig, a list for include_paths) is the same for every
 * combination; a list of strings for a string key is an axis whose values are
 * their own labels; a mapping is an axis of label: value. */
static void key_axis(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	Matrix *mx = obj;
	const Key *ck = config_keys;
	while (strcmp(ck->name, k->name))
		ck++;
	Axis ax = {ck, v, 0, NULL, NULL};
	yaml_node_type_t type = config_value_type(ck);
	int errors = L->errors;

	if (v->type == type && type != YAML_MAPPING_NODE && !is_null(v)) {
		ax.value = xmalloc(sizeof(yaml_node_t *));
		ax.value[0] = v;
	} else if (ck->value == config_name_value) {
		error_at(L, v->start_mark,
			 "'name' in 'matrix' should be a string such as '{arch}-{kconfig}', not %s",
			 kind_name(v));
		return;
	} else if (v->type == YAML_SEQUENCE_NODE && type == YAML_SCALAR_NODE) {
		FOR_ITEMS(it, v) {
			yaml_node_t *item = node(L, *it);
			if (item->type != YAML_SCALAR_NODE || is_null(item))
				error_at(L, item->start_mark,
					 "a value of axis '%s' should be a string, not %s", k->name,
					 kind_name(item));
			else
				add_axis_value(L, &ax, item, text(item), item);
		}
	} else if (v->type == YAML_MAPPING_NODE) {
		FOR_PAIRS(p, v) {
			const char *label = pair_key(L, v, p);
			yaml_node_t *val = node(L, p->value);
			if (type == YAML_MAPPING_NODE && val->type != type && !is_null(val) &&
			    ck->fn == key_kernel)
				error_at(L, val->start_mark,
					 "'kernel' in 'matrix' maps labels to kernel mappings "
					 "({arch: ..., config: ...}; what every configuration shares "
					 "goes in the top-level 'kernel')");
			else if (type == YAML_MAPPING_NODE && val->type != type && !is_null(val))
				error_at(L, val->start_mark,
					 "'%s' in 'matrix' maps labels to NAME: value mappings "
					 "(defines for every configuration go in the top-level "
					 "'defines')", k->name);
			else if (label)
				add_axis_value(L, &ax, node(L, p->key), label, val);
		}
	} else {
		error_at(L, v->start_mark, "'%s' in 'matrix' should be %s, not %s", k->name,
			 type == YAML_SCALAR_NODE
				 ? "a list, a mapping of label: value, or one string"
			 : type == YAML_SEQUENCE_NODE
				 ? "a mapping of label: list, or one list"
				 : "a mapping of label: defines",
			 kind_name(v));
		return;
	}
	if (!ax.value) {
		if (L->errors == errors)
			error_at(L, v->start_mark, "axis '%s' has no values", k->name);
		return;
	}
	mx->axes = xrealloc(mx->axes, sizeof(Axis) * (size_t)(mx->n + 1));
	mx->axes[mx->n++] = ax;
}

static const Key matrix_keys[] = {
	{.name = "name", .fn = key_axis},
	{.name = "arch", .fn = key_axis},
	{.name = "kconfig", .fn = key_axis},
	{.name = "compile_commands", .fn = key_axis},
	{.name = "defines", .fn = key_axis},
	{.name = "undefines", .fn = key_axis},
	{.name = "include_paths", .fn = key_axis},
	{.name = "kernel", .fn = key_axis},
	{.name = NULL},
};

static char *substitute(Loader *L, yaml_node_t *n, const char *s)
{
	if (!L->axes)
		return xstrdup(s);   /* no matrix: no placeholder (an arch preset) */
	StrBuf sb = {0};
	bool ok = true;
	while (*s) {
		size_t run = strcspn(s, "{");
		sb_putn(&sb, s, run);   /* the text up to a placeholder */
		s += run;
		if (!*s)
			break;
		const char *close = strchr(s, '}');
		char *word = close ? xstrndup(s + 1, (size_t)(close - s - 1)) : NULL;
		if (!word || !is_ident(word)) {
			free(word);
			sb_putc(&sb, *s++);
			continue;
		}
		int i = 0;
		while (i < L->naxes && (L->axes[i].n == 0 || strcmp(L->axes[i].key->name, word)))
			i++;
		if (i < L->naxes) {
			sb_puts(&sb, L->axes[i].label[L->pick[i]]);
		} else {
			StrBuf names = {0};
			for (int j = 0; j < L->naxes; j++)
				if (L->axes[j].n)
					sb_printf(&names, "%s%s", names.len ? ", " : "",
						  L->axes[j].key->name);
			error_at(L, n->start_mark, "unknown placeholder '{%s}' (the matrix axes are: %s)",
				 word, names.len ? names.buf : "none");
			free(names.buf);
			ok = false;
		}
		free(word);
		s = close + 1;
	}
	if (!ok) {
		free(sb.buf);
		return NULL;
	}
	return sb_steal(&sb);
}

static void expand_matrix(Loader *L, Audit *a, yaml_node_t *m)
{
	Matrix mx = {0};
	int errors = L->errors;
	if (!is_kind(L, m, YAML_MAPPING_NODE, "matrix", "a mapping of axes"))
		return;
	walk_map(L, m, "'matrix'", matrix_keys, &mx);

	long total = 1;
	for (int i = 0; i < mx.n && total <= MATRIX_MAX; i++)
		if (mx.axes[i].n)
			total *= mx.axes[i].n;
	if (total > MATRIX_MAX)
		error_at(L, m->start_mark, "'matrix' expands to more than %d configurations",
			 MATRIX_MAX);
	bool any_axis = false;
	for (int i = 0; i < mx.n; i++)
		any_axis |= mx.axes[i].n > 0;
	if (!any_axis && L->errors == errors)
		error_at(L, m->start_mark,
			 "'matrix' has no axis: give a key such as 'arch' a list of values");

	int *pick = xcalloc((size_t)(mx.n ? mx.n : 1), sizeof(int));
	L->axes = mx.axes;
	L->naxes = mx.n;
	L->pick = pick;
	for (long c = 0; any_axis && c < total && total <= MATRIX_MAX; c++) {
		AuditConfig cfg = {0};
		const Axis *name_axis = NULL;
		StrBuf name = {0};
		for (int i = 0; i < mx.n; i++) {
			const Axis *ax = &mx.axes[i];
			if (ax->key->value == config_name_value) {
				name_axis = ax;
				continue;
			}
			ax->key->fn(L, ax->key, &cfg, ax->value[pick[i]]);
			if (ax->n)
				sb_printf(&name, "%s%s", name.len ? "-" : "", ax->label[pick[i]]);
		}
		if (name_axis) {
			key_string(L, name_axis->key, &cfg, name_axis->value[0]);
			free(name.buf);
		} else {
			cfg.name = sb_steal(&name);
		}
		if (cfg.name)
			add_config(L, a, &cfg, m->start_mark);
		else
			config_free(&cfg);
		/* next combination: the last axis varies fastest */
		for (int i = mx.n - 1; i >= 0; i--) {
			if (mx.axes[i].n && ++pick[i] < mx.axes[i].n)
				break;
			pick[i] = 0;
		}
	}
	L->axes = NULL;
	L->naxes = 0;
	L->pick = NULL;
	free(pick);
	for (int i = 0; i < mx.n; i++) {
		free(mx.axes[i].label);
		free(mx.axes[i].value);
	}
	free(mx.axes);
}

static void key_matrix(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	(void)k;
	(void)obj;
	L->matrix = v;
}

static const Key sources_keys[] = {
	{"compile_commands", key_string, .value = compile_commands_value,
	 .off = offsetof(Audit, compile_commands)},
	{"files", key_list, .value = path_value, .off = offsetof(Audit, files)},
	{"headers", key_list, .value = header_dir_value, .off = offsetof(Audit, headers)},
	{"exclude", key_list, .value = path_value, .off = offsetof(Audit, exclude)},
	{.name = NULL},
};

static const Key output_keys[] = {
	{"format", key_string, .value = format_value, .off = offsetof(Audit, output_format)},
	{"file", key_string, .value = path_value, .off = offsetof(Audit, output_file)},
	{.name = NULL},
};

static void key_bool(Loader *L, const Key *k, void *obj, yaml_node_t *v);

static void key_cache_enabled(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	bool on = true;
	key_bool(L, &(Key){.name = k->name}, &on, v);
	((Audit *)obj)->cache_disabled = !on;
}

static char *size_value(Loader *L, yaml_node_t *n, const char *what)
{
	char *s = str_value(L, n, what);
	if (s && cache_parse_size(s) <= 0) {
		/* as --cache-max-size: 0 would evict every entry a run writes */
		error_at(L, n->start_mark, "'%s' should be a size above 0 such as 512M or 1G, not '%s'",
		         what, s);
		free(s);
		return NULL;
	}
	return s;
}

static const Key cache_keys[] = {
	{.name = "enabled", .fn = key_cache_enabled},
	{"dir", key_string, .value = path_value, .off = offsetof(Audit, cache_dir)},
	{"max_size", key_string, .value = size_value, .off = offsetof(Audit, cache_max_size)},
	{.name = NULL},
};

/* read by nullaudit-cover (docs/audits.md); checked here like every key */
static const Key cover_keys[] = {
	{"flip", key_list, .value = macro_name_value, .off = offsetof(Audit, cover_flip)},
	{.name = NULL},
};

static const Key audit_keys[] = {
	{"version", key_version, .required = true},
	{"sources", key_map, .sub = sources_keys},
	{"include_paths", key_list, .value = path_value, .off = offsetof(Audit, include_paths)},
	{"system_include_paths", key_list, .value = path_value,
	 .off = offsetof(Audit, system_include_paths)},
	{"defines", key_defines, .off = offsetof(Audit, defines)},
	{.name = "kernel", .fn = key_kernel_defaults},
	{.name = "configs", .fn = key_configs},
	{.name = "matrix", .fn = key_matrix},
	{.name = "rules", .fn = key_rules},
	{"allow_macros", key_list, .value = macro_name_value, .off = offsetof(Audit, allow_macros)},
	{"output", key_map, .sub = output_keys},
	{"cache", key_map, .sub = cache_keys},
	{"cover", key_map, .sub = cover_keys},
	{.name = NULL},
};

/* ---- reading YAML ---- */

static void report_yaml_error(Loader *L, yaml_parser_t *p, const char *src)
{
	yaml_mark_t m = p->problem_mark;
	const char *problem = p->problem ? p->problem : "cannot parse YAML";
	if (p->error == YAML_READER_ERROR) {
		/* the reader reports a byte offset, not a mark */
		memset(&m, 0, sizeof m);
		for (size_t i = 0; i < p->problem_offset && src[i]; i++) {
			if (src[i] == '\n') {
				m.line++;
				m.column = 0;
			} else {
				m.column++;
			}
		}
	}
	if (p->context && p->error != YAML_READER_ERROR)
		error_at(L, m, "%s (%s at %zu:%zu)", problem, p->context,
			 p->context_mark.line + 1, p->context_mark.column + 1);
	else
		error_at(L, m, "%s", problem);
}

/* Reads and parses path into L->doc. Returns its root, or NULL after an
 * error (unreadable file, YAML syntax, empty file, several documents). */
static yaml_node_t *load_yaml(Loader *L, const char *path)
{
	size_t len = 0;
	char *err = NULL;
	char *src = read_file(path, &len, &err);
	if (!src) {
		na_error("%s: %s", path, err);
		L->errors++;
		free(err);
		return NULL;
	}
	yaml_parser_t p;
	yaml_node_t *root = NULL;
	yaml_parser_initialize(&p);
	yaml_parser_set_input_string(&p, (const unsigned char *)src, len);
	if (!yaml_parser_load(&p, &L->doc)) {
		report_yaml_error(L, &p, src);
	} else {
		L->have_doc = true;
		root = yaml_document_get_root_node(&L->doc);
		yaml_document_t next;
		if (!root) {
			yaml_mark_t start = {0, 0, 0};
			error_at(L, start, "the file is empty");
		} else if (!yaml_parser_load(&p, &next)) {
			report_yaml_error(L, &p, src);
			root = NULL;
		} else {
			yaml_node_t *extra = yaml_document_get_root_node(&next);
			if (extra) {
				error_at(L, next.start_mark, "a second YAML document ('---') is not allowed here");
				root = NULL;
			}
			yaml_document_delete(&next);
		}
	}
	yaml_parser_delete(&p);
	free(src);
	return root;
}

/* Frees the loader; returns the number of errors it reported. */
static int loader_free(Loader *L)
{
	if (L->have_doc)
		yaml_document_delete(&L->doc);
	free(L->dir);
	free(L->config_marks);
	sv_free(&L->said);
	return L->errors;
}

int audit_load(const char *path, Audit *a)
{
	memset(a, 0, sizeof *a);
	a->path = xstrdup(path);
	for (int i = 0; i < RULE_COUNT; i++)
		a->rule_sev[i] = -1;

	Loader L = {.file = path};
	const char *slash = strrchr(path, '/');
	if (slash) {
		char *d = slash == path ? xstrdup("/") : xstrndup(path, (size_t)(slash - path));
		L.dir = path_clean(d);
		free(d);
		if (!strcmp(L.dir, ".")) {
			free(L.dir);
			L.dir = NULL;
		}
	}

	yaml_node_t *root = load_yaml(&L, path);
	if (root && root->type != YAML_MAPPING_NODE)
		error_at(&L, root->start_mark,
			 "an audit file should be a mapping starting with 'version: 1', not %s",
			 kind_name(root));
	else if (root)
		walk_map(&L, root, NULL, audit_keys, a);
	if (L.matrix)
		expand_matrix(&L, a, L.matrix);
	if (root && !L.errors && a->nconfigs == 0) {
		AuditConfig c = {.name = xstrdup("default")};
		a->implicit_config = true;
		if (a->kernel.where) {   /* one kernel configuration: the top level's */
			c.kernel = xcalloc(1, sizeof *c.kernel);
			c.kernel->where = xstrdup(a->kernel.where);
		}
		add_config(&L, a, &c, root->start_mark);
	}
	for (int i = 0; i < a->nconfigs; i++)
		if (a->configs[i].kernel)
			kernel_finish(&L, a, &a->configs[i]);

	if (loader_free(&L)) {
		audit_free(a);
		return -1;
	}
	return 0;
}

void audit_drop_config(Audit *a, int i)
{
	if (i < 0 || i >= a->nconfigs)
		return;
	config_free(&a->configs[i]);
	memmove(&a->configs[i], &a->configs[i + 1], sizeof *a->configs * (size_t)(a->nconfigs - i - 1));
	a->nconfigs--;
}

void audit_free(Audit *a)
{
	free(a->path);
	free(a->compile_commands);
	sv_free(&a->files);
	sv_free(&a->headers);
	sv_free(&a->exclude);
	sv_free(&a->system_include_paths);
	sv_free(&a->include_paths);
	dv_free(&a->defines);
	kernel_spec_free(&a->kernel);
	for (int i = 0; i < a->nconfigs; i++)
		config_free(&a->configs[i]);
	free(a->configs);
	sv_free(&a->allow_macros);
	sv_free(&a->cover_flip);
	free(a->output_format);
	free(a->output_file);
	free(a->cache_dir);
	free(a->cache_max_size);
	memset(a, 0, sizeof *a);
	for (int i = 0; i < RULE_COUNT; i++)
		a->rule_sev[i] = -1;
	sv_free(&arch_names);
	sv_free(&arch_wheres);
}

/* ---- architecture presets ---- */

static void key_int(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	char *s = str_value(L, v, k->name);
	char *end = NULL;
	long n = s ? strtol(s, &end, 10) : 0;
	if (s && (end == s || *end || n < 1 || n > 64))
		error_at(L, v->start_mark, "'%s' should be a number from 1 to 64, not '%s'", k->name, s);
	else if (s)
		*FIELD(obj, k, int) = (int)n;
	free(s);
}

static void key_bool(Loader *L, const Key *k, void *obj, yaml_node_t *v)
{
	int b = plain_bool(v);
	if (b < 0)
		error_at(L, v->start_mark, "'%s' should be true or false", k->name);
	else
		*FIELD(obj, k, bool) = b;
}

static const Key size_keys[] = {
	{"short", key_int, .off = offsetof(ArchPreset, size_short), .required = true},
	{"int", key_int, .off = offsetof(ArchPreset, size_int), .required = true},
	{"long", key_int, .off = offsetof(ArchPreset, size_long), .required = true},
	{"long_long", key_int, .off = offsetof(ArchPreset, size_long_long), .required = true},
	{"pointer", key_int, .off = offsetof(ArchPreset, size_pointer), .required = true},
	{"float", key_int, .off = offsetof(ArchPreset, size_float), .required = true},
	{"double", key_int, .off = offsetof(ArchPreset, size_double), .required = true},
	{"long_double", key_int, .off = offsetof(ArchPreset, size_long_double), .required = true},
	{.name = NULL},
};

/* The predefined macro naming each entry of size_keys, in the same order. */
static const char *const size_macros[] = {
	"__SIZEOF_SHORT__", "__SIZEOF_INT__",   "__SIZEOF_LONG__",   "__SIZEOF_LONG_LONG__",
	"__SIZEOF_POINTER__", "__SIZEOF_FLOAT__", "__SIZEOF_DOUBLE__", "__SIZEOF_LONG_DOUBLE__",
};

static const Key arch_keys[] = {
	{"name", key_string, .value = str_value, .off = offsetof(ArchPreset, name), .required = true},
	{"predefines", key_string, .value = str_value, .off = offsetof(ArchPreset, predefines),
	 .required = true},
	{"char_bit", key_int, .off = offsetof(ArchPreset, char_bit), .required = true},
	{"sizes", key_map, .sub = size_keys, .required = true},
	{"char_signed", key_bool, .off = offsetof(ArchPreset, char_signed), .required = true},
	{"big_endian", key_bool, .off = offsetof(ArchPreset, big_endian), .required = true},
	/* absolute system directories: not resolved against the preset's */
	{"sys_include_dirs", key_list, .value = str_value, .off = offsetof(ArchPreset, sys_include_dirs),
	 .required = true},
	{.name = NULL},
};

/* The value of `#define NAME value` in predefines, up to the end of line
 * (written to buf), or NULL. */
static const char *predefined(const char *predefs, const char *name, char *buf, size_t size)
{
	size_t n = strlen(name);
	for (const char *s = predefs; s && *s; s = strchr(s, '\n'), s = s ? s + 1 : NULL) {
		if (strncmp(s, "#define ", 8) || strncmp(s + 8, name, n) ||
		    (s[8 + n] != ' ' && s[8 + n] != '\n' && s[8 + n]))
			continue;
		const char *v = s + 8 + n + (s[8 + n] == ' ');
		size_t len = strcspn(v, "\n");
		snprintf(buf, size, "%.*s", (int)(len < size ? len : size - 1), v);
		return buf;
	}
	return NULL;
}

/* The sizes, signedness and byte order are derived from the predefines by
 * scripts/gen-arch-preset.sh; a hand-edited preset must not contradict
 * them, or the type checker and the preprocessor would disagree. */
static void check_predefines(Loader *L, const ArchPreset *a, yaml_node_t *root)
{
	yaml_node_t *pn = NULL;
	FOR_PAIRS(p, root) {
		yaml_node_t *k = node(L, p->key);
		if (k->type == YAML_SCALAR_NODE && !strcmp(text(k), "predefines"))
			pn = node(L, p->value);
	}
	if (!pn || !a->predefines)
		return;

	int line = 1;
	for (const char *s = a->predefines; *s; line++) {
		size_t len = strcspn(s, "\n");
		if (len && strncmp(s, "#define ", 8)) {
			/* a block scalar's text starts on the line below its '|' */
			yaml_mark_t m = {0, pn->start_mark.line + (size_t)line, 0};
			error_at(L, m, "'%.*s' in predefines is not a '#define NAME VALUE' line",
				 (int)(len > 40 ? 40 : len), s);
		}
		s += len + (s[len] == '\n');
	}

	char buf[64];
	for (int i = 0; i < 8; i++) {
		const char *v = predefined(a->predefines, size_macros[i], buf, sizeof buf);
		int size = *FIELD(a, &size_keys[i], const int);
		if (v && atoi(v) != size)
			error_at(L, pn->start_mark, "predefines say %s %s but sizes.%s is %d",
				 size_macros[i], v, size_keys[i].name, size);
	}
	const char *cb = predefined(a->predefines, "__CHAR_BIT__", buf, sizeof buf);
	if (cb && atoi(cb) != a->char_bit)
		error_at(L, pn->start_mark, "predefines say __CHAR_BIT__ %s but char_bit is %d", cb,
			 a->char_bit);
	bool unsigned_char = predefined(a->predefines, "__CHAR_UNSIGNED__", buf, sizeof buf);
	if (unsigned_char == a->char_signed)
		error_at(L, pn->start_mark, "predefines %s __CHAR_UNSIGNED__ but char_signed is %s",
			 unsigned_char ? "define" : "do not define", a->char_signed ? "true" : "false");
	const char *bo = predefined(a->predefines, "__BYTE_ORDER__", buf, sizeof buf);
	if (bo && !strcmp(bo, "__ORDER_BIG_ENDIAN__") != a->big_endian)
		error_at(L, pn->start_mark, "predefines say __BYTE_ORDER__ %s but big_endian is %s",
			 bo, a->big_endian ? "true" : "false");
}

/* What the front end takes from the target's predefines: __builtin_va_list
 * as GCC 12 lays it out (x86-64's __va_list_tag[1] is 24 bytes, AArch64's
 * and s390x's struct 32; a pointer on i386, arm, riscv64 and powerpc64le),
 * and the SIMD types GCC declares itself (AArch64's AdvSIMD; AltiVec's
 * context-sensitive vector). */
static void derive_target(ArchPreset *a)
{
	char buf[64];
	bool x86_64 = predefined(a->predefines, "__x86_64__", buf, sizeof buf);
	a->aarch64 = predefined(a->predefines, "__aarch64__", buf, sizeof buf);
	bool big = a->aarch64 || predefined(a->predefines, "__s390x__", buf, sizeof buf);
	a->size_va_list = x86_64 ? 24 : big ? 32 : a->size_pointer;
	a->align_va_list = x86_64 || big ? 8 : a->size_pointer;
	a->altivec = predefined(a->predefines, "__ALTIVEC__", buf, sizeof buf);
}

static int strcmp_ptr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "unknown arch 'armm64' (did you mean 'arm64'?); presets in DIR: ..." at
 * the place the audit file named it, when it did. */
static void unknown_arch(const char *dir, const char *name)
{
	StrVec known = {0};
	DIR *d = opendir(dir);
	if (!d) {
		na_error("cannot open arch preset directory '%s': %s", dir, strerror(errno));
		return;
	}
	for (struct dirent *e; (e = readdir(d));) {
		size_t n = strlen(e->d_name);
		if (n > 5 && !strcmp(e->d_name + n - 5, ".yaml") && e->d_name[0] != '.') {
			char *base = xstrndup(e->d_name, n - 5);
			sv_push(&known, base);
			free(base);
		}
	}
	closedir(d);
	if (known.n)
		qsort(known.v, (size_t)known.n, sizeof(char *), strcmp_ptr);

	StrBuf sb = {0};
	for (int i = 0; i < arch_names.n; i++)
		if (!strcmp(arch_names.v[i], name))
			sb_printf(&sb, "%s: ", arch_wheres.v[i]);
	sb_printf(&sb, "unknown arch '%s'", name);
	const char *near = closest_name(name, (const char *const *)known.v, known.n);
	if (near)
		sb_printf(&sb, " (did you mean '%s'?)", near);
	sb_printf(&sb, "; presets in %s:", dir);
	for (int i = 0; i < known.n; i++)
		sb_printf(&sb, "%s %s", i ? "," : "", known.v[i]);
	if (!known.n)
		sb_puts(&sb, " none");
	na_error("%s", sb.buf);
	free(sb.buf);
	sv_free(&known);
}

int arch_load(const char *dir, const char *name, ArchPreset *out)
{
	memset(out, 0, sizeof *out);
	char *path = xasprintf("%s/%s.yaml", dir, name);
	if (!is_label(name) || (access(path, F_OK) != 0 && errno == ENOENT)) {
		unknown_arch(dir, name);
		free(path);
		return -1;
	}

	Loader L = {.file = path};
	yaml_node_t *root = load_yaml(&L, path);
	if (root && root->type != YAML_MAPPING_NODE) {
		error_at(&L, root->start_mark, "an arch preset should be a mapping, not %s",
			 kind_name(root));
	} else if (root) {
		walk_map(&L, root, NULL, arch_keys, out);
		if (!L.errors && strcmp(out->name, name))
			error_at(&L, root->start_mark,
				 "preset is named '%s' but its file is '%s.yaml'", out->name, name);
		if (!L.errors) {
			check_predefines(&L, out, root);
			derive_target(out);
		}
	}
	bool failed = loader_free(&L) != 0;
	free(path);
	if (failed)
		arch_free(out);
	return failed ? -1 : 0;
}

void arch_free(ArchPreset *a)
{
	free(a->name);
	free(a->predefines);
	sv_free(&a->sys_include_dirs);
	memset(a, 0, sizeof *a);
}

/* ---- kernel .config ---- */

/* A hash index over a DefineVec: a kernel .config has thousands of
 * symbols, and dv_set's linear search would make loading it quadratic. */
typedef struct DefIndex {
	int *slot;               /* index + 1 into the vector; 0 = free */
	size_t cap;
} DefIndex;

static size_t hash_name(const char *s)
{
	size_t h = 5381;
	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

static void dix_set(DefIndex *ix, DefineVec *dv, const char *name, const char *value)
{
	if ((size_t)dv->n * 2 + 2 > ix->cap) {
		free(ix->slot);
		ix->cap = ix->cap ? ix->cap * 2 : 1024;
		while ((size_t)dv->n * 2 + 2 > ix->cap)
			ix->cap *= 2;
		ix->slot = xcalloc(ix->cap, sizeof(int));
		for (int i = 0; i < dv->n; i++) {
			size_t j = hash_name(dv->v[i].name) & (ix->cap - 1);
			while (ix->slot[j])
				j = (j + 1) & (ix->cap - 1);
			ix->slot[j] = i + 1;
		}
	}
	size_t j = hash_name(name) & (ix->cap - 1);
	for (; ix->slot[j]; j = (j + 1) & (ix->cap - 1)) {
		if (strcmp(dv->v[ix->slot[j] - 1].name, name) == 0) {
			define_replace(&dv->v[ix->slot[j] - 1], value);
			return;
		}
	}
	dv_append(dv, name, value);
	ix->slot[j] = dv->n;
}

/* Checks the value of one assignment (a string as kconfig writes it, a
 * decimal or hex number); returns what is wrong with it, or NULL. */
static const char *kconfig_value_error(const char *v)
{
	if (*v == '"') {
		const char *s = v + 1;
		while (*s && *s != '"')
			s += (*s == '\\' && s[1]) ? 2 : 1;
		if (!*s)
			return "unterminated string";
		return s[1] ? "text after the closing quote of" : NULL;
	}
	const char *s = v + (*v == '-');
	bool hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
	const char *digits = s + (hex ? 2 : 0);
	s = digits;
	while (hex ? isxdigit((unsigned char)*s) : isdigit((unsigned char)*s))
		s++;
	if (s > digits && !*s)
		return NULL;
	return hex || s > digits ? "invalid number" : "invalid value";
}

int kconfig_load(const char *path, DefineVec *out)
{
	size_t len = 0;
	char *err = NULL;
	char *src = read_file(path, &len, &err);
	if (!src) {
		na_error("%s: %s", path, err);
		free(err);
		return -1;
	}
	int errors = 0, lineno = 0, before = out->n;
	DefIndex ix = {0};
	for (char *line = src; *line;) {
		char *end = line + strcspn(line, "\n");
		char *next = *end ? end + 1 : end;
		lineno++;
		*end = '\0';
		while (end > line && isspace((unsigned char)end[-1]))
			*--end = '\0';
		char *s = line + strspn(line, " \t");
		if (!*s || *s == '#') {
			line = next;
			continue;
		}
		char *eq = s;
		while (isalnum((unsigned char)*eq) || *eq == '_')
			eq++;
		const char *msg = NULL;
		char *at = eq;
		if (eq == s || *eq != '=') {
			msg = "expected NAME=value or a '#' comment";
		} else {
			*eq = '\0';
			char *v = eq + 1;
			at = v;
			if (!strcmp(v, "y")) {
				dix_set(&ix, out, s, "1");
			} else if (!strcmp(v, "m")) {
				char *mod = xasprintf("%s_MODULE", s);
				dix_set(&ix, out, mod, "1");
				free(mod);
			} else if (strcmp(v, "n") && !(msg = kconfig_value_error(v))) {
				dix_set(&ix, out, s, v);
			}
		}
		if (msg && at == eq)
			na_error("%s:%d:%d: %s", path, lineno, (int)(at - line) + 1, msg);
		else if (msg && !*at)
			na_error("%s:%d:%d: missing value for %s (expected y, m, n, a number or a "
				 "quoted string)", path, lineno, (int)(at - line) + 1, s);
		else if (msg)
			na_error("%s:%d:%d: %s '%s' for %s (expected y, m, n, a number or a "
				 "quoted string)", path, lineno, (int)(at - line) + 1, msg, at, s);
		errors += msg != NULL;
		line = next;
	}
	free(ix.slot);
	free(src);
	if (!errors)
		return 0;
	/* a half-read .config is no configuration: take back what it added */
	while (out->n > before) {
		out->n--;
		free(out->v[out->n].name);
		free(out->v[out->n].value);
	}
	if (!out->n)
		dv_free(out);
	return -1;
}
