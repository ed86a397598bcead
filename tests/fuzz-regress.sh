#!/bin/sh
# Inputs the fuzzers found crashes with (tests/fuzz/corpus-pp, and
# corpus-parse for the front-end harness, taken as preprocessed text with
# -fpreprocessed; one file per fixed bug): each must give a result or a clear error, never a crash. Under
# the sanitizer build (scripts/test.sh) a sanitizer report fails the test.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
for f in "$NA_SRCDIR"/tests/fuzz/corpus-pp/*; do
	timeout 300 "$NULLAUDIT" "$f" >"$t/out" 2>"$t/err"
	st=$?
	if [ $st -gt 2 ] || grep -q "AddressSanitizer\|runtime error\|LeakSanitizer" "$t/err"; then
		echo "FAIL $(basename "$f"): exit $st"
		head -20 "$t/err"
		fail=1
	fi
done
for f in "$NA_SRCDIR"/tests/fuzz/corpus-parse/*; do
	"$NULLAUDIT" -fpreprocessed "$f" >"$t/out" 2>"$t/err"
	st=$?
	if [ $st -gt 2 ] || grep -q "AddressSanitizer\|runtime error\|LeakSanitizer" "$t/err"; then
		echo "FAIL $(basename "$f"): exit $st"
		head -20 "$t/err"
		fail=1
	fi
done
for f in "$NA_SRCDIR"/tests/fuzz/corpus-yaml/*; do
	[ -f "$f" ] || continue
	"$NULLAUDIT" --config "$f" >"$t/out" 2>"$t/err"
	st=$?
	if [ $st -gt 2 ] || grep -q "AddressSanitizer\|runtime error\|LeakSanitizer" "$t/err"; then
		echo "FAIL $(basename "$f"): exit $st"
		head -20 "$t/err"
		fail=1
	fi
done
exit $fail
