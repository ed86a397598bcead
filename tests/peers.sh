#!/bin/sh
# The peers' corpus (tests/peers/*.c): cases written in the spirit of
# sparse's validation/, GCC's gcc.dg, clang's test/Sema, cppcheck and
# Coccinelle's badzero.cocci for the constructs nullaudit checks, each with
# its expected findings checked by hand (check-findings block, optional
# check-flags, as tests/run-check.sh). Prints the score: expected findings
# found, missed, and findings not expected; fails unless all match.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cd "$NA_SRCDIR/tests/peers" || exit 1
want=0 found=0 extra=0
for f in *.c; do
	flags=$(sed -n 's/^[ *]*check-flags: *//p' "$f" | head -n 1)
	# shellcheck disable=SC2086
	"$NULLAUDIT" --color=never $flags "$f" 2>/dev/null |
		sed -n 's/^\([^ ][^:]*:[0-9]*:[0-9]*\): \(warning\|error\): .*\[-W\(error=\)\{0,1\}\([a-z-]*\)\]$/\1: \4/p' |
		sort >"$t/got"
	sed -n '/check-findings-start/,/check-findings-end/p' "$f" | sed '1d;$d' | sed 's/^[ *]*//' |
		sort >"$t/want"
	n=$(wc -l <"$t/want")
	ok=$(comm -12 "$t/want" "$t/got" | wc -l)
	x=$(comm -13 "$t/want" "$t/got" | wc -l)
	want=$((want + n)) found=$((found + ok)) extra=$((extra + x))
	comm -23 "$t/want" "$t/got" | sed 's/^/missed:     /'
	comm -13 "$t/want" "$t/got" | sed 's/^/unexpected: /'
done
echo "peers: $found of $want expected findings, $extra unexpected"
[ "$found" -eq "$want" ] && [ "$extra" -eq 0 ]
