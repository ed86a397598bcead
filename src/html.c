/* html.c -- a result as a static HTML site (html.h, docs/output.md).
 *
 * Rendered from the model that --format=json writes and `nullaudit merge`
 * reads back (FindingList, RunStats, CoverageList, UnitErrorList), so that
 * `--format=html -o DIR` and `nullaudit report RESULT.json... -o DIR` give
 * the same site. The pages need no network and no script: a stylesheet,
 * links and <details>. Every byte of a file name, a source line, a message
 * or a directive goes through esc(). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#include "html.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

/* ---- escaping ---- */

/* N bytes of S as HTML text or attribute value: the five specials as
 * entities, a byte that is not part of well-formed UTF-8 as U+FFFD, other
 * control characters but the tab as U+FFFD too. */
static void esc_n(StrBuf *b, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;
	while (p < end) {
		switch (*p) {
		case '&': sb_puts(b, "&amp;"); break;
		case '<': sb_puts(b, "&lt;"); break;
		case '>': sb_puts(b, "&gt;"); break;
		case '"': sb_puts(b, "&quot;"); break;
		case '\'': sb_puts(b, "&#39;"); break;
		case '\t': sb_putc(b, '\t'); break;
		default:
			if (*p < 0x20 || *p == 0x7f) {
				sb_puts(b, "\xEF\xBF\xBD");
			} else if (*p < 0x80) {
				sb_putc(b, *p);
			} else {
				int k = utf8_len(p);
				if (k && p + k <= end) {
					sb_putn(b, (const char *)p, (size_t)k);
					p += k - 1;
				} else {
					sb_puts(b, "\xEF\xBF\xBD");
				}
			}
		}
		p++;
	}
}

static void esc(StrBuf *b, const char *s)
{
	if (s)
		esc_n(b, s, strlen(s));
}

/* ---- the files of the site ---- */

typedef struct Step {            /* one expansion step shown */
	int finding, chain, step;
} Step;

typedef struct Src {
	const char *file;        /* interned display path */
	char *page;              /* its page's name in files/, or NULL: none */
	bool loaded, ok;         /* its text was read (ok: it could be) */
	char *text;
	size_t len;
	int *lstart;             /* offsets of lines 1..nlines (index 0 unused) */
	int nlines;
	int *finds, nfinds;      /* findings spelled here (indices in the list) */
	Step *calls;             /* expansions written here (call sites) */
	int ncalls;
	int *unc, nunc;          /* its groups never compiled (coverage->v) */
	const CoverageFile *cov;
	int shown, suppressed;   /* findings */
} Src;

typedef struct Html {
	const FindingList *fl;
	const RunStats *st;
	const ReportOptions *o;
	const CoverageList *cov;
	const UnitErrorList *errs;
	PtrMap map;              /* interned file -> Src * */
	Src **v;
	int n, cap;
	PtrMap defs;             /* interned "macro\nfile\nline" -> Def * */
	struct Def **pending;    /* not found in the files of the findings */
	int npending;
	const char **configs;    /* the configurations, in order */
	int nconfigs;
	const char *dir;
	PtrMap written;          /* interned page names written in files/ */
	int status;
} Html;

typedef struct Def {
	Src *src;                /* NULL: not found */
	int line;
	const char *macro;       /* interned */
} Def;

static Src *src_get(Html *s, const char *file)
{
	file = intern(file ? file : "");
	Src *x = (Src *)pm_get(&s->map, file);
	if (x)
		return x;
	x = xcalloc(1, sizeof *x);
	x->file = file;
	pm_set(&s->map, file, x);
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->v = xrealloc(s->v, sizeof *s->v * (size_t)s->cap);
	}
	s->v[s->n++] = x;
	return x;
}

static bool src_load(Src *x)
{
	if (x->loaded)
		return x->ok;
	x->loaded = true;
	if (!*x->file)
		return false;
	char *err = NULL;
	x->text = read_file(x->file, &x->len, &err);
	free(err);
	if (!x->text)
		return false;
	x->ok = true;
	int cap = 64;
	x->lstart = xmalloc(sizeof *x->lstart * (size_t)cap);
	x->nlines = 0;
	for (size_t i = 0; i < x->len;) {
		if (x->nlines + 2 >= cap) {
			cap *= 2;
			x->lstart = xrealloc(x->lstart, sizeof *x->lstart * (size_t)cap);
		}
		x->lstart[++x->nlines] = (int)i;
		const char *nl = memchr(x->text + i, '\n', x->len - i);
		i = nl ? (size_t)(nl - x->text) + 1 : x->len;
	}
	return true;
}

/* Line LN of X without its line end; false when there is none. */
static bool src_line(const Src *x, int ln, const char **p, int *n)
{
	if (!x->ok || ln < 1 || ln > x->nlines)
		return false;
	int a = x->lstart[ln];
	int e = ln < x->nlines ? x->lstart[ln + 1] : (int)x->len;
	while (e > a && (x->text[e - 1] == '\n' || x->text[e - 1] == '\r'))
		e--;
	*p = x->text + a;
	*n = e - a;
	return true;
}

static void src_free(Src *x)
{
	free(x->page);
	free(x->text);
	free(x->lstart);
	free(x->finds);
	free(x->calls);
	free(x->unc);
	free(x);
}

/* A page name for FILE: its last characters with every byte but
 * [A-Za-z0-9._-] as '_', and a hash of the whole path (no two files share
 * one, and no name needs escaping in a link). */
static char *page_name(const char *file)
{
	unsigned long h = 2166136261u;
	for (const unsigned char *p = (const unsigned char *)file; *p; p++)
		h = ((h ^ *p) * 16777619u) & 0xffffffffu;
	size_t n = strlen(file);
	const char *tail = n > 80 ? file + n - 80 : file;
	StrBuf b = {0};
	for (const char *p = tail; *p; p++) {
		unsigned char c = (unsigned char)*p;
		bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		          c == '.' || c == '_' || c == '-';
		sb_putc(&b, ok ? c : '_');
	}
	sb_printf(&b, "-%08lx.html", h);
	return sb_steal(&b);
}

