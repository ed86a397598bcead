/* rules.c -- the rule table. Everything that lists rules reads this table. */
#include "rules.h"

#include <string.h>

#include "explain.h"
#include "util.h"

const Rule rules[RULE_COUNT] = {
	{RULE_ZERO_AS_NULL, "zero-as-null", SEV_WARNING,
	 "plain integer literal 0 used as a null pointer",
	 "A literal zero (0, 0L, 0x0, 00) is converted to a pointer. Write NULL: "
	 "it says a pointer is meant, and a reader (and the type checker) can tell "
	 "a null pointer from the number zero."},
	{RULE_NONLITERAL_ZERO_AS_NULL, "nonliteral-zero-as-null", SEV_WARNING,
	 "integer constant expression of value 0 (character, enum, macro) used as a null pointer",
	 "An integer constant expression that is not a plain literal but has the "
	 "value zero ('\\0', false, an enumerator, 1-1, a macro such as "
	 "#define NONE 0) is used as a null pointer constant. Write NULL."},
	{RULE_NULL_AS_INTEGER, "null-as-integer", SEV_WARNING,
	 "NULL used as an integer, character or boolean",
	 "NULL is meant for pointers. Used where an integer, character or boolean "
	 "is required it compiles only where NULL happens to be defined as 0, and "
	 "it hides what the code means. Write 0 (or '\\0' for characters)."},
	{RULE_VOID_ZERO_SPELLED, "void-zero-spelled", SEV_OFF,
	 "(void *)0 written out instead of NULL",
	 "A style rule: the null pointer constant (void *)0 is spelled out where "
	 "NULL says the same thing."},
	{RULE_NULL_SENTINEL, "null-sentinel", SEV_WARNING,
	 "NULL or 0 terminating a variadic sentinel call is an integer",
	 "Variadic functions that need a null pointer sentinel (execl, functions "
	 "with __attribute__((sentinel))) read it as a pointer. An integer 0, or "
	 "NULL defined as 0, passed through ... is not converted and may be read "
	 "wrongly. Pass (char *)NULL or NULL defined as ((void *)0)."},
	{RULE_NULL_DEFINITION, "null-definition", SEV_WARNING,
	 "a definition of NULL that is not a null pointer constant of pointer type",
	 "NULL (or a macro used as NULL) is defined as an integer such as 0 or 0L. "
	 "Define it as ((void *)0) so that misuse as an integer is diagnosed."},
	{RULE_UNIVERSAL_INITIALIZER, "universal-initializer", SEV_OFF,
	 "the universal zero initializer { 0 } whose first member is a pointer",
	 "{ 0 } initializes any aggregate to zero and is allowed by MISRA C:2012 "
	 "TC1 and sparse. This rule reports it where the first member is a pointer, "
	 "for projects that want { NULL } or { } instead."},
};

Severity rule_severity[RULE_COUNT];

void rules_reset(void)
{
	for (int i = 0; i < RULE_COUNT; i++)
		rule_severity[i] = rules[i].default_sev;
}

int rule_find(const char *name)
{
	for (int i = 0; i < RULE_COUNT; i++)
		if (strcmp(rules[i].name, name) == 0)
			return i;
	return -1;
}

const char *rule_suggest(const char *name)
{
	const char *names[RULE_COUNT];
	for (int i = 0; i < RULE_COUNT; i++)
		names[i] = rules[i].name;
	return closest_name(name, names, RULE_COUNT);
}

int severity_parse(const char *word)
{
	if (!strcmp(word, "off") || !strcmp(word, "false") || !strcmp(word, "none"))
		return SEV_OFF;
	if (!strcmp(word, "warning") || !strcmp(word, "on") || !strcmp(word, "true"))
		return SEV_WARNING;
	if (!strcmp(word, "error"))
		return SEV_ERROR;
	return -1;
}

const char *severity_name(Severity s)
{
	return s == SEV_ERROR ? "error" : s == SEV_WARNING ? "warning" : "off";
}

const char *explain_page(const char *rule)
{
	for (const ExplainPage *p = explain_pages; p->rule; p++)
		if (!strcmp(p->rule, rule))
			return p->text;
	return NULL;
}
