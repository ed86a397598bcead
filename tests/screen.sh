#!/bin/sh
# Screening (main.c screen_unit, check.h): a unit is first checked from
# tokens without provenance, and again with it only where something could
# be a finding. The result must be the one of a run without screening
# (NULLAUDIT_SCREEN=0) in every case below, and the trace must show that
# the pass without provenance decided what it should.
. "$NA_SRCDIR/tests/lib.sh"
d="$NA_SRCDIR/tests/screen"
cd "$d" || exit 1

# case file, the trace expected (of the pass without -K, then "|" and the
# one with -K where they differ), flags: each case is screened both ways
# (NULLAUDIT_SCREEN=plain and =k, main.c's screen_with_k)
check() {
	f=$1 want=$2
	shift 2
	NULLAUDIT_SCREEN=0 "$NULLAUDIT" --no-cache --format=json "$@" "$f" >"$t/plain.json" 2>"$t/plain.err"
	rp=$?
	sed '/"seconds"/d' "$t/plain.json" >"$t/a"
	for mode in plain k; do
		NULLAUDIT_SCREEN=trace,$mode "$NULLAUDIT" --no-cache --format=json "$@" "$f" >"$t/scr.json" 2>"$t/scr.err"
		rs=$?
		[ "$rp" = "$rs" ] || bad "$f: exit $rs with screening ($mode), $rp without"
		sed '/"seconds"/d' "$t/scr.json" >"$t/b"
		cmp -s "$t/a" "$t/b" || { bad "$f: another result with screening ($mode)"; diff "$t/a" "$t/b"; }
		grep -v '^nullaudit: screen: ' "$t/scr.err" >"$t/b.err"
		cmp -s "$t/plain.err" "$t/b.err" || { bad "$f: other messages with screening ($mode)"; diff "$t/plain.err" "$t/b.err"; }
		w=${want%%|*} sfx=
		[ $mode = k ] && w=${want#*|} sfx=" [-K]"
		if [ -n "$w" ]; then
			has "$t/scr.err" "nullaudit: screen: $f: $w$sfx"
		else
			hasnt "$t/scr.err" "nullaudit: screen:"
		fi
	done
}

# nothing to find: the pass without provenance is the whole check
check clean.c "no finding"
# a zero as a pointer: found, then checked with provenance
check zero.c "a possible finding"
grep -q '"rule": "zero-as-null"' "$t/scr.json" || bad "zero.c: no zero-as-null finding"
# NULL defined as 0: a NULL is then told by provenance only
check nulldef.c "NULL defined otherwise"
grep -q '"rule": "null-definition"' "$t/scr.json" || bad "nulldef.c: no null-definition finding"
grep -q '"rule": "null-as-integer"' "$t/scr.json" || bad "nulldef.c: no null-as-integer finding"
check cmdline.c "NULL defined otherwise" -DNULL=0
grep -q '"rule": "null-as-integer"' "$t/scr.json" || bad "cmdline.c: no null-as-integer finding"
# a macro that is __null
check gnull.c "NULL defined otherwise"
# c ? NULL : 0 as an integer and as a pointer
check cond.c "a possible finding"
check condvz.c "a possible finding"
grep -q '"rule": "zero-as-null"' "$t/scr.json" || bad "condvz.c: no zero-as-null finding"
# NULL-like macros by their body, through an alias; NULL undefined
check alias2.c "a possible finding"
check alias.c "no finding"
# a macro call over lines, then "!=": the same tokens (see the end)
check split.c "no finding"
# an enumerator NULL is an integer 0 (found either way)
check enumnull.c "a possible finding"
grep -q '"rule": "nonliteral-zero-as-null"' "$t/scr.json" || bad "enumnull.c: no finding"
# an alias of NULL where NULL is an enumerator: NULL-like by provenance
check enumalias.c "a possible finding"
[ "$(grep -c '"rule": "null-as-integer"' "$t/scr.json")" = 2 ] || bad "enumalias.c: not 2 findings"
# a line begun with # by a macro
# (without -K such a unit is checked with provenance; with -K the line is
# tokens, as there)
check hashline.c "a line begun with # by a macro|parse errors"
# an integer 0 as a sentinel
check sentinel.c "a possible finding"
# errors: said once, with their locations
check parseerr.c "parse errors"
[ "$(grep -c 'expected an expression' "$t/scr.err")" = 1 ] || bad "parseerr.c: the parse error not said once"
check hashmid.c "parse errors"
has "$t/scr.err" "hashmid.c:4:12: expected ';' before '#'"
check missing.c "preprocessor messages"
[ "$(grep -c 'no-such-header.h' "$t/scr.err")" = 1 ] || bad "missing.c: the preprocessor error not said once"
# rules off by default: universal-initializer goes through the checks ...
check univ.c "no finding"
check univ.c "a possible finding" -Wuniversal-initializer
# ... void-zero-spelled's (void *)0 is NULL's own form: no screening
check voidzero.c "" -Wvoid-zero-spelled
check voidzero.c "no finding"
# what needs provenance without a finding: no screening
check clean.c "" --report-unused-suppressions

# A run of many units: a unit is screened with -K while any of the last 8
# had a possible finding (main.c, screen_with_k), and a process starts as
# if the last had one, unless the unit is the kernel's. The units go out
# largest first: four with a finding (padded), then ten without; the last
# two come 8 units after the last finding.
mkdir "$t/many"
for i in 1 2 3 4; do
	{ cat zero.c; printf '/* %0200d */\n' 0; } >"$t/many/hit$i.c"
done
for i in 1 2 3 4 5 6 7 8 9 10; do cp clean.c "$t/many/clean$i.c"; done
NULLAUDIT_SCREEN=trace "$NULLAUDIT" --no-cache -j1 --format=json "$t"/many/*.c >"$t/many.json" 2>"$t/many.err"
NULLAUDIT_SCREEN=0 "$NULLAUDIT" --no-cache -j1 --format=json "$t"/many/*.c >"$t/many0.json" 2>/dev/null
[ "$(grep -c 'a possible finding \[-K\]$' "$t/many.err")" = 4 ] &&
[ "$(grep -c 'no finding \[-K\]$' "$t/many.err")" = 8 ] &&
[ "$(grep -c 'no finding$' "$t/many.err")" = 2 ] || { bad "many units: not screened as said"; cat "$t/many.err"; }
sed '/"seconds"/d' "$t/many.json" >"$t/a"
sed '/"seconds"/d' "$t/many0.json" >"$t/b"
cmp -s "$t/a" "$t/b" || { bad "many units: another result with screening"; diff "$t/a" "$t/b"; }
# a kernel unit starts without -K; after its finding, the next ones have it
NULLAUDIT_SCREEN=trace "$NULLAUDIT" --no-cache -j1 -D__KERNEL__ "$t"/many/hit1.c "$t"/many/clean1.c \
	"$t"/many/clean2.c >/dev/null 2>"$t/kern.err"
[ "$(grep -c 'hit1.c: a possible finding$' "$t/kern.err")" = 1 ] &&
[ "$(grep -c 'no finding \[-K\]$' "$t/kern.err")" = 2 ] || { bad "kernel units: not screened as said"; cat "$t/kern.err"; }
# the same with -j2: each worker starts from the driver's history
NULLAUDIT_SCREEN=trace "$NULLAUDIT" --no-cache -j2 --format=json "$t"/many/*.c >"$t/manyj.json" 2>"$t/manyj.err"
sed '/"seconds"/d' "$t/manyj.json" >"$t/a"
cmp -s "$t/a" "$t/b" || { bad "many units -j2: another result with screening"; diff "$t/a" "$t/b"; }
[ "$(grep -c 'screen:' "$t/manyj.err")" = 14 ] || { bad "many units -j2: not every unit screened"; cat "$t/manyj.err"; }

# The driver starts from the same history as its workers: three clean
# units (largest first) then one with a finding, all with -K
mkdir "$t/prior"
for i in 1 2 3; do { cat clean.c; printf '/* %0300d */\n' "$i"; } >"$t/prior/c$i.c"; done
cp zero.c "$t/prior/h1.c"
NULLAUDIT_SCREEN=trace "$NULLAUDIT" --no-cache -j1 "$t"/prior/*.c >/dev/null 2>"$t/prior.err"
[ "$(grep -c '\[-K\]$' "$t/prior.err")" = 4 ] || { bad "prior: not every unit with -K"; cat "$t/prior.err"; }
# and a worker's unit that was not clean when screened, with no finding
# (a macro that is __null), counts in the driver's history as in a
# worker's own
{ cat gnull.c; printf '/* %0400d */\n' 0; } >"$t/prior/s1.c"
NULLAUDIT_SCREEN=trace "$NULLAUDIT" --no-cache -j1 -D__KERNEL__ "$t"/prior/s1.c "$t"/prior/c1.c \
	"$t"/prior/c2.c >"$t/prior.out" 2>"$t/prior.err"
[ "$(grep -c 's1.c: NULL defined otherwise$' "$t/prior.err")" = 1 ] &&
[ "$(grep -c 'no finding \[-K\]$' "$t/prior.err")" = 2 ] || { bad "prior: a possible finding not counted"; cat "$t/prior.err"; }

# An audit screens a unit the same way in all its configurations: its
# screened texts (with -K, or without) are compared for the reuse. After
# a finding and 7 clean units, z.c comes with the history run out between
# its two configurations.
mkdir "$t/reuse"
{ cat zero.c; printf '/* %0900d */\n' 0; } >"$t/reuse/a0.c"
for i in 1 2 3 4 5 6 7; do { cat clean.c; printf '/* %0800d */\n' "$i"; } >"$t/reuse/b$i.c"; done
printf '#if FEATURE_A || FEATURE_B\nint z;\n#endif\n' >"$t/reuse/z.c"
cat >"$t/reuse/audit.yaml" <<'EOF2'
version: 1
sources:
  files: [a0.c, b1.c, b2.c, b3.c, b4.c, b5.c, b6.c, b7.c, z.c]
configs:
  - name: a
    defines: {FEATURE_A: 1}
  - name: b
    defines: {FEATURE_B: 1}
EOF2
for mode in 0 trace; do
	(cd "$t/reuse" && NULLAUDIT_SCREEN=$mode "$NULLAUDIT" --config audit.yaml --no-cache -j1 --format=json \
		>"$t/reuse-$mode.json" 2>"$t/reuse-$mode.err")
	sed '/"seconds"/d' "$t/reuse-$mode.json" >"$t/reuse-$mode.cmp"
done
cmp -s "$t/reuse-0.cmp" "$t/reuse-trace.cmp" || { bad "reuse: another result with screening"; diff "$t/reuse-0.cmp" "$t/reuse-trace.cmp"; }
grep -q '"reused_by_content": 1' "$t/reuse-trace.json" || { bad "reuse: z.c not reused"; cat "$t/reuse-trace.err"; }

# A unit past a limit of -K (its table of traced calls), with no finding:
# the pass with -K stops with errors, the one without it finds the unit
# clean, as a unit screened without -K at once is (tests/badinput.sh)
awk 'BEGIN { print "#define A0 n += 1;"; for (i = 1; i <= 14; i++) printf "#define A%d A%d A%d\n", i, i - 1, i - 1;
	print "int f(void) { int n = 0;"; for (i = 0; i < 30; i++) print "A14"; print "return n; }" }' >"$t/bomb.c"
