#!/bin/sh
# Outputs and fixes (tests/outputs/fixes.c, 7 findings, 6 with a safe fix):
# SARIF validated against the SARIF 2.1.0 schema (tests/sarif), stable
# fingerprints, --baseline, --format=diff applied with patch -p1, --fix, -o
# onto a FIFO and with stdin closed.
set -u
: "${NULLAUDIT:=./nullaudit}"
: "${NA_SRCDIR:=.}"
na=$NULLAUDIT
case $na in /*) ;; *) na=$(pwd)/$na ;; esac
src=$(cd "$NA_SRCDIR" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "outputs.sh: $*" >&2; status=1; }
# writable copies (distcheck's source files are read-only, and cp keeps that)
cp "$src/tests/outputs/fixes.c" "$tmp/fixes.c" && chmod u+w "$tmp/fixes.c"
cd "$tmp" || exit 1

# SARIF: valid against the schema; rules, locations, related locations, fixes
"$na" --format=sarif -o out.sarif fixes.c
[ $? -eq 1 ] || fail "sarif run: exit status is not 1"
# the checker is installed by scripts/install-deps.sh: missing, it fails
python3 -c 'import jsonschema' || fail "python3-jsonschema missing: the SARIF schema check cannot run"
python3 - "$src/tests/sarif/sarif-schema-2.1.0.json" out.sarif <<'PY' || fail "SARIF does not validate"
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
doc = json.load(open(sys.argv[2]))
jsonschema.validate(doc, schema)
run = doc["runs"][0]
assert [r["id"] for r in run["tool"]["driver"]["rules"]][:3] == \
    ["zero-as-null", "nonliteral-zero-as-null", "null-as-integer"]
res = run["results"]
assert len(res) == 7, len(res)
assert sum(1 for r in res if "fixes" in r) == 6
first = res[0]
assert first["ruleId"] == "nonliteral-zero-as-null"
loc = first["locations"][0]["physicalLocation"]
assert loc["artifactLocation"]["uri"] == "fixes.c" and loc["region"]["startLine"] == 3
rel = first["relatedLocations"][0]
assert rel["physicalLocation"]["region"] == {"startLine": 12, "startColumn": 6}
assert "NONE" in rel["message"]["text"]
for r in res:
    assert r["partialFingerprints"]["nullaudit/v1"]
PY

# fingerprints survive lines inserted above the findings
"$na" --format=json -o before.json fixes.c
sed 's/^#define NONE 0$/#define NONE 0\n\/* two lines\n   inserted *\//' fixes.c > moved.c && cp moved.c fixes.c
"$na" --format=json -o after.json fixes.c
grep -o '"fingerprint": "[0-9a-f]*"' before.json > fp1
grep -o '"fingerprint": "[0-9a-f]*"' after.json > fp2
cmp -s fp1 fp2 || fail "fingerprints changed after inserting lines"
grep -q '"line": 10, "column": 12' after.json || fail "the moved finding is not at 10:12"

# --baseline: only a new finding is reported
printf 'void g(void) { char *z = 0; (void)z; }\n' >> fixes.c
"$na" --baseline before.json fixes.c > new.txt 2>&1
[ $? -eq 1 ] || fail "baseline run: exit status is not 1"
[ "$(grep -c 'warning:' new.txt)" = 1 ] || fail "baseline: expected exactly one new finding"
grep -q "fixes.c:23:26: warning: plain integer 0" new.txt || fail "baseline: wrong new finding"
# ... and fixed alone: the old findings' fixes are not made
"$na" --baseline before.json --format=diff fixes.c > new.diff 2>/dev/null
[ "$(grep '^[-+][^-+]' new.diff)" = '-void g(void) { char *z = 0; (void)z; }
+void g(void) { char *z = NULL; (void)z; }' ] || { cat new.diff; fail "baseline: the diff is not the new finding's fix alone"; }
"$na" --baseline no-such.json fixes.c > /dev/null 2>err.txt
[ $? -eq 2 ] && grep -q "no-such.json" err.txt || fail "missing baseline is not an error naming it"

# diff: applies with patch -p1, result compiles, re-check finds only the unfixable
cp "$src/tests/outputs/fixes.c" fixes.c && chmod u+w fixes.c
"$na" --format=diff fixes.c > fix.diff
mkdir -p tree && cp fixes.c tree/ && (cd tree && patch -s -p1 < ../fix.diff) || fail "diff does not apply"
grep -q 'char \*q = NULL;' tree/fixes.c || fail "diff: 0 -> NULL missing"
grep -q 'int i = 0;' tree/fixes.c || fail "diff: NULL -> 0 missing"
grep -q '{ NULL, 0 }' tree/fixes.c || fail "diff: initializer edits missing"
(cd tree && "$na" -Wno-nonliteral-zero-as-null fixes.c > /dev/null 2>&1) || fail "patched file still has findings"
if command -v gcc > /dev/null; then
	gcc -fsyntax-only tree/fixes.c || fail "patched file does not compile"
fi

# the kernel idiom for comparisons, and the exact diff (golden, written by hand)
"$na" --fix-style=kernel --format=diff fixes.c > kernel.diff
cat > kernel.want <<'DIFF'
--- a/fixes.c
+++ b/fixes.c
@@ -5,12 +5,12 @@
 void use(char *p);
 int f(char *p, int k)
 {
-	char *q = 0;
-	int i = NULL;
-	struct s x = { 0, NULL };
-	use(0);
+	char *q = NULL;
+	int i = 0;
+	struct s x = { NULL, 0 };
+	use(NULL);
 	use(NONE);
-	if (p == 0)
+	if (!p)
 		return k;
 	q = p;
 	(void)q;
DIFF
cmp -s kernel.want kernel.diff || { diff -u kernel.want kernel.diff; fail "kernel-style diff differs from the golden one"; }
"$na" --fix-style=bsd fixes.c > /dev/null 2>&1; [ $? -eq 2 ] || fail "--fix-style=bsd accepted"

# --fix: edits in place, then checks again (the macro body has no safe fix)
"$na" --fix fixes.c > fix.out 2>&1
[ $? -eq 1 ] || fail "--fix: remaining finding expected (exit 1)"
cmp -s fixes.c tree/fixes.c || fail "--fix result differs from the patched file"
grep -q "6 fixes applied in 1 file" fix.out || fail "--fix: no summary"
[ "$(grep -c 'warning:' fix.out)" = 1 ] || fail "--fix: re-check should report the macro body only"

# -o onto something that is not a regular file (a FIFO here; /dev/null as
# root was replaced by a regular file through the atomic rename): written
# in place, and still what it was
mkfifo pipe
cat pipe > piped.json &
reader=$!
"$na" --format=json -o pipe fixes.c 2>pipe.err
st=$?
if [ -p pipe ]; then
	wait $reader
	[ $st = 1 ] && ! grep -q 'error' pipe.err || fail "-o pipe: exit $st, $(cat pipe.err)"
	grep -q '"findings"' piped.json || fail "-o pipe: nothing came through the FIFO"
else
	kill $reader
	fail "-o pipe: the FIFO was replaced by a regular file"
fi
# -o with stdin closed (a daemon's or a CI runner's child): the file
# written through a descriptor that may be 0
"$na" --format=json -o closed.json fixes.c <&- 2>closed.err
st=$?
[ $st = 1 ] && grep -q '"findings"' closed.json || fail "-o with stdin closed: exit $st, $(cat closed.err)"
exit $status
