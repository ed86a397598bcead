#!/bin/sh
# Bad input catalogue: each gives a clear error naming the input (and the
# place where there is one), the other units are still checked, findings
# already made are still reported, and nothing crashes.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cd "$t" || exit 1
fail=0
# run NAME WANT_STATUS MESSAGE FILE...: checks the status, the message in
# stderr, and that good.c (always given too) was still checked
run() {
	name=$1 want=$2 msg=$3
	shift 3
	"$NULLAUDIT" "$@" good.c >out 2>err
	got=$?
	[ "$got" = "$want" ] || { echo "FAIL $name: exit $got, expected $want"; cat err; fail=1; }
	grep -qF -- "$msg" err || { echo "FAIL $name: '$msg' not in stderr:"; cat err; fail=1; }
	grep -qF "good.c:1:11: warning" out || { echo "FAIL $name: good.c was not checked"; fail=1; }
	grep -q "AddressSanitizer\|runtime error\|Segmentation" err && { echo "FAIL $name: crash"; fail=1; }
}
printf 'char *p = 0;\n' >good.c
printf 'int x;\0int y;\n' >nul.c
run nul-byte 1 "nul.c:1: not a C source file (NUL byte" nul.c
printf 'int \377\376 x;\n' >utf8.c
run invalid-utf8 1 "utf8.c:1:" utf8.c
printf 'char *q = 0;\r\nint x;\r\n' >crlf.c
"$NULLAUDIT" crlf.c >out 2>err; [ $? = 1 ] && grep -q "crlf.c:1:11: warning" out ||
	{ echo "FAIL crlf: finding not at 1:11"; fail=1; }
printf 'char *q = 0;' >nonl.c
"$NULLAUDIT" nonl.c >out 2>err; [ $? = 1 ] && grep -q "nonl.c:1:11: warning" out ||
	{ echo "FAIL no-final-newline"; fail=1; }
printf 'int x; /* never closed\nint y;\n' >ucom.c
run unterminated-comment 1 "ucom.c:2: End of input with unterminated comment" ucom.c
printf 'const char *s = "never closed;\nint y;\n' >ustr.c
run unterminated-string 1 "ustr.c:1: Unterminated string literal" ustr.c
printf '#include "cycle.c"\nint x;\n' >cycle.c
run include-cycle 1 "nesting of #include" cycle.c
printf '#error stop here %%s%%s%%n\n' >err.c
run error-directive 1 "err.c:1: #error stop here %s%s%n" err.c
printf '#define A B\n#define B A\nint A;\n' >rec.c
"$NULLAUDIT" rec.c >out 2>err; [ $? = 0 ] || { echo "FAIL recursive-macros"; cat err; fail=1; }
awk 'BEGIN { printf "int a = "; for (i = 0; i < 5000000; i++) printf "1+"; print "1;" }' >long.c
run long-line-10MB 1 "long.c:1: Too long source line" long.c
# resource limits: each a diagnostic, never a crash or exhaustion
awk 'BEGIN { printf "int a = "; for (i = 0; i < 20000; i++) print "("; print "1"; for (i = 0; i < 20000; i++) print ")"; print ";" }' >deep.c
run parser-nesting-parens 1 "deep.c:1001:1: nesting deeper than 1000 levels (parser limit); declaration skipped" deep.c
awk 'BEGIN { printf "void f(void) "; for (i = 0; i < 20000; i++) print "{"; for (i = 0; i < 20000; i++) print "}" }' >deepb.c
run parser-nesting-blocks 1 "deepb.c:1002:1: nesting deeper than 1000 levels" deepb.c
awk 'BEGIN { printf "int a = "; for (i = 0; i < 20000; i++) print "{"; print "1"; for (i = 0; i < 20000; i++) print "}"; print ";" }' >deepi.c
run parser-nesting-initializer 1 "deepi.c:1001:1: nesting deeper than 1000 levels" deepi.c
awk 'BEGIN { for (i = 0; i < 300; i++) print "#if 1"; print "int x;"; for (i = 0; i < 300; i++) print "#endif" }' >deepif.c
run if-nesting 1 "deepif.c:257: More than 256 nesting of #if" deepif.c
# The limits below are those of the pass with provenance, which a unit
# goes through when it could have a finding (the first line of each);
# without one, the pass without provenance checks it all (main.c's
# screening), with neither limit
awk 'BEGIN { print "#define A0 n += 1;"; for (i = 1; i <= 14; i++) printf "#define A%d A%d A%d\n", i, i - 1, i - 1;
	print "int f(void) { int n = 0;"; for (i = 0; i < 30; i++) print "A14"; print "return n; }" }' >bomb.c
{ echo 'char *bad = 0;'; cat bomb.c; } >bombf.c
run macro-tracing-limit 1 "bombf.c:18: Too many nested macros in tracing" bombf.c
grep -q "bombf.c: 10 more preprocessor errors not shown" err || { echo "FAIL error cap"; cat err; fail=1; }
"$NULLAUDIT" bomb.c >out 2>err || { echo "FAIL macro-tracing-limit: bomb.c, no finding, not checked"; cat err; fail=1; }
[ -s err ] && { echo "FAIL macro-tracing-limit: bomb.c, no finding, not checked"; cat err; fail=1; }
awk 'BEGIN { print "#define A0 n += 1;"; for (i = 1; i <= 10; i++) printf "#define A%d A%d A%d\n", i, i - 1, i - 1;
	print "int f(void) { int n = 0;"; for (i = 0; i < 60; i++) print "A10"; print "return n; }" }' >big.c
{ echo 'char *bad = 0;'; cat big.c; } >bigf.c
NULLAUDIT_PP_LIMIT_MIB=1 run output-limit 1 "bigf.c:1: preprocessed output over the limit of 1 MiB (a runaway macro expansion?); unit stopped" bigf.c
grep -q "bigf.c:.*\[parse\]" err && { echo "FAIL output-limit: the cut unit was parsed"; fail=1; }
NULLAUDIT_PP_LIMIT_MIB=1 "$NULLAUDIT" big.c >out 2>err || { echo "FAIL output-limit: big.c, no finding, not checked"; cat err; fail=1; }
mkdir adir
run directory 1 "adir: is a directory" adir
run missing-file 1 "nothere.c: cannot open" nothere.c
echo '[]' >empty.json
"$NULLAUDIT" -p empty.json >out 2>err; [ $? = 2 ] && grep -q "empty.json: no units" err ||
	{ echo "FAIL empty compile database"; fail=1; }
