/* parse.c -- a tolerant C parser that types expressions as it goes.
 *
 * C11 plus the GNU and C23 extensions real headers use. Declarations build
 * types and scopes; expressions build typed nodes; each conversion site calls
 * the checks (check.h). Statements leave nothing behind. On a construct it
 * does not know, the parser prints an error with the location and resumes at
 * the next statement or declaration. */
#include <ctype.h>
#include <limits.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ast.h"
#include "sema.h"
#include "util.h"

/* ---- interned keywords and punctuators ---- */

#define KEYWORDS(X) \
	X(kw_typedef, "typedef") X(kw_extern, "extern") X(kw_static, "static") \
	X(kw_auto, "auto") X(kw_register, "register") X(kw_inline, "inline") \
	X(kw_const, "const") X(kw_volatile, "volatile") X(kw_restrict, "restrict") \
	X(kw_void, "void") X(kw_bool, "_Bool") X(kw_bool23, "bool") X(kw_char, "char") \
	X(kw_short, "short") X(kw_int, "int") X(kw_long, "long") X(kw_float, "float") \
	X(kw_double, "double") X(kw_signed, "signed") X(kw_unsigned, "unsigned") \
	X(kw_struct, "struct") X(kw_union, "union") X(kw_enum, "enum") \
	X(kw_if, "if") X(kw_else, "else") X(kw_while, "while") X(kw_do, "do") \
	X(kw_for, "for") X(kw_switch, "switch") X(kw_case, "case") \
	X(kw_default, "default") X(kw_break, "break") X(kw_continue, "continue") \
	X(kw_goto, "goto") X(kw_return, "return") X(kw_sizeof, "sizeof") \
	X(kw_alignof, "_Alignof") X(kw_alignof2, "__alignof__") X(kw_alignof3, "alignof") \
	X(kw_alignof4, "__alignof") X(kw_alignas, "_Alignas") X(kw_alignas2, "alignas") \
	X(kw_static_assert, "_Static_assert") X(kw_static_assert2, "static_assert") \
	X(kw_generic, "_Generic") X(kw_noreturn, "_Noreturn") \
	X(kw_thread_local, "_Thread_local") X(kw_thread, "__thread") \
	X(kw_thread_local2, "thread_local") X(kw_atomic, "_Atomic") \
	X(kw_complex, "_Complex") X(kw_imaginary, "_Imaginary") \
	X(kw_attribute, "__attribute__") X(kw_attribute2, "__attribute") \
	X(kw_asm, "asm") X(kw_asm2, "__asm__") X(kw_asm3, "__asm") \
	X(kw_typeof, "typeof") X(kw_typeof2, "__typeof__") X(kw_typeof3, "__typeof") \
	X(kw_typeof_unqual, "typeof_unqual") X(kw_typeof_unqual2, "__typeof_unqual__") \
	X(kw_extension, "__extension__") X(kw_auto_type, "__auto_type") \
	X(kw_int128, "__int128") X(kw_int128b, "__int128_t") X(kw_uint128, "__uint128_t") \
	X(kw_float128, "_Float128") X(kw_float128b, "__float128") X(kw_float64, "_Float64") \
	X(kw_float32, "_Float32") X(kw_float64x, "_Float64x") X(kw_float32x, "_Float32x") \
	X(kw_float16, "_Float16") X(kw_float80, "__float80") X(kw_bf16, "__bf16") \
	X(kw_decimal32, "_Decimal32") X(kw_decimal64, "_Decimal64") X(kw_decimal128, "_Decimal128") \
	X(kw_bitint, "_BitInt") X(kw_va_list, "__builtin_va_list") \
	X(kw_const2, "__const") X(kw_const3, "__const__") X(kw_volatile2, "__volatile__") \
	X(kw_volatile3, "__volatile") X(kw_restrict2, "__restrict") X(kw_restrict3, "__restrict__") \
	X(kw_inline2, "__inline") X(kw_inline3, "__inline__") X(kw_signed2, "__signed__") \
	X(kw_signed3, "__signed") X(kw_complex2, "__complex__") X(kw_complex3, "__complex") \
	X(kw_label, "__label__") X(kw_nullptr, "nullptr") X(kw_true, "true") X(kw_false, "false") \
	X(kw_constexpr, "constexpr") X(kw_declspec, "__declspec") \
	X(kw_builtin_va_arg, "__builtin_va_arg") X(kw_builtin_offsetof, "__builtin_offsetof") \
	X(kw_builtin_tcp, "__builtin_types_compatible_p") \
	X(kw_builtin_choose, "__builtin_choose_expr") X(kw_builtin_expect, "__builtin_expect") \
	X(kw_builtin_constant_p, "__builtin_constant_p") X(kw_real, "__real__") X(kw_imag, "__imag__") \
	X(kw_func, "__func__") X(kw_function, "__FUNCTION__") X(kw_pretty, "__PRETTY_FUNCTION__") \
	X(kw_sentinel, "sentinel") X(kw_sentinel2, "__sentinel__") \
	X(p_lparen, "(") X(p_rparen, ")") X(p_lbrack, "[") X(p_rbrack, "]") X(p_lbrace, "{") \
	X(p_rbrace, "}") X(p_semi, ";") X(p_comma, ",") X(p_star, "*") X(p_assign, "=") \
	X(p_colon, ":") X(p_quest, "?") X(p_dot, ".") X(p_arrow, "->") X(p_ellipsis, "...") \
	X(p_amp, "&") X(p_plus, "+") X(p_minus, "-") X(p_tilde, "~") X(p_not, "!") \
	X(p_inc, "++") X(p_dec, "--") X(p_andand, "&&") X(p_oror, "||") X(p_eq, "==") \
	X(p_ne, "!=") X(p_lt, "<") X(p_gt, ">") X(p_le, "<=") X(p_ge, ">=") X(p_shl, "<<") \
	X(p_shr, ">>") X(p_slash, "/") X(p_pct, "%") X(p_caret, "^") X(p_pipe, "|") \
	X(p_lbrack2, "<:") X(p_rbrack2, ":>") X(p_lbrace2, "<%") X(p_rbrace2, "%>") \
	X(p_mul_assign, "*=") X(p_div_assign, "/=") X(p_mod_assign, "%=") \
	X(p_add_assign, "+=") X(p_sub_assign, "-=") X(p_shl_assign, "<<=") \
	X(p_shr_assign, ">>=") X(p_and_assign, "&=") X(p_xor_assign, "^=") X(p_or_assign, "|=")

#define X_DECL(id, s) static const char *id;
KEYWORDS(X_DECL)
#undef X_DECL

/* AltiVec's context-sensitive keywords: vector, pixel and bool are
 * __vector, __pixel and __bool when a type follows (GCC defines
 * __APPLE_ALTIVEC__ for them); elsewhere they are names. __vector, __pixel
 * and __bool themselves are GCC's predefined macros
 * (__attribute__((altivec(vector__))) and the like). */
static const char *kw_vector_ctx, *kw_pixel_ctx;

/* The keywords that can start a declaration or a type name, as a set of
 * interned pointers: is_type_start() asks it for every identifier that
 * begins a statement, a declarator or a parenthesis. */
#define TYPE_KW_SLOTS 256
static const char *type_kw[TYPE_KW_SLOTS];

static unsigned type_kw_slot(const char *s)
{
	return (unsigned)(((uintptr_t)s >> 4) ^ ((uintptr_t)s >> 12)) & (TYPE_KW_SLOTS - 1);
}

static bool type_kw_has(const char *s)
{
	for (unsigned j = type_kw_slot(s); type_kw[j]; j = (j + 1) & (TYPE_KW_SLOTS - 1))
		if (type_kw[j] == s)
			return true;
	return false;
}

static void type_kw_init(void)
{
	static const char **kws[] = {
		&kw_typedef, &kw_extern, &kw_static, &kw_auto, &kw_register, &kw_inline,
		&kw_const, &kw_volatile, &kw_restrict, &kw_void, &kw_bool, &kw_bool23,
		&kw_char, &kw_short, &kw_int, &kw_long, &kw_float, &kw_double, &kw_signed,
		&kw_unsigned, &kw_struct, &kw_union, &kw_enum, &kw_alignas, &kw_alignas2,
		&kw_noreturn, &kw_thread_local, &kw_thread, &kw_thread_local2, &kw_atomic,
		&kw_complex, &kw_imaginary, &kw_attribute, &kw_attribute2, &kw_typeof,
		&kw_typeof2, &kw_typeof3, &kw_typeof_unqual, &kw_typeof_unqual2,
		&kw_auto_type, &kw_int128, &kw_int128b, &kw_uint128,
		&kw_float128, &kw_float128b, &kw_float64, &kw_float32, &kw_float64x,
		&kw_float32x, &kw_float16, &kw_float80, &kw_bf16, &kw_decimal32,
		&kw_decimal64, &kw_decimal128, &kw_bitint, &kw_va_list, &kw_const2,
		&kw_const3, &kw_volatile2, &kw_volatile3, &kw_restrict2, &kw_restrict3,
		&kw_inline2, &kw_inline3, &kw_signed2, &kw_signed3, &kw_complex2,
		&kw_complex3, &kw_constexpr, &kw_declspec, NULL,
	};
	for (int k = 0; kws[k]; k++) {
		unsigned j = type_kw_slot(*kws[k]);
		while (type_kw[j] && type_kw[j] != *kws[k])
			j = (j + 1) & (TYPE_KW_SLOTS - 1);
		type_kw[j] = *kws[k];
	}
}

static void init_keywords(void)
{
	if (kw_typedef)
		return;
#define X_INIT(id, s) id = intern(s);
	KEYWORDS(X_INIT)
#undef X_INIT
	kw_vector_ctx = intern("vector");
	kw_pixel_ctx = intern("pixel");
	type_kw_init();
}

/* ---- scopes ---- */

typedef enum SymKind { SYM_VAR, SYM_TYPEDEF, SYM_ENUMCONST } SymKind;

typedef struct Sym {
	const char *name;
	SymKind kind;
	Type *type;
	int64_t value;
	bool value_known;
	int depth;
	struct Sym *shadowed;   /* same name, outer scope */
	struct Sym *scope_next; /* declared in the same scope */
} Sym;

typedef struct SymTable {
	Sym **slot;             /* open addressing by name pointer */
	const char **keys;
	size_t cap, n;
} SymTable;

static Sym **table_head(SymTable *t, const char *name)
{
	if (t->n * 2 >= t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 4096;
		Sym **slot = xcalloc(cap, sizeof *slot);
		const char **keys = xcalloc(cap, sizeof *keys);
		for (size_t i = 0; i < t->cap; i++) {
			if (!t->keys[i])
				continue;
			size_t j = addr_slot(keys, sizeof *keys, (int)cap, t->keys[i]);
			keys[j] = t->keys[i];
			slot[j] = t->slot[i];
		}
		free(t->slot);
		free(t->keys);
		t->slot = slot;
		t->keys = keys;
		t->cap = cap;
	}
	size_t j = addr_slot(t->keys, sizeof *t->keys, (int)t->cap, name);
	if (!t->keys[j]) {
		t->keys[j] = name;
		t->n++;
	}
	return &t->slot[j];
}

/* The symbol of a name, without making a slot for a name never declared
 * (most names looked up are not: members, macros' leftovers, labels). */
static Sym *table_find(const SymTable *t, const char *name)
{
	if (!t->cap)
		return NULL;
	size_t j = addr_slot(t->keys, sizeof *t->keys, (int)t->cap, name);
	return t->keys[j] ? t->slot[j] : NULL;
}

typedef struct Scope {
	Sym *syms, *tags;
	struct Scope *up;
} Scope;

/* ---- parser state ---- */

typedef struct Parser {
	TokenStream *ts;
	int pos;
	SymTable idents, tags;
	Scope *scope;
	int depth;
	Type *func_ret;         /* return type of the function being parsed */
	const char *func_name;
	ParseStats *stats;
	jmp_buf *recover;
	jmp_buf *top_recover;   /* the current external declaration's */
	int nest;               /* recursion depth of the parse (MAX_NEST) */
	Type *defining[1024];   /* struct/union bodies being parsed (<= MAX_NEST) */
	int ndefining;
	Type *last_stmt_type;   /* of the last expression statement ({ ... }) */
	Type *switch_type;      /* the innermost switch's promoted controlling type */
	Node *last_stmt_expr;
} Parser;

static Parser *P;
/* the checks at the parser's door (sema.h), for the unit being parsed */
static const Sema *sema;

/* Nodes live in chunks. No node outlives the external declaration it was
 * made for (types, symbols and findings keep no node), so after each one
 * the chunks are used again: a unit's memory is that of its largest
 * declaration, not of all of them (60 MB and 15,000 page faults on a
 * large kernel unit). Freed at the end of the unit. */
static Arena nodes;

static Token *tk(int i)
{
	return &P->ts->tok[i < P->ts->n ? i : P->ts->n];
}

static const char *cur(void)
{
	return tk(P->pos)->text;
}

static const char *peek(int n)
{
	return tk(P->pos + n)->text;
}

static bool is(const char *s)
{
	return cur() == s;
}

static bool at_eof(void)
{
	return P->pos >= P->ts->n;
}

static bool accept(const char *s)
{
	if (cur() == s) {
		P->pos++;
		return true;
	}
	return false;
}

NA_NORETURN static void fail_at(int i, const char *fmt, ...) NA_PRINTF(2, 3);
static void nest_enter(void);

void (*parse_error_hook)(SrcLoc at, const char *message);

/* "nullaudit: error: FILE:LINE:COL: message", where token i was written;
 * with the token it stopped at when before is set. */
static void report_at(int i, bool before, const char *fmt, va_list ap)
{
	if (sema->error_noted()) {   /* the unit is checked again, and said then */
		P->stats->errors++;
		return;
	}
	Token *t = tk(i);
	StrBuf sb = {0};
	SrcLoc l = tok_loc(t);
	if (t->exp) {                          /* report where the code was written */
		Expansion *e = tok_exp(P->ts, t);
		while (e->parent)
			e = e->parent;
		if (e->call.file)
			l = e->call;
	}
	sb_printf(&sb, "nullaudit: error: %s:%d:%d: ", l.file ? l.file : P->ts->main_file, l.line, l.col);
	size_t msg_at = sb.len;
	sb_vprintf(&sb, fmt, ap);
	if (!before)
		;
	else if (t->kind == TK_EOF)
		sb_puts(&sb, " at end of input");
	else
		sb_printf(&sb, " before '%s'", t->text);
	if (parse_error_hook)
		parse_error_hook(l.file ? l : (SrcLoc){P->ts->main_file, l.line, l.col}, sb.buf + msg_at);
	sb_puts(&sb, " [parse]\n");
	fputs(sb.buf, stderr);
	free(sb.buf);
	P->stats->errors++;
}

static void fail_at(int i, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	report_at(i, true, fmt, ap);
	va_end(ap);
	longjmp(*P->recover, 1);
}

/* Parentheses, unary operators, blocks, initializer braces, declarators and
 * struct bodies nested deeper than this are not real code but a stack
 * overflow waiting (clang stops at 256 brackets): the whole external
 * declaration is given up, with one error, not one per level. */
enum { MAX_NEST = 1000 };

static void nest_enter(void)
{
	if (++P->nest > MAX_NEST) {
		P->recover = P->top_recover;
		fail_at(P->pos, "nesting deeper than %d levels (parser limit); declaration skipped",
		        MAX_NEST);
	}
}

static void error_at(int i, const char *fmt, ...) NA_PRINTF(2, 3);

static void error_at(int i, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	report_at(i, false, fmt, ap);
	va_end(ap);
}

static void expect(const char *s)
{
	if (!accept(s))
		fail_at(P->pos, "expected '%s'", s);
}

static const char *expect_ident(void)
{
	Token *t = tk(P->pos);
	if (t->kind != TK_IDENT)
		fail_at(P->pos, "expected an identifier");
	P->pos++;
	return t->text;
}

/* Skips a balanced group starting at an opening bracket. */
static void skip_balanced(void)
{
	int d = 0;
	do {
		const char *s = cur();
		if (at_eof())
			fail_at(P->pos, "unbalanced brackets");
		if (s == p_lparen || s == p_lbrack || s == p_lbrace)
			d++;
		else if (s == p_rparen || s == p_rbrack || s == p_rbrace)
			d--;
		P->pos++;
	} while (d > 0);
}

static void scope_enter(void)
{
	Scope *s = xcalloc(1, sizeof *s);
	s->up = P->scope;
	P->scope = s;
	P->depth++;
}

static void scope_leave(void)
{
	Scope *s = P->scope;
	for (Sym *y = s->syms, *n; y; y = n) {
		n = y->scope_next;
		*table_head(&P->idents, y->name) = y->shadowed;
		free(y);
	}
	for (Sym *y = s->tags, *n; y; y = n) {
		n = y->scope_next;
		*table_head(&P->tags, y->name) = y->shadowed;
		free(y);
	}
	P->scope = s->up;
	free(s);
	P->depth--;
}

static Sym *lookup(const char *name)
{
	return table_find(&P->idents, name);
}

static Sym *declare(const char *name, SymKind kind, Type *type)
{
	Sym **head = table_head(&P->idents, name);
	if (*head && (*head)->depth == P->depth) {
		/* redeclaration in the same scope: keep one symbol, prefer the
		 * more complete type (a definition after a declaration) */
		(*head)->kind = kind;
		if (type->kind != TY_UNKNOWN &&
		    !((*head)->type->kind == TY_FUNC && type->kind == TY_FUNC && !type->has_proto))
			(*head)->type = type;
		return *head;
	}
	Sym *y = xcalloc(1, sizeof *y);
	y->name = name;
	y->kind = kind;
	y->type = type;
	y->depth = P->depth;
	y->shadowed = *head;
	*head = y;
	y->scope_next = P->scope->syms;
	P->scope->syms = y;
	return y;
}

