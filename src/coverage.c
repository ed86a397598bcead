/* coverage.c -- configuration coverage (coverage.h). The groups are found
 * by a scan of the file's directives (comments, continued lines and
 * strings on directive lines understood); whether a configuration compiled
 * a group comes from the preprocessor's notes (token.c, cond_taken). */
#include "coverage.h"

#include <stdlib.h>
#include <string.h>

typedef struct Group {
	int line, end_line;
	const char *directive;
	int parent;              /* enclosing group, or -1 */
} Group;

/* The directive text of one logical line: comments removed, blanks
 * collapsed, at most 200 bytes. */
static char *directive_text(const char *s, size_t n)
{
	StrBuf sb = {0};
	bool space = false;
	for (size_t i = 0; i < n && sb.len < 200; i++) {
		if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
			const char *e = memmem(s + i + 2, n - i - 2, "*/", 2);
			i = e ? (size_t)(e - s) + 1 : n;
			space = true;
			continue;
		}
		if (s[i] == '/' && i + 1 < n && s[i + 1] == '/')
			break;
		if (s[i] == '\\' && i + 1 < n && s[i + 1] == '\n') {
			i++;
			space = true;
			continue;
		}
		if (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n') {
			space = true;
			continue;
		}
		if (space && sb.len && sb.buf[sb.len - 1] != '#')
			sb_putc(&sb, ' ');
		space = false;
		sb_putc(&sb, s[i]);
	}
	return sb_steal(&sb);
}

static bool taken_has(const int *taken, int n, int line)
{
	for (int i = 0; i < n; i++)
		if (taken[i] == line)
			return true;
	return false;
}

int coverage_of(const char *file, const int *taken, int ntaken, CoverageList *out)
{
	size_t len = 0;
	char *err = NULL;
	char *text = read_file(file, &len, &err);
	if (!text) {
		free(err);
		return -1;
	}
	Group *g = NULL;
	int ng = 0, cap = 0;
	int open[256];           /* the current group of each open #if */
	int depth = 0;
	bool in_comment = false;
	int line = 1;
	for (const char *p = text; *p;) {
		/* one logical line: [p, e), continued lines joined */
		const char *e = p;
		int lines = 1;
		while (*e && *e != '\n') {
			if (*e == '\\' && e[1] == '\n') {
				e += 2;
				lines++;
				continue;
			}
			e++;
		}
		const char *q = p;
		if (!in_comment) {
			while (q < e && (*q == ' ' || *q == '\t'))
				q++;
		}
		if (!in_comment && q < e && *q == '#') {
			q++;
			while (q < e && (*q == ' ' || *q == '\t'))
				q++;
			const char *k = q;
			while (q < e && ((*q >= 'a' && *q <= 'z')))
				q++;
			size_t kl = (size_t)(q - k);
			bool opens = (kl == 2 && !strncmp(k, "if", 2)) || (kl == 5 && !strncmp(k, "ifdef", 5)) ||
			             (kl == 6 && !strncmp(k, "ifndef", 6));
			bool next = (kl == 4 && (!strncmp(k, "elif", 4) || !strncmp(k, "else", 4))) ||
			            (kl == 7 && (!strncmp(k, "elifdef", 7))) || (kl == 8 && !strncmp(k, "elifndef", 8));
			bool closes = kl == 5 && !strncmp(k, "endif", 5);
			if ((next || closes) && depth > 0)
				g[open[depth - 1]].end_line = line - 1;
			if (closes && depth > 0)
				depth--;
			if (opens || (next && depth > 0)) {
				if (ng == cap) {
					cap = cap ? cap * 2 : 32;
					g = xrealloc(g, sizeof *g * (size_t)cap);
				}
				char *d = directive_text(p, (size_t)(e - p));
				if (next && k[2] == 's') {     /* #else: say which #if */
					char *w = xasprintf("%s (of %s, line %d)", d,
					                    g[open[depth - 1]].directive, g[open[depth - 1]].line);
					free(d);
					d = w;
				}
				int parent = opens ? (depth ? open[depth - 1] : -1) : g[open[depth - 1]].parent;
				g[ng] = (Group){line, line, intern(d), parent};
				free(d);
				if (opens) {
					if (depth == (int)(sizeof open / sizeof open[0])) {
						break;   /* nesting beyond any real file: stop scanning */
					}
					open[depth++] = ng;
				} else {
					open[depth - 1] = ng;
				}
				ng++;
			}
		} else {
			/* comment state, for a directive-like line inside a comment */
			for (const char *c = p; c < e; c++) {
				if (in_comment) {
					if (c[0] == '*' && c + 1 < e && c[1] == '/') {
						in_comment = false;
						c++;
					}
				} else if (c[0] == '/' && c + 1 < e && c[1] == '*') {
					in_comment = true;
					c++;
				} else if (c[0] == '/' && c + 1 < e && c[1] == '/') {
					break;
				} else if (*c == '"' || *c == '\'') {
					char qc = *c;
					for (c++; c < e && *c != qc; c++)
						if (*c == '\\' && c + 1 < e)
							c++;
				}
			}
		}
		line += lines;
		p = *e ? e + 1 : e;
	}
	const char *shown = display_path(file);
	for (int i = 0; i < ng; i++) {
		if (taken_has(taken, ntaken, g[i].line))
			continue;
		int p = g[i].parent;
		if (p >= 0 && !taken_has(taken, ntaken, g[p].line))
			continue;   /* inside a group already listed */
		coverage_add(out, shown, g[i].line, g[i].end_line, g[i].directive);
	}
	free(g);
	free(text);
	return 0;
}

void coverage_add(CoverageList *l, const char *file, int line, int end_line, const char *directive)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 16;
		l->v = xrealloc(l->v, sizeof *l->v * (size_t)l->cap);
	}
	l->v[l->n++] = (Uncompiled){intern(file), line, end_line, intern(directive)};
}

static int cmp_uncompiled(const void *a, const void *b)
{
	const Uncompiled *x = a, *y = b;
	int c = strcmp(x->file, y->file);
	return c ? c : (x->line > y->line) - (x->line < y->line);
}

void coverage_sort(CoverageList *l)
{
	if (l->n)
		qsort(l->v, (size_t)l->n, sizeof *l->v, cmp_uncompiled);
	/* one unit in two compile databases: the same entry twice */
	int w = 0;
	for (int i = 0; i < l->n; i++)
		if (!w || l->v[w - 1].file != l->v[i].file || l->v[w - 1].line != l->v[i].line)
			l->v[w++] = l->v[i];
	l->n = w;
}

void coverage_free(CoverageList *l)
{
	free(l->v);
	memset(l, 0, sizeof *l);
}
