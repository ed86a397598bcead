/* suppress.c -- inline suppressions and changed-line scopes (--diff).
 *
 * Both work on the merged findings of a run, in the process that reports
 * them: suppressions are in the source, and a diff names source lines, so
 * neither needs anything from the workers of -j, the configurations or the
 * shards beyond the findings' primary locations.
 *
 * A suppression is a comment (block or line) that holds the marker (written
 * here with a space before the colon, so that this comment is none)
 *
 *     nullaudit : ignore                     every rule
 *     nullaudit : ignore[RULE,RULE...]       the rules named (ids of --help)
 *
 * anywhere in its text ("legacy ABI; " then the marker), without that
 * space, and with spaces or tabs allowed after the colon and in the list.
 * It covers the findings reported on its own line and on the next line;
 * a finding spelled in a #define body is also covered by a suppression on
 * the #define's first line or on the line before it.  The preprocessor
 * runs with comments turned into blanks, so the comments are read from the
 * files themselves: those of the findings, and those the caller names. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rules.h"
#include "suppress.h"

typedef struct Supp {
	int line, col;           /* of "nullaudit:" */
	bool all;                /* no rule list */
	unsigned mask;           /* rules listed (1u << RuleId) */
	int rcol[RULE_COUNT];    /* the column of each listed rule */
	bool used_all;
	unsigned used;           /* rules that covered a finding */
} Supp;

typedef struct SuppFile {
	const char *file;        /* interned, as given */
	Supp *v;
	int n, cap;
	int nlines;
	int *start;              /* [line]: first line of its logical line
	                            (backslash continuations), 1-based */
	bool *is_define;         /* [line]: a logical line starting there is a
	                            #define */
} SuppFile;

typedef struct SuppSet {
	PtrMap byfile;           /* interned file -> index + 1 */
	SuppFile *f;
	int n, cap;
} SuppSet;

static bool word_char(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '-';
}

/* The line and column of offset off, given the line start offsets. */
static void where(const size_t *ls, int nlines, size_t off, int *line, int *col)
{
	int lo = 1, hi = nlines;
	while (lo < hi) {
		int mid = (lo + hi + 1) / 2;
		if (ls[mid] <= off)
			lo = mid;
		else
			hi = mid - 1;
	}
	*line = lo;
	*col = (int)(off - ls[lo]) + 1;
}

/* The markers in the comment text[from, to). */
static void scan_comment(SuppFile *sf, const char *text, size_t from, size_t to, const size_t *ls,
                         int nlines)
{
	static const char marker[] = "nullaudit:";
	size_t mlen = sizeof marker - 1;
	size_t p = from;
	while (p + mlen <= to) {
		const char *m = memmem(text + p, to - p, marker, mlen);
		if (!m)
			break;
		size_t at = (size_t)(m - text);
		p = at + mlen;
		size_t q = p;
		while (q < to && (text[q] == ' ' || text[q] == '\t'))
			q++;
		if (q + 6 > to || strncmp(text + q, "ignore", 6) || (q + 6 < to && word_char(text[q + 6])))
			continue;  /* prose, or another word */
		q += 6;
		Supp s = {0};
		where(ls, nlines, at, &s.line, &s.col);
		if (q < to && text[q] == '[') {
			q++;
			bool bad = false, closed = false;
			while (q < to && !bad) {
				while (q < to && (text[q] == ' ' || text[q] == '\t'))
					q++;
				size_t w = q;
				while (q < to && word_char(text[q]))
					q++;
				int line, col;
				where(ls, nlines, w, &line, &col);
				if (q == w) {
					na_error("%s:%d:%d: a rule id expected in the suppression's list",
					         sf->file, line, col);
					bad = true;
					break;
				}
				char *name = xstrndup(text + w, q - w);
				int r = rule_find(name);
				if (r < 0) {
					const char *near = rule_suggest(name);
					if (near)
						na_error("%s:%d:%d: unknown rule '%s' in a suppression (did you mean "
						         "'%s'?)", sf->file, line, col, name, near);
					else
						na_error("%s:%d:%d: unknown rule '%s' in a suppression (the rules are "
						         "listed by nullaudit --help)", sf->file, line, col, name);
				} else {
					s.mask |= 1u << r;
					s.rcol[r] = col;
				}
				free(name);
				while (q < to && (text[q] == ' ' || text[q] == '\t'))
					q++;
				if (q < to && text[q] == ',') {
					q++;
					continue;
				}
				if (q < to && text[q] == ']') {
					closed = true;
					q++;
				}
				break;
			}
			if (!bad && !closed) {
				int line, col;
				where(ls, nlines, q < to ? q : to, &line, &col);
				na_error("%s:%d:%d: ']' expected to end the suppression's rule list", sf->file,
				         line, col);
			}
			if (bad || !closed || !s.mask)
				continue;  /* malformed: suppresses nothing (errors said why) */
		} else {
			s.all = true;
		}
		if (sf->n == sf->cap) {
			sf->cap = sf->cap ? sf->cap * 2 : 8;
			sf->v = xrealloc(sf->v, sizeof *sf->v * (size_t)sf->cap);
		}
		sf->v[sf->n++] = s;
	}
}

