#!/bin/sh
# tests/interrupt.sh -- SIGINT (and SIGTERM) during a multi-unit run: the
# workers stop, no new unit starts, nothing is written (an earlier -o file is
# left as it was, no temporary file stays behind), exit 128+signal.
set -u
: "${NULLAUDIT:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
# units that take seconds each: 400 lines of 1024 expanded statements, and
# a finding, so that each is checked with provenance too (main.c screening)
python3 - "$t" <<'PY'
import sys
lines = ["char *p = 0;", "#define A0 n += 1;"] + [f"#define A{i} A{i-1} A{i-1}" for i in range(1, 11)]
lines += ["int f(void) { int n = 0;"] + ["A10"] * 400 + ["return n; }"]
for k in range(6):
    open(f"{sys.argv[1]}/slow{k}.c", "w").write("\n".join(lines) + "\n")
PY
fail=0
for sig in 2 15; do   # SIGINT, SIGTERM
	echo '{"previous": true}' >"$t/out.json"
	"$NULLAUDIT" -j2 --format=json -o "$t/out.json" "$t"/slow*.c 2>"$t/err" &
	pid=$!
	sleep 1
	kill -s $([ $sig = 2 ] && echo INT || echo TERM) $pid
	wait $pid
	st=$?
	want=$((128 + sig))
	[ $st -eq $want ] || { echo "FAIL SIG$sig: exit $st, expected $want"; fail=1; }
	grep -q 'nullaudit: error: interrupted (.*) after [0-9]* of 6 units; no results written' "$t/err" ||
		{ echo "FAIL SIG$sig: message"; cat "$t/err"; fail=1; }
	[ "$(cat "$t/out.json")" = '{"previous": true}' ] || { echo "FAIL SIG$sig: -o file changed"; fail=1; }
	[ "$(ls "$t" | grep -c tmp)" -eq 0 ] || { echo "FAIL SIG$sig: temporary file left"; ls "$t"; fail=1; }
	sleep 0.5
	pgrep -f "$t/slow" >/dev/null && { echo "FAIL SIG$sig: workers still running"; fail=1; }
done
[ $fail -eq 0 ] && echo "ok interrupt"
exit $fail
