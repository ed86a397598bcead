#!/bin/sh
# mcpp 2.7.2's known bugs (notes/mcpp.md section 6, items 1-12): a check
# for each here, or a pointer to the test that has it.  The table bug ->
# patch -> test is in docs/design/mcpp-patches.md.  Large inputs are generated here,
# at test time, never committed.
#
# Items that do not apply to nullaudit's embedding say so, with the reason,
# and what the embedding does instead is tested.
set -u
: "${NULLAUDIT:?set NULLAUDIT to the nullaudit binary}" "${NA_SRCDIR:?}"
if ! command -v python3 >/dev/null 2>&1 || ! command -v gcc >/dev/null 2>&1; then
	echo "mcpp-bugs.sh: python3 and gcc are needed (scripts/install-deps.sh installs them)" >&2
	exit 1
fi
na=$NULLAUDIT
case $na in /*) ;; *) na=$PWD/$na ;; esac
src=$NA_SRCDIR
case $src in /*) ;; *) src=$PWD/$src ;; esac
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cd "$t" || exit 1
fail=0

# tok NAME [gcc flags] FILE...: nullaudit -E and gcc -E give the same tokens
tok() {
	name=$1
	shift
	if ! python3 "$src/scripts/tokcmp.py" --nullaudit "$na" --list -- "$@" >tok.out 2>&1; then
		echo "FAIL $name: not token-identical to gcc -E"
		head -c 2000 tok.out
		fail=1
	fi
}
# crashed FILE: a sanitizer report or a signal in FILE
crashed() { grep -q "AddressSanitizer\|LeakSanitizer\|runtime error\|Segmentation\|Aborted" "$1"; }
# has NAME FILE TEXT: FILE contains TEXT
has() { grep -qF -- "$3" "$2" || { echo "FAIL $1: '$3' not in $2:"; head -c 2000 "$2"; fail=1; }; }
# status NAME GOT WANT
status() { [ "$2" = "$3" ] || { echo "FAIL $1: exit $2, expected $3"; cat err 2>/dev/null | head -20; fail=1; }; }

# ---- 1. A body ending in its 9th or 32nd parameter (patches 0081, 0082).
# The parameter's number byte is '\t' (9) or ' ' (32); get_repl() removed
# it as a trailing blank: SIGSEGV, or the 31st argument silently.  Every
# position of 8-10 and 31-33 parameters, at the end, the start and inside,
# plain, '#', '##' both sides, with trailing blanks in the #define; the
# variadic parameter at those places; ', ## __VA_ARGS__' past 127.  Static
# cases: tests/pp/macro-param-9-32.c, tests/checks/macro-param-9-32.c.
python3 - <<'EOF'
def ps(n, pre="p"):
    return ",".join("%s%d" % (pre, i) for i in range(1, n + 1))
out = []
for n in (8, 9, 10, 31, 32, 33):
    for k in range(1, n + 1):
        forms = (("E", "x p%d" % k), ("S", "#p%d" % k), ("C", "x ## p%d" % k),
                 ("B", "p%d ## y z" % k), ("M", "[ p%d ]" % k), ("P", "p%d" % k),
                 ("T", "#p%d p%d" % (k, k)))
        for tag, body in forms:
            name = "M%s%d_%d" % (tag, n, k)
            out.append("#define %s(%s) %s\t \n%s(%s)\n" % (name, ps(n), body, name, ps(n, "a")))
for n in (9, 10, 32, 33, 128):
    for tag, body in (("E", "x __VA_ARGS__"), ("S", "#__VA_ARGS__"),
                      ("C", "f(x , ## __VA_ARGS__)"), ("Q", "x ## __VA_ARGS__"),
                      ("O", "f(x __VA_OPT__(,) __VA_ARGS__)")):
        name = "V%s%d" % (tag, n)
        a = ps(n - 1, "a")
        out.append("#define %s(%s, ...) %s \n%s(%s, b1, b2) %s(%s) %s(%s,)\n"
                   % (name, ps(n - 1), body, name, a, name, a, name, a))
    for tag, body in (("E", "x rest"), ("C", "f(x , ## rest)"), ("S", "#rest")):
        name = "G%s%d" % (tag, n)
        a = ps(n - 1, "a")
        out.append("#define %s(%s, rest...) %s \n%s(%s, b1, b2) %s(%s)\n"
                   % (name, ps(n - 1), body, name, a, name, a))
open("params.c", "w").write("".join(out))
EOF
tok bug1-parameter-positions params.c

# ---- 2. #if ?: that is not the outermost operator (patch 0014).  Also
# tests/pp/cond-ternary.c.  Here: the note's four expressions and each
# binary operator on either side of a parenthesised ?: (the patch was in
# the old build already: these pass there too).
python3 - <<'EOF'
exprs = ["0 + (1 ? 0 : 0)", "0 || (1?0:0)", "0 ? (1?0:0) : 1", "1 ? 0 : 0 ? 0 : 1",
         "(defined __x86_64__ ? 1 : (0)) && 1", "1 ? 2 : 3 ? 4 : 5", "(0 ? 1 : 0) ? 7 : 8"]
for op in ("+", "-", "*", "|", "&", "^", "||", "&&", "==", "!=", "<", ">", "<=", ">=", "<<", ">>"):
    for c in ("1 ? 0 : 0", "0 ? 1 : 0", "1 ? 1 : 0", "-1 ? 2 : 3"):
        exprs.append("0 %s (%s)" % (op, c))
        exprs.append("(%s) %s 1" % (c, op))
        exprs.append("1 %s (%s) %s 0" % (op, c, op))
with open("cond.c", "w") as f:
    for i, e in enumerate(exprs):
        f.write("#if %s\nint true_%d;\n#else\nint false_%d;\n#endif\n" % (e, i, i))
EOF
tok bug2-if-conditional cond.c

# ---- 3. #error, #warning and #pragma MCPP warning text used as a printf
# format (patch 0020).  #error is in tests/badinput.sh; here the other two:
# no crash, the unit is checked.  (nullaudit gives mcpp -W0: a #warning is
# not one of its findings and is not shown.)
printf '#warning %%s%%s%%s%%s%%n %%s\n#pragma MCPP warning %%s%%s%%n\nchar *p = 0;\n' >warn.c
"$na" --color=never warn.c >out 2>err
status bug3-warning-format $? 1
has bug3-warning-format out "warn.c:3:11: warning"
crashed err && { echo "FAIL bug3-warning-format: crash"; fail=1; }

# ---- 4. Exit status = errno, -j hiding errors, the CRLF warning once per
# process.  Not applicable as such: nullaudit never uses mcpp's exit
# status (mcpp_lib_main's value is errno, meaningless); it counts the
# error messages mcpp writes through its output functions (src/pp.c), and
# never gives mcpp -j.  What it does instead: a unit with an error gives a
# message naming FILE:LINE and exit 2, and the next unit is still checked,
# in one process and with -j 2.  CRLF: nullaudit passes -W0, so the warning
# is never shown; a second CRLF unit of the same process is still read
# right (columns).
printf '#error stop\nint x;\n' >e.c
printf 'int clean;\n' >c.c
printf 'char *q = 0;\r\nint y;\r\n' >crlf1.c
printf 'int z;\r\nchar *r = 0;\r\n' >crlf2.c
for j in 1 2; do
	"$na" -j $j --stats --color=never e.c c.c >out 2>err
	status "bug4-error-exit-j$j" $? 2
	has "bug4-error-exit-j$j" err "nullaudit: error: e.c:1: #error stop"
	has "bug4-error-exit-j$j" err "in 2 units, 1 configuration; 0 expressions, 0 untyped; 1 unit with errors"
	"$na" -j $j --color=never --format=json e.c c.c >out.json 2>err
	python3 -c "
import json, sys
d = json.load(open('out.json'))
assert d['stats']['translation_units'] == 2, d['stats']
assert d['findings'] == [], d['findings']
" || { echo "FAIL bug4-error-exit-j$j: JSON"; fail=1; }
	"$na" -j $j --color=never crlf1.c crlf2.c >out 2>err
	status "bug4-crlf-j$j" $? 1
	has "bug4-crlf-j$j" out "crlf1.c:1:11: warning"
	has "bug4-crlf-j$j" out "crlf2.c:2:11: warning"
done

# ---- 5. Memory buffers: appending across runs, double free, the 64 KiB
# vsprintf buffer.  Not applicable as such: nullaudit does not use mcpp's
# memory buffers (mcpp_use_mem_buffers); its own output functions
# (mcpp_set_out_func, src/pp.c) grow their buffers.  What it does instead:
# several units in one process each give their own text, and a diagnostic
# longer than 64 KiB (a 100 KB #error line) is printed without a crash.
printf 'int unit_one;\n' >m1.c
printf 'int unit_two;\n' >m2.c
"$na" -E m1.c m2.c m1.c >out 2>err
status bug5-units-in-one-process $? 0
[ "$(grep -c 'int unit_one' out)" = 2 ] && [ "$(grep -c 'int unit_two' out)" = 1 ] ||
	{ echo "FAIL bug5-units-in-one-process: output appended"; cat out; fail=1; }
python3 -c "print('#error ' + 'long message ' * 8000)" >longerr.c
"$na" --color=never longerr.c c.c >out 2>err
status bug5-long-diagnostic $? 2
has bug5-long-diagnostic err "longerr.c:1: #error long message long message"
crashed err && { echo "FAIL bug5-long-diagnostic: crash"; fail=1; }

# ---- 6. -K (nullaudit's only mode).  Each item:
#  hang in devide_line(): GCC builds have no devide_line(); a 100 KB output
#    line of '/' tokens (the note's repro) under a time limit;
#  n_paren[16] overflow: tests/pp/deep-arg-names.c (patch 0041), and here
#    200 bare names in one argument;
#  wrong ## (IS_ENABLED): tests/pp/is-enabled.c (0004, 0026);
#  heap overflow in do_msg() on a failed paste: here, an error and no crash
#    (the sanitizer build checks the overflow);
#  uninitialised read in get_an_arg() (0015): the same inputs in the
#    sanitizer build; a 256 KiB output line: item 11 below;
#  print_macro_inf() before output[] (0016): calls at column 1, here;
#  fixed tables: 300 arguments of one call (loc_args[]) here; more than
#    4095 calls in one expansion is still an error (tests/badinput.sh,
#    'Too many nested macros in tracing'), so is more than 4095 names in
#    the arguments of one call (the note numbers are 12 bits); -K -v
#    tables (chk_magic_balance, arg_end_inf) are not used by nullaudit.
python3 - <<'EOF'
open("slash.c", "w").write("#define A " + "/".join(["x"] * 100) + "\n#define B "
    + "/".join(["A"] * 10) + "\n#define C " + "/".join(["B"] * 10) + "\nint v = C/C/C/C/C;\n")
open("names.c", "w").write("#define g(x) x\n#define F(x) [x]\nF(" + " + ".join(["g"] * 200)
    + ")\nF(g(1) g (2) g)\n")
open("args.c", "w").write("#define F(...) [__VA_ARGS__]\n#define G(x) x\nF("
    + ", ".join("G(%d)" % i for i in range(300)) + ")\n")
EOF
if command -v timeout >/dev/null 2>&1; then
	timeout 60 "$na" -E slash.c >/dev/null 2>err
	status bug6-slash-line-no-hang $? 0
fi
tok bug6-slash-line slash.c
tok bug6-bare-names names.c
tok bug6-300-arguments args.c
printf '#define CAT(a, b) a##b\n#define ID(x) x\nint v = ID(CAT(+, -));\nint w;\n' >paste.c
"$na" --color=never paste.c >out 2>err
status bug6-failed-paste $? 2
has bug6-failed-paste err 'paste.c:3: Not a valid preprocessing token "+-"'
crashed err && { echo "FAIL bug6-failed-paste: crash"; fail=1; }

# ---- 7. Re-entrancy.  char_type[] edits by non-STD modes: not applicable
# (nullaudit runs mcpp in STD mode only).  fd and buffer leaks after a
# fatal error: 40 units each stopped inside an included header, with 20
# file descriptors: every unit gets its error and the last one is checked.
# sh_file/sh_line: the line markers of the next unit are right (its header
# finding is placed in the header).  free(argv[i]) under -K for a missing
# input (0002): tests/cli.sh 'missing'.
awk 'BEGIN { for (i = 0; i < 300; i++) print "#if 1" }' >deep.h
i=1
while [ $i -le 40 ]; do
	printf '#include "deep.h"\nint x%d;\n' $i >"fatal$i.c"
	i=$((i + 1))
done
printf 'char *hp = 0;\n' >hdr.h
printf '#include "hdr.h"\nchar *p = 0;\n' >good.c
(ulimit -n 20 2>/dev/null; "$na" --color=never fatal*.c good.c >out 2>err)
status bug7-fatal-units $? 1
[ "$(grep -c 'More than 256 nesting of #if' err)" = 40 ] ||
	{ echo "FAIL bug7-fatal-units: not 40 errors"; head -20 err; fail=1; }
has bug7-fatal-units out "hdr.h:1:12: warning"
has bug7-fatal-units out "good.c:2:11: warning"

# ---- 8. ASan over-reads: look_prev() (0003), do_msg() (0086).  Names of
# every length against a one-letter macro, and a message at the start of a
# line; they matter in the sanitizer build (configure --enable-sanitizers),
# where every test of this file runs.
printf '#define A 1\n#define AB 2\n#define ABCDEFGHIJKLMNOP 3\nint v[] = { A, AB, ABC, ABCDEFGHIJKLMNOP, ABCDEFGHIJKLMNOPQ };\n' >names8.c
tok bug8-short-names names8.c
printf '#if\n#endif\nint x;\n' >msg.c
"$na" --color=never msg.c >out 2>err
status bug8-message $? 2
crashed err && { echo "FAIL bug8-message: crash"; fail=1; }

# ---- 9. Exported symbols of libmcpp: tests/mcpp-symbols.sh.

# ---- 10. Options.  Modern gcc flags and -std=gnu11 (0001, 0015):
# tests/pp.sh (predefs.c under kernel and user flags).  -idirafter was
# skipped with its argument (patch 0085): here.  --enable-mcpplib with
# --enable-replace-cpp and the gcc version frozen in predef files: not
# applicable (nullaudit builds mcpp with its own config.h, GCC mode, and
# takes the predefines from the target preset).
mkdir -p ia ib
echo 'int from_ia;' >ia/h.h
echo 'int from_ib;' >ib/h.h
echo 'int only_ib;' >ib/o.h
printf '#include <h.h>\n#include <o.h>\n' >after.c
"$na" -E -idirafter ib -Iia after.c >out 2>err
status bug10-idirafter $? 0
gcc -E -idirafter ib -Iia after.c >gcc.out 2>&1
for w in from_ia only_ib; do
	has bug10-idirafter out "$w"
	has bug10-idirafter gcc.out "$w"
done
grep -q from_ib out && { echo "FAIL bug10-idirafter: -idirafter searched before -I"; fail=1; }

# ---- 11. Line lengths (patches 0083, 0084): a 100 KB source line, a
# 100 KB #define spliced over 12,000 lines, a 350 KB expansion; a comment
# and a splice of 300 lines keep the locations after them (256 before).  A
# 10 MB line is still an error with a message (tests/badinput.sh).
python3 - <<'EOF'
toks = " + ".join("v%d" % (i % 1000) for i in range(16000))
open("line100k.c", "w").write("int v0;\nint x = 0 + %s;\nint after;\n" % toks[:100000].rsplit(" +", 1)[0])
parts = ["a%d + \\\n" % i for i in range(12000)]
open("splice100k.c", "w").write("#define BIG \\\n" + "".join(parts) + "0\nint y = BIG;\nint after;\n")
open("expand350k.c", "w").write("#define F(x) ((x)+(x)+(x)+(x))\nint z = F(F(F(F(F(F(F(F(1))))))));\nint after;\n")
com = ["#define Z 0", "#define ID(x) x", "/* a comment"] + [" * line %d" % i for i in range(300)]
com += [" */ char *p = Z; char *p2 = ID(0);", "char *q = Z;"]
open("comment300.c", "w").write("\n".join(com) + "\n")
bs = ["#define Z 0", "#define ID(x) x", "char *arr[] = { \\"] + ["  Z, \\"] * 300 + ["  ID(0) };"]
open("splice300.c", "w").write("\n".join(bs) + "\n")
bd = ["#define PICK(a, b) b", "#define BIGZ \\"] + ["  PICK(1, \\"] * 300 + ["  0" + ")" * 300, "char *p = BIGZ;"]
open("define300.c", "w").write("\n".join(bd) + "\n")
EOF
for f in line100k.c splice100k.c expand350k.c; do
	tok "bug11-$f" "$f"
done
# json: line column, then the innermost expansion of each chain (a body
# used from two places; the first two), or the first two of a single chain
locs() {
	"$na" --format=json "$1" 2>/dev/null | python3 -c "
import json, sys
for f in json.load(sys.stdin)['findings']:
    chains = f.get('expansion_chains')
    exps = [c[0] for c in chains][:2] if chains else f['expansions'][:2]
    print(f['line'], f['column'], *['%d:%d' % (e['line'], e['column']) for e in exps])"
}
locs comment300.c >got
printf '1 11 304:15 305:11\n304 32 304:29\n' >want
diff want got >/dev/null || { echo "FAIL bug11-comment300: locations"; diff want got; fail=1; }
locs splice300.c >got
printf '1 11 4:3 5:3\n304 6 304:3\n' >want
diff want got >/dev/null || { echo "FAIL bug11-splice300: locations"; diff want got; fail=1; }
locs define300.c >got
printf '303 3 302:3 301:3\n' >want
diff want got >/dev/null || { echo "FAIL bug11-define300: locations"; diff want got; fail=1; }

# ---- 12. __has_attribute and the other __has_* (0005, src/gnu_has.c):
# tests/pp/has-features.c.

exit $fail