/* Reads FILE's suppressions and logical lines. An unreadable file has
 * none (its findings were reported from what the preprocessor read). */
static void scan_file(SuppFile *sf)
{
	size_t len = 0;
	char *err = NULL;
	char *text = read_file(sf->file, &len, &err);
	free(err);
	if (!text)
		return;
	int nl = 1;
	for (size_t i = 0; i < len; i++)
		nl += text[i] == '\n';
	size_t *ls = xcalloc((size_t)nl + 2, sizeof *ls);
	sf->start = xcalloc((size_t)nl + 2, sizeof *sf->start);
	sf->is_define = xcalloc((size_t)nl + 2, sizeof *sf->is_define);
	sf->nlines = nl;
	int ln = 1;
	ls[1] = 0;
	for (size_t i = 0; i < len; i++)
		if (text[i] == '\n')
			ls[++ln] = i + 1;
	/* logical lines: a line ending with a backslash continues */
	for (int l = 1; l <= nl; l++) {
		size_t b = ls[l], e = l < nl ? ls[l + 1] - 1 : len;
		bool cont_prev = false;
		if (l > 1) {
			size_t pe = ls[l] - 1;   /* the '\n' of the previous line */
			while (pe > ls[l - 1] && text[pe - 1] == '\r')
				pe--;
			cont_prev = pe > ls[l - 1] && text[pe - 1] == '\\';
		}
		sf->start[l] = cont_prev ? sf->start[l - 1] : l;
		size_t q = b;
		while (q < e && (text[q] == ' ' || text[q] == '\t'))
			q++;
		if (q < e && text[q] == '#') {
			q++;
			while (q < e && (text[q] == ' ' || text[q] == '\t'))
				q++;
			sf->is_define[l] = e - q >= 6 && !strncmp(text + q, "define", 6) &&
			                   (e - q == 6 || !word_char(text[q + 6]));
		}
	}
	/* comments, outside string and character literals (which end at an
	 * unescaped newline if unterminated) */
	if (memmem(text, len, "nullaudit:", 10)) {
		size_t i = 0;
		while (i < len) {
			char c = text[i];
			if (c == '"' || c == '\'') {
				i++;
				while (i < len && text[i] != c && text[i] != '\n') {
					if (text[i] == '\\' && i + 1 < len)
						i++;
					i++;
				}
				i++;
			} else if (c == '/' && i + 1 < len && text[i + 1] == '*') {
				const char *end = memmem(text + i + 2, len - i - 2, "*/", 2);
				size_t to = end ? (size_t)(end - text) : len;
				scan_comment(sf, text, i + 2, to, ls, nl);
				i = end ? to + 2 : len;
			} else if (c == '/' && i + 1 < len && text[i + 1] == '/') {
				size_t to = i + 2;
				while (to < len && !(text[to] == '\n' && text[to - 1] != '\\'))
					to++;
				scan_comment(sf, text, i + 2, to, ls, nl);
				i = to;
			} else {
				i++;
			}
		}
	}
	free(ls);
	free(text);
}

static SuppFile *supp_file(SuppSet *set, const char *file)
{
	file = intern(file);
	const void *ix = pm_get(&set->byfile, file);
	if (ix)
		return &set->f[(size_t)ix - 1];
	if (set->n == set->cap) {
		set->cap = set->cap ? set->cap * 2 : 16;
		set->f = xrealloc(set->f, sizeof *set->f * (size_t)set->cap);
	}
	SuppFile *sf = &set->f[set->n++];
	memset(sf, 0, sizeof *sf);
	sf->file = file;
	pm_set(&set->byfile, file, (const void *)(size_t)set->n);
	scan_file(sf);
	return sf;
}

