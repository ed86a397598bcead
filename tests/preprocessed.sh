#!/bin/sh
# Preprocessed input (-fpreprocessed, or a .i file): the text is taken as it
# is, with its line markers, and its comments are blanks as GCC reads them
# (gcc -E -C keeps them; a block comment's newlines still count). A byte
# 0x01 there is a stray character (a parse error at its place), not the
# start of one of mcpp's provenance records, which only mcpp's own output
# has. A unit preprocessed by gcc -E -C gives the findings of its source
# (outside macros: a .i has no macro provenance).
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
printf '# 1 "x.c"\n/* a comment */ int *p = 0; // line comment\nint *q = /* in */ 0; /* two\nlines */ int *r = 0;\nchar *s = "/* not */", c = '"'"'/'"'"'; int a\001;\nint *t = 0; // "\n' > x.i
"$NULLAUDIT" --no-config --no-cache --format=json x.i > x.json 2> x.err
st=$?
[ $st -ge 1 ] || bad "x.i: exit $st, no finding"
python3 - x.json > got <<'PY'
import json, sys
for f in json.load(open(sys.argv[1]))["findings"]:
    print("%s:%d:%d" % (f["file"], f["line"], f["column"]))
PY
printf 'x.c:1:26\nx.c:2:19\nx.c:3:19\nx.c:5:10\n' > want
diff want got > /dev/null || { bad "x.i findings:"; diff want got; }
has x.err "x.c:4:38: expected ';'"
cp x.i y.c
"$NULLAUDIT" --no-config --no-cache --format=json -fpreprocessed y.c > y.json 2>/dev/null
python3 - y.json > goty <<'PY'
import json, sys
for f in json.load(open(sys.argv[1]))["findings"]:
    print("%s:%d:%d" % (f["file"], f["line"], f["column"]))
PY
diff want goty > /dev/null || { bad "-fpreprocessed y.c findings:"; diff want goty; }

# gcc -E -C output of a unit: the same findings as the unit itself
cat > u.c <<'EOF2'
#include <stddef.h>
/* a comment
 * of three lines */
int *a = 0; /* after */ int *b = NULL;
// a line comment
int f(char *p)
{
	return p == 0 /* here */ || p != (char *)1;
}
EOF2
if command -v gcc > /dev/null; then
	gcc -E -C u.c > u.i || bad "gcc -E -C u.c"
	"$NULLAUDIT" --no-config --no-cache --format=json u.c > u.json 2>/dev/null
	"$NULLAUDIT" --no-config --no-cache --format=json u.i > ui.json 2>/dev/null
	python3 - u.json ui.json <<'PY' || bad "u.i and u.c differ"
import json, sys
a, b = [[(f["file"], f["line"], f["column"], f["rule"]) for f in json.load(open(p))["findings"]]
        for p in sys.argv[1:]]
sys.exit(0 if a == b and len(a) == 2 else 1)
PY
fi
exit $fail
