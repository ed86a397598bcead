#!/bin/sh
# A compile command's -m32, -m64 or -mx32 picks the x86 preset of that ABI,
# as gcc's driver does: strace builds its mpers units with -m32 and -mx32
# from one compile_commands.json, and they were checked with x86_64's
# predefines (138 of its 341 units not token-identical to gcc -E). Each unit
# asserts its ABI's sizes, so a wrong preset is a failed _Static_assert (an
# error, exit 2), and has one finding; the last of the flags wins.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
cat > u32.c <<'EOF2'
_Static_assert(sizeof(long) == 4 && sizeof(void *) == 4 && sizeof(long double) == 12, "i386");
#if !defined __i386__ || defined __x86_64__
#error not i386
#endif
char *p32 = 0;
EOF2
cat > ux32.c <<'EOF2'
_Static_assert(sizeof(long) == 4 && sizeof(void *) == 4 && sizeof(long double) == 16, "x32");
#if !defined __x86_64__ || !defined __ILP32__
#error not x32
#endif
char *px32 = 0;
EOF2
cat > u64.c <<'EOF2'
_Static_assert(sizeof(long) == 8 && sizeof(void *) == 8, "x86_64");
#if !defined __x86_64__ || defined __ILP32__
#error not x86_64
#endif
char *p64 = 0;
EOF2
cp u64.c u32then64.c
cat > compile_commands.json <<EOF2
[
 {"directory": "$t", "file": "u32.c", "arguments": ["gcc", "-m32", "-c", "u32.c"]},
 {"directory": "$t", "file": "ux32.c", "arguments": ["gcc", "-mx32", "-c", "ux32.c"]},
 {"directory": "$t", "file": "u64.c", "arguments": ["gcc", "-c", "u64.c"]},
 {"directory": "$t", "file": "u32then64.c", "arguments": ["gcc", "-m32", "-O2", "-m64", "-c", "u32then64.c"]}
]
EOF2
"$NULLAUDIT" --no-config --no-cache -p compile_commands.json --format=json -o out.json 2> err.txt
rc=$?
[ $rc -eq 1 ] || { bad "exit status $rc (want 1: findings, no error)"; cat err.txt; }
for v in p32 px32 p64; do
	has out.json "variable '$v'"
done
hasnt out.json '"errors": [{'
# each unit alone too, and with -j2 (workers make the presets themselves)
"$NULLAUDIT" --no-config --no-cache -p compile_commands.json -j2 u32.c ux32.c > j2.txt 2>&1
has j2.txt "2 findings"
hasnt j2.txt "error"
# the preprocessed text is the one of the unit's ABI
"$NULLAUDIT" --no-config --no-cache -p compile_commands.json -E u32.c > e32.txt 2>&1 || bad "-E u32.c failed"
has e32.txt "char * p32 = 0 ;"
if command -v gcc > /dev/null && gcc -m32 -E u32.c > /dev/null 2>&1; then
	gcc -m32 -fsyntax-only u32.c 2> /dev/null || bad "gcc -m32 rejects u32.c"
fi
exit $fail
