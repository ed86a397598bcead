/* lex.c -- where a C preprocessing token ends (C11 6.4). */
#include "lex.h"

#include <string.h>

/* Byte classes, by table: asked for every byte of every token of a unit. */
enum { C_ID = 1,      /* goes on an identifier: [A-Za-z0-9_$], UTF-8 bytes */
       C_DIGIT = 2,
       C_PUNCT = 4 }; /* begins one of C's punctuators */
static const unsigned char cls[256] = {
	['a' ... 'z'] = C_ID, ['A' ... 'Z'] = C_ID, ['_'] = C_ID, ['$'] = C_ID,
	['0' ... '9'] = C_ID | C_DIGIT, [0x80 ... 0xFF] = C_ID,
	['['] = C_PUNCT, [']'] = C_PUNCT, ['('] = C_PUNCT, [')'] = C_PUNCT,
	['{'] = C_PUNCT, ['}'] = C_PUNCT, ['.'] = C_PUNCT, ['&'] = C_PUNCT,
	['*'] = C_PUNCT, ['+'] = C_PUNCT, ['-'] = C_PUNCT, ['~'] = C_PUNCT,
	['!'] = C_PUNCT, ['/'] = C_PUNCT, ['%'] = C_PUNCT, ['<'] = C_PUNCT,
	['>'] = C_PUNCT, ['^'] = C_PUNCT, ['|'] = C_PUNCT, ['?'] = C_PUNCT,
	[':'] = C_PUNCT, [';'] = C_PUNCT, ['='] = C_PUNCT, [','] = C_PUNCT,
	['#'] = C_PUNCT,
};

static bool is_digit(int c)
{
	return cls[(unsigned char)c] & C_DIGIT;
}

static bool is_ident_char(int c)
{
	return cls[(unsigned char)c] & C_ID;
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

const char *lex_token_kind(const char *p, TokKind *kind)
{
	unsigned char c = (unsigned char)*p;
	if (!c) {
		*kind = TK_OTHER;
		return p;
	}
	if ((cls[c] & (C_ID | C_DIGIT)) == C_ID) {
		/* string and character literals with encoding prefixes */
		if (c == 'u' || c == 'U' || c == 'L') {
			const char *q = p + (c == 'u' && p[1] == '8' ? 2 : 1);
			if (*q == '"' || *q == '\'') {
				*kind = *q == '"' ? TK_STR : TK_CHAR;
				return quoted(q, *q);
			}
		}
		p++;
		while (cls[(unsigned char)*p] & C_ID)
			p++;
		*kind = TK_IDENT;
		return p;
	}
	if (c == '"' || c == '\'') {
		*kind = c == '"' ? TK_STR : TK_CHAR;
		return quoted(p, (char)c);
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
		*kind = TK_NUM;
		return p;
	}
	int n = punct_len(p);
	/* a '.'-led token longer than one byte is classed as a number, as
	 * it always was here: "..." included (the parser does not rely on
	 * the class of "...") */
	*kind = c == '.' && n > 1 ? TK_NUM : (cls[c] & C_PUNCT) ? TK_PUNCT : TK_OTHER;
	return p + n;
}

const char *lex_token(const char *p)
{
	TokKind k;
	return lex_token_kind(p, &k);
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
		if (lex_is_hblank(*p)) {
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
