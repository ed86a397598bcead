/* pp.h -- the embedded preprocessor (patched mcpp 2.7.2, in memory). */
#ifndef NULLAUDIT_PP_H
#define NULLAUDIT_PP_H

#include "token.h"
#include "util.h"

typedef struct PPOptions {
	const char *predefines;  /* "#define A B\n..." of the target (arch preset) */
	StrVec args;             /* preprocessor flags in gcc spelling, in order:
	                            -I, -iquote, -isystem, -idirafter, -D, -U,
	                            -include, -imacros, -nostdinc */
	StrVec sys_include_dirs; /* the target's system directories */
	StrVec prefix_maps;      /* OLD=NEW of -fmacro-prefix-map, for __FILE__ */
	TokenStream *tokens;     /* if set, the token stream is built here while
	                            mcpp writes, line by line, and the annotated
	                            text is not kept (PPResult.text is NULL) */
	bool plain;              /* no provenance: mcpp without -K, the tokens
	                            placed by its line markers only (the
	                            screening pass of a check, main.c) */
	bool screen;             /* with provenance, PPResult.null_odd, taken and
	                            main_line filled in as for plain (the
	                            screening pass whose text is kept, main.c) */
} PPOptions;

typedef struct PPResult {
	char *text;       /* mcpp's annotated output (-K) */
	size_t len;
	char *messages;   /* mcpp's diagnostics, reformatted "FILE:LINE: error: ..." */
	int errors;       /* error count (including fatal ones) */
	bool fatal;       /* preprocessing stopped early */
	char *token_error; /* with PPOptions.tokens: why the records could not be
	                      followed (see tokens_from_text), or NULL */
	bool null_odd;    /* with PPOptions.plain or screen: the run installed a macro
	                      NULL whose body is not (void *)0 (or ((void *)0)),
	                      or a macro whose body is __null */
	CovMark *taken;    /* with PPOptions.plain or screen: the #if, #elif and
	                      #else groups compiled and the files entered, */
	int ntaken;        /* as the records of -K give them (coverage); */
	bool main_line;    /* the main file has a #line directive */
} PPResult;

/* Preprocesses one file. Never exits; returns 0 when mcpp ran to the end
 * without errors, -1 otherwise (the result then holds the messages). */
int pp_run(const PPOptions *opt, const char *file, PPResult *res);
void pp_result_free(PPResult *res);
/* Notes the names __has_builtin's answers depend on (the target's
 * predefines) as looked up by each watch open (mcpp_lookup_note()): the
 * result cache and the reuse between configurations compare them */
void pp_note_target_names(void);
/* The bound on one run's annotated output, in bytes (256 MiB, or
 * NULLAUDIT_PP_LIMIT_MIB): past it the unit stops with an error. */
size_t pp_output_limit(void);

/* Plain preprocessed text as gcc -E would print it (for -E), made from the
 * token stream (annotations removed). */
void pp_print_plain(const TokenStream *ts, FILE *out);

#endif
