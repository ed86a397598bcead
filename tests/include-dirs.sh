#!/bin/sh
# A header in a subdirectory (<sub/h.h>) is looked for in each include
# directory in turn; mcpp asks for the subdirectory first and passes over
# a directory that has none (mcpp patch 0107, norm_path()). The header
# must be the one gcc finds: in the first directory whose subdirectory
# has it, not in one whose subdirectory lacks it or is a file, and
# through "..". tests/cache.sh has a subdirectory that appears later.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
if ! command -v python3 >/dev/null 2>&1 || ! command -v gcc >/dev/null 2>&1; then
	echo "include-dirs.sh: python3 and gcc are needed (scripts/install-deps.sh installs them)" >&2
	exit 1
fi
mkdir -p none empty/sub file full/sub full/deep/er later/sub later/deep/er
: >file/sub                                   # a file, not a directory
echo 'int wrong_empty;' >empty/other.h        # empty/sub has no h.h
echo 'char *from_full = 0;' >full/sub/h.h
echo 'char *from_later = 0;' >later/sub/h.h
echo 'char *deep_full = 0;' >full/deep/er/d.h
echo 'int up_one;' >full/up.h
cat >main.c <<'EOF2'
#include <sub/h.h>
#include <deep/er/d.h>
#include <sub/../up.h>
#include "sub/h.h"
EOF2
I="-Inone -Iempty -Ifile -Ifull -Ilater"
# shellcheck disable=SC2086
python3 "$NA_SRCDIR/scripts/tokcmp.py" --nullaudit "$NULLAUDIT" --list -- $I main.c >tok.out 2>&1 ||
	{ bad "main.c: not token-identical to gcc -E"; head -c 2000 tok.out; }
# shellcheck disable=SC2086
"$NULLAUDIT" --no-cache --format=json $I main.c >out.json 2>err
python3 - out.json <<'PY' || bad "main.c: findings"
import json, sys
r = json.load(open(sys.argv[1]))
got = sorted((f["file"], f["line"]) for f in r["findings"])
want = [("full/deep/er/d.h", 1), ("full/sub/h.h", 1)]
if got != want:
    print("findings:", got); sys.exit(1)
PY
# the system calls: a header of a subdirectory that five directories
# before it lack costs one stat() of each subdirectory, not one of each
# header in each directory
if command -v strace >/dev/null 2>&1 && strace -f -o /dev/null true 2>/dev/null; then
	mkdir -p d1 d2 d3 d4 d5 last/many
	for i in $(seq 1 40); do echo "int v$i;" >last/many/h$i.h; echo "#include <many/h$i.h>"; done >many.c
	strace -f -e trace=stat,newfstatat,statx -o trace.txt "$NULLAUDIT" --no-cache -Id1 -Id2 -Id3 -Id4 -Id5 \
		-Ilast many.c >/dev/null 2>err
	n=$(grep -c '/many/h[0-9]*\.h".*ENOENT' trace.txt)
	[ "$n" -lt 20 ] || bad "many.c: $n failed stat() calls of headers in directories without many/"
else
	echo "include-dirs.sh: strace cannot run here; the system calls are not counted"
fi
exit $fail
