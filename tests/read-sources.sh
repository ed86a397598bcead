#!/bin/sh
# mcpp reads every source file whole, the main file too (mcpp patch 0104:
# read_source(), open_input()), not through stdio, whose ftell() was an
# lseek() system call for each line read. Files included twice without a
# guard, empty ones, ones without a last newline or with a byte order mark
# must give gcc -E's tokens and the right lines.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
if ! command -v python3 >/dev/null 2>&1 || ! command -v gcc >/dev/null 2>&1; then
	echo "read-sources.sh: python3 and gcc are needed (scripts/install-deps.sh installs them)" >&2
	exit 1
fi

printf '' >empty.h
# no guard: read again at each #include, its line numbers each time
printf '#ifndef SECOND\nchar *first = 0;\n#define SECOND\n#else\nchar *second = 0;\n#endif\n' >twice.h
printf 'int no_newline(void);\nint last_line' >nonl.h
printf '\357\273\277int bom_h;\n' >bom.h
cat >main.c <<'EOF'
#include "empty.h"
#include "twice.h"
#include "empty.h"
#include "twice.h"
#include "nonl.h"
;
#include "bom.h"
char *in_main = 0;
EOF
python3 "$NA_SRCDIR/scripts/tokcmp.py" --nullaudit "$NULLAUDIT" --list -- main.c >tok.out 2>&1 ||
	{ bad "main.c: not token-identical to gcc -E"; head -c 2000 tok.out; }
"$NULLAUDIT" --no-cache --format=json main.c >out.json 2>err
[ $? = 1 ] || { bad "main.c: exit status"; cat err; }
python3 - out.json <<'PY' || bad "main.c: findings"
import json, sys
r = json.load(open(sys.argv[1]))
got = sorted((f["file"], f["line"], f["column"]) for f in r["findings"])
want = [("main.c", 8, 17), ("twice.h", 2, 15), ("twice.h", 5, 16)]
if got != want:
    print("findings:", got); sys.exit(1)
PY
# an empty main file, and one that is only a byte order mark
printf '' >nothing.c
"$NULLAUDIT" --no-cache nothing.c >out 2>err || { bad "nothing.c"; cat err; }
printf '\357\273\277' >bomonly.c
"$NULLAUDIT" --no-cache bomonly.c >out 2>err || { bad "bomonly.c"; cat err; }

# the system calls: no lseek() a line (a header included 200 times
# without a guard was 200 x its lines of lseek)
if command -v strace >/dev/null 2>&1 && strace -f -o /dev/null true 2>/dev/null; then
	{ printf 'int a;\n'; for i in $(seq 1 50); do printf '/* line %d */\n' "$i"; done; } >many.h
	for i in $(seq 1 200); do echo '#include "many.h"'; done >many.c
	strace -f -e trace=lseek -o trace.txt "$NULLAUDIT" --no-cache many.c >/dev/null 2>err
	n=$(grep -c 'lseek(' trace.txt)
	[ "$n" -lt 100 ] || bad "many.c: $n calls of lseek()"
else
	echo "read-sources.sh: strace cannot run here; the system calls are not counted"
fi
exit $fail
