#!/bin/sh
# Inline suppressions (SPEC 3; docs/output.md "Suppressions"): a comment
# 'nullaudit: ignore' or 'nullaudit: ignore[RULE,...]' on a finding's line
# or the line before; in a macro body on the #define's line, the line
# before it or the continuation line of the spelling; at the reported use
# for NULL and system-header macros.  Suppressed findings are not shown nor
# counted for the exit status ("N suppressed" in the summary), are kept in
# JSON ("suppressed": true) and SARIF (suppressions inSource, validated
# against the schema), through -j, --shard and merge.  An unknown rule is an
# error at FILE:LINE:COL; --report-unused-suppressions warns about those
# that covered nothing.
. "$NA_SRCDIR/tests/lib.sh"
src=$(cd "$NA_SRCDIR" && pwd)
cd "$t" || exit 1
mkdir inc sys
cat >sys/sysh.h <<'C'
#define SYS_NONE 0
C
cat >inc/hdr.h <<'C'
struct node { struct node *next; int n; };
/* nullaudit: ignore[zero-as-null] */
#define CLEAR(x) ((x)->next = 0)
#define RESET(x) ((x)->next = 0) /* nullaudit: ignore */
#define MULTI(x) do { \
	(x)->n = 1; \
	(x)->next = 0; /* nullaudit: ignore[zero-as-null] */ \
} while (0)
#define SHOWN(x) ((x)->next = 0)
/* nullaudit: ignore[null-definition] -- covers nothing */
C
cat >a.c <<'C'
#include <stddef.h>
#include "hdr.h"
#include "sysh.h"
struct holder { struct node *p; };
void f(struct node *x)
{
	char *a = 0; // nullaudit: ignore[zero-as-null]
	/* nullaudit: ignore[null-as-integer] */
	int n = NULL;
	char *b = 0;
	int m = NULL; /* nullaudit: ignore[zero-as-null,void-zero-spelled] */
	char *s = "nullaudit: ignore";
	char *c = 0;
	/* nullaudit: ignore[zero-as-null, null-as-integer] */
	char *d = 0;
	struct node *h = SYS_NONE; /* nullaudit: ignore[nonliteral-zero-as-null] */
	CLEAR(x);
	RESET(x);
	MULTI(x);
	SHOWN(x);
	(void)a; (void)n; (void)b; (void)m; (void)s; (void)c; (void)d; (void)h;
}
C
cat >inc/other.h <<'C'
struct other { int n; };   /* nullaudit: ignore */
C
cat >b.c <<'C'
#include "hdr.h"
#include "other.h"
void g(struct node *x)
{
	CLEAR(x);
	char *e = 0; /* nullaudit: ignore[null-as-integer] */
	(void)e;
}
C
na() { "$NULLAUDIT" -Iinc -isystem sys "$@"; }

# text: only the findings not covered, the others counted
na a.c >out 2>err; [ $? -eq 1 ] || bad "text: exit status"
for l in 10:12 11:10 13:12 9:31; do
	case $l in 9:31) f=inc/hdr.h ;; *) f=a.c ;; esac
	has out "$f:$l: warning:"
done
[ "$(grep -c ': warning:' out)" -eq 4 ] || { bad "text: not 4 findings"; cat out; }
has err "nullaudit: 4 findings (zero-as-null: 3, null-as-integer: 1) in 1 unit"
has err "; 7 suppressed"
hasnt out "a.c:7:"
hasnt out "hdr.h:3:"

# all suppressed: status 0, the summary says how many
cat >quiet.c <<'C'
char *p = 0; /* nullaudit: ignore */
C
na quiet.c >out 2>err; [ $? -eq 0 ] || bad "all suppressed: exit status not 0"
[ ! -s out ] || { bad "all suppressed: output"; cat out; }
has err "nullaudit: 0 findings in 1 unit, 1 configuration; 1 expressions, 0 untyped; 1 suppressed"

# an unknown rule: an error with its place; status 2 without findings
cat >typo.c <<'C'
char *p = 0; /* nullaudit: ignore[zero-as-null] */
/* nullaudit: ignore[zero-as-nul] */
int i;
C
na typo.c >out 2>err; [ $? -eq 2 ] || bad "unknown rule: exit status not 2"
has err "nullaudit: error: typo.c:2:22: unknown rule 'zero-as-nul' in a suppression (did you mean 'zero-as-null'?)"
cat >typo2.c <<'C'
char *p = 0;
char *q = 0; // nullaudit: ignore[zero-as-null,bogus]
C
na typo2.c >out 2>err; [ $? -eq 1 ] || bad "unknown rule with findings: exit status not 1"
has err "nullaudit: error: typo2.c:2:48: unknown rule 'bogus' in a suppression"
has out "typo2.c:1:11: warning:"
hasnt out "typo2.c:2:"
printf 'char *p = 0; /* nullaudit: ignore[zero-as-null */\n' >open.c
na open.c >out 2>err; [ $? -eq 1 ] || bad "unterminated list: exit status"
has out "open.c:1:11: warning:"
has err "nullaudit: error: open.c:1:48: ']' expected to end the suppression's rule list"

