/* coverage.c -- configuration coverage (coverage.h). The groups are found
 * by a scan of the file's directives (comments, continued lines and
 * strings on directive lines understood); whether a run compiled a group
 * comes from the preprocessor: -K's records (token.c, cond_taken) or, in a
 * run without them, mcpp's condition hook (pp.c, screen_cond). */
#include "coverage.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

typedef struct Group {
	int line, end_line;
	int dir_last;            /* the directive's last line: the preprocessor
	                          * names a continued directive by it */
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

/* The end of the logical line at p (its continued lines joined), *lines
 * the lines it takes. */
static const char *logical_line_end(const char *p, int *lines)
{
	const char *e = p;
	*lines = 1;
	while (*e && *e != '\n') {
		if (*e == '\\' && e[1] == '\n') {
			e += 2;
			(*lines)++;
			continue;
		}
		e++;
	}
	return e;
}

/* Whether a block comment is open at the end of the line [p, e), given
 * whether one was at its start (in_comment); strings and character
 * constants understood. */
static bool comment_after(const char *p, const char *e, bool in_comment)
{
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
	return in_comment;
}

/* The groups of file, in order, with their parents; -1 when the file
 * cannot be read. */
static int scan_groups(const char *file, Group **out)
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
		int lines;
		const char *e = logical_line_end(p, &lines);
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
				g[ng] = (Group){line, line, line + lines - 1, intern(d), parent};
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
			in_comment = comment_after(p, e, in_comment);
		}
		line += lines;
		p = *e ? e + 1 : e;
	}
	free(text);
	*out = g;
	return ng;
}

/* ---- the marks of many runs ---- */

static struct SeenFile *seen_file_of(CoverageSeen *s, const char *file)
{
	size_t k = (size_t)pm_get(&s->index, file);
	if (k)
		return &s->files[k - 1];
	if (s->nfiles == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->files = xrealloc(s->files, sizeof *s->files * (size_t)s->cap);
	}
	struct SeenFile *f = &s->files[s->nfiles++];
	memset(f, 0, sizeof *f);
	f->file = file;
	pm_set(&s->index, file, (const void *)(size_t)s->nfiles);
	return f;
}

static void seen_line(struct SeenFile *f, int line)
{
	if (line < 0) {
		f->renumbered = true;
		return;
	}
	if (line == 0)
		return;
	if (f->n == f->cap) {
		f->cap = f->cap ? f->cap * 2 : 16;
		f->lines = xrealloc(f->lines, sizeof *f->lines * (size_t)f->cap);
	}
	f->lines[f->n++] = line;
}

