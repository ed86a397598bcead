#!/bin/sh
# SARIF columns are what SARIF says they are: "columnKind":
# "utf16CodeUnits" (as GitHub code scanning reads them), so a line with é
# (2 bytes, 1 unit), U+FF01 (3 bytes, 1 unit) or U+1F600 (4 bytes, 2 units)
# before a finding, or a tab, moves the byte columns of the text output by
# that much; startColumn
# and endColumn of results, related locations and fixes are each checked
# by hand, and against the text output's byte columns converted by Python.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
printf '#include <stddef.h>\n/* \303\251\303\251 */ char *p = 0;\n/* \360\237\230\200 */ char *q = 0;\n\tchar *r = 0;\n#define Z(x) ((x) = 0)\n/* \303\251 */ void f(char *s) { Z(s); }\n/* \357\274\201 */ char *t = 0;\n' > u.c
"$NULLAUDIT" --no-config --no-cache u.c > text.out 2>/dev/null
"$NULLAUDIT" --no-config --no-cache --format=sarif u.c > u.sarif 2>/dev/null
python3 - u.sarif text.out u.c <<'PY' || bad "SARIF columns"
import json, re, sys
d = json.load(open(sys.argv[1]))
run = d["runs"][0]
assert run["columnKind"] == "utf16CodeUnits", run["columnKind"]
got = []
for r in run["results"]:
    reg = r["locations"][0]["physicalLocation"]["region"]
    fix = (r["fixes"][0]["artifactChanges"][0]["replacements"][0]["deletedRegion"]
           if r.get("fixes") else None)
    rel = [x["physicalLocation"]["region"] for x in r.get("relatedLocations", [])]
    got.append((reg["startLine"], reg["startColumn"], reg.get("endColumn"),
                fix and (fix["startColumn"], fix["endColumn"]),
                [(x["startLine"], x["startColumn"]) for x in rel]))
# by hand: line 2, byte 22 after "/* éé */ ": 20 units; line 3, byte 22
# after a 4-byte character: 20; line 4, a tab: 12; line 5, the macro body's
# 0 at 21, its expansion on line 6 at byte 28 after "/* é */": 27; line 7,
# byte 21 after U+FF01 (3 bytes from 0xEF, 1 unit): 19
want = [(2, 20, 21, (20, 21), []), (3, 20, 21, (20, 21), []), (4, 12, 13, (12, 13), []),
        (5, 21, 22, (21, 22), [(6, 27)]), (7, 19, 20, (19, 20), [])]
assert sorted(got) == want, got
# the text output's byte columns, in UTF-16 units, are the same
lines = open(sys.argv[3], "rb").read().split(b"\n")
def units(line, col):
    return len(lines[line - 1][:col - 1].decode("utf-8").encode("utf-16-le")) // 2 + 1
text = [tuple(map(int, m.groups())) for m in
        re.finditer(r"^u\.c:(\d+):(\d+): warning", open(sys.argv[2]).read(), re.M)]
assert sorted((l, units(l, c)) for l, c in text) == sorted((g[0], g[1]) for g in got), (text, got)
PY
# an artifact's URI keeps the unreserved characters as they are (digits
# among them) and percent-encodes the others
printf 'char *p = 0;\n' > 'f0-9 x.c'
"$NULLAUDIT" --no-config --no-cache --format=sarif 'f0-9 x.c' > f.sarif 2>/dev/null
has f.sarif '"uri": "f0-9%20x.c"'
exit $fail
