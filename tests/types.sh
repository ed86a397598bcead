#!/bin/sh
# The types the front end derives (--dump-types) against the hand-written
# block "check-types-start ... check-types-end" of each tests/types/*.c.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
cd "$NA_SRCDIR/tests/types" || exit 1
for f in *.c; do
	"$NULLAUDIT" --dump-types "$f" 2>/dev/null | grep -v '^ \|: warning: \|: note: \|^nullaudit:' >"$t/got"
	sed -n '/check-types-start/,/check-types-end/p' "$f" | sed '1d;$d' | sed 's/^ \* //' >"$t/want"
	if ! diff -u "$t/want" "$t/got"; then
		echo "FAIL $f"
		fail=1
	fi
done
exit $fail