static void want_page(Src *x)
{
	if (!x->page && *x->file)
		x->page = page_name(x->file);
}

/* ---- macro definitions ---- */

/* The name a line "# define NAME..." of N bytes at P defines (*LEN its
 * length), or NULL. */
static const char *defined_name(const char *p, int n, size_t *len)
{
	const char *e = p + n;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	if (p == e || *p != '#')
		return NULL;
	for (p++; p < e && (*p == ' ' || *p == '\t'); p++)
		;
	if (e - p < 7 || strncmp(p, "define", 6) || (p[6] != ' ' && p[6] != '\t'))
		return NULL;
	for (p += 7; p < e && (*p == ' ' || *p == '\t'); p++)
		;
	const char *q = p;
	while (q < e && (*q == '_' || (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
	                 (*q >= '0' && *q <= '9')))
		q++;
	*len = (size_t)(q - p);
	return q > p ? p : NULL;
}

/* The line of X that defines MACRO ("# define MACRO"), the last one at or
 * before line NEAR when there is one, else the first; 0 when none. */
static int define_line(Src *x, const char *macro, int near)
{
	if (!src_load(x))
		return 0;
	size_t mn = strlen(macro);
	int found = 0;
	for (int ln = 1; ln <= x->nlines; ln++) {
		const char *p = "", *name;
		int n = 0;
		size_t len;
		src_line(x, ln, &p, &n);
		if (!(name = defined_name(p, n, &len)) || len != mn || strncmp(name, macro, mn))
			continue;
		if (found && ln > near)
			break;
		found = ln;
		if (ln > near)
			break;
	}
	return found;
}

/* Where MACRO is defined, for the step whose inner place (the spelling,
 * or the call site of the macro it expanded to) is AT: a macro body holds
 * what it expands to, so AT's file is looked at first, then the other
 * files of the findings and their chains. */
static const Def *def_find(Html *s, const char *macro, SrcLoc at)
{
	char *k = xasprintf("%s\n%s\n%d", macro, at.file ? at.file : "", at.line);
	const char *key = intern(k);
	free(k);
	Def *d = (Def *)pm_get(&s->defs, key);
	if (d)
		return d;
	d = xcalloc(1, sizeof *d);
	d->macro = intern(macro);
	pm_set(&s->defs, key, d);
	if (!*macro)
		return d;
	Src *x = src_get(s, at.file);
	int ln = define_line(x, macro, at.line);
	for (int i = 0; !ln && i < s->n; i++) {
		x = s->v[i];
		if (x->nfinds || x->ncalls)
			ln = define_line(x, macro, 0);
	}
	if (ln) {
		d->src = x;
		d->line = ln;
		want_page(x);
	} else {
		s->pending = xrealloc(s->pending, sizeof *s->pending * (size_t)(s->npending + 1));
		s->pending[s->npending++] = d;
	}
	return d;
}

/* The macros not defined in the files of the findings, looked for in one
 * pass over the other files the units read (those of the coverage): the
 * first definition met. */
static void defs_pending(Html *s)
{
	PtrMap want = {0};   /* interned macro -> (void *)1, then a Def found */
	for (int i = 0; i < s->npending; i++)
		pm_set(&want, s->pending[i]->macro, (void *)1);
	int left = s->npending;
	for (int i = 0; s->cov && left && i < s->cov->nfiles; i++) {
		Src *x = src_get(s, s->cov->files[i].file);
		bool had = x->loaded;
		if (!src_load(x))
			continue;
		for (int ln = 1; ln <= x->nlines; ln++) {
			const char *p = "", *at;
			int n = 0;
			size_t len;
			src_line(x, ln, &p, &n);
			if (!(at = defined_name(p, n, &len)))
				continue;
			const char *name = intern_n(at, len);
			if (pm_get(&want, name) != (void *)1)
				continue;
			Def *d = xcalloc(1, sizeof *d);
			*d = (Def){x, ln, name};
			pm_set(&want, name, d);
			want_page(x);
			left--;
		}
		if (!had && !x->page) {   /* keep only the texts of the pages */
			free(x->text);
			x->text = NULL;
			free(x->lstart);
			x->lstart = NULL;
			x->loaded = x->ok = false;
		}
	}
	for (int i = 0; i < s->npending; i++) {
		const Def *d = pm_get(&want, s->pending[i]->macro);
		if (d && d != (void *)1) {
			s->pending[i]->src = d->src;
			s->pending[i]->line = d->line;
		}
	}
	for (size_t i = 0; i < want.cap; i++)
		if (want.key && want.key[i] && want.val[i] != (void *)1)
			free((void *)want.val[i]);
	pm_free(&want);
}

static const FindingExp *chain_of(const Finding *f, int c, int *n)
{
	if (c == 0) {
		*n = f->nexps;
		return f->exps;
	}
	*n = f->chains[c - 1].n;
	return f->chains[c - 1].v;
}

/* ---- page pieces ---- */

static const char *css =
	"body{font:14px/1.4 sans-serif;margin:0 1.5em 2em;color:#222;background:#fff}\n"
	"nav{padding:.6em 0;border-bottom:1px solid #ccc;margin-bottom:.6em}\n"
	"nav a{margin-right:1.2em}\n"
	"h1{font-size:1.4em;word-break:break-all}h2{font-size:1.15em;margin-top:1.6em}\n"
	"table{border-collapse:collapse}\n"
	"table.t td,table.t th{border:1px solid #ddd;padding:2px 8px;text-align:left;vertical-align:top}\n"
	"table.t th{background:#f3f3f3}table.t td.num{text-align:right}\n"
	"tr.dir td{background:#f7f7f7;font-weight:bold}\n"
	"td.yes{background:#f6c9c4;text-align:center}td.no{color:#bbb;text-align:center}\n"
	"code,pre,table.src{font-family:monospace}\n"
	".finding{border-left:4px solid #d9822b;background:#fdf6ec;padding:.3em .8em;margin:.6em 0}\n"
	".finding.error{border-color:#c0392b}.finding.suppressed{border-color:#999;background:#f2f2f2;color:#666}\n"
	".tag{font-size:.85em;padding:0 .4em;border-radius:3px;background:#eee;margin-left:.3em}\n"
	".tag.warning{background:#f5d1a3}.tag.error{background:#f1a9a0}.tag.suppressed{background:#ccc}\n"
	".finding p{margin:.25em 0}ol.chain{margin:.2em 0}\n"
	"table.src{font-size:13px;width:100%}\n"
	"table.src td{padding:0 .6em;white-space:pre;tab-size:8;-moz-tab-size:8}\n"
	"table.src td:first-child{text-align:right;color:#888;user-select:none;width:4em;border-right:1px solid #ddd}\n"
	"table.src tr.nc td:last-child{background:#f8d7d7}table.src tr.nd td:last-child{background:#eeb9b9}\n"
	"table.src tr.note td:last-child{white-space:normal;font-family:sans-serif;background:#fff3c4;padding:2px .6em}\n"
	"table.src tr.note.call td:last-child{background:#e3eefc}\n"
	"table.src tr.note.suppressed td:last-child{background:#eee}\n"
	"a.m{background:#ffd24d;color:inherit;text-decoration:none;outline:1px solid #d9822b}\n"
	"a.m.suppressed{background:#ddd;outline-color:#999}\n"
	"a.x{background:#cfe0fb;color:inherit;text-decoration:none}\n"
	":target{outline:2px solid #3b7dd8}\n";

static void page_begin(StrBuf *b, const char *title, const char *up)
{
	sb_puts(b, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>");
	esc(b, title);
	sb_printf(b, " - nullaudit</title>\n<link rel=\"stylesheet\" href=\"%sstyle.css\"></head>\n<body>\n"
	          "<nav><a href=\"%sindex.html\">Findings</a><a href=\"%scoverage.html\">Coverage</a>"
	          "<a href=\"%serrors.html\">Units not fully checked</a></nav>\n<h1>", up, up, up, up);
	esc(b, title);
	sb_puts(b, "</h1>\n");
}

static void page_end(StrBuf *b)
{
	sb_printf(b, "<p><small>nullaudit %s</small></p>\n</body></html>\n", PACKAGE_VERSION);
}

static void put_file(Html *s, const char *sub, const char *name, StrBuf *b)
{
	char *path = xasprintf("%s/%s%s", s->dir, sub, name);
	if (write_file_atomic(path, b->buf ? b->buf : "", b->len) != 0) {
		na_error("%s: cannot write: %s", path, strerror(errno));
		s->status = -1;
	}
	free(path);
	free(sb_steal(b));
}

/* A link to line LN of FILE's page (from a page in files/ when IN_FILES),
 * its text "FILE:LN:COL" (COL 0: without); plain text when FILE has no page. */
static void loc_link(Html *s, StrBuf *b, const char *file, int ln, int col, bool in_files,
                     const char *self)
{
	Src *x = (Src *)pm_get(&s->map, intern(file ? file : ""));
	if (x && x->page) {
		if (x->file == self)
			sb_printf(b, "<a href=\"#L%d\">", ln);
		else
			sb_printf(b, "<a href=\"%s%s#L%d\">", in_files ? "" : "files/", x->page, ln);
	}
	esc(b, file);
	sb_printf(b, ":%d", ln);
	if (col > 0)
		sb_printf(b, ":%d", col);
	if (x && x->page)
		sb_puts(b, "</a>");
}

static void finding_head(StrBuf *b, const Finding *f)
{
	const char *sev = severity_name(f->severity);
	sb_printf(b, "<span class=\"tag %s\">%s</span> ", sev, sev);
	esc(b, f->message);
	sb_printf(b, " <span class=\"tag\">%s</span>", rules[f->rule].name);
	if (f->suppressed)
		sb_puts(b, "<span class=\"tag suppressed\">suppressed</span>");
}

/* One chain, innermost first: where it is spelled, then each macro with
 * its definition and the place it was expanded. */
static void chain_html(Html *s, StrBuf *b, const Finding *f, const FindingExp *v, int n,
                       const char *self)
{
	sb_puts(b, "<ol class=\"chain\"><li>spelled <code>");
	esc(b, f->spelling);
	sb_puts(b, "</code> at ");
	loc_link(s, b, f->loc.file, f->loc.line, f->loc.col, true, self);
	sb_puts(b, "</li>\n");
	for (int j = 0; j < n; j++) {
		SrcLoc inner = j ? v[j - 1].loc : f->loc;
		const Def *d = def_find(s, v[j].macro, inner);
		sb_puts(b, "<li>in the expansion of <code>");
		esc(b, v[j].macro);
		sb_puts(b, "</code>");
		if (d->src) {
			sb_puts(b, " (defined at ");
			loc_link(s, b, d->src->file, d->line, 0, true, self);
			sb_puts(b, ")");
		}
		sb_puts(b, ", expanded at ");
		loc_link(s, b, v[j].loc.file, v[j].loc.line, v[j].loc.col, true, self);
		sb_puts(b, "</li>\n");
	}
	sb_puts(b, "</ol>\n");
}

static void finding_html(Html *s, StrBuf *b, int i, const char *self)
{
	const Finding *f = &s->fl->v[i];
	sb_printf(b, "<div class=\"finding %s%s\" id=\"f%d\"><p>", severity_name(f->severity),
	          f->suppressed ? " suppressed" : "", i);
	loc_link(s, b, f->loc.file, f->loc.line, f->loc.col, true, self);
	sb_puts(b, ": ");
	finding_head(b, f);
	sb_puts(b, "</p>\n");
	if (f->has_fix) {
		sb_puts(b, "<p>Fix: replace <code>");
		esc(b, f->spelling);
		sb_puts(b, "</code> with <code>");
		esc(b, f->fix.replacement);
		sb_puts(b, "</code> at ");
		loc_link(s, b, f->fix.loc.file, f->fix.loc.line, f->fix.loc.col, true, self);
		sb_puts(b, "</p>\n");
	} else {
		sb_puts(b, "<p>No safe fix</p>\n");
	}
	if (f->configs.n) {
		sb_puts(b, "<p>Configurations: ");
		for (int c = 0; c < f->configs.n; c++) {
			sb_puts(b, c ? ", <code>" : "<code>");
			esc(b, f->configs.v[c]);
			sb_puts(b, "</code>");
		}
		if (f->condition) {
			sb_puts(b, "; presence condition <code>");
			esc(b, f->condition);
			sb_puts(b, "</code>");
		}
		sb_puts(b, "</p>\n");
	}
	if (f->nexps) {
		int total = 1 + f->nchains;
		sb_printf(b, "<p>Expansion chain%s", total > 1 ? " 1 of " : "");
		if (total > 1)
			sb_printf(b, "%d", total);
		if (f->expansion_count > 1)
			sb_printf(b, " (%d expansions carried it)", f->expansion_count);
		sb_puts(b, ":</p>\n");
		chain_html(s, b, f, f->exps, f->nexps, self);
		if (f->nchains) {
			sb_printf(b, "<details><summary>%d other chain%s</summary>\n", f->nchains,
			          f->nchains == 1 ? "" : "s");
			for (int c = 1; c <= f->nchains; c++) {
				int n;
				const FindingExp *v = chain_of(f, c, &n);
				sb_printf(b, "<p>Chain %d:</p>\n", c + 1);
				chain_html(s, b, f, v, n, self);
			}
			sb_puts(b, "</details>\n");
		}
	}
	sb_puts(b, "</div>\n");
}

/* ---- a file's page ---- */

typedef struct Mark {
	int line, col, len;
	int finding;
	int call;                /* the expansion step (in calls), or -1 */
} Mark;

static int mark_cmp(const void *a, const void *b)
{
	const Mark *x = a, *y = b;
	if (x->line != y->line)
		return (x->line > y->line) - (x->line < y->line);
	if (x->col != y->col)
		return (x->col > y->col) - (x->col < y->col);
	return x->call != y->call ? x->call - y->call : x->finding - y->finding;
}

static int int_cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

static void configs_sentence(Html *s, StrBuf *b)
{
	if (s->nconfigs <= 1) {
		sb_puts(b, "never compiled");
		return;
	}
	sb_printf(b, "compiled by none of the %d configurations (", s->nconfigs);
	for (int c = 0; c < s->nconfigs; c++) {
		sb_puts(b, c ? ", <code>" : "<code>");
		esc(b, s->configs[c]);
		sb_puts(b, "</code>");
	}
	sb_puts(b, ")");
}

static void file_page(Html *s, Src *x)
{
	StrBuf b = {0};
	const FindingList *fl = s->fl;
	page_begin(&b, x->file, "../");
	sb_printf(&b, "<p>%d finding%s", x->shown, x->shown == 1 ? "" : "s");
	if (x->suppressed)
		sb_printf(&b, ", %d suppressed", x->suppressed);
	if (x->ncalls)
		sb_printf(&b, "; %d expansion step%s of findings written here", x->ncalls,
		          x->ncalls == 1 ? "" : "s");
	if (x->cov)
		sb_printf(&b, "; <code>#if</code> groups: %d, compiled %d, never compiled %d",
		          x->cov->groups, x->cov->compiled, x->cov->groups - x->cov->compiled);
	sb_puts(&b, "</p>\n");
	if (x->nfinds) {
		sb_puts(&b, "<h2 id=\"findings\">Findings</h2>\n");
		for (int k = 0; k < x->nfinds; k++)
			finding_html(s, &b, x->finds[k], x->file);
	}
	if (x->ncalls) {
		sb_puts(&b, "<h2 id=\"expansions\">Findings expanded here</h2>\n<ul>\n");
		for (int k = 0; k < x->ncalls; k++) {
			const Step *c = &x->calls[k];
			const Finding *f = &fl->v[c->finding];
			int n;
			const FindingExp *v = chain_of(f, c->chain, &n);
			sb_printf(&b, "<li><a href=\"#L%d\">line %d</a>: <code>", v[c->step].loc.line,
			          v[c->step].loc.line);
			esc(&b, v[c->step].macro);
			sb_puts(&b, "</code> carries ");
			Src *fx = (Src *)pm_get(&s->map, f->loc.file);
			if (fx && fx->page)
				sb_printf(&b, "<a href=\"%s#f%d\">", fx == x ? "" : fx->page, c->finding);
			esc(&b, f->loc.file);
			sb_printf(&b, ":%d:%d", f->loc.line, f->loc.col);
			if (fx && fx->page)
				sb_puts(&b, "</a>");
			sb_puts(&b, ": ");
			finding_head(&b, f);
			sb_puts(&b, "</li>\n");
		}
		sb_puts(&b, "</ul>\n");
	}
	if (x->nunc) {
		sb_printf(&b, "<h2 id=\"coverage\">Groups never compiled</h2>\n<p>%d group%s ", x->nunc,
		          x->nunc == 1 ? "" : "s");
		configs_sentence(s, &b);
		sb_puts(&b, ":</p>\n<table class=\"t\"><tr><th>Lines</th><th>Directive</th><th>Kind</th></tr>\n");
		for (int k = 0; k < x->nunc; k++) {
			const Uncompiled *u = &s->cov->v[x->unc[k]];
			sb_printf(&b, "<tr><td><a href=\"#L%d\">%d&#8211;%d</a></td><td><code>", u->line,
			          u->line, u->end_line);
			esc(&b, u->directive);
			sb_puts(&b, "</code></td><td>");
			esc(&b, u->kind);
			if (!u->outer)
				sb_printf(&b, ", inside the group of line %d", u->parent);
			sb_puts(&b, "</td></tr>\n");
		}
		sb_puts(&b, "</table>\n");
	}
	sb_puts(&b, "<h2 id=\"source\">Source</h2>\n");
	if (!src_load(x)) {
		sb_puts(&b, "<p>The source is not available here (the result is rendered from another "
		            "directory, or the file is gone).</p>\n");
		page_end(&b);
		put_file(s, "files/", x->page, &b);
		return;
	}
	/* per line: shading, marks, notes */
	char *shade = xcalloc((size_t)x->nlines + 2, 1);
	for (int k = 0; k < x->nunc; k++) {
		const Uncompiled *u = &s->cov->v[x->unc[k]];
		if (u->line >= 1 && u->line <= x->nlines)
			shade[u->line] = 2;
		for (int ln = u->line + 1; ln <= u->end_line && ln <= x->nlines; ln++)
			if (ln >= 1 && !shade[ln])
				shade[ln] = 1;
	}
	/* the marks: findings at their spelling, expansions at their call
	 * site; by line and column */
	int nm = x->nfinds + x->ncalls;
	Mark *marks = xcalloc((size_t)nm + 1, sizeof *marks);
	for (int k = 0; k < x->nfinds; k++) {
		const Finding *f = &fl->v[x->finds[k]];
		marks[k] = (Mark){f->loc.line, f->loc.col, (int)strlen(f->spelling), x->finds[k], -1};
	}
	for (int k = 0; k < x->ncalls; k++) {
		int n;
		const FindingExp *v = chain_of(&fl->v[x->calls[k].finding], x->calls[k].chain, &n);
		const FindingExp *e = &v[x->calls[k].step];
		marks[x->nfinds + k] = (Mark){e->loc.line, e->loc.col, (int)strlen(e->macro),
		                              x->calls[k].finding, k};
	}
	qsort(marks, (size_t)nm, sizeof *marks, mark_cmp);
	int mk = 0;
	sb_puts(&b, "<table class=\"src\">\n");
	for (int ln = 1; ln <= x->nlines; ln++) {
		const char *p = "";
		int n = 0;
		src_line(x, ln, &p, &n);
		/* the rows of the source are most of a site's bytes: the end
		 * tags that HTML lets out are left out */
		sb_printf(&b, "<tr id=L%d%s><td>%d<td>", ln,
		          shade[ln] == 2 ? " class=nd" : shade[ln] ? " class=nc" : "", ln);
		while (mk < nm && marks[mk].line < ln)
			mk++;
		int m0 = mk;
		while (mk < nm && marks[mk].line == ln)
			mk++;
		int at = 0;
		for (int k = m0; k < mk; k++) {
			int c = marks[k].col - 1;
			if (c < at || c >= n)
				continue;
			int len = marks[k].len < 1 ? 1 : marks[k].len;
			if (c + len > n)
				len = n - c;
			esc_n(&b, p + at, (size_t)(c - at));
			const Finding *f = &fl->v[marks[k].finding];
			if (marks[k].call < 0) {
				sb_printf(&b, "<a class=\"m%s\" href=\"#f%d\" title=\"%s\">",
				          f->suppressed ? " suppressed" : "", marks[k].finding, rules[f->rule].name);
			} else {
				Src *fx = (Src *)pm_get(&s->map, f->loc.file);
				sb_printf(&b, "<a class=\"x\" href=\"%s#f%d\" title=\"%s\">",
				          fx == x ? "" : fx->page, marks[k].finding, rules[f->rule].name);
			}
			esc_n(&b, p + c, (size_t)len);
			sb_puts(&b, "</a>");
			at = c + len;
		}
		esc_n(&b, p + at, (size_t)(n - at));
		sb_putc(&b, '\n');
		for (int k = m0; k < mk; k++) {
			const Finding *f = &fl->v[marks[k].finding];
			if (marks[k].call < 0) {
				sb_printf(&b, "<tr class=\"note%s\"><td></td><td><a href=\"#f%d\">",
				          f->suppressed ? " suppressed" : "", marks[k].finding);
				finding_head(&b, f);
				sb_puts(&b, "</a></td></tr>\n");
				continue;
			}
			const Step *c = &x->calls[marks[k].call];
			Src *fx = (Src *)pm_get(&s->map, f->loc.file);
			int nv;
			const FindingExp *v = chain_of(f, c->chain, &nv);
			sb_puts(&b, "<tr class=\"note call\"><td></td><td>the expansion of <code>");
			esc(&b, v[c->step].macro);
			sb_printf(&b, "</code> here carries <a href=\"%s#f%d\">", fx == x ? "" : fx->page,
			          c->finding);
			esc(&b, f->loc.file);
			sb_printf(&b, ":%d:%d</a>: ", f->loc.line, f->loc.col);
			esc(&b, f->message);
			sb_puts(&b, "</td></tr>\n");
		}
	}
	sb_puts(&b, "</table>\n");
	free(shade);
	free(marks);
	page_end(&b);
	put_file(s, "files/", x->page, &b);
}

/* ---- the index ---- */

static const char *dir_of(const char *file, char *buf, size_t cap)
{
	const char *sl = strrchr(file, '/');
	if (!sl)
		return ".";
	size_t n = (size_t)(sl - file);
	if (n == 0)
		return "/";
	if (n >= cap)
		n = cap - 1;
	memcpy(buf, file, n);
	buf[n] = '\0';
	return buf;
}

static int src_cmp(const void *a, const void *b)
{
	const Src *x = *(Src *const *)a, *y = *(Src *const *)b;
	return strcmp(x->file, y->file);
}

static void summary_line(Html *s, StrBuf *b)
{
	int shown = 0, sup = 0;
	for (int i = 0; i < s->fl->n; i++)
		s->fl->v[i].suppressed ? sup++ : shown++;
	sb_printf(b, "<p id=\"totals\"><strong>%d</strong> finding%s", shown, shown == 1 ? "" : "s");
	if (sup)
		sb_printf(b, " (and %d suppressed)", sup);
	sb_printf(b, " in %d unit%s", s->st->units, s->st->units == 1 ? "" : "s");
	if (s->nconfigs > 1)
		sb_printf(b, " of %d configurations", s->nconfigs);
	sb_printf(b, "; <a href=\"errors.html\">%d unit error%s</a>", s->errs ? s->errs->n : 0,
	          s->errs && s->errs->n == 1 ? "" : "s");
	if (s->cov)
		sb_printf(b, "; <a href=\"coverage.html\"><code>#if</code> groups: %d, never compiled %d</a>",
		          s->cov->groups, s->cov->groups - s->cov->compiled);
	sb_puts(b, ".</p>\n");
}

static void index_page(Html *s, Src **files, int nfiles)
{
	const FindingList *fl = s->fl;
	StrBuf b = {0};
	page_begin(&b, "nullaudit report", "");
	summary_line(s, &b);

	sb_puts(&b, "<h2 id=\"rules\">By rule</h2>\n<table class=\"t\"><tr><th>Rule</th><th>Findings</th>"
	            "<th>Suppressed</th></tr>\n");
	for (int r = 0; r < RULE_COUNT; r++) {
		int n = 0, sup = 0;
		for (int i = 0; i < fl->n; i++)
			if ((int)fl->v[i].rule == r)
				fl->v[i].suppressed ? sup++ : n++;
		if (n || sup)
			sb_printf(&b, "<tr><td>%s</td><td class=\"num\">%d</td><td class=\"num\">%d</td></tr>\n",
			          rules[r].name, n, sup);
	}
	sb_puts(&b, "</table>\n");

	sb_puts(&b, "<h2 id=\"files\">By directory and file</h2>\n<table class=\"t\"><tr><th>Directory / file"
	            "</th><th>Findings</th><th>Suppressed</th></tr>\n");
	char d1[4096], d2[4096];
	for (int i = 0; i < nfiles; i++) {
		Src *x = files[i];
		if (!x->nfinds)
			continue;
		const char *d = dir_of(x->file, d1, sizeof d1);
		bool first = true;
		for (int k = i - 1; k >= 0 && first; k--)
			if (files[k]->nfinds)
				first = strcmp(dir_of(files[k]->file, d2, sizeof d2), d) != 0;
		if (first) {
			int n = 0, sup = 0;
			for (int k = i; k < nfiles; k++) {
				if (!files[k]->nfinds)
					continue;
				if (strcmp(dir_of(files[k]->file, d2, sizeof d2), d))
					break;
				n += files[k]->shown;
				sup += files[k]->suppressed;
			}
			sb_puts(&b, "<tr class=\"dir\"><td>");
			esc(&b, d);
			sb_printf(&b, "/</td><td class=\"num\">%d</td><td class=\"num\">%d</td></tr>\n", n, sup);
		}
		sb_printf(&b, "<tr><td>&#160;&#160;<a href=\"files/%s\">", x->page);
		esc(&b, x->file);
		sb_printf(&b, "</a></td><td class=\"num\">%d</td><td class=\"num\">%d</td></tr>\n", x->shown,
		          x->suppressed);
	}
	sb_puts(&b, "</table>\n");

	if (s->nconfigs > 0) {
		sb_puts(&b, "<h2 id=\"configs\">By configuration</h2>\n<table class=\"t\"><tr><th>Configuration"
		            "</th><th>Findings</th><th>Units</th><th>Seconds</th></tr>\n");
		for (int c = 0; c < s->nconfigs; c++) {
			int n = 0;
			for (int i = 0; i < fl->n; i++)
				n += !fl->v[i].suppressed && sv_contains(&fl->v[i].configs, s->configs[c]);
			sb_puts(&b, "<tr><td>");
			esc(&b, s->configs[c]);
			sb_printf(&b, "</td><td class=\"num\">%d</td>", n);
			const RunStats *st = s->st;
			int k = -1;
			for (int j = 0; st->config_units && st->config_names && j < st->configs; j++)
				if (st->config_names[j] && !strcmp(st->config_names[j], s->configs[c]))
					k = j;
			if (k >= 0)
				sb_printf(&b, "<td class=\"num\">%d</td><td class=\"num\">%.1f</td></tr>\n",
				          st->config_units[k], st->config_seconds[k]);
			else
				sb_puts(&b, "<td></td><td></td></tr>\n");
		}
		sb_puts(&b, "</table>\n");
	}

	sb_puts(&b, "<h2 id=\"matrix\">Findings by configuration</h2>\n");
	if (!fl->n) {
		sb_puts(&b, "<p>No findings.</p>\n");
	} else {
		sb_puts(&b, "<table class=\"t\" id=\"matrix-table\"><tr><th>Finding</th><th>Rule</th><th>Message</th>");
		for (int c = 0; c < s->nconfigs; c++) {
			sb_puts(&b, "<th>");
			esc(&b, s->configs[c]);
			sb_puts(&b, "</th>");
		}
		if (s->nconfigs)
			sb_puts(&b, "<th>Presence condition</th>");
		sb_puts(&b, "</tr>\n");
		for (int i = 0; i < fl->n; i++) {
			const Finding *f = &fl->v[i];
			Src *x = (Src *)pm_get(&s->map, f->loc.file);
			sb_printf(&b, "<tr class=\"finding-row%s\"><td>", f->suppressed ? " suppressed" : "");
			if (x && x->page)
				sb_printf(&b, "<a href=\"files/%s#f%d\">", x->page, i);
			esc(&b, f->loc.file);
			sb_printf(&b, ":%d:%d%s%s</td><td>%s</td><td>", f->loc.line, f->loc.col,
			          x && x->page ? "</a>" : "",
			          f->suppressed ? " <span class=\"tag suppressed\">suppressed</span>" : "",
			          rules[f->rule].name);
			esc(&b, f->message);
			sb_puts(&b, "</td>");
			for (int c = 0; c < s->nconfigs; c++)
				sb_puts(&b, sv_contains(&f->configs, s->configs[c]) ? "<td class=\"yes\">&#9679;</td>"
				                                                   : "<td class=\"no\">&#183;</td>");
			if (s->nconfigs) {
				sb_puts(&b, "<td><code>");
				esc(&b, f->condition ? f->condition : f->configs.n == s->nconfigs ? "1" : "");
				sb_puts(&b, "</code></td>");
			}
			sb_puts(&b, "</tr>\n");
		}
		sb_puts(&b, "</table>\n");
	}
	page_end(&b);
	put_file(s, "", "index.html", &b);
}

/* ---- coverage and errors ---- */

static void coverage_page(Html *s)
{
	StrBuf b = {0};
	page_begin(&b, "Coverage of the #if groups", "");
	const CoverageList *c = s->cov;
	if (!c) {
		sb_puts(&b, "<p>This result has no coverage (a single-configuration run without "
		            "<code>--coverage</code>).</p>\n");
		page_end(&b);
		put_file(s, "", "coverage.html", &b);
		return;
	}
	sb_printf(&b, "<p id=\"cov-totals\">%d <code>#if</code> groups in %d files: %d compiled, "
	          "%d never compiled", c->groups, c->nfiles, c->compiled, c->groups - c->compiled);
	if (s->nconfigs > 1) {
		sb_puts(&b, " (");
		configs_sentence(s, &b);
		sb_puts(&b, ")");
	}
	sb_puts(&b, ".</p>\n");
	static const char *const kinds[] = {"config", "arch", "other", "mixed", "if0"};
	sb_puts(&b, "<table class=\"t\"><tr><th>Kind of group never compiled</th><th>Groups</th></tr>\n");
	for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
		int n = 0;
		for (int i = 0; i < c->n; i++)
			n += c->v[i].kind && !strcmp(c->v[i].kind, kinds[k]);
		sb_printf(&b, "<tr><td>%s</td><td class=\"num\">%d</td></tr>\n", kinds[k], n);
	}
	sb_puts(&b, "</table>\n<h2 id=\"cov-files\">By directory and file</h2>\n<table class=\"t\"><tr><th>"
	            "Directory / file</th><th>Groups</th><th>Compiled</th><th>Never compiled</th></tr>\n");
	char d1[4096], d2[4096];
	for (int i = 0; i < c->nfiles; i++) {
		const CoverageFile *f = &c->files[i];
		const char *d = dir_of(f->file, d1, sizeof d1);
		if (!i || strcmp(dir_of(c->files[i - 1].file, d2, sizeof d2), d)) {
			int g = 0, comp = 0;
			for (int k = i; k < c->nfiles && !strcmp(dir_of(c->files[k].file, d2, sizeof d2), d); k++) {
				g += c->files[k].groups;
				comp += c->files[k].compiled;
			}
			sb_puts(&b, "<tr class=\"dir\"><td>");
			esc(&b, d);
			sb_printf(&b, "/</td><td class=\"num\">%d</td><td class=\"num\">%d</td>"
			          "<td class=\"num\">%d</td></tr>\n", g, comp, g - comp);
		}
		Src *x = (Src *)pm_get(&s->map, intern(f->file));
		sb_puts(&b, "<tr><td>&#160;&#160;");
		if (x && x->page)
			sb_printf(&b, "<a href=\"files/%s%s\">", x->page, x->nunc ? "#coverage" : "");
		esc(&b, f->file);
		sb_printf(&b, "%s</td><td class=\"num\">%d</td><td class=\"num\">%d</td><td class=\"num\">%d"
		          "</td></tr>\n", x && x->page ? "</a>" : "", f->groups, f->compiled,
		          f->groups - f->compiled);
	}
	sb_puts(&b, "</table>\n");
	page_end(&b);
	put_file(s, "", "coverage.html", &b);
}

static void errors_page(Html *s)
{
	StrBuf b = {0};
	page_begin(&b, "Units not fully checked", "");
	const UnitErrorList *l = s->errs;
	if (!l || !l->n) {
		sb_puts(&b, "<p id=\"no-errors\">Every unit was fully checked.</p>\n");
	} else {
		int units = 0;
		for (int i = 0; i < l->n; i++)
			units += !i || l->v[i].unit != l->v[i - 1].unit;
		sb_printf(&b, "<p>%d error%s in %d unit%s:</p>\n<table class=\"t\" id=\"errors-table\"><tr>"
		          "<th>Unit</th><th>Configuration</th><th>Kind</th><th>Where</th><th>Message</th></tr>\n",
		          l->n, l->n == 1 ? "" : "s", units, units == 1 ? "" : "s");
		for (int i = 0; i < l->n; i++) {
			const UnitError *e = &l->v[i];
			sb_puts(&b, "<tr><td>");
			esc(&b, e->unit);
			sb_puts(&b, "</td><td>");
			esc(&b, e->config);
			sb_printf(&b, "</td><td>%s</td><td>", unit_error_kind_name(e->kind));
			if (e->file && e->line > 0)
				loc_link(s, &b, e->file, e->line, e->col, false, NULL);
			else
				esc(&b, e->file);
			sb_puts(&b, "</td><td>");
			esc(&b, e->message);
			sb_puts(&b, "</td></tr>\n");
		}
		sb_puts(&b, "</table>\n");
	}
	page_end(&b);
	put_file(s, "", "errors.html", &b);
}

/* ---- the site ---- */

static int make_dir(const char *path)
{
	if (mkdir(path, 0777) == 0 || errno == EEXIST) {
		struct stat sb;
		if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode))
			return 0;
		errno = ENOTDIR;
	}
	na_error("%s: cannot create the directory: %s", path, strerror(errno));
	return -1;
}