void covseen_add(CoverageSeen *s, const CovMark *marks, int n)
{
	struct SeenFile *f = NULL;
	for (int i = 0; i < n; i++) {
		if (!f || f->file != marks[i].file)
			f = seen_file_of(s, marks[i].file);
		seen_line(f, marks[i].line);
	}
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

/* Sorted, each line once. */
static void seen_compact(struct SeenFile *f)
{
	if (f->n < 2)
		return;
	qsort(f->lines, (size_t)f->n, sizeof *f->lines, cmp_int);
	int w = 1;
	for (int i = 1; i < f->n; i++)
		if (f->lines[i] != f->lines[w - 1])
			f->lines[w++] = f->lines[i];
	f->n = w;
}

void covseen_write(const CoverageSeen *s, FILE *out)
{
	for (int i = 0; i < s->nfiles; i++) {
		struct SeenFile *f = &s->files[i];
		seen_compact(f);
		fputc('G', out);
		record_put_field(out, f->file);
		fputc('\t', out);
		if (f->renumbered)
			fputs("-1", out);
		for (int k = 0; k < f->n; k++)
			fprintf(out, "%s%d", k || f->renumbered ? "," : "", f->lines[k]);
		fputc('\n', out);
	}
}

bool covseen_read(CoverageSeen *s, const char *rec)
{
	const char *p = strchr(rec, '\t');   /* a tab in the path is written \t */
	if (!p)
		return false;
	char *field = xstrndup(rec, (size_t)(p - rec));
	const char *file = record_get_field(field);
	free(field);
	if (!file)
		return false;
	struct SeenFile *f = seen_file_of(s, display_path(file));
	for (p++; *p && *p != '\n';) {
		char *e;
		long v = strtol(p, &e, 10);
		if (e == p || v < -1 || v > 100000000)
			return false;
		seen_line(f, (int)v);
		p = *e == ',' ? e + 1 : e;
		if (*e != ',' && *e && *e != '\n')
			return false;
	}
	return true;
}

void covseen_free(CoverageSeen *s)
{
	for (int i = 0; i < s->nfiles; i++)
		free(s->files[i].lines);
	free(s->files);
	pm_free(&s->index);
	memset(s, 0, sizeof *s);
}

/* ---- kinds ---- */

static bool arch_name(const char *n, size_t len)
{
	static const char *const names[] = {
		"__x86_64__", "__i386__", "__aarch64__", "__arm__", "__riscv", "__powerpc__",
		"__powerpc64__", "__PPC64__", "__s390__", "__s390x__", "__mips__", "__sparc__",
		"__ia64__", "__alpha__", "__hppa__", "__m68k__", "__sh__", "__loongarch__",
		"CONFIG_X86", "CONFIG_X86_32", "CONFIG_X86_64", "CONFIG_ARM", "CONFIG_ARM64",
		"CONFIG_RISCV", "CONFIG_PPC", "CONFIG_PPC32", "CONFIG_PPC64", "CONFIG_S390",
		"CONFIG_MIPS", "CONFIG_SPARC", "CONFIG_SPARC64", "CONFIG_IA64", "CONFIG_ALPHA",
		"CONFIG_PARISC", "CONFIG_M68K", "CONFIG_SUPERH", "CONFIG_LOONGARCH", "CONFIG_UML",
		"CONFIG_ARC", "CONFIG_CSKY", "CONFIG_HEXAGON", "CONFIG_MICROBLAZE", "CONFIG_NIOS2",
		"CONFIG_OPENRISC", "CONFIG_XTENSA",
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strlen(names[i]) == len && !memcmp(names[i], n, len))
			return true;
	return false;
}

/* Names that are no macro being tested: the directive's words, operators
 * of #if, and the helpers whose arguments are the names tested. */
static bool helper_name(const char *n, size_t len)
{
	static const char *const names[] = {
		"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "of", "line",
		"defined", "IS_ENABLED", "IS_BUILTIN", "IS_MODULE", "IS_REACHABLE",
		"__has_include", "__has_include_next", "__has_attribute", "__has_builtin",
		"__has_feature", "__has_extension", "__has_c_attribute", "__has_cpp_attribute",
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strlen(names[i]) == len && !memcmp(names[i], n, len))
			return true;
	return false;
}

const char *coverage_kind(const char *d)
{
	const char *p = d + (*d == '#');
	if (!strcmp(p, "if 0") || !strcmp(p, "elif 0"))
		return "if0";
	bool config = false, other = false, arch = false;
	for (; *p; p++) {
		if (*p == '"' || *p == '<') {   /* a header name: not a macro */
			char close = *p == '"' ? '"' : '>';
			const char *e = strchr(p + 1, close);
			if (e) {
				p = e;
				continue;
			}
		}
		if (!(isalpha((unsigned char)*p) || *p == '_'))
			continue;
		const char *n = p;
		while (isalnum((unsigned char)p[1]) || p[1] == '_')
			p++;
		size_t len = (size_t)(p - n + 1);
		if (helper_name(n, len))
			continue;
		if (arch_name(n, len))
			arch = true;
		else if (len > 7 && !memcmp(n, "CONFIG_", 7))
			config = true;
		else
			other = true;
	}
	return arch ? "arch" : config && other ? "mixed" : config ? "config" : "other";
}

/* ---- the report ---- */

void coverage_add_file(CoverageList *l, const char *file, int groups, int compiled)
{
	if (l->nfiles == l->filescap) {
		l->filescap = l->filescap ? l->filescap * 2 : 16;
		l->files = xrealloc(l->files, sizeof *l->files * (size_t)l->filescap);
	}
	l->files[l->nfiles++] = (CoverageFile){intern(file), groups, compiled};
}

void coverage_add(CoverageList *l, const Uncompiled *u)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 16;
		l->v = xrealloc(l->v, sizeof *l->v * (size_t)l->cap);
	}
	Uncompiled *d = &l->v[l->n++];
	*d = *u;
	d->file = intern(u->file);
	d->directive = intern(u->directive ? u->directive : "");
	d->kind = intern(u->kind ? u->kind : coverage_kind(d->directive));
}

/* Whether the sorted lines hold one of first..last. */
static bool has_line(const int *lines, int n, int first, int last)
{
	int lo = 0, hi = n;      /* the first index whose line is >= first */
	while (lo < hi) {
		int m = (lo + hi) / 2;
		if (lines[m] < first)
			lo = m + 1;
		else
			hi = m;
	}
	return lo < n && lines[lo] <= last;
}