printf '[{"file": "x.c", ' >bad.json
"$NULLAUDIT" -p bad.json >out 2>err; [ $? = 2 ] && grep -q "bad.json:1:" err ||
	{ echo "FAIL malformed compile database"; cat err; fail=1; }
# a well-formed database is skimmed (src/compdb.c): a command with
# escapes, arguments with other values among them, members it does not
# use; a trailing comma is found by the full reading, with its place
printf '#ifdef FOO\nint f = BAR;\n#endif\nint g = BAZ;\n' >db1.c
cp db1.c db2.c
printf '[ {"directory": "%s", "arguments": ["gcc", 7, "-DFOO", "-DBAR=\\"a\\\\\\"b\\"", "-c", "db1.c"],\n   "file": "db1.c", "output": {"o": [1.5e3, true, null]}},\n  {"directory": "%s", "file": "db2.c", "command": "gcc -DFOO -DBAR=\\\\\\"q\\\\\\" -DBAZ=\\u0033 -c db2.c"} ]\n' "$PWD" "$PWD" >skim.json
"$NULLAUDIT" -p skim.json -E db1.c >out 2>err && grep -q 'int f = "a\\"b" ;' out ||
	{ echo "FAIL skimmed database (arguments)"; cat skim.json out err; fail=1; }
"$NULLAUDIT" -p skim.json -E db2.c >out 2>err && grep -q 'int f = "q" ;' out && grep -q 'int g = 3 ;' out ||
	{ echo "FAIL skimmed database (command)"; cat skim.json out err; fail=1; }
printf '[{"file": "x.c", "command": "gcc -c x.c", "output": sun}]' >word.json
"$NULLAUDIT" -p word.json >out 2>err; [ $? = 2 ] && grep -q "word.json:1:[0-9]*: malformed compile database: expected a value" err ||
	{ echo "FAIL a bare word in a compile database"; cat err; fail=1; }
printf '[{"file": "x.c", "command": "gcc -c x.c",}]' >comma.json
"$NULLAUDIT" -p comma.json >out 2>err; [ $? = 2 ] && grep -q "comma.json:1:[0-9]*: malformed compile database" err ||
	{ echo "FAIL trailing comma in a compile database"; cat err; fail=1; }
printf 'configs: [\n' >bad.yaml
"$NULLAUDIT" --config bad.yaml >out 2>err; [ $? = 2 ] && grep -q "bad.yaml:" err ||
	{ echo "FAIL malformed YAML"; cat err; fail=1; }
"$NULLAUDIT" --frobnicate good.c >out 2>err; [ $? = 2 ] && grep -q "unknown option '--frobnicate'" err ||
	{ echo "FAIL unknown option"; fail=1; }
# results already made are written with -o even when a unit fails
"$NULLAUDIT" --format=json -o res.json nothere.c good.c >out 2>err
grep -q '"line": 1, "column": 11' res.json || { echo "FAIL -o after a failed unit"; fail=1; }
exit $fail
