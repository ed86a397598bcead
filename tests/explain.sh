#!/bin/sh
# nullaudit --explain RULE prints the rule's page of the manual,
# docs/rules/RULE.md, byte for byte: a page for every rule of --help, no
# page for a rule that does not exist, and an unknown rule is a usage error
# naming the closest rule.
. "$NA_SRCDIR/tests/lib.sh"
"$NULLAUDIT" --help | awk '/^Rules:/ { on = 1; next } /^[^ ]/ { on = 0 }
	on && /^  [a-z]/ { print $1 }' | sort > "$t/rules"
[ -s "$t/rules" ] || bad "no rules in --help"
for r in $(cat "$t/rules"); do
	"$NULLAUDIT" --explain "$r" > "$t/page" 2> "$t/err" || bad "--explain $r: exit $?"
	cmp -s "$t/page" "$NA_SRCDIR/docs/rules/$r.md" || bad "--explain $r differs from docs/rules/$r.md"
	"$NULLAUDIT" --explain="$r" | cmp -s - "$t/page" || bad "--explain=$r differs from --explain $r"
	head -1 "$t/page" | grep -qx "# $r" || bad "docs/rules/$r.md does not start with '# $r'"
done
ls "$NA_SRCDIR"/docs/rules/*.md | sed 's|.*/||; s|\.md$||' | sort > "$t/pages"
cmp -s "$t/rules" "$t/pages" || { bad "rule pages and --help's rules differ:"; diff "$t/rules" "$t/pages"; }
# the manual's rule list links every page
for r in $(cat "$t/rules"); do
	grep -q "rules/$r.md" "$NA_SRCDIR/docs/rules.md" || bad "docs/rules.md does not link rules/$r.md"
done

"$NULLAUDIT" --explain zero-as-nul > "$t/out" 2> "$t/err"
[ $? -eq 2 ] || bad "--explain of an unknown rule: exit not 2"
[ -s "$t/out" ] && bad "--explain of an unknown rule printed a page"
has "$t/err" "unknown rule 'zero-as-nul' (did you mean 'zero-as-null'?)"
"$NULLAUDIT" --explain > "$t/out" 2> "$t/err"
[ $? -eq 2 ] || bad "--explain without a rule: exit not 2"
has "$t/err" "option '--explain' needs an argument"
exit $fail
