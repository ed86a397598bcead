/* token.c -- turn mcpp's output and its provenance records into tokens.
 *
 * mcpp -K with mcpp_set_prov_records() (see docs/design/provenance.md and
 * mcpp_prov.h) writes the preprocessed text with binary records that open
 * and close every macro expansion and every argument substitution, give
 * each call's and argument's place in the source, each #define's place and
 * each #if's value, plus GCC line markers. Real comments have become spaces
 * of the same width (-k). We walk the text once, keep a stack of open
 * regions, and give each token its spelling location:
 *   - outside macros: the output column, resynchronised after each top-level
 *     call from the call's end column;
 *   - in a macro body: the k-th body token of that spelling, lexed from the
 *     #define in the source file;
 *   - in an argument of a call written in the source: the k-th token of that
 *     spelling inside the argument's source range. */
#include "token.h"

#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "lex.h"
#include "pphooks.h"
#include "mcpp_prov.h"
#include "util.h"

typedef struct DefSlot DefSlot;

/* ---- source files, read once per process ---- */

typedef struct SrcFile {
	const char *path;   /* interned, as mcpp names it */
	char *text;         /* NULL if unreadable */
	size_t len;
	int nul;            /* a NUL byte in the text: 0 not looked yet,
	                       1 none, 2 some (see src_pos) */
	int nlines;
	int *line_off;      /* offset of each line start, 1-based index */
	const char *disp;   /* display_path(path) */
	int *lstart;        /* the first line of the logical line holding
	                       each line, as far as lscan (logical_start) */
	int lscan, lstate;
	bool ltrig;         /* lstart was made with trigraphs replaced */
	struct SrcFile *next;
} SrcFile;

static SrcFile *src_files;
static PtrMap src_by_path;  /* interned path -> SrcFile */

/* The file at path with its text (NULL: mapped or read here). */
static SrcFile *src_add(const char *path, char *text, size_t len)
{
	SrcFile *f = xcalloc(1, sizeof *f);
	f->path = path;
	f->disp = display_path(path);
	pm_set(&src_by_path, path, f);
	f->text = text;
	if (!f->text)
		f->text = map_file(path, &len);
	if (!f->text) {
		char *err = NULL;
		f->text = read_file(path, &len, &err);
		free(err);
	}
	if (f->text) {
		f->len = len;
		int cap = 64;
		f->line_off = xmalloc(sizeof(int) * (size_t)cap);
		f->line_off[0] = 0;
		f->line_off[1] = 0;
		int n = 1;
		/* memchr: every header of a unit passes through here */
		const char *nl = f->text, *end = f->text + len;
		while ((nl = memchr(nl, '\n', (size_t)(end - nl))) != NULL) {
			if (n + 2 >= cap) {
				cap *= 2;
				f->line_off = xrealloc(f->line_off, sizeof(int) * (size_t)cap);
			}
			f->line_off[++n] = (int)(nl - f->text) + 1;
			nl++;
		}
		f->nlines = n;
	}
	f->next = src_files;
	src_files = f;
	pp_heard_file(path, f->disp);
	return f;
}

static SrcFile *src_get(const char *path)
{
	SrcFile *f = (SrcFile *)pm_get(&src_by_path, path);
	return f ? f : src_add(path, NULL, 0);
}

bool tokens_take_source(const char *path, char *text, size_t len)
{
	path = intern(path);
	if (pm_get(&src_by_path, path))
		return false;
	src_add(path, text, len);
	return true;
}

/* The byte at (line, col) of f, or the end of the line (its newline, or
 * a NUL byte) if it is shorter. */
static const char *src_pos(SrcFile *f, int line, int col)
{
	if (!f->text || line < 1 || line > f->nlines)
		return NULL;
	const char *p = f->text + f->line_off[line];
	if (col > 1) {
		/* the line's end is known, so no walk to the column (far along
		 * a line, thousands of calls on one generated line are each
		 * placed from here), unless a NUL byte in the text may end it
		 * sooner */
		if (!f->nul)
			f->nul = memchr(f->text, '\0', f->len) ? 2 : 1;
		if (f->nul == 1) {
			size_t eol = line < f->nlines ? (size_t)f->line_off[line + 1] - 1 : f->len;
			size_t room = eol - (size_t)f->line_off[line];
			return p + ((size_t)(col - 1) < room ? (size_t)(col - 1) : room);
		}
	}
	for (int c = 1; c < col && *p && *p != '\n'; c++)
		p++;
	return p;
}

bool source_line(const char *path, int line, const char **start, int *len)
{
	SrcFile *f = src_get(intern(path));
	const char *p = src_pos(f, line, 1);
	if (!p)
		return false;
	*start = p;
	*len = (int)strcspn(p, "\n");
	if (*len && p[*len - 1] == '\r')
		(*len)--;
	return true;
}

/* The line where the logical line holding `line` of f starts: the
 * same line unless a comment or a backslash-newline joins it to the ones
 * before. mcpp writes a joined line with the number of its last line; the
 * text before it comes from the lines above. Found by one scan of the
 * file (comments, literals, splices), made as far as asked and kept. */
enum { LS_CODE, LS_BLOCK, LS_LINE, LS_STR, LS_CHR, LS_JOINED = 8 };

/* The bytes that may change the scan's state, by state: bit 0 in code
 * ('/', a quote), bit 1 in a string ('\\', '"'), bit 2 in a character
 * constant ('\\', '\''); the others are passed over in runs. */
static const unsigned char ls_stop[256] = {
	['/'] = 1, ['"'] = 1 | 2, ['\''] = 1 | 4, ['\\'] = 2 | 4,
};

/* Trigraphs are replaced in this unit's source (GCC's strict modes,
 * -std=c99 or -ansi: set by pp_run, in pp_argv). */
bool tok_trigraphs;

/* The character the trigraph at p stands for, or 0 (C11 5.2.1.1). */
static inline char trigraph_at(const char *p)
{
	if (!tok_trigraphs || p[0] != '?' || p[1] != '?')
		return 0;
	switch (p[2]) {
	case '=': return '#';
	case '(': return '[';
	case '/': return '\\';
	case ')': return ']';
	case '\'': return '^';
	case '<': return '{';
	case '!': return '|';
	case '>': return '}';
	case '-': return '~';
	}
	return 0;
}

/* The source character at p, trigraphs replaced; *len its bytes (1 or 3). */
static inline char src_char(const char *p, int *len)
{
	char c = trigraph_at(p);
	*len = c ? 3 : 1;
	return c ? c : *p;
}

/* Not zero if a byte of w is c (the usual test for a zero byte, on
 * w ^ c: exact as to whether there is one). */
static inline uint64_t has_byte(uint64_t w, unsigned char c)
{
	const uint64_t ones = 0x0101010101010101ull;
	uint64_t v = w ^ (ones * c);
	return (v - ones) & ~v & (ones << 7);
}

/* logical_start()'s scan of the line [p, e) from state st, trigraphs
 * replaced (??/ is a backslash); returns the state at its end. */
static int ls_trigraph_line(const char *p, const char *e, int st)
{
	while (p < e) {
		int k, dk;
		char c = src_char(p, &k);
		char d = p + k < e ? src_char(p + k, &dk) : 0;
		switch (st) {
		case LS_CODE:
			if (c == '/' && d == '*')
				st = LS_BLOCK, k++;
			else if (c == '/' && d == '/')
				return LS_LINE;
			else if (c == '"')
				st = LS_STR;
			else if (c == '\'')
				st = LS_CHR;
			break;
		case LS_BLOCK:
			if (c == '*' && d == '/')
				st = LS_CODE, k++;
			break;
		case LS_STR:
		case LS_CHR:
			if (c == '\\' && p + k < e)
				k += dk;                       /* the escaped one */
			else if (c == (st == LS_STR ? '"' : '\''))
				st = LS_CODE;
			break;
		default:
			return st;
		}
		p += k;
	}
	return st;
}

static int logical_start(SrcFile *f, int line)
{
	if (!f->text || line < 1 || line > f->nlines)
		return line;
	if (!f->lstart || f->ltrig != tok_trigraphs) {
		if (!f->lstart)
			f->lstart = xmalloc(sizeof(int) * (size_t)(f->nlines + 1));
		f->lscan = 0;
		f->lstate = LS_CODE;
		f->ltrig = tok_trigraphs;
	}
	while (f->lscan < line) {
		int ln = ++f->lscan;
		int st = f->lstate & 7;
		f->lstart[ln] = (f->lstate & LS_JOINED) && ln > 1 ? f->lstart[ln - 1] : ln;
		const char *p = f->text + f->line_off[ln];
		const char *e = ln < f->nlines ? f->text + f->line_off[ln + 1] - 1 : p + strlen(p);
		/* e is at the line's '\n' (or the end of the text) */
		const char *last = e;
		if (last > p && last[-1] == '\r')
			last--;
		bool spliced = last > p && last[-1] == '\\';
		if (tok_trigraphs && memmem(p, (size_t)(e - p), "??", 2)) {
			/* trigraphs: ??/ is a backslash (ls_trigraph_line) */
			spliced = last - p >= 3 && trigraph_at(last - 3) == '\\';
			st = ls_trigraph_line(p, e, st);
			p = e;
		}
		while (p < e) {
			switch (st) {
			case LS_CODE:
				/* eight bytes at a time while none is '/' or a quote */
				while (e - p >= 8) {
					uint64_t w;
					memcpy(&w, p, sizeof w);
					if (has_byte(w, '/') | has_byte(w, '"') | has_byte(w, '\''))
						break;
					p += 8;
				}
				while (p < e && !(ls_stop[(unsigned char)*p] & 1))
					p++;
				if (p == e)
					break;
				if (*p == '/' && p[1] == '*')
					st = LS_BLOCK, p++;
				else if (*p == '/' && p[1] == '/')
					st = LS_LINE, p = e - 1;
				else if (*p == '"')
					st = LS_STR;
				else if (*p == '\'')
					st = LS_CHR;
				p++;
				break;
			case LS_BLOCK: {
				const char *q = memchr(p, '*', (size_t)(e - p));
				if (!q) {
					p = e;
					break;
				}
				p = q;
				if (p[1] == '/')
					st = LS_CODE, p++;
				p++;
				break;
			}
			case LS_STR:
			case LS_CHR: {
				int bit = st == LS_STR ? 2 : 4;
				while (p < e && !(ls_stop[(unsigned char)*p] & bit))
					p++;
				if (p == e)
					break;
				if (*p == '\\' && p + 1 < e)
					p++;
				else if (*p != '\\')
					st = LS_CODE;
				p++;
				break;
			}
			default:
				p = e;
				break;
			}
		}
		if (st == LS_BLOCK)
			f->lstate = LS_BLOCK | LS_JOINED;
		else if (spliced)
			f->lstate = st | LS_JOINED;
		else
			f->lstate = LS_CODE;
	}
	return f->lstart[line];
}

/* A backslash-newline at p: its length (2, or 3 with a CR), else 0. */
static inline int splice_len(const char *p)
{
	int b = p[0] == '\\' ? 1 : trigraph_at(p) == '\\' ? 3 : 0;
	if (!b)
		return 0;
	if (p[b] == '\n')
		return b + 1;
	return p[b] == '\r' && p[b + 1] == '\n' ? b + 2 : 0;
}

/* Skips blanks, comments and splices from p, following *line and *col;
 * a newline outside a comment ends the logical line and stops it (and
 * so does the end of the text), unless cross_lines. */
static const char *skip_blank(const char *p, int *line, int *col, bool cross_lines)
{
	int l = *line, c = *col, n;
	for (;;) {
		if (lex_is_hblank(*p)) {
			p++, c++;
		} else if ((n = splice_len(p)) != 0) {
			p += n;
			l++, c = 1;
		} else if (p[0] == '/' && p[1] == '*') {
			p += 2, c += 2;
			while (*p && !(p[0] == '*' && p[1] == '/')) {
				if (*p == '\n')
					l++, c = 1;
				else
					c++;
				p++;
			}
			if (*p)
				p += 2, c += 2;
		} else if (p[0] == '/' && p[1] == '/') {
			/* to the end of the line, which a splice continues */
			while (*p && *p != '\n') {
				if ((n = splice_len(p)) != 0) {
					p += n;
					l++, c = 1;
				} else {
					p++, c++;
				}
			}
		} else if (*p == '\n' && cross_lines) {
			p++, l++, c = 1;
		} else {
			break;
		}
	}
	*line = l, *col = c;
	return p;
}

/* The source bytes at p spell `s` (n bytes), the splices inside left
 * out: the end of the spelling, *line and *col moved past it; NULL if
 * they do not. */
