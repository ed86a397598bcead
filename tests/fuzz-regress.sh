#!/bin/sh
# Inputs the fuzzers found crashes with (tests/fuzz/corpus-pp, and
# corpus-parse for the front-end harness, taken as preprocessed text with
# -fpreprocessed; corpus-yaml for the audit loader; one file per fixed bug):
# each must give a result or a clear error within a time limit, never a
# crash or a hang. Under the sanitizer build (scripts/test.sh) a sanitizer
# report fails the test.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
# replay DIR ARGS...: every file of DIR, given after ARGS
replay() {
	dir=$1
	shift
	for f in "$NA_SRCDIR/tests/fuzz/$dir"/*; do
		[ -f "$f" ] || continue
		timeout 300 "$NULLAUDIT" "$@" "$f" >"$t/out" 2>"$t/err"
		st=$?
		if [ $st -gt 2 ] || grep -q "AddressSanitizer\|runtime error\|LeakSanitizer" "$t/err"; then
			echo "FAIL $dir/$(basename "$f"): exit $st"
			head -20 "$t/err"
			fail=1
		fi
	done
}
replay corpus-pp
replay corpus-parse -fpreprocessed
replay corpus-yaml --config
exit $fail
