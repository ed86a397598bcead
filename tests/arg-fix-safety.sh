#!/bin/sh
# A fix must not change what the program does (SPEC 2-5): a spelling
# written as a macro argument keeps its fix only when
# - no macro turns that argument into a string (#), however deep the #
#   is from the call that carried it (puts(STR(x)) in a body, XSTR(x) ->
#   STR(x), #__VA_ARGS__, GCC's #__VA_OPT__, a call written in a body);
# - every copy of the argument the body makes is a use that same fix is
#   right for (TWICE(x) f(x); h(x): 0 -> NULL would make h(NULL)).
# The common macros (ID(x), SET(p, v), an argument used twice as a
# pointer) keep theirs, and --fix leaves strings and integer uses alone.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
cat > m.c <<'C'
#include <stddef.h>
void f(char *p);
void h(int i);
int puts(const char *);
#define STR(x) #x
#define XSTR(x) STR(x)
#define VSTR(...) #__VA_ARGS__
#define B1(x) f(x); puts(#x)
#define B2(x) f(x); puts(STR(x))
#define B3(x) f(x); puts(XSTR(x))
#define V1(...) f(__VA_ARGS__); puts(VSTR(__VA_ARGS__))
#define V3(x, ...) f(x); puts(#__VA_OPT__(x))
#define DB(x) f(x); puts(STR(x))
#define B5 DB(0)
#define B4 f(0); puts(STR(1))
#define TWICE(x) f(x); h(x)
#define SZ(x) f(x); h(sizeof(x))
#define PP(x) f(x); f(x)
#define ID(x) x
#define SET(p, v) ((p) = (v))
#define NI(x) h(x); h(x)
#define NP(x) h(x); f(x)
void g(char *q)
{
	B1(0);
	B2(0);
	B3(0);
	V1(0);
	V3(0, 1);
	B5;
	B4;
	TWICE(0);
	SZ(0);
	PP(0);
	f(ID(0));
	SET(q, 0);
	NI(NULL);
	NP(NULL);
	h(ID(NULL));
}
C
cp m.c orig.c
"$NULLAUDIT" --color=never m.c > out.txt 2> err.txt
[ $? -eq 1 ] || bad "exit status is not 1"
for l in 25 26 27 28 29; do
	has out.txt "m.c:$l:5: note: no automatic fix: macro '"
done
has out.txt "m.c:26:5: note: no automatic fix: macro 'STR' also turns this argument into a string (#)"
has out.txt "m.c:27:5: note: no automatic fix: macro 'STR' also turns this argument into a string (#)"
has out.txt "m.c:28:5: note: no automatic fix: macro 'VSTR' also turns this argument into a string (#)"
has out.txt "m.c:29:5: note: no automatic fix: macro 'V3' also turns this argument into a string (#)"
has out.txt "m.c:14:15: note: no automatic fix: macro 'STR' also turns this argument into a string (#)"
has out.txt "m.c:32:8: note: no automatic fix: macro 'TWICE' also uses this argument where it is not a pointer"
has out.txt "m.c:33:5: note: no automatic fix: macro 'SZ' also uses this argument where it is not a pointer"
has out.txt "m.c:38:5: note: no automatic fix: macro 'NP' also uses this argument where it is not an integer"
"$NULLAUDIT" --format=json -o out.json m.c
python3 - out.json <<'PY' || bad "JSON fixes differ"
import json, sys
fixed = sorted((f["line"], f["column"], f["fix"]["replacement"])
               for f in json.load(open(sys.argv[1]))["findings"] if "fix" in f)
want = [(15, 14, "NULL"), (34, 5, "NULL"), (35, 7, "NULL"), (36, 9, "NULL"),
        (37, 5, "0"), (39, 7, "0")]
assert fixed == want, fixed
PY
"$NULLAUDIT" --fix m.c > /dev/null 2>&1
diff orig.c m.c > d.txt
cat > want.txt <<'D'
15c15
< #define B4 f(0); puts(STR(1))
---
> #define B4 f(NULL); puts(STR(1))
34,37c34,37
< 	PP(0);
< 	f(ID(0));
< 	SET(q, 0);
< 	NI(NULL);
---
> 	PP(NULL);
> 	f(ID(NULL));
> 	SET(q, NULL);
> 	NI(0);
39c39
< 	h(ID(NULL));
---
> 	h(ID(0));
D
diff want.txt d.txt > /dev/null || { bad "--fix made other edits:"; cat d.txt; }
# the strings and the integer uses are those of the original program
if command -v gcc >/dev/null 2>&1; then
	gcc -E -P orig.c | grep -o 'puts("[^"]*")' > s1.txt
	gcc -E -P m.c | grep -o 'puts("[^"]*")' > s2.txt
	cmp -s s1.txt s2.txt || bad "--fix changed the program's strings"
	# only NP(NULL), left as it was, still passes a pointer as an integer
	gcc -fsyntax-only -Wint-conversion m.c 2>&1 | grep -o '^m.c:[0-9]*:[0-9]*: warning' > cc.txt
	echo 'm.c:38:9: warning' > want.txt
	cmp -s want.txt cc.txt || { bad "the fixed file warns:"; cat cc.txt; }
fi
exit $fail
