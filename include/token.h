/* token.h -- the provenance token stream.
 *
 * Every token of a preprocessed unit knows where it was spelled (file, line,
 * 1-based byte column), the chain of macro expansions that carried it
 * (innermost first), the include stack of its spelling file and the #if
 * groups under which it was compiled. Provenance is a field of the token,
 * not a side table. */
#ifndef NULLAUDIT_TOKEN_H
#define NULLAUDIT_TOKEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

#include "coverage.h"

typedef struct SrcLoc {
	const char *file;  /* interned display path; NULL = unknown */
	int line, col;     /* 1-based; col in bytes */
} SrcLoc;

/* A token of a #define body, lexed from the source of the definition. */
typedef struct BodyTok {
	const char *text;  /* interned */
	SrcLoc loc;
	int param;         /* index of the parameter it names, or -1;
	                      BODY_VA_OPT: __VA_OPT__ or its parentheses;
	                      BODY_PRAGMA: a token of a _Pragma (...) */
	int next_same;     /* in a #define body: the next token of the same
	                      spelling that names no parameter, or -1 */
} BodyTok;

enum { BODY_VA_OPT = -2, BODY_PRAGMA = -3 };

/* A #define. Its parameters and body are lexed from the source when first
 * asked for (tokens_def_lex): a kernel unit has 30,000 definitions and
 * expands a tenth of them. */
typedef struct MacroDef {
	const char *name;
	SrcLoc loc;        /* of the macro name in the #define */
	const char *path;  /* the file as mcpp names it (interned) */
	int line_delta;    /* loc.line + line_delta is the line in path: loc is
	                      where #line says (docs/design/provenance.md) */
	bool lexed;        /* the fields below are set */
	bool function_like;
	int nparams;
	BodyTok *body;
	int nbody;
	struct BodyFirst {     /* the first body token of each spelling that */
		const char *text; /* names no parameter (hash table) */
		int idx;
	} *first;
	int first_cap;
	struct MacroDef *next; /* all definitions of a unit */
} MacroDef;

/* One expansion of a macro. */
typedef struct Expansion {
	const char *macro;
	MacroDef *def;         /* the definition in force, or NULL (predefined) */
	SrcLoc call;           /* where the macro name was written; file NULL when
	                          the call came from another macro's body and its
	                          place could not be recovered */
	struct Expansion *parent; /* the expansion whose text contained the call */
	bool call_in_arg;      /* the call was inside an argument of parent */
	int first_tok, last_tok; /* token index range produced, -1 if none */
	int id;
} Expansion;

/* An #if/#ifdef/#ifndef/#elif/#else group a token was compiled under. */
typedef struct CondGroup {
	const char *directive;  /* "if", "ifdef", "ifndef", "elif", "else" */
	const char *text;       /* the condition as written (interned) */
	SrcLoc loc;
	struct CondGroup *parent;
} CondGroup;

/* The include stack of a file. */
typedef struct IncludeFrame {
	const char *file;
	int line;              /* line of the #include in the parent */
	struct IncludeFrame *parent;
} IncludeFrame;

typedef enum TokKind {
	TK_IDENT,
	TK_NUM,    /* pp-number */
	TK_CHAR,   /* character constant, any prefix */
	TK_STR,    /* string literal, any prefix */
	TK_PUNCT,
	TK_OTHER,  /* a stray character */
	TK_EOF,
} TokKind;

/* The include stack and #if group of a run of tokens: they change at
 * line markers and directives only, so tokens share them. */
typedef struct TokCtx {
	IncludeFrame *incl;    /* include stack of the spelling file */
	CondGroup *cond;       /* innermost #if group, or NULL */
} TokCtx;

