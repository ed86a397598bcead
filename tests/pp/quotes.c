/* String literals and character constants read a run of plain bytes at a
 * time (mcpp patch 0069): escapes, quotes of the other kind, <, >, tabs,
 * UTF-8, in macro arguments and bodies, stringized and pasted. */
#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a ## b
#define MSG "in a body: it's <%d> \"quoted\" \\ done"
const char *a = "plain ascii text, with punctuation: ;,.!?()[]{}+-*/%=&|^~";
const char *b = "apostrophe's and \"escapes\" \\n \\t \\x41 \\101 \\\\";
const char *c = "tab	inside", d = "utf-8: café € 😀";
char e = 'a', f = '\'', g = '"', h = '>', i = '\\', j = '\0';
const char *k = MSG;
const char *l = STR("quoted <arg> with 'quotes' \\ and \"more\"");
const char *m = XSTR(MSG);
int n = sizeof(CAT(L, "wide <string>"));
const char *o = "a" "b" STR(c) "<" ">" "";
const char *p = "a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) a long kernel format string %s: %d, %pI4 -> %pM (%u) ";
