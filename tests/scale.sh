#!/bin/sh
# -j N, --shard K/N + merge, --headers: the same findings however the units
# are split (tests/checks/*.c as the units).
set -u
: "${NULLAUDIT:=./nullaudit}"
: "${NA_SRCDIR:=.}"
na=$NULLAUDIT
case $na in /*) ;; *) na=$(pwd)/$na ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "scale.sh: $*" >&2; status=1; }
cd "$NA_SRCDIR/tests/checks" || exit 1
strip() { grep -v '"seconds"' "$1"; }
"$na" --format=json -o "$tmp/one.json" -Iinclude ./*.c 2>/dev/null
"$na" -j2 --format=json -o "$tmp/j2.json" -Iinclude ./*.c 2>/dev/null
"$na" -j 3 --format=json -o "$tmp/j3.json" -Iinclude ./*.c 2>/dev/null
[ "$(grep -c '"rule"' "$tmp/one.json")" -gt 20 ] || fail "too few findings in the reference run"
strip "$tmp/one.json" > "$tmp/a"
strip "$tmp/j2.json" > "$tmp/b"
strip "$tmp/j3.json" > "$tmp/c"
cmp -s "$tmp/a" "$tmp/b" || fail "-j2 differs from -j1"
cmp -s "$tmp/a" "$tmp/c" || fail "-j3 differs from -j1"
"$na" --shard 1/3 --format=json -o "$tmp/s1.json" -Iinclude ./*.c 2>/dev/null
"$na" --shard=2/3 --format=json -o "$tmp/s2.json" -Iinclude ./*.c 2>/dev/null
"$na" --shard 3/3 --format=json -o "$tmp/s3.json" -Iinclude ./*.c 2>/dev/null
grep -q '"shard": "2/3"' "$tmp/s2.json" || fail "shard not recorded"
"$na" merge "$tmp/s3.json" "$tmp/s1.json" "$tmp/s2.json" -o "$tmp/m.json"
[ $? -eq 1 ] || fail "merge: exit status is not 1 with findings"
strip "$tmp/m.json" > "$tmp/d"
cmp -s "$tmp/a" "$tmp/d" || { diff "$tmp/a" "$tmp/d" | head; fail "shards merged differ from one run"; }
"$na" merge "$tmp/s1.json" "$tmp/missing.json" > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "missing.json" "$tmp/err" || fail "merge of a missing file is not an error naming it"
printf '{"findings": [' > "$tmp/bad.json"
"$na" merge "$tmp/bad.json" > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "bad.json:1:" "$tmp/err" || fail "malformed JSON not reported with its location"
"$na" -j0 x.c > /dev/null 2>&1; [ $? -eq 2 ] || fail "-j0 accepted"
"$na" --shard 3/2 x.c > /dev/null 2>&1; [ $? -eq 2 ] || fail "--shard 3/2 accepted"
# --headers: each header of a directory as a unit
"$na" --headers include --stats > /dev/null 2> "$tmp/h"
grep -q "in 1 unit" "$tmp/h" || fail "--headers include: expected 1 unit"
"$na" --headers no-such-dir > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "no-such-dir" "$tmp/err" || fail "--headers on a missing directory"
exit $status
