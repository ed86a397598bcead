#!/bin/sh
# A YAML matrix of two axes (4 architectures x 4 sets of defines) expands
# to the 16 configurations, in the order the axes are written (the first
# slowest), each named by its labels; a finding lists the configurations
# that produce it: the unconditional 0 all 16, the one under #ifdef A the 8
# that define A, with the presence condition.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
printf 'char *p = 0;\n#ifdef A\nchar *a = 0;\n#endif\n' > m.c
cat > m.yaml <<'EOF2'
version: 1
sources: {files: [m.c]}
matrix:
  arch: [x86_64, arm64, i386, s390x]
  defines: {plain: {}, a: {A: 1}, b: {B: 1}, ab: {A: 1, B: 1}}
EOF2
"$NULLAUDIT" --config m.yaml --no-cache --format=json > m.json 2> m.err
[ $? -eq 1 ] || { bad "exit status not 1"; cat m.err; }
python3 - m.json <<'PY' || bad "the matrix"
import json, sys
d = json.load(open(sys.argv[1]))
names = [a + "-" + b for a in ("x86_64", "arm64", "i386", "s390x") for b in ("plain", "a", "b", "ab")]
s = d["stats"]
assert s["configs"] == 16, s["configs"]
assert [c["config"] for c in s["per_config"]] == names, s["per_config"]
f = {x["line"]: x for x in d["findings"]}
assert sorted(f) == [1, 3], f
assert f[1]["configs"] == names, f[1]["configs"]
assert f[3]["configs"] == [n for n in names if n.endswith("-a") or n.endswith("-ab")], f[3]["configs"]
assert f[3]["condition"] == "defined(A)", f[3].get("condition")
PY
exit $fail