static const char *match_spelling(const char *p, const char *s, size_t n, int *line, int *col)
{
	int l = *line, c = *col, k;
	for (size_t i = 0; i < n;) {
		if ((k = splice_len(p)) != 0) {
			p += k;
			l++, c = 1;
			continue;
		}
		if (*p != s[i]) {
			if (trigraph_at(p) != s[i] || !s[i])
				return NULL;
			p += 2, c += 2;     /* the trigraph's first two bytes */
		}
		p++, c++, i++;
	}
	*line = l, *col = c;
	return p;
}

/* A backslash-newline in [p, end], the byte at end included: lex_token
 * stops at a splice or takes one inside a literal as an escape. */
static bool has_splice(const char *p, const char *end)
{
	for (const char *q = p; q <= end && (q = memchr(q, '\\', (size_t)(end - q) + 1)) != NULL; q++)
		if (splice_len(q))
			return true;
	/* or a trigraph, which is replaced as the splices are left out */
	if (tok_trigraphs)
		for (const char *q = p; q <= end && *q; q++)
			if (trigraph_at(q))
				return true;
	return false;
}

/* Where #line says a token of phys at (line, col) is: file pdisp, line -
 * delta, when that file holds the token's bytes s (n of them) there; else
 * where it is, since a location is exact or absent: the named file may not
 * exist here (bison's y.tab.c names its author's parse.y), and a generator
 * may rewrite what it copies (bison turns $$ and $1 into (yyval.blk) and
 * (yyvsp[0].s), which moves every column after them on the line). */
static SrcLoc presented(SrcFile *phys, const char *pdisp, int delta, int line, int col,
                        const char *s, size_t n)
{
	SrcLoc at = {pdisp, line - delta, col};
	if (!delta && pdisp == phys->disp)
		return at;
	SrcFile *pf = src_get(pdisp);
	if (!pf->text)
		return (SrcLoc){phys->disp, line, col};
	const char *p = src_pos(pf, at.line, col);
	if (p && (size_t)(pf->text + pf->len - p) >= n && !memcmp(p, s, n))
		return at;
	return (SrcLoc){phys->disp, line, col};
}

/* The digraphs (C99 6.4.6p3) and the punctuators they stand for. */
static const char *const digraphs[][2] = {
	{"<:", "["}, {":>", "]"}, {"<%", "{"}, {"%>", "}"}, {"%:%:", "##"}, {"%:", "#"},
};
#define NDIGRAPHS (sizeof digraphs / sizeof *digraphs)

/* The punctuator a digraph stands for, else text: the interned spelling
 * of the n bytes at s, a punctuator's (both interned). */
static const char *digraph_punct(const char *s, size_t n, const char *text)
{
	static const char *spelled[NDIGRAPHS], *meant[NDIGRAPHS];
	if (n < 2 || (s[0] != '<' && s[0] != '%' && s[0] != ':'))
		return text;
	if (!spelled[0])
		for (size_t i = 0; i < NDIGRAPHS; i++) {
			spelled[i] = intern(digraphs[i][0]);
			meant[i] = intern(digraphs[i][1]);
		}
	for (size_t i = 0; i < NDIGRAPHS; i++)
		if (text == spelled[i])
			return meant[i];
	return text;
}

/* Lexes source tokens from (line, col) of f up to (eline, ecol) exclusive,
 * or, when eline is 0, to the end of the logical line (a #define body). */
static BodyTok *src_lex(SrcFile *f, int line, int col, int eline, int ecol, int *n,
                        const char *pdisp, int delta)
{
	const char *p = src_pos(f, line, col);
	BodyTok *v = NULL;
	int cap = 0;
	*n = 0;
	if (!p)
		return NULL;
	/* the locations are given where #line says: file pdisp (NULL: f's
	 * own), line - delta */
	if (!pdisp)
		pdisp = f->disp;
	for (;;) {
		/* skip blanks, splices and comments, following line numbers */
		p = skip_blank(p, &line, &col, eline != 0);
		if (!*p || *p == '\n')
			break;
		if (eline && (line > eline || (line == eline && col >= ecol)))
			break;
		const char *end = lex_token(p);
		if (*n == cap) {
			cap = cap ? cap * 2 : 16;
			v = xrealloc(v, sizeof *v * (size_t)cap);
		}
		int tline = line, tcol = col;
		size_t tlen;
		v[*n].param = -1;
		v[*n].next_same = -1;
		if (has_splice(p, end)) {
			/* a backslash-newline inside the token: lexed without
			 * the splices, as mcpp saw it */
			char buf[4096];
			size_t k = 0;
			for (const char *q = p; *q && *q != '\n' && k + 1 < sizeof buf;) {
				int sl = splice_len(q), cl;
				if (sl) {
					q += sl;
				} else {
					buf[k++] = src_char(q, &cl);
					q += cl;
				}
			}
			buf[k] = '\0';
			tlen = (size_t)(lex_token(buf) - buf);
			v[*n].text = intern_n(buf, tlen);
			end = match_spelling(p, buf, tlen, &line, &col);
		} else {
			tlen = (size_t)(end - p);
			v[*n].text = intern_n(p, tlen);
			col += (int)tlen;
		}
		v[*n].text = digraph_punct(p, tlen, v[*n].text);
		v[*n].loc = presented(f, pdisp, delta, tline, tcol, v[*n].text, tlen);
		(*n)++;
		p = end;
	}
	return v;
}

/* ---- the annotated stream ---- */

/* Zeroed memory that lives as long as the stream: carved from 256 KiB
 * chunks (a kernel unit makes 400,000 expansions; one calloc each was
 * most of the builder's malloc time). */
#define OWNED_CHUNK ((size_t)256 << 10)
static void *owned_calloc(TokenStream *ts, size_t size)
{
	size = (size + 7) & ~(size_t)7;   /* pointers and ints only */
	if (size > ts->arena_left) {
		size_t n = size > OWNED_CHUNK ? size : OWNED_CHUNK;
		if (ts->nowned == ts->ownedcap) {
			ts->ownedcap = ts->ownedcap ? ts->ownedcap * 2 : 64;
			ts->owned = xrealloc(ts->owned, sizeof *ts->owned * (size_t)ts->ownedcap);
		}
		/* fresh zero pages: calloc() cleared the chunks (10 MB for a
		 * kernel unit) that mmap gives zeroed; the first word holds the
		 * mapping's size for tokens_free() */
		n += sizeof(size_t);
		char *c = map_zeroed(NULL, 0, n);
		memcpy(c, &n, sizeof n);
		ts->owned[ts->nowned++] = c;
		ts->arena = c + sizeof(size_t);
		ts->arena_left = n - sizeof(size_t);
	}
	void *p = ts->arena;
	ts->arena += size;
	ts->arena_left -= size;
	return p;
}

#define SEEN_BUCKETS 16

typedef struct Region {
	Expansion *exp;
	int arg;            /* -1: the body of exp; else argument number */
	Expansion *inner;   /* the newest expansion of this and the regions
	                       below it (the highest id) */
	/* per region instance and spelling: where in the region's source
	 * tokens the last output token of that spelling was found, since the
	 * k-th output occurrence is the k-th spelled one */
	struct Seen {
		const char *text;
		int pos;
		int next;           /* the previous of its bucket, or -1 */
	} *seen;
	int nseen, seencap;  /* the array stays with the stack slot */
	int bucket[SEEN_BUCKETS]; /* the newest of each bucket, or -1: a body
	                             region has tens of spellings */
	/* an argument of thousands of spellings (a generated table in one
	 * call) has them in more buckets: nbuckets of them, in xbucket
	 * (kept with the slot too) once past SEEN_BUCKETS */
	int nbuckets, xbucketcap;
	int *xbucket;
	/* Calls written in a macro body. The body region's floor: its later
	 * tokens are after the calls already made from it, whatever those
	 * did with their arguments (an argument used twice or not at all
	 * took the body's next tokens of its spellings for its own). For an
	 * argument region, the floor within its argument's span. */
	int floor;
	/* The region of such a call: its arguments' spans in the body the
	 * call was spelled in (sdef), lo and hi per argument; each
	 * substitution of an argument is placed within its span from its
	 * start (kept with the slot). */
	MacroDef *sdef;
	int nspan, spancap;
	int *span;
} Region;

typedef struct ArgRange {
	Expansion *exp;
	int arg;
	int line, col, eline, ecol;
	BodyTok *toks;         /* its tokens, lexed once when first needed */
	int ntoks;
	/* a long argument's tokens by spelling: the first of each here,
	 * the next ones by toks[].next_same (see arg_index) */
	struct BodyFirst *first;
	int first_cap;
	struct ArgRange *next;
} ArgRange;

/* The ranges of a top-level call by (expansion, argument), once there
 * are more than RANGES_LISTED: a nested call written in the source is
 * made again for each use of its parameter, each with its ranges, so a
 * call of 8 nested levels has 100,000s, and each token of an argument
 * looked for its own in all of them. A slot is empty unless its gen is
 * the builder's (so emptying the table for the next call is a count). */
#define RANGES_LISTED 8
typedef struct RangeSlot {
	Expansion *exp;
	int arg;
	unsigned gen;
	ArgRange *range;
} RangeSlot;

#define NAME_SLOTS 64

typedef struct Builder {
	TokenStream *ts;
	int cap, expcap;
	Region *stack;
	int depth, stackcap;
	ArgRange *ranges;       /* of the current top-level call, newest
	                           first */
	ArgRange *spare_ranges; /* finished ones, for the next calls */
	int nranges;            /* in ranges */
	RangeSlot *rtab;        /* ranges indexed (nranges > RANGES_LISTED) */
	int rcap;               /* 0 or a power of 2 */
	unsigned rgen;          /* the live slots' gen (never 0) */
	bool rindexed;          /* rtab holds the ranges */
	const char *file;       /* current output file (interned, mcpp's path) */
	IncludeFrame *incl;
	unsigned ctx;           /* the last made (index + 1 in ts->ctxs) */
	IncludeFrame *ctx_incl; /* and its include stack and #if group */
	CondGroup *ctx_cond;
	int line;               /* source line of the current output line */
	const char *line_start; /* output offset of column 1 ... */
	int base_col;           /* ... which is this source column */
	int skipped;            /* annotation bytes since line_start/base */
	CondGroup *cond;
	int cond_pending;       /* main-file #if/#elif line awaiting its "i T|F" */
	bool split_rec;         /* a PROV_SPLIT on the current output line */
	const char *disp_of, *disp; /* display_path(file), kept: file is interned */
	unsigned disp_ix;           /* and its index in tok_files */
	/* #line: mcpp numbers the lines as #line says and names the file as
	 * read (its markers); line + delta is the line of the file, and pres
	 * the display path #line gives (NULL: the file's own) */
	int delta;
	const char *pres;
	struct LineMap {
		int delta;
		const char *pres;
	} *lmstack;             /* of the includers */
	int nlm, lmcap;
	/* the source walk that places the tokens outside macros: the next
	 * token written at top level is the next one spelled in the file
	 * from (wline, wcol) at wp, comments and splices skipped */
	SrcFile *wf;
	const char *wp;
	int wline, wcol;
	bool wok;               /* the walk is in step */
	bool wnew;              /* a new output line: where it starts is not
	                           yet known */
	bool unplaced;          /* tokens_plain(tb, false): no token is
	                           placed (the screening pass) */
	struct DefNote {        /* the #define records by their number: */
		const char *name;   /* the macro (interned), */
		const char *path;   /* where each was, */
		SrcLoc loc;
		int delta;
		MacroDef *def;      /* and its MacroDef once a call needed it */
	} *defnotes;
	unsigned ndefnotes, defnotecap;
	/* the body token the last resolve_in() placed a token at, and the
	 * region whose positions found it (the name of a call from a body) */
	MacroDef *hit_def;
	int hit_idx, hit_region;
	struct NameSlot {       /* names of records met lately (interned) */
		const char *name;
		size_t len;
	} names[NAME_SLOTS];
} Builder;

/* Token locations (token.h): the table of display paths that Token.file
 * indexes, for the process (a worker's units share most headers), and the
 * locations that do not fit a token. */
static const char *no_files[1];    /* [0]: no file */
const char **tok_files = no_files;
SrcLoc *tok_loc_ext;
static size_t ntok_files = 1, tok_files_cap = 1, ntok_loc_ext, tok_loc_ext_cap;
static PtrMap tok_file_ix;  /* display path -> index (as a pointer) */

int tok_file_count(void)
{
	return (int)ntok_files;
}

