/* check.c -- the null-pointer-constant rules at conversion sites.
 *
 * The parser calls in with typed expressions; provenance (token.h) tells how
 * each constant was spelled: a literal 0, a macro body, NULL. */
#include "check.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

CheckUnit *check_unit;

const char *context_name(Context c)
{
	static const char *const names[] = {
		"assignment", "initializer", "argument", "return", "comparison",
		"conditional", "sentinel", "definition", "arithmetic", "index",
	};
	return names[c];
}

int context_parse(const char *name)
{
	for (int c = CTX_ASSIGNMENT; c <= CTX_INDEX; c++)
		if (name && !strcmp(context_name((Context)c), name))
			return c;
	return -1;
}

static Token *tok(int i)
{
	return &check_unit->ts->tok[i];
}

/* The body of a macro, tokens joined without blanks. */
static void body_text(const MacroDef *d, char *buf, size_t n)
{
	size_t k = 0;
	buf[0] = '\0';
	tokens_def_lex(d);
	for (int i = 0; d && i < d->nbody; i++) {
		size_t l = strlen(d->body[i].text);
		if (k + l + 1 >= n)
			break;
		memcpy(buf + k, d->body[i].text, l);
		k += l;
		buf[k] = '\0';
	}
}

/* A macro that stands for the null pointer: NULL itself, or one whose body
 * is NULL, ((void *)0) or another such macro. */
static bool null_like(const char *name, const MacroDef *d, int depth)
{
	if (!strcmp(name, "NULL"))
		return true;
	if (!d || depth > 8)
		return false;
	char b[64];
	body_text(d, b, sizeof b);   /* lexes d */
	if (!strcmp(b, "((void*)0)") || !strcmp(b, "(void*)0") || !strcmp(b, "__null"))
		return true;
	if (d->nbody == 1 && !d->function_like) {
		const MacroDef *inner = tokens_find_def(check_unit->ts, d->body[0].text);
		if (!strcmp(d->body[0].text, "NULL") || (inner && null_like(inner->name, inner, depth + 1)))
			return true;
	}
	return false;
}

/* The outermost NULL-like macro expansion that produced exactly e. The
 * expansion may sit inside parentheses of e, of the site or of a macro body
 * that took NULL as an argument: ((l) = (v)) with v NULL. */
static Expansion *null_expansion(const Node *e)
{
	Expansion *found = NULL;
	e = nd_selected((Node *)e);
	for (int a = e->tok; a <= e->tok_end && !found; a++) {
		for (Expansion *x = tok_exp(check_unit->ts, tok(a)); x; x = x->parent) {
			if (x->first_tok < e->tok || x->last_tok > e->tok_end)
				break;
			bool only_parens = true;
			for (int i = e->tok; i < x->first_tok; i++)
				only_parens &= !strcmp(tok(i)->text, "(");
			for (int i = x->last_tok + 1; i <= e->tok_end; i++)
				only_parens &= !strcmp(tok(i)->text, ")");
			if (only_parens && null_like(x->macro, x->def, 0))
				found = x;
		}
		if (strcmp(tok(a)->text, "("))
			break;
	}
	return found;
}

bool check_screen, check_screen_hit;

/* Screening: a site where rule could report; nothing of a finding is
 * made (the tokens have no place). */
static void screen_hit(RuleId rule)
{
	check_screen_hit |= rule_severity[rule] != SEV_OFF;
}

/* Screening: e has the form every NULL-like expansion has while NULL is
 * defined as (void *)0: a cast of the integer 0 to a void pointer, or the
 * identifier NULL (an alias of NULL where NULL is undefined, or where it
 * is an enumerator). As the reason to skip a check (!widest), the
 * identifier only where it names no constant: an enumerator NULL written
 * as such is an integer 0 like any other. */
static bool null_form(const Node *e, bool widest)
{
	e = nd_selected((Node *)e);
	if (e->tok == e->tok_end && !strcmp(tok(e->tok)->text, "NULL"))
		return widest || !e->is_const;
	return e->kind == ND_CAST && e->type && ty_is_void_ptr(e->type) && e->lhs &&
	       e->lhs->is_const && e->lhs->value == 0 && e->lhs->type && ty_is_integer(e->lhs->type);
}

/* e is NULL (or a macro used as NULL): by provenance, or by its form when
 * screening, where a check is done for it (null_spelled) or skipped for
 * it (null_skip): a superset of the sites checked either way. */
static bool null_spelled(const Node *e)
{
	return check_screen ? null_form(e, true) : null_expansion(e) != NULL;
}

static bool null_skip(const Node *e)
{
	return check_screen ? null_form(e, false) : null_expansion(e) != NULL;
}

static bool allowed_macro(const Token *t)
{
	const StrVec *allow = check_unit->allow_macros;
	if (!allow)
		return false;
	for (Expansion *x = tok_exp(check_unit->ts, t); x; x = x->parent)
		if (sv_contains(allow, x->macro))
			return true;
	return false;
}

/* The token that carries the value of a constant expression, when it is
 * one token (parentheses make no node): a literal, a character constant, an
 * enumerator or false. With through_casts, also through casts and unary
 * plus (what a sentinel names). Returns -1 when the value is computed. */
static int value_token(const Node *e, bool through_casts)
{
	while (through_casts && (e->kind == ND_CAST || e->kind == ND_POS) && e->lhs)
		e = e->lhs;
	switch (e->kind) {
	case ND_NUM: case ND_CHAR: case ND_ENUMCONST: case ND_BOOLCONST:
		return e->op_tok;
	default:
		return -1;
	}
}

/* Tokens [*a, *b] without the pairs of parentheses that enclose them all. */
static void strip_parens(int *a, int *b)
{
	while (*a < *b && !strcmp(tok(*a)->text, "(") && !strcmp(tok(*b)->text, ")")) {
		int d = 0;
		bool encloses = true;
		for (int i = *a; i < *b && encloses; i++) {
			d += !strcmp(tok(i)->text, "(") - !strcmp(tok(i)->text, ")");
			encloses = d > 0;
		}
		if (!encloses)
			break;
		(*a)++;
		(*b)--;
	}
}

/* The expansion whose macro body spelled token i: the one in its chain
 * whose #define has a token at i's spelling location. NULL when the token
 * was written in the unit's text, at the site or as a macro argument. */
static Expansion *body_expansion(int i)
{
	const Token *t = tok(i);
	if (!t->exp)
		return NULL;
	SrcLoc l = tok_loc(t);
	for (Expansion *x = tok_exp(check_unit->ts, t); x; x = x->parent) {
		if (!x->def) {
			if (x == tok_exp(check_unit->ts, t) && !t->from_arg)
				return x;   /* a predefined macro's body */
			continue;
		}
		const MacroDef *d = tokens_def_lex(x->def);
		for (int k = 0; k < d->nbody; k++)
			if (d->body[k].loc.line == l.line && d->body[k].loc.col == l.col &&
			    d->body[k].loc.file == l.file)
				return x;
	}
	return NULL;
}

