#!/bin/sh
# Shell completion: the bash completion, sourced in bash with COMP_WORDS and
# COMP_CWORD set, completes rule ids after -Wno-, -W and -Werror=, options
# and their values; the zsh completion parses and offers the same rule ids.
# Both read the options and rules from the program's --help.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
fail=0
bindir=$(cd "$(dirname "$NULLAUDIT")" && pwd)
[ "$(basename "$NULLAUDIT")" = nullaudit ] || { echo "SKIP: the program is not named nullaudit"; exit 77; }
command -v bash > /dev/null || { echo "FAIL: bash missing (scripts/install-deps.sh installs it)"; exit 1; }

out=$(PATH="$bindir:$PATH" bash --norc --noprofile -c '
	. "$1/completions/bash/nullaudit" || exit 1
	# complete WORD...: the words of the line, the last one being completed
	complete_words() {
		COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
		_nullaudit
		printf "%s|" "$*"; printf " %s" "${COMPREPLY[@]}"; echo
	}
	complete_words nullaudit -Wno-ze
	complete_words nullaudit -Werror=null-a
	complete_words nullaudit -Wvoid
	complete_words nullaudit --form
	complete_words nullaudit --format=sa
	complete_words nullaudit --format = js
	complete_words nullaudit --color n
	complete_words nullaudit --shard au
	complete_words nullaudit --sha
	complete_words nullaudit me
	complete_words nullaudit rep
	complete_words nullaudit --format=ht
' sh "$NA_SRCDIR")
echo "$out"
want() { # LINE-PREFIX WORD
	echo "$out" | grep -F -- "$1|" | grep -qw -- "$2" || { echo "FAIL: completing '$1' does not offer $2"; fail=1; }
}
want "nullaudit -Wno-ze" -Wno-zero-as-null
want "nullaudit -Werror=null-a" -Werror=null-as-integer
want "nullaudit -Wvoid" -Wvoid-zero-spelled
want "nullaudit --form" --format=
want "nullaudit --format=sa" --format=sarif
want "nullaudit --format = js" json
want "nullaudit --color n" never
want "nullaudit --shard au" auto
want "nullaudit --sha" --shard=
want "nullaudit me" merge
want "nullaudit rep" report
want "nullaudit --format=ht" --format=html
# only rule ids after -Wno-ze: nothing else starts so
n=$(echo "$out" | grep -F -- "nullaudit -Wno-ze|" | wc -w)
[ "$n" -eq 3 ] || { echo "FAIL: -Wno-ze offers more than -Wno-zero-as-null"; fail=1; }

if command -v zsh > /dev/null; then
	zsh -n "$NA_SRCDIR/completions/zsh/_nullaudit" || { echo "FAIL: zsh: syntax error"; fail=1; }
	# the rule-id completer, with the completion system's builtins stubbed
	z=$(PATH="$bindir:$PATH" zsh -f -c '
		_arguments() { :; }; _describe() { :; }
		_call_program() { shift; "$@"; }
		compadd() { [[ $1 == -a ]] && print -l -- ${(P)2}; }
		words=(nullaudit)
		source "$1/completions/zsh/_nullaudit"
		_nullaudit_wrules' zsh "$NA_SRCDIR")
	for w in zero-as-null no-zero-as-null error=null-as-integer error; do
		echo "$z" | grep -qx -- "$w" || { echo "FAIL: zsh: -W does not offer -W$w"; fail=1; }
	done
else
	echo "FAIL: zsh missing (scripts/install-deps.sh installs it): zsh completion not checked"; fail=1
fi
exit $fail