typedef struct Token {   /* 24 bytes: a kernel unit has over a million, and
                            their pages are a tenth of its time */
	const char *text;      /* interned spelling after preprocessing */
	int line;              /* spelling location (tok_loc): line, */
	unsigned exp;          /* innermost expansion that produced it: its id + 1
	                          (tok_exp), 0 for none */
	uint16_t file;         /* file: index in tok_files, */
	uint16_t col;          /* 1-based byte column; TOK_LOC_EXT in file: the
	                          location is tok_loc_ext[line] (a column or file
	                          index past 16 bits) */
	unsigned ctx : 24;     /* include stack and #if group: index + 1 in the
	                          stream's ctxs, 0 for none (tok_cond, tok_incl) */
	unsigned kind : 6;     /* TokKind */
	unsigned from_arg : 1; /* spelled in an argument of exp (else in its body) */
	unsigned bol : 1;      /* first token of an output line */
} Token;

/* Token locations: the file as an index in a table of the process's
 * interned display paths ([0] is NULL), the rare location that does not
 * fit in a table of its own. */
#define TOK_LOC_EXT 0xFFFFu
extern const char **tok_files;
extern SrcLoc *tok_loc_ext;
/* The directory the unit is compiled in (a compile database's
 * "directory"), or NULL for the working directory: a relative name that
 * #line gives is taken from there, as the compiler run there took it. */
extern const char *tok_unit_dir;
/* Trigraphs are replaced in the unit's source (GCC's strict modes): the
 * source is read with them when tokens are placed. */
extern bool tok_trigraphs;
/* The number of entries of tok_files ([0] is NULL): every file a token of
 * this process's units was spelled in. */
int tok_file_count(void);

static inline SrcLoc tok_loc(const Token *t)
{
	if (t->file == TOK_LOC_EXT)
		return tok_loc_ext[t->line];
	return (SrcLoc){tok_files[t->file], t->line, t->col};
}

/* Sets t's location; file is an interned display path or NULL. */
void tok_set_loc(Token *t, SrcLoc loc);

#define TOK_CTX_MAX ((1u << 24) - 1)

/* The source bytes of a macro argument that a macro turned into a string
 * (#): from line:col up to eline:ecol (exclusive), and that macro. A fix
 * inside them would change the program's strings. */
typedef struct StrzSpan {
	const char *file;
	int line, col, eline, ecol;
	const char *macro;
} StrzSpan;

/* A preprocessed unit. Memory belongs to the unit's arena (see pp.h). */
typedef struct TokenStream {
	Token *tok;            /* a mapping of tok_mapped bytes (token.c) */
	size_t tok_mapped;
	int n;                 /* tokens, not counting the final TK_EOF */
	Expansion **exps;
	int nexps;
	MacroDef *defs;        /* the definitions called (made at the first
	                          call) and every one of NULL, last made first */
	struct DefSlot {       /* last made definition by name (hash table) */
		const char *name;
		MacroDef *def;
	} *def_tab;
	int def_cap, def_n;
	void **owned;          /* chunks holding expansions, include frames and
	                          #if groups, freed with the stream */
	int nowned, ownedcap;
	char *arena;           /* free part of the last chunk */
	size_t arena_left;
	const char *main_file;
	bool hash_line;        /* unplaced (tokens_plain(tb, false)): a line
	                          began with # and was no line marker nor
	                          #pragma line (a macro's expansion began it) */
	CovMark *cond_taken;   /* #if/#elif/#else groups compiled in this run, */
	int ncond_taken, cond_taken_cap; /* and the files entered (coverage) */
	int stray_notes;       /* records that closed or named no open call */
	int digraphs;          /* tokens spelled as a digraph (their text is
	                          the punctuator: pp_print_plain spells them) */
	TokCtx *ctxs;          /* the {include stack, #if group} of the tokens */
	unsigned nctxs, ctxcap;
	StrzSpan *strz;        /* arguments stringized by # (distinct) */
	int nstrz, strz_cap;
	struct NullState {     /* NULL defined (#define) or not (#undef) */
		int tok;           /* from this token on, in stream order */
		bool defined;
	} *null_states;
	int nnull_states, null_states_cap;
} TokenStream;

/* Whether the macro NULL is defined where token i is read (a fix that
 * writes NULL there compiles only then). */