static Sym *lookup_tag(const char *name)
{
	return table_find(&P->tags, name);
}

static Sym *declare_tag(const char *name, Type *t)
{
	Sym **head = table_head(&P->tags, name);
	Sym *y = xcalloc(1, sizeof *y);
	y->name = name;
	y->type = t;
	y->depth = P->depth;
	y->shadowed = *head;
	*head = y;
	y->scope_next = P->scope->tags;
	P->scope->tags = y;
	return y;
}

/* ---- declarations ---- */

typedef struct DeclSpec {
	bool is_typedef, is_extern, is_static, is_constexpr;
	Type *type;
	int sentinel;
	/* attributes that change a type or its layout */
	int aligned;            /* aligned(N), _Alignas(N): the largest N */
	bool packed;
	const char *mode;       /* mode(QI) ...: the mode name */
	int vector_size;        /* vector_size(N) */
} DeclSpec;

static Node *expr(void);
static Node *assign(void);
static Node *conditional(void);
static Node *cast_expr(void);
static Type *type_name(void);
static void statement(void);
static void compound_statement(void);
static long initializer(Type *t, const char *what);
static Type *complete_array(Type *t, long len);
static Type *declarator(Type *base, const char **name, int *name_tok, DeclSpec *ds);

static bool is_typedef_name(const char *s)
{
	Sym *y = lookup(s);
	return y && y->kind == SYM_TYPEDEF;
}

static bool attr_is(const char *s, const char *name);

/* Token i starts an AltiVec vector type (target.altivec): vector before a
 * type specifier, bool, pixel, or the expansion of __bool or __pixel
 * (__attribute__((altivec(bool__))) unsigned, altivec.h's bool). */
static bool altivec_vector(int i)
{
	if (!target.altivec || tk(i)->text != kw_vector_ctx)
		return false;
	const char *n = tk(i + 1)->text;
	if ((n == kw_attribute || n == kw_attribute2) && tk(i + 2)->text == p_lparen &&
	    tk(i + 3)->text == p_lparen && attr_is(tk(i + 4)->text, "altivec"))
		return true;
	return n == kw_signed || n == kw_signed2 || n == kw_signed3 || n == kw_unsigned ||
	       n == kw_char || n == kw_short || n == kw_int || n == kw_long || n == kw_float ||
	       n == kw_double || n == kw_bool23 || n == kw_pixel_ctx;
}

static bool is_type_start(int i)
{
	/* __extension__ may start a declaration, a type name or an
	 * expression ((__extension__ 1), __extension__ ({ ... })): what
	 * follows tells */
	while (tk(i)->text == kw_extension)
		i++;
	const char *s = tk(i)->text;
	if (tk(i)->kind != TK_IDENT)
		return false;
	if (altivec_vector(i))
		return true;
	if (type_kw_has(s) && (s != kw_bool23 || target.c23))
		return true;
	return is_typedef_name(s);
}

/* A type qualifier: sets its flag in q. */
static bool is_qualifier(const char *s, Type *q)
{
	if (s == kw_const || s == kw_const2 || s == kw_const3)
		q->is_const = true;
	else if (s == kw_volatile || s == kw_volatile2 || s == kw_volatile3)
		q->is_volatile = true;
	else if (s == kw_restrict || s == kw_restrict2 || s == kw_restrict3)
		q->is_restrict = true;
	else if (s == kw_atomic)
		q->is_atomic = true;
	else
		return false;
	return true;
}

/* ---- unknown type names (a header is missing, a typedef is not
 * visible): `sector_t sector;` is recovered as a declaration of an unknown
 * type, with one error naming it, as sparse, GCC and clang do ---- */

static bool is_keyword(const char *s)
{
#define X_IS(id, str) if (s == id) return true;
	KEYWORDS(X_IS)
#undef X_IS
	return false;
}

/* Token i is an identifier that names nothing here, where a declaration's
 * type would be, followed by what only a declarator can be: a name (after
 * stars and qualifiers) and then ; , = [ ( ) : or an attribute. */
static bool unknown_type_name(int i)
{
	Type q = {0};
	int j = i + 1;
	while (tk(j)->text == p_star || is_qualifier(tk(j)->text, &q))
		j++;
	const char *after = tk(j + 1)->text;
	if (tk(i)->kind != TK_IDENT || tk(j)->kind != TK_IDENT || is_keyword(tk(j)->text) ||
	    !(after == p_semi || after == p_comma || after == p_assign || after == p_lbrack ||
	      after == p_lparen || after == p_rparen || after == p_colon || after == kw_attribute ||
	      after == kw_attribute2))
		return false;
	return !is_keyword(tk(i)->text) && !lookup(tk(i)->text);
}

static int64_t const_expr_value(bool *known);

/* An attribute name as written, with or without the surrounding "__". */
static bool attr_is(const char *s, const char *name)
{
	size_t n = strlen(name);
	if (s[0] == '_' && s[1] == '_')
		return !strncmp(s + 2, name, n) && !strcmp(s + 2 + n, "__");
	return !strcmp(s, name);
}

/* (N) after an attribute name: the value of the constant expression N. */
static int attr_int_arg(int dflt)
{
	if (!accept(p_lparen))
		return dflt;
	bool known;
	int64_t v = const_expr_value(&known);
	expect(p_rparen);
	return known ? (int)v : dflt;
}

/* attribute-list of __attribute__ (( ... )): the ones that matter to types
 * go into ds, the others are skipped. */
static void attribute_list(DeclSpec *ds)
{
	expect(p_lparen);
	expect(p_lparen);
	while (!accept(p_rparen)) {
		if (accept(p_comma))
			continue;
		Token *t = tk(P->pos);
		if (at_eof())
			fail_at(P->pos, "expected an attribute");
		P->pos++;
		const char *s = t->text;
		if (!ds || t->kind != TK_IDENT) {
		} else if (s == kw_sentinel || s == kw_sentinel2) {
			ds->sentinel = 1;
			if (is(p_lparen) && tk(P->pos + 1)->kind == TK_NUM)
			{
				long v = strtol(tk(P->pos + 1)->text, NULL, 0);
				ds->sentinel = v >= 0 && v < 1024 ? 1 + (int)v : 0;
			}
		} else if (attr_is(s, "aligned")) {
			int a = attr_int_arg(16);  /* the largest alignment of the target */
			if (a > ds->aligned)
				ds->aligned = a;
		} else if (attr_is(s, "packed")) {
			ds->packed = true;
		} else if (attr_is(s, "vector_size")) {
			ds->vector_size = attr_int_arg(0);
		} else if (attr_is(s, "altivec") && is(p_lparen) &&
		           !strcmp(tk(P->pos + 1)->text, "vector__")) {
			ds->vector_size = 16;   /* PowerPC's predefined __vector */
		} else if (attr_is(s, "mode") && is(p_lparen) && tk(P->pos + 1)->kind == TK_IDENT) {
			ds->mode = tk(P->pos + 1)->text;
		}
		if (is(p_lparen))
			skip_balanced();
	}
	expect(p_rparen);
}

/* attribute-specifier: __attribute__ (( attribute-list )) */
static void attributes(DeclSpec *ds)
{
	for (;;) {
		if (is(kw_attribute) || is(kw_attribute2)) {
			P->pos++;
			if (!is(p_lparen))
				fail_at(P->pos, "expected '(' after __attribute__");
			attribute_list(ds);
		} else if (is(p_lbrack) && peek(1) == p_lbrack) {  /* [[ C23 ]] */
			skip_balanced();
		} else if (is(kw_asm) || is(kw_asm2) || is(kw_asm3)) {  /* asm label */
			P->pos++;
			skip_balanced();
		} else if (is(kw_declspec)) {
			P->pos++;
			skip_balanced();
		} else {
			return;
		}
	}
}

/* mode(M) and vector_size(N) make another type of t. */
static Type *type_attrs(Type *t, DeclSpec *ds)
{
	if (ds->mode && (ty_is_integer(t) || ty_is_arith(t))) {
		static const struct { const char *name; TypeKind k; } modes[] = {
			{"QI", TY_CHAR}, {"byte", TY_CHAR}, {"HI", TY_SHORT}, {"SI", TY_INT},
			{"DI", TY_LONG}, {"word", TY_LONG}, {"pointer", TY_LONG}, {"TI", TY_INT128},
			{"SF", TY_FLOAT}, {"DF", TY_DOUBLE}, {"XF", TY_LDOUBLE}, {"TF", TY_LDOUBLE},
			{NULL, TY_UNKNOWN},
		};
		for (int i = 0; modes[i].name; i++)
			if (attr_is(ds->mode, modes[i].name)) {
				bool u = ty_is_integer(t) && modes[i].k < TY_FLOAT && t->is_unsigned;
				t = ty_basic(modes[i].k, u);
				t->explicit_char_sign = modes[i].k == TY_CHAR;
				break;
			}
		ds->mode = NULL;
	}
	if (ds->vector_size > 0 && ty_is_arith(t)) {
		Type *v = ty_basic(TY_VECTOR, false);
		v->base = t;
		v->size = ds->vector_size;
		t = v;
		ds->vector_size = 0;
	}
	return t;
}

/* static_assert-declaration: a condition known to be false is an error,
 * as it is to the compiler. */
static bool static_assert_decl(void)
{
	if (!is(kw_static_assert) && !is(kw_static_assert2))
		return false;
	int t0 = P->pos++;
	expect(p_lparen);
	Node *c = conditional();
	const char *msg = "";
	if (accept(p_comma)) {
		if (tk(P->pos)->kind != TK_STR)
			fail_at(P->pos, "expected a string literal");
		msg = cur();
		while (tk(P->pos)->kind == TK_STR)
			P->pos++;
	}
	expect(p_rparen);
	expect(p_semi);
	if (c->is_const && !c->value)
		error_at(t0, "static assertion failed%s%s", *msg ? ": " : "", msg);
	return true;
}

static Type *struct_decl_nested(bool is_union);

static Type *struct_decl(bool is_union)
{
	nest_enter();
	Type *t = struct_decl_nested(is_union);
	P->nest--;
	return t;
}

/* A member's type as declared: an object of a struct or union that is not
 * complete here (the struct being defined itself included) is an error, as
 * in GCC ("field has incomplete type"); the member gets the unknown type,
 * so no struct ever contains itself. */
static Type *member_object_type(Type *mt, const char *name, int at)
{
	Type *e = mt;
	while (e->kind == TY_ARRAY && e->base)
		e = e->base;
	Type *o = e->origin ? e->origin : e;
	if (ty_is_record(o) && !o->complete) {
		error_at(at, "field '%s' has incomplete type", name ? name : "");
		return ty_unknown();
	}
	return mt;
}

static Type *struct_decl_nested(bool is_union)
{
	DeclSpec sds = {0};      /* the struct's own attributes */
	attributes(&sds);
	const char *tag = NULL;
	if (tk(P->pos)->kind == TK_IDENT && !is(p_lbrace))
		tag = expect_ident();
	attributes(&sds);
	Type *t = NULL;
	if (tag) {
		Sym *y = lookup_tag(tag);
		/* "struct tag;" in an inner scope declares a new type */
		if (y && (y->depth == P->depth || (!is(p_lbrace) && !is(p_semi))) &&
		    y->type->kind == (is_union ? TY_UNION : TY_STRUCT))
			t = y->type;
		else if (!is(p_lbrace) && !is(p_semi) && y)
			t = y->type;
	}
	if (!t || (is(p_lbrace) && t->complete)) {
		t = ty_basic(is_union ? TY_UNION : TY_STRUCT, false);
		t->tag = tag;
		if (tag)
			declare_tag(tag, t);
	}
	if (!accept(p_lbrace))
		return t;
	if (t->defining)   /* struct s { struct s { ... } m; }: its list is in use */
		fail_at(P->pos - 1, "nested redefinition of '%s %s'", is_union ? "union" : "struct",
		        tag ? tag : "");
	/* members left by an earlier body of this tag that a parse error cut
	 * short: this body replaces them (copies of the type may still point
	 * at them; they live in the type arena until the unit ends) */
	t->members = NULL;
	Member head = {0}, *last = &head;
	t->defining = true;
	P->defining[P->ndefining++] = t;
	while (!accept(p_rbrace)) {
		if (at_eof())
			fail_at(P->pos, "expected '}'");
		if (static_assert_decl())
			continue;
		if (accept(p_semi))
			continue;
		DeclSpec ds = {0};
		extern Type *declspec(DeclSpec *ds);
		Type *base = declspec(&ds);
		if (ty_is_record(base) && is(p_semi) &&
		    !(base->origin ? base->origin : base)->complete) {
			P->pos++;   /* "struct tag;" of a type not complete here:
			             * declares nothing (GCC warns), no member */
			continue;
		}
		if (ty_is_record(base) && is(p_semi)) {
			Member *m = ty_alloc(sizeof *m);   /* anonymous member */
			m->type = base;
			m->bit_width = -1;
			m->align_attr = ds.aligned;
			m->packed = ds.packed;
			last = last->next = m;
			t->members = head.next;
			P->pos++;
			continue;
		}
		do {
			const char *name = NULL;
			int nt;
			DeclSpec mds = ds;     /* attributes of this member only */
			int at = P->pos;
			Type *mt = is(p_colon) ? base : declarator(base, &name, &nt, &mds);
			mt = member_object_type(mt, name, at);
			int width = -1;
			if (accept(p_colon)) {
				bool k;
				width = (int)const_expr_value(&k);
				if (!k)
					width = 1;
			}
			attributes(&mds);
			mt = type_attrs(mt, &mds);
			if (width > 0 && ty_is_integer(mt)) {
				mt = ty_copy(mt);
				mt->bit_width = width;
			}
			Member *m = ty_alloc(sizeof *m);
			m->name = name;
			m->type = mt;
			m->bit_width = width;
			m->align_attr = mds.aligned;
			m->packed = mds.packed;
			last = last->next = m;
			t->members = head.next;   /* owned at once: a parse error
			                           * below must not leak them */
		} while (accept(p_comma));
		expect(p_semi);
	}
	t->members = head.next;
	t->complete = true;
	t->defining = false;
	P->ndefining--;
	attributes(&sds);
	ty_layout(t, sds.packed, sds.aligned);
	return t;
}

static Type *enum_decl(void)
{
	attributes(NULL);
	const char *tag = NULL;
	if (tk(P->pos)->kind == TK_IDENT)
		tag = expect_ident();
	attributes(NULL);
	Type *t = NULL;
	if (accept(p_colon)) {
		extern Type *declspec(DeclSpec *ds);
		DeclSpec ds = {0};
		declspec(&ds);
	}
	if (tag && !is(p_lbrace)) {
		Sym *y = lookup_tag(tag);
		if (y)
			return y->type;
	}
	t = ty_basic(TY_ENUM, false);
	t->tag = tag;
	if (tag)
		declare_tag(tag, t);
	if (!accept(p_lbrace))
		return t;
	int64_t val = 0, min = 0, max = 0;
	bool known = true;
	while (!accept(p_rbrace)) {
		const char *name = expect_ident();
		attributes(NULL);
		if (accept(p_assign))
			val = const_expr_value(&known);
		if (known) {
			min = val < min ? val : min;
			max = val > max ? val : max;
		}
		Sym *y = declare(name, SYM_ENUMCONST, t);
		y->value = val;
		y->value_known = known;
		val = (int64_t)((uint64_t)val + 1);   /* past LONG_MAX: wraps, no UB */
		if (!accept(p_comma)) {
			expect(p_rbrace);
			break;
		}
	}
	/* GCC: unsigned int without negative values, else int; long or
	 * unsigned long when the values do not fit */
	t->is_unsigned = min >= 0;
	if (min < INT32_MIN || max > (min < 0 ? INT32_MAX : (int64_t)UINT32_MAX))
		t->size = target.size_long;
	attributes(NULL);
	return t;
}

/* The counts the basic type words of a declaration specifier add: the sum
 * names the type (long long int is DS_LONG + DS_LONG + DS_INT). */
enum {
	DS_VOID = 1, DS_BOOL = 1 << 2, DS_CHAR = 1 << 4, DS_SHORT = 1 << 6, DS_INT = 1 << 8,
	DS_LONG = 1 << 10, DS_FLOAT = 1 << 12, DS_DOUBLE = 1 << 14, DS_OTHER = 1 << 16,
	DS_SIGNED = 1 << 17, DS_UNSIGNED = 1 << 18, DS_INT128 = 1 << 19
};

/* storage-class-specifier | function-specifier (and the words GCC and C23
 * add that change no type): true when s is one, taken */
static bool storage_word(const char *s, DeclSpec *ds)
{
	if (s == kw_typedef)
		ds->is_typedef = true;
	else if (s == kw_extern)
		ds->is_extern = true;
	else if (s == kw_static)
		ds->is_static = true;
	else if (s == kw_constexpr)
		ds->is_constexpr = true;
	else if (!(s == kw_auto || s == kw_register || s == kw_inline || s == kw_inline2 ||
	           s == kw_inline3 || s == kw_noreturn || s == kw_thread_local ||
	           s == kw_thread || s == kw_thread_local2 || s == kw_extension ||
	           s == kw_complex || s == kw_complex2 || s == kw_complex3 ||
	           s == kw_imaginary))
		return false;
	P->pos++;
	return true;
}

