#!/bin/sh
# Units not fully checked are named, not only counted (SPEC 4, 5): a parse
# error, a missing #include, a missing file and a worker that crashes
# (testing hook NULLAUDIT_TEST_CRASH) each give an error record with unit,
# file, line, column, kind and message: JSON "errors", SARIF invocation
# notifications (executionSuccessful false; validated against the schema
# and, when installed, by sarif-multitool), the text summary; through the
# worker processes of -j, --shard and merge.
. "$NA_SRCDIR/tests/lib.sh"
src=$(cd "$NA_SRCDIR" && pwd)
cd "$t" || exit 1
printf 'char *p = 0;\nint f(void) { return 1 +; }\n' >perr.c
printf '#include "nowhere.h"\nchar *q = 0;\n' >inc.c
printf 'char *c = 0;\n' >crashme.c
printf 'int ok;\n' >clean.c
export NULLAUDIT_TEST_CRASH=crashme

# text: each error on stderr as before, and the units named at the end
"$NULLAUDIT" perr.c inc.c crashme.c missing.c clean.c >out 2>err; [ $? -eq 1 ] || bad "text: exit status"
has err "nullaudit: 4 units not fully checked: crashme.c (crash), inc.c (preprocess), missing.c (preprocess), perr.c (parse)"
# without findings the summary is there too, and the status is 2
"$NULLAUDIT" inc.c clean.c -Wno-zero-as-null >out 2>err; [ $? -eq 2 ] || bad "no findings: exit status not 2"
has err "nullaudit: 1 unit not fully checked: inc.c (preprocess)"

cat >check_json.py <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
want = [
    {"unit": "crashme.c", "file": "crashme.c", "kind": "crash"},
    {"unit": "inc.c", "file": "inc.c", "line": 1, "kind": "preprocess",
     "message": "Can't open include file \"nowhere.h\""},
    {"unit": "missing.c", "file": "missing.c", "kind": "preprocess",
     "message": "cannot open: No such file or directory"},
    {"unit": "perr.c", "file": "perr.c", "line": 2, "column": 25, "kind": "parse",
     "message": "expected an expression before ';'"},
]
got = d["errors"]
assert len(got) == len(want), got
for g, w in zip(got, want):
    for k, v in w.items():
        assert g[k] == v, (k, g, w)
assert "signal 11" in got[0]["message"], got[0]
assert d["stats"]["parse_failures"] == 4, d["stats"]
PY
"$NULLAUDIT" --format=json -o r.json perr.c inc.c crashme.c missing.c clean.c 2>/dev/null
python3 check_json.py r.json || bad "json"
"$NULLAUDIT" -j2 --format=json -o j.json clean.c missing.c crashme.c inc.c perr.c 2>/dev/null
python3 check_json.py j.json || bad "json, -j2"
# a clean run has an empty list
"$NULLAUDIT" --format=json clean.c >c.json 2>/dev/null
grep -q '"errors": \[\]' c.json || bad "clean run: no empty errors list"

# shards and merge keep the errors (and the status says so)
for k in 1 2 3; do
	"$NULLAUDIT" --shard=$k/3 --format=json -o s$k.json perr.c inc.c crashme.c missing.c clean.c 2>/dev/null
done
"$NULLAUDIT" merge s3.json s1.json s2.json >m.json 2>/dev/null
python3 check_json.py m.json || bad "merge"
"$NULLAUDIT" merge --format=text s1.json s2.json s3.json >m.txt 2>m.err
has m.err "nullaudit: 4 units not fully checked:"
"$NULLAUDIT" --format=json -o e.json -Wno-zero-as-null inc.c 2>/dev/null
"$NULLAUDIT" merge e.json >/dev/null 2>&1; [ $? -eq 2 ] || bad "merge of a result with errors only: status not 2"

# SARIF: toolExecutionNotifications with locations, executionSuccessful
"$NULLAUDIT" --format=sarif -o r.sarif perr.c inc.c crashme.c missing.c clean.c 2>/dev/null
"$NULLAUDIT" --format=sarif -o c.sarif clean.c 2>/dev/null
python3 - r.sarif c.sarif "$src/tests/sarif/sarif-schema-2.1.0.json" <<'PY' || bad "sarif"
import json, sys
import jsonschema   # scripts/install-deps.sh installs it: missing, the test fails
schema = json.load(open(sys.argv[3]))
for path in sys.argv[1:3]:
    doc = json.load(open(path))
    jsonschema.validate(doc, schema)
inv = json.load(open(sys.argv[1]))["runs"][0]["invocations"][0]
assert inv["executionSuccessful"] is False
ns = inv["toolExecutionNotifications"]
assert [n["descriptor"]["id"] for n in ns] == ["crash", "preprocess", "preprocess", "parse"], ns
p = ns[3]["locations"][0]["physicalLocation"]
assert p["artifactLocation"]["uri"] == "perr.c" and p["region"] == {"startLine": 2, "startColumn": 25}, p
assert ns[1]["locations"][0]["physicalLocation"]["region"] == {"startLine": 1}, ns[1]
assert ns[1]["properties"]["unit"] == "inc.c" and "nowhere.h" in ns[1]["message"]["text"]
ok = json.load(open(sys.argv[2]))["runs"][0]["invocations"][0]
assert ok["executionSuccessful"] is True and ok["toolExecutionNotifications"] == []
PY
if command -v sarif-multitool >/dev/null 2>&1; then
	for f in r.sarif c.sarif; do
		sarif-multitool validate -o v-$f $f >v.out 2>&1
		if grep -E ': (error|warning) [A-Z]+[0-9]+:' v.out; then bad "sarif-multitool: $f"; fi
	done
else
	echo "unit-errors.sh: sarif-multitool not installed, its validation skipped" >&2
fi
exit $fail
