/* lex.h -- C preprocessing-token boundaries, shared by the annotated-stream
 * reader and the source lexer of macro bodies and arguments. */
#ifndef NULLAUDIT_LEX_H
#define NULLAUDIT_LEX_H

#include <stdbool.h>
#include <stdio.h>

#include "token.h"

/* Returns the end of the preprocessing token starting at p (p is not a
 * blank). Never returns p itself unless *p is NUL. */
const char *lex_token(const char *p);
/* The same, and the token's class in *kind. */
const char *lex_token_kind(const char *p, TokKind *kind);
const char *lex_kind_name(TokKind k);

/* A blank within a line: space, tab, CR, FF, VT. */
static inline bool lex_is_hblank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* Prints the tokens of preprocessed text one per line, skipping lines
 * that start with '#' (line markers, #pragma): nullaudit --tokenize. */
void lex_print_tokens(const char *text, FILE *out);

#endif
