/* explain.h -- the rule pages of `nullaudit --explain RULE`.
 *
 * The table is generated at build time from docs/rules/RULE.md
 * (scripts/gen-explain.sh), so the manual and the program print one text. */
#ifndef NULLAUDIT_EXPLAIN_H
#define NULLAUDIT_EXPLAIN_H

typedef struct ExplainPage {
	const char *rule;   /* rule id, the page's file name */
	const char *text;   /* the page, Markdown */
} ExplainPage;

/* Ends with an entry whose rule is NULL. */
extern const ExplainPage explain_pages[];

/* The page of RULE, or NULL. */
const char *explain_page(const char *rule);

#endif
