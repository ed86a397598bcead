/* json.c -- a small recursive-descent JSON reader (RFC 8259), values as a
 * tree, each with its line and column. Strings keep \uXXXX escapes below 0x80 decoded, others as UTF-8. */
#include "json.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

typedef struct P {
	const char *s, *p, *name, *what;
	bool failed;
	int depth;
	const char *lp;            /* position whose line and column are known */
	int line, col;
} P;

/* Line and column of r->p (counted on from the last position asked). */
static void where(P *r, int *line, int *col)
{
	const char *nl;
	while (r->lp < r->p && (nl = memchr(r->lp, '\n', (size_t)(r->p - r->lp))) != NULL) {
		r->line++, r->col = 1;
		r->lp = nl + 1;
	}
	if (r->lp < r->p) {
		r->col += (int)(r->p - r->lp);
		r->lp = r->p;
	}
	*line = r->line;
	*col = r->col;
}

static void fail(P *r, const char *what)
{
	if (r->failed)
		return;
	int line, col;
	where(r, &line, &col);
	na_error("%s:%d:%d: malformed %s: %s", r->name, line, col, r->what, what);
	r->failed = true;
}

static JsonValue *new_value(P *r, JsonType type)
{
	JsonValue *v = xcalloc(1, sizeof *v);
	v->type = type;
	where(r, &v->line, &v->col);
	return v;
}

static void skip_ws(P *r)
{
	while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
		r->p++;
}

static void put_utf8(StrBuf *sb, unsigned cp)
{
	if (cp < 0x80) {
		sb_putc(sb, (char)cp);
	} else if (cp < 0x800) {
		sb_putc(sb, (char)(0xC0 | (cp >> 6)));
		sb_putc(sb, (char)(0x80 | (cp & 0x3F)));
	} else {
		sb_putc(sb, (char)(0xE0 | (cp >> 12)));
		sb_putc(sb, (char)(0x80 | ((cp >> 6) & 0x3F)));
		sb_putc(sb, (char)(0x80 | (cp & 0x3F)));
	}
}

static char *string(P *r)
{
	if (*r->p != '"') {
		fail(r, "expected a string");
		return NULL;
	}
	r->p++;
	StrBuf sb = {0};
	while (*r->p && *r->p != '"') {
		if (*r->p == '\\') {
			r->p++;
			char c = *r->p;
			if (c == 'u') {
				unsigned cp = 0;
				for (int i = 1; i <= 4; i++) {
					char h = r->p[i];
					if (!isxdigit((unsigned char)h)) {
						fail(r, "bad \\u escape");
						free(sb.buf);
						return NULL;
					}
					cp = cp * 16 + (unsigned)(isdigit((unsigned char)h) ? h - '0' : (tolower(h) - 'a' + 10));
				}
				put_utf8(&sb, cp);
				r->p += 5;
				continue;
			}
			const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t";
			const char *k = c ? strchr(from, c) : NULL;
			if (!k) {
				fail(r, "bad escape");
				free(sb.buf);
				return NULL;
			}
			sb_putc(&sb, to[k - from]);
			r->p++;
		} else {
			/* a run of plain characters at once (compile databases
			 * are megabytes of them) */
			const char *q = r->p + strcspn(r->p, "\"\\");
			sb_putn(&sb, r->p, (size_t)(q - r->p));
			r->p = q;
		}
	}
	if (*r->p != '"') {
		fail(r, "unterminated string");
		free(sb.buf);
		return NULL;
	}
	r->p++;
	if (!sb.buf)
		sb_puts(&sb, "");
	return sb_steal(&sb);
}

static JsonValue *value(P *r);

static void add(JsonValue *v, char *key, JsonValue *item)
{
	v->items = xrealloc(v->items, sizeof *v->items * (size_t)(v->n + 1));
	if (v->type == J_OBJ)
		v->keys = xrealloc(v->keys, sizeof *v->keys * (size_t)(v->n + 1)), v->keys[v->n] = key;
	v->items[v->n++] = item;
}