static unsigned file_index_slow(const char *file)
{
	if (!file)
		return 0;
	uintptr_t ix = (uintptr_t)pm_get(&tok_file_ix, file);
	if (!ix) {
		if (ntok_files == tok_files_cap) {
			tok_files_cap = tok_files_cap < 256 ? 256 : tok_files_cap * 2;
			tok_files = xrealloc(tok_files == no_files ? NULL : tok_files,
			                     sizeof *tok_files * tok_files_cap);
			tok_files[0] = NULL;
		}
		ix = ntok_files;
		tok_files[ntok_files++] = file;
		pm_set(&tok_file_ix, file, (const void *)ix);
	}
	return (unsigned)ix;
}

static const char *last_file;
static unsigned last_file_ix;

static inline unsigned file_index(const char *file)
{
	if (file != last_file) {
		last_file_ix = file_index_slow(file);
		last_file = file;
	}
	return last_file_ix;
}

/* what a token holds itself (lower in a test build, to try the rest) */
#ifndef TOK_FILE_FITS
#define TOK_FILE_FITS TOK_LOC_EXT
#endif
#ifndef TOK_COL_FITS
#define TOK_COL_FITS (int)TOK_LOC_EXT
#endif

static void set_loc_ext(Token *t, SrcLoc loc)
{
	if (ntok_loc_ext == tok_loc_ext_cap) {
		tok_loc_ext_cap = tok_loc_ext_cap ? tok_loc_ext_cap * 2 : 64;
		tok_loc_ext = xrealloc(tok_loc_ext, sizeof *tok_loc_ext * tok_loc_ext_cap);
	}
	tok_loc_ext[ntok_loc_ext] = loc;
	t->file = TOK_LOC_EXT;
	t->line = (int)ntok_loc_ext++;
	t->col = 0;
}

static inline void set_loc_ix(Token *t, unsigned file_ix, SrcLoc loc)
{
	if (file_ix < TOK_FILE_FITS && loc.col >= 0 && loc.col < TOK_COL_FITS) {
		t->file = (uint16_t)file_ix;
		t->line = loc.line;
		t->col = (uint16_t)loc.col;
	} else {
		set_loc_ext(t, loc);
	}
}

void tok_set_loc(Token *t, SrcLoc loc)
{
	set_loc_ix(t, file_index(loc.file), loc);
}

/* The display path of the current file (asked for every token). */
static const char *file_disp(Builder *b)
{
	if (b->disp_of != b->file) {
		b->disp = display_path(b->file);
		b->disp_of = b->file;
		b->disp_ix = file_index(b->disp);
	}
	return b->disp;
}

const char *tok_unit_dir;

/* The display path of the file as #line names it. */
static const char *pres_disp(Builder *b)
{
	return b->pres ? b->pres : file_disp(b);
}

/* A group compiled in this run, or (line 0) a file entered: configuration
 * coverage. */
static void cond_mark(Builder *b, const char *disp, int line)
{
	TokenStream *ts = b->ts;
	if (ts->ncond_taken == ts->cond_taken_cap) {
		ts->cond_taken_cap = ts->cond_taken_cap ? ts->cond_taken_cap * 2 : 16;
		ts->cond_taken = xrealloc(ts->cond_taken, sizeof *ts->cond_taken * (size_t)ts->cond_taken_cap);
	}
	ts->cond_taken[ts->ncond_taken++] = (CovMark){disp, line};
}

static void cond_taken(Builder *b, int line)
{
	cond_mark(b, file_disp(b), line);
}

/* Where region r's search for the next token spelled `text` goes on
 * from (0 before the first; see body_tok and resolve). */
static inline unsigned seen_hash(const char *text, int nbuckets)
{
	/* interned: the address is the spelling */
	if (nbuckets == SEEN_BUCKETS)
		return (unsigned)(((uintptr_t)text >> 3) ^ ((uintptr_t)text >> 9)) % SEEN_BUCKETS;
	return (unsigned)(((uint64_t)(uintptr_t)text * 0x9E3779B97F4A7C15ull) >> 32) &
	       (unsigned)(nbuckets - 1);
}

/* Region r's spellings in 4 times as many buckets. */
static void seen_grow(Region *r)
{
	int nb = r->nbuckets * 4;
	if (nb > r->xbucketcap) {
		free(r->xbucket);
		r->xbucket = xmalloc(sizeof *r->xbucket * (size_t)nb);
		r->xbucketcap = nb;
	}
	r->nbuckets = nb;
	memset(r->xbucket, 0xff, sizeof *r->xbucket * (size_t)nb);  /* all -1 */
	/* oldest first, so each chain is newest first as before */
	for (int i = 0; i < r->nseen; i++) {
		unsigned h = seen_hash(r->seen[i].text, nb);
		r->seen[i].next = r->xbucket[h];
		r->xbucket[h] = i;
	}
}

static int *seen_pos(Region *r, const char *text)
{
	int *bucket = r->nbuckets == SEEN_BUCKETS ? r->bucket : r->xbucket;
	unsigned h = seen_hash(text, r->nbuckets);
	for (int i = bucket[h]; i >= 0; i = r->seen[i].next)
		if (r->seen[i].text == text)
			return &r->seen[i].pos;
	if (r->nseen >= 4 * r->nbuckets) {
		seen_grow(r);
		bucket = r->xbucket;
		h = seen_hash(text, r->nbuckets);
	}
	if (r->nseen == r->seencap) {
		r->seencap = r->seencap ? r->seencap * 2 : 16;
		r->seen = xrealloc(r->seen, sizeof *r->seen * (size_t)r->seencap);
	}
	r->seen[r->nseen] = (struct Seen){text, 0, bucket[h]};
	bucket[h] = r->nseen;
	return &r->seen[r->nseen++].pos;
}

/* Definitions by name; each slot keeps the name beside the definition, so
 * a probe reads one cache line (the table and the definitions are
 * megabytes apart). */
static size_t def_slot(const TokenStream *ts, const char *name)
{
	return addr_slot(ts->def_tab, sizeof *ts->def_tab, ts->def_cap, name);
}

static void def_index(TokenStream *ts, MacroDef *d)
{
	if (2 * (ts->def_n + 1) > ts->def_cap) {
		DefSlot *old = ts->def_tab;
		int oldcap = ts->def_cap;
		ts->def_cap = oldcap ? oldcap * 2 : 1024;
		ts->def_tab = xcalloc((size_t)ts->def_cap, sizeof *ts->def_tab);
		ts->def_n = 0;
		for (int i = 0; i < oldcap; i++)
			if (old[i].name) {
				ts->def_tab[def_slot(ts, old[i].name)] = old[i];
				ts->def_n++;
			}
		free(old);
	}
	size_t i = def_slot(ts, d->name);
	if (!ts->def_tab[i].name)
		ts->def_n++;
	/* the newest definition is the one in force */
	ts->def_tab[i] = (DefSlot){d->name, d};
}

MacroDef *tokens_find_def(const TokenStream *ts, const char *name)
{
	if (!ts->def_cap)
		return NULL;
	return ts->def_tab[def_slot(ts, name)].def;
}

/* Spellings compared with on every #define and token, interned once. */
static const char *sp_lparen, *sp_rparen, *sp_comma, *sp_ellipsis, *sp_va_args, *sp_va_opt,
                  *sp_hash, *sp_hashhash, *sp_ifndef, *sp_pragma;

static void intern_spellings(void)
{
	if (sp_lparen)
		return;
	sp_lparen = intern("(");
	sp_rparen = intern(")");
	sp_comma = intern(",");
	sp_ellipsis = intern("...");
	sp_va_args = intern("__VA_ARGS__");
	sp_va_opt = intern("__VA_OPT__");
	sp_hash = intern("#");
	sp_hashhash = intern("##");
	sp_ifndef = intern("ifndef");
	sp_pragma = intern("_Pragma");
}

/* Records a definition of name spelled at loc of the file mcpp calls
 * path; lexed when needed. */
static MacroDef *define_macro(TokenStream *ts, const char *name, const char *path, SrcLoc loc,
                              int delta)
{
	MacroDef *d = owned_calloc(ts, sizeof *d);
	d->name = name;
	d->loc = loc;
	d->path = path;
	d->line_delta = delta;
	d->next = ts->defs;
	ts->defs = d;
	def_index(ts, d);
	return d;
}

/* A #define record numbered n: only its name and place are kept. A
 * kernel unit has 30,000 definitions and calls a few thousand of them;
 * the MacroDef is made for the first call (def_of_note), so that the rest
 * are not indexed. */
static void note_define(Builder *b, unsigned n, const char *name, SrcLoc loc, MacroDef *d)
{
	/* mcpp numbers them 1, 2, ...: a number far past the last is no
	 * record of its own, and is not given an array to fit */
	if (n == 0 || n > b->ndefnotes + (1u << 16))
		return;
	if (n >= b->defnotecap) {
		unsigned cap = b->defnotecap ? b->defnotecap : 1024;
		while (cap <= n)
			cap *= 2;
		b->defnotes = xrealloc(b->defnotes, sizeof *b->defnotes * cap);
		memset(b->defnotes + b->defnotecap, 0, sizeof *b->defnotes * (cap - b->defnotecap));
		b->defnotecap = cap;
	}
	b->defnotes[n] = (struct DefNote){name, b->file, loc, b->delta, d};
	if (n >= b->ndefnotes)
		b->ndefnotes = n + 1;
}

/* The ')' closing the '(' at toks[k] (k < n), or -1 (none, or no '('). */
static int group_end(const BodyTok *toks, int n, int k)
{
	if (k >= n || toks[k].text != sp_lparen)
		return -1;
	for (int depth = 0, j = k; j < n; j++)
		if (toks[j].text == sp_lparen)
			depth++;
		else if (toks[j].text == sp_rparen && --depth == 0)
			return j;
	return -1;
}

/* The definition numbered n (a call's record names it), of macro; NULL
 * if no such record was met. */
static MacroDef *def_of_note(Builder *b, unsigned n, const char *macro)
{
	if (n == 0 || n >= b->ndefnotes || !b->defnotes[n].loc.line)
		return NULL;
	struct DefNote *dn = &b->defnotes[n];
	if (!dn->def) {
		dn->def = define_macro(b->ts, macro, dn->path, dn->loc, dn->delta);
		pp_heard_macro(macro);   /* its place can be in the record */
	}
	return dn->def;
}

static void body_index(MacroDef *d);

const MacroDef *tokens_def_lex(const MacroDef *cd)
{
	if (!cd || cd->lexed)
		return cd;
	MacroDef *d = (MacroDef *)cd;   /* the lazily filled part */
	d->lexed = true;
	intern_spellings();
	int n = 0;
	BodyTok *t = src_lex(src_get(d->path), d->loc.line + d->line_delta, d->loc.col, 0, 0, &n,
	                     d->loc.file, d->line_delta);
	const char *name = d->name;
	int i = 0;
	if (n > 0 && t[0].text == name)
		i = 1;
	const char *params[256];
	int np = 0;
	if (i < n && t[i].text == sp_lparen && t[i].loc.line == t[0].loc.line &&
	    t[i].loc.col == t[0].loc.col + (int)strlen(name)) {
		d->function_like = true;
		for (i++; i < n && t[i].text != sp_rparen; i++)
			/* GCC's named variadic parameter (args...) is one */
			if (t[i].text != sp_comma && np < 256 &&
			    !(t[i].text == sp_ellipsis && t[i - 1].text != sp_comma &&
			      t[i - 1].text != sp_lparen))
				params[np++] = t[i].text;
		i++;
	}
	d->nparams = np;
	d->nbody = n > i ? n - i : 0;
	d->body = xmalloc(sizeof *d->body * (size_t)(d->nbody ? d->nbody : 1));
	for (int k = 0; k < d->nbody; k++) {
		d->body[k] = t[i + k];
		for (int j = 0; j < np; j++)
			if (params[j] == d->body[k].text || (params[j] == sp_ellipsis &&
			    d->body[k].text == sp_va_args))
				d->body[k].param = j;
	}
	/* GCC's __VA_OPT__ ( ... ): the name and its parentheses never reach
	 * the output, so no output token is matched to them */
	for (int k = 0; k + 1 < d->nbody; k++) {
		int j = d->body[k].text == sp_va_opt ? group_end(d->body, d->nbody, k + 1) : -1;
		if (j >= 0)
			d->body[k].param = d->body[k + 1].param = d->body[j].param = BODY_VA_OPT;
	}
	/* _Pragma ( ... ): mcpp carries the pragma out, and no token of the
	 * operator reaches the output text */
	for (int k = 0; k + 1 < d->nbody; k++) {
		int j = d->body[k].text == sp_pragma ? group_end(d->body, d->nbody, k + 1) : -1;
		for (int m = k; m <= j; m++)
			d->body[m].param = BODY_PRAGMA;
		if (j >= 0)
			k = j;
	}
	free(t);
	body_index(d);
	return d;
}

