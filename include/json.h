/* json.h -- a small JSON reader (a value tree): compile databases and
 * nullaudit's own results (merge, --baseline). */
#ifndef NULLAUDIT_JSON_H
#define NULLAUDIT_JSON_H

#include <stdbool.h>

typedef enum JsonType { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } JsonType;

typedef struct JsonValue {
	JsonType type;
	double num;
	bool boolean;
	char *str;                 /* J_STR */
	struct JsonValue **items;  /* J_ARR elements, J_OBJ values */
	char **keys;               /* J_OBJ keys */
	int n;
	int line, col;             /* where the value starts, for messages */
} JsonValue;

/* Parses TEXT; on error returns NULL after
 * "nullaudit: error: NAME:L:C: malformed WHAT: ..." (WHAT: "JSON",
 * "compile database"). */
JsonValue *json_parse(const char *text, const char *name, const char *what);
void json_free(JsonValue *v);
/* The JSON string literal at P (at its opening quote) decoded, *END after
 * its closing quote; NULL, without a message, when it is malformed. */
char *json_string_at(const char *p, const char **end);
/* Member of an object, or NULL. */
const JsonValue *json_get(const JsonValue *obj, const char *key);
/* String member, or NULL when absent or not a string. */
const char *json_str_member(const JsonValue *obj, const char *key);
/* String member taken out of the tree (the caller frees it), or NULL. */
char *json_take_str(JsonValue *obj, const char *key);
/* Number member, or DEF. */
double json_num_member(const JsonValue *obj, const char *key, double def);

#endif