/* Expansion x produced e, but for parentheses around it. */
static bool expansion_is(const Expansion *x, const Node *e)
{
	if (x->first_tok < 0 || x->first_tok < e->tok || x->last_tok > e->tok_end)
		return false;
	for (int i = e->tok; i < x->first_tok; i++)
		if (strcmp(tok(i)->text, "("))
			return false;
	for (int i = x->last_tok + 1; i <= e->tok_end; i++)
		if (strcmp(tok(i)->text, ")"))
			return false;
	return true;
}

static void add_expansions(Finding *f, const Token *t)
{
	int n = 0;
	for (Expansion *x = tok_exp(check_unit->ts, t); x; x = x->parent)
		n++;
	f->exps = xcalloc((size_t)(n ? n : 1), sizeof *f->exps);
	for (Expansion *x = tok_exp(check_unit->ts, t); x; x = x->parent)
		if (x->call.file)
			f->exps[f->nexps++] = (FindingExp){x->macro, x->call};
	f->expansion_count = t->exp ? 1 : 0;
}

static const char *condition_of(const Token *t)
{
	StrBuf sb = {0};
	const CondGroup *gs[64];
	int n = 0;
	for (const CondGroup *g = tok_cond(check_unit->ts, t); g && n < 64; g = g->parent)
		if (g->text && *g->text)
			gs[n++] = g;
	for (int i = n - 1; i >= 0; i--) {
		if (sb.len)
			sb_puts(&sb, " && ");
		sb_puts(&sb, gs[i]->text);
	}
	const char *s = sb.len ? intern(sb.buf) : NULL;
	free(sb.buf);
	return s;
}

static void describe_site(StrBuf *sb, const Site *s)
{
	const char *ty = ty_str(s->target);
	switch (s->context) {
	case CTX_COMPARISON:
		sb_printf(sb, "in comparison with a %s of type '%s'",
		          s->target->kind == TY_NULLPTR ? "null pointer" : "pointer", ty);
		break;
	case CTX_CONDITIONAL:
		sb_printf(sb, "in a conditional expression of pointer type '%s'", ty);
		break;
	default:
		if (s->what)
			sb_printf(sb, "for %s of type '%s'", s->what, ty);
		else if (s->what_fmt) {
			sb_puts(sb, "for ");
			if (strstr(s->what_fmt, "%d"))
				sb_printf(sb, s->what_fmt, s->what_d);
			else
				sb_printf(sb, s->what_fmt, s->what_s);
			sb_printf(sb, " of type '%s'", ty);
		} else
			sb_printf(sb, "as '%s'", ty);
	}
}


/* ---- system headers ---- */

bool check_system_headers;
static StrVec sys_dirs;          /* absolute, normalised, no trailing '/' */
static struct SysCache {         /* answers by interned path */
	const char *file;
	bool system;
} *sys_cache;
static int sys_cache_n, sys_cache_cap;

/* PATH made absolute (against the working directory) with "." and ".."
 * components and repeated slashes removed, lexically. */
static char *abs_norm(const char *path)
{
	if (path[0] == '/')
		return path_clean(path);
	char cwd[PATH_MAX];
	char *joined = xasprintf("%s/%s", getcwd(cwd, sizeof cwd) ? cwd : "/", path);
	char *n = path_clean(joined);
	free(joined);
	return n;
}

static void sys_dir_add(const char *d)
{
	if (!sv_contains(&sys_dirs, d))
		sv_push(&sys_dirs, d);
}

void check_set_system_dirs(const StrVec *dirs)
{
	StrVec old = sys_dirs;
	memset(&sys_dirs, 0, sizeof sys_dirs);
	for (int i = 0; dirs && i < dirs->n; i++) {
		char *n = abs_norm(dirs->v[i]);
		size_t len = strlen(n);
		if (len > 1 && n[len - 1] == '/')
			n[len - 1] = '\0';
		sys_dir_add(n);
		char *r = realpath(n, NULL);
		if (r)
			sys_dir_add(r);
		free(r);
		free(n);
	}
	bool same = old.n == sys_dirs.n;
	for (int i = 0; same && i < old.n; i++)
		same = !strcmp(old.v[i], sys_dirs.v[i]);
	if (!same)
		sys_cache_n = 0;
	sv_free(&old);
}

static bool under_sys_dir(const char *abs)
{
	for (int i = 0; i < sys_dirs.n; i++) {
		size_t n = strlen(sys_dirs.v[i]);
		if (!strncmp(abs, sys_dirs.v[i], n) && (abs[n] == '/' || (n == 1 && abs[0] == '/')))
			return true;
	}
	return false;
}

bool check_in_system_dir(const char *file)
{
	if (file && tok_pragma_system_header(file))
		return true;   /* #pragma GCC system_header */
	if (!file || !sys_dirs.n)
		return false;
	for (int i = 0; i < sys_cache_n; i++)
		if (sys_cache[i].file == file)
			return sys_cache[i].system;
	char *n = abs_norm(file);
	bool sys = under_sys_dir(n);
	if (!sys) {
		char *r = realpath(n, NULL);
		sys = r && under_sys_dir(r);
		free(r);
	}
	free(n);
	if (sys_cache_n == sys_cache_cap) {
		sys_cache_cap = sys_cache_cap ? sys_cache_cap * 2 : 64;
		sys_cache = xrealloc(sys_cache, sizeof *sys_cache * (size_t)sys_cache_cap);
	}
	sys_cache[sys_cache_n++] = (struct SysCache){file, sys};
	return sys;
}

/* A system header of this unit: under a system directory, and not the
 * unit's own file (gcc never treats the main file as a system header). */
static bool system_file(const char *file)
{
	if (!check_in_system_dir(file))
		return false;
	const char *main_file = check_unit->ts->main_file;
	return !main_file || display_path(main_file) != file;
}

/* The message of a finding spelled in a system header and moved to the
 * user's expansion of MACRO: what arrived, then the original message from
 * its "used as"/"passed as" part, without its advice ("; use NULL"). */
static char *system_message(const char *macro, RuleId rule, const Token *t, const char *spelling,
                            const char *orig)
{
	StrBuf sb = {0};
	sb_printf(&sb, "macro '%s' from a system header expands to ", macro);
	if (rule == RULE_NULL_AS_INTEGER || (rule == RULE_NULL_SENTINEL && t->kind == TK_IDENT))
		sb_puts(&sb, spelling);
	else if (t->kind == TK_NUM)
		sb_printf(&sb, "integer %s", spelling);
	else if (t->kind == TK_CHAR)
		sb_printf(&sb, "character constant %s", spelling);
	else
		sb_printf(&sb, "'%s'", spelling);
	const char *tail = strstr(orig, " used as ");
	if (!tail)
		tail = strstr(orig, " passed as ");
	if (!tail)
		tail = strstr(orig, " is defined as ");
	if (tail) {
		const char *end = NULL;
		for (const char *u = strstr(tail, "; use "); u; u = strstr(u + 1, "; use "))
			end = u;
		sb_printf(&sb, ",%.*s", (int)(end ? end - tail : (long)strlen(tail)), tail);
	}
	return sb_steal(&sb);
}

static const char *no_fix_reason;   /* for the next report() */

