#!/bin/sh
# A zero spelled in a header macro's body (NIL_PTR) used from two different
# outer macros (SET_A, SET_B) at three places: one finding, whose
# expansions are the first chain only, innermost first (not the call sites
# of every chain mixed); the text counts the other expansions; JSON has
# expansions (first chain), expansion_count and expansion_chains (all
# distinct chains); merge and worker processes (-j) keep the chains.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
cat >m.h <<'H'
#define NIL_PTR 0
#define SET_A(p) ((p) = NIL_PTR)
#define SET_B(p) ((p) = NIL_PTR)
H
cat >chains.c <<'C'
#include "m.h"
void f(char *a, char *b, char *c)
{
	SET_A(a);
	SET_B(b);
	SET_A(c);
}
C
"$NULLAUDIT" chains.c >out 2>err; [ $? -eq 1 ] || bad "exit status not 1"
grep 'note: in expansion' out >notes
cat >want <<'W'
m.h:2:25: note: in expansion of macro 'NIL_PTR'
chains.c:4:2: note: in expansion of macro 'SET_A'
W
diff -u want notes || bad "text: the notes are not the first chain"
grep -qF "m.h:1:17: note: and 2 more expansions of this macro body through 2 other chains of calls" out ||
	{ bad "text: no count of the other expansions"; cat out; }

"$NULLAUDIT" --format=json chains.c >r.json 2>err
cat >check.py <<'PY'
import json, sys
f, = json.load(open(sys.argv[1]))["findings"]
ch = lambda *xs: [{"macro": m, "file": fl, "line": l, "column": c} for m, fl, l, c in xs]
first = ch(("NIL_PTR", "m.h", 2, 25), ("SET_A", "chains.c", 4, 2))
assert f["expansions"] == first, f["expansions"]
assert f["expansion_count"] == int(sys.argv[2]), f["expansion_count"]
want = [first, ch(("NIL_PTR", "m.h", 3, 25), ("SET_B", "chains.c", 5, 2)),
        ch(("NIL_PTR", "m.h", 2, 25), ("SET_A", "chains.c", 6, 2))]
want += [c for c in [ch(("NIL_PTR", "m.h", 2, 25), ("SET_A", "d.c", 4, 2)),
                     ch(("NIL_PTR", "m.h", 3, 25), ("SET_B", "d.c", 5, 2)),
                     ch(("NIL_PTR", "m.h", 2, 25), ("SET_A", "d.c", 6, 2))]][:int(sys.argv[2]) - 3]
assert f["expansion_chains"] == want, f["expansion_chains"]
PY
python3 check.py r.json 3 || bad "json"
# merge keeps the chains
"$NULLAUDIT" merge r.json >m.json 2>err
python3 check.py m.json 3 || bad "merge"
# two units through worker processes: one finding, six chains
cp chains.c d.c
"$NULLAUDIT" -j2 --format=json chains.c d.c >j.json 2>err
python3 check.py j.json 6 || bad "-j"
"$NULLAUDIT" chains.c d.c >out 2>err
grep -qF "and 5 more expansions of this macro body through 5 other chains of calls" out ||
	{ bad "text, two units"; cat out; }
exit $fail