NULLAUDIT_SCREEN=trace,k "$NULLAUDIT" --no-cache "$t/bomb.c" >"$t/bomb.out" 2>"$t/bomb.err" ||
	{ bad "bomb.c: not clean"; cat "$t/bomb.err"; }
has "$t/bomb.err" "bomb.c: preprocessor messages [-K]"
has "$t/bomb.err" "bomb.c: no finding"
hasnt "$t/bomb.err" "error"

# An audit of two configurations (tests/screen/multi), screened without
# -K and with it: every run of cov.c is screened, and the #if groups
# compiled come from mcpp's hook (patch 0103), not from the records;
# covline.c's #line renumbers its groups, so it is checked with provenance.
# The groups no configuration compiles, by hand: cov.c's #else (7-8) and
# #ifdef FEATURE_C (10-11), covline.c's #ifdef FEATURE_C (physical 9-10);
# empty.c's two are each compiled in one configuration.
for mode in plain k; do
(cd multi && NULLAUDIT_SCREEN=trace,$mode "$NULLAUDIT" --config audit.yaml --no-cache --format=json \
	>"$t/multi.json" 2>"$t/multi.err"
 NULLAUDIT_SCREEN=0 "$NULLAUDIT" --config audit.yaml --no-cache --format=json >"$t/multi0.json" 2>/dev/null)