/* The file at the fix's place holds the bytes it replaces. */
static bool fix_holds(const Fix *fix)
{
	const char *line;
	int len;
	if (!fix->loc.file || !source_line(fix->loc.file, fix->loc.line, &line, &len))
		return false;
	int c = fix->loc.col - 1, w = fix->end_col - fix->loc.col;
	return c >= 0 && w > 0 && c + w <= len && (size_t)w == strlen(fix->expect) &&
	       !memcmp(line + c, fix->expect, (size_t)w);
}

/* The bytes [col, end_col) of loc's line, interned; NULL if out of it. */
static const char *source_span(SrcLoc loc, int end_col)
{
	const char *line;
	int len;
	if (!loc.file || !source_line(loc.file, loc.line, &line, &len) || loc.col < 1 ||
	    end_col <= loc.col || end_col - 1 > len)
		return NULL;
	return intern_n(line + loc.col - 1, (size_t)(end_col - loc.col));
}

/* A token that came through an argument of a macro that also stringizes
 * a parameter (assert(p == 0): glibc's assert prints #expr): the fix would
 * change the program's strings. The name of that macro, or NULL. Walks
 * out as far as the token stays inside arguments. */
static const char *stringizing_macro(const Expansion *e, bool via_arg)
{
	for (; e && via_arg; via_arg = e->call_in_arg, e = e->parent) {
		const MacroDef *d = tokens_def_lex(e->def);
		if (!d || !d->function_like)
			continue;
		for (int i = 0; i + 1 < d->nbody; i++)
			if (!strcmp(d->body[i].text, "#") && d->body[i + 1].param >= 0)
				return e->macro;
	}
	return NULL;
}

/* Drops a fix of a token that a macro also stringizes, with the reason. */
static bool stringized(const Expansion *e, bool via_arg)
{
	const char *m = stringizing_macro(e, via_arg);
	if (!m)
		return false;
	char *r = xasprintf("macro '%s' also turns this argument into a string (#): a fix would "
	                    "change the program's strings", m);
	no_fix_reason = intern(r);
	free(r);
	return true;
}

/* NULL is defined where t is read: a token of the unit's stream (a copy
 * made for a report elsewhere is taken as defined). */
static bool null_defined_at(const Token *t)
{
	const TokenStream *ts = check_unit->ts;
	if (t < ts->tok || t >= ts->tok + ts->n)
		return true;
	return tokens_null_defined_at(ts, (int)(t - ts->tok));
}

static void report(RuleId rule, Context ctx, const Token *t, const Type *target,
                   char *message, const char *spelling, const Fix *fix)
{
	if (rule_severity[rule] == SEV_OFF || check_screen) {
		/* screening: each rule returns before (screen_hit); kept as a
		 * guard, the tokens having no place to report at */
		if (check_screen)
			screen_hit(rule);
		free(message);
		no_fix_reason = NULL;
		return;
	}
	Token moved;
	SrcLoc spelled = tok_loc(t);
	if (!check_system_headers && system_file(spelled.file)) {
		/* as GCC does: at the first expansion written in the user's
		 * code that carried it, or not at all */
		Expansion *x = tok_exp(check_unit->ts, t);
		while (x && (!x->call.file || system_file(x->call.file)))
			x = x->parent;
		if (!x) {
			free(message);
			no_fix_reason = NULL;
			return;
		}
		char *m = system_message(x->macro, rule, t, spelling, message);
		free(message);
		message = m;
		moved = *t;
		tok_set_loc(&moved, x->call);
		moved.exp = tok_exp_ref(x->parent);
		moved.from_arg = x->call_in_arg;
		t = &moved;
		char *why = xasprintf("'%s' is spelled in the system header %s:%d:%d", spelling,
		                      spelled.file, spelled.line, spelled.col);
		no_fix_reason = intern(why);
		free(why);
		spelling = x->macro;
		fix = NULL;
	}
	Finding f = {0};
	f.rule = rule;
	f.severity = rule_severity[rule];
	f.message = message;
	f.loc = tok_loc(t);
	f.spelling = intern(spelling);
	f.context = ctx;
	f.expected_type = target ? ty_str(target) : NULL;
	add_expansions(&f, t);
	if (fix && !fix->expect)
		fix = NULL, no_fix_reason = "internal: a fix without the text it replaces";
	if (fix && !strcmp(fix->replacement, "NULL") && !null_defined_at(t)) {
		fix = NULL;
		no_fix_reason = "NULL is not defined at this point of the unit (no header that "
		                "defines it, such as <stddef.h>, is included before it)";
	}
	if (fix && !fix_holds(fix)) {
		/* a location is exact or absent: the bytes there are not the
		 * spelling (a #line naming a file with other text, a splice
		 * inside the token) */
		fix = NULL;
		no_fix_reason = "the source at this location does not hold the spelling byte for byte";
	}
	if (fix) {
		f.has_fix = true;
		f.fix = *fix;
	} else {
		f.no_fix = no_fix_reason;
	}
	no_fix_reason = NULL;
	if (check_unit->config)
		sv_push(&f.configs, check_unit->config);
	f.condition = condition_of(t);
	findings_add(check_unit->out, &f);
}

/* Text of tokens [a, b], for messages ("1 - 1"). */
static const char *span_text(int a, int b)
{
	StrBuf sb = {0};
	for (int i = a; i <= b && sb.len < 60; i++) {
		if (i > a && tok(i)->kind != TK_PUNCT && tok(i - 1)->kind != TK_PUNCT)
			sb_putc(&sb, ' ');
		sb_puts(&sb, tok(i)->text);
	}
	const char *s = intern(sb.buf ? sb.buf : "");
	free(sb.buf);
	return s;
}

bool check_kernel_idiom;

/* The kernel's way to compare with a null pointer: p == 0 -> !p,
 * p != 0 -> p. Only when the whole comparison is written on one line,
 * outside macros; parentheses where the operand is not a postfix or unary
 * expression. */
static bool kernel_idiom_fix(const Site *site, Fix *fix)
{
	const Token *a = tok(site->cmp_first), *b = tok(site->cmp_last);
	SrcLoc la = tok_loc(a);
	for (int i = site->cmp_first; i <= site->cmp_last; i++) {
		const Token *x = tok(i);
		SrcLoc lx = tok_loc(x);
		if (x->exp || lx.file != la.file || lx.line != la.line)
			return false;
	}
	const Node *o = site->cmp_other;
	const Token *oa = tok(o->tok), *ob = tok(o->tok_end);
	const char *line;
	int len;
	if (!source_line(la.file, la.line, &line, &len))
		return false;
	int from = tok_loc(oa).col - 1, to = tok_loc(ob).col - 1 + (int)strlen(ob->text);
	if (from < 0 || to > len || from >= to)
		return false;
	bool paren = o->kind == ND_BINARY || o->kind == ND_CMP || o->kind == ND_LOGAND ||
	             o->kind == ND_LOGOR || o->kind == ND_COND || o->kind == ND_ASSIGN ||
	             o->kind == ND_COMMA;
	char *r = xasprintf("%s%s%.*s%s", site->cmp_ne ? "" : "!", paren && !site->cmp_ne ? "(" : "",
	                    to - from, line + from, paren && !site->cmp_ne ? ")" : "");
	fix->loc = la;
	fix->end_col = tok_loc(b).col + (int)strlen(b->text);
	fix->replacement = intern(r);
	fix->expect = source_span(la, fix->end_col);
	free(r);
	return true;
}