/* alignment-specifier: _Alignas ( type-name | constant-expression ) */
static void alignas_spec(DeclSpec *ds)
{
	P->pos++;
	expect(p_lparen);
	int a;
	if (is_type_start(P->pos)) {
		a = ty_align(type_name());
	} else {
		bool known;
		a = (int)const_expr_value(&known);
	}
	expect(p_rparen);
	if (a > ds->aligned)
		ds->aligned = a;
}

/* struct-or-union-specifier | enum-specifier | typeof-specifier |
 * typedef-name | va_list | __auto_type (NULL: the type is taken from the
 * initializer) */
static Type *named_type_spec(const char *s)
{
	P->pos++;
	if (s == kw_struct || s == kw_union)
		return struct_decl(s == kw_union);
	if (s == kw_enum)
		return enum_decl();
	if (s == kw_va_list) {
		/* complete: a struct member (va_list args;) is common */
		Type *ty = ty_basic(TY_STRUCT, false);
		ty->tag = kw_va_list;
		ty->typedef_name = kw_va_list;
		ty->complete = true;
		ty->size = target.size_va_list > 0 ? target.size_va_list : 24;
		ty->align = target.align_va_list > 0 ? target.align_va_list : 8;
		return ty;
	}
	if (s == kw_auto_type)
		return NULL;
	if (s != kw_typeof && s != kw_typeof2 && s != kw_typeof3 && s != kw_typeof_unqual &&
	    s != kw_typeof_unqual2) {
		Type *ty = ty_copy(lookup(s)->type);
		ty->typedef_name = s;
		return ty;
	}
	Type *ty;
	expect(p_lparen);
	if (is_type_start(P->pos)) {
		ty = type_name();
	} else {
		Node *e = expr();
		ty = e->type;
	}
	expect(p_rparen);
	if (s == kw_typeof_unqual || s == kw_typeof_unqual2)
		ty = ty_unqual(ty);
	return ty;
}

/* The count a basic type word adds (DS_*), 0 when s is none; a _FloatN,
 * _DecimalN or __bf16 word's name in *float_name. */
static int basic_type_word(const char *s, const char **float_name)
{
	if (s == kw_float128 || s == kw_float128b || s == kw_float64x || s == kw_float64 ||
	    s == kw_float32 || s == kw_float32x || s == kw_float16 || s == kw_bf16 ||
	    s == kw_decimal32 || s == kw_decimal64 || s == kw_decimal128)
		*float_name = s == kw_float128b ? kw_float128 : s;
	if (s == kw_void) return DS_VOID;
	if (s == kw_bool || (s == kw_bool23 && target.c23)) return DS_BOOL;
	if (s == kw_char) return DS_CHAR;
	if (s == kw_short) return DS_SHORT;
	if (s == kw_int) return DS_INT;
	if (s == kw_long) return DS_LONG;
	if (s == kw_float || s == kw_float32 || s == kw_float16 || s == kw_bf16 ||
	    s == kw_decimal32) return DS_FLOAT;
	if (s == kw_double || s == kw_float64 || s == kw_float32x || s == kw_decimal64) return DS_DOUBLE;
	if (s == kw_float128 || s == kw_float128b || s == kw_float64x ||
	    s == kw_float80 || s == kw_decimal128) return DS_LONG + DS_DOUBLE;
	if (s == kw_signed || s == kw_signed2 || s == kw_signed3) return DS_SIGNED;
	if (s == kw_unsigned) return DS_UNSIGNED;
	if (s == kw_int128 || s == kw_int128b) return DS_INT128;
	if (s == kw_uint128) return DS_INT128 + DS_UNSIGNED;
	if (s == kw_bitint && peek(1) == p_lparen) return DS_LONG + DS_LONG;   /* not yet its own type */
	return 0;
}

/* The type the counted words name; ty: the one a named specifier gave;
 * none: no word at all (implicit int). */
static Type *basic_type(int counter, Type *ty, const char *float_name, bool none)
{
	if (!(counter & ~(DS_SIGNED | DS_UNSIGNED)) || counter == DS_OTHER) {
		if (!ty) {
			if (counter == 0 && none)
				ty = ty_basic(TY_INT, false);    /* implicit int */
			else
				ty = ty_basic(TY_INT, counter & DS_UNSIGNED);
		}
	} else {
		int base = counter & ~(DS_SIGNED | DS_UNSIGNED);
		bool u = counter & DS_UNSIGNED;
		TypeKind k = TY_UNKNOWN;
		switch (base) {
		case DS_VOID: k = TY_VOID; break;
		case DS_BOOL: k = TY_BOOL; break;
		case DS_CHAR: k = TY_CHAR; break;
		case DS_SHORT: case DS_SHORT + DS_INT: k = TY_SHORT; break;
		case DS_INT: k = TY_INT; break;
		case DS_LONG: case DS_LONG + DS_INT: k = TY_LONG; break;
		case DS_LONG + DS_LONG: case DS_LONG + DS_LONG + DS_INT: k = TY_LLONG; break;
		case DS_FLOAT: k = TY_FLOAT; break;
		case DS_DOUBLE: k = TY_DOUBLE; break;
		case DS_LONG + DS_DOUBLE: k = TY_LDOUBLE; break;
		case DS_INT128: k = TY_INT128; break;
		default:
			if (ty)
				break;
			k = TY_UNKNOWN;
		}
		if (k != TY_UNKNOWN || !ty) {
			/* a plain kind is the unit's shared type: only char (its
			 * spelled sign) and _FloatN (its name) are changed below */
			ty = k == TY_UNKNOWN ? ty_unknown()
			   : k == TY_CHAR || float_name ? ty_basic(k, u) : ty_basic_shared(k, u);
			if (k == TY_CHAR) {
				ty->is_unsigned = u || (!(counter & DS_SIGNED) && !target.char_signed);
				ty->explicit_char_sign = counter & (DS_SIGNED | DS_UNSIGNED);
			}
		}
	}
	if (!ty)
		ty = ty_unknown();
	if (float_name && ty_is_arith(ty)) {
		ty->float_name = float_name;
		if (float_name == kw_float16 || float_name == kw_bf16)
			ty->size = 2;
	}
	return ty;
}

/* declaration-specifiers: storage classes, qualifiers, type specifiers and
 * attributes in any order. */
Type *declspec(DeclSpec *ds)
{
	int counter = 0;
	Type *ty = NULL;
	Type quals = {0};
	const char *float_name = NULL;
	int start = P->pos;
	for (;;) {
		const char *s = cur();
		if (tk(P->pos)->kind != TK_IDENT && !(s == p_lbrack && peek(1) == p_lbrack))
			break;
		if (storage_word(s, ds))
			continue;
		if (s == kw_attribute || s == kw_attribute2 || s == kw_declspec || s == p_lbrack) {
			attributes(ds);
			continue;
		}
		if (s == kw_alignas || s == kw_alignas2) {
			alignas_spec(ds);
			continue;
		}
		if (s == kw_atomic && peek(1) == p_lparen) {   /* _Atomic ( type-name ) */
			P->pos += 2;
			ty = type_name();
			expect(p_rparen);
			quals.is_atomic = true;
			counter += DS_OTHER;
			continue;
		}
		if (is_qualifier(s, &quals)) {
			P->pos++;
			continue;
		}
		if (s == kw_struct || s == kw_union || s == kw_enum || s == kw_typeof ||
		    s == kw_typeof2 || s == kw_typeof3 || s == kw_typeof_unqual ||
		    s == kw_typeof_unqual2 || s == kw_va_list || s == kw_auto_type ||
		    (is_typedef_name(s) && counter == 0)) {
			if (counter)
				break;
			ty = named_type_spec(s);
			counter += DS_OTHER;
			continue;
		}
		if (altivec_vector(P->pos)) {
			/* AltiVec: vector signed char is a 16-byte vector;
			 * bool int and pixel are its unsigned elements */
			ds->vector_size = 16;
			P->pos++;
			if (is(kw_bool23) || is(kw_pixel_ctx)) {
				counter += is(kw_pixel_ctx) ? DS_UNSIGNED + DS_SHORT : DS_UNSIGNED;
				P->pos++;
			}
			continue;
		}
		if (counter == 0 && !ty && unknown_type_name(P->pos)) {
			error_at(P->pos, "unknown type name '%s'", s);
			ty = ty_unknown();     /* the declaration goes on */
			ty->typedef_name = s;  /* named in messages */
			counter += DS_OTHER;
			P->pos++;
			continue;
		}
		int add = basic_type_word(s, &float_name);
		if (!add)
			break;
		counter += add;
		P->pos++;
		if (s == kw_bitint)
			skip_balanced();
	}
	ty = basic_type(counter, ty, float_name, P->pos == start);
	return ty_add_quals(type_attrs(ty, ds), &quals);
}

/* A parameter of array or function type is a pointer. */
static Type *param_adjust(Type *t)
{
	if (t->kind == TY_ARRAY)
		return ty_ptr(t->base);
	if (t->kind == TY_FUNC)
		return ty_ptr(t);
	return t;
}

/* parameter-type-list, or an identifier list of a K&R definition */
static Type *func_params(Type *ret)
{
	Type *f = ty_func(ret);
	Param params[256];
	int n = 0;
	if (is(kw_void) && peek(1) == p_rparen) {
		P->pos += 2;
		f->has_proto = true;
		return f;
	}
	if (accept(p_rparen))
		return f;
	if (tk(P->pos)->kind == TK_IDENT && !is_type_start(P->pos) &&
	    (peek(1) == p_comma || peek(1) == p_rparen)) {
		/* K&R identifier list: int unless declared before the body; no
		 * prototype, so calls are unchecked */
		while (!accept(p_rparen)) {
			if (n < 256)
				params[n++] = (Param){cur(), ty_basic(TY_INT, false)};
			P->pos++;
			if (!accept(p_comma) && !is(p_rparen))
				fail_at(P->pos, "expected ',' or ')' in parameter list");
		}
		goto done;
	}
	f->has_proto = true;
	scope_enter();
	for (;;) {
		if (accept(p_ellipsis)) {
			f->variadic = true;
			expect(p_rparen);
			break;
		}
		DeclSpec ds = {0};
		Type *base = declspec(&ds);
		const char *name = NULL;
		int nt;
		Type *pt = declarator(base, &name, &nt, &ds);
		attributes(NULL);
		pt = param_adjust(pt);
		if (n < 256)
			params[n++] = (Param){name, pt};
		if (name)   /* in prototype scope: regexec's pmatch[__nmatch] */
			declare(name, SYM_VAR, pt);
		if (accept(p_rparen))
			break;
		expect(p_comma);
	}
	scope_leave();
done:
	f->params = ty_alloc(sizeof *params * (size_t)(n ? n : 1));
	memcpy(f->params, params, sizeof *params * (size_t)n);
	f->nparams = n;
	return f;
}

static Type *type_suffix(Type *ty, DeclSpec *ds)
{
	if (accept(p_lparen)) {
		Type *f = func_params(ty);
		if (ds && ds->sentinel)
			f->sentinel = ds->sentinel;
		attributes(ds);
		if (ds && ds->sentinel)
			f->sentinel = ds->sentinel;
		return f;
	}
	if (is(p_lbrack) && peek(1) != p_lbrack) {
		P->pos++;
		long len = -1;
		while (is(kw_static) || is(kw_const) || is(kw_restrict) || is(kw_volatile) ||
		       is(kw_restrict2) || is(kw_const2))
			P->pos++;
		if (is(p_star) && peek(1) == p_rbrack)
			P->pos++;
		if (!is(p_rbrack)) {
			Node *e = assign();
			if (e->is_const)
				len = (long)e->value;
		}
		expect(p_rbrack);
		Type *inner = type_suffix(ty, ds);
		return ty_array(inner, len);
	}
	return ty;
}

/* declarator: pointer? direct-declarator; also abstract declarators */
static Type *declarator_nested(Type *ty, const char **name, int *name_tok, DeclSpec *ds);

static Type *declarator(Type *ty, const char **name, int *name_tok, DeclSpec *ds)
{
	nest_enter();
	Type *t = declarator_nested(ty, name, name_tok, ds);
	P->nest--;
	return t;
}

static Type *declarator_nested(Type *ty, const char **name, int *name_tok, DeclSpec *ds)
{
	*name = NULL;
	*name_tok = P->pos;
	attributes(ds);
	while (accept(p_star)) {
		ty = ty_ptr(ty);
		Type quals = {0};
		for (;;) {
			if (is_qualifier(cur(), &quals) || is(kw_extension)) {
				P->pos++;
			} else if (is(kw_attribute) || is(kw_attribute2)) {
				attributes(ds);
			} else {
				break;
			}
		}
		ty = ty_add_quals(ty, &quals);
	}
	if (is(p_lparen) && (peek(1) == p_star || peek(1) == p_lparen || peek(1) == kw_attribute ||
	                     peek(1) == kw_attribute2 || peek(1) == p_lbrack ||
	                     (tk(P->pos + 1)->kind == TK_IDENT && !is_type_start(P->pos + 1) &&
	                      peek(1) != p_rparen))) {
		/* ( declarator ): parse what follows first, then the inside */
		int inner = P->pos + 1;
		skip_balanced();
		Type *outer = type_suffix(ty, ds);
		int end = P->pos;
		P->pos = inner;
		Type *t = declarator(outer, name, name_tok, ds);
		expect(p_rparen);
		P->pos = end;
		return t;
	}
	/* After the specifiers a typedef name is the declared name:
	 * `initxattrs initxattrs` declares a parameter of that type. */
	if (tk(P->pos)->kind == TK_IDENT &&
	    (!is_type_start(P->pos) || is_typedef_name(cur())) &&
	    !(is(kw_attribute) || is(kw_attribute2))) {
		*name_tok = P->pos;
		*name = cur();
		P->pos++;
	}
	attributes(ds);
	return type_suffix(ty, ds);
}

static Type *type_name(void)
{
	DeclSpec ds = {0};
	Type *base = declspec(&ds);
	const char *name;
	int nt;
	return declarator(base, &name, &nt, &ds);
}

/* ---- GCC builtins: their prototypes ---- */

/* Signatures "R:PARAMS" (GCC manual, "Other Builtins", "__atomic Builtins",
 * "__sync Builtins", "Object Size Checking"; the library builtins take the
 * prototype of the C function). Codes: v void, b _Bool, c char, i int,
 * u unsigned, l long, L unsigned long (size_t), q long long, Q unsigned long
 * long, U uint64_t, s unsigned short, o unsigned __int128, f float, d double (the type
 * of a math builtin's suffix: sqrtf, sqrtl, sqrtf128), e long double,
 * p void *, P const void *, S char *, C const char *; x any argument (not
 * converted, no check); '.' more arguments, unconverted. The overloaded
 * ones take their types from the first argument, a pointer: T its pointee,
 * N the same but long for a pointer (the operand of an atomic add to a
 * pointer is an integer), A the pointer's own type, 0 the first argument's
 * type (whatever it is). A 0 given for a T of pointer type is a zero used as
 * a null pointer: __atomic_store_n(&ptr, 0, ...). */
