/* check.h -- the rules at the conversion sites, and the findings they make. */
#ifndef NULLAUDIT_CHECK_H
#define NULLAUDIT_CHECK_H

#include <stdio.h>

#include "ast.h"
#include "rules.h"
#include "sema.h"
#include "util.h"

const char *context_name(Context c);
int context_parse(const char *name);    /* -1 when unknown */

typedef struct FindingExp {
	const char *macro;
	SrcLoc loc;              /* call site */
} FindingExp;

typedef struct Fix {
	SrcLoc loc;
	int end_col;             /* exclusive */
	const char *replacement;
	const char *expect;      /* the bytes [col, end_col) it replaces, checked
	                            when the fix is offered and again before an
	                            edit; NULL (a result read back from JSON):
	                            the finding's spelling */
} Fix;

typedef struct Finding {
	RuleId rule;
	Severity severity;
	char *message;
	SrcLoc loc;              /* spelling */
	const char *spelling;    /* as written: "0", "NULL", "'\\0'" */
	Context context;
	const char *expected_type;
	FindingExp *exps;        /* the first chain of expansions that carried it:
	                            one call site per macro, innermost first */
	int nexps;
	struct FindingChain {    /* the other distinct chains, in the order met */
		FindingExp *v;
		int n;
	} *chains;
	int nchains;
	int expansion_count;     /* expansions that carried it (>= 1 + nchains
	                            when spelled in a macro body) */
	bool has_fix;
	Fix fix;
	StrVec configs;          /* configurations that produce it */
	const char *condition;   /* presence condition, or NULL */
	const char *no_fix;      /* why there is no fix, or NULL */
	bool suppressed;         /* an inline suppression covers it (suppress.c):
	                            kept in JSON and SARIF, not shown nor counted */
} Finding;

typedef struct FindingList {
	Finding *v;
	int n, cap;
} FindingList;


/* --fix-style=kernel: a comparison with 0 is fixed as !p / p. */
extern bool check_kernel_idiom;

/* --system-headers: report findings spelled in system headers where they
 * are spelled. Otherwise (GCC's rule) such a finding moves to the first
 * expansion written in the user's code that carried it, or is dropped when
 * none did. */
extern bool check_system_headers;
/* The system include directories of the next units (-isystem, -idirafter,
 * the target's and the standard ones); a file under one is a system header
 * unless it is the unit's main file. */
void check_set_system_dirs(const StrVec *dirs);
bool check_in_system_dir(const char *file);

typedef struct CheckUnit {
	TokenStream *ts;
	FindingList *out;
	const char *config;      /* configuration name, or NULL */
	const StrVec *allow_macros;
} CheckUnit;

extern CheckUnit *check_unit;   /* the unit being parsed */

/* Screening (main.c): a unit is checked first from tokens without
 * provenance (mcpp without -K). The checks then report nothing; they set
 * check_screen_hit where a finding could be (every site where a rule's
 * conditions on types and values hold, NULL told by its form: a cast of 0
 * to a void pointer, or the identifier NULL), and so does a parse error.
 * A unit with no hit has no finding; one with a hit is checked again with
 * provenance. Exact while every NULL the unit defines is (void *)0
 * (PPResult.null_odd) and void-zero-spelled is off: docs/design/provenance.md, "Why screening is exact". */
extern bool check_screen;
extern bool check_screen_hit;

/* An expression converted to the site's type. */
/* e is the macro NULL (or one used as NULL), spelled so, maybe in
 * parentheses. Never when screening: a caller skips a check for it. */
bool check_is_null_macro(const Node *e);

void check_conversion(const Site *site, Node *e);
/* An operand used as an integer (arithmetic, index, comparison with an
 * integer): reports NULL. */
void check_integer_use(Context ctx, Node *e, Type *as);
/* c ? 0 : NULL where NULL is a pointer: the 0 becomes a null pointer,
 * whatever the ?: meets. Its context decides how it is reported (a pointer
 * context checks the 0, an integer one reports the NULL); a ?: that meets
 * neither (a void cast, a comparison with a pointer, variadic arguments)
 * is reported by check_cond_flush at the end of the external declaration,
 * before its nodes are freed. */
void check_cond_pending(const Site *site, Node *cond, Node *zero);
void check_cond_flush(void);
/* A call to a variadic function with a sentinel: the last argument. */
void check_sentinel(Node *call, Node *arg, const char *fname);
/* Definitions of NULL in the unit (null-definition). */
void check_definitions(TokenStream *ts);

/* The checks at the parser's door (sema.h). */
extern const Sema check_sema;
/* Around the parse of a unit: cu says where its findings go; then the
 * fixes that need the whole unit (from: its first finding in cu->out) and
 * its definitions of NULL. */
void check_begin(CheckUnit *cu);
void check_end(CheckUnit *cu, int from);

/* Adds a finding, merging with an equal one (rule + spelling location):
 * the expansion sites and configurations are united. */
void findings_add(FindingList *fl, Finding *f);
void findings_sort(FindingList *fl);
void finding_free(Finding *f);   /* what one finding owns */
/* A deep copy; its configurations are {config} when config is given. */
Finding finding_copy(const Finding *f, const char *config);
/* One finding as a line of text and back (worker processes of -j); the
 * strings read back are interned. */
void finding_write(FILE *out, long unit, const Finding *f);
bool finding_read(char *line, long *unit, Finding *f);
void findings_free(FindingList *fl);

/* The tab-separated record fields used by finding_write (escaped; NULL is
 * written as \N) and read back (interned). */
void record_put_field(FILE *out, const char *s);
const char *record_get_field(const char *s);
int record_split_fields(char *line, char **field, int max);

#endif