/* The text of tokens [a, b] as written, when both are spelled on one line
 * in the same place (the unit's text, or one macro body), in order:
 * "(MYCHAR)0" where the tokens say "(char)0". Token b may also be the end
 * of an object-like macro called there: "(int)NONE". NULL otherwise. */
static const char *written_text(int a, int b)
{
	SrcLoc la = tok_loc(tok(a)), lb = tok_loc(tok(b));
	const char *last = tok(b)->text;
	if (body_expansion(a) != body_expansion(b)) {
		/* b ends the expansion of an object-like macro called here */
		Expansion *x = tok_exp(check_unit->ts, tok(b));
		while (x && x->call.file != la.file && x->last_tok == b)
			x = x->parent;
		if (!x || x->last_tok != b || !x->def || tokens_def_lex(x->def)->function_like ||
		    x->call.file != la.file || x->first_tok <= a || body_expansion(x->first_tok - 1) != body_expansion(a))
			return NULL;
		lb = x->call;
		last = x->macro;
	}
	if (!la.file || la.file != lb.file || la.line != lb.line || lb.col < la.col)
		return NULL;
	const char *line;
	int len;
	if (!source_line(la.file, la.line, &line, &len))
		return NULL;
	size_t lt = strlen(last);
	int from = la.col - 1, to = lb.col - 1 + (int)lt;
	if (from < 0 || to > len || to - from > 200 ||
	    strncmp(line + from, tok(a)->text, strlen(tok(a)->text)) ||
	    strncmp(line + to - (int)lt, last, lt))
		return NULL;
	return intern_n(line + from, (size_t)(to - from));
}

/* ---- fixes in macro bodies and arguments ----
 *
 * A constant spelled inside a longer macro body (#define CLEAR(n)
 * ((n)->next = 0)) is fixed in the body only when every expansion of that
 * token in the unit was a pointer use, and the macro is defined in the
 * unit's own file (a header's macro may be expanded as an integer by other
 * units). A spelling written as a macro argument is copied wherever the
 * body names the parameter (#define TWICE(x) f(x); h(x)): its fix is kept
 * only when every copy was a use the same fix is right for (0 -> NULL: a
 * pointer use; NULL -> 0: an integer use); a copy in sizeof, in a cast or
 * stringized blocks it too. The uses are counted as they are checked; at
 * the end of the unit (body_fixes_settle) a spelling that also appeared
 * elsewhere loses its fix. */
enum { USE_BODY, USE_ARG, USE_ARG_NULL };
static struct BodyUse {
	SrcLoc loc;
	RuleId rule;
	const char *macro;
	int uses, seen;
	int kind;          /* USE_*: a body token, an argument token, a NULL
	                      written in an argument (its expansions) */
	int last;          /* the token or expansion counted last */
} *body_uses;
static int nbody_uses, body_uses_cap;

static void body_use_add(SrcLoc loc, RuleId rule, const char *macro, int kind, int which)
{
	for (int i = 0; i < nbody_uses; i++)
		if (body_uses[i].loc.file == loc.file && body_uses[i].loc.line == loc.line &&
		    body_uses[i].loc.col == loc.col && body_uses[i].rule == rule &&
		    body_uses[i].kind == kind) {
			if (body_uses[i].last != which)   /* a site checked twice */
				body_uses[i].uses++;
			body_uses[i].last = which;
			return;
		}
	if (nbody_uses == body_uses_cap) {
		body_uses_cap = body_uses_cap ? body_uses_cap * 2 : 16;
		body_uses = xrealloc(body_uses, sizeof *body_uses * (size_t)body_uses_cap);
	}
	body_uses[nbody_uses++] = (struct BodyUse){loc, rule, macro, 1, 0, kind, which};
}

static int cmp_body_use(const void *a, const void *b)
{
	const struct BodyUse *x = a, *y = b;
	return x->loc.line != y->loc.line ? (x->loc.line > y->loc.line) - (x->loc.line < y->loc.line)
	                                  : (x->loc.col > y->loc.col) - (x->loc.col < y->loc.col);
}

/* Counts a copy at l of the spellings of kind `kind` (sorted uses). */
static void body_use_seen(SrcLoc l, int kind)
{
	struct BodyUse key = {.loc = l};
	struct BodyUse *u = bsearch(&key, body_uses, (size_t)nbody_uses, sizeof *body_uses, cmp_body_use);
	if (!u)
		return;
	while (u > body_uses && !cmp_body_use(u - 1, &key))
		u--;
	for (; u < body_uses + nbody_uses && !cmp_body_use(u, &key); u++)
		if (u->loc.file == l.file && (u->kind == kind || (kind == USE_BODY && u->kind == USE_ARG)))
			u->seen++;
}

static void body_fixes_settle(TokenStream *ts, FindingList *out)
{
	if (!nbody_uses)
		return;
	qsort(body_uses, (size_t)nbody_uses, sizeof *body_uses, cmp_body_use);
	bool null_args = false;
	for (int k = 0; k < nbody_uses; k++)
		null_args |= body_uses[k].kind == USE_ARG_NULL;
	for (int i = 0; i < ts->n; i++) {
		const Token *t = &ts->tok[i];
		if (t->exp)
			body_use_seen(tok_loc(t), USE_BODY);
	}
	for (int i = 0; null_args && i < ts->nexps; i++)
		if (ts->exps[i]->call.file)
			body_use_seen(ts->exps[i]->call, USE_ARG_NULL);
	for (int k = 0; k < nbody_uses; k++) {
		struct BodyUse *u = &body_uses[k];
		if (u->seen == u->uses)
			continue;
		for (int i = 0; i < out->n; i++) {
			Finding *f = &out->v[i];
			if (f->rule == u->rule && f->loc.file == u->loc.file && f->loc.line == u->loc.line &&
			    f->loc.col == u->loc.col && f->has_fix) {
				f->has_fix = false;
				char *why = u->kind == USE_BODY
				        ? xasprintf("another expansion of '%s' does not use this token as a pointer; change the macro by hand",
				                    u->macro)
				        : xasprintf("macro '%s' also uses this argument %s; change it by hand",
				                    u->macro, u->kind == USE_ARG ? "where it is not a pointer (an integer, sizeof, a cast or a string)"
				                                                 : "where it is not an integer (a pointer, sizeof or a string)");
				f->no_fix = intern(why);
				free(why);
			}
		}
	}
	nbody_uses = 0;
}

/* Drops the fixes inside the source of an argument that a macro turns
 * into a string (#), however deep the # is from the call that carried
 * the spelling (#define B(x) f(x); puts(STR(x))). */