static const struct { const char *name; const char *sig; } builtin_sigs[] = {
	/* __atomic_* and __sync_* (overloaded by the pointer argument) */
	{"__atomic_load_n", "T:Ai"}, {"__atomic_load", "v:AAi"},
	{"__atomic_store_n", "v:ATi"}, {"__atomic_store", "v:AAi"},
	{"__atomic_exchange_n", "T:ATi"}, {"__atomic_exchange", "v:AAAi"},
	{"__atomic_compare_exchange_n", "b:AATbii"}, {"__atomic_compare_exchange", "b:AAAbii"},
	{"__atomic_add_fetch", "T:ANi"}, {"__atomic_sub_fetch", "T:ANi"},
	{"__atomic_and_fetch", "T:ANi"}, {"__atomic_xor_fetch", "T:ANi"},
	{"__atomic_or_fetch", "T:ANi"}, {"__atomic_nand_fetch", "T:ANi"},
	{"__atomic_fetch_add", "T:ANi"}, {"__atomic_fetch_sub", "T:ANi"},
	{"__atomic_fetch_and", "T:ANi"}, {"__atomic_fetch_xor", "T:ANi"},
	{"__atomic_fetch_or", "T:ANi"}, {"__atomic_fetch_nand", "T:ANi"},
	{"__atomic_test_and_set", "b:pi"}, {"__atomic_clear", "v:pi"},
	{"__atomic_thread_fence", "v:i"}, {"__atomic_signal_fence", "v:i"},
	{"__atomic_always_lock_free", "b:Lp"}, {"__atomic_is_lock_free", "b:Lp"},
	{"__sync_fetch_and_add", "T:AN."}, {"__sync_fetch_and_sub", "T:AN."},
	{"__sync_fetch_and_or", "T:AN."}, {"__sync_fetch_and_and", "T:AN."},
	{"__sync_fetch_and_xor", "T:AN."}, {"__sync_fetch_and_nand", "T:AN."},
	{"__sync_add_and_fetch", "T:AN."}, {"__sync_sub_and_fetch", "T:AN."},
	{"__sync_or_and_fetch", "T:AN."}, {"__sync_and_and_fetch", "T:AN."},
	{"__sync_xor_and_fetch", "T:AN."}, {"__sync_nand_and_fetch", "T:AN."},
	{"__sync_bool_compare_and_swap", "b:ATT."}, {"__sync_val_compare_and_swap", "T:ATT."},
	{"__sync_lock_test_and_set", "T:AT."}, {"__sync_lock_release", "v:A."},
	{"__sync_synchronize", "v:."},
	/* type-generic: the type of the first argument */
	{"__builtin_speculation_safe_value", "0:0x"}, {"__builtin_assoc_barrier", "0:0"},
	{"__builtin_shuffle", "0:0x."}, {"__builtin_shufflevector", "0:0x."},
	{"__builtin_complex", "0:0x"},
	/* other builtins */
	{"__builtin_expect", "l:ll"}, {"__builtin_expect_with_probability", "l:lld"},
	{"__builtin_constant_p", "i:x"}, {"__builtin_classify_type", "i:x"},
	{"__builtin_unreachable", "v:"}, {"__builtin_trap", "v:"}, {"__builtin_abort", "v:"},
	{"__builtin_object_size", "L:Pi"}, {"__builtin_dynamic_object_size", "L:Pi"},
	{"__builtin_return_address", "p:u"}, {"__builtin_frame_address", "p:u"},
	{"__builtin_extract_return_addr", "p:p"}, {"__builtin_frob_return_addr", "p:p"},
	{"__builtin_bswap16", "s:s"}, {"__builtin_bswap32", "u:u"}, {"__builtin_bswap64", "U:U"},
	{"__builtin_bswap128", "o:o"},
	{"__builtin_clz", "i:u"}, {"__builtin_clzl", "i:L"}, {"__builtin_clzll", "i:Q"},
	{"__builtin_ctz", "i:u"}, {"__builtin_ctzl", "i:L"}, {"__builtin_ctzll", "i:Q"},
	{"__builtin_clrsb", "i:i"}, {"__builtin_clrsbl", "i:l"}, {"__builtin_clrsbll", "i:q"},
	{"__builtin_ffs", "i:i"}, {"__builtin_ffsl", "i:l"}, {"__builtin_ffsll", "i:q"},
	{"__builtin_popcount", "i:u"}, {"__builtin_popcountl", "i:L"}, {"__builtin_popcountll", "i:Q"},
	{"__builtin_parity", "i:u"}, {"__builtin_parityl", "i:L"}, {"__builtin_parityll", "i:Q"},
	{"__builtin_alloca", "p:L"}, {"__builtin_alloca_with_align", "p:LL"},
	{"__builtin_alloca_with_align_and_max", "p:LLL"},
	{"__builtin_assume_aligned", "p:PL."}, {"__builtin_prefetch", "v:P."},
	{"__builtin_clear_padding", "v:x"},
	{"__builtin_add_overflow", "b:xxx"}, {"__builtin_sub_overflow", "b:xxx"},
	{"__builtin_mul_overflow", "b:xxx"}, {"__builtin_add_overflow_p", "b:xxx"},
	{"__builtin_sub_overflow_p", "b:xxx"}, {"__builtin_mul_overflow_p", "b:xxx"},
	{"__builtin_sadd_overflow", "b:iix"}, {"__builtin_saddl_overflow", "b:llx"},
	{"__builtin_saddll_overflow", "b:qqx"}, {"__builtin_uadd_overflow", "b:uux"},
	{"__builtin_uaddl_overflow", "b:LLx"}, {"__builtin_uaddll_overflow", "b:QQx"},
	{"__builtin_ssub_overflow", "b:iix"}, {"__builtin_ssubl_overflow", "b:llx"},
	{"__builtin_ssubll_overflow", "b:qqx"}, {"__builtin_usub_overflow", "b:uux"},
	{"__builtin_usubl_overflow", "b:LLx"}, {"__builtin_usubll_overflow", "b:QQx"},
	{"__builtin_smul_overflow", "b:iix"}, {"__builtin_smull_overflow", "b:llx"},
	{"__builtin_smulll_overflow", "b:qqx"}, {"__builtin_umul_overflow", "b:uux"},
	{"__builtin_umull_overflow", "b:LLx"}, {"__builtin_umulll_overflow", "b:QQx"},
	{"__builtin_isnan", "i:x"}, {"__builtin_isinf", "i:x"}, {"__builtin_isinf_sign", "i:x"},
	{"__builtin_isfinite", "i:x"}, {"__builtin_isnormal", "i:x"}, {"__builtin_issignaling", "i:x"},
	{"__builtin_signbit", "i:x"}, {"__builtin_fpclassify", "i:iiiiix"},
	{"__builtin_isgreater", "i:xx"}, {"__builtin_isgreaterequal", "i:xx"},
	{"__builtin_isless", "i:xx"}, {"__builtin_islessequal", "i:xx"},
	{"__builtin_islessgreater", "i:xx"}, {"__builtin_isunordered", "i:xx"},
	{"__builtin_va_start", "v:x."}, {"__builtin_va_end", "v:x"}, {"__builtin_va_copy", "v:xx"},
	{"__builtin_va_arg_pack", "i:"}, {"__builtin_va_arg_pack_len", "i:"},
	{"__builtin_thread_pointer", "p:"}, {"__builtin_set_thread_pointer", "v:p"},
	{"__builtin_FILE", "C:"}, {"__builtin_FUNCTION", "C:"}, {"__builtin_LINE", "i:"},
	{"__builtin_apply_args", "p:"}, {"__builtin_apply", "p:xpL"}, {"__builtin_return", "v:p"},
	{"__builtin___clear_cache", "v:pp"}, {"__builtin_setjmp", "i:p"}, {"__builtin_longjmp", "v:pi"},
	{"__builtin_dwarf_cfa", "p:"}, {"__builtin_unwind_init", "v:"},
	{"__builtin_eh_return_data_regno", "i:i"}, {"__builtin_cpu_init", "v:"},
	{"__builtin_cpu_is", "i:C"}, {"__builtin_cpu_supports", "i:C"},
	{"__builtin_ia32_pause", "v:"}, {"__builtin_ia32_rdtsc", "Q:"}, {"__builtin_ia32_rdtscp", "Q:x"},
	{"__builtin_ia32_lfence", "v:"}, {"__builtin_ia32_mfence", "v:"}, {"__builtin_ia32_sfence", "v:"},
	{"__builtin_bitreverse32", "u:u"},
	/* the C library's functions */
	{"__builtin_abs", "i:i"}, {"__builtin_labs", "l:l"}, {"__builtin_llabs", "q:q"},
	{"__builtin_imaxabs", "l:l"},
	{"__builtin_memcpy", "p:pPL"}, {"__builtin_memmove", "p:pPL"}, {"__builtin_mempcpy", "p:pPL"},
	{"__builtin_memset", "p:piL"}, {"__builtin_memcmp", "i:PPL"}, {"__builtin_memchr", "p:PiL"},
	{"__builtin_memrchr", "p:PiL"}, {"__builtin_bzero", "v:pL"}, {"__builtin_bcopy", "v:PpL"},
	{"__builtin_bcmp", "i:PPL"},
	{"__builtin_strlen", "L:C"}, {"__builtin_strnlen", "L:CL"}, {"__builtin_strcpy", "S:SC"},
	{"__builtin_strncpy", "S:SCL"}, {"__builtin_stpcpy", "S:SC"}, {"__builtin_stpncpy", "S:SCL"},
	{"__builtin_strcat", "S:SC"}, {"__builtin_strncat", "S:SCL"}, {"__builtin_strcmp", "i:CC"},
	{"__builtin_strncmp", "i:CCL"}, {"__builtin_strcasecmp", "i:CC"},
	{"__builtin_strncasecmp", "i:CCL"}, {"__builtin_strchr", "S:Ci"}, {"__builtin_strrchr", "S:Ci"},
	{"__builtin_strstr", "S:CC"}, {"__builtin_strpbrk", "S:CC"}, {"__builtin_strspn", "L:CC"},
	{"__builtin_strcspn", "L:CC"}, {"__builtin_strdup", "S:C"}, {"__builtin_strndup", "S:CL"},
	{"__builtin_index", "S:Ci"}, {"__builtin_rindex", "S:Ci"},
	{"__builtin_printf", "i:C."}, {"__builtin_fprintf", "i:pC."}, {"__builtin_sprintf", "i:SC."},
	{"__builtin_snprintf", "i:SLC."}, {"__builtin_vprintf", "i:Cx"}, {"__builtin_vfprintf", "i:pCx"},
	{"__builtin_vsprintf", "i:SCx"}, {"__builtin_vsnprintf", "i:SLCx"}, {"__builtin_scanf", "i:C."},
	{"__builtin_sscanf", "i:CC."}, {"__builtin_fscanf", "i:pC."}, {"__builtin_puts", "i:C"},
	{"__builtin_putchar", "i:i"}, {"__builtin_fputs", "i:Cp"}, {"__builtin_fputc", "i:ip"},
	{"__builtin_putc", "i:ip"}, {"__builtin_fwrite", "L:PLLp"},
	{"__builtin_malloc", "p:L"}, {"__builtin_calloc", "p:LL"}, {"__builtin_realloc", "p:pL"},
	{"__builtin_free", "v:p"}, {"__builtin_aligned_alloc", "p:LL"},
	{"__builtin_exit", "v:i"}, {"__builtin__exit", "v:i"}, {"__builtin__Exit", "v:i"},
	{"__builtin_isalnum", "i:i"}, {"__builtin_isalpha", "i:i"}, {"__builtin_isascii", "i:i"},
	{"__builtin_isblank", "i:i"}, {"__builtin_iscntrl", "i:i"}, {"__builtin_isdigit", "i:i"},
	{"__builtin_isgraph", "i:i"}, {"__builtin_islower", "i:i"}, {"__builtin_isprint", "i:i"},
	{"__builtin_ispunct", "i:i"}, {"__builtin_isspace", "i:i"}, {"__builtin_isupper", "i:i"},
	{"__builtin_isxdigit", "i:i"}, {"__builtin_toascii", "i:i"}, {"__builtin_tolower", "i:i"},
	{"__builtin_toupper", "i:i"},
	/* glibc's fortified headers (-D_FORTIFY_SOURCE) */
	{"__builtin___memcpy_chk", "p:pPLL"}, {"__builtin___memmove_chk", "p:pPLL"},
	{"__builtin___mempcpy_chk", "p:pPLL"}, {"__builtin___memset_chk", "p:piLL"},
	{"__builtin___strcpy_chk", "S:SCL"}, {"__builtin___stpcpy_chk", "S:SCL"},
	{"__builtin___strcat_chk", "S:SCL"}, {"__builtin___strncpy_chk", "S:SCLL"},
	{"__builtin___stpncpy_chk", "S:SCLL"}, {"__builtin___strncat_chk", "S:SCLL"},
	{"__builtin___sprintf_chk", "i:SiLC."}, {"__builtin___snprintf_chk", "i:SLiLC."},
	{"__builtin___vsprintf_chk", "i:SiLCx"}, {"__builtin___vsnprintf_chk", "i:SLiLCx"},
	{"__builtin___printf_chk", "i:iC."}, {"__builtin___fprintf_chk", "i:piC."},
	{"__builtin___vprintf_chk", "i:iCx"}, {"__builtin___vfprintf_chk", "i:piCx"},
	{NULL, NULL},
};

/* Math builtins: double functions whose f, l, f32, f64, f128, f32x, f64x
 * variants take float, long double, _FloatN ('d' in the signature). */
static const struct { const char *name; const char *sig; } math_sigs[] = {
	{"acos", "d:d"}, {"acosh", "d:d"}, {"asin", "d:d"}, {"asinh", "d:d"}, {"atan", "d:d"},
	{"atanh", "d:d"}, {"cbrt", "d:d"}, {"ceil", "d:d"}, {"cos", "d:d"}, {"cosh", "d:d"},
	{"erf", "d:d"}, {"erfc", "d:d"}, {"exp", "d:d"}, {"exp2", "d:d"}, {"exp10", "d:d"},
	{"expm1", "d:d"}, {"fabs", "d:d"}, {"floor", "d:d"}, {"gamma", "d:d"}, {"j0", "d:d"},
	{"j1", "d:d"}, {"lgamma", "d:d"}, {"log", "d:d"}, {"log10", "d:d"}, {"log1p", "d:d"},
	{"log2", "d:d"}, {"logb", "d:d"}, {"nearbyint", "d:d"}, {"rint", "d:d"}, {"round", "d:d"},
	{"roundeven", "d:d"}, {"sin", "d:d"}, {"sinh", "d:d"}, {"sqrt", "d:d"}, {"tan", "d:d"},
	{"tanh", "d:d"}, {"tgamma", "d:d"}, {"trunc", "d:d"}, {"y0", "d:d"}, {"y1", "d:d"},
	{"significand", "d:d"}, {"atan2", "d:dd"}, {"copysign", "d:dd"}, {"fdim", "d:dd"},
	{"fmax", "d:dd"}, {"fmin", "d:dd"}, {"fmod", "d:dd"}, {"hypot", "d:dd"},
	{"nextafter", "d:dd"}, {"pow", "d:dd"}, {"remainder", "d:dd"}, {"drem", "d:dd"},
	{"scalb", "d:dd"}, {"fma", "d:ddd"}, {"frexp", "d:dx"}, {"ldexp", "d:di"},
	{"modf", "d:dx"}, {"scalbn", "d:di"}, {"scalbln", "d:dl"}, {"nexttoward", "d:de"},
	{"remquo", "d:ddx"}, {"ilogb", "i:d"}, {"lrint", "l:d"}, {"lround", "l:d"},
	{"llrint", "q:d"}, {"llround", "q:d"}, {"sincos", "v:dxx"}, {"jn", "d:id"}, {"yn", "d:id"},
	{"huge_val", "d:"}, {"inf", "d:"}, {"nan", "d:C"}, {"nans", "d:C"}, {"powi", "d:di"},
	{NULL, NULL},
};

/* The signature of builtin name, or NULL; *fsuffix: the math variant
 * ("f", "l", "f128", ... or "" for double). */
static const char *builtin_sig(const char *name, const char **fsuffix)
{
	*fsuffix = "";
	for (int i = 0; builtin_sigs[i].name; i++)
		if (!strcmp(builtin_sigs[i].name, name))
			return builtin_sigs[i].sig;
	if (strncmp(name, "__builtin_", 10))
		return NULL;
	const char *m = name + 10;
	static const char *const sufs[] = {"", "f", "l", "f16", "f32", "f64", "f128", "f32x", "f64x", "f128x", NULL};
	size_t ml = strlen(m);
	for (int k = 0; sufs[k]; k++) {
		size_t sl = strlen(sufs[k]);
		if (sl >= ml)
			continue;
		for (int i = 0; math_sigs[i].name; i++)
			if (strlen(math_sigs[i].name) == ml - sl && !strncmp(math_sigs[i].name, m, ml - sl) &&
			    !strcmp(m + ml - sl, sufs[k])) {
				*fsuffix = sufs[k];
				return math_sigs[i].sig;
			}
	}
	return NULL;
}

/* The type a signature code stands for; first: the first argument's type
 * (decayed), or NULL. */
static Type *sig_type(char c, Type *first, const char *fsuffix)
{
	Type *pointee = first && first->kind == TY_PTR ? ty_unqual(first->base) : NULL;
	Type *t;
	switch (c) {
	case 'v': return ty_basic(TY_VOID, false);
	case 'b': return ty_basic(TY_BOOL, false);
	case 'c': return ty_basic(TY_CHAR, !target.char_signed);
	case 'i': return ty_basic(TY_INT, false);
	case 'u': return ty_basic(TY_INT, true);
	case 'l': return ty_basic(TY_LONG, false);
	case 'L': return ty_basic(TY_LONG, true);
	case 'q': return ty_basic(TY_LLONG, false);
	case 'Q': return ty_basic(TY_LLONG, true);
	case 'U': return ty_basic(target.size_long == 8 ? TY_LONG : TY_LLONG, true);
	case 's': return ty_basic(TY_SHORT, true);
	case 'o': return ty_basic(TY_INT128, true);
	case 'f': return ty_basic(TY_FLOAT, false);
	case 'e': return ty_basic(TY_LDOUBLE, false);
	case 'd':
		if (!strcmp(fsuffix, "f") || !strcmp(fsuffix, "f32") || !strcmp(fsuffix, "f16")) {
			t = ty_basic(TY_FLOAT, false);
			t->float_name = fsuffix[1] == '1' ? kw_float16 : fsuffix[1] == '3' ? kw_float32 : NULL;
			if (t->float_name == kw_float16)
				t->size = 2;
		} else if (!strcmp(fsuffix, "l") || !strcmp(fsuffix, "f128") || !strcmp(fsuffix, "f64x") ||
		           !strcmp(fsuffix, "f128x")) {
			t = ty_basic(TY_LDOUBLE, false);
			t->float_name = !strcmp(fsuffix, "f128") ? kw_float128
			              : !strcmp(fsuffix, "f64x") ? kw_float64x : NULL;
		} else {
			t = ty_basic(TY_DOUBLE, false);
			t->float_name = !strcmp(fsuffix, "f64") ? kw_float64
			              : !strcmp(fsuffix, "f32x") ? kw_float32x : NULL;
		}
		return t;
	case 'p': return ty_ptr(ty_basic(TY_VOID, false));
	case 'P':
		t = ty_basic(TY_VOID, false);
		t->is_const = true;
		return ty_ptr(t);
	case 'S': return ty_ptr(ty_basic(TY_CHAR, !target.char_signed));
	case 'C':
		t = ty_basic(TY_CHAR, !target.char_signed);
		t->is_const = true;
		return ty_ptr(t);
	case 'T': return pointee ? pointee : ty_unknown();
	case 'N':
		if (pointee && pointee->kind == TY_PTR)
			return ty_basic(TY_LONG, false);
		return pointee ? pointee : ty_unknown();
	case 'A': return pointee ? first : ty_unknown();
	case '0': return first ? ty_unqual(first) : ty_unknown();
	default: return ty_unknown();   /* x */
	}
}