/* Leaves out of toks[0..*n) the tokens of each _Pragma ( ... ) (an
 * argument's, as the source spells it): mcpp carries the pragma out, and
 * none of them reaches the output text. */
static void drop_pragma_ops(BodyTok *toks, int *n)
{
	int k = 0;
	for (int i = 0; i < *n; i++) {
		int j = toks[i].text == sp_pragma ? group_end(toks, *n, i + 1) : -1;
		if (j >= 0)
			i = j;
		else
			toks[k++] = toks[i];
	}
	*n = k;
}

/* Indexes toks[0..n) by spelling, so that the k-th token of a spelling is
 * found in one step: the first token of each spelling in a table of *capp
 * slots (min_cap or more, at least twice n), the next ones chained by
 * next_same. With names_only, tokens that name a parameter are left out
 * (a macro body's). */
static struct BodyFirst *spelling_index(BodyTok *toks, int n, int min_cap, bool names_only,
                                        int *capp)
{
	int cap = min_cap;
	while (cap < 2 * n)
		cap *= 2;
	struct BodyFirst *first = xcalloc((size_t)cap, sizeof *first);
	for (int k = n - 1; k >= 0; k--) {
		BodyTok *t = &toks[k];
		t->next_same = -1;
		if (names_only && t->param != -1)
			continue;
		size_t i = addr_slot(first, sizeof *first, cap, t->text);
		if (first[i].text)
			t->next_same = first[i].idx;
		first[i].text = t->text;
		first[i].idx = k;
	}
	*capp = cap;
	return first;
}

/* The index of the first token spelled `text` in a spelling_index(), or -1. */
static int spelling_first(const struct BodyFirst *first, int cap, const char *text)
{
	size_t s = addr_slot(first, sizeof *first, cap, text);
	return first[s].text ? first[s].idx : -1;
}

/* Chains each body token that names no parameter to the next one of the
 * same spelling (kernel macro bodies run to hundreds of tokens). */
static void body_index(MacroDef *d)
{
	d->first = spelling_index(d->body, d->nbody, 8, true, &d->first_cap);
}

/* The next body token spelled `text` that names no parameter, after the
 * one *pos records (0: none yet; k > 0: index k-1; -1: no more), which
 * *pos then records; NULL if none. */
static BodyTok *body_tok(MacroDef *d, const char *text, int *pos)
{
	if (!d || *pos < 0 || !d->first)
		return NULL;
	int i;
	if (*pos == 0) {
		i = spelling_first(d->first, d->first_cap, text);
	} else {
		i = d->body[*pos - 1].next_same;
	}
	if (i < 0) {
		*pos = -1;
		return NULL;
	}
	*pos = i + 1;
	return &d->body[i];
}

/* Records body token t of d, found with region ri's positions, as the
 * last placed (call_span() reads it), and gives its location. */
static SrcLoc body_hit(Builder *b, MacroDef *d, const BodyTok *t, int ri)
{
	b->hit_def = d;
	b->hit_idx = (int)(t - d->body);
	b->hit_region = ri;
	return t->loc;
}

/* body_tok() within the body indices lo..hi; *pos is left as it was when
 * there is none there. */
static BodyTok *body_tok_in(MacroDef *d, const char *text, int *pos, int lo, int hi)
{
	int p = *pos;
	BodyTok *t;
	while ((t = body_tok(d, text, &p)) != NULL && t - d->body < lo)
		;
	if (!t || t - d->body > hi)
		return NULL;
	*pos = p;
	return t;
}

/* The slot of (e, arg) in b->rtab: its own, or the empty one where it
 * goes. */
static RangeSlot *range_slot(Builder *b, Expansion *e, int arg)
{
	uint64_t h = ((uint64_t)(uintptr_t)e + (uint64_t)(unsigned)arg * 0x10001ull) *
	             0x9E3779B97F4A7C15ull;
	size_t mask = (size_t)b->rcap - 1;
	for (size_t i = (size_t)(h >> 32) & mask;; i = (i + 1) & mask) {
		RangeSlot *s = &b->rtab[i];
		if (s->gen != b->rgen || (s->exp == e && s->arg == arg))
			return s;
	}
}

/* Indexes b->ranges in a table of at least 4 slots a range (the newest
 * range of each (expansion, argument) is the one found). */
static void index_ranges(Builder *b)
{
	if (2 * b->nranges > b->rcap) {
		int cap = b->rcap ? b->rcap : 64;
		while (cap < 4 * b->nranges)
			cap *= 2;
		free(b->rtab);
		b->rtab = xcalloc((size_t)cap, sizeof *b->rtab);
		b->rcap = cap;
		b->rgen = 0;
	}
	if (++b->rgen == 0) {   /* wrapped: every slot could look live */
		memset(b->rtab, 0, sizeof *b->rtab * (size_t)b->rcap);
		b->rgen = 1;
	}
	for (ArgRange *r = b->ranges; r; r = r->next) {   /* newest first */
		RangeSlot *s = range_slot(b, r->exp, r->arg);
		if (s->gen != b->rgen)
			*s = (RangeSlot){r->exp, r->arg, b->rgen, r};
	}
	b->rindexed = true;
}

/* A range for the current call, at the head of b->ranges (one is made
 * for each call and argument written in the source: 100,000s a unit). */
static void add_range(Builder *b, ArgRange r)
{
	ArgRange *n = b->spare_ranges;
	if (n)
		b->spare_ranges = n->next;
	else
		n = xmalloc(sizeof *n);
	*n = r;
	n->next = b->ranges;
	b->ranges = n;
	b->nranges++;
	if (b->rindexed && 2 * b->nranges <= b->rcap) {
		RangeSlot *s = range_slot(b, n->exp, n->arg);
		*s = (RangeSlot){n->exp, n->arg, b->rgen, n};   /* the newest */
	} else if (b->nranges > RANGES_LISTED) {
		index_ranges(b);   /* first, or in a larger table */
	}
}

/* The ranges of the finished top-level calls are no longer needed. */
static void drop_ranges(Builder *b)
{
	while (b->ranges) {
		ArgRange *n = b->ranges->next;
		free(b->ranges->toks);
		free(b->ranges->first);
		b->ranges->next = b->spare_ranges;
		b->spare_ranges = b->ranges;
		b->ranges = n;
	}
	b->nranges = 0;
	b->rindexed = false;   /* index_ranges() starts a new gen */
}

/* The newest range of argument arg of e (-2: the call's own extent). */
static ArgRange *find_range(Builder *b, Expansion *e, int arg)
{
	if (b->rindexed) {
		RangeSlot *s = range_slot(b, e, arg);
		return s->gen == b->rgen ? s->range : NULL;
	}
	for (ArgRange *r = b->ranges; r; r = r->next)
		if (r->exp == e && r->arg == arg)
			return r;
	return NULL;
}

/* An argument of more than ARG_LISTED tokens is indexed by spelling, so
 * that the k-th token of a spelling is found in one step: an argument of
 * thousands (a generated table in one call) was searched from the last
 * token found for each, which is quadratic in its distinct spellings. */
#define ARG_LISTED 16

static void arg_index(ArgRange *ar)
{
	ar->first = spelling_index(ar->toks, ar->ntoks, 32, false, &ar->first_cap);
}

/* The first token of ar spelled `text` from index i on, or ar->ntoks. */
static int arg_next(const ArgRange *ar, const char *text, int i)
{
	if (ar->first && i < ar->ntoks) {
		if (i == 0) {
			i = spelling_first(ar->first, ar->first_cap, text);
			return i < 0 ? ar->ntoks : i;
		}
		if (ar->toks[i - 1].text == text) {   /* the last one found */
			i = ar->toks[i - 1].next_same;
			return i < 0 ? ar->ntoks : i;
		}
	}
	while (i < ar->ntoks && ar->toks[i].text != text)
		i++;
	return i;
}

static bool is_string_lit(const char *text)
{
	while (*text == 'L' || *text == 'u' || *text == 'U' || *text == '8')
		text++;
	return *text == '"';
}

/* A string literal of an argument's region that is not spelled in the
 * argument's source was made from it by # (a stringized argument is
 * placed at the argument): its source bytes, and the macro whose body
 * holds the # (the innermost body region open). */
static void strz_add(Builder *b, StrzSpan sp)
{
	TokenStream *ts = b->ts;
	for (int i = b->depth - 1; i >= 0 && !sp.macro; i--)
		if (b->stack[i].arg < 0)
			sp.macro = b->stack[i].exp->macro;
	for (int i = ts->nstrz - 1; i >= 0 && i >= ts->nstrz - 8; i--) {
		const StrzSpan *o = &ts->strz[i];
		if (o->file == sp.file && o->line == sp.line && o->col == sp.col &&
		    o->eline == sp.eline && o->ecol == sp.ecol)
			return;   /* the same argument again (nested calls) */
	}
	if (ts->nstrz == ts->strz_cap) {
		ts->strz_cap = ts->strz_cap ? ts->strz_cap * 2 : 16;
		ts->strz = xrealloc(ts->strz, sizeof *ts->strz * (size_t)ts->strz_cap);
	}
	ts->strz[ts->nstrz++] = sp;
}

/* The source of the arguments of e, a call written in a macro body: from
 * its '(' to its ')' in the body of the calling macro. */
static void strz_add_body_call(Builder *b, const Expansion *e, const char *text)
{
	if (!e->call.file || !e->parent || !e->parent->def)
		return;
	const MacroDef *d = tokens_def_lex(e->parent->def);
	for (int k = 0; k + 1 < d->nbody; k++) {
		const BodyTok *t = &d->body[k];
		if (t->loc.line != e->call.line || t->loc.col != e->call.col || t->loc.file != e->call.file ||
		    strcmp(d->body[k + 1].text, "("))
			continue;
		int depth = 0;
		for (int m = k + 1; m < d->nbody; m++) {
			if (d->body[m].text == text)
				return;   /* a literal written there, not made by # */
			depth += !strcmp(d->body[m].text, "(") - !strcmp(d->body[m].text, ")");
			if (depth == 0) {
				SrcLoc a = d->body[k + 1].loc, z = d->body[m].loc;
				strz_add(b, (StrzSpan){a.file, a.line, a.col, z.line, z.col + 1, NULL});
				return;
			}
		}
		return;
	}
}

/* Spelling of the next token spelled `text` produced inside region r
 * (stack index ri): the k-th such token of the region is the k-th so
 * spelled in its source. */
static SrcLoc resolve_in(Builder *b, int ri, const char *text, bool outer);

static SrcLoc resolve(Builder *b, int ri, const char *text)
{
	return resolve_in(b, ri, text, false);
}

/* outer: ri is a region that encloses a call from its body, asked for a
 * token of that call's argument. */
static SrcLoc resolve_in(Builder *b, int ri, const char *text, bool outer)
{
	Region *r = &b->stack[ri];
	Expansion *e = r->exp;
	int *pos = seen_pos(r, text);
	if (r->arg < 0) {
		/* an argument's token asked from outside (outer) when its span
		 * was not found: as before spans, without the floor */
		BodyTok *t = body_tok_in(e->def, text, pos, outer ? 0 : r->floor, INT_MAX);
		if (!t && r->floor && !outer)
			t = body_tok(e->def, text, pos);
		if (t)
			return body_hit(b, e->def, t, ri);
		/* not spelled in the body: made by ## (GCC points at the
		 * operator) or by # (at the stringified parameter's '#') */
		if (e->def && !outer && is_string_lit(text)) {
			/* made by this macro's # from arguments whose records
			 * mcpp dropped (# __VA_OPT__, a backslash): all of them */
			ArgRange *whole = e->call.file ? find_range(b, e, -2) : NULL;
			if (whole)
				strz_add(b, (StrzSpan){pres_disp(b), whole->line - b->delta, whole->col,
				                       whole->eline - b->delta, whole->ecol, e->macro});
			else
				strz_add_body_call(b, e, text);
		}
		if (e->def) {
			const char *op = text[0] == '"' || (text[0] == 'L' && text[1] == '"')
			                 ? sp_hash : sp_hashhash;
			int first = 0;
			if ((t = body_tok(e->def, op, &first)) != NULL)
				return t->loc;
		}
		return e->def ? e->def->loc : e->call;
	}
	ArgRange *ar = find_range(b, e, r->arg);
	if (ar && e->call.file) {
		if (!ar->toks) {
			ar->toks = src_lex(src_get(b->file), ar->line, ar->col, ar->eline, ar->ecol,
			                   &ar->ntoks, pres_disp(b), b->delta);
			drop_pragma_ops(ar->toks, &ar->ntoks);
			if (ar->ntoks > ARG_LISTED)
				arg_index(ar);
		}
		SrcLoc loc = {pres_disp(b), ar->line - b->delta, ar->col};
		int i = arg_next(ar, text, *pos);
		if (i < ar->ntoks)
			loc = ar->toks[i++].loc;
		else if (is_string_lit(text))
			strz_add(b, (StrzSpan){loc.file, loc.line, loc.col, ar->eline - b->delta, ar->ecol, NULL});
		*pos = i;
		return loc;
	}
	/* The call came from a macro body: its argument was spelled wherever
	 * the call was, that is in the enclosing region: within the
	 * argument's span there when the call's parentheses were found. */
	if (is_string_lit(text))
		strz_add_body_call(b, e, text);
	for (int c = ri - 1; c >= 0; c--) {
		Region *cr = &b->stack[c];
		if (cr->exp != e || cr->arg >= 0)
			continue;
		if (cr->sdef && r->arg < cr->nspan) {
			int lo = cr->span[2 * r->arg], hi = cr->span[2 * r->arg + 1];
			BodyTok *t = body_tok_in(cr->sdef, text, pos, lo > r->floor ? lo : r->floor, hi);
			if (t)
				return body_hit(b, cr->sdef, t, ri);
		}
		break;
	}
	for (int j = ri - 1; j >= 0; j--)
		if (b->stack[j].exp == e->parent)
			return resolve_in(b, j, text, true);
	return e->call;
}