static void stringized_fixes_settle(const TokenStream *ts, FindingList *out, int from)
{
	if (!ts->nstrz)
		return;
	for (int i = from; i < out->n; i++) {
		Finding *f = &out->v[i];
		if (!f->has_fix)
			continue;
		SrcLoc l = f->fix.loc;
		for (int k = 0; k < ts->nstrz; k++) {
			const StrzSpan *s = &ts->strz[k];
			if (s->file != l.file || l.line < s->line || l.line > s->eline ||
			    (l.line == s->line && l.col < s->col) || (l.line == s->eline && l.col >= s->ecol))
				continue;
			f->has_fix = false;
			char *why = xasprintf("macro '%s' also turns this argument into a string (#): a fix would "
			                      "change the program's strings", s->macro ? s->macro : "?");
			f->no_fix = intern(why);
			free(why);
			break;
		}
	}
}

static void zero_as_pointer(const Site *site, Node *e)
{
	if (check_screen) {
		if (site->universal_init) {
			screen_hit(RULE_UNIVERSAL_INITIALIZER);
		} else {
			screen_hit(RULE_ZERO_AS_NULL);
			screen_hit(RULE_NONLITERAL_ZERO_AS_NULL);
		}
		return;
	}
	no_fix_reason = NULL;
	int vi = value_token(e, false);
	bool single = vi >= 0;
	int a = e->tok, b = e->tok_end;
	strip_parens(&a, &b);
	Token *t = tok(single ? vi : a);
	if (allowed_macro(t))
		return;
	StrBuf msg = {0};
	RuleId rule;
	const char *spelling = t->text;
	SrcLoc lt = tok_loc(t);
	Fix fix = {lt, lt.col + (int)strlen(t->text), intern("NULL"), t->text};
	bool fixable = false;
	if (site->universal_init) {
		rule = RULE_UNIVERSAL_INITIALIZER;
		sb_printf(&msg, "universal zero initializer { 0 } sets the pointer ");
		describe_site(&msg, site);
		sb_puts(&msg, "; use { NULL } or { }");
		report(rule, site->context, t, site->target, sb_steal(&msg), "0", NULL);
		return;
	}
	/* what the constant is */
	const char *what;
	char whatbuf[160];
	rule = RULE_NONLITERAL_ZERO_AS_NULL;
	if (single && t->kind == TK_NUM) {
		rule = RULE_ZERO_AS_NULL;
		snprintf(whatbuf, sizeof whatbuf, "integer %s", t->text);
	} else if (single && t->kind == TK_CHAR) {
		snprintf(whatbuf, sizeof whatbuf, "character constant %s", t->text);
	} else if (single && t->kind == TK_IDENT) {
		snprintf(whatbuf, sizeof whatbuf, "%s '%s' of value 0",
		         !strcmp(t->text, "false") ? "boolean constant" : "enumerator", t->text);
	} else {
		const char *w = written_text(a, b);
		spelling = w ? w : span_text(a, b);
		snprintf(whatbuf, sizeof whatbuf, "%s '%s' of value 0",
		         e->kind == ND_CAST ? "integer cast" : "integer constant expression", spelling);
		if (w && !body_expansion(a)) {   /* the whole expression, as written */
			fix.end_col = tok_loc(tok(b)).col + (int)strlen(tok(b)->text);
			fix.expect = w;
			fixable = true;
		}
	}
	what = whatbuf;
	Expansion *bx = body_expansion(single ? vi : a);
	if (bx && expansion_is(bx, e)) {
		/* the macro's expansion is the constant: #define NONE 0, (0),
		 * '\0', 1-1; one finding at the body, naming it */
		rule = RULE_NONLITERAL_ZERO_AS_NULL;
		sb_printf(&msg, "macro '%s' expands to %s, used as null pointer ", bx->macro, what);
		no_fix_reason = "the macro body may also serve integer uses; change it by hand";
		fixable = false;
	} else if (bx) {
		/* a constant written inside a longer macro body: classified as
		 * written, one finding at the body, naming the macro */
		sb_printf(&msg, "%s%s in the body of macro '%s' used as null pointer ",
		          rule == RULE_ZERO_AS_NULL ? "plain " : "", what, bx->macro);
		fixable = false;
		if (single) {
			const char *main_file = check_unit->ts->main_file;
			if (bx->def && main_file && display_path(main_file) == tok_loc(t).file) {
				fixable = true;
				body_use_add(lt, rule, bx->macro, USE_BODY, single ? vi : a);
			} else {
				no_fix_reason = "the macro is defined in a header, whose other users may expand it as an integer; change it by hand";
			}
		}
	} else {
		sb_printf(&msg, "%s%s used as null pointer ", rule == RULE_ZERO_AS_NULL ? "plain " : "", what);
		if (single)
			fixable = true;
	}
	describe_site(&msg, site);
	if (fixable && stringized(tok_exp(check_unit->ts, t), t->from_arg))
		fixable = false;
	if (fixable && !bx && check_kernel_idiom && site->cmp_other && site->target->kind == TY_PTR &&
	    kernel_idiom_fix(site, &fix)) {
		sb_printf(&msg, "; use %s", fix.replacement);
	} else {
		sb_puts(&msg, "; use NULL");
	}
	if (fixable && !bx && t->exp)   /* an argument: its other copies too */
		body_use_add(lt, rule, tok_exp(check_unit->ts, t)->macro, USE_ARG, single ? vi : a);
	report(rule, site->context, t, site->target, sb_steal(&msg), spelling, fixable ? &fix : NULL);
}

/* (void *)0 written out where NULL would do (void-zero-spelled): at the
 * site, as a macro argument, or inside a longer macro body; never the body
 * of NULL or of a macro used as NULL (null_expansion). */
static void void_zero(const Site *site, Node *e)
{
	if (check_screen) {
		screen_hit(RULE_VOID_ZERO_SPELLED);
		return;
	}
	int a = e->tok, b = e->tok_end;
	strip_parens(&a, &b);
	Expansion *bx = body_expansion(a);
	for (int i = a + 1; i <= b; i++)
		if (body_expansion(i) != bx)
			return;   /* pieces from several places: (void *)ZERO */
	Token *t = tok(a);
	StrBuf msg = {0};
	sb_puts(&msg, "(void *)0 written out ");
	if (bx)
		sb_printf(&msg, "in the body of macro '%s' ", bx->macro);
	describe_site(&msg, site);
	sb_puts(&msg, "; use NULL");
	const char *w = written_text(a, b);
	SrcLoc lt = tok_loc(t), le = tok_loc(tok(b));
	Fix fix = {lt, le.col + (int)strlen(tok(b)->text), intern("NULL"), NULL};
	fix.expect = source_span(lt, fix.end_col);
	report(RULE_VOID_ZERO_SPELLED, site->context, t, site->target, sb_steal(&msg),
	       w ? w : span_text(a, b), w ? &fix : NULL);
}

bool check_is_null_macro(const Node *e)
{
	/* what it is true for is not checked: when screening, nothing (the
	 * form alone does not say that (void *)0 came from a NULL) */
	return check_unit && !check_screen && null_expansion(e) != NULL;
}

/* An arm of c ? NULL : 0 that is an integer zero: the NULL arm alone gives
 * the ?: its pointer type, so the zero is a pointer only where the whole
 * ?: is (int r = c ? NULL : 0 is NULL's finding, not 0's). */