static JsonValue *container(P *r, char open)
{
	char close = open == '{' ? '}' : ']';
	JsonValue *v = new_value(r, open == '{' ? J_OBJ : J_ARR);
	r->p++;
	skip_ws(r);
	if (*r->p == close) {
		r->p++;
		return v;
	}
	for (;;) {
		char *key = NULL;
		skip_ws(r);
		if (v->type == J_OBJ) {
			key = string(r);
			skip_ws(r);
			if (!key || *r->p != ':') {
				free(key);
				fail(r, "expected ':'");
				return v;
			}
			r->p++;
		}
		JsonValue *item = value(r);
		if (!item) {
			free(key);
			return v;
		}
		add(v, key, item);
		skip_ws(r);
		if (*r->p == ',') {
			r->p++;
			continue;
		}
		if (*r->p == close) {
			r->p++;
			return v;
		}
		fail(r, "expected ',' or a closing bracket");
		return v;
	}
}

static JsonValue *value(P *r)
{
	skip_ws(r);
	if (r->failed)
		return NULL;
	if (++r->depth > 200) {
		fail(r, "nested too deeply");
		return NULL;
	}
	JsonValue *v = NULL;
	if (*r->p == '{' || *r->p == '[') {
		v = container(r, *r->p);
	} else if (*r->p == '"') {
		v = new_value(r, J_STR);
		v->str = string(r);
		if (!v->str) {
			free(v);
			v = NULL;
		}
	} else if (!strncmp(r->p, "true", 4) || !strncmp(r->p, "false", 5)) {
		v = new_value(r, J_BOOL);
		v->boolean = r->p[0] == 't';
		r->p += v->boolean ? 4 : 5;
	} else if (!strncmp(r->p, "null", 4)) {
		v = new_value(r, J_NULL);
		r->p += 4;
	} else if (*r->p == '-' || isdigit((unsigned char)*r->p)) {
		char *end;
		v = new_value(r, J_NUM);
		v->num = strtod(r->p, &end);
		r->p = end;
	} else {
		fail(r, "expected a value");
	}
	r->depth--;
	return v;
}

char *json_string_at(const char *p, const char **end)
{
	/* failed from the start: fail() says nothing, string() gives NULL */
	P r = {.s = p, .p = p, .lp = p, .name = "", .what = "", .failed = true, .line = 1, .col = 1};
	char *str = string(&r);
	*end = r.p;
	return str;
}

JsonValue *json_parse(const char *text, const char *name, const char *what)
{
	P r = {text, text, name, what, false, 0, text, 1, 1};
	JsonValue *v = value(&r);
	skip_ws(&r);
	if (!r.failed && *r.p)
		fail(&r, "text after the value");
	if (r.failed) {
		json_free(v);
		return NULL;
	}
	return v;
}

void json_free(JsonValue *v)
{
	if (!v)
		return;
	for (int i = 0; i < v->n; i++) {
		json_free(v->items[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->items);
	free(v->keys);
	free(v->str);
	free(v);
}

const JsonValue *json_get(const JsonValue *obj, const char *key)
{
	if (!obj || obj->type != J_OBJ)
		return NULL;
	for (int i = 0; i < obj->n; i++)
		if (!strcmp(obj->keys[i], key))
			return obj->items[i];
	return NULL;
}

const char *json_str_member(const JsonValue *obj, const char *key)
{
	const JsonValue *v = json_get(obj, key);
	return v && v->type == J_STR ? v->str : NULL;
}

char *json_take_str(JsonValue *obj, const char *key)
{
	JsonValue *v = (JsonValue *)json_get(obj, key);
	if (!v || v->type != J_STR)
		return NULL;
	char *str = v->str;
	v->str = NULL;
	v->type = J_NULL;
	return str;
}

double json_num_member(const JsonValue *obj, const char *key, double def)
{
	const JsonValue *v = json_get(obj, key);
	return v && v->type == J_NUM ? v->num : def;
}
