#!/bin/bash
# bench/run.sh [NULLAUDIT] -- time nullaudit, gcc -E and sparse on the same
# units in one run and print the ratios. Units: every C header of
# /usr/include/*.h that gcc preprocesses alone, each wrapped in a one-line
# unit (the glibc corpus). Compare ratios, not seconds: machines are noisy.
set -euo pipefail
na=${1:-_build/nullaudit}
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
n=0
for h in /usr/include/*.h; do
	name=$(basename "$h" .h)
	printf '#include <%s.h>\nint main(void) { return 0; }\n' "$name" >"$t/$name.c"
	if gcc -E "$t/$name.c" -o /dev/null 2>/dev/null; then n=$((n + 1)); else rm "$t/$name.c"; fi
done
units=("$t"/*.c)
run() { # run CMD... : user+system CPU seconds of CMD over every unit
	local TIMEFORMAT='%U + %S'
	{ time (for u in "${units[@]}"; do "$@" "$u" >/dev/null 2>&1 || true; done) ; } 2>&1 | bc -l
}
a=$(run "$na" --quiet)
g=$(run gcc -E -o /dev/null)
s=0
if command -v sparse >/dev/null; then s=$(run sparse); fi
printf 'units: %d glibc headers\n' "$n"
printf 'nullaudit  %6.2f s\n' "$a"
printf 'gcc -E     %6.2f s   nullaudit/gcc-E = %.2f\n' "$g" "$(echo "$a / ($g + 0.0001)" | bc -l)"
if [ "$s" != 0 ]; then
	printf 'sparse     %6.2f s   nullaudit/sparse = %.2f\n' "$s" "$(echo "$a / ($s + 0.0001)" | bc -l)"
fi
