#!/bin/bash
# tests/compdb-args.sh -- compile commands as build systems write them:
# GCC response files (@FILE, written by CMake and meson for long commands;
# quoted words, one inside another), -Wp,-DX,-UY and -Xpreprocessor -DX.
# Their -I, -D and -U were dropped (the unit then lost to "Can't open
# include file", or checked with the wrong macros). The unit is also
# compared token for token with gcc -E run with the same command.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
mkdir -p inc 'sp ace' build
printf '#define ZERO 0\n' > inc/cfg.h
printf '#define SPACED 1\n' > 'sp ace/sp.h'
cat > a.c <<'C'
#include "cfg.h"
#include "sp.h"
#if !defined(FROM_NESTED) || !defined(FROM_WP) || defined(UNDONE) || !defined(FROM_XPP)
#error flags lost
#endif
char *p = ZERO;
int q = SPACED + FROM_WP + FROM_XPP;
C
printf -- '"-I%s/sp ace" @nested.rsp\n' "$t" > build/flags.rsp
printf -- '-DFROM_NESTED=1 -DUNDONE\n' > build/nested.rsp
cat > build/compile_commands.json <<JSON
[{"directory": "$t/build", "file": "../a.c",
  "command": "cc @flags.rsp -Wp,-DFROM_WP=2,-UUNDONE -Xpreprocessor -DFROM_XPP=3 -I../inc -c ../a.c -o a.o"}]
JSON
"$NULLAUDIT" -p build/compile_commands.json > out.txt 2> err.txt
st=$?
[ $st = 1 ] || { bad "exit $st, expected 1 (one finding)"; cat err.txt; }
has out.txt "inc/cfg.h:1:14: warning: macro 'ZERO' expands to integer 0"
hasnt err.txt "error"
python3 "$NA_SRCDIR/scripts/tokcmp.py" --nullaudit "$NULLAUDIT" -p build/compile_commands.json > tok.txt 2>&1 ||
	{ bad "not token-identical to gcc -E"; cat tok.txt; }
has tok.txt "1 identical"
# a response file that cannot be read: kept as written (as GCC does), and
# said; the unit then misses its flags and says that too
cat > build/compile_commands.json <<JSON
[{"directory": "$t/build", "file": "../a.c", "command": "cc @missing.rsp -c ../a.c"}]
JSON
"$NULLAUDIT" -p build/compile_commands.json > out2.txt 2> err2.txt
has err2.txt "warning: response file $t/build/missing.rsp"
has err2.txt "Can't open include file"
# a mixed project: the units that are not C are left out and counted, by
# -x, by the driver (g++ compiles a .c file as C++) and by the suffix
printf 'class A { public: int *p = 0; };\n' > b.cpp
printf '#include <stddef.h>\nchar *c = 0;\n' > c.c
cp c.c gxx.c
cp c.c asm.c
cat > mixed.json <<JSON
[{"directory": "$t", "file": "b.cpp", "command": "c++ -c b.cpp"},
 {"directory": "$t", "file": "c.c", "command": "cc -c c.c"},
 {"directory": "$t", "file": "gxx.c", "command": "/usr/bin/g++ -c gxx.c"},
 {"directory": "$t", "file": "asm.c", "arguments": ["cc", "-x", "assembler-with-cpp", "-c", "asm.c"]},
 {"directory": "$t", "file": "d.S", "command": "cc -c d.S"}]
JSON
"$NULLAUDIT" -p mixed.json > mixed.out 2> mixed.err
st=$?
[ $st = 1 ] || { bad "mixed: exit $st, expected 1"; cat mixed.err; }
has mixed.err "nullaudit: note: mixed.json: 4 units not in C left out (C++, assembler)"
has mixed.err "1 finding (zero-as-null: 1) in 1 unit"
hasnt mixed.err "error"
"$NULLAUDIT" -p mixed.json b.cpp > /dev/null 2> only.err
st=$?
[ $st = 2 ] || bad "only C++ asked for: exit $st, expected 2"
has only.err "error: mixed.json: no units to check in C"
# a database the quick reader leaves to the JSON parser (an escaped key, a
# \u escape in a value) reads the same: its units checked with their flags
mkdir -p esc
printf 'char *p = X;\n' > esc/e.c
cat > esc/compile_commands.json <<JSON
[{"directory": "$t/esc", "fil\\u0065": "e.c", "command": "cc -DX=\\u0030 -c e.c"}]
JSON
"$NULLAUDIT" -p esc > esc.out 2> esc.err
st=$?
[ $st = 1 ] || { bad "escaped database: exit $st, expected 1"; cat esc.err; }
has esc.out "esc/e.c:1:11: warning: macro 'X' expands to integer 0"
exit $fail
