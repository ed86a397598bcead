#!/bin/sh
# Locations are exact or absent (SPEC 3). tests/locations/*.c: findings
# at hand-checked places (comments and splices across lines, tabs, UTF-8,
# blanks after a call F(A), #line and linemarkers, spellings a macro
# stringizes); --fix on a copy of each gives the *.fixed file written from
# edits listed by hand, byte for byte, and gcc accepts it; a spelling that
# a macro stringizes has no fix; a fix whose bytes the file no longer holds
# is an internal error (exit 3), and the file is not edited, nor is one at
# column 0; a fix of a file that is gone is no diff.
set -u
: "${NULLAUDIT:=./nullaudit}"
: "${NA_SRCDIR:=.}"
na=$NULLAUDIT
case $na in /*) ;; *) na=$(pwd)/$na ;; esac
src=$(cd "$NA_SRCDIR/tests/locations" && pwd) || exit 1
status=0
fail() { echo "locations.sh: $*" >&2; status=1; }
for c in "$src"/*.c; do
	NULLAUDIT=$na sh "$NA_SRCDIR/tests/run-check.sh" "$c" || status=1
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$src"/*.c "$src"/*.y "$tmp"/
cd "$tmp" || exit 1
for c in comments call-blanks stringize line; do
	"$na" -include stddef.h --fix "$c.c" >/dev/null 2>"$c.err"
	cmp "$c.c" "$src/$c.c.fixed" || { diff -u "$src/$c.c.fixed" "$c.c"; fail "--fix $c.c differs"; }
	gcc -fsyntax-only -w -include stddef.h "$c.c" || fail "$c.c does not compile after --fix"
done
# #line: the fixes went to parse.y, where its bytes are the spelling
cmp parse.y "$src/parse.y.fixed" || fail "--fix line.c: parse.y differs"
# stringized: the three spellings in assert() and CHECK() have no fix
cp "$src/stringize.c" s.c
n=$("$na" -include stddef.h --format=json s.c 2>/dev/null | grep -c '"fix"')
[ "$n" = 1 ] || fail "stringize.c: $n fixes in JSON, expected 1"
"$na" s.c 2>/dev/null | grep -q "no automatic fix: macro 'assert' also turns this argument into a string" ||
	fail "stringize.c: no note for assert"
# CRLF line ends, a comment across CRLF lines, a header without a final
# newline: findings in place, and --fix keeps the CRs
printf 'char *a = 0;\r\nchar *b /* x\r\n y */ = 0;\r\n#include "nonl.h"\r\nchar *c = 0;\r\n' > crlf.c
printf 'char *h = 0;' > nonl.h
"$na" --color=never crlf.c 2>/dev/null | sed -n 's/: warning: .*//p' > crlf.got
printf 'crlf.c:1:11\ncrlf.c:3:9\ncrlf.c:5:11\nnonl.h:1:11\n' > crlf.want
diff -u crlf.want crlf.got || fail "crlf.c: findings differ"
"$na" -include stddef.h --fix crlf.c >/dev/null 2>&1
printf 'char *a = NULL;\r\nchar *b /* x\r\n y */ = NULL;\r\n#include "nonl.h"\r\nchar *c = NULL;\r\n' > crlf.want
cmp crlf.c crlf.want || fail "--fix crlf.c differs"
printf 'char *h = NULL;' > nonl.want
cmp nonl.h nonl.want || fail "--fix nonl.h differs"
# a comment over lines that ends on the last line, which has no newline
printf 'char *b = /* x\n */ 0;' > nonl2.c
"$na" --color=never nonl2.c 2>/dev/null | sed -n 's/: warning: .*//p' > nonl2.got
echo nonl2.c:2:5 > nonl2.want
diff -u nonl2.want nonl2.got || fail "nonl2.c: a comment ending on a last line without a newline"
# the file changed between the check and the fix: no edit, exit 3
printf 'char *a = 0;\nchar *b = 0;\n' > m.c
"$na" -include stddef.h --format=json m.c > m.json 2>/dev/null
printf 'char *a = 1;\nchar *b = 0;\n' > m.c
cp m.c m.orig
"$na" merge --format=diff m.json > m.diff 2> m.err
st=$?
[ $st = 3 ] || fail "a fix at bytes that changed: exit $st, expected 3"
grep -q 'internal error: m.c:1:11: the fix replaces .0.' m.err || fail "no internal error message"
grep -q '^+char \*a' m.diff && fail "the changed line was edited"
grep -q '^+char \*b = NULL;' m.diff || fail "the good fix was dropped"
cmp -s m.c m.orig || fail "m.c was written"
# the file is gone since the check: nothing to edit, and no internal error
rm m.c
"$na" merge --format=diff m.json > m.diff 2> m.err
st=$?
[ $st = 1 ] && [ ! -s m.diff ] && ! grep -q 'internal error' m.err ||
	fail "a fix of a file that is gone: exit $st, $(cat m.diff m.err)"