static bool zero_opposite_null(const Node *arm, const Node *other)
{
	return arm->is_const && arm->value == 0 && ty_is_integer(arm->type) &&
	       !null_skip(arm) && null_spelled(other);
}

/* The ?: whose 0 arm waits for their context (check_cond_pending). */
static struct CondPending {
	Site site;
	Node *cond, *zero;
	bool handled;
} *cond_pending;
static int ncond_pending, cond_pending_cap;

static void cond_handled(const Node *e)
{
	for (int i = ncond_pending - 1; i >= 0; i--)
		if (cond_pending[i].cond == e)
			cond_pending[i].handled = true;
}

void check_cond_pending(const Site *site, Node *cond, Node *zero)
{
	if (ncond_pending == cond_pending_cap) {
		cond_pending_cap = cond_pending_cap ? cond_pending_cap * 2 : 8;
		cond_pending = xrealloc(cond_pending, sizeof *cond_pending * (size_t)cond_pending_cap);
	}
	cond_pending[ncond_pending++] = (struct CondPending){*site, cond, zero, false};
}

void check_cond_flush(void)
{
	for (int i = 0; i < ncond_pending; i++)
		if (!cond_pending[i].handled && check_unit)
			check_conversion(&cond_pending[i].site, cond_pending[i].zero);
	ncond_pending = 0;
}

void check_conversion(const Site *site, Node *e)
{
	if (e && e->kind == ND_COND)
		cond_handled(e);
	Type *target = site->target;
	if (!target || !e || target->kind == TY_UNKNOWN || e->type->kind == TY_UNKNOWN)
		return;
	if (e->kind == ND_GENERIC && e->lhs) {
		/* the selected association is converted; p == 0 -> !p would
		 * drop the other associations, which other types select */
		Site in = *site;
		in.cmp_other = NULL;
		check_conversion(&in, nd_selected(e));
		return;
	}
	if (target->kind == TY_PTR || target->kind == TY_NULLPTR) {
		if (null_skip(e)) {
			return;  /* NULL spelled as NULL: right, whatever its definition */
		}
		if (e->is_const && e->value == 0 && ty_is_integer(e->type)) {
			zero_as_pointer(site, e);
			return;
		}
		if (e->kind == ND_COND && e->lhs && e->rhs) {
			/* the zero arms the ?: left to its context */
			Node *arm[2] = {e->lhs, e->rhs};
			for (int i = 0; i < 2; i++) {
				if (arm[i] == e->cond)
					continue;
				if ((arm[i]->kind == ND_COND && ty_decay(arm[i]->type)->kind == TY_PTR) ||
				    zero_opposite_null(arm[i], arm[1 - i]))
					check_conversion(site, arm[i]);
			}
			return;
		}
		if (e->kind == ND_CAST && ty_is_void_ptr(e->type) && e->lhs->is_const && e->lhs->value == 0 &&
		    ty_is_integer(e->lhs->type))
			void_zero(site, e);
		return;
	}
	if (ty_is_arith(target))
		check_integer_use(site->context, e, target);
}

/* An integer, NULL, or a ?: of such arms. */
static bool integer_like(const Node *e)
{
	if (!e->type)
		return false;
	if (e->kind == ND_COND && e->lhs && e->rhs)
		return integer_like(e->lhs) && integer_like(e->rhs);
	return ty_is_integer(ty_decay(e->type)) || null_spelled(e);
}

void check_integer_use(Context ctx, Node *e, Type *as)
{
	e = nd_selected(e);
	if (e && e->kind == ND_COND)
		cond_handled(e);
	if (!e || !as || as->kind == TY_UNKNOWN || !ty_is_arith(as))
		return;
	Expansion *x = check_screen ? NULL : null_expansion(e);
	bool is_null = check_screen ? null_form(e, true) : x != NULL;
	if (!is_null && e->kind == ND_COND && e->lhs && e->rhs) {
		/* the value of c ? NULL : n is used as an integer: the NULL
		 * arm is, when the other arm is an integer (or NULL too) */
		Node *arm[2] = {e->lhs, e->rhs};
		for (int i = 0; i < 2; i++) {
			Node *other = arm[1 - i];
			if (arm[i] == e->cond || !other->type)
				continue;
			if (arm[i]->kind == ND_COND || (null_spelled(arm[i]) && integer_like(other)))
				check_integer_use(ctx, arm[i], as);
		}
		return;
	}
	if (check_screen) {
		if (is_null)
			screen_hit(RULE_NULL_AS_INTEGER);
		return;
	}
	if (!x || !x->call.file)
		return;
	bool is_char = as->kind == TY_CHAR;
	const char *repl = is_char ? "'\\0'" : "0";
	StrBuf msg = {0};
	sb_printf(&msg, "%s used as %s", x->macro, is_char ? "a character" : as->kind == TY_BOOL ? "a boolean" : "an integer");
	if (ctx == CTX_ARITHMETIC)
		sb_puts(&msg, " operand");
	else if (ctx == CTX_INDEX)
		sb_puts(&msg, " array index");
	sb_printf(&msg, " of type '%s'; use %s", ty_str(as), repl);
	/* the finding is at the use of the macro, which is where it is spelled */
	Token t = *tok(e->tok);
	tok_set_loc(&t, x->call);
	t.exp = tok_exp_ref(x->parent);
	t.from_arg = x->call_in_arg;
	Fix fix = {x->call, x->call.col + (int)strlen(x->macro), intern(repl), x->macro};
	bool fixable = !x->parent || x->call_in_arg;
	if (fixable && stringized(x->parent, x->call_in_arg))
		fixable = false;
	if (fixable && x->parent)   /* an argument: its other copies too */
		body_use_add(x->call, RULE_NULL_AS_INTEGER, x->parent->macro, USE_ARG_NULL, x->id);
	report(RULE_NULL_AS_INTEGER, ctx, &t, as, sb_steal(&msg), x->macro, fixable ? &fix : NULL);
}

void check_sentinel(Node *call, Node *arg, const char *fname)
{
	(void)call;
	arg = nd_selected(arg);
	if (!arg || arg->type->kind == TY_UNKNOWN)
		return;
	if (!(arg->is_const && arg->value == 0 && ty_is_integer(arg->type)))
		return;
	if (check_screen) {
		screen_hit(RULE_NULL_SENTINEL);
		return;
	}
	Expansion *x = null_expansion(arg);
	int vi = value_token(arg, true);
	Token t = *tok(vi >= 0 ? vi : arg->tok);
	const char *spelling = t.text;
	if (x) {
		tok_set_loc(&t, x->call);
		t.exp = tok_exp_ref(x->parent);
		spelling = x->macro;
	}
	StrBuf msg = {0};
	sb_printf(&msg, "%s passed as the sentinel of '%s' is an integer here, not a pointer; use (void *)0 or a NULL defined as ((void *)0)",
	          spelling, fname ? fname : "?");
	report(RULE_NULL_SENTINEL, CTX_SENTINEL, &t, NULL, sb_steal(&msg), spelling, NULL);
}