bool tokens_null_defined_at(const TokenStream *ts, int i);

static inline Expansion *tok_exp(const TokenStream *ts, const Token *t)
{
	return t->exp ? ts->exps[t->exp - 1] : NULL;
}

/* Token.exp for expansion e (NULL: none). */
static inline unsigned tok_exp_ref(const Expansion *e)
{
	return e ? (unsigned)e->id + 1 : 0;
}

static inline CondGroup *tok_cond(const TokenStream *ts, const Token *t)
{
	return t->ctx ? ts->ctxs[t->ctx - 1].cond : NULL;
}

static inline IncludeFrame *tok_incl(const TokenStream *ts, const Token *t)
{
	return t->ctx ? ts->ctxs[t->ctx - 1].incl : NULL;
}

/* Builds the token stream from mcpp's output with its provenance records
 * (mcpp_prov.h). Returns 0, or -1 after recording an error in *err (a
 * malformed record, with its offset). */
int tokens_from_text(const char *text, const char *main_file,
                     TokenStream *ts, char **err);
/* The same for text preprocessed already (gcc -E output, -fpreprocessed):
 * no records; its comments are blanks, line markers as in mcpp's text. */
int tokens_from_preprocessed(const char *text, const char *main_file,
                             TokenStream *ts, char **err);

/* The same for mcpp's text without -K, its tokens not placed (see
 * tokens_plain(tb, false)). */
int tokens_from_unplaced(const char *text, const char *main_file, TokenStream *ts, char **err);
/* The same for mcpp's text with -K: its records passed over, its tokens
 * those tokens_from_text makes, not placed (a screening pass whose text
 * is kept to build the placed tokens after, without a second run). */
int tokens_unplaced_records(const char *text, const char *main_file, TokenStream *ts,
                            char **err);

/* The same, fed as mcpp writes: tokens_begin, then tokens_feed with text
 * that ends at the end of a line (NUL-terminated; the builder keeps no
 * pointer into it), then tokens_end, which reports the first error as
 * tokens_from_text does and frees the builder. */
typedef struct TokenBuilder TokenBuilder;
TokenBuilder *tokens_begin(const char *main_file, TokenStream *ts);
int tokens_feed(TokenBuilder *tb, const char *text);
int tokens_end(TokenBuilder *tb, char **err);
/* The text fed to tb has no records (mcpp without -K): as for
 * tokens_from_preprocessed, its tokens are placed by line markers only,
 * or, unless placed, not at all (no location, no include or #if context:
 * for a pass that only asks whether a unit could have a finding). */
void tokens_plain(TokenBuilder *tb, bool placed);
void tokens_free(TokenStream *ts);

/* The macro expansion that produced exactly tokens [first, last], if the
 * range is the whole output of one expansion (outermost such one). */
Expansion *tokens_exact_expansion(const TokenStream *ts, int first, int last);

/* Prints every token with its provenance (--dump-tokens). */
void tokens_dump(const TokenStream *ts, FILE *out);

/* Lexes d's parameters and body if not done yet; returns d. */
const MacroDef *tokens_def_lex(const MacroDef *d);

/* The definition of a macro by name: the last made (see TokenStream.defs). */
MacroDef *tokens_find_def(const TokenStream *ts, const char *name);

/* FILE (an interned display path, as tokens have them) said
 * `#pragma GCC system_header`: GCC takes it for a system header. */
bool tok_pragma_system_header(const char *file);

/* A punctuator token as it is spelled in the source: the digraph (<:)
 * where it was one, else its text ([). */
const char *tok_spelled(const Token *t);

/* A line of a source file (read once per process), without its newline.
 * Returns false when the file or line does not exist. */
bool source_line(const char *path, int line, const char **start, int *len);

/* Keeps text (len bytes, NUL-terminated, malloc'ed) as the source of path
 * for the process, as the preprocessor read it; false (text not taken)
 * when that file is known already. */
bool tokens_take_source(const char *path, char *text, size_t len);

#endif