void coverage_report(const CoverageSeen *s, bool (*skip)(const char *file), CoverageList *out)
{
	for (int i = 0; i < s->nfiles; i++) {
		struct SeenFile *f = &s->files[i];
		if (f->renumbered || (skip && skip(f->file)))
			continue;
		seen_compact(f);
		Group *g = NULL;
		int ng = scan_groups(f->file, &g);
		if (ng <= 0) {
			free(g);
			continue;
		}
		int compiled = 0;
		for (int k = 0; k < ng; k++) {
			if (has_line(f->lines, f->n, g[k].line, g[k].dir_last)) {
				compiled++;
				continue;
			}
			Uncompiled u = {f->file, g[k].line, g[k].end_line, g[k].directive, NULL,
			                g[k].parent >= 0 ? g[g[k].parent].line : 0, false, 0};
			coverage_add(out, &u);
		}
		coverage_add_file(out, f->file, ng, compiled);
		free(g);
	}
	coverage_finish(out);
}

static int cmp_uncompiled(const void *a, const void *b)
{
	const Uncompiled *x = a, *y = b;
	int c = x->file == y->file ? 0 : strcmp(x->file, y->file);
	return c ? c : (x->line > y->line) - (x->line < y->line);
}

static int cmp_file(const void *a, const void *b)
{
	const CoverageFile *x = a, *y = b;
	return x->file == y->file ? 0 : strcmp(x->file, y->file);
}

void coverage_finish(CoverageList *l)
{
	if (l->n)
		qsort(l->v, (size_t)l->n, sizeof *l->v, cmp_uncompiled);
	if (l->nfiles)
		qsort(l->files, (size_t)l->nfiles, sizeof *l->files, cmp_file);
	/* the same group twice (a file given twice): once */
	int w = 0;
	for (int i = 0; i < l->n; i++)
		if (!w || l->v[w - 1].file != l->v[i].file || l->v[w - 1].line != l->v[i].line)
			l->v[w++] = l->v[i];
	l->n = w;
	w = 0;
	for (int i = 0; i < l->nfiles; i++)
		if (!w || l->files[w - 1].file != l->files[i].file)
			l->files[w++] = l->files[i];
	l->nfiles = w;
	l->groups = l->compiled = 0;
	for (int i = 0; i < l->nfiles; i++) {
		l->groups += l->files[i].groups;
		l->compiled += l->files[i].compiled;
	}
	/* outer: the enclosing group, if any, was compiled (it is not among
	 * this file's uncompiled ones, which are sorted: it comes before) */
	for (int i = 0; i < l->n; i++) {
		Uncompiled *u = &l->v[i];
		u->outer = true;
		u->nested = 0;
		for (int k = i - 1; u->parent && k >= 0 && l->v[k].file == u->file; k--)
			if (l->v[k].line == u->parent) {
				u->outer = false;
				break;
			}
	}
	for (int i = 0; i < l->n; i++) {
		Uncompiled *u = &l->v[i];
		if (!u->outer)
			continue;
		for (int k = i + 1; k < l->n && l->v[k].file == u->file && l->v[k].line <= u->end_line;
		     k++)
			u->nested++;
	}
}

void coverage_merge(CoverageList *acc, const CoverageList *l)
{
	PtrMap mine = {0};   /* file -> in acc */
	for (int i = 0; i < acc->nfiles; i++)
		pm_set(&mine, acc->files[i].file, &acc->files[i]);
	PtrMap theirs = {0};   /* file -> in l */
	for (int i = 0; i < l->nfiles; i++)
		pm_set(&theirs, l->files[i].file, &l->files[i]);
	/* a group of a file both read stays only if l left it uncompiled too */
	PtrMap lgroups = {0};  /* "file\nline" -> 1 for l's uncompiled */
	for (int i = 0; i < l->n; i++) {
		char *k = xasprintf("%s\n%d", l->v[i].file, l->v[i].line);
		pm_set(&lgroups, intern(k), (void *)1);
		free(k);
	}
	int w = 0;
	for (int i = 0; i < acc->n; i++) {
		Uncompiled *u = &acc->v[i];
		bool keep = true;
		if (pm_get(&theirs, u->file)) {
			char *k = xasprintf("%s\n%d", u->file, u->line);
			keep = pm_get(&lgroups, intern(k)) != NULL;
			free(k);
		}
		if (keep)
			acc->v[w++] = *u;
		else
			((CoverageFile *)pm_get(&mine, u->file))->compiled++;
	}
	acc->n = w;
	/* a file only l read: its groups as l says */
	for (int i = 0; i < l->n; i++)
		if (!pm_get(&mine, l->v[i].file))
			coverage_add(acc, &l->v[i]);
	for (int i = 0; i < l->nfiles; i++)
		if (!pm_get(&mine, l->files[i].file))
			coverage_add_file(acc, l->files[i].file, l->files[i].groups, l->files[i].compiled);
	pm_free(&mine);
	pm_free(&theirs);
	pm_free(&lgroups);
	coverage_finish(acc);
}

void coverage_free(CoverageList *l)
{
	free(l->v);
	free(l->files);
	memset(l, 0, sizeof *l);
}
