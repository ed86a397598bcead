#!/bin/sh
# Command-line behaviour: exit statuses, errors naming the input, JSON shape.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
check() { # check NAME WANT_STATUS GOT_STATUS
	if [ "$2" != "$3" ]; then echo "FAIL $1: exit $3, expected $2"; cat "$t/err"; fail=1; fi
}
has() { # has NAME FILE TEXT
	grep -qF -- "$3" "$2" || { echo "FAIL $1: '$3' not in output:"; cat "$2"; fail=1; }
}

printf 'int main(void) { return 0; }\n' >"$t/clean.c"
"$NULLAUDIT" "$t/clean.c" >"$t/out" 2>"$t/err"; check clean 0 $?

"$NULLAUDIT" "$t/missing.c" >"$t/out" 2>"$t/err"; check missing 2 $?
has missing "$t/err" "missing.c: cannot open"

printf 'int x;\0garbage' >"$t/bin.c"
"$NULLAUDIT" "$t/bin.c" >"$t/out" 2>"$t/err"; check binary 2 $?
has binary "$t/err" "bin.c:1: not a C source file"

printf '#include "nowhere.h"\nint x;\n' >"$t/inc.c"
"$NULLAUDIT" "$t/inc.c" >"$t/out" 2>"$t/err"; check missing-header 2 $?
has missing-header "$t/err" "inc.c:1:"
has missing-header "$t/err" "nowhere.h"

"$NULLAUDIT" --no-such-flag "$t/clean.c" >"$t/out" 2>"$t/err"; check unknown-flag 2 $?
has unknown-flag "$t/err" "unknown option '--no-such-flag'"

# a bad unit does not stop the others, and findings still decide the status
printf 'char *p = 0;\n' >"$t/bad.c"
"$NULLAUDIT" "$t/missing.c" "$t/bad.c" >"$t/out" 2>"$t/err"; check continue 1 $?
has continue "$t/out" "bad.c:1:11: warning: plain integer 0 used as null pointer"

# --preprocess-only: the token streams are made, nothing is printed but the
# counts; X(2) expands to ( 2 + 1 ), ONE expanded inside X's body
printf '#define ONE 1\n#define X(a) (a + ONE)\nint v = X(2);\n' >"$t/pp.c"
"$NULLAUDIT" --preprocess-only --stats "$t/pp.c" "$t/clean.c" >"$t/out" 2>"$t/err"; check pp-only 0 $?
[ -s "$t/out" ] && { echo "FAIL pp-only: printed to stdout:"; cat "$t/out"; fail=1; }
# int v = ( 2 + 1 ) ;  is 9 tokens, two expansions (X and ONE); clean.c 10 tokens
has pp-only "$t/err" "2 units preprocessed, 0 failed: 19 tokens, 2 macro expansions"
"$NULLAUDIT" --preprocess-only "$t/missing.c" >"$t/out" 2>"$t/err"; check pp-only-missing 2 $?

# gcc and kbuild flags are accepted
"$NULLAUDIT" -O2 -fno-strict-aliasing -Wall -std=gnu11 -m64 -DX=1 -I"$t" "$t/clean.c" >"$t/out" 2>"$t/err"
check gcc-flags 0 $?
"$NULLAUDIT" --kbuild >"$t/out" 2>"$t/err"; check kbuild-probe 0 $?
"$NULLAUDIT" --kbuild "$t/bad.c" >"$t/out" 2>"$t/err"; check kbuild 0 $?
has kbuild "$t/out" "[-Wzero-as-null]"
# kbuild's command line: sparse's CHECKFLAGS, then c_flags (-D__KERNEL__ must
# reach the preprocessor; -D__STDC__ is built in; -pg, --param are gcc's)
printf '#ifdef __KERNEL__\nchar *k = 0;\n#endif\n#if defined(__x86_64__) && defined(__linux__)\nchar *l = 0;\n#endif\n' >"$t/kern.c"
"$NULLAUDIT" --kbuild -D__linux__ -Dlinux -D__STDC__ -Dunix -D__unix__ -Wbitwise -Wno-return-void \
	-Wno-unknown-attribute --arch=x86 -mlittle-endian -m64 -Wp,-MMD,"$t/.kern.o.d" -nostdinc \
	-D__KERNEL__ -pg -mrecord-mcount --param=allow-store-data-races=0 -DKBUILD_MODNAME='"kern"' \
	-c -o "$t/kern.o" "$t/kern.c" >"$t/out" 2>"$t/err"; check kbuild-flags 0 $?
has kbuild-flags "$t/out" "kern.c:2:11: warning"
has kbuild-flags "$t/out" "kern.c:5:11: warning"

# -W options come from the rule table
"$NULLAUDIT" -Wno-zero-as-null "$t/bad.c" >"$t/out" 2>"$t/err"; check wno 0 $?
"$NULLAUDIT" -Werror=zero-as-null "$t/bad.c" >"$t/out" 2>"$t/err"; check werror 1 $?
has werror "$t/out" "error: plain integer 0"

# JSON: the fields of SPEC section 5
"$NULLAUDIT" --format=json -include stddef.h "$t/bad.c" >"$t/out.json" 2>"$t/err"; check json 1 $?
python3 - "$t/out.json" <<'PY' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
assert d["tool"] == {"name": "nullaudit", "version": d["tool"]["version"]}
f = d["findings"][0]
for k, ty in [("rule", str), ("severity", str), ("message", str), ("file", str), ("line", int),
              ("column", int), ("spelling", str), ("context", str), ("expected_type", str),
              ("expansions", list), ("expansion_count", int)]:
    assert isinstance(f[k], ty), k
assert (f["rule"], f["line"], f["column"], f["spelling"], f["context"], f["expected_type"]) == \
    ("zero-as-null", 1, 11, "0", "initializer", "char *"), f
assert f["fix"] == {"file": f["file"], "line": 1, "column": 11, "end_column": 12, "replacement": "NULL"}, f["fix"]
s = d["stats"]
for k in ["translation_units", "configs", "parse_failures", "expressions", "untyped_expressions", "seconds"]:
    assert k in s, k
assert s["translation_units"] == 1
PY

# -o writes the report atomically and leaves stdout empty
"$NULLAUDIT" --format=json -o "$t/r.json" "$t/bad.c" >"$t/out" 2>"$t/err"; check output 1 $?
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$t/r.json" || { echo "FAIL -o: bad JSON"; fail=1; }
[ -s "$t/out" ] && { echo "FAIL -o: stdout not empty"; fail=1; }

exit $fail
