#!/bin/sh
# run-check.sh CASE.c -- run nullaudit on a test case and compare its findings
# with the expectations written in the case's header comment:
#
#   check-name: what the case shows
#   check-flags: -Wvoid-zero-spelled          (optional extra flags)
#   check-exit: 1                             (expected exit status)
#   check-findings-start                      (every finding in order: its
#   CASE.c:7:12: warning: plain integer 0 used as null pointer for variable 'p' of type 'char *'; use NULL [-Wzero-as-null]
#     fix: '0' -> 'NULL'                      line as printed, then its fix:
#   include/x.h:2:14: warning: ... [-Wnonliteral-zero-as-null]
#     no fix: NULL is not defined at ...      the text replaced and the
#   check-findings-end                        replacement, or the reason
#                                             there is none; a finding with
#                                             neither has no line after it)
#                                             (a block of FILE:LINE:COL: RULE
#                                             lines compares only those: the
#                                             tests/locations cases, whose
#                                             block stands above the lines it
#                                             names, keep their line count)
#   check-notes-start                         (optional: expansion notes)
#   CASE.c:12:6: note: in expansion of macro 'NONE'
#   check-notes-end
#   check-golden: NAME                        (optional: tests/golden/NAME.{txt,json})
#   check-errors-start                        (optional: the errors on stderr,
#   CASE.c:5:2: unknown type name 't' [parse]  in order, without "nullaudit:
#   check-errors-end                           error: "; stderr holds the
#                                              summary line and nothing else)
#
# Paths in expectations are relative to the directory of the case.
set -u
case_file=$1
: "${NULLAUDIT:?set NULLAUDIT to the nullaudit binary}"
dir=$(dirname "$case_file")
base=$(basename "$case_file")

field() { sed -n "s/^[ *]*check-$1: *//p" "$case_file" | head -n 1; }
block() { sed -n "/check-$1-start/,/check-$1-end/p" "$case_file" | sed '1d;$d' | sed 's/^[ *]*//'; }

flags=$(field flags)
want_exit=$(field exit)
[ -n "$want_exit" ] || want_exit=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# shellcheck disable=SC2086
(cd "$dir" && "$NULLAUDIT" --color=never $flags "$base") >"$tmp/out" 2>"$tmp/err"
got_exit=$?
status=0
if [ "$got_exit" != "$want_exit" ]; then
	echo "FAIL $case_file: exit status $got_exit, expected $want_exit"
	status=1
fi
# findings(): each finding's line, then "  fix: 'OLD' -> 'NEW'" (OLD the text
# under the ^~~ of the snippet, NEW the fix-it line below it) or
# "  no fix: REASON" (its note); expansion notes are check-notes' business.
findings()
{
	awk '
	function flush() { if (fixit != "") print "  fix: \047" old "\047 -> \047" fixit "\047"; fixit = "" }
	/^[^ ][^:]*:[0-9]+:[0-9]+: (warning|error): / { flush(); print; state = 1; next }
	state == 1 && /^ *[0-9]+ \| / { src = substr($0, index($0, "| ") + 2); state = 2; next }
	state == 2 && /^      \| / {
		s = substr($0, 9); from = match(s, /[~^]+/); width = RLENGTH
		old = substr(src, from, width); state = 3; next
	}
	state == 3 && /^      \| / { fixit = substr($0, 8 + from); state = 0; next }
	/: note: no automatic fix: / { flush(); sub(/^.*: note: no automatic fix: /, ""); print "  no fix: " $0; state = 0; next }
	{ state = 0 }
	END { flush() }' "$1"
}
block findings | sed 's/^\(fix\|no fix\): /  \1: /' >"$tmp/want"
if [ -s "$tmp/want" ] && ! grep -q ': \(warning\|error\): ' "$tmp/want"; then
	# the short form, FILE:LINE:COL: RULE, for the location cases
	# (tests/locations/*.c), whose block stands above the lines it names
	case $case_file in
	*/checks/*) echo "FAIL $case_file: a tests/checks case lists each finding's full line"; status=1 ;;
	esac
	sed -n 's/^\([^ ][^:]*:[0-9]*:[0-9]*\): \(warning\|error\): .*\[-W\(error=\)\{0,1\}\([a-z-]*\)\]$/\1: \4/p' \
		"$tmp/out" >"$tmp/got"
else
	findings "$tmp/out" >"$tmp/got"
fi
if ! diff -u "$tmp/want" "$tmp/got" >"$tmp/diff"; then
	echo "FAIL $case_file: findings differ (- expected, + got)"
	cat "$tmp/diff"
	status=1
fi
if grep -q 'check-notes-start' "$case_file"; then
	grep ': note: in expansion of macro' "$tmp/out" >"$tmp/gotnotes"
	block notes >"$tmp/wantnotes"
	if ! diff -u "$tmp/wantnotes" "$tmp/gotnotes"; then
		echo "FAIL $case_file: expansion notes differ"
		status=1
	fi
fi
# stderr holds the summary and nothing else but the errors the case lists
# (check-errors; none when it lists none): an unexpected error fails
grep -v -e '^nullaudit: [0-9]* findings\{0,1\} ' -e '^nullaudit: [0-9]* units\{0,1\} not fully checked' \
	"$tmp/err" | sed 's/^nullaudit: error: //' >"$tmp/goterr"
block errors >"$tmp/wanterr"
if ! diff -u "$tmp/wanterr" "$tmp/goterr"; then
	echo "FAIL $case_file: stderr differs from the errors listed (- expected, + got)"
	status=1
fi
golden=$(field golden)
if [ -n "$golden" ]; then
	g="$dir/../golden/$golden"
	if ! diff -u "$g.txt" "$tmp/out"; then
		echo "FAIL $case_file: text output differs from $g.txt"
		status=1
	fi
	# shellcheck disable=SC2086
	(cd "$dir" && "$NULLAUDIT" --format=json $flags "$base") 2>/dev/null |
		sed 's/"seconds": [0-9.]*/"seconds": 0/' >"$tmp/json"
	if ! diff -u "$g.json" "$tmp/json"; then
		echo "FAIL $case_file: JSON output differs from $g.json"
		status=1
	fi
fi
if [ $status -ne 0 ]; then
	echo "--- stdout"; cat "$tmp/out"; echo "--- stderr"; cat "$tmp/err"
fi
exit $status