/* Marks the suppressions of sf that cover a finding of rule r at line;
 * true when one does. */
static bool covered(SuppFile *sf, RuleId r, int line)
{
	int cand[4] = {line, line - 1, 0, 0}, nc = 2;
	if (line >= 1 && line <= sf->nlines && sf->start[line] &&
	    sf->is_define[sf->start[line]]) {
		cand[nc++] = sf->start[line];
		cand[nc++] = sf->start[line] - 1;
	}
	bool hit = false;
	for (int i = 0; i < sf->n; i++) {
		Supp *s = &sf->v[i];
		bool at = false;
		for (int k = 0; k < nc && !at; k++)
			at = s->line == cand[k];
		if (!at || !(s->all || (s->mask & (1u << r))))
			continue;
		if (s->all)
			s->used_all = true;
		else
			s->used |= 1u << r;
		hit = true;
	}
	return hit;
}

static int supp_file_cmp(const void *a, const void *b)
{
	return strcmp(((const SuppFile *)a)->file, ((const SuppFile *)b)->file);
}

int suppress_apply(FindingList *fl, const StrVec *files, bool report_unused)
{
	SuppSet set = {0};
	for (int i = 0; files && i < files->n; i++)
		supp_file(&set, files->v[i]);
	int n = 0;
	for (int i = 0; i < fl->n; i++) {
		Finding *f = &fl->v[i];
		if (!f->loc.file || f->loc.line < 1)
			continue;
		if (covered(supp_file(&set, f->loc.file), f->rule, f->loc.line) && !f->suppressed) {
			f->suppressed = true;
			n++;
		}
	}
	if (report_unused && set.n) {
		qsort(set.f, (size_t)set.n, sizeof *set.f, supp_file_cmp);
		for (int i = 0; i < set.n; i++)
			for (int j = 0; j < set.f[i].n; j++) {
				const Supp *s = &set.f[i].v[j];
				if (s->all && !s->used_all)
					na_warning("%s:%d:%d: suppression 'nullaudit: ignore' matched no finding",
					           set.f[i].file, s->line, s->col);
				for (int r = 0; !s->all && r < RULE_COUNT; r++)
					if ((s->mask & (1u << r)) && !(s->used & (1u << r)))
						na_warning("%s:%d:%d: suppression of '%s' matched no finding",
						           set.f[i].file, s->line, s->rcol[r], rules[r].name);
			}
	}
	for (int i = 0; i < set.n; i++) {
		free(set.f[i].v);
		free(set.f[i].start);
		free(set.f[i].is_define);
	}
	free(set.f);
	pm_free(&set.byfile);
	return n;
}

/* ---- changed lines of a unified diff ---- */

typedef struct ChangedFile {
	char *path;              /* realpath */
	int *line;               /* added lines (new side), sorted */
	int n, cap;
} ChangedFile;

struct ChangedLines {
	ChangedFile *f;
	int n, cap;
	PtrMap real;             /* interned display path -> realpath (or "") */
};

/* Runs argv, its standard output into *out; the exit status, or -1. */
static int run_capture(char *const argv[], char **out, size_t *len)
{
	int fd[2];
	*out = NULL;
	if (pipe(fd) != 0)
		return -1;
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		close(fd[0]);
		close(fd[1]);
		return -1;
	}
	if (pid == 0) {
		close(fd[0]);
		dup2(fd[1], 1);
		close(fd[1]);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(fd[1]);
	FILE *in = fdopen(fd[0], "r");
	char *err = NULL;
	*out = in ? read_stream(in, len, &err) : NULL;
	free(err);
	if (in)
		fclose(in);
	else
		close(fd[0]);
	int st = 0;
	if (waitpid(pid, &st, 0) != pid || !WIFEXITED(st))
		return -1;
	return WEXITSTATUS(st);
}

/* The repository root of the working directory (git rev-parse), or NULL. */
static char *git_toplevel(void)
{
	char *argv[] = {"git", "rev-parse", "--show-toplevel", NULL};
	char *out = NULL;
	size_t len = 0;
	if (run_capture(argv, &out, &len) != 0 || !out || !len) {
		free(out);
		return NULL;
	}
	out[strcspn(out, "\r\n")] = '\0';
	return out;
}

static int int_cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