# a fix read back from JSON at column 0, before its line, whose spelling is
# the newline there: not made (exit 3), the lines not joined
printf '#include <stddef.h>\nchar *c0 = 0;\n' > c0.c
"$na" --format=json c0.c > c0.json 2>/dev/null
sed -i 's/"column": 12, "end_column": 13/"column": 0, "end_column": 1/; s/"spelling": "0"/"spelling": "\\n"/' c0.json
"$na" merge --format=diff c0.json > c0.diff 2> c0.err
st=$?
[ $st = 3 ] && [ ! -s c0.diff ] && grep -q 'internal error: c0.c:2:0: ' c0.err ||
	fail "a fix at column 0: exit $st, $(cat c0.diff c0.err)"
# a relative #line name is taken from the unit's compile directory (a
# flex or bison output compiled in its build directory), as gcc there does
mkdir -p build/src
printf '#line 1 "src/lex.l"\nchar *yy = 0;\n' > build/src/lex.c
printf 'char *yy = 0;\n' > build/src/lex.l
printf '[{"directory": "%s/build", "file": "src/lex.c", "arguments": ["cc", "-c", "src/lex.c"]}]\n' \
	"$tmp" > build/compile_commands.json
"$na" --color=never -p build/compile_commands.json 2>/dev/null | sed -n 's/: warning: .*//p' > rel.got
echo build/src/lex.l:1:12 > rel.want
diff -u rel.want rel.got || fail "#line with a name relative to the compile directory"
# "#line 1" on line 2: mcpp writes no line marker after it (it counts the
# next line there already); the line after the directive is line 1
printf '\n#line 1 "one.y"\nchar *one = 0;\n' > one.c
printf 'char *one = 0;\n' > one.y
"$na" --color=never one.c 2>/dev/null | sed -n 's/: warning: .*//p' > one.got
echo one.y:1:13 > one.want
# #line naming a file that does not hold the token there: the location
# stays where the token is (one.c:3, not one.c:1, which is empty)
printf '\n#line 1 "self.c"\nchar *one = 0;\n' > self.c
"$na" --color=never self.c 2>/dev/null | sed -n 's/: warning: .*//p' > self.got
echo self.c:3:13 > self.want
diff -u self.want self.got || fail "#line naming a place without the token"
diff -u one.want one.got || fail "#line 1 on line 2"
# #line into a grammar whose action bison rewrote ($1 -> (yyvsp[-1])): the
# columns after the rewrite are not the grammar's, so those tokens stay
# where they are (gram.c); the others are at the grammar's place, macro
# calls too (libpcap's grammar.y:484:71 named a column past the line end)
printf 'void f(char *, char *);\n%%%%\nrule: A B { f($1, 0); }\n    | C { f(0, 0); }\n    | D { CHK(f($1, 0)); }\n' > gram.y
printf 'void f(char *, char *);\n#define CHK(x) (x)\nvoid act(char **yyvsp)\n{\n#line 3 "gram.y"\n          { f((yyvsp[-1]), 0); }\n#line 4 "gram.y"\n        { f(0, 0); }\n#line 5 "gram.y"\n        { CHK(f((yyvsp[0]), 0)); }\n}\n' > gram.c
"$na" --color=never gram.c 2>/dev/null | sed -n 's/: warning: .*//p; s/: note: in expansion of macro .*/ CHK/p' > gram.got
printf 'gram.c:6:28\ngram.c:10:29\ngram.y:5:11 CHK\ngram.y:4:13\ngram.y:4:16\n' > gram.want
diff -u gram.want gram.got || fail "#line into a rewritten grammar action"
# a UTF-8 byte order mark starts the file and a header: skipped as gcc
# skips it (it was glued to the first token, an unknown type name); the
# columns stay byte columns, and --fix keeps the mark
printf '\357\273\277void f(void);\nchar *p = 0;\n#include "bomh.h"\n' > bom.c
printf '\357\273\277char *q = 0;\n' > bomh.h
"$na" --color=never bom.c 2>bom.err | sed -n 's/: warning: .*//p' > bom.got
printf 'bom.c:2:11\nbomh.h:1:14\n' > bom.want
diff -u bom.want bom.got || fail "byte order mark: findings differ"
grep -q error bom.err && fail "byte order mark: $(cat bom.err)"
"$na" -include stddef.h --fix bom.c >/dev/null 2>&1
printf '\357\273\277char *q = NULL;\n' > bomh.want
cmp bomh.h bomh.want || fail "--fix after a byte order mark"
# a file whose name holds '"' and '\' is named whole, read directly and
# from gcc -E's output, whose line markers escape both (not cut at the '"')
mkdir qd && printf 'char *r = 0;\n' > 'qd/q"\b.c' || fail "cannot make qd/q\"\\b.c"
"$na" --color=never 'qd/q"\b.c' 2>/dev/null | sed -n 's/: warning: .*//p' > q.got
gcc -E 'qd/q"\b.c' > q.i && "$na" --color=never -fpreprocessed q.i 2>/dev/null | sed -n 's/: warning: .*//p' >> q.got
printf 'qd/q"\\b.c:1:11\nqd/q"\\b.c:1:11\n' > q.want
diff -u q.want q.got || fail "a file name with a quote and a backslash"
"$na" --format=json 'qd/q"\b.c' 2>/dev/null | grep -qF '"file": "qd/q\"\\b.c"' || fail "JSON: the file name with a quote"
exit $status