void check_definitions(TokenStream *ts)
{
	for (MacroDef *d = ts->defs; d; d = d->next) {
		if (strcmp(d->name, "NULL") != 0 || tokens_def_lex(d)->function_like || d->nbody == 0)
			continue;
		char b[64];
		body_text(d, b, sizeof b);
		if (!strcmp(b, "((void*)0)") || !strcmp(b, "(void*)0") || !strcmp(b, "__null"))
			continue;
		bool integer = true;
		for (int i = 0; i < d->nbody; i++)
			integer &= strchr("()0123456789uUlL", d->body[i].text[0]) != NULL;
		if (!integer)
			continue;
		Token t = {0};
		tok_set_loc(&t, d->body[0].loc);
		StrBuf msg = {0};
		sb_printf(&msg, "NULL is defined as the integer '%s', not a null pointer of pointer type; define it as ((void *)0)", b);
		Fix fix = {d->body[0].loc, d->body[d->nbody - 1].loc.col + (int)strlen(d->body[d->nbody - 1].text),
		           intern("((void *)0)"), NULL};
		fix.expect = source_span(fix.loc, fix.end_col);
		bool one_line = d->body[0].loc.line == d->body[d->nbody - 1].loc.line;
		report(RULE_NULL_DEFINITION, CTX_DEFINITION, &t, NULL, sb_steal(&msg), b, one_line ? &fix : NULL);
	}
}

/* ---- finding lists ---- */

static bool same_loc(SrcLoc a, SrcLoc b)
{
	return a.file == b.file && a.line == b.line && a.col == b.col;
}

static bool same_chain(const FindingExp *a, int na, const FindingExp *b, int nb)
{
	if (na != nb)
		return false;
	for (int i = 0; i < na; i++)
		if (a[i].macro != b[i].macro || !same_loc(a[i].loc, b[i].loc))
			return false;
	return true;
}

static bool has_chain(const Finding *g, const FindingExp *v, int n)
{
	if (same_chain(g->exps, g->nexps, v, n))
		return true;
	for (int i = 0; i < g->nchains; i++)
		if (same_chain(g->chains[i].v, g->chains[i].n, v, n))
			return true;
	return false;
}

/* Adds a copy of chain v to g's other chains unless g has it; true if new. */
static bool add_chain(Finding *g, const FindingExp *v, int n)
{
	if (has_chain(g, v, n))
		return false;
	g->chains = xrealloc(g->chains, sizeof *g->chains * (size_t)(g->nchains + 1));
	FindingExp *c = xmalloc(sizeof *c * (size_t)(n ? n : 1));
	if (n)
		memcpy(c, v, sizeof *c * (size_t)n);
	g->chains[g->nchains++] = (struct FindingChain){c, n};
	return true;
}

static void free_chains(Finding *f)
{
	for (int i = 0; i < f->nchains; i++)
		free(f->chains[i].v);
	free(f->chains);
	f->chains = NULL;
	f->nchains = 0;
}

void findings_add(FindingList *fl, Finding *f)
{
	for (int i = 0; i < fl->n; i++) {
		Finding *g = &fl->v[i];
		if (g->rule != f->rule || !same_loc(g->loc, f->loc))
			continue;
		/* the same spelling again: another expansion of a macro body,
		 * through the same chain of calls or another one */
		int fresh = 0;
		if (f->nexps)
			fresh += add_chain(g, f->exps, f->nexps);
		for (int j = 0; j < f->nchains; j++)
			fresh += add_chain(g, f->chains[j].v, f->chains[j].n);
		/* the same expansions seen by another configuration are not
		 * more expansions; within one configuration (or none) they are
		 * (a header read twice) */
		bool other_config = f->configs.n > 0;
		for (int j = 0; j < f->configs.n && other_config; j++)
			other_config = !sv_contains(&g->configs, f->configs.v[j]);
		if (!other_config)
			g->expansion_count += f->expansion_count;
		else
			g->expansion_count += fresh < f->expansion_count ? fresh : f->expansion_count;
		for (int j = 0; j < f->configs.n; j++)
			if (!sv_contains(&g->configs, f->configs.v[j]))
				sv_push(&g->configs, f->configs.v[j]);
		if (g->has_fix && (!f->has_fix || strcmp(g->fix.replacement, f->fix.replacement))) {
			g->has_fix = false;  /* one spelling, two different fixes: none is safe */
			g->no_fix = f->has_fix ? "another use of this spelling takes another fix"
			                       : f->no_fix;
		}
		if (g->condition != f->condition)
			g->condition = NULL;
		g->suppressed |= f->suppressed;
		free(f->message);
		free(f->exps);
		free_chains(f);
		sv_free(&f->configs);
		return;
	}
	if (fl->n == fl->cap) {
		fl->cap = fl->cap ? fl->cap * 2 : 16;
		fl->v = xrealloc(fl->v, sizeof *fl->v * (size_t)fl->cap);
	}
	fl->v[fl->n++] = *f;
}

static int cmp_finding(const void *a, const void *b)
{
	const Finding *x = a, *y = b;
	int c = strcmp(x->loc.file ? x->loc.file : "", y->loc.file ? y->loc.file : "");
	if (c)
		return c;
	if (x->loc.line != y->loc.line)
		return x->loc.line - y->loc.line;
	if (x->loc.col != y->loc.col)
		return x->loc.col - y->loc.col;
	return (int)x->rule - (int)y->rule;
}

void findings_sort(FindingList *fl)
{
	if (fl->n)
		qsort(fl->v, (size_t)fl->n, sizeof *fl->v, cmp_finding);
}

void finding_free(Finding *f)
{
	free(f->message);
	free(f->exps);
	free_chains(f);
	sv_free(&f->configs);
}

Finding finding_copy(const Finding *f, const char *config)
{
	Finding c = *f;
	c.message = xstrdup(f->message);
	c.exps = NULL;
	if (f->nexps) {
		c.exps = xmalloc(sizeof *c.exps * (size_t)f->nexps);
		memcpy(c.exps, f->exps, sizeof *c.exps * (size_t)f->nexps);
	}
	c.chains = NULL;
	c.nchains = 0;
	for (int i = 0; i < f->nchains; i++)
		add_chain(&c, f->chains[i].v, f->chains[i].n);
	memset(&c.configs, 0, sizeof c.configs);
	if (config)
		sv_push(&c.configs, config);
	else
		for (int i = 0; i < f->configs.n; i++)
			sv_push(&c.configs, f->configs.v[i]);
	return c;
}

void findings_free(FindingList *fl)
{
	for (int i = 0; i < fl->n; i++)
		finding_free(&fl->v[i]);
	free(fl->v);
	memset(fl, 0, sizeof *fl);
}

/* ---- findings between worker processes (-j): one record per line ---- */

static void put_field(FILE *out, const char *s)
{
	fputc('\t', out);
	if (!s) {
		fputs("\\N", out);
		return;
	}
	for (; *s; s++) {
		if (*s == '\\')
			fputs("\\\\", out);
		else if (*s == '\t')
			fputs("\\t", out);
		else if (*s == '\n')
			fputs("\\n", out);
		else
			fputc(*s, out);
	}
}

static void put_int(FILE *out, long v)
{
	fprintf(out, "\t%ld", v);
}

