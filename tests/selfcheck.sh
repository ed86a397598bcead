#!/bin/sh
# The project's own sources (src/*.c, tests/fuzz/*.c) parse clean: no
# preprocessor or parser error, no untyped expression, no finding.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
b=${top_builddir:-$NA_SRCDIR}
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mcpp_inc=$b/third_party/mcpp/include
[ -f "$mcpp_inc/mcpp_lib.h" ] || { echo "skip selfcheck: no configured build with mcpp_lib.h"; exit 77; }
"$NULLAUDIT" --stats -std=gnu11 -D_GNU_SOURCE -DNA_DATADIR='"x"' -DNA_SRCDIR='"x"' -DPACKAGE_VERSION='"x"' \
	-I"$NA_SRCDIR/include" -I"$mcpp_inc" $(pkg-config --cflags yaml-0.1) \
	"$NA_SRCDIR"/src/*.c "$NA_SRCDIR"/tests/fuzz/*.c >"$t/out" 2>"$t/err"
st=$?
if [ $st -ne 0 ] || ! grep -q ' 0 untyped$' "$t/err"; then
	echo "FAIL selfcheck: exit $st"
	cat "$t/out" "$t/err"
	exit 1
fi
echo "ok selfcheck: $(tail -1 "$t/err")"
