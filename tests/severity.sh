#!/bin/sh
# A rule made an error (-Werror=RULE, YAML rules: {RULE: error}, -Werror)
# is an error in every output: the text's "error:", JSON's "severity",
# SARIF's "level"; the other rules stay warnings; and the exit status is 1.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
printf '#include <stddef.h>\nchar *p = 0;\nint i = NULL;\n' > sev.c
printf 'version: 1\nsources: {files: [sev.c]}\nrules: {null-as-integer: error}\n' > sev.yaml
run() { # WANT ARGS...: WANT is "zero-as-null null-as-integer" severities
	want=$1; shift
	"$NULLAUDIT" --no-cache "$@" --format=json > r.json 2>/dev/null
	[ $? -eq 1 ] || bad "$*: exit status not 1"
	"$NULLAUDIT" --no-cache "$@" --format=sarif > r.sarif 2>/dev/null
	"$NULLAUDIT" --no-cache "$@" > r.txt 2>/dev/null
	python3 - r.json r.sarif r.txt "$want" <<'PY' || bad "severities with $*"
import json, re, sys
want = dict(zip(["zero-as-null", "null-as-integer"], sys.argv[4].split()))
j = {f["rule"]: f["severity"] for f in json.load(open(sys.argv[1]))["findings"]}
s = {r["ruleId"]: r["level"] for r in json.load(open(sys.argv[2]))["runs"][0]["results"]}
t = {m.group(2): m.group(1) for m in re.finditer(r"^sev\.c:\d+:\d+: (\w+): .*\[-W(?:error=)?([a-z-]+)\]$",
                                                 open(sys.argv[3]).read(), re.M)}
assert j == want, ("json", j, want)
assert s == want, ("sarif", s, want)
assert t == want, ("text", t, want)
PY
}
run "warning warning" --no-config sev.c
run "error warning" --no-config -Werror=zero-as-null sev.c
run "error error" --no-config -Werror sev.c
run "warning error" --config sev.yaml
run "error error" --config sev.yaml -Werror=zero-as-null
exit $fail
