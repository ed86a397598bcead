/* lex.c -- where a C preprocessing token ends (C11 6.4). */
#include "lex.h"

#include <string.h>

/* By comparisons: ctype's functions are a call each, and these are asked
 * for every byte of every identifier of a unit. */
static bool is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/* [A-Za-z0-9_$] and the bytes of UTF-8 sequences */
static bool is_ident_char(int c)
{
	if (c >= 0x80)
		return true;
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) || c == '_' ||
	       c == '$';
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

/* Length of the punctuator at p (C11 6.4.6), longest match. */
static int punct_len(const char *p)
{
	char a = p[0], b = a ? p[1] : 0, c = b ? p[2] : 0;
	switch (a) {
	case '.':
		return b == '.' && c == '.' ? 3 : 1;
	case '<':
		if (b == '<')
			return c == '=' ? 3 : 2;
		return b == '=' || b == ':' || b == '%' ? 2 : 1;
	case '>':
		if (b == '>')
			return c == '=' ? 3 : 2;
		return b == '=' ? 2 : 1;
	case '%':
		if (b == ':')
			return p[2] == '%' && p[3] == ':' ? 4 : 2;
		return b == '=' || b == '>' ? 2 : 1;
	case '-':
		return b == '>' || b == '-' || b == '=' ? 2 : 1;
	case '+':
		return b == '+' || b == '=' ? 2 : 1;
	case '&':
		return b == '&' || b == '=' ? 2 : 1;
	case '|':
		return b == '|' || b == '=' ? 2 : 1;
	case '#':
		return b == '#' ? 2 : 1;
	case ':':
		return b == '>' ? 2 : 1;
	case '=': case '!': case '*': case '/': case '^':
		return b == '=' ? 2 : 1;
	default:
		return 1;
	}
}

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
	if (is_ident_char(c) && !is_digit(c)) {
		while (is_ident_char((unsigned char)*p))
			p++;
		return p;
	}
	if (is_digit(c) || (c == '.' && is_digit((unsigned char)p[1]))) {
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
	return p + punct_len(p);
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
	if (is_ident_char(c) && !is_digit(c))
		return TK_IDENT;
	if (is_digit(c) || (c == '.' && end - s > 1))
		return TK_NUM;
	/* C's punctuator characters, by table (asked for every token) */
	static bool punct[256], punct_set;
	if (!punct_set) {
		for (const char *k = "[](){}.&*+-~!/%<>^|?:;=,#"; *k; k++)
			punct[(unsigned char)*k] = true;
		punct_set = true;
	}
	return punct[c] ? TK_PUNCT : TK_OTHER;
}

const char *lex_kind_name(TokKind k)
{
	static const char *const names[] = {"ident", "number", "char", "string", "punct", "other", "eof"};
	return names[k];
}

void lex_print_tokens(const char *p, FILE *out)
{
	bool bol = true;
	while (*p) {
		if (*p == '\n') {
			bol = true;
			p++;
			continue;
		}
		if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v') {
			p++;
			continue;
		}
		if (bol && *p == '#') {             /* line marker or #pragma */
			while (*p && *p != '\n')
				p++;
			continue;
		}
		bol = false;
		const char *e = lex_token(p);
		fwrite(p, 1, (size_t)(e - p), out);
		fputc('\n', out);
		p = e;
	}
}
