/* rules.h -- the rule table: ids, defaults and descriptions.
 *
 * One table drives -W parsing, --help, the YAML `rules:` map, SARIF metadata
 * and the checks themselves (see src/rules.c). */
#ifndef NULLAUDIT_RULES_H
#define NULLAUDIT_RULES_H

#include <stdbool.h>

typedef enum RuleId {
	RULE_ZERO_AS_NULL,
	RULE_NONLITERAL_ZERO_AS_NULL,
	RULE_NULL_AS_INTEGER,
	RULE_VOID_ZERO_SPELLED,
	RULE_NULL_SENTINEL,
	RULE_NULL_DEFINITION,
	RULE_UNIVERSAL_INITIALIZER,
	RULE_COUNT
} RuleId;

typedef enum Severity { SEV_OFF, SEV_WARNING, SEV_ERROR } Severity;

typedef struct Rule {
	RuleId id;
	const char *name;        /* stable id: "zero-as-null" */
	Severity default_sev;
	const char *summary;     /* one line, for --help and SARIF shortDescription */
	const char *help;        /* a paragraph, for SARIF help and docs */
} Rule;

extern const Rule rules[RULE_COUNT];

/* Current severities (set from defaults, then -W options and YAML). */
extern Severity rule_severity[RULE_COUNT];

/* Finds a rule by name; returns -1 when unknown. */
int rule_find(const char *name);
/* Closest rule name to an unknown one (for "did you mean"), or NULL. */
const char *rule_suggest(const char *name);
/* Parses a severity word: "off", "warning", "error" (also "on" = warning).
 * Returns -1 when unknown. */
int severity_parse(const char *word);
const char *severity_name(Severity s);
void rules_reset(void);

#endif