/* A builtin's function type for the arguments given (args may be NULL
 * when it is named without being called: then only a signature that does
 * not depend on them has a prototype). */
static Type *builtin_func_type(const char *sig, const char *fsuffix, Node **args, int nargs)
{
	Type *first = nargs > 0 && args ? ty_decay(args[0]->type) : NULL;
	if (first && first->kind == TY_UNKNOWN)
		first = NULL;
	Type *f = ty_func(sig_type(sig[0], first, fsuffix));
	const char *p = sig + 2;
	int n = 0;
	while (p[n] && p[n] != '.')
		n++;
	f->has_proto = true;
	f->variadic = p[n] == '.';
	f->params = ty_alloc(sizeof *f->params * (size_t)(n ? n : 1));
	for (int i = 0; i < n; i++)
		f->params[i] = (Param){NULL, sig_type(p[i], first, fsuffix)};
	f->nparams = n;
	return f;
}

/* __builtin_ia32_*: hundreds, used by the intrinsics headers through casts
 * or as the return value of an inline function of the right type. The
 * type only has to be honest enough never to make a finding: a vector of
 * the width in the name (128, 256, 512 bits), else int; no prototype. */
static Type *ia32_builtin_type(const char *name)
{
	const char *bits[] = {"512", "256", "128"};
	int size = 0;
	for (int i = 0; i < 3 && !size; i++)
		if (strstr(name + 15, bits[i]))
			size = atoi(bits[i]) / 8;
	Type *r = ty_basic(TY_INT, false);
	if (size) {
		Type *v = ty_basic(TY_VECTOR, false);
		v->base = ty_basic(TY_LLONG, false);
		v->size = size;
		r = v;
	}
	return ty_func(r);
}

/* ---- expressions ---- */

static Node *new_node(NodeKind k, int tok, Type *type)
{
	Node *n = arena_alloc(&nodes, sizeof *n);
	n->kind = k;
	n->tok = n->tok_end = n->op_tok = tok;
	n->type = type ? type : ty_unknown();
	P->stats->expressions++;
	if (n->type->kind == TY_UNKNOWN)
		P->stats->untyped++;
	return n;
}

static void set_type(Node *n, Type *t)
{
	bool was = n->type->kind == TY_UNKNOWN, now = t->kind == TY_UNKNOWN;
	P->stats->untyped += (long)now - (long)was;
	n->type = t;
}

static Node *num_literal(int i)
{
	const char *s = tk(i)->text;
	size_t len = strlen(s);
	bool is_float = false;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		is_float = strpbrk(s, ".pP") != NULL;
	else
		is_float = strpbrk(s, ".eE") != NULL;
	if (is_float || ((s[len - 1] == 'f' || s[len - 1] == 'F') && !(s[0] == '0' && (s[1] == 'x' || s[1] == 'X')))) {
		char suf = (char)tolower((unsigned char)s[len - 1]);
		bool hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
		TypeKind k = suf == 'f' && !(hex && !strpbrk(s, "pP")) ? TY_FLOAT
		           : suf == 'l' ? TY_LDOUBLE : TY_DOUBLE;
		/* _FloatN suffixes (GCC: q is __float128, w __float80) */
		static const struct { const char *suf; TypeKind k; const char **name; } fsuf[] = {
			{"f16", TY_FLOAT, &kw_float16}, {"f32", TY_FLOAT, &kw_float32},
			{"f64", TY_DOUBLE, &kw_float64}, {"f128", TY_LDOUBLE, &kw_float128},
			{"f32x", TY_DOUBLE, &kw_float32x}, {"f64x", TY_LDOUBLE, &kw_float64x},
			{"q", TY_LDOUBLE, &kw_float128}, {"w", TY_LDOUBLE, NULL}, {NULL, TY_UNKNOWN, NULL},
		};
		const char *name = NULL;
		for (int j = 0; fsuf[j].suf; j++) {
			size_t n = strlen(fsuf[j].suf);
			if (len > n && !strcasecmp(s + len - n, fsuf[j].suf) && !(hex && n == 1 && !strpbrk(s, "pP"))) {
				k = fsuf[j].k;
				name = fsuf[j].name ? *fsuf[j].name : NULL;
			}
		}
		Type *t = ty_basic(k, false);
		t->float_name = name;
		if (name == kw_float16)
			t->size = 2;
		return new_node(ND_FNUM, i, t);
	}
	char clean[128];
	size_t k = 0;
	for (size_t j = 0; j < len && k < sizeof clean - 1; j++)
		if (s[j] != '\'')
			clean[k++] = s[j];
	clean[k] = '\0';
	char *end;
	int base = 10;
	const char *digits = clean;
	if (clean[0] == '0' && (clean[1] == 'b' || clean[1] == 'B')) {
		base = 2;
		digits = clean + 2;
	}
	uint64_t v = strtoull(digits, &end, base == 2 ? 2 : 0);
	bool u = false;
	int l = 0;
	for (; *end; end++) {
		if (*end == 'u' || *end == 'U')
			u = true;
		else if (*end == 'l' || *end == 'L')
			l++;
	}
	/* the first of int, long, long long (from the suffix on) that holds
	 * the value; the unsigned one too for a 'u' suffix or when not decimal
	 * (C11 6.4.4.1) */
	bool decimal = clean[0] != '0' || !clean[1];
	TypeKind kind = l >= 2 ? TY_LLONG : l == 1 ? TY_LONG : TY_INT;
	for (;; kind = kind == TY_INT ? TY_LONG : TY_LLONG) {
		int bits = (kind == TY_INT ? target.size_int : kind == TY_LONG ? target.size_long
		                                                            : target.size_long_long) * 8;
		uint64_t umax = bits >= 64 ? UINT64_MAX : (1ULL << bits) - 1;
		if (!u && v <= umax >> 1)
			break;
		if ((u || !decimal) && v <= umax) {
			u = true;
			break;
		}
		if (kind == TY_LLONG) {
			u = true;         /* too large: GCC makes it unsigned */
			break;
		}
	}
	Node *n = new_node(ND_NUM, i, ty_basic_shared(kind, u));
	n->is_const = true;
	n->value = (int64_t)v;
	return n;
}

static int64_t char_value(const char *s)
{
	const char *q = strchr(s, '\'');
	if (!q)
		return 0;
	q++;
	if (*q != '\\')
		return (unsigned char)*q;
	q++;
	switch (*q) {
	case 'n': return '\n';
	case 't': return '\t';
	case 'r': return '\r';
	case 'a': return '\a';
	case 'b': return '\b';
	case 'f': return '\f';
	case 'v': return '\v';
	case 'e': return 27;
	case 'x': return strtol(q + 1, NULL, 16);
	default:
		if (*q >= '0' && *q <= '7')
			return strtol(q, NULL, 8);
		return (unsigned char)*q;
	}
}

/* Elements of a string literal token, without the NUL: escapes count one
 * (for u8/narrow strings, UTF-8 bytes count one each). */
static int str_elems(const char *s)
{
	const char *p = strchr(s, '"');
	int n = 0;
	if (!p)
		return 0;
	for (p++; *p && *p != '"'; n++) {
		if (*p != '\\') {
			p++;
			continue;
		}
		p++;
		if (*p == 'x') {
			for (p++; isxdigit((unsigned char)*p); p++)
				;
		} else if (*p == 'u' || *p == 'U') {
			int k = *p == 'u' ? 4 : 8;
			unsigned long cp = 0;
			for (p++; k-- && isxdigit((unsigned char)*p); p++)
				cp = cp * 16 + (unsigned long)(isdigit((unsigned char)*p) ? *p - '0'
				                               : (tolower((unsigned char)*p) - 'a' + 10));
			if (s[0] != 'L' && s[0] != 'U' && !(s[0] == 'u' && s[1] != '8'))
				n += cp < 0x80 ? 0 : cp < 0x800 ? 1 : cp < 0x10000 ? 2 : 3;  /* UTF-8 */
		} else if (*p >= '0' && *p <= '7') {
			for (int k = 0; k < 3 && *p >= '0' && *p <= '7'; k++)
				p++;
		} else if (*p) {
			p++;
		}
	}
	return n;
}

static Node *finish(Node *n, int end)
{
	n->tok_end = end;
	return n;
}

static Node *builtin_call(int t0, const char *name)
{
	Node *n = new_node(ND_BUILTIN, t0, NULL);
	n->name = name;
	expect(p_lparen);
	if (name == kw_builtin_va_arg) {
		assign();
		expect(p_comma);
		set_type(n, type_name());
	} else if (name == kw_builtin_offsetof) {
		/* member-designator: ident { . ident | [ expr ] } */
		Type *t = type_name();
		expect(p_comma);
		long off = 0;
		bool known = true;
		do {
			if (accept(p_lbrack)) {
				Node *i = expr();
				expect(p_rbrack);
				t = ty_decay(t)->kind == TY_PTR ? ty_decay(t)->base : ty_unknown();
				known = known && i->is_const && ty_size(t) >= 0;
				off = (long)((uint64_t)off + (uint64_t)i->value * (uint64_t)ty_size(t));
				continue;
			}
			const char *mn = expect_ident();
			long moff = 0;
			Member *m = ty_is_record(t) ? ty_find_member(t, mn, &moff) : NULL;
			known = known && m;
			off = (long)((uint64_t)off + (uint64_t)moff);
			t = m ? m->type : ty_unknown();
		} while (accept(p_dot) || is(p_lbrack));
		set_type(n, ty_basic(TY_LONG, true));
		n->is_const = known;
		n->value = off;
	} else if (name == kw_builtin_tcp) {
		Type *a = type_name();
		expect(p_comma);
		Type *b = type_name();
		set_type(n, ty_basic(TY_INT, false));
		n->is_const = a->kind != TY_UNKNOWN && b->kind != TY_UNKNOWN;
		n->value = ty_compatible(a, b);
	} else if (name == kw_builtin_choose) {
		Node *c = assign();
		expect(p_comma);
		Node *a = assign();
		expect(p_comma);
		Node *b = assign();
		Node *pick = c->is_const ? (c->value ? a : b) : NULL;
		if (pick) {
			/* GCC's result is the chosen expression itself, a null
			 * pointer constant included: a selection, as _Generic's
			 * (nd_selected) */
			n->kind = ND_GENERIC;
			n->lhs = pick;
			set_type(n, pick->type);
			n->is_const = pick->is_const;
			n->value = pick->value;
		}
	}
	expect(p_rparen);
	return finish(n, P->pos - 1);
}

static void parse_args(Node *call);
static void check_args(Node *call, Type *ft);

/* A call of a builtin with a signature: typed by its arguments. */
static Node *builtin_sig_call(int t0, const char *name, const char *sig, const char *fsuffix)
{
	Node *fn = new_node(ND_VAR, t0, ty_func(ty_basic(TY_VOID, false)));
	fn->name = name;
	int lp = P->pos;
	expect(p_lparen);
	Node *c = new_node(ND_CALL, t0, ty_basic(TY_VOID, false));
	c->lhs = fn;
	c->op_tok = lp;
	parse_args(c);
	Type *ft = builtin_func_type(sig, fsuffix, c->args, c->nargs);
	set_type(fn, ft);
	set_type(c, ft->base);
	check_args(c, ft);
	return finish(c, P->pos - 1);
}

/* primary-expression */
static Node *primary(void)
{
	int t0 = P->pos;
	Token *t = tk(t0);
	const char *s = t->text;
	if (s == p_lparen && peek(1) == p_lbrace) {            /* ({ ... }) */
		P->pos++;
		Type *saved = P->last_stmt_type;
		Node *saved_e = P->last_stmt_expr;
		P->last_stmt_type = NULL;
		compound_statement();
		Node *n = new_node(ND_STMT_EXPR, t0, P->last_stmt_type ? P->last_stmt_type : ty_basic(TY_VOID, false));
		P->last_stmt_type = saved;
		P->last_stmt_expr = saved_e;
		expect(p_rparen);
		return finish(n, P->pos - 1);
	}
	if (s == p_lparen) {
		P->pos++;
		Node *e = expr();
		expect(p_rparen);
		e->tok = t0;
		e->tok_end = P->pos - 1;
		return e;
	}
	if (t->kind == TK_NUM) {
		P->pos++;
		return num_literal(t0);
	}
	if (t->kind == TK_CHAR) {
		P->pos++;
		Node *n = new_node(ND_CHAR, t0, ty_basic(TY_INT, s[0] == 'u' || s[0] == 'U'));
		n->is_const = true;
		n->value = char_value(s);
		return n;
	}
	if (t->kind == TK_STR) {
		int len = 1;                 /* the terminating NUL */
		while (tk(P->pos)->kind == TK_STR) {
			len += str_elems(cur());
			P->pos++;
		}
		Type *ct = ty_basic(TY_CHAR, !target.char_signed);
		if (s[0] == 'L')
			ct = ty_basic(TY_INT, false);
		else if (s[0] == 'u' && s[1] != '8')
			ct = ty_basic(TY_SHORT, true);
		else if (s[0] == 'U')
			ct = ty_basic(TY_INT, true);
		return finish(new_node(ND_STR, t0, ty_array(ct, len)), P->pos - 1);
	}
	if (t->kind != TK_IDENT)
		fail_at(t0, "expected an expression");
	P->pos++;
	if (s == kw_builtin_va_arg || s == kw_builtin_offsetof || s == kw_builtin_tcp ||
	    s == kw_builtin_choose)
		return builtin_call(t0, s);
	if (s == kw_generic) {
		/* the association whose type is compatible with the controlling
		 * expression's (after lvalue conversion), else default */
		expect(p_lparen);
		Node *ctl = assign();
		Type *ct = ctl->type ? ty_decay(ctl->type) : NULL;
		Node *pick = NULL, *dflt = NULL;
		while (accept(p_comma)) {
			bool is_default = accept(kw_default);
			Type *at = is_default ? NULL : type_name();
			expect(p_colon);
			Node *e = assign();
			if (is_default)
				dflt = e;
			else if (!pick && ct && ty_compatible(ct, at))
				pick = e;
		}
		expect(p_rparen);
		/* the selection is its result expression, type, value and all:
		 * char *p = _Generic(x, int: 0) converts a plain 0 to a
		 * pointer, as GCC and clang take it (nd_selected); none
		 * selected is untyped */
		Node *sel = pick ? pick : dflt;
		Node *n = new_node(sel ? ND_GENERIC : ND_BUILTIN, t0, sel ? sel->type : NULL);
		if (sel) {
			n->lhs = sel;
			n->is_const = sel->is_const;
			n->value = sel->value;
		}
		return finish(n, P->pos - 1);
	}
	if (s == kw_nullptr && !lookup(s))   /* before C23 an ordinary name */
		return new_node(ND_NULLPTR, t0, ty_basic(TY_NULLPTR, false));
	if (s == kw_true || s == kw_false) {
		Sym *y = lookup(s);
		if (!y || y->kind != SYM_VAR) {
			Node *n = new_node(ND_BOOLCONST, t0, ty_basic(TY_BOOL, false));
			n->is_const = true;
			n->value = s == kw_true;
			return n;
		}
	}
	if (s == kw_func || s == kw_function || s == kw_pretty) {   /* static const char __func__[] */
		Type *c = ty_basic(TY_CHAR, !target.char_signed);
		c->is_const = true;
		return new_node(ND_STR, t0, ty_array(c, P->func_name ? (long)strlen(P->func_name) + 1 : -1));
	}
	Sym *y = lookup(s);
	if (!y && s[0] == '_' && s[1] == '_') {
		const char *fsuf;
		const char *sig = builtin_sig(s, &fsuf);
		Type *bt = NULL;
		if (sig && is(p_lparen))
			return builtin_sig_call(t0, s, sig, fsuf);
		if (sig)
			bt = builtin_func_type(sig, fsuf, NULL, 0);
		else if (!strncmp(s, "__builtin_ia32_", 15))
			bt = ia32_builtin_type(s);
		else if (!strncmp(s, "__builtin_", 10) && (y = lookup(intern(s + 10))) &&
		         y->kind == SYM_VAR && y->type->kind == TY_FUNC)
			bt = y->type;     /* __builtin_fputs: as fputs is declared */
		if (bt) {                 /* a GCC builtin */
			Node *n = new_node(ND_VAR, t0, bt);
			n->name = s;
			return n;
		}
		y = NULL;
	}
	if (!y) {
		/* undeclared: an implicit function or a missing header; untyped */
		Node *n = new_node(ND_UNKNOWN, t0, NULL);
		n->name = s;
		return n;
	}
	if (y->kind == SYM_ENUMCONST) {
		Node *n = new_node(ND_ENUMCONST, t0, ty_basic_shared(TY_INT, false));
		n->is_const = y->value_known;
		n->value = y->value;
		n->name = s;
		return n;
	}
	if (y->kind == SYM_TYPEDEF)
		fail_at(t0, "unexpected type name '%s'", s);
	Node *n = new_node(ND_VAR, t0, y->type);
	n->name = s;
	n->is_const = y->value_known;   /* a constexpr object (C23) */
	n->value = y->value;
	return n;
}

static Node *postfix_tail(Node *n);

/* The arguments of a call, up to the closing parenthesis. */
static void parse_args(Node *call)
{
	Node *args[512];
	int n = 0;
	if (!accept(p_rparen)) {
		do {
			Node *a = assign();
			if (n < 512)
				args[n++] = a;
		} while (accept(p_comma));
		expect(p_rparen);
	}
	call->args = arena_alloc(&nodes, sizeof *args * (size_t)(n ? n : 1));
	memcpy(call->args, args, sizeof *args * (size_t)n);
	call->nargs = n;
}

