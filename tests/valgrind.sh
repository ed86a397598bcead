#!/bin/sh
# Under valgrind (memcheck): no invalid access and no uninitialised read,
# mcpp's included, on the preprocessor cases and a checking run; and the
# same input gives byte-identical token dumps twice.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
command -v valgrind >/dev/null 2>&1 || { echo "FAIL: valgrind missing (scripts/install-deps.sh installs it)"; exit 1; }
if nm "$NULLAUDIT" 2>/dev/null | grep -q __asan_init; then
	echo "sanitizer build: valgrind cannot run it"
	exit 77
fi
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
cd "$NA_SRCDIR/tests/pp" || exit 1
for f in is-enabled.c counter.c directive-in-args.c va-args-paste.c self-arg.c has-features.c; do
	valgrind -q --error-exitcode=9 "$NULLAUDIT" --dump-tokens -Iinc1 "$f" >"$t/a" 2>"$t/err"
	if [ $? = 9 ]; then
		echo "FAIL $f: valgrind reports"
		head -20 "$t/err"
		fail=1
	fi
	"$NULLAUDIT" --dump-tokens -Iinc1 "$f" >"$t/b" 2>/dev/null
	cmp -s "$t/a" "$t/b" || { echo "FAIL $f: dumps differ between runs"; fail=1; }
done
cd "$NA_SRCDIR/tests/checks" || exit 1
valgrind -q --error-exitcode=9 "$NULLAUDIT" -Iinclude provenance.c sentinel.c >/dev/null 2>"$t/err"
[ $? = 9 ] && { echo "FAIL checking run: valgrind reports"; head -20 "$t/err"; fail=1; }
exit $fail