# --report-unused-suppressions: each suppression, or rule of one, that
# covered nothing, with its place (headers included, through -j2)
na --report-unused-suppressions a.c b.c -j2 >out 2>err; [ $? -eq 1 ] || bad "unused: exit status"
has err "nullaudit: warning: a.c:11:37: suppression of 'zero-as-null' matched no finding"
has err "nullaudit: warning: a.c:11:50: suppression of 'void-zero-spelled' matched no finding"
has err "nullaudit: warning: a.c:14:37: suppression of 'null-as-integer' matched no finding"
has err "nullaudit: warning: b.c:6:36: suppression of 'null-as-integer' matched no finding"
has err "nullaudit: warning: inc/hdr.h:10:22: suppression of 'null-definition' matched no finding"
has err "nullaudit: warning: inc/other.h:1:31: suppression 'nullaudit: ignore' matched no finding"
[ "$(grep -c 'matched no finding' err)" -eq 6 ] || { bad "unused: not 6 warnings"; cat err; }
na a.c >out 2>err
hasnt err "matched no finding"

# JSON: suppressed findings kept and marked; the same with -j2; shards + merge
cat >check_json.py <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
got = sorted((f["file"], f["line"], f["rule"], f.get("suppressed", False)) for f in d["findings"])
want = sorted([
    ("a.c", 7, "zero-as-null", True), ("a.c", 9, "null-as-integer", True),
    ("a.c", 10, "zero-as-null", False), ("a.c", 11, "null-as-integer", False),
    ("a.c", 13, "zero-as-null", False), ("a.c", 15, "zero-as-null", True),
    ("a.c", 16, "nonliteral-zero-as-null", True), ("inc/hdr.h", 3, "zero-as-null", True),
    ("inc/hdr.h", 4, "zero-as-null", True), ("inc/hdr.h", 7, "zero-as-null", True),
    ("inc/hdr.h", 9, "zero-as-null", False), ("b.c", 6, "zero-as-null", False)])
assert got == want, got
for f in d["findings"]:
    assert f.get("suppressed", True) is True, f   # only ever true
PY
na --format=json -o r.json a.c b.c; [ $? -eq 1 ] || bad "json: exit status"
python3 check_json.py r.json || bad "json"
na --format=json -j2 -o j.json b.c a.c; [ $? -eq 1 ] || bad "json -j2: exit status"
python3 check_json.py j.json || bad "json, -j2"
na --format=json --shard=1/2 -o s1.json a.c b.c
na --format=json --shard=2/2 -o s2.json a.c b.c
"$NULLAUDIT" merge s2.json s1.json -o m.json; [ $? -eq 1 ] || bad "merge: exit status"
python3 check_json.py m.json || bad "json, merged shards"
"$NULLAUDIT" merge --format=text s1.json s2.json >mt 2>/dev/null
[ "$(grep -c ': warning:' mt)" -eq 5 ] || { bad "merge text: suppressed shown"; cat mt; }
na --format=json -o q.json quiet.c; [ $? -eq 0 ] || bad "json, all suppressed: exit status"
"$NULLAUDIT" merge q.json -o qm.json; [ $? -eq 0 ] || bad "merge, all suppressed: exit status"

# SARIF: suppressed results with suppressions [{kind: inSource}], valid
na --format=sarif -o r.sarif a.c b.c
python3 - r.sarif "$src/tests/sarif/sarif-schema-2.1.0.json" <<'PY' || bad "sarif"
import json, sys
doc = json.load(open(sys.argv[1]))
try:
    import jsonschema
    jsonschema.validate(doc, json.load(open(sys.argv[2])))
except ImportError:
    pass
res = doc["runs"][0]["results"]
sup = [r for r in res if "suppressions" in r]
assert len(res) == 12 and len(sup) == 7, (len(res), len(sup))
for r in sup:
    assert r["suppressions"] == [{"kind": "inSource"}], r
loc = lambda r: r["locations"][0]["physicalLocation"]
assert {(loc(r)["artifactLocation"]["uri"], loc(r)["region"]["startLine"]) for r in sup} == {
    ("a.c", 7), ("a.c", 9), ("a.c", 15), ("a.c", 16), ("inc/hdr.h", 3), ("inc/hdr.h", 4),
    ("inc/hdr.h", 7)}
PY
if command -v sarif-multitool >/dev/null 2>&1; then
	sarif-multitool validate -o v.sarif r.sarif >v.out 2>&1
	if grep -E ': (error|warning) [A-Z]+[0-9]+:' v.out; then bad "sarif-multitool"; fi
fi

# the fixes leave suppressed findings alone
na --format=diff a.c >d.out 2>/dev/null
hasnt d.out "char *a = NULL"
has d.out "+	char *b = NULL;"
exit $fail
