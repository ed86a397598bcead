#!/bin/sh
# Provenance of tokens (--dump-tokens), checked against locations and
# expansion chains worked out by hand for tests/provenance/chain.c: macro
# body, argument, 3-level nesting, ## pasting, # stringification, argument
# pre-expansion, a macro defined in two #ifdef branches, tokens from an
# -include'd header and from #include_next, #if conditions; __VA_OPT__
# (va-opt.c) and _Pragma (pragma.c) in a body.
set -u
: "${NULLAUDIT:=./nullaudit}"
: "${NA_SRCDIR:=.}"
na=$NULLAUDIT
case $na in /*) ;; *) na=$(pwd)/$na ;; esac
cd "$NA_SRCDIR/tests/provenance" || exit 1
status=0
check() {   # check NAME EXPECTED-FILE FLAGS...
	name=$1 expected=$2
	shift 2
	"$na" --dump-tokens "$@" -include forced.h -Ifirst -Isecond chain.c 2>&1 |
		grep -v '^/usr' | grep " number \| string \|from_next\|alt" |
		sed 's/ \[included from \/usr[^]]*\]//' > "$name.out"
	if diff -u "$expected" "$name.out"; then
		rm -f "$name.out"
	else
		echo "provenance.sh: $name differs (above)" >&2
		status=1
	fi
}
check default chain.expected
check alt chain-alt.expected -DALT
# __VA_OPT__: the parentheses of the group are not body tokens of the
# output; a dropped group leaves the rest of the body where it was.
"$na" --dump-tokens va-opt.c 2>&1 | grep '<- F(' > va-opt.out
if diff -u va-opt.expected va-opt.out; then
	rm -f va-opt.out
else
	echo "provenance.sh: va-opt differs (above)" >&2
	status=1
fi
# _Pragma in a body or an argument: its tokens never reach the output, so
# the other parentheses are not matched to its own; and the lines after
# the expansion keep their numbers (mcpp patch 0099).
"$na" --dump-tokens pragma.c 2>&1 | grep '^pragma.c' > pragma.out
if diff -u pragma.expected pragma.out; then
	rm -f pragma.out
else
	echo "provenance.sh: pragma differs (above)" >&2
	status=1
fi
exit $status