[ "$(grep -c 'screen: cov.c: no finding' "$t/multi.err")" = 2 ] || { bad "multi ($mode): cov.c not screened twice"; cat "$t/multi.err"; }
[ "$(grep -c 'screen: empty.c: no finding' "$t/multi.err")" = 2 ] || { bad "multi ($mode): empty.c not screened twice"; cat "$t/multi.err"; }
has "$t/multi.err" "screen: covline.c: #line in the unit's file"
python3 - "$t/multi.json" <<'PY' || bad "multi ($mode): coverage"
import json, sys
r = json.load(open(sys.argv[1]))
cov = [(u["file"], u["line"], u["end_line"]) for u in r["coverage"]["uncompiled"]]
if cov != [("cov.c", 7, 8), ("cov.c", 10, 11), ("covline.c", 9, 10)]:
    print("coverage:", cov); sys.exit(1)
PY
sed '/"seconds"/d' "$t/multi.json" >"$t/a"
sed '/"seconds"/d' "$t/multi0.json" >"$t/b"
cmp -s "$t/a" "$t/b" || { bad "multi ($mode): another result with screening"; diff "$t/a" "$t/b"; }
done

# verify in an audit: each run checked both ways, a clean screening's
# kept text and #if groups freed all the same (LeakSanitizer, in the
# sanitizer build of CI)
for mode in plain k; do
	(cd multi && NULLAUDIT_SCREEN=verify,$mode "$NULLAUDIT" --config audit.yaml --no-cache --format=json \
		>"$t/mv.json" 2>"$t/mv.err")
	[ $? = 0 ] || { bad "multi verify ($mode): exit status"; cat "$t/mv.err"; }
	hasnt "$t/mv.err" "tokens differ"
done

# the tokens the two passes read are the same
for f in clean.c zero.c cond.c alias2.c sentinel.c pragma.c split.c; do
	for mode in plain k; do
		NULLAUDIT_SCREEN=verify,$mode "$NULLAUDIT" --no-cache "$f" >/dev/null 2>"$t/v.err"
		hasnt "$t/v.err" "tokens differ"
	done
done
exit $fail
