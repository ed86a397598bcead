#!/bin/sh
# Fixes of a 0 written inside a longer macro body (SPEC 2): the
# body is edited only when every expansion of that token in the unit was a
# pointer use and the macro is defined in the unit's own file; a header's
# macro, or one also expanded as an integer, gets no fix and says why.
# --fix applies the safe edit and the result compiles and checks clean.
. "$NA_SRCDIR/tests/lib.sh"
na=$NULLAUDIT
case $na in /*) ;; *) na=$(pwd)/$na ;; esac
cd "$t" || exit 1
cat > h.h <<'C'
#define H_CLEAR(n) ((n)->next = 0)
C
cat > m.c <<'C'
#include <stddef.h>
#include "h.h"
struct node { struct node *next; int count; };
#define CLEAR(n) ((n)->next = 0)
#define CHK(x) ((x) != 0)
int f(struct node *n, int len)
{
	CLEAR(n);
	CLEAR(n->next);
	H_CLEAR(n);
	if (CHK(n->next))
		return 1;
	return CHK(len);
}
C
"$na" --format=json -o out.json m.c
[ $? -eq 1 ] || bad "exit status is not 1"
python3 - out.json <<'PY' || bad "JSON fixes differ"
import json, sys
fs = {(f["file"], f["line"], f["column"]): f for f in json.load(open(sys.argv[1]))["findings"]}
clear = fs[("m.c", 4, 31)]
assert clear["rule"] == "zero-as-null" and "in the body of macro 'CLEAR'" in clear["message"], clear
assert clear["expansion_count"] == 2, clear
assert clear["fix"] == {"file": "m.c", "line": 4, "column": 31, "end_column": 32, "replacement": "NULL"}, clear
chk = fs[("m.c", 5, 24)]
assert chk["rule"] == "zero-as-null" and "fix" not in chk, chk
hdr = fs[("h.h", 1, 33)]
assert hdr["rule"] == "zero-as-null" and "fix" not in hdr, hdr
assert len(fs) == 3, fs
PY
"$na" --color=never m.c > out.txt 2>&1
grep -q "m.c:5:24: note: no automatic fix: another expansion of 'CHK' does not use this token as a pointer" out.txt ||
	bad "no reason given for CHK"
grep -q "h.h:1:33: note: no automatic fix: the macro is defined in a header" out.txt ||
	bad "no reason given for the header's macro"
# -j: the same fixes from a worker
"$na" -j 2 --format=json -o j.json m.c m.c >/dev/null 2>&1
python3 -c 'import json,sys; f=[x for x in json.load(open("j.json"))["findings"] if x["line"]==4]; assert f and f[0]["fix"]["replacement"]=="NULL", f' ||
	bad "-j lost the body fix"
"$na" --fix m.c > /dev/null 2>&1
grep -q '^#define CLEAR(n) ((n)->next = NULL)$' m.c || bad "--fix did not edit the body"
grep -q '^#define CHK(x) ((x) != 0)$' m.c || bad "--fix edited CHK"
if command -v gcc > /dev/null; then
	gcc -fsyntax-only m.c || bad "fixed file does not compile"
fi
exit $fail