static ChangedFile *changed_file(ChangedLines *cl, const char *root, const char *name)
{
	char *joined = name[0] == '/' ? xstrdup(name) : xasprintf("%s/%s", root, name);
	char *rp = realpath(joined, NULL);
	if (!rp)
		rp = joined;     /* deleted since, or never there: kept as written */
	else
		free(joined);
	for (int i = 0; i < cl->n; i++)
		if (!strcmp(cl->f[i].path, rp)) {
			free(rp);
			return &cl->f[i];
		}
	if (cl->n == cl->cap) {
		cl->cap = cl->cap ? cl->cap * 2 : 16;
		cl->f = xrealloc(cl->f, sizeof *cl->f * (size_t)cl->cap);
	}
	ChangedFile *cf = &cl->f[cl->n++];
	memset(cf, 0, sizeof *cf);
	cf->path = rp;
	return cf;
}

/* The file name of a "--- " or "+++ " line (without those 4 bytes, n
 * bytes long), malloc'd: git's C-style quoting of a name with a control
 * character, a '"', a '\\' or (core.quotePath) a byte above 127 --
 * "b/caf\303\251.c" -- undone; the '\t' git puts after a name with a
 * space and diff -u's '\t' and timestamp dropped. NULL when a quoted
 * name is malformed. */
static char *diff_path(const char *s, size_t n)
{
	if (!n || s[0] != '"') {
		char *name = xstrndup(s, n);
		name[strcspn(name, "\t")] = '\0';
		size_t nl = strlen(name);
		while (nl && (name[nl - 1] == ' ' || name[nl - 1] == '\r'))
			name[--nl] = '\0';
		return name;
	}
	char *name = xmalloc(n), *o = name;
	size_t i = 1;
	for (;;) {
		if (i >= n || s[i] == '\0')
			goto bad;
		char c = s[i++];
		if (c == '"')
			break;
		if (c != '\\') {
			*o++ = c;
			continue;
		}
		if (i >= n)
			goto bad;
		c = s[i++];
		switch (c) {
		case 'a': *o++ = '\a'; break;
		case 'b': *o++ = '\b'; break;
		case 't': *o++ = '\t'; break;
		case 'n': *o++ = '\n'; break;
		case 'v': *o++ = '\v'; break;
		case 'f': *o++ = '\f'; break;
		case 'r': *o++ = '\r'; break;
		case '"': case '\\': *o++ = c; break;
		case '0': case '1': case '2': case '3': {
			int v = c - '0';
			for (int k = 0; k < 2; k++) {
				if (i >= n || s[i] < '0' || s[i] > '7')
					goto bad;
				v = v * 8 + (s[i++] - '0');
			}
			if (!v)
				goto bad;
			*o++ = (char)v;
			break;
		}
		default:
			goto bad;
		}
	}
	/* after the closing quote: nothing, or a '\t' and a timestamp */
	if (i < n && s[i] != '\t' && s[i] != '\r')
		goto bad;
	*o = '\0';
	return name;
bad:
	free(name);
	return NULL;
}

/* Parses a unified diff (git's, or diff -u's); paths are taken relative
 * to root, git's "b/" prefix removed. Returns -1 after an error. */
static int parse_diff(ChangedLines *cl, const char *text, const char *origin, const char *root)
{
	ChangedFile *cur = NULL;
	int newline = 0, old_left = 0, new_left = 0, lineno = 0;
	const char *p = text;
	while (*p) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);
		lineno++;
		if (old_left > 0 || new_left > 0) {
			/* inside a hunk */
			if (n && p[0] == '+') {
				if (cur) {
					if (cur->n == cur->cap) {
						cur->cap = cur->cap ? cur->cap * 2 : 64;
						cur->line = xrealloc(cur->line, sizeof *cur->line * (size_t)cur->cap);
					}
					cur->line[cur->n++] = newline;
				}
				newline++;
				new_left--;
			} else if (n && p[0] == '-') {
				old_left--;
			} else if (n && p[0] == '\\') {
				/* "\ No newline at end of file" */
			} else {
				newline++;
				new_left--;
				old_left--;
			}
		} else if (!strncmp(p, "diff --git ", 11)) {
			cur = NULL;
		} else if (n >= 4 && !strncmp(p, "+++ ", 4)) {
			char *name = diff_path(p + 4, n - 4);
			if (!name) {
				na_error("%s:%d:5: malformed quoted file name", origin, lineno);
				return -1;
			}
			if (!strcmp(name, "/dev/null"))
				cur = NULL;
			else
				cur = changed_file(cl, root, !strncmp(name, "b/", 2) ? name + 2 : name);
			free(name);
		} else if (!strncmp(p, "@@ -", 4)) {
			long os = 0, oc = 1, ns = 0, nc = 1;
			const char *q = p + 4;
			char *end;
			os = strtol(q, &end, 10);
			if (*end == ',')
				oc = strtol(end + 1, &end, 10);
			if (strncmp(end, " +", 2)) {
				na_error("%s:%d:1: malformed hunk header", origin, lineno);
				return -1;
			}
			ns = strtol(end + 2, &end, 10);
			if (*end == ',')
				nc = strtol(end + 1, &end, 10);
			(void)os;
			newline = (int)ns;
			old_left = (int)oc;
			new_left = (int)nc;
		}
		p += n + (eol ? 1 : 0);
	}
	for (int i = 0; i < cl->n; i++)
		if (cl->f[i].n)
			qsort(cl->f[i].line, (size_t)cl->f[i].n, sizeof *cl->f[i].line, int_cmp);
	return 0;
}

