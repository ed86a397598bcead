#!/bin/bash
# tests/fix-null-defined.sh -- a fix writes NULL only where NULL is defined:
# gzip.c's license table ends in 0 above its first #include, and the fix
# made it `NULL};` with no header read yet (gcc: 'NULL' undeclared). Every
# case below is checked twice: the fixes that are offered, and the fixed
# unit compiled by gcc.
. "$NA_SRCDIR/tests/lib.sh"

# 1. Before the first #include, between #undef NULL and a new #define, and
#    after it; a #define NULL of the unit's own.
cat > "$t/order.c" <<'C'
static char const *const msgs[] = {
"first line",
0};
#include <stddef.h>
char *after_include = 0;
#undef NULL
char *after_undef = 0;
#define NULL ((void *)0)
char *after_define = 0;
C
"$NULLAUDIT" --format=json "$t/order.c" > "$t/order.json"
python3 - "$t/order.json" > "$t/order.out" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for f in sorted(r["findings"], key=lambda f: f["line"]):
    print(f["line"], f["rule"], "fix" if "fix" in f else "nofix")
PY
cat > "$t/order.want" <<'W'
3 zero-as-null nofix
5 zero-as-null fix
7 zero-as-null nofix
9 zero-as-null fix
W
diff -u "$t/order.want" "$t/order.out" || bad "fixes offered before/after NULL is defined"
"$NULLAUDIT" "$t/order.c" > "$t/order.txt" 2>&1
has "$t/order.txt" "no automatic fix: NULL is not defined at this point of the unit"
(cd "$t" && "$NULLAUDIT" --format=diff order.c > order.diff; patch -s -p1 < order.diff) ||
	bad "the diff does not apply"
gcc -fsyntax-only -Werror "$t/order.c" 2> "$t/gcc.err" || { bad "fixed unit does not compile"; cat "$t/gcc.err"; }
has "$t/order.c" "char *after_define = NULL;"
has "$t/order.c" "char *after_include = NULL;"

# 2. NULL from the command line (-D) is defined from the start.
printf 'char *p = 0;\n' > "$t/dflag.c"
"$NULLAUDIT" --format=json -DNULL='((void*)0)' "$t/dflag.c" > "$t/dflag.json"
has "$t/dflag.json" '"replacement": "NULL"'
"$NULLAUDIT" --format=json "$t/dflag.c" > "$t/none.json"
hasnt "$t/none.json" '"replacement"'

# 3. Two configurations: one includes <stddef.h> first, one does not. The
#    spelling takes one fix for both or none: none.
mkdir -p "$t/mc"
cat > "$t/mc/u.c" <<'C'
#ifdef WITH_STDDEF
#include <stddef.h>
#endif
char *p = 0;
C
cat > "$t/mc/audit.yaml" <<'Y'
version: 1
sources:
  files: [u.c]
configs:
  - name: with
    defines: {WITH_STDDEF: 1}
  - name: without
    defines: {OTHER: 1}
Y
(cd "$t/mc" && "$NULLAUDIT" --no-config --config audit.yaml --format=json > r.json)
has "$t/mc/r.json" '"configs": ["with", "without"]'
hasnt "$t/mc/r.json" '"replacement"'
(cd "$t/mc" && "$NULLAUDIT" --config audit.yaml > r.txt 2>&1)
has "$t/mc/r.txt" "no automatic fix: NULL is not defined"
exit $fail
