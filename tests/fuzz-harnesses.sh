#!/bin/sh
# The libFuzzer harnesses (tests/fuzz/fuzz_*.c) as `make check` builds them
# (tests/fuzz/replay, any compiler, sanitizers when configured): each runs
# over its committed corpus and the seeds scripts/fuzz.sh gives it, every
# file once, without a crash or a sanitizer report; so a harness that no
# longer builds or runs fails here, not at the next campaign.
. "$NA_SRCDIR/tests/lib.sh"
replay=${top_builddir:?}/tests/fuzz/replay
[ -x "$replay" ] || { bad "no $replay (make check builds it)"; exit 1; }
s=$NA_SRCDIR
# run HARNESS N FILE|DIR...: N inputs, all through
run() {
	h=$1 n=$2
	shift 2
	timeout 600 "$replay" "$h" "$@" > "$t/out" 2> "$t/err"
	st=$?
	[ $st -eq 0 ] || bad "$h: exit $st"
	grep -q 'AddressSanitizer\|runtime error\|LeakSanitizer' "$t/err" && bad "$h: a sanitizer report"
	has "$t/out" "$n inputs"
	[ $fail -eq 0 ] || { cat "$t/err"; exit 1; }
}
count() { find "$@" -type f ! -name '.*' | wc -l; }
c_seeds="$s/tests/checks $s/tests/pp $s/tests/provenance $s/tests/types $s/tests/fuzz/corpus-pp $s/tests/fuzz/corpus-parse"
# shellcheck disable=SC2086
run pp "$(count $c_seeds)" $c_seeds
# shellcheck disable=SC2086
run parse "$(count $c_seeds)" $c_seeds
y_seeds="$s/config/arch $s/config/examples $s/tests/audit $s/tests/fuzz/corpus-yaml"
# shellcheck disable=SC2086
run yaml "$(count $y_seeds)" $y_seeds
exit $fail
