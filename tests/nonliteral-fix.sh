#!/bin/sh
# A nonliteral zero written as an expression or an integer cast on one line
# outside macro bodies ('1-1', '1 - 1', '(char)0', '(size_t)0') is replaced
# as a whole by NULL: the fix spans the expression and its text is checked
# against the source, as every fix is.  Inside a macro body, or with the
# expression split over lines, there is no fix.  The fixed file compiles to
# the same code and has no finding left.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
cat > n.c <<'EOF2'
#include <stddef.h>
#define ONE_MINUS_ONE 1-1
char *a = 1-1;
char *b = 1 - 1;
char *c = (char)0;
char *d = (size_t)0;
char *e = ONE_MINUS_ONE;
char *f = 1 -
	1;
EOF2
cp n.c orig.c
"$NULLAUDIT" --no-config --no-cache --format=diff n.c > got.diff
cat > want.diff <<'EOF2'
--- a/n.c
+++ b/n.c
@@ -1,9 +1,9 @@
 #include <stddef.h>
 #define ONE_MINUS_ONE 1-1
-char *a = 1-1;
-char *b = 1 - 1;
-char *c = (char)0;
-char *d = (size_t)0;
+char *a = NULL;
+char *b = NULL;
+char *c = NULL;
+char *d = NULL;
 char *e = ONE_MINUS_ONE;
 char *f = 1 -
 	1;
EOF2
cmp -s got.diff want.diff || { bad "diff of the fixes:"; diff want.diff got.diff; }
"$NULLAUDIT" --no-config --no-cache --format=json n.c > n.json
python3 - n.json <<'PY' || bad "JSON fixes"
import json, sys
d = json.load(open(sys.argv[1]))
fixes = {f["line"]: f.get("fix") for f in d["findings"]}
want = {3: (11, 14), 4: (11, 16), 5: (11, 18), 6: (11, 20)}
for line, (col, end) in want.items():
    fx = fixes[line]
    assert fx and (fx["column"], fx["end_column"], fx["replacement"]) == (col, end, "NULL"), (line, fx)
assert fixes[2] is None and fixes[8] is None, fixes   # the macro body, the split line
PY
"$NULLAUDIT" --no-config --no-cache --fix n.c > /dev/null 2>&1
mkdir o && cp orig.c o/n.c
gcc -O2 -c -o fixed.o n.c && (cd o && gcc -O2 -c -o ../orig.o n.c) || bad "compile"
cmp -s fixed.o orig.o || bad "the fixed file compiles to another object"
"$NULLAUDIT" --no-config --no-cache n.c > left.txt 2>&1
grep warning left.txt | grep -qv "^n.c:[28]:" && bad "findings left after --fix: $(cat left.txt)"
exit $fail