void finding_write(FILE *out, long unit, const Finding *f)
{
	fprintf(out, "F\t%ld", unit);
	put_int(out, f->rule);
	put_int(out, f->severity);
	put_field(out, f->message);
	put_field(out, f->loc.file);
	put_int(out, f->loc.line);
	put_int(out, f->loc.col);
	put_field(out, f->spelling);
	put_int(out, f->context);
	put_field(out, f->expected_type);
	put_int(out, f->expansion_count);
	put_field(out, f->condition);
	put_int(out, f->has_fix);
	put_field(out, f->has_fix ? f->fix.loc.file : NULL);
	put_int(out, f->fix.loc.line);
	put_int(out, f->fix.loc.col);
	put_int(out, f->fix.end_col);
	put_field(out, f->has_fix ? f->fix.replacement : NULL);
	put_int(out, f->nexps);
	for (int i = 0; i < f->nexps; i++) {
		put_field(out, f->exps[i].macro);
		put_field(out, f->exps[i].loc.file);
		put_int(out, f->exps[i].loc.line);
		put_int(out, f->exps[i].loc.col);
	}
	put_int(out, f->configs.n);
	for (int i = 0; i < f->configs.n; i++)
		put_field(out, f->configs.v[i]);
	put_field(out, f->no_fix);
	put_field(out, f->has_fix ? f->fix.expect : NULL);
	put_int(out, f->nchains);
	for (int i = 0; i < f->nchains; i++) {
		put_int(out, f->chains[i].n);
		for (int j = 0; j < f->chains[i].n; j++) {
			put_field(out, f->chains[i].v[j].macro);
			put_field(out, f->chains[i].v[j].loc.file);
			put_int(out, f->chains[i].v[j].loc.line);
			put_int(out, f->chains[i].v[j].loc.col);
		}
	}
	fputc('\n', out);
}

/* Splits a record line in place into its tab-separated fields. */
static int split_fields(char *line, char **field, int max)
{
	int n = 0;
	char *p = line;
	while (n < max) {
		field[n++] = p;
		char *tab = strchr(p, '\t');
		if (!tab)
			break;
		*tab = '\0';
		p = tab + 1;
	}
	return n;
}

/* Undoes put_field's escapes; "\N" is NULL. Interned. */
static const char *get_field(const char *s)
{
	if (!strcmp(s, "\\N"))
		return NULL;
	StrBuf sb = {0};
	for (; *s; s++) {
		if (*s == '\\' && s[1]) {
			s++;
			sb_putc(&sb, *s == 't' ? '\t' : *s == 'n' ? '\n' : *s);
		} else {
			sb_putc(&sb, *s);
		}
	}
	const char *r = intern(sb.buf ? sb.buf : "");
	free(sb.buf);
	return r;
}

static bool read_fields(char **fl, int n, long *unit, Finding *f);

void record_put_field(FILE *out, const char *s)
{
	put_field(out, s);
}

const char *record_get_field(const char *s)
{
	return get_field(s);
}

int record_split_fields(char *line, char **field, int max)
{
	return split_fields(line, field, max);
}

bool finding_read(char *line, long *unit, Finding *f)
{
	size_t len = strlen(line);
	if (len && line[len - 1] == '\n')
		line[len - 1] = '\0';
	int max = 1;
	for (const char *p = line; *p; p++)
		max += *p == '\t';
	char **fl = xmalloc(sizeof *fl * (size_t)max);
	int n = split_fields(line, fl, max);
	bool ok = n >= 20 && !strcmp(fl[0], "F") && read_fields(fl, n, unit, f);
	free(fl);
	return ok;
}

static bool read_fields(char **fl, int n, long *unit, Finding *f)
{
	memset(f, 0, sizeof *f);
	int k = 1;
	*unit = atol(fl[k++]);
	f->rule = (RuleId)atoi(fl[k++]);
	f->severity = (Severity)atoi(fl[k++]);
	const char *msg = get_field(fl[k++]);
	f->message = xstrdup(msg ? msg : "");
	f->loc.file = get_field(fl[k++]);
	f->loc.line = atoi(fl[k++]);
	f->loc.col = atoi(fl[k++]);
	f->spelling = get_field(fl[k++]);
	f->context = (Context)atoi(fl[k++]);
	f->expected_type = get_field(fl[k++]);
	f->expansion_count = atoi(fl[k++]);
	f->condition = get_field(fl[k++]);
	f->has_fix = atoi(fl[k++]) != 0;
	f->fix.loc.file = get_field(fl[k++]);
	f->fix.loc.line = atoi(fl[k++]);
	f->fix.loc.col = atoi(fl[k++]);
	f->fix.end_col = atoi(fl[k++]);
	f->fix.replacement = get_field(fl[k++]);
	f->nexps = atoi(fl[k++]);
	if (f->nexps < 0 || k + 4 * f->nexps + 1 > n)
		return false;
	f->exps = f->nexps ? xcalloc((size_t)f->nexps, sizeof *f->exps) : NULL;
	for (int i = 0; i < f->nexps; i++) {
		f->exps[i].macro = get_field(fl[k++]);
		f->exps[i].loc.file = get_field(fl[k++]);
		f->exps[i].loc.line = atoi(fl[k++]);
		f->exps[i].loc.col = atoi(fl[k++]);
	}
	int nc = atoi(fl[k++]);
	for (int i = 0; i < nc && k < n; i++) {
		const char *c = get_field(fl[k++]);
		sv_push(&f->configs, c ? c : "");
	}
	if (k < n)
		f->no_fix = get_field(fl[k++]);
	if (k < n)
		f->fix.expect = get_field(fl[k++]);
	int nch = k < n ? atoi(fl[k++]) : 0;
	for (int i = 0; i < nch && k < n; i++) {
		int len = atoi(fl[k++]);
		if (len < 0 || k + 4 * len > n)
			return false;
		FindingExp *v = xcalloc((size_t)(len ? len : 1), sizeof *v);
		for (int j = 0; j < len; j++) {
			v[j].macro = get_field(fl[k++]);
			v[j].loc.file = get_field(fl[k++]);
			v[j].loc.line = atoi(fl[k++]);
			v[j].loc.col = atoi(fl[k++]);
		}
		add_chain(f, v, len);
		free(v);
	}
	return true;
}

void check_begin(CheckUnit *cu)
{
	check_unit = cu;
}

void check_end(CheckUnit *cu, int from)
{
	stringized_fixes_settle(cu->ts, cu->out, from);
	body_fixes_settle(cu->ts, cu->out);
	check_definitions(cu->ts);
	check_unit = NULL;
}

/* A parse error while screening is a possible finding: the unit is
 * checked again with provenance, which says the error. */
static bool screen_error(void)
{
	if (check_screen)
		check_screen_hit = true;
	return check_screen;
}

static bool screen_done(void)
{
	return check_screen && check_screen_hit;
}

const Sema check_sema = {
	.conversion = check_conversion,
	.integer_use = check_integer_use,
	.is_null_macro = check_is_null_macro,
	.cond_pending = check_cond_pending,
	.cond_flush = check_cond_flush,
	.sentinel = check_sentinel,
	.error_noted = screen_error,
	.done = screen_done,
};