/* The arguments converted to the parameters of ft, when it has a
 * prototype. */
static void check_args(Node *call, Type *ft)
{
	Node **args = call->args;
	int n = call->nargs;
	if (!ft || ft->kind != TY_FUNC)
		return;
	/* a K&R definition's call with another count of arguments is not
	 * checked: which argument is which is not known */
	bool knr = !ft->has_proto && ft->knr_params;
	if (!ft->has_proto && !(knr && n == ft->nparams))
		return;
	for (int i = 0; i < n && i < ft->nparams; i++) {
		const char *pn = ft->params[i].name;
		Site site = {.context = CTX_ARGUMENT, .target = ft->params[i].type,
		             .what_fmt = !pn ? "parameter %d" : knr ? "K&R parameter '%s'" : "parameter '%s'",
		             .what_s = pn, .what_d = i + 1, .universal_init = false};
		sema->conversion(&site, args[i]);
	}
	int sentinel = ft->sentinel;
	if (!sentinel && call->lhs && call->lhs->kind == ND_VAR) {
		/* POSIX exec functions need a null pointer sentinel, though libc
		 * headers do not always say so with the attribute */
		const char *name = call->lhs->name;
		if (!strcmp(name, "execl") || !strcmp(name, "execlp"))
			sentinel = 1;
		else if (!strcmp(name, "execle"))
			sentinel = 2;
	}
	if (ft->variadic && sentinel && n > ft->nparams) {
		int si = n - sentinel;   /* sentinel(N): N arguments after it */
		if (si >= ft->nparams)
			sema->sentinel(call, args[si], call->lhs ? call->lhs->name : NULL);
	}
}

static Node *postfix_tail(Node *n)
{
	for (;;) {
		int t0 = P->pos;
		if (accept(p_lparen)) {
			Type *ft = n->type;
			if (ft->kind == TY_PTR)
				ft = ft->base;
			Node *c = new_node(ND_CALL, n->tok, ft->kind == TY_FUNC ? ft->base : NULL);
			c->lhs = n;
			c->op_tok = t0;
			parse_args(c);
			check_args(c, ft->kind == TY_FUNC ? ft : NULL);
			n = finish(c, P->pos - 1);
			continue;
		}
		if (accept(p_lbrack)) {
			Node *idx = expr();
			expect(p_rbrack);
			Type *bt = NULL;
			Type *lt = ty_decay(n->type), *it = ty_decay(idx->type);
			Type *index_type = ty_basic_shared(TY_LONG, false);
			if (lt->kind == TY_VECTOR)
				bt = lt->base;     /* GNU: an element of a vector */
			else if (lt->kind == TY_PTR)
				bt = lt->base, sema->integer_use(CTX_INDEX, idx, index_type);
			else if (it->kind == TY_PTR)
				bt = it->base, sema->integer_use(CTX_INDEX, n, index_type);
			Node *x = new_node(ND_INDEX, n->tok, bt);
			x->lhs = n;
			x->rhs = idx;
			n = finish(x, P->pos - 1);
			continue;
		}
		if (is(p_dot) || is(p_arrow)) {
			bool arrow = is(p_arrow);
			P->pos++;
			const char *name = expect_ident();
			Type *st = n->type;
			if (arrow)
				st = ty_decay(st)->kind == TY_PTR ? ty_decay(st)->base : ty_unknown();
			Member *m = ty_is_record(st) ? ty_find_member(st, name, NULL) : NULL;
			/* a member of a qualified struct has the struct's qualifiers */
			Node *x = new_node(ND_MEMBER, n->tok, m ? ty_add_quals(m->type, st) : NULL);
			x->lhs = n;
			x->name = name;
			n = finish(x, P->pos - 1);
			continue;
		}
		if (is(p_inc) || is(p_dec)) {
			P->pos++;
			Node *x = new_node(ND_POSTINC, n->tok, ty_unqual(n->type));
			x->lhs = n;
			n = finish(x, P->pos - 1);
			continue;
		}
		return n;
	}
}

static Node *postfix(void)
{
	return postfix_tail(primary());
}

static int64_t sizeof_type(Type *t, bool *known)
{
	/* GNU C: sizeof (void) and sizeof of a function type are 1, which
	 * the kernel's __is_constexpr() relies on */
	if (t->kind == TY_VOID || t->kind == TY_FUNC) {
		*known = true;
		return 1;
	}
	int n = ty_size(t);
	*known = n >= 0;
	return n;
}

/* v converted to integer type t (truncated or sign-extended to its width) */
static int64_t wrap(const Type *t, int64_t v)
{
	int bits = ty_size(t) * 8;
	if (t->kind == TY_BOOL)
		return v != 0;
	if (!ty_is_integer(t) || bits <= 0 || bits >= 64)
		return v;
	uint64_t m = (1ULL << bits) - 1, u = (uint64_t)v & m;
	if (!t->is_unsigned && u >> (bits - 1))
		u |= ~m;
	return (int64_t)u;
}

/* unary-expression */
static Node *unary(void)
{
	int t0 = P->pos;
	const char *s = cur();
	if (s == p_inc || s == p_dec) {
		P->pos++;
		Node *e = unary();
		Node *n = new_node(ND_PREINC, t0, ty_unqual(e->type));
		n->lhs = e;
		return finish(n, e->tok_end);
	}
	if (s == p_amp || s == p_star || s == p_plus || s == p_minus || s == p_tilde || s == p_not) {
		P->pos++;
		Node *e = cast_expr();
		Node *n;
		if (s == p_amp) {
			n = new_node(ND_ADDR, t0, e->type->kind == TY_UNKNOWN ? NULL : ty_ptr(e->type));
		} else if (s == p_star) {
			Type *t = ty_decay(e->type);
			n = new_node(ND_DEREF, t0, t->kind == TY_PTR ? t->base : NULL);
		} else if (s == p_not) {
			n = new_node(ND_NOT, t0, ty_basic_shared(TY_INT, false));
			n->is_const = e->is_const;
			n->value = !e->value;
		} else {
			if (ty_is_integer(e->type) || ty_is_arith(e->type))
				sema->integer_use(CTX_ARITHMETIC, e, e->type);
			n = new_node(s == p_minus ? ND_NEG : s == p_plus ? ND_POS : ND_BITNOT, t0,
			             ty_is_arith(e->type) ? ty_promote(e->type)
			             : e->type->kind == TY_VECTOR ? ty_unqual(e->type) : NULL);
			n->is_const = e->is_const && ty_is_integer(n->type);
			/* in unsigned arithmetic: -LONG_MIN wraps, as the target's does */
			n->value = wrap(n->type, s == p_minus ? (int64_t)(0 - (uint64_t)e->value)
			                         : s == p_plus ? e->value : ~e->value);
		}
		n->lhs = e;
		return finish(n, e->tok_end);
	}
	if (s == p_andand && tk(P->pos + 1)->kind == TK_IDENT) {   /* &&label */
		P->pos += 2;
		return finish(new_node(ND_LABEL_ADDR, t0, ty_ptr(ty_basic(TY_VOID, false))), P->pos - 1);
	}
	if (s == kw_sizeof || s == kw_alignof || s == kw_alignof2 || s == kw_alignof3 || s == kw_alignof4) {
		P->pos++;
		Type *t;
		if (is(p_lparen) && is_type_start(P->pos + 1)) {
			P->pos++;
			t = type_name();
			expect(p_rparen);
			if (is(p_lbrace)) {          /* sizeof (T){...} */
				initializer(t, NULL);
			}
		} else {
			t = unary()->type;
		}
		Node *n = new_node(s == kw_sizeof ? ND_SIZEOF : ND_ALIGNOF, t0, ty_basic_shared(TY_LONG, true));
		bool known = false;
		int64_t v = sizeof_type(t, &known);
		if (s != kw_sizeof) {
			v = ty_align(t);
			known = t->kind != TY_UNKNOWN;
		}
		n->is_const = known;
		n->value = v;
		return finish(n, P->pos - 1);
	}
	if (s == kw_extension || s == kw_real || s == kw_imag) {
		P->pos++;
		return cast_expr();
	}
	return postfix();
}

/* A floating constant, possibly signed (-1.5), as C's integer constant
 * expressions allow as the immediate operand of a cast: its value. */
static bool float_constant(const Node *e, double *v)
{
	if ((e->kind == ND_NEG || e->kind == ND_POS) && e->lhs && float_constant(e->lhs, v)) {
		if (e->kind == ND_NEG)
			*v = -*v;
		return true;
	}
	if (e->kind != ND_FNUM)
		return false;
	char buf[128];
	size_t k = 0;
	for (const char *p = tk(e->tok)->text; *p && k < sizeof buf - 1; p++)
		if (*p != '\'')
			buf[k++] = *p;
	buf[k] = '\0';
	*v = strtod(buf, NULL);   /* stops at a suffix */
	return true;
}

/* A floating value converted to integer type t. C leaves a value out of
 * t's range undefined; the checker saturates, as GCC's folding does, and a
 * NaN is 0. Never a conversion C leaves undefined in the checker itself. */
static int64_t float_to_int(double v, const Type *t)
{
	if (v != v)
		return 0;
	if (t->kind == TY_BOOL)
		return v != 0;
	int bits = ty_size(t) * 8;
	if (bits <= 0 || bits > 64)
		bits = 64;
	double range = 1;             /* 2^bits, exact in a double */
	for (int i = 0; i < bits; i++)
		range *= 2;
	if (t->is_unsigned) {
		if (v <= -1)
			return 0;
		if (v >= range)
			return wrap(t, (int64_t)UINT64_MAX);
		return wrap(t, (int64_t)(uint64_t)v);
	}
	double half = range / 2;
	if (v >= half)
		return bits >= 64 ? INT64_MAX : (int64_t)((1ULL << (bits - 1)) - 1);
	if (v <= -half)
		return bits >= 64 ? INT64_MIN : -(int64_t)(1ULL << (bits - 1));
	return (int64_t)v;
}

/* cast-expression: ( type-name ) cast-expression, or a compound literal */
static Node *cast_expr_nested(void);

static Node *cast_expr(void)
{
	nest_enter();
	Node *n = cast_expr_nested();
	P->nest--;
	return n;
}

static Node *cast_expr_nested(void)
{
	int t0 = P->pos;
	if (is(p_lparen) && is_type_start(P->pos + 1)) {
		P->pos++;
		Type *t = type_name();
		expect(p_rparen);
		if (is(p_lbrace)) {
			t = complete_array(t, initializer(t, "compound literal"));
			Node *n = new_node(ND_COMPOUND_LIT, t0, t);
			return postfix_tail(finish(n, P->pos - 1));
		}
		Node *e = cast_expr();
		Node *n = new_node(ND_CAST, t0, ty_unqual(t));   /* a value: unqualified */
		n->lhs = e;
		n->cast_type = t;
		n->is_const = e->is_const && ty_is_integer(t);
		n->value = wrap(t, e->value);
		double fv;
		if (ty_is_integer(t) && float_constant(e, &fv)) {   /* (int)0.0 */
			n->is_const = true;
			n->value = float_to_int(fv, t);
		}
		return finish(n, e->tok_end);
	}
	return unary();
}

typedef struct BinOp {
	const char **op;
	int prec;
} BinOp;

static int binop_prec(const char *s)
{
	static const BinOp ops[] = {
		{&p_oror, 1}, {&p_andand, 2}, {&p_pipe, 3}, {&p_caret, 4}, {&p_amp, 5},
		{&p_eq, 6}, {&p_ne, 6}, {&p_lt, 7}, {&p_gt, 7}, {&p_le, 7}, {&p_ge, 7},
		{&p_shl, 8}, {&p_shr, 8}, {&p_plus, 9}, {&p_minus, 9}, {&p_star, 10},
		{&p_slash, 10}, {&p_pct, 10}, {NULL, 0},
	};
	for (int i = 0; ops[i].op; i++)
		if (*ops[i].op == s)
			return ops[i].prec;
	return 0;
}

static bool is_null_constant(Node *e)
{
	e = nd_selected(e);
	return (e->is_const && e->value == 0 && ty_is_integer(e->type)) ||
	       (e->kind == ND_CAST && ty_is_void_ptr(e->type) && e->lhs->is_const && e->lhs->value == 0);
}

/* a op b, both already converted to the common type ct (the promoted left
 * operand's type for a shift), computed as C does for that type, without
 * undefined behaviour in the checker: unsigned and signed arithmetic both
 * in uint64_t, then wrapped to ct's width by the caller (the signed
 * overflow C leaves undefined wraps, as GCC's folding shows it). Not a
 * constant (*ok false): a division by zero, a shift by a negative count or
 * by the width of the type or more. */
static int64_t fold(const char *op, int64_t a, int64_t b, const Type *ct, bool *ok)
{
	*ok = true;
	bool uns = ct->is_unsigned;
	int bits = ty_size(ct) * 8;
	if (bits <= 0 || bits > 64)
		bits = 64;
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
	if (op == p_plus) return (int64_t)(ua + ub);
	if (op == p_minus) return (int64_t)(ua - ub);
	if (op == p_star) return (int64_t)(ua * ub);
	if (op == p_slash || op == p_pct) {
		if (b == 0) {
			*ok = false;
			return 0;
		}
		if (uns)
			return (int64_t)(op == p_slash ? ua / ub : ua % ub);
		if (a == INT64_MIN && b == -1)    /* LONG_MIN / -1 wraps to itself */
			return op == p_slash ? INT64_MIN : 0;
		return op == p_slash ? a / b : a % b;
	}
	if (op == p_shl || op == p_shr) {
		if (b < 0 || b >= bits) {
			*ok = false;
			return 0;
		}
		if (op == p_shl)
			return (int64_t)(ua << b);
		if (uns || a >= 0)
			return (int64_t)(ua >> b);
		return (int64_t)~(~ua >> b);      /* arithmetic, as GCC's */
	}
	if (op == p_amp) return a & b;
	if (op == p_pipe) return a | b;
	if (op == p_caret) return a ^ b;
	if (op == p_eq) return a == b;
	if (op == p_ne) return a != b;
	if (op == p_lt) return uns ? ua < ub : a < b;
	if (op == p_gt) return uns ? ua > ub : a > b;
	if (op == p_le) return uns ? ua <= ub : a <= b;
	if (op == p_ge) return uns ? ua >= ub : a >= b;
	if (op == p_andand) return a && b;
	if (op == p_oror) return a || b;
	*ok = false;
	return 0;
}

static Node *binary(int min_prec)
{
	Node *lhs = cast_expr();
	for (;;) {
		const char *op = cur();
		int prec = binop_prec(op);
		if (!prec || prec < min_prec)
			return lhs;
		int opt = P->pos++;
		Node *rhs = binary(prec + 1);
		Type *lt = ty_decay(lhs->type), *rt = ty_decay(rhs->type);
		Type *type = NULL;
		NodeKind kind = ND_BINARY;
		if (op == p_eq || op == p_ne || op == p_lt || op == p_gt || op == p_le || op == p_ge) {
			kind = ND_CMP;
			type = ty_basic_shared(TY_INT, false);
			if (op == p_eq || op == p_ne) {
				Site site = {.context = CTX_COMPARISON, .target = NULL, .what = NULL, .universal_init = false};
				site.cmp_ne = op == p_ne;
				site.cmp_first = lhs->tok;
				site.cmp_last = rhs->tok_end;
				if (lt->kind == TY_PTR && is_null_constant(rhs)) {
					site.target = lt;
					site.cmp_other = lhs;
					sema->conversion(&site, rhs);
				} else if (rt->kind == TY_PTR && is_null_constant(lhs)) {
					site.target = rt;
					site.cmp_other = rhs;
					sema->conversion(&site, lhs);
				} else if (lt->kind == TY_PTR && rt->kind == TY_PTR &&
				           (lhs->kind == ND_COND || rhs->kind == ND_COND)) {
					/* p == (c ? NULL : 0): the zero arm is compared
					 * with p (no !p idiom: it is inside the ?:) */
					site.target = rhs->kind == ND_COND ? lt : rt;
					sema->conversion(&site, rhs->kind == ND_COND ? rhs : lhs);
				} else if ((lt->kind == TY_NULLPTR) != (rt->kind == TY_NULLPTR)) {
					/* 0 == nullptr: an integer zero made a null pointer */
					site.target = lt->kind == TY_NULLPTR ? lt : rt;
					site.cmp_other = lt->kind == TY_NULLPTR ? lhs : rhs;
					sema->conversion(&site, lt->kind == TY_NULLPTR ? rhs : lhs);
				} else if (ty_is_arith(lt) && !ty_is_arith(rt)) {
					sema->integer_use(CTX_COMPARISON, rhs, lt);
				} else if (ty_is_arith(rt) && !ty_is_arith(lt)) {
					sema->integer_use(CTX_COMPARISON, lhs, rt);
				} else if (ty_is_arith(lt) && ty_is_arith(rt)) {
					sema->integer_use(CTX_COMPARISON, rhs, lt);
					sema->integer_use(CTX_COMPARISON, lhs, rt);
				}
			}
		} else if (op == p_andand || op == p_oror) {
			kind = op == p_andand ? ND_LOGAND : ND_LOGOR;
			type = ty_basic_shared(TY_INT, false);
		} else if (op != p_andand && op != p_oror && (ty_is_arith(lt) || ty_is_arith(rt)) &&
		           (sema->integer_use(CTX_ARITHMETIC, rhs, lt), sema->integer_use(CTX_ARITHMETIC, lhs, rt), false)) {
		} else if ((op == p_plus || op == p_minus) && lt->kind == TY_PTR) {
			type = (op == p_minus && rt->kind == TY_PTR) ? ty_basic(TY_LONG, false) : ty_unqual(lt);
		} else if (op == p_plus && rt->kind == TY_PTR) {
			type = ty_unqual(rt);
		} else if (lt->kind == TY_VECTOR || rt->kind == TY_VECTOR) {
			type = ty_unqual(lt->kind == TY_VECTOR ? lt : rt);   /* GNU vector operations */
		} else {
			type = (op == p_shl || op == p_shr) ? (ty_is_integer(lt) ? ty_promote(lt) : ty_unknown())
			                                    : ty_arith_conv(lt, rt);
		}
		Node *n = new_node(kind, lhs->tok, type);
		n->op_tok = opt;
		n->lhs = lhs;
		n->rhs = rhs;
		n->name = op;
		if (lhs->is_const && rhs->is_const && ty_is_integer(n->type)) {
			bool ok;
			bool shift = op == p_shl || op == p_shr;
			bool logical = op == p_andand || op == p_oror;
			Type *ct = shift ? n->type : ty_arith_conv(lt, rt);
			if (logical || !ty_is_integer(ct))
				ct = ty_basic_shared(TY_LLONG, false);   /* && ||: truth values only */
			int64_t a = wrap(ct, lhs->value), b = shift || logical ? rhs->value : wrap(ct, rhs->value);
			n->value = wrap(n->type, fold(op, a, b, ct, &ok));
			n->is_const = ok;
		}
		lhs = finish(n, rhs->tok_end);
	}
}