/* Pages of an earlier site in DIR/files that this one has not. */
static void remove_stale(Html *s, const char *files_dir)
{
	DIR *d = opendir(files_dir);
	if (!d)
		return;
	struct dirent *e;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		if (n < 5 || strcmp(e->d_name + n - 5, ".html") || pm_get(&s->written, intern(e->d_name)))
			continue;
		char *p = xasprintf("%s/%s", files_dir, e->d_name);
		unlink(p);
		free(p);
	}
	closedir(d);
}

static void add_step(Src *x, Step st)
{
	if ((x->ncalls & (x->ncalls - 1)) == 0)
		x->calls = xrealloc(x->calls, sizeof *x->calls * (size_t)(x->ncalls ? 2 * x->ncalls : 1));
	x->calls[x->ncalls++] = st;
}

static void add_int(int **v, int *n, int k)
{
	if ((*n & (*n - 1)) == 0)
		*v = xrealloc(*v, sizeof **v * (size_t)(*n ? 2 * *n : 1));
	(*v)[(*n)++] = k;
}

int report_html(const char *dir, const FindingList *fl, const RunStats *st, const ReportOptions *o)
{
	Html s = {0};
	s.fl = fl;
	s.st = st;
	s.o = o;
	s.cov = o->coverage;
	s.errs = o->errors;
	s.dir = dir;
	char *files_dir = xasprintf("%s/files", dir);
	if (make_dir(dir) != 0 || make_dir(files_dir) != 0) {
		free(files_dir);
		return -1;
	}
	/* the configurations: as the run names them, else as the findings do */
	StrVec names = {0};
	for (int c = 0; st->config_names && c < st->configs; c++)
		if (st->config_names[c] && !sv_contains(&names, st->config_names[c]))
			sv_push(&names, st->config_names[c]);
	for (int i = 0; i < fl->n; i++)
		for (int c = 0; c < fl->v[i].configs.n; c++)
			if (!sv_contains(&names, fl->v[i].configs.v[c]))
				sv_push(&names, fl->v[i].configs.v[c]);
	s.configs = (const char **)names.v;
	s.nconfigs = names.n;

	/* the files: findings' spellings, expansion steps, groups never compiled */
	for (int i = 0; i < fl->n; i++) {
		const Finding *f = &fl->v[i];
		Src *x = src_get(&s, f->loc.file);
		add_int(&x->finds, &x->nfinds, i);
		f->suppressed ? x->suppressed++ : x->shown++;
		want_page(x);
		for (int c = 0; c <= f->nchains; c++) {
			int n;
			const FindingExp *v = chain_of(f, c, &n);
			for (int j = 0; j < n; j++) {
				Src *y = src_get(&s, v[j].loc.file);
				add_step(y, (Step){i, c, j});
				want_page(y);
			}
		}
	}
	for (int i = 0; s.cov && i < s.cov->n; i++) {
		Src *x = src_get(&s, s.cov->v[i].file);
		add_int(&x->unc, &x->nunc, i);
		want_page(x);
	}
	for (int i = 0; s.cov && i < s.cov->nfiles; i++) {
		Src *x = (Src *)pm_get(&s.map, intern(s.cov->files[i].file));
		if (x)
			x->cov = &s.cov->files[i];
	}
	/* the macros' definitions (their files get pages too) */
	for (int i = 0; i < fl->n; i++) {
		const Finding *f = &fl->v[i];
		for (int c = 0; c <= f->nchains; c++) {
			int n;
			const FindingExp *v = chain_of(f, c, &n);
			for (int j = 0; j < n; j++)
				def_find(&s, v[j].macro, j ? v[j - 1].loc : f->loc);
		}
	}
	defs_pending(&s);
	Src **files = xmalloc(sizeof *files * (size_t)(s.n + 1));
	int nfiles = 0;
	for (int i = 0; i < s.n; i++)
		if (s.v[i]->page)
			files[nfiles++] = s.v[i];
	qsort(files, (size_t)nfiles, sizeof *files, src_cmp);
	for (int i = 0; i < nfiles; i++) {
		Src *x = files[i];
		if (x->nunc > 1)
			qsort(x->unc, (size_t)x->nunc, sizeof *x->unc, int_cmp);
		file_page(&s, x);
		pm_set(&s.written, intern(x->page), x);
		/* a source is needed again only for a definition's lookup */
		free(x->text);
		x->text = NULL;
		x->loaded = x->ok = false;
		free(x->lstart);
		x->lstart = NULL;
	}
	index_page(&s, files, nfiles);
	coverage_page(&s);
	errors_page(&s);
	StrBuf b = {0};
	sb_puts(&b, css);
	put_file(&s, "", "style.css", &b);
	remove_stale(&s, files_dir);

	free(files);
	free(files_dir);
	for (int i = 0; i < s.n; i++)
		src_free(s.v[i]);
	free(s.v);
	pm_free(&s.map);
	for (size_t i = 0; i < s.defs.cap; i++)
		if (s.defs.key && s.defs.key[i])
			free((void *)s.defs.val[i]);
	pm_free(&s.defs);
	free(s.pending);
	pm_free(&s.written);
	sv_free(&names);
	return s.status;
}
