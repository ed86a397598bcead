#!/bin/sh
# Provenance of tokens (--dump-tokens), checked against locations and
# expansion chains worked out by hand for tests/provenance/chain.c: macro
# body, argument, 3-level nesting, ## pasting, # stringification, argument
# pre-expansion, a macro defined in two #ifdef branches, tokens from an
# -include'd header and from #include_next, #if conditions; __VA_OPT__
# (va-opt.c) and _Pragma (pragma.c) in a body; ??/ where trigraphs are off.
set -u
: "${NULLAUDIT:=./nullaudit}"
: "${NA_SRCDIR:=.}"
na=$NULLAUDIT
case $na in /*) ;; *) na=$(pwd)/$na ;; esac
cd "$NA_SRCDIR/tests/provenance" || exit 1
out=$(mktemp -d)   # nothing is written into the source tree
trap 'rm -rf "$out"' EXIT
status=0
check() {   # check NAME EXPECTED-FILE FLAGS...
	name=$1 expected=$2
	shift 2
	"$na" --dump-tokens "$@" -include forced.h -Ifirst -Isecond chain.c 2>&1 |
		grep -v '^/usr' | grep " number \| string \|from_next\|alt" |
		sed 's/ \[included from \/usr[^]]*\]//' > "$out/$name.out"
	if ! diff -u "$expected" "$out/$name.out"; then
		echo "provenance.sh: $name differs (above)" >&2
		status=1
	fi
}
check default chain.expected
check alt chain-alt.expected -DALT
# __VA_OPT__: the parentheses of the group are not body tokens of the
# output; a dropped group leaves the rest of the body where it was.
"$na" --dump-tokens va-opt.c 2>&1 | grep '<- F(' > "$out/va-opt.out"
if ! diff -u va-opt.expected "$out/va-opt.out"; then
	echo "provenance.sh: va-opt differs (above)" >&2
	status=1
fi
# _Pragma in a body or an argument: its tokens never reach the output, so
# the other parentheses are not matched to its own; and the lines after
# the expansion keep their numbers (mcpp patch 0099).
"$na" --dump-tokens pragma.c 2>&1 | grep '^pragma.c' > "$out/pragma.out"
if ! diff -u pragma.expected "$out/pragma.out"; then
	echo "provenance.sh: pragma differs (above)" >&2
	status=1
fi
# without a strict -std, ??/ is no trigraph: three tokens, each at its own
# column, and no backslash that would splice the line
printf '#define M(x) x\nM(??/\n0)\n' > "$out/tri.c"
(cd "$out" && "$na" --dump-tokens tri.c) > "$out/tri.out" 2>&1
cat > "$out/tri.expected" <<'EOF'
tri.c:2:3 punct '?' <- M(arg)@tri.c:2:1
tri.c:2:4 punct '?' <- M(arg)@tri.c:2:1
tri.c:2:5 punct '/' <- M(arg)@tri.c:2:1
tri.c:3:1 number '0' <- M(arg)@tri.c:2:1
EOF
if ! diff -u "$out/tri.expected" "$out/tri.out"; then
	echo "provenance.sh: ??/ without trigraphs differs (above)" >&2
	status=1
fi
exit $status