/* conditional-expression */
static Node *conditional(void)
{
	Node *c = binary(1);
	if (!is(p_quest))
		return c;
	int opt = P->pos++;
	Node *a = is(p_colon) ? c : expr();     /* GNU a ?: b */
	expect(p_colon);
	Node *b = conditional();
	Type *at = ty_decay(a->type), *bt = ty_decay(b->type);
	Type *type;
	Site site = {.context = CTX_CONDITIONAL, .target = NULL, .what = NULL, .universal_init = false};
	Node *pending = NULL;
	if (at->kind == TY_PTR && bt->kind == TY_PTR) {
		/* a null pointer constant takes the other type; else pointer to
		 * void if either is, with the qualifiers of both pointees */
		if (is_null_constant(a) || is_null_constant(b)) {
			type = ty_unqual(is_null_constant(a) ? bt : at);
			site.target = type;     /* (void *)0 in either arm */
			sema->conversion(&site, is_null_constant(a) ? a : b);
		} else
			type = ty_ptr(ty_add_quals(ty_is_void_ptr(bt) ? bt->base : at->base,
			                           ty_is_void_ptr(bt) ? at->base : bt->base));
	} else if (at->kind == TY_PTR) {
		/* a zero opposite NULL is a pointer: its context reports it
		 * (Sema.cond_pending) */
		type = ty_unqual(at);
		site.target = at;
		if (is_null_constant(b))
			(sema->is_null_macro(a) ? (void)(pending = b) : sema->conversion(&site, b));
	} else if (bt->kind == TY_PTR) {
		type = ty_unqual(bt);
		site.target = bt;
		if (is_null_constant(a))
			(sema->is_null_macro(b) ? (void)(pending = a) : sema->conversion(&site, a));
	} else if (ty_is_arith(at) && ty_is_arith(bt)) {
		type = ty_arith_conv(at, bt);
	} else if (at->kind == TY_VECTOR || bt->kind == TY_VECTOR) {
		type = ty_unqual(at->kind == TY_VECTOR ? at : bt);
	} else if (at->kind == TY_VOID || bt->kind == TY_VOID) {
		type = ty_basic(TY_VOID, false);
	} else if (ty_is_record(at)) {
		type = ty_unqual(at);
	} else {
		type = ty_unknown();
	}
	Node *n = new_node(ND_COND, c->tok, type);
	n->op_tok = opt;
	n->cond = c;
	n->lhs = a;
	n->rhs = b;
	if (pending)
		sema->cond_pending(&site, n, pending);
	if (c->is_const && a->is_const && b->is_const) {
		n->is_const = true;
		n->value = c->value ? a->value : b->value;
	}
	return finish(n, b->tok_end);
}

static bool is_assign_op(const char *s)
{
	return s == p_assign || s == p_mul_assign || s == p_div_assign || s == p_mod_assign ||
	       s == p_add_assign || s == p_sub_assign || s == p_shl_assign || s == p_shr_assign ||
	       s == p_and_assign || s == p_xor_assign || s == p_or_assign;
}

/* How a message names the left operand of an assignment (a format of
 * Site.what_fmt, with the operand's name). */
static const char *lvalue_what(const Node *l)
{
	return l->kind == ND_VAR ? "variable '%s'" : l->kind == ND_MEMBER ? "member '%s'"
	                                                                  : "the left operand";
}

/* assignment-expression */
static Node *assign(void)
{
	Node *lhs = conditional();
	if (!is_assign_op(cur()))
		return lhs;
	const char *op = cur();
	int opt = P->pos++;
	Node *rhs = assign();
	if (op == p_assign) {
		Site site = {.context = CTX_ASSIGNMENT, .target = lhs->type,
		             .what_fmt = lvalue_what(lhs), .what_s = lhs->name, .universal_init = false};
		sema->conversion(&site, rhs);
	} else if (ty_is_arith(lhs->type)) {
		sema->integer_use(CTX_ARITHMETIC, rhs, lhs->type);
	}
	Node *n = new_node(ND_ASSIGN, lhs->tok, ty_unqual(lhs->type));
	n->op_tok = opt;
	n->lhs = lhs;
	n->rhs = rhs;
	return finish(n, rhs->tok_end);
}

FILE *parse_dump_types;

/* --dump-types: "file:line:col: TYPE: tokens" for an expression statement. */
static void dump_type(const Node *e)
{
	const Token *t = tk(e->tok);
	SrcLoc l = tok_loc(t);
	fprintf(parse_dump_types, "%s:%d:%d: %s:", l.file ? l.file : P->ts->main_file,
	        l.line, l.col, ty_str(e->type));
	for (int i = e->tok; i <= e->tok_end && i - e->tok < 40; i++)
		fprintf(parse_dump_types, " %s", tk(i)->text);
	fputc('\n', parse_dump_types);
}

static Node *expr(void)
{
	Node *e = assign();
	while (is(p_comma)) {
		int opt = P->pos++;
		Node *r = assign();
		Node *n = new_node(ND_COMMA, e->tok, ty_unqual(ty_decay(r->type)));
		n->op_tok = opt;
		n->lhs = e;
		n->rhs = r;
		e = finish(n, r->tok_end);
	}
	return e;
}

static int64_t const_expr_value(bool *known)
{
	Node *e = conditional();
	*known = e->is_const;
	return e->value;
}

/* ---- initializers ---- */

static bool is_aggregate(Type *t)
{
	return t->kind == TY_ARRAY || ty_is_record(t);
}


/* A member an initializer list gives a value: every named member and every
 * anonymous struct or union; not an unnamed bit-field (C11 6.7.9p9). */
static Member *init_member(Member *m)
{
	while (m && !m->name && !ty_is_record(m->type))
		m = m->next;
	return m;
}

/* The members from struct or union t down to the one called name: the
 * anonymous members on the way (C11 6.7.2.1p13), then the member itself.
 * Returns their number, 0 when there is no such member. */
static int member_path(Type *t, const char *name, Member **path, int max)
{
	Type *o = t->origin ? t->origin : t;
	for (Member *m = o->members; m && max > 0; m = m->next) {
		if (m->name && !strcmp(m->name, name)) {
			path[0] = m;
			return 1;
		}
		if (!m->name && ty_is_record(m->type)) {
			int n = member_path(m->type, name, path + 1, max - 1);
			if (n) {
				path[0] = m;
				return n + 1;
			}
		}
	}
	return 0;
}

/* The current object of an initializer list (C11 6.7.9p17-20): the
 * aggregates it is in, the outermost the braced list's own type, the others
 * entered by designators or by brace elision, each with its position. */
#define INIT_DEPTH 64
typedef struct InitFrame {
	Type *t;
	Member *m;          /* struct or union: the member at the position */
	long index;         /* array: the element at the position */
	bool done;          /* a union already given its one value, or a scalar */
} InitFrame;

static void frame_enter(InitFrame *f, Type *t)
{
	Type *o = t->origin ? t->origin : t;
	*f = (InitFrame){t, ty_is_record(t) ? init_member(o->members) : NULL, 0, false};
}

/* The type of the subobject at f's position; NULL past its end. */
static Type *frame_type(const InitFrame *f)
{
	if (f->done)
		return NULL;
	if (f->t->kind == TY_ARRAY)
		return f->t->array_len >= 0 && f->index >= f->t->array_len ? NULL : f->t->base;
	if (ty_is_record(f->t))
		return f->m ? f->m->type : NULL;
	return f->index == 0 && f->t->kind != TY_UNKNOWN ? f->t : NULL;   /* int x = { 0 } */
}

static void frame_advance(InitFrame *f)
{
	if (f->t->kind == TY_UNION)
		f->done = true;
	else if (f->t->kind == TY_STRUCT)
		f->m = f->m ? init_member(f->m->next) : NULL;
	else if (f->index < LONG_MAX)   /* [LONG_MAX] = x: no further element */
		f->index++;
}

/* An expression that gives aggregate st its value whole: a struct or union
 * of its kind, or a string literal for an array of characters. */
static bool initializes_whole(const Node *e, const Type *st)
{
	if (ty_is_record(st))
		return e->type->kind == st->kind;
	return st->kind == TY_ARRAY && e->kind == ND_STR && ty_is_integer(st->base);
}

/* The frame a designator names its subobject in: the list's own for the
 * first designator of an item (which says where again, whatever was lost),
 * else the subobject the designators so far named, entered. */
static InitFrame *designate(InitFrame *stack, int *depth, bool *lost, bool chained)
{
	if (!chained) {
		*depth = 1;
		*lost = false;
		return &stack[0];
	}
	InitFrame *f = &stack[*depth - 1];
	if (*lost)
		return f;
	Type *in = frame_type(f);
	if (!in || !is_aggregate(in) || *depth == INIT_DEPTH) {
		*lost = true;
		return f;
	}
	f = &stack[(*depth)++];
	frame_enter(f, in);
	return f;
}

static long init_list(Type *t, const char *what);

/* The value e of an initializer item converted to subobject type st (NULL:
 * none, as in an excess item; nothing is checked); what names the object. */
static void init_check(Node *e, Type *st, const char *what, bool universal_candidate)
{
	if (!st)
		return;
	Site site = {.context = CTX_INITIALIZER, .target = st, .what = what,
	             .universal_init = universal_candidate};
	sema->conversion(&site, e);
}

/* An item of an initializer list whose value goes to a subobject of type
 * st (NULL: none, as in an excess item; nothing is checked). */
static long init_item(Type *st, const char *what, bool universal_candidate)
{
	if (is(p_lbrace)) {
		init_list(st ? st : ty_unknown(), what);
		return -1;
	}
	Node *e = assign();
	init_check(e, st, what, universal_candidate);
	return e->kind == ND_STR ? e->type->array_len : -1;
}

/* How a message names the subobject at f's position: "member 'm'" for a
 * named member of a struct or union (in buf), else what. */
static const char *init_what(const InitFrame *f, const Type *st, const char *what, char *buf,
                             size_t size)
{
	if (!st || !ty_is_record(f->t) || !f->m || !f->m->name)
		return what;
	snprintf(buf, size, "member '%s'", f->m->name);
	return buf;
}

static long init_list_nested(Type *t, const char *what);

/* Returns the number of elements it gives an array: the highest index
 * initialized, plus one. */
static long init_list(Type *t, const char *what)
{
	nest_enter();
	long n = init_list_nested(t, what);
	P->nest--;
	return n;
}

static long init_list_nested(Type *t, const char *what)
{
	expect(p_lbrace);
	InitFrame stack[INIT_DEPTH];
	int depth = 1;
	frame_enter(&stack[0], t);
	long elems = 0;
	bool lost = false;   /* the position is not known: nothing more is checked */
	int items = 0;
	while (!accept(p_rbrace)) {
		if (at_eof())
			fail_at(P->pos, "expected '}'");
		bool designated = false, lost_after = false;
		/* designators: from the list's own object down */
		for (;;) {
			InitFrame *f = &stack[depth - 1];
			if ((is(p_dot) && tk(P->pos + 1)->kind == TK_IDENT) ||
			    (!designated && tk(P->pos)->kind == TK_IDENT && peek(1) == p_colon)) {
				bool gnu = !is(p_dot);   /* GNU old-style "field:" */
				if (!gnu)
					P->pos++;
				const char *name = expect_ident();
				if (gnu)
					P->pos++;
				f = designate(stack, &depth, &lost, designated);
				designated = true;
				Member *path[INIT_DEPTH];
				int n = ty_is_record(f->t) && !lost ? member_path(f->t, name, path, INIT_DEPTH - depth) : 0;
				if (!n) {
					lost = true;
				} else {
					for (int k = 0; k < n; k++) {
						f->m = path[k];
						f->done = false;
						if (k + 1 < n)
							frame_enter(f = &stack[depth++], path[k]->type);
					}
				}
				if (gnu)
					break;
			} else if (is(p_lbrack)) {
				P->pos++;
				Node *a = conditional();
				Node *last = accept(p_ellipsis) ? conditional() : a;   /* GNU [a ... b] */
				expect(p_rbrack);
				f = designate(stack, &depth, &lost, designated);
				designated = true;
				if (f->t->kind != TY_ARRAY)
					lost = true;
				else if (!last->is_const)
					lost_after = true;   /* an element, but which one? */
				else
					f->index = last->value < 0 ? 0 : (long)last->value;
			} else {
				break;
			}
		}
		if (designated)
			accept(p_assign);
		/* a positional item: past the end of an aggregate entered by
		 * elision or designation, the next subobject of the one around */
		while (!designated && depth > 1 && !frame_type(&stack[depth - 1])) {
			depth--;
			frame_advance(&stack[depth - 1]);
		}
		Type *st = lost ? NULL : frame_type(&stack[depth - 1]);
		/* the element of the list's own array this item is in */
		if (!lost && t->kind == TY_ARRAY && (st || depth > 1) && stack[0].index >= elems)
			elems = stack[0].index < LONG_MAX ? stack[0].index + 1 : LONG_MAX;
		bool universal = items == 0 && !designated && is_aggregate(t) && tk(P->pos)->kind == TK_NUM &&
		                 !strcmp(cur(), "0") && peek(1) == p_rbrace;
		char mwhat[256];
		if (is(p_lbrace) || !st || !is_aggregate(st)) {
			const char *w = init_what(&stack[depth - 1], st, what, mwhat, sizeof mwhat);
			long slen = init_item(st, w, universal);
			if (items == 0 && slen >= 0 && t->kind == TY_ARRAY && ty_is_integer(t->base) && depth == 1)
				elems = slen;   /* char s[] = { "abc" } */
		} else {
			/* an expression for an aggregate: the aggregate whole, or
			 * its first scalar, the list going on inside it (elision) */
			Node *e = assign();
			if (e->type->kind == TY_UNKNOWN) {
				lost = true;   /* which it is cannot be told */
			} else {
				while (st && is_aggregate(st) && !initializes_whole(e, st)) {
					if (depth == INIT_DEPTH) {
						st = NULL;
						break;
					}
					frame_enter(&stack[depth++], st);
					st = frame_type(&stack[depth - 1]);
				}
				init_check(e, st, init_what(&stack[depth - 1], st, what, mwhat, sizeof mwhat),
				           universal);
			}
		}
		if (!lost)
			frame_advance(&stack[depth - 1]);
		lost |= lost_after;
		items++;
		if (!accept(p_comma)) {
			expect(p_rbrace);
			break;
		}
	}
	return elems;
}

/* Returns the length it gives an array of unknown size, or -1. */
static long initializer(Type *t, const char *what)
{
	if (is(p_lbrace))
		return init_list(t, what);
	return init_item(t, what, false);
}

/* T[] completed by its initializer */
static Type *complete_array(Type *t, long len)
{
	return t->kind == TY_ARRAY && t->array_len < 0 && len >= 0 ? ty_array(t->base, len) : t;
}

/* ---- declarations and statements ---- */

