/* lex.c -- where a C preprocessing token ends (C11 6.4). */
#include "lex.h"

#include <ctype.h>
#include <string.h>

static bool is_ident_char(int c)
{
	return isalnum(c) || c == '_' || c == '$' || c >= 0x80;
}

static const char *quoted(const char *p, char q)
{
	p++;
	while (*p && *p != q && *p != '\n') {
		if (*p == '\\' && p[1])
			p++;
		p++;
	}
	return *p == q ? p + 1 : p;
}

/* Longest punctuators first. */
static const char *const puncts[] = {
	"%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
	"!=", "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
	"<:", ":>", "<%", "%>", "%:", NULL,
};

const char *lex_token(const char *p)
{
	unsigned char c = (unsigned char)*p;
	if (!c)
		return p;
	/* string and character literals with encoding prefixes */
	const char *q = p;
	if (*q == 'u' && q[1] == '8')
		q += 2;
	else if (*q == 'u' || *q == 'U' || *q == 'L')
		q++;
	if (*q == '"' || *q == '\'')
		return quoted(q, *q);
	if (is_ident_char(c) && !isdigit(c)) {
		while (is_ident_char((unsigned char)*p))
			p++;
		return p;
	}
	if (isdigit(c) || (c == '.' && isdigit((unsigned char)p[1]))) {
		p++;
		for (;;) {
			if ((*p == 'e' || *p == 'E' || *p == 'p' || *p == 'P') &&
			    (p[1] == '+' || p[1] == '-'))
				p += 2;
			else if (is_ident_char((unsigned char)*p) || *p == '.')
				p++;
			else if (*p == '\'' && is_ident_char((unsigned char)p[1]))
				p += 2;  /* C23 digit separator */
			else
				break;
		}
		return p;
	}
	for (int i = 0; puncts[i]; i++) {
		size_t n = strlen(puncts[i]);
		if (!strncmp(p, puncts[i], n))
			return p + n;
	}
	return p + 1;
}

TokKind lex_kind(const char *s, const char *end)
{
	unsigned char c = (unsigned char)*s;
	const char *q = s;
	if (*q == 'u' && q[1] == '8')
		q += 2;
	else if (*q == 'u' || *q == 'U' || *q == 'L')
		q++;
	if (q < end && *q == '"')
		return TK_STR;
	if (q < end && *q == '\'')
		return TK_CHAR;
	if (is_ident_char(c) && !isdigit(c))
		return TK_IDENT;
	if (isdigit(c) || (c == '.' && end - s > 1))
		return TK_NUM;
	if (strchr("[](){}.&*+-~!/%<>^|?:;=,#", c))
		return TK_PUNCT;
	return TK_OTHER;
}

const char *lex_kind_name(TokKind k)
{
	static const char *const names[] = {"ident", "number", "char", "string", "punct", "other", "eof"};
	return names[k];
}