ChangedLines *changed_lines_load(const char *arg)
{
	struct stat sb;
	char *text = NULL, *err = NULL;
	size_t len = 0;
	const char *origin = arg;
	char *root = git_toplevel();
	if (!strcmp(arg, "-")) {
		text = read_stream(stdin, &len, &err);
		origin = "<stdin>";
	} else if (stat(arg, &sb) == 0 && !S_ISDIR(sb.st_mode)) {
		text = read_file(arg, &len, &err);
	} else {
		if (!root) {
			na_error("--diff=%s: not a diff file, and the working directory is not in a git "
			         "repository", arg);
			return NULL;
		}
		/* every option the user's configuration could change the output
		 * with set: the a/ b/ prefixes (diff.noprefix,
		 * diff.mnemonicPrefix), paths from the root (diff.relative),
		 * no external diff, textconv or colour; renames found whatever
		 * diff.renames says, so that a file moved and edited in a change
		 * has only its edited lines new (as clang-tidy-diff.py would
		 * see it, and a code review does), under its new name */
		char *argv[] = {"git", "diff", "-U0", "--no-color", "--no-ext-diff", "--no-textconv",
		                "--find-renames", "--no-relative", "--src-prefix=a/", "--dst-prefix=b/",
		                (char *)arg, "--", NULL};
		int st = run_capture(argv, &text, &len);
		if (st != 0) {
			na_error("--diff=%s: 'git diff -U0 %s' failed (status %d): not a file nor a "
			         "revision", arg, arg, st);
			free(text);
			free(root);
			return NULL;
		}
		origin = "git diff";
	}
	if (!text) {
		na_error("%s: cannot read: %s", arg, err ? err : "read error");
		free(err);
		free(root);
		return NULL;
	}
	ChangedLines *cl = xcalloc(1, sizeof *cl);
	char cwd[PATH_MAX];
	if (!root)
		root = xstrdup(getcwd(cwd, sizeof cwd) ? cwd : ".");
	int rc = parse_diff(cl, text, origin, root);
	free(text);
	free(root);
	if (rc != 0) {
		changed_lines_free(cl);
		return NULL;
	}
	return cl;
}

void changed_lines_filter(const ChangedLines *cl, FindingList *fl)
{
	PtrMap *real = (PtrMap *)&cl->real;
	int kept = 0;
	for (int i = 0; i < fl->n; i++) {
		Finding *f = &fl->v[i];
		bool in = false;
		if (f->loc.file) {
			const char *file = intern(f->loc.file);
			const char *rp = pm_get(real, file);
			if (!rp) {
				char *r = realpath(file, NULL);
				rp = intern(r ? r : "");
				free(r);
				pm_set(real, file, rp);
			}
			for (int k = 0; *rp && k < cl->n && !in; k++)
				if (cl->f[k].n && !strcmp(cl->f[k].path, rp))
					in = bsearch(&f->loc.line, cl->f[k].line, (size_t)cl->f[k].n,
					             sizeof *cl->f[k].line, int_cmp) != NULL;
		}
		if (in)
			fl->v[kept++] = *f;
		else
			finding_free(f);
	}
	fl->n = kept;
}

void changed_lines_free(ChangedLines *cl)
{
	if (!cl)
		return;
	for (int i = 0; i < cl->n; i++) {
		free(cl->f[i].path);
		free(cl->f[i].line);
	}
	free(cl->f);
	pm_free(&cl->real);
	free(cl);
}
