#!/bin/sh
# The types the front end derives (--dump-types) against the hand-written
# block "check-types-start ... check-types-end" of each tests/types/*.c.
# A file may give extra flags on a "check-flags:" line (-std=c2x).
# A file may also carry "check-errors-start ... check-errors-end": the parse
# diagnostics (FILE:LINE:COL: message, without the "nullaudit: error: "
# prefix) expected on stderr, in order. Without that block stderr is not
# compared.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
cd "$NA_SRCDIR/tests/types" || exit 1
block() { sed -n "/check-$1-start/,/check-$1-end/p" "$2" | sed '1d;$d' | sed 's/^ \* //'; }
for f in *.c; do
	# "check-flags: ..." in a file: extra flags (-std=c2x)
	flags=$(sed -n 's/^[ *]*check-flags: *//p' "$f" | head -n 1)
	# shellcheck disable=SC2086
	"$NULLAUDIT" --dump-types $flags "$f" 2>"$t/err" | grep -v '^ \|: warning: \|: note: \|^nullaudit:' >"$t/got"
	block types "$f" >"$t/want"
	if ! diff -u "$t/want" "$t/got"; then
		echo "FAIL $f"
		fail=1
	fi
	if grep -q 'check-errors-start' "$f"; then
		sed -n 's/^nullaudit: error: //p' "$t/err" >"$t/goterr"
		block errors "$f" >"$t/wanterr"
		if ! diff -u "$t/wanterr" "$t/goterr"; then
			echo "FAIL $f: diagnostics differ"
			fail=1
		fi
	fi
done
exit $fail