/* The token array is a mapping, not a malloc'ed block: address space for
 * `want` tokens, touched only as far as they are used, and moved (not
 * copied) by mremap when it grows; a sanitizer build would mark all of a
 * malloc'ed reservation for each unit (fuzzing ran at half speed). */
static void tok_room(TokenStream *ts, int *cap, size_t want)
{
	size_t bytes = want * sizeof *ts->tok;
	ts->tok = map_zeroed(ts->tok, ts->tok_mapped, bytes);
	ts->tok_mapped = bytes;
	*cap = (int)want;
}

_Static_assert(sizeof(Token) == 24 || sizeof(void *) != 8, "a token is 24 bytes");

/* The source of the current file: the walk's, or looked up. */
static SrcFile *cur_src(Builder *b)
{
	return b->wf && b->wf->path == b->file ? b->wf : src_get(b->file);
}

/* mcpp counts the columns of a line after its trigraphs are replaced: the
 * source column of its column col on the current file's line (delta
 * applied), each trigraph before it three bytes. */
static int trig_col(Builder *b, int line, int col)
{
	if (!tok_trigraphs)
		return col;
	const char *p = src_pos(cur_src(b), line, 1);
	if (!p)
		return col;
	int sc = 1;
	for (int c = 1, k; c < col && *p && *p != '\n'; c++) {
		src_char(p, &k);
		p += k, sc += k;
	}
	return sc;
}

/* Where the walk starts for a new output line: mcpp numbers a line by its
 * last source line (b->line), and the text may start lines above when
 * a comment or a splice joined them; or the output line goes on with a
 * logical line that a top-level call broke (the walk is in it already). */
static void walk_start(Builder *b)
{
	b->wnew = false;
	SrcFile *f = cur_src(b);
	int last = b->line + b->delta;
	if (!f->text || last < 1 || last > f->nlines) {
		b->wok = false;
		return;
	}
	int first = logical_start(f, last);
	if (b->wok && b->wf == f && b->wline >= first && b->wline <= last)
		return;
	b->wf = f;
	b->wp = f->text + f->line_off[first];
	b->wline = first;
	b->wcol = 1;
	b->wok = true;
}

/* The source place of a token written outside macros (s, n bytes): the
 * next token spelled in the source from the walk, whose bytes, splices
 * left out, must be the token's. False when they are not: the walk is
 * out of step until the next output line. */
static bool walk_token(Builder *b, const char *s, size_t n, int *line, int *col)
{
	if (b->wnew)
		walk_start(b);
	if (!b->wok)
		return false;
	int l = b->wline, c = b->wcol;
	const char *p = b->wp;
	/* the common case inline: spaces, then the token's bytes with no
	 * backslash among them (so no splice); the rest as skip_blank and
	 * match_spelling do it */
	while (*p == ' ' || *p == '\t')
		p++, c++;
	if (*p == '/' || *p == '\\' || *p == '\r' || *p == '\f' || *p == '\v' ||
	    (*p == '?' && splice_len(p)))
		p = skip_blank(p, &l, &c, false);
	*line = l, *col = c;
	size_t i = 0;
	while (i < n && p[i] == s[i] && s[i] != '\\')
		i++;
	const char *e;
	if (i == n) {
		e = p + n;
		c += (int)n;
	} else if ((e = match_spelling(p, s, n, &l, &c)) == NULL) {
		b->wok = false;
		return false;
	}
	b->wp = e;
	b->wline = l;
	b->wcol = c;
	return true;
}

const char *tok_spelled(const Token *t)
{
	if (t->kind != TK_PUNCT)
		return t->text;
	SrcLoc l = tok_loc(t);
	const char *line;
	int len;
	if (!l.file || l.col < 1 || !source_line(l.file, l.line, &line, &len) || l.col > len)
		return t->text;
	const char *at = line + l.col - 1;
	size_t room = (size_t)(len - (l.col - 1));
	for (size_t i = 0; i < NDIGRAPHS; i++) {
		size_t dl = strlen(digraphs[i][0]);
		if (!strcmp(t->text, digraphs[i][1]) && room >= dl && !memcmp(at, digraphs[i][0], dl))
			return digraphs[i][0];
	}
	return t->text;
}

/* The next token of the stream, spelled [s, end): its text and kind (not
 * yet counted in ts->n). A digraph is its punctuator for the parser and
 * in macro bodies (their tokens are read the same way); push_token's walk
 * places it by its own spelling. */
static inline Token *new_token(Builder *b, const char *s, const char *end, TokKind kind)
{
	TokenStream *ts = b->ts;
	if (ts->n + 1 >= b->cap)
		tok_room(ts, &b->cap, (size_t)b->cap * 2);
	Token *t = &ts->tok[ts->n];
	memset(t, 0, sizeof *t);
	t->text = intern_n(s, (size_t)(end - s));
	t->kind = kind;
	if (kind == TK_PUNCT && (s[0] == '<' || s[0] == '%' || s[0] == ':')) {
		const char *meant = digraph_punct(s, (size_t)(end - s), t->text);
		ts->digraphs += meant != t->text;
		t->text = meant;
	}
	return t;
}

static void push_token(Builder *b, const char *s, const char *end, TokKind kind)
{
	TokenStream *ts = b->ts;
	Token *t = new_token(b, s, end, kind);
	if (b->unplaced) {
		ts->n++;
		return;
	}
	if ((!b->ctx || b->ctx_incl != b->incl || b->ctx_cond != b->cond) &&
	    ts->nctxs < TOK_CTX_MAX) {  /* past 16M changes, the last holds */
		if (ts->nctxs == ts->ctxcap) {
			ts->ctxcap = ts->ctxcap ? ts->ctxcap * 2 : 256;
			ts->ctxs = xrealloc(ts->ctxs, sizeof *ts->ctxs * ts->ctxcap);
		}
		ts->ctxs[ts->nctxs++] = (TokCtx){b->incl, b->cond};
		b->ctx = ts->nctxs;
		b->ctx_incl = b->incl;
		b->ctx_cond = b->cond;
	}
	t->ctx = b->ctx;
	t->bol = false;
	if (b->depth == 0) {
		int line, col;
		if (walk_token(b, s, (size_t)(end - s), &line, &col)) {
			if (!b->pres && !b->delta) {
				(void)file_disp(b);
				set_loc_ix(t, b->disp_ix, (SrcLoc){b->disp, line, col});
			} else {
				tok_set_loc(t, presented(b->wf, pres_disp(b), b->delta, line, col,
				                         s, (size_t)(end - s)));
			}
		} else {
			/* out of step: the output column, as mcpp keeps it */
			col = b->base_col + (int)(s - b->line_start) - b->skipped;
			tok_set_loc(t, (SrcLoc){pres_disp(b), b->line, col});
		}
	} else {
		Region *r = &b->stack[b->depth - 1];
		/* The innermost expansion is the newest call on the stack: a
		 * token of TWICE's argument substituted into ID(x) inside
		 * TWICE's body comes through ID's argument, then TWICE's. The
		 * spelling is found from the innermost region. */
		Expansion *inner = r->inner;
		bool in_arg = r->arg >= 0;
		if (inner != r->exp) {
			in_arg = false;
			for (int i = b->depth - 1; i >= 0; i--)
				if (b->stack[i].exp == inner && b->stack[i].arg >= 0)
					in_arg = true;
		}
		t->exp = tok_exp_ref(inner);
		t->from_arg = in_arg;
		SrcLoc loc = resolve(b, b->depth - 1, t->text);
		set_loc_ix(t, file_index(loc.file), loc);
		/* the token range of the enclosing expansions follows from
		 * these two in tokens_end(): not walked here for every token */
		for (Expansion *e = inner;; e = r->exp) {
			if (e->first_tok < 0)
				e->first_tok = ts->n;
			e->last_tok = ts->n;
			if (e == r->exp)
				break;
		}
	}
	ts->n++;
}

/* A new expansion of macro, whose definition is the one numbered serial
 * (0: the last made of that name). */
static Expansion *new_expansion(Builder *b, const char *macro, unsigned serial)
{
	TokenStream *ts = b->ts;
	if (ts->nexps == b->expcap) {
		b->expcap = b->expcap ? b->expcap * 2 : 256;
		ts->exps = xrealloc(ts->exps, sizeof *ts->exps * (size_t)b->expcap);
	}
	Expansion *e = owned_calloc(ts, sizeof *e);
	e->macro = macro;
	MacroDef *d = serial ? def_of_note(b, serial, macro) : NULL;
	e->def = (MacroDef *)tokens_def_lex(d ? d : tokens_find_def(ts, macro));
	e->first_tok = e->last_tok = -1;
	e->id = ts->nexps;
	ts->exps[ts->nexps++] = e;
	return e;
}

static void push_region(Builder *b, Expansion *e, int arg)
{
	if (b->depth == b->stackcap) {
		int old = b->stackcap;
		b->stackcap = b->stackcap ? b->stackcap * 2 : 32;
		b->stack = xrealloc(b->stack, sizeof *b->stack * (size_t)b->stackcap);
		memset(b->stack + old, 0, sizeof *b->stack * (size_t)(b->stackcap - old));
	}
	Region *r = &b->stack[b->depth++];
	r->exp = e;
	r->arg = arg;
	r->nseen = 0;
	r->floor = 0;
	r->sdef = NULL;
	r->nspan = 0;
	r->nbuckets = SEEN_BUCKETS;
	memset(r->bucket, 0xff, sizeof r->bucket);  /* all -1 */
	Expansion *below = b->depth > 1 ? b->stack[b->depth - 2].inner : NULL;
	r->inner = below && below->id > e->id ? below : e;
}

static void pop_region(Builder *b)
{
	b->depth--;
}

