/* sema.h -- the parser's one door to the checks, as clang's Sema: the
 * parser hands each conversion site (a Site: its context, target type and
 * what it is) and each operand used as an integer to the table of
 * callbacks it is given (parse_unit). It knows no rule, and the checks
 * (check.c) never call the parser: a rule is added in rules.c and
 * check.c. */
#ifndef NULLAUDIT_SEMA_H
#define NULLAUDIT_SEMA_H

#include <stdbool.h>

#include "ast.h"

typedef enum Context {
	CTX_ASSIGNMENT, CTX_INITIALIZER, CTX_ARGUMENT, CTX_RETURN, CTX_COMPARISON,
	CTX_CONDITIONAL, CTX_SENTINEL, CTX_DEFINITION, CTX_ARITHMETIC, CTX_INDEX,
} Context;

/* What the parser tells the checks about a conversion site. */
typedef struct Site {
	Context context;
	Type *target;            /* the type converted to */
	const char *what;        /* "parameter 'buf'", "member 'p'", "variable 'p'" */
	const char *what_fmt;    /* or, made only for a message: a format of */
	const char *what_s;      /*   one %s (what_s) or one %d (what_d) */
	int what_d;
	bool universal_init;     /* the lone 0 of a { 0 } initializer */
	Node *cmp_other;         /* ==, !=: the pointer operand, */
	bool cmp_ne;             /*   the operator, */
	int cmp_first, cmp_last; /*   and the comparison's tokens */
} Site;

typedef struct Sema {
	/* an expression converted to the site's type */
	void (*conversion)(const Site *site, Node *e);
	/* an operand used as an integer (arithmetic, index, comparison with
	 * an integer) */
	void (*integer_use)(Context ctx, Node *e, Type *as);
	/* e is the macro NULL (or one used as NULL), spelled so */
	bool (*is_null_macro)(const Node *e);
	/* c ? 0 : NULL: the 0 met a pointer; its ?: reported by its context,
	 * or by cond_flush at the end of the external declaration */
	void (*cond_pending)(const Site *site, Node *cond, Node *zero);
	void (*cond_flush)(void);
	/* a call to a variadic function with a sentinel: its last argument */
	void (*sentinel)(Node *call, Node *arg, const char *fname);
	/* a parse error: true when it is only noted (a screening pass, which
	 * then stops), not said */
	bool (*error_noted)(void);
	/* the parse may stop here: its result is known (screening) */
	bool (*done)(void);
} Sema;

/* Parses one unit, each site handed to sema. Parse errors are printed as
 * "FILE:LINE:COL: error: ..." and counted; the parser recovers at the next
 * declaration or statement. */
void parse_unit(TokenStream *ts, ParseStats *stats, const Sema *sema);

#endif
