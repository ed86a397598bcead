#!/bin/sh
# tests/multiconfig.sh -- one audit, three configurations (tests/multiconfig):
# findings attributed to the configurations that produce them, a unit
# analysed once for the configurations it preprocesses identically in
# (by inputs and by content), and the coverage report of #if groups no
# configuration compiled; a macro body's expansion seen by several
# configurations is one expansion. Expectations written by hand from the
# sources.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cd "$NA_SRCDIR/tests/multiconfig" || exit 1
fail=0
for j in 1 2; do
	"$NULLAUDIT" --config audit.yaml --format=json -j $j -o "$t/r$j.json" 2>"$t/err"
	st=$?
	[ $st -eq 1 ] || { echo "FAIL -j$j: exit $st, expected 1"; cat "$t/err"; fail=1; }
done
python3 - "$t/r1.json" <<'PY' || fail=1
import json, sys
r = json.load(open(sys.argv[1]))
got = {(f["file"], f["line"], f["column"], f["rule"]): (f["configs"], f.get("condition"))
       for f in r["findings"]}
want = {
    # inside #ifdef CONFIG_FEATURE: "on" and "on-zero" define it, "off" does not
    ("feature.c", 8, 12, "zero-as-null"): (["on", "on-zero"], "defined(CONFIG_FEATURE)"),
    # no configuration macro: every configuration
    ("plain.c", 7, 10, "null-as-integer"): (["on", "on-zero", "off"], None),
    # one configuration only
    ("only.c", 4, 26, "zero-as-null"): (["off"], "defined(CONFIG_OTHER)"),
    # a macro body expanded once, in each of the two analyses of feature.c
    ("feature.c", 25, 25, "zero-as-null"): (["on", "on-zero", "off"], None),
}
ok = True
if got != want:
    print("FAIL findings:", got); ok = False
# that expansion is one, through one chain, whatever sees it
clear = [f for f in r["findings"] if f["line"] == 25]
if [(f["expansion_count"], f["expansions"], "expansion_chains" in f) for f in clear] != \
        [(1, [{"macro": "CLEAR", "file": "feature.c", "line": 28, "column": 2}], False)]:
    print("FAIL CLEAR's expansions:", clear); ok = False
cov = [(u["file"], u["line"], u["end_line"], u["directive"]) for u in r["coverage"]["uncompiled"]]
# lines 5-9 (#ifdef) and 10-14 (#else) are each compiled somewhere;
# 17-21 needs CONFIG_NEVER, which no configuration sets
if cov != [("feature.c", 17, 21, "#if defined(CONFIG_NEVER) && defined(CONFIG_FEATURE)")]:
    # only.c's #ifdef is compiled in "off"; nothing else is conditional
    print("FAIL coverage:", cov); ok = False
s = r["stats"]
# plain.c: "on-zero" and "off" reuse "on" without preprocessing (it looks up
# no CONFIG_ name); only.c: "on-zero" reuses "on" (CONFIG_OTHER undefined in
# both); feature.c: "on-zero" differs in CONFIG_FEATURE's value
# but preprocesses to the same text as "on" (only #ifdef reads it)
if (s["configs"], s["reused_by_inputs"], s["reused_by_content"]) != (3, 3, 1):
    print("FAIL stats:", s); ok = False
sys.exit(0 if ok else 1)
PY
grep -v '"seconds"' "$t/r1.json" >"$t/a"
grep -v '"seconds"' "$t/r2.json" >"$t/b"
cmp -s "$t/a" "$t/b" || { echo "FAIL: -j1 and -j2 results differ"; diff "$t/a" "$t/b"; fail=1; }
# shards + merge keep the coverage
"$NULLAUDIT" --config audit.yaml --format=json --shard 1/2 -o "$t/s1.json" 2>/dev/null
"$NULLAUDIT" --config audit.yaml --format=json --shard 2/2 -o "$t/s2.json" 2>/dev/null
"$NULLAUDIT" merge "$t/s2.json" "$t/s1.json" -o "$t/m.json"
grep -v '"seconds"' "$t/m.json" >"$t/m"
cmp -s "$t/a" "$t/m" || { echo "FAIL: shards + merge differ from one run"; diff "$t/a" "$t/m"; fail=1; }
# SARIF: the coverage as run properties
"$NULLAUDIT" --config audit.yaml --format=sarif -o "$t/r.sarif" 2>/dev/null
python3 - "$t/r.sarif" <<'PY' || fail=1
import json, sys
u = json.load(open(sys.argv[1]))["runs"][0]["properties"]["uncompiledGroups"]
if [(g["file"], g["line"], g["endLine"]) for g in u] != [("feature.c", 17, 21)]:
    print("FAIL SARIF uncompiledGroups:", u); sys.exit(1)
PY
# text: listed with --coverage, counted in the summary
"$NULLAUDIT" --config audit.yaml --coverage >"$t/out" 2>"$t/err"
grep -qx 'feature.c:17: note: #if defined(CONFIG_NEVER) && defined(CONFIG_FEATURE) (lines 17-21) compiled in no configuration' "$t/out" ||
	{ echo "FAIL: --coverage line missing"; cat "$t/out"; fail=1; }
grep -q '1 of 4 #if groups compiled in no configuration; 4 unit runs reused across configurations' "$t/err" ||
	{ echo "FAIL: summary"; cat "$t/err"; fail=1; }
# a single configuration: --coverage lists what it did not compile
"$NULLAUDIT" --coverage -DCONFIG_FEATURE feature.c >"$t/out" 2>/dev/null
want='feature.c:10: note: #else (of #ifdef CONFIG_FEATURE, line 5) (lines 10-14) compiled in no configuration
feature.c:17: note: #if defined(CONFIG_NEVER) && defined(CONFIG_FEATURE) (lines 17-21) compiled in no configuration'
[ "$(grep ': note: #' "$t/out")" = "$want" ] || { echo "FAIL: single-configuration coverage"; cat "$t/out"; fail=1; }
[ $fail -eq 0 ] && echo "ok multiconfig"
exit $fail
