#!/bin/sh
# --shard=auto: the shard from a CI engine's environment (GitLab parallel:'s
# CI_NODE_INDEX/CI_NODE_TOTAL, a Kubernetes Indexed Job's JOB_COMPLETION_INDEX
# with the count as auto/N), said on stderr; a clear error when none is set.
# Each auto run must give the same JSON as the explicit --shard=K/N.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
bad() { echo "FAIL $*"; [ -f "$t/err" ] && cat "$t/err"; fail=1; }
unset CI_NODE_INDEX CI_NODE_TOTAL JOB_COMPLETION_INDEX
for i in 1 2 3 4 5; do printf 'int *p%s = 0;\n' "$i" > "$t/u$i.c"; done
units="$t/u1.c $t/u2.c $t/u3.c $t/u4.c $t/u5.c"
strip() { grep -v '"seconds"' "$1"; }

# run NAME ENV... -- ARGS: nullaudit with only those CI variables set
run() {
	name=$1; shift
	set -- env -u CI_NODE_INDEX -u CI_NODE_TOTAL -u JOB_COMPLETION_INDEX "$@"
	"$@" > "$t/out" 2> "$t/err"
}

"$NULLAUDIT" --shard=2/4 --format=json -o "$t/want24.json" $units 2>/dev/null
"$NULLAUDIT" --shard=3/3 --format=json -o "$t/want33.json" $units 2>/dev/null

# GitLab: CI_NODE_INDEX is 1-based
run gitlab CI_NODE_INDEX=2 CI_NODE_TOTAL=4 "$NULLAUDIT" --shard=auto --format=json -o "$t/gl.json" $units
[ $? -eq 1 ] || bad "gitlab: exit status"
grep -qx 'nullaudit: shard 2/4 from CI_NODE_INDEX/CI_NODE_TOTAL' "$t/err" || bad "gitlab: stderr does not say the shard"
strip "$t/want24.json" > "$t/a"; strip "$t/gl.json" > "$t/b" 2>/dev/null
cmp -s "$t/a" "$t/b" || bad "gitlab: result differs from --shard=2/4"
grep -q '"shard": "2/4"' "$t/gl.json" || bad "gitlab: shard not recorded"
# the separate-argument spelling too
run gitlab2 CI_NODE_INDEX=1 CI_NODE_TOTAL=1 "$NULLAUDIT" --shard auto $units
grep -q 'shard 1/1 from CI_NODE_INDEX/CI_NODE_TOTAL' "$t/err" || bad "gitlab: --shard auto (separate argument)"

# Kubernetes Indexed Job: JOB_COMPLETION_INDEX is 0-based, the count on the command line
run k8s JOB_COMPLETION_INDEX=2 "$NULLAUDIT" --shard=auto/3 --format=json -o "$t/k8s.json" $units
[ $? -eq 1 ] || bad "k8s: exit status"
grep -q '^nullaudit: shard 3/3 from JOB_COMPLETION_INDEX' "$t/err" || bad "k8s: stderr does not say the shard"
strip "$t/want33.json" > "$t/a"; strip "$t/k8s.json" > "$t/b" 2>/dev/null
cmp -s "$t/a" "$t/b" || bad "k8s: result differs from --shard=3/3"
run k8s-noN JOB_COMPLETION_INDEX=0 "$NULLAUDIT" --shard=auto $units
[ $? -eq 2 ] && grep -q 'JOB_COMPLETION_INDEX is set but not the count' "$t/err" || bad "k8s: auto without /N is not an error asking for the count"
run k8s-range JOB_COMPLETION_INDEX=3 "$NULLAUDIT" --shard=auto/3 $units
[ $? -eq 2 ] && grep -q 'shard 4/3, outside' "$t/err" || bad "k8s: index past the count accepted"

# nothing set: an error that names the variables, status 2
run none "$NULLAUDIT" --shard=auto $units
[ $? -eq 2 ] || bad "none: exit status is not 2"
grep -q '^nullaudit: error: --shard=auto: no shard in the environment' "$t/err" || bad "none: no clear error"
grep -q 'CI_NODE_INDEX' "$t/err" && grep -q 'JOB_COMPLETION_INDEX' "$t/err" || bad "none: the error does not name the variables"
run none-N "$NULLAUDIT" --shard=auto/4 $units
[ $? -eq 2 ] && grep -q 'no shard in the environment' "$t/err" || bad "none: auto/4 without an index accepted"

# bad values
run gl-nan CI_NODE_INDEX=x CI_NODE_TOTAL=4 "$NULLAUDIT" --shard=auto $units
[ $? -eq 2 ] && grep -q "CI_NODE_INDEX='x' is not a number" "$t/err" || bad "a non-number index accepted"
run gl-mismatch CI_NODE_INDEX=1 CI_NODE_TOTAL=4 "$NULLAUDIT" --shard=auto/3 $units
[ $? -eq 2 ] && grep -q 'CI_NODE_TOTAL is 4' "$t/err" || bad "auto/3 against CI_NODE_TOTAL=4 accepted"
run gl-zero CI_NODE_INDEX=0 CI_NODE_TOTAL=4 "$NULLAUDIT" --shard=auto $units
[ $? -eq 2 ] || bad "CI_NODE_INDEX=0 (it is 1-based) accepted"
run bad-N "$NULLAUDIT" --shard=auto/0 $units
[ $? -eq 2 ] || bad "--shard=auto/0 accepted"
exit $fail
