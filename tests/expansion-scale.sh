#!/bin/sh
# Large generated expansions are placed in time near-linear in their size
# (src/token.c): a call nested 9 deep whose parameter is used 4 times
# (1.4 million tokens on one line, 87,381 expansions, each nested call with
# its own argument ranges), 10,000 arguments in one call, 4,000 calls on one
# line, and an argument of 15,000 distinct spellings used 4 times. Each
# token's argument range was searched among all those of its top-level call:
# the 9-level case took minutes, now well under a second. The bound is
# generous (a slow or sanitizer build passes): 20G instructions where perf
# can count them (about 1.3G in a plain build), else 60 s of time.
. "$NA_SRCDIR/tests/lib.sh"
na=$NULLAUDIT
case $na in /*) ;; *) na=$(pwd)/$na ;; esac
cd "$t" || exit 1

# perf's instruction count, if this machine has the counter
count_ok=false
if command -v perf > /dev/null 2>&1 &&
   perf stat -x, -e instructions:u true 2> perf.out &&
   grep -q '^[0-9][0-9]*,' perf.out; then
	count_ok=true
fi
limit=
command -v timeout > /dev/null 2>&1 && limit="timeout 60"

# run NAME EXPECTED-STATS FILE: preprocess FILE with its token count
# checked, within the bound
run() {
	name=$1 want=$2 file=$3
	if $count_ok; then
		$limit perf stat -x, -e instructions:u -o "$name.perf" \
			"$na" --preprocess-only --stats "$file" > /dev/null 2> "$name.err"
	else
		$limit "$na" --preprocess-only --stats "$file" > /dev/null 2> "$name.err"
	fi
	rc=$?
	if [ $rc -eq 124 ]; then
		bad "$name: not done in 60 s (quadratic?)"
		return
	fi
	[ $rc -eq 0 ] || { cat "$name.err" >&2; bad "$name: exit status $rc"; return; }
	grep -q "$want" "$name.err" || { cat "$name.err" >&2; bad "$name: expected $want"; }
	if $count_ok; then
		n=$(grep 'instructions' "$name.perf" | cut -d, -f1)
		case $n in
		''|*[!0-9]*) ;;
		*) [ "$n" -lt 20000000000 ] || bad "$name: $n instructions (quadratic?)" ;;
		esac
	fi
}

{
	echo '#define F(x) ((x)+(x)+(x)+(x))'
	printf 'int z = F(F(F(F(F(F(F(F(F(1)))))))));\n'
} > nest9.c
run nest9 ': 1398101 tokens, 87381 macro expansions' nest9.c

{
	echo '#define V(...) __VA_ARGS__'
	printf 'int a[] = {V(%s)};\n' "$(seq -s, 0 9999)"
} > args.c
run args ': 20007 tokens, 1 macro expansions' args.c

{
	echo '#define I(x) x'
	printf 'int a[] = {%s};\n' "$(seq -f 'I(%g)' -s, 0 3999)"
} > calls.c
run calls ': 8007 tokens, 4000 macro expansions' calls.c

{
	echo '#define F(x) x+x+x+x'
	printf 'int a = F(%s);\n' "$(seq -s+ 0 14999)"
} > spellings.c
run spellings ': 120003 tokens, 1 macro expansions' spellings.c

# and the places found: the last argument, call and spelling
"$na" --dump-tokens args.c 2>&1 | grep -F "number '9999'" > args.out
grep -qx "args.c:2:48899 number '9999' <- V(arg)@args.c:2:12" args.out ||
	bad "args.c: '9999' misplaced: $(cat args.out)"
"$na" --dump-tokens calls.c 2>&1 | grep -F "number '3999'" > calls.out
grep -qx "calls.c:2:30896 number '3999' <- I(arg)@calls.c:2:30894" calls.out ||
	bad "calls.c: '3999' misplaced: $(cat calls.out)"
"$na" --dump-tokens spellings.c 2>&1 | grep -F "number '14999'" | sort | uniq -c > sp.out
grep -q "^ *4 spellings.c:2:78895 number '14999' <- F(arg)@spellings.c:2:9\$" sp.out ||
	bad "spellings.c: '14999' misplaced: $(cat sp.out)"
exit $fail
