#!/bin/sh
# __FILE__ and __BASE_FILE__ as gcc makes them when a compile database names
# the unit relative to its directory ("src/u.c", as make and autotools
# builds do): the input file as given; a header found next to its includer
# after the includer's name ("src/h1.h"); one found through an include
# directory after the directory as given ("./cfg.h" through -I., "inc/h2.h"
# through -Iinc/, an absolute name through an absolute -I), and an -include
# file as given. Compared with gcc -E run in the unit's directory.
set -u
: "${NULLAUDIT:?}"
command -v gcc > /dev/null || { echo "FAIL: gcc missing (scripts/install-deps.sh installs it)"; exit 1; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
d=$t/build
mkdir -p "$d/src/sub" "$d/inc" "$d/absinc" "$d/quote"
cat > "$d/src/u.c" <<'C'
F0 __FILE__ __BASE_FILE__
#include "h1.h"
#include "cfg.h"
#include "h2.h"
#include "absh.h"
#include "sub/s.h"
#include "qh.h"
#include <h2.h>
F9 __FILE__ __LINE__
C
echo 'H1 __FILE__ __BASE_FILE__' > "$d/src/h1.h"
echo 'CF __FILE__' > "$d/cfg.h"
printf 'H2 __FILE__\n#include "h3.h"\n' > "$d/inc/h2.h"
echo 'H3 __FILE__ __BASE_FILE__' > "$d/inc/h3.h"
echo 'AB __FILE__' > "$d/absinc/absh.h"
printf 'S __FILE__\n#include "../h1.h"\n' > "$d/src/sub/s.h"
echo 'Q __FILE__' > "$d/quote/qh.h"
echo 'PRE __FILE__' > "$d/pre.h"
cat > "$d/compile_commands.json" <<J
[{"directory": "$d", "file": "src/u.c",
  "arguments": ["gcc", "-I.", "-Iinc/", "-I$d/absinc", "-iquote", "quote",
                "-include", "./pre.h", "-c", "-o", "src/u.o", "src/u.c"]}]
J
fail=0
(cd "$d" && gcc -I. -Iinc/ -I"$d/absinc" -iquote quote -include ./pre.h -E src/u.c) \
	| grep -E '^ *[A-Z][A-Z0-9]* "' | tr -s ' ' > "$t/gcc" || true
"$NULLAUDIT" -p "$d/compile_commands.json" -E "$d/src/u.c" \
	| grep -E '^ *[A-Z][A-Z0-9]* "' | tr -s ' ' > "$t/ours" || true
[ "$(wc -l < "$t/gcc")" -ge 11 ] || { echo "FAIL: gcc printed:"; cat "$t/gcc"; fail=1; }
grep -q '^H2 "inc/h2.h"' "$t/gcc" || { echo "FAIL: not gcc's naming:"; cat "$t/gcc"; fail=1; }
if ! cmp -s "$t/gcc" "$t/ours"; then
	echo "FAIL: __FILE__ differs from gcc -E"
	diff "$t/gcc" "$t/ours"
	fail=1
fi
exit $fail