/* The rest of a declaration after its specifiers: init-declarator-list ; */
static void declaration_rest(DeclSpec *ds, Type *base, int first_name_tok, bool file_scope)
{
	(void)first_name_tok;
	for (;;) {
		const char *name;
		int nt;
		Type *t = declarator(base, &name, &nt, ds);
		attributes(ds);
		t = type_attrs(t, ds);
		if (t->kind == TY_FUNC && ds->sentinel)
			t->sentinel = ds->sentinel;
		Sym *y = NULL;
		if (name) {
			y = declare(name, ds->is_typedef ? SYM_TYPEDEF : SYM_VAR, t);
			if (ds->is_typedef && t->kind != TY_UNKNOWN) {
				Type *c = ty_copy(t);
				c->typedef_name = name;
				y->type = c;
			}
		}
		if (t->kind == TY_FUNC && (is(p_lbrace) || (file_scope && is_type_start(P->pos) && !ds->is_typedef))) {
			/* function definition (K&R parameter declarations first) */
			while (!is(p_lbrace)) {
				DeclSpec pds = {0};
				Type *pb = declspec(&pds);
				do {
					const char *pn;
					int pnt;
					Type *pt = param_adjust(declarator(pb, &pn, &pnt, &pds));
					for (int i = 0; i < t->nparams; i++)
						if (t->params[i].name == pn)
							t->params[i].type = pt;
				} while (accept(p_comma));
				expect(p_semi);
			}
			if (!t->has_proto && t->nparams > 0) {
				/* a K&R definition: a later call passes its arguments
				 * unconverted, so a 0 given for a pointer parameter
				 * is an int where the callee reads a pointer (sparse
				 * checks these calls too); an earlier declaration
				 * without parameters gives way to this type */
				t->knr_params = true;
				if (y && y->type != t && y->type->kind == TY_FUNC && !y->type->has_proto)
					y->type = t;
			}
			Type *saved = P->func_ret;
			const char *saved_name = P->func_name;
			P->func_ret = t->base;
			P->func_name = name;
			scope_enter();
			for (int i = 0; i < t->nparams; i++)
				if (t->params[i].name)
					declare(t->params[i].name, SYM_VAR, t->params[i].type);
			compound_statement();
			scope_leave();
			P->func_ret = saved;
			P->func_name = saved_name;
			return;
		}
		if (accept(p_assign)) {
			char what[256];
			snprintf(what, sizeof what, "variable '%s'", name ? name : "?");
			if (base == NULL || t->kind == TY_UNKNOWN) {
				initializer(ty_unknown(), what);
			} else if (ds->is_constexpr && ty_is_integer(t) && !is(p_lbrace)) {
				Node *e = assign();   /* its value is a constant (C23) */
				Site site = {.context = CTX_INITIALIZER, .target = t, .what = what, .universal_init = false};
				sema->conversion(&site, e);
				if (y && e->is_const) {
					y->value = wrap(t, e->value);
					y->value_known = true;
				}
			} else {
				t = complete_array(t, initializer(t, what));
				if (y && y->kind == SYM_VAR)
					y->type = t;
			}
		}
		if (accept(p_comma))
			continue;
		expect(p_semi);
		return;
	}
}

static void declaration(bool file_scope)
{
	DeclSpec ds = {0};
	int start = P->pos;
	Type *base = declspec(&ds);
	if (accept(p_semi))
		return;
	/* __auto_type x = init: take the type from the initializer */
	if (tk(start)->text == kw_auto_type) {
		const char *name = expect_ident();
		expect(p_assign);
		Node *e = assign();
		declare(name, SYM_VAR, ty_unqual(ty_decay(e->type)));
		while (accept(p_comma)) {
			name = expect_ident();
			expect(p_assign);
			e = assign();
			declare(name, SYM_VAR, ty_unqual(ty_decay(e->type)));
		}
		expect(p_semi);
		return;
	}
	declaration_rest(&ds, base, P->pos, file_scope);
}

static bool is_declaration_start(void)
{
	if (is(kw_static_assert) || is(kw_static_assert2))
		return true;
	if (!is_type_start(P->pos))
		return unknown_type_name(P->pos);
	/* a typedef name followed by ':' is a label */
	if (is_typedef_name(cur()) && peek(1) == p_colon)
		return false;
	return true;
}

static void skip_asm_statement(void)
{
	P->pos++;
	while (is(kw_volatile) || is(kw_volatile2) || is(kw_volatile3) || is(kw_goto) ||
	       is(kw_inline) || is(kw_inline2) || is(kw_inline3))
		P->pos++;
	if (!is(p_lparen))
		fail_at(P->pos, "expected '(' after asm");
	skip_balanced();
	expect(p_semi);
}

static void recover_statement(int start)
{
	/* skip to the end of the statement: a ';' or the '}' closing it */
	int d = 0;
	if (P->pos == start)
		P->pos++;
	while (!at_eof()) {
		const char *s = cur();
		if (s == p_lbrace || s == p_lparen || s == p_lbrack)
			d++;
		else if (s == p_rparen || s == p_rbrack)
			d--;
		else if (s == p_rbrace) {
			if (d <= 0)
				return;
			d--;
			if (d == 0) {
				P->pos++;
				return;
			}
		} else if (s == p_semi && d <= 0) {
			P->pos++;
			return;
		}
		P->pos++;
	}
}

/* After a parse error: the struct bodies left unfinished are no longer
 * being defined (a later body of the same tag is a redefinition, not a
 * nested one). */
static void defining_abandon(int keep)
{
	while (P->ndefining > keep)
		P->defining[--P->ndefining]->defining = false;
}

/* A declaration (a static assertion included) where a block item may
 * be one, if one starts here; also after a label, case or default (C23,
 * and GCC before it: grep's dfa.c `stray_backslash: char const *p;`). */
static bool declaration_item(void)
{
	if (!static_assert_decl()) {
		if (!is_declaration_start())
			return false;
		declaration(false);
	}
	P->last_stmt_type = NULL;
	return true;
}

static void block_item(void)
{
	jmp_buf here, *saved = P->recover;
	int start = P->pos;
	Scope *scope = P->scope;
	Type *fr = P->func_ret;
	int nest = P->nest, ndefining = P->ndefining;
	P->recover = &here;
	if (setjmp(here)) {
		P->nest = nest;
		defining_abandon(ndefining);
		while (P->scope != scope)
			scope_leave();
		P->func_ret = fr;
		recover_statement(start);
	} else if (is(p_lbrack) && peek(1) == p_lbrack && (attributes(NULL), false)) {
		/* [[...]] before a declaration or statement: skipped */
	} else if (!declaration_item()) {
		statement();
	}
	P->recover = saved;
}

static void compound_statement(void)
{
	expect(p_lbrace);
	scope_enter();
	while (!is(p_rbrace)) {
		if (at_eof()) {
			scope_leave();
			fail_at(P->pos, "expected '}'");
		}
		if (is(kw_label)) {            /* __label__ a, b; */
			while (!accept(p_semi)) {
				if (at_eof()) {      /* found by fuzzing: ran on past the end */
					scope_leave();
					fail_at(P->pos, "expected ';'");
				}
				P->pos++;
			}
			continue;
		}
		block_item();
	}
	P->pos++;
	scope_leave();
}

static bool stmt_body_nested(void);

/* A statement; true for an expression statement (its type is then
 * P->last_stmt_type). */
static bool stmt_body(void)
{
	nest_enter();
	bool r = stmt_body_nested();
	P->nest--;
	return r;
}

static bool stmt_body_nested(void)
{
	/* attributes of a statement: [[fallthrough]]; and GNU's
	 * __attribute__((fallthrough)); after a case label (the kernel's
	 * fallthrough), if (c) [[likely]] f(); (not an asm statement) */
	for (;;) {
		if (is(p_lbrack) && peek(1) == p_lbrack) {
			skip_balanced();
		} else if ((is(kw_attribute) || is(kw_attribute2)) && peek(1) == p_lparen) {
			P->pos++;
			skip_balanced();
		} else {
			break;
		}
	}
	int t0 = P->pos;
	const char *s = cur();
	P->last_stmt_type = NULL;
	if (s == p_lbrace) {
		compound_statement();
		return false;
	}
	if (s == p_semi) {
		P->pos++;
		return false;
	}
	if (tk(t0)->kind == TK_IDENT && peek(1) == p_colon && s != kw_default) {
		P->pos += 2;                     /* label */
		if (!is(kw_asm) && !is(kw_asm2) && !is(kw_asm3))
			attributes(NULL);        /* not an asm label: an asm statement */
		if (is(p_rbrace))
			return false;
		if (declaration_item())
			return false;
		statement();                     /* a labeled expression has its value */
		return P->last_stmt_type != NULL;
	}
	if (s == kw_if) {
		P->pos++;
		expect(p_lparen);
		expr();
		expect(p_rparen);
		statement();
		if (accept(kw_else))
			statement();
		return false;
	}
	if (s == kw_while || s == kw_switch) {
		P->pos++;
		expect(p_lparen);
		Node *c = expr();
		expect(p_rparen);
		Type *outer = P->switch_type;
		if (s == kw_switch)   /* its case labels compare with this */
			P->switch_type = ty_is_integer(c->type) ? ty_promote(c->type) : NULL;
		statement();
		P->switch_type = outer;
		return false;
	}
	if (s == kw_do) {
		P->pos++;
		statement();
		expect(kw_while);
		expect(p_lparen);
		expr();
		expect(p_rparen);
		expect(p_semi);
		return false;
	}
	if (s == kw_for) {
		P->pos++;
		expect(p_lparen);
		scope_enter();
		if (is_declaration_start())
			declaration(false);
		else if (!accept(p_semi)) {
			expr();
			expect(p_semi);
		}
		if (!is(p_semi))
			expr();
		expect(p_semi);
		if (!is(p_rparen))
			expr();
		expect(p_rparen);
		statement();
		scope_leave();
		return false;
	}
	if (s == kw_case) {
		P->pos++;
		Node *lo = conditional();
		sema->integer_use(CTX_COMPARISON, lo, P->switch_type);   /* case NULL: */
		if (accept(p_ellipsis))
			sema->integer_use(CTX_COMPARISON, conditional(), P->switch_type);
		expect(p_colon);
		if (!is(p_rbrace) && !declaration_item())
			statement();
		return false;
	}
	if (s == kw_default) {
		P->pos++;
		expect(p_colon);
		if (!is(p_rbrace) && !declaration_item())
			statement();
		return false;
	}
	if (s == kw_break || s == kw_continue) {
		P->pos++;
		expect(p_semi);
		return false;
	}
	if (s == kw_goto) {
		P->pos++;
		if (accept(p_star))
			expr();
		else
			expect_ident();
		expect(p_semi);
		return false;
	}
	if (s == kw_return) {
		P->pos++;
		if (!accept(p_semi)) {
			Node *e = expr();
			if (P->func_ret) {
				Site site = {.context = CTX_RETURN, .target = P->func_ret,
				             .what_fmt = "the return value of '%s'",
				             .what_s = P->func_name ? P->func_name : "?", .universal_init = false};
				sema->conversion(&site, e);
			}
			expect(p_semi);
		}
		return false;
	}
	if (s == kw_asm || s == kw_asm2 || s == kw_asm3) {
		skip_asm_statement();
		return false;
	}
	Node *e = expr();
	expect(p_semi);
	P->last_stmt_type = e->type;
	P->last_stmt_expr = e;
	if (parse_dump_types)
		dump_type(e);
	return true;
}

static void statement(void)
{
	if (!stmt_body())
		P->last_stmt_type = NULL;   /* ({ ...; if (x) y; }) is void */
}

static void external_declaration(void)
{
	jmp_buf here, *saved = P->recover;
	volatile int start = P->pos;   /* read after longjmp */
	P->recover = P->top_recover = &here;
	P->nest = 0;
	if (setjmp(here)) {
		P->nest = 0;
		defining_abandon(0);
		while (P->depth > 1)
			scope_leave();
		P->func_ret = NULL;
		/* resume at the next declaration: after a ';' or '}' at depth 0 */
		int d = 0;
		if (P->pos == start)
			P->pos++;
		P->pos = start;
		while (!at_eof()) {
			const char *s = cur();
			P->pos++;
			if (s == p_lbrace || s == p_lparen || s == p_lbrack)
				d++;
			else if (s == p_rparen || s == p_rbrack)
				d = d > 0 ? d - 1 : 0;
			else if (s == p_rbrace) {
				d = d > 0 ? d - 1 : 0;
				if (d == 0 && !is(p_semi) && !is(p_comma))
					break;
			} else if (s == p_semi && d == 0)
				break;
		}
	} else if (accept(p_semi)) {
	} else if (static_assert_decl()) {
	} else if ((is(kw_asm) || is(kw_asm2) || is(kw_asm3)) && peek(1) == p_lparen) {
		P->pos++;
		skip_balanced();
		expect(p_semi);
	} else {
		declaration(true);
	}
	P->recover = saved;
	P->last_stmt_expr = NULL;
	sema->cond_flush();   /* before the nodes go */
	arena_reset(&nodes);
}

/* A typedef that the compiler declares, not a header. */
static void builtin_typedef(const char *name, Type *t)
{
	name = intern(name);
	Type *c = ty_copy(t);
	c->typedef_name = name;
	declare(name, SYM_TYPEDEF, c);
}

/* GCC's AArch64 builtin types, which arm_neon.h, arm_fp16.h and arm_bf16.h
 * name without declaring them (gcc/config/aarch64/aarch64-simd-builtin-
 * types.def): __Int8x8_t and the other AdvSIMD vectors, the polynomial
 * scalars, the __builtin_aarch64_simd_* element types of the intrinsics'
 * casts, and __fp16. Elements of 16-bit floats are typed float (as
 * _Float16 and __bf16 are here). */
static void declare_aarch64_types(void)
{
	static const struct { const char *kind; int bits; } elems[] = {
		{"Int", 8}, {"Int", 16}, {"Int", 32}, {"Int", 64},
		{"Uint", 8}, {"Uint", 16}, {"Uint", 32}, {"Uint", 64},
		{"Poly", 8}, {"Poly", 16}, {"Poly", 64},
		{"Float", 16}, {"Float", 32}, {"Float", 64}, {"Bfloat", 16},
	};
	for (size_t i = 0; i < sizeof elems / sizeof *elems; i++) {
		int bits = elems[i].bits;
		bool u = elems[i].kind[0] == 'U' || elems[i].kind[0] == 'P';
		bool fl = elems[i].kind[0] == 'F' || elems[i].kind[0] == 'B';
		Type *e = fl ? ty_basic(bits == 64 ? TY_DOUBLE : TY_FLOAT, false)
		        : ty_basic(bits == 8 ? TY_CHAR : bits == 16 ? TY_SHORT : bits == 32 ? TY_INT : TY_LONG, u);
		for (int bytes = 8; bytes <= 16; bytes += 8) {
			char name[48];
			snprintf(name, sizeof name, "__%s%dx%d_t", elems[i].kind, bits, bytes * 8 / bits);
			Type *v = ty_basic(TY_VECTOR, false);
			v->base = e;
			v->size = bytes;
			builtin_typedef(name, v);
			/* the tuples, builtin in GCC 12 too: int8x8x2_t is
			 * struct { int8x8_t val[2]; } */
			for (int k = 2; k <= 4; k++) {
				char tname[48];
				snprintf(tname, sizeof tname, "%c%s%dx%dx%d_t", elems[i].kind[0] + 'a' - 'A',
				         elems[i].kind + 1, bits, bytes * 8 / bits, k);
				Type *st = ty_basic(TY_STRUCT, false);
				st->tag = intern(tname);
				Member *m = ty_alloc(sizeof *m);
				m->name = intern("val");
				m->type = ty_array(v, k);
				m->bit_width = -1;
				st->members = m;
				st->complete = true;
				ty_layout(st, false, 0);
				builtin_typedef(tname, st);
			}
		}
	}
	static const struct { const char *name; TypeKind k; bool u; } scalars[] = {
		{"__Poly8_t", TY_CHAR, true}, {"__Poly16_t", TY_SHORT, true},
		{"__Poly64_t", TY_LONG, true}, {"__Poly128_t", TY_INT128, true},
		{"__builtin_aarch64_simd_qi", TY_CHAR, false}, {"__builtin_aarch64_simd_hi", TY_SHORT, false},
		{"__builtin_aarch64_simd_si", TY_INT, false}, {"__builtin_aarch64_simd_di", TY_LONG, false},
		{"__builtin_aarch64_simd_ti", TY_INT128, false}, {"__builtin_aarch64_simd_ei", TY_INT128, false},
		{"__builtin_aarch64_simd_oi", TY_INT128, false}, {"__builtin_aarch64_simd_ci", TY_INT128, false},
		{"__builtin_aarch64_simd_xi", TY_INT128, false},
		{"__builtin_aarch64_simd_uqi", TY_CHAR, true}, {"__builtin_aarch64_simd_uhi", TY_SHORT, true},
		{"__builtin_aarch64_simd_usi", TY_INT, true}, {"__builtin_aarch64_simd_udi", TY_LONG, true},
		{"__builtin_aarch64_simd_poly8", TY_CHAR, true}, {"__builtin_aarch64_simd_poly16", TY_SHORT, true},
		{"__builtin_aarch64_simd_poly64", TY_LONG, true}, {"__builtin_aarch64_simd_poly128", TY_INT128, true},
		{"__builtin_aarch64_simd_sf", TY_FLOAT, false}, {"__builtin_aarch64_simd_df", TY_DOUBLE, false},
		{"__builtin_aarch64_simd_hf", TY_FLOAT, false}, {"__builtin_aarch64_simd_bf", TY_FLOAT, false},
		{"__fp16", TY_FLOAT, false},
	};
	for (size_t i = 0; i < sizeof scalars / sizeof *scalars; i++)
		builtin_typedef(scalars[i].name, ty_basic(scalars[i].k, scalars[i].u));
}

void parse_unit(TokenStream *ts, ParseStats *stats, const Sema *with)
{
	init_keywords();
	sema = with;
	Parser p = {.ts = ts, .stats = stats};
	P = &p;
	memset(stats, 0, sizeof *stats);
	scope_enter();
	if (target.aarch64)
		declare_aarch64_types();
	/* screening stops at the first possible finding: the unit is checked
	 * again with provenance, which parses it all */
	while (!at_eof() && !sema->done())
		external_declaration();
	while (P->scope)
		scope_leave();
	free(p.idents.slot);
	free(p.idents.keys);
	free(p.tags.slot);
	free(p.tags.keys);
	sema->cond_flush();   /* none left: each declaration flushes its own */
	arena_free(&nodes);
	P = NULL;
}