/* Condition text of an #if-family directive at line of the current file. */
static const char *cond_text(Builder *b, int line, const char *kw)
{
	SrcFile *f = src_get(b->file);
	const char *p = src_pos(f, line, 1);
	if (!p)
		return intern("?");
	const char *eol = strchr(p, '\n');
	/* within the line: strstr over the rest of the file is quadratic
	 * under the sanitizers' strstr, which measures the whole haystack */
	const char *k = memmem(p, eol ? (size_t)(eol - p) : strlen(p), kw, strlen(kw));
	if (!k)
		return intern("?");
	k += strlen(kw);
	while (*k == ' ' || *k == '\t')
		k++;
	const char *e = eol ? eol : k + strlen(k);
	const char *c = k;
	for (const char *q = k; q < e; q++)
		if (q[0] == '/' && (q[1] == '*' || q[1] == '/')) {
			e = q;
			break;
		}
	while (e > c && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r' || e[-1] == '\\'))
		e--;
	return intern_n(c, (size_t)(e - c));
}

/* intern(a b c): a group's condition is made of its text and a few bytes
 * around it, for every #if of every header */
static const char *intern3(const char *a, const char *b, const char *c)
{
	size_t la = strlen(a), lb = strlen(b), lc = strlen(c);
	char buf[256];
	char *s = la + lb + lc < sizeof buf ? buf : xmalloc(la + lb + lc + 1);
	memcpy(s, a, la);
	memcpy(s + la, b, lb);
	memcpy(s + la + lb, c, lc);
	const char *r = intern_n(s, la + lb + lc);
	if (s != buf)
		free(s);
	return r;
}

/* The presence condition of a group, written as an #if expression. */
static const char *cond_render(const char *dir, const char *text, const CondGroup *prev)
{
	if (!strcmp(dir, "ifdef"))
		return intern3("defined(", text, ")");
	if (!strcmp(dir, "ifndef"))
		return intern3("!defined(", text, ")");
	if (!strcmp(dir, "else") && prev && prev->text[0] == '!' && !strchr(prev->text, ' '))
		return intern(prev->text + 1);
	if (!strcmp(dir, "else") && prev && !strncmp(prev->text, "defined(", 8) &&
	    !strpbrk(prev->text, " &|?<>=+-*/!"))
		return intern3("!", prev->text, "");
	if (!strcmp(dir, "else") && prev)
		return intern3("!(", prev->text, ")");
	if (strpbrk(text, " &|?<>=+-*/"))
		return intern3("(", text, ")");
	return text;   /* interned by cond_text() */
}

static void cond_push(Builder *b, const char *dir, int line, bool replace)
{
	CondGroup *g = owned_calloc(b->ts, sizeof *g);
	g->directive = intern(dir);
	g->text = cond_render(dir, cond_text(b, line + b->delta, dir), replace ? b->cond : NULL);
	g->loc = (SrcLoc){pres_disp(b), line, 1};
	g->parent = replace && b->cond ? b->cond->parent : b->cond;
	b->cond = g;
}

/* Handles one annotation comment (body between slash-star and star-slash). */
static void null_state(TokenStream *ts, bool defined)
{
	if (ts->nnull_states == ts->null_states_cap) {
		ts->null_states_cap = ts->null_states_cap ? ts->null_states_cap * 2 : 8;
		ts->null_states = xrealloc(ts->null_states,
		                           sizeof *ts->null_states * (size_t)ts->null_states_cap);
	}
	ts->null_states[ts->nnull_states++] = (struct NullState){ts->n, defined};
}

bool tokens_null_defined_at(const TokenStream *ts, int i)
{
	for (int k = ts->nnull_states - 1; k >= 0; k--)
		if (ts->null_states[k].tok <= i)
			return ts->null_states[k].defined;
	return false;
}

/* The call whose name resolve() just placed at body token b->hit_idx of
 * b->hit_def, and whose region is c: the spans of its arguments in that
 * body, from its parentheses (nparams of them: a variadic call's extra
 * commas belong to its last); the region that found the name then goes
 * on after the call. None when the parentheses are not there (a name
 * followed by an argument list from outside the body). */
static void call_span(Builder *b, Region *c, int nparams)
{
	MacroDef *d = b->hit_def;
	BodyTok *bt = d->body;
	int k = b->hit_idx, n = d->nbody;
	if (k + 1 >= n || bt[k + 1].text != sp_lparen)
		return;
	int depth = 0, start = k + 2, end = -1, ns = 0;
	for (int i = k + 1; i < n && end < 0; i++) {
		const char *s = bt[i].text;
		bool close = s == sp_rparen && --depth == 0;
		if (s == sp_lparen)
			depth++;
		if (close || (s == sp_comma && depth == 1)) {
			if (ns == c->spancap) {
				c->spancap = c->spancap ? c->spancap * 2 : 8;
				c->span = xrealloc(c->span, sizeof *c->span * 2 * (size_t)c->spancap);
			}
			c->span[2 * ns] = start;
			c->span[2 * ns + 1] = i - 1;
			ns++;
			start = i + 1;
			if (close)
				end = i;
		}
	}
	if (end < 0)
		return;
	if (ns > nparams) {
		if (nparams == 0)
			ns = 0;                       /* F(): no argument */
		else {
			c->span[2 * (nparams - 1) + 1] = c->span[2 * (ns - 1) + 1];
			ns = nparams;
		}
	}
	c->sdef = d;
	c->nspan = ns;
	Region *owner = &b->stack[b->hit_region];
	if (owner->floor < end + 1)
		owner->floor = end + 1;
}

/* The records of mcpp's -K (mcpp_prov.h), read where they stand in the
 * text. Each reader returns the end of what it read, or NULL when the
 * bytes at p are not what the record holds (no byte of a record is NUL,
 * so none reads past the end of the text). */
static const char *rec_num(const char *p, int *v)
{
	long l;
	if (!p || !(p = prov_get_num(p, &l)))
		return NULL;
	/* mcpp counts lines in a long (#line 2147483647 goes past INT_MAX) */
	*v = l < INT_MIN ? INT_MIN : l > INT_MAX ? INT_MAX : (int)l;
	return p;
}

static const char *rec_name(const char *p, const char **s, size_t *n)
{
	int len;
	if (!(p = rec_num(p, &len)) || len < 0 || strnlen(p, (size_t)len) < (size_t)len)
		return NULL;
	*s = p;
	*n = (size_t)len;
	return p + len;
}

/* A source range: line, column, end line, end column (trig_col). */
static const char *rec_lc(Builder *b, const char *p, int *line, int *col, int *eline, int *ecol)
{
	if (!(p = rec_num(rec_num(rec_num(rec_num(p, line), col), eline), ecol)))
		return NULL;
	if (tok_trigraphs) {
		*col = trig_col(b, *line + b->delta, *col);
		*ecol = trig_col(b, *eline + b->delta, *ecol);
	}
	return p;
}

/* The macro of a call or argument record: the name its definition's
 * record gave (serial), or for a macro defined before the source (serial
 * 0) the name that follows. The names of those are met again and again
 * (a call, its arguments): the latest are kept in a small table by length
 * and end bytes, not interned anew each time. */
static const char *rec_macro(Builder *b, const char *p, unsigned *serial, const char **macro)
{
	int n;
	if (!(p = rec_num(p, &n)) || n < 0)
		return NULL;
	*serial = (unsigned)n;
	if (n) {
		if ((unsigned)n >= b->ndefnotes || !b->defnotes[n].name)
			return NULL;          /* no definition of that number */
		*macro = b->defnotes[n].name;
		return p;
	}
	const char *ns = NULL;
	size_t nl = 0;
	if (!(p = rec_name(p, &ns, &nl)) || nl == 0)
		return NULL;
	struct NameSlot *slot = &b->names[(nl * 31 + (unsigned char)ns[0] * 7 +
	                                   (unsigned char)ns[nl - 1]) % NAME_SLOTS];
	if (nl != slot->len || !slot->name || memcmp(ns, slot->name, nl) != 0) {
		slot->name = intern_n(ns, nl);
		slot->len = nl;
	}
	*macro = slot->name;
	return p;
}

/* A call's record: a new expansion, placed where the call is written or,
 * for a call from a macro body, at its name in that body. */
static const char *rec_call(Builder *b, const char *p)
{
	unsigned serial;
	const char *macro;
	int has_loc, line = 0, col = 0, eline = 0, ecol = 0;
	if (!(p = rec_num(rec_macro(b, p, &serial, &macro), &has_loc)) ||
	    (has_loc && !(p = rec_lc(b, p, &line, &col, &eline, &ecol))))
		return NULL;
	Expansion *e = new_expansion(b, macro, serial);
	if (b->depth) {
		Region *r = &b->stack[b->depth - 1];
		e->parent = r->exp;
		e->call_in_arg = r->arg >= 0;
	}
	if (has_loc) {
		e->call = presented(cur_src(b), pres_disp(b), b->delta, line + b->delta, col,
		                    macro, strlen(macro));
		/* the call's extent, for the column resync after it */
		add_range(b, (ArgRange){.exp = e, .arg = -2, .line = line + b->delta,
		                        .col = col, .eline = eline + b->delta, .ecol = ecol});
	} else if (b->depth) {
		/* a call from a macro body: find the name in that body */
		int ri = b->depth - 1;
		b->hit_def = NULL;
		e->call = resolve(b, ri, macro);
	}
	push_region(b, e, -1);
	/* a call from a body whose name was placed there: its arguments'
	 * spans (hit_def is set only by that resolve) */
	if (!has_loc && b->depth > 1 && b->hit_def && e->def && e->def->function_like)
		call_span(b, &b->stack[b->depth - 1], e->def->nparams);
	return p;
}

/* The substituted text of an argument of the innermost open call of its
 * macro follows. */
static const char *rec_arg(Builder *b, const char *p)
{
	unsigned serial;
	const char *macro;
	int arg;
	if (!(p = rec_num(rec_macro(b, p, &serial, &macro), &arg)) || arg < 0)
		return NULL;
	Expansion *e = NULL;
	for (int i = b->depth - 1; i >= 0; i--)
		if (b->stack[i].exp->macro == macro && b->stack[i].arg < 0) {
			e = b->stack[i].exp;
			break;
		}
	/* Not inside its call: the latest expansion of that macro (mcpp -K
	 * can reorder notes around ## pastes). */
	if (!e) {
		b->ts->stray_notes++;
		for (int i = b->ts->nexps - 1; !e && i >= 0; i--)
			if (b->ts->exps[i]->macro == macro)
				e = b->ts->exps[i];
	}
	if (!e)
		e = new_expansion(b, macro, 0);
	push_region(b, e, arg);
	return p;
}

/* A #define: its place is kept by number; NULL's are recorded at once. */
static const char *rec_define(Builder *b, const char *p)
{
	int serial = 0, line = 0, col = 0, eline = 0, ecol = 0;
	const char *ns = NULL;
	size_t nl = 0;
	if (!(p = rec_lc(b, rec_name(rec_num(p, &serial), &ns, &nl), &line, &col, &eline, &ecol)) ||
	    serial < 0 || nl == 0)
		return NULL;
	const char *name = intern_n(ns, nl);
	bool is_null = nl == 4 && !memcmp(ns, "NULL", 4);
	if (is_null)
		null_state(b->ts, true);
	SrcLoc loc = {pres_disp(b), line, col};
	/* NULL's definitions are all checked, called or not
	 * (check_definitions); one without a number is recorded at once */
	MacroDef *d = NULL;
	if (!serial || is_null)
		d = define_macro(b->ts, name, b->file, loc, b->delta);
	if (serial)
		note_define(b, (unsigned)serial, name, loc, d);
	/* #ifndef X / #define X is an include guard, not a configuration
	 * condition */
	CondGroup *g = b->cond;
	if (g && g->directive == sp_ifndef && g->loc.line == line - 1 && g->loc.file == loc.file &&
	    g->text == intern3("!defined(", name, ")"))
		g->text = intern("");
	return p;
}

/* #line: "P N name", P the directive's line in the numbering so far. */
static const char *rec_line(Builder *b, const char *p)
{
	int dir_line = 0, to = 0;
	const char *ns = NULL;
	size_t nl = 0;
	if (!(p = rec_name(rec_num(rec_num(p, &dir_line), &to), &ns, &nl)))
		return NULL;
	b->delta = dir_line + b->delta + 1 - to;
	if (file_disp(b) != b->ts->main_file)
		cond_mark(b, file_disp(b), -1);   /* a header's groups renumbered: not
		                                      measured, as without -K (pp.c) */
	/* the record ends the directive's line: the next is line `to`
	 * (mcpp writes no line marker when it counts that line there
	 * already, as after "#line 1" on line 2) */
	b->line = to - 1;
	if (nl) {
		const char *name = intern_n(ns, nl);
		if (name[0] != '/' && tok_unit_dir && *tok_unit_dir) {
			char *j = xasprintf("%s/%s", tok_unit_dir, name);
			name = intern(j);
			free(j);
		}
		const char *pd = display_path(name);
		b->pres = pd == file_disp(b) ? NULL : pd;
	}
	return p;
}

/* One record, p past its PROV_MARK; *closed is set when it closes a call
 * or an argument (the caller resyncs the columns after a top-level
 * call). */
static const char *record(Builder *b, const char *p, bool *closed)
{
	int line, v;
	const char *ns = NULL;
	size_t nl = 0;
	*closed = false;
	switch (*p++) {
	case PROV_END:
		if (b->depth == 0) {
			/* mcpp -K sometimes closes a region twice after a ##
			 * paste moved its notes; nothing is open, so the token
			 * stream is unaffected. */
			b->ts->stray_notes++;
			return p;
		}
		pop_region(b);
		*closed = true;
		return p;
	case PROV_ARG_RANGE: {
		int arg = -1, col, eline, ecol;
		if (!(p = rec_lc(b, rec_num(p, &arg), &line, &col, &eline, &ecol)) || arg < 0)
			return NULL;
		Expansion *e = b->depth ? b->stack[b->depth - 1].exp : NULL;
		if (e)
			add_range(b, (ArgRange){.exp = e, .arg = arg, .line = line + b->delta, .col = col,
			                        .eline = eline + b->delta, .ecol = ecol});
		return p;
	}
	case PROV_CALL:
		return rec_call(b, p);
	case PROV_ARG:
		return rec_arg(b, p);
	case PROV_DEFINE:
		return rec_define(b, p);
	case PROV_SPLIT:             /* the expansion goes on after a _Pragma */
		b->split_rec = true;
		return p;
	case PROV_NULL_DEF:          /* predefined or -D: no place */
		null_state(b->ts, true);
		return p;
	case PROV_UNDEF:
		if (!(p = rec_name(rec_num(p, &line), &ns, &nl)))
			return NULL;
		if (nl == 4 && !memcmp(ns, "NULL", 4))
			null_state(b->ts, false);
		return p;
	case PROV_LINE:
		return rec_line(b, p);
	case PROV_IF: {              /* #if, #ifdef, #ifndef, #elif */
		char dir[8];
		if (!(p = rec_num(rec_name(p, &ns, &nl), &line)) || nl == 0 || nl >= sizeof dir)
			return NULL;
		memcpy(dir, ns, nl);
		dir[nl] = '\0';
		cond_push(b, dir, line, dir[0] == 'e');
		b->cond_pending = line;
		return p;
	}
	case PROV_IF_VALUE:          /* of the #if or #elif just met */
		if (!(p = rec_num(p, &v)))
			return NULL;
		if (v && b->cond_pending)
			cond_taken(b, b->cond_pending + b->delta);
		b->cond_pending = 0;
		return p;
	case PROV_ELSE:
		if (!(p = rec_num(rec_num(p, &line), &v)))
			return NULL;
		cond_push(b, "else", line, true);
		if (v)
			cond_taken(b, line + b->delta);
		return p;
	case PROV_ENDIF:
		if (!(p = rec_num(p, &line)))
			return NULL;
		if (b->cond)
			b->cond = b->cond->parent;
		return p;
	}
	return NULL;
}

/* The files that said `#pragma GCC system_header` (display paths,
 * interned), for the process: GCC takes the rest of such a file for a
 * system header, and mcpp says so with the flag 3 of its line marker. */
static const char **pragma_sys;
static int npragma_sys;

bool tok_pragma_system_header(const char *file)
{
	for (int i = 0; i < npragma_sys; i++)
		if (pragma_sys[i] == file)
			return true;
	return false;
}

/* The file name of a line marker, from fs to its closing quote q: mcpp
 * writes it as it is (a '"' or '\\' in it included: the name ends at the
 * line's last quote); gcc -E (plain text) escapes '"' and '\\' with a
 * backslash and other bytes as octal. */
static const char *marker_file(const char *fs, const char *q, bool plain)
{
	if (!plain || !memchr(fs, '\\', (size_t)(q - fs)))
		return intern_n(fs, (size_t)(q - fs));
	char *buf = xmalloc((size_t)(q - fs) + 1), *o = buf;
	for (const char *p = fs; p < q; p++) {
		if (*p != '\\' || p + 1 == q) {
			*o++ = *p;
			continue;
		}
		p++;
		if (*p >= '0' && *p <= '7') {
			int v = 0;
			for (int n = 0; n < 3 && p < q && *p >= '0' && *p <= '7'; n++, p++)
				v = v * 8 + (*p - '0');
			p--;
			*o++ = (char)v;
		} else {
			*o++ = *p;
		}
	}
	const char *r = intern_n(buf, (size_t)(o - buf));
	free(buf);
	return r;
}

/* A line marker "# N "file" flags". */
static void line_marker(Builder *b, const char *p, const char *eol, bool plain)
{
	p++;
	while (*p == ' ')
		p++;
	int line = (int)strtol(p, (char **)&p, 10);
	while (*p == ' ')
		p++;
	if (*p != '"')
		return;
	const char *fs = ++p;
	p = eol;                 /* the closing quote: the line's last one */
	while (p > fs && p[-1] != '"')
		p--;
	p = p > fs ? p - 1 : eol;
	const char *file = marker_file(fs, p, plain);
	int flag = 0;
	if (p < eol)
		flag = atoi(p + 1);
	/* flag 3 from mcpp: the rest of the file is a system header's
	 * (#pragma GCC system_header). Not from gcc -E, whose 3 holds until
	 * the next marker only (a NULL expanded in the user's line) */
	for (const char *q = p + 1; !plain && q < eol; q++)
		if (q[-1] == ' ' && *q == '3' && (q + 1 == eol || q[1] == ' ')) {
			const char *d = display_path(file);
			if (!tok_pragma_system_header(d)) {
				pragma_sys = xrealloc(pragma_sys,
				                      sizeof *pragma_sys * (size_t)(npragma_sys + 1));
				pragma_sys[npragma_sys++] = d;
			}
			break;
		}
	if (flag == 1) {
		IncludeFrame *f = owned_calloc(b->ts, sizeof *f);
		f->file = display_path(file);
		cond_mark(b, f->file, 0);
		f->line = b->line;   /* the #include line of the includer */
		f->parent = b->incl;
		b->incl = f;
		if (b->nlm == b->lmcap) {
			b->lmcap = b->lmcap ? b->lmcap * 2 : 16;
			b->lmstack = xrealloc(b->lmstack, sizeof *b->lmstack * (size_t)b->lmcap);
		}
		b->lmstack[b->nlm++] = (struct LineMap){b->delta, b->pres};
		b->delta = 0;
		b->pres = NULL;
	} else if (flag == 2 && b->incl) {
		b->incl = b->incl->parent;
		if (b->nlm) {
			b->nlm--;
			b->delta = b->lmstack[b->nlm].delta;
			b->pres = b->lmstack[b->nlm].pres;
		}
	} else if (flag == 0 && display_path(file) == b->ts->main_file && b->incl) {
		/* back in the main file after the -include files, which mcpp
		 * leaves without a return marker */
		b->incl = NULL;
		b->nlm = 0;
		b->delta = 0;
		b->pres = NULL;
	}
	b->file = file;
	b->line = line - 1;  /* the newline ending the marker counts it up */
	b->wnew = true;
}

static void builder_free(Builder *b)
{
	for (int i = 0; i < b->stackcap; i++) {
		free(b->stack[i].seen);
		free(b->stack[i].xbucket);
		free(b->stack[i].span);
	}
	b->depth = 0;
	free(b->stack);
	b->stack = NULL;
	free(b->defnotes);
	b->defnotes = NULL;
	b->ndefnotes = b->defnotecap = 0;
	free(b->lmstack);
	b->lmstack = NULL;
	drop_ranges(b);
	free(b->rtab);
	b->rtab = NULL;
	b->rcap = 0;
	while (b->spare_ranges) {
		ArgRange *n = b->spare_ranges->next;
		free(b->spare_ranges);
		b->spare_ranges = n;
	}
}

struct TokenBuilder {
	Builder b;
	bool bol;               /* at the start of an output line */
	long offset;            /* of the text fed so far, for messages */
	char *err;              /* the first error; nothing is read after it */
	/* text already preprocessed (-fpreprocessed): no records, and its
	 * comments are blanks (a block comment's newlines still count) */
	bool plain;
	bool in_comment;        /* inside a block comment of plain text */
	/* regions open at the end of a line (see tokens_feed): split until
	 * the next text line; keep_open: that line ended in PROV_SPLIT, so
	 * they go on there; hash_line: the line is a line marker or a
	 * #pragma line */
	bool split, hash_line, keep_open;
	int open;               /* unplaced, with records: calls and arguments
	                           open (feed_unplaced_records) */
	unsigned char *serials; /* and the #define numbers met, a bit each */
	unsigned nserials;      /* (bits) */
};

static int tokens_feed_placed(TokenBuilder *tb, const char *text);

/* Records left open at the end of a line that no _Pragma() split. */
static void split_close(TokenBuilder *tb)
{
	tb->b.ts->stray_notes++;
	while (tb->b.depth)
		pop_region(&tb->b);
	tb->split = tb->keep_open = false;
}

/* The token array is reserved at a size most units stay under (see
 * tok_room): the spare end costs nothing. */
#define TOKENS_RESERVE ((size_t)2 << 20)

TokenBuilder *tokens_begin(const char *main_file, TokenStream *ts)
{
	memset(ts, 0, sizeof *ts);
	intern_spellings();
	ts->main_file = display_path(main_file);
	TokenBuilder *tb = xcalloc(1, sizeof *tb);
	tb->b = (Builder){.ts = ts, .file = intern(main_file), .line = 1, .base_col = 1};
	tok_room(ts, &tb->b.cap, TOKENS_RESERVE);
	tb->bol = true;
	return tb;
}

/* The token at p, with its text, kind and line start only (a builder
 * that places nothing); returns its end. */
static inline const char *unplaced_token(Builder *b, const char *p, bool bol)
{
	TokKind kind;
	const char *end = lex_token_kind(p, &kind);
	Token *t = new_token(b, p, end, kind);
	b->ts->n++;
	t->bol = bol;
	return end;
}

/* tokens_feed() for a builder that places nothing (tokens_plain(tb,
 * false)): the text of mcpp without -K has no records and no comments;
 * its tokens get their text, kind and line start, and directive lines
 * (line markers, #pragma) are passed over. */
static int feed_unplaced(TokenBuilder *tb, const char *p)
{
	TokenStream *ts = tb->b.ts;
	bool bol = tb->bol;
	for (;;) {
		switch (*p) {
		case '\0':
			tb->bol = bol;
			return 0;
		case '\n':
			bol = true;
			p++;
			continue;
		case ' ': case '\t': case '\r': case '\f': case '\v':
			p++;
			continue;
		case '#':
			if (bol) {
				/* mcpp's line markers and #pragma lines; a line that
				 * a macro's expansion starts with # is a token of the
				 * text with -K (its records say so), not here: such a
				 * unit is not screened (TokenStream.hash_line) */
				const char *q = p + 1;
				while (*q == ' ')
					q++;
				if (!isdigit((unsigned char)*q) && strncmp(p, "#pragma ", 8))
					ts->hash_line = true;
				p += strcspn(p, "\n");
				continue;
			}
			break;
		case '/':
			if (p[1] == '*' || p[1] == '/') {   /* not in mcpp's text */
				tb->bol = bol;
				return tokens_feed_placed(tb, p);   /* which skips it */
			}
			break;
		default:
			break;
		}
		p = unplaced_token(&tb->b, p, bol);
		bol = false;
	}
}

/* The macro of a call or argument record passed over: a #define's
 * number met before, or 0 and a name (rec_macro()'s checks). */
static const char *skip_macro(TokenBuilder *tb, const char *p)
{
	int n = 0;
	const char *ns = NULL;
	size_t nl = 0;
	if (!(p = rec_num(p, &n)) || n < 0)
		return NULL;
	if (n)
		return (unsigned)n < tb->nserials && (tb->serials[n / 8] >> (n % 8) & 1) ? p : NULL;
	return (p = rec_name(p, &ns, &nl)) && nl ? p : NULL;
}

/* A record of -K text passed over, p past its PROV_MARK, for a builder
 * that places nothing: only what decides which tokens there are is kept,
 * the calls and arguments open (a line an expansion begins with # is a
 * line of tokens) and whether NULL is defined. Returns the record's end,
 * or NULL as record() does. */
static const char *skip_record(TokenBuilder *tb, const char *p)
{
	TokenStream *ts = tb->b.ts;
	int n = 0, v = 0;
	const char *ns = NULL;
	size_t nl = 0;
	switch (*p++) {
	case PROV_CALL:
		if (!(p = rec_num(skip_macro(tb, p), &v)) ||
		    (v && !(p = rec_num(rec_num(rec_num(rec_num(p, &n), &n), &n), &n))))
			return NULL;
		tb->open++;
		return p;
	case PROV_ARG:
		if (!(p = rec_num(skip_macro(tb, p), &v)) || v < 0)
			return NULL;
		tb->open++;
		return p;
	case PROV_END:
		tb->open -= tb->open > 0;
		return p;
	case PROV_ARG_RANGE:
		if (!(p = rec_num(rec_num(rec_num(rec_num(rec_num(p, &v), &n), &n), &n), &n)) || v < 0)
			return NULL;
		return p;
	case PROV_DEFINE:
		if (!(p = rec_num(rec_num(rec_num(rec_num(rec_name(rec_num(p, &n), &ns, &nl), &v), &v), &v), &v)) ||
		    n < 0 || nl == 0)
			return NULL;
		if (n) {   /* numbered: its calls name it so (note_define()) */
			if ((unsigned)n >= tb->nserials) {
				unsigned cap = tb->nserials ? tb->nserials : 1024;
				while (cap <= (unsigned)n)
					cap *= 2;
				tb->serials = xrealloc(tb->serials, cap / 8);
				memset(tb->serials + tb->nserials / 8, 0, (cap - tb->nserials) / 8);
				tb->nserials = cap;
			}
			tb->serials[n / 8] |= (unsigned char)(1 << (n % 8));
		}
		if (nl == 4 && !memcmp(ns, "NULL", 4))
			null_state(ts, true);
		return p;
	case PROV_NULL_DEF:
		null_state(ts, true);
		return p;
	case PROV_UNDEF:
		if (!(p = rec_name(rec_num(p, &n), &ns, &nl)))
			return NULL;
		if (nl == 4 && !memcmp(ns, "NULL", 4))
			null_state(ts, false);
		return p;
	case PROV_SPLIT:
		tb->b.split_rec = true;
		return p;
	case PROV_IF:   /* "if", "ifdef", "ifndef", "elif" (record()) */
		return (p = rec_num(rec_name(p, &ns, &nl), &n)) && nl && nl < 8 ? p : NULL;
	case PROV_IF_VALUE:
	case PROV_ENDIF:
		return rec_num(p, &n);
	case PROV_ELSE:
		return rec_num(rec_num(p, &n), &v);
	case PROV_LINE:
		return rec_name(rec_num(rec_num(p, &n), &v), &ns, &nl);
	}
	return NULL;
}

/* tokens_feed() for a builder that places nothing, fed mcpp's text with
 * -K (tokens_unplaced_records): the tokens tokens_feed_placed() would
 * make, with their text, kind and line start only. Its records are
 * passed over (skip_record), and its lines are taken as that function
 * takes them: a line begun with # is a directive's (passed over) unless
 * a call or argument is open there and the line is no line marker or
 * #pragma line after a split (see tokens_feed_placed). */
static int feed_unplaced_records(TokenBuilder *tb, const char *text)
{
	const char *p = text;
	bool bol = tb->bol;
	while (*p) {
		if (*p == '\n') {
			if (tb->split) {
				if (!tb->hash_line)
					tb->open = 0, tb->split = false;   /* split_close() */
			} else if (tb->open) {
				tb->split = true;
				tb->keep_open = tb->b.split_rec;
			}
			tb->b.split_rec = false;
			tb->hash_line = false;
			p++;
			bol = true;
			continue;
		}
		if (bol && tb->split) {
			if (*p == '#')
				tb->hash_line = true;
			else if (tb->keep_open)
				tb->split = false;
			else
				tb->open = 0, tb->split = false;
		}
		if (bol && *p == '#' && (tb->open == 0 || tb->hash_line)) {
			p += strcspn(p, "\n");
			continue;
		}
		if (lex_is_hblank(*p)) {
			do
				p++;
			while (lex_is_hblank(*p));   /* the rest of a run: nothing above changes */
			continue;
		}
		if (*p == PROV_MARK) {
			const char *after = skip_record(tb, p + 1);
			if (!after) {
				tb->err = xasprintf("malformed provenance record at offset %ld",
				                    tb->offset + (long)(p - text));
				return -1;
			}
			p = after;
			continue;
		}
		p = unplaced_token(&tb->b, p, bol);
		bol = false;
	}
	tb->bol = bol;
	tb->offset += (long)(p - text);
	return 0;
}

int tokens_feed(TokenBuilder *tb, const char *text)
{
	if (tb->err)
		return -1;
	if (tb->b.unplaced && !tb->plain)
		return feed_unplaced_records(tb, text);
	if (tb->b.unplaced && !tb->in_comment)
		return feed_unplaced(tb, text);
	return tokens_feed_placed(tb, text);
}

/* The end of an output line, text after it at line (for
 * tokens_feed_placed). An expansion spans output lines only where mcpp
 * carried out a _Pragma() in it: the text before it (ending in a
 * PROV_SPLIT record), a line marker and the #pragma line (or neither), the
 * text after it. So regions open at such a line's end stay open over the #
 * lines that follow; any other records left open are mcpp's, not the
 * text's, and are closed before the next text (split_close()). */
static inline void placed_newline(TokenBuilder *tb, const char *line)
{
	Builder *bp = &tb->b;
	if (tb->split) {
		if (!tb->hash_line)
			split_close(tb);     /* an empty line */
	} else if (bp->depth) {
		tb->split = true;
		tb->keep_open = bp->split_rec;
	}
	bp->split_rec = false;
	tb->hash_line = false;
	bp->line++;
	bp->line_start = line;
	bp->base_col = 1;
	bp->skipped = 0;
	bp->wnew = true;
}

/* A top-level call closed, its record's end at after: the source resumes
 * at the call's end (its own: the ranges of the calls in its arguments are
 * newer). */
static inline void resume_after_call(Builder *bp, const char *after)
{
	Expansion *closed_exp = bp->stack[0].exp;
	ArgRange *ar = find_range(bp, closed_exp, -2);
	if (!ar)
		return;
	/* the line stays mcpp's: a call joined to its end by splices or
	 * comments leaves the output line whole, and one that is not is
	 * followed by a line marker */
	bp->base_col = ar->ecol;
	bp->line_start = after;
	bp->skipped = 0;
	SrcFile *f = cur_src(bp);
	const char *w = src_pos(f, ar->eline, ar->ecol);
	bp->wnew = false;
	bp->wok = w != NULL;
	bp->wf = f;
	bp->wp = w;
	bp->wline = ar->eline;
	bp->wcol = ar->ecol;
}

static int tokens_feed_placed(TokenBuilder *tb, const char *text)
{
	Builder *bp = &tb->b;
	TokenStream *ts = bp->ts;
	const char *p = text;
	bool bol = tb->bol;
	const bool plain = tb->plain;  /* kept in a register: read per byte */
	if (bol)
		bp->line_start = text;
	while (*p) {
		if (*p == '\n') {
			p++;
			placed_newline(tb, p);
			bol = true;
			continue;
		}
		if (plain && (tb->in_comment || (p[0] == '/' && (p[1] == '*' || p[1] == '/')))) {
			if (tb->in_comment) {
				tb->in_comment = !(p[0] == '*' && p[1] == '/');
				p += tb->in_comment ? 1 : 2;
			} else if (p[1] == '*') {
				tb->in_comment = true;
				p += 2;
			} else {
				p += strcspn(p, "\n");   /* to the newline, read above */
			}
			continue;
		}
		if (bol && tb->split) {
			if (*p == '#')
				tb->hash_line = true;
			else if (tb->keep_open)
				tb->split = false;   /* the expansion goes on */
			else
				split_close(tb);
		}
		if (bol && *p == '#' && (bp->depth == 0 || tb->hash_line)) {
			const char *eol = strchr(p, '\n');
			if (!eol)
				eol = p + strlen(p);
			const char *q = p + 1;
			while (*q == ' ')
				q++;
			if (isdigit((unsigned char)*q))
				line_marker(bp, p, eol, plain);
			/* #pragma and other passed-through directives are skipped */
			p = eol;
			continue;
		}
		if (lex_is_hblank(*p)) {
			/* a run at once: -K keeps the source's blanks, and within
			 * a run none of the tests above changes its answer */
			do
				p++;
			while (lex_is_hblank(*p));
			continue;
		}
		if (*p == PROV_MARK && !plain) {
			bool closed;
			const char *after = record(bp, p + 1, &closed);
			if (!after) {
				tb->err = xasprintf("malformed provenance record at offset %ld",
				                    tb->offset + (long)(p - text));
				return -1;
			}
			bp->skipped += (int)(after - p);
			if (closed && bp->depth == 0)
				resume_after_call(bp, after);
			if (bp->depth == 0)
				drop_ranges(bp);
			p = after;
			continue;
		}
		TokKind kind;
		const char *end = lex_token_kind(p, &kind);
		size_t before = (size_t)ts->n;
		push_token(bp, p, end, kind);
		if (bol)
			ts->tok[before].bol = true;
		bol = false;
		p = end;
	}
	tb->bol = bol;
	tb->offset += (long)(p - text);
	return 0;
}

/* An expansion's token range takes in those of the expansions made
 * inside it: children are newer (higher ids), so one pass from the newest
 * gives every expansion its whole range before its parent is reached. */
static void spread_ranges(TokenStream *ts)
{
	for (int i = ts->nexps - 1; i >= 0; i--) {
		const Expansion *e = ts->exps[i];
		Expansion *p = e->parent;
		if (e->first_tok < 0 || !p)
			continue;
		if (p->first_tok < 0 || e->first_tok < p->first_tok)
			p->first_tok = e->first_tok;
		if (e->last_tok > p->last_tok)
			p->last_tok = e->last_tok;
	}
}

void tokens_plain(TokenBuilder *tb, bool placed)
{
	tb->plain = true;
	tb->b.unplaced = !placed;
}

int tokens_end(TokenBuilder *tb, char **err)
{
	Builder *bp = &tb->b;
	TokenStream *ts = bp->ts;
	builder_free(bp);
	spread_ranges(ts);
	*err = tb->err;
	int r = tb->err ? -1 : 0;
	memset(&ts->tok[ts->n], 0, sizeof ts->tok[0]);  /* room: push_token */
	ts->tok[ts->n].kind = TK_EOF;
	ts->tok[ts->n].text = intern("");
	tok_set_loc(&ts->tok[ts->n], (SrcLoc){pres_disp(bp), bp->line, 1});
	free(tb->serials);
	free(tb);
	return r;
}

static int tokens_from(const char *text, const char *main_file, TokenStream *ts, char **err,
                       bool plain, bool placed)
{
	TokenBuilder *tb = tokens_begin(main_file, ts);
	tb->plain = plain;
	tb->b.unplaced = !placed;
	tokens_feed(tb, text);
	return tokens_end(tb, err);
}

int tokens_from_text(const char *text, const char *main_file, TokenStream *ts, char **err)
{
	return tokens_from(text, main_file, ts, err, false, true);
}

int tokens_from_preprocessed(const char *text, const char *main_file, TokenStream *ts,
                             char **err)
{
	tok_trigraphs = false;   /* the preprocessor replaced them */
	return tokens_from(text, main_file, ts, err, true, true);
}

int tokens_from_unplaced(const char *text, const char *main_file, TokenStream *ts, char **err)
{
	return tokens_from(text, main_file, ts, err, true, false);
}

int tokens_unplaced_records(const char *text, const char *main_file, TokenStream *ts, char **err)
{
	return tokens_from(text, main_file, ts, err, false, false);
}

void tokens_free(TokenStream *ts)
{
	if (ts->tok)
		munmap(ts->tok, ts->tok_mapped);
	free(ts->cond_taken);
	free(ts->ctxs);
	free(ts->exps);  /* the expansions are in the owned chunks */
	free(ts->def_tab);
	free(ts->strz);
	free(ts->null_states);
	for (MacroDef *d = ts->defs; d; d = d->next) {  /* in the chunks too */
		free(d->body);
		free(d->first);
	}
	for (int i = 0; i < ts->nowned; i++) {
		size_t n;
		memcpy(&n, ts->owned[i], sizeof n);
		munmap(ts->owned[i], n);
	}
	free(ts->owned);
	memset(ts, 0, sizeof *ts);
}

Expansion *tokens_exact_expansion(const TokenStream *ts, int first, int last)
{
	Expansion *found = NULL;
	for (Expansion *e = tok_exp(ts, &ts->tok[first]); e; e = e->parent)
		if (e->first_tok == first && e->last_tok == last)
			found = e;
	return found;
}

static void print_loc(FILE *out, SrcLoc l)
{
	fprintf(out, "%s:%d:%d", l.file ? l.file : "?", l.line, l.col);
}

void tokens_dump(const TokenStream *ts, FILE *out)
{
	for (int i = 0; i < ts->n; i++) {
		const Token *t = &ts->tok[i];
		print_loc(out, tok_loc(t));
		fprintf(out, " %s '%s'", lex_kind_name(t->kind), t->text);
		Expansion *inner = tok_exp(ts, t);
		for (Expansion *e = inner; e; e = e->parent) {
			fprintf(out, " <- %s%s@", e->macro,
			        e == inner ? (t->from_arg ? "(arg)" : "(body)") : "");
			print_loc(out, e->call);
		}
		if (tok_incl(ts, t)) {
			fprintf(out, " [included");
			for (IncludeFrame *f = tok_incl(ts, t); f; f = f->parent)
				fprintf(out, " from %s:%d", f->parent ? f->parent->file : ts->main_file, f->line);
			fprintf(out, "]");
		}
		for (CondGroup *g = tok_cond(ts, t); g; g = g->parent)
			fprintf(out, " {#%s %s @%d}", g->directive, g->text, g->loc.line);
		fputc('\n', out);
	}
}
