#!/bin/sh
# The project speaks of the program, not of its making: no tracked file
# (outside the upstream-derived third_party/) names a work session (the
# word followed by its number, with a blank, _ or - between or nothing) or
# an absolute path of the machine it was written on (under its work, home
# or root directory).  And in a git checkout no file of tests/, config/,
# docs/, examples/ or bench/ is hidden by .gitignore (a fixture's Makefile
# matches the rule for autotools output) but the check's own outputs.  In a git checkout the tracked files are searched
# (git grep); in a distribution tarball, the authored files.  This file
# spells its own examples in pieces, so that it passes its own search.
. "$NA_SRCDIR/tests/lib.sh"
cd "$NA_SRCDIR" || exit 1
session='[Ss][Ee][Ss][Ss][Ii][Oo][Nn][ _-]?[0-9]'
machine='(^|[^A-Za-z0-9_.~/-])/(work|home|root|Users)/[A-Za-z0-9_.-]'
search() { # ERE
	if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		git grep -n -I -E -e "$1" -- . ':!third_party' ':!tests/tracked-text.sh'
	else   # a tarball, maybe built in place: the authored files only
		grep -r -n -I -E -e "$1" --exclude=tracked-text.sh --exclude='*.log' \
			--exclude='*.trs' --exclude-dir=xdg-cache --exclude=explain.c --exclude=Makefile --exclude=Makefile.in \
			README.md configure.ac Makefile.am bench completions config docs examples \
			include m4 man scripts src tests debian/control debian/rules 2>/dev/null
	fi
}
search "$session" > "$t/sessions"
[ -s "$t/sessions" ] && { bad "files name a work session:"; head -20 "$t/sessions"; }
search "$machine" > "$t/paths"
[ -s "$t/paths" ] && { bad "files hold a machine's absolute path:"; head -20 "$t/paths"; }
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	git ls-files --others --ignored --exclude-standard -- tests config docs examples bench |
		grep -v -E '(\.log|\.trs|\.o|/\.dirstamp|/replay)$|/\.deps/|__pycache__/|^tests/(xdg-cache|.*\.dir)/' > "$t/hidden"
	[ -s "$t/hidden" ] && { bad "files .gitignore hides from git (add them with a ! rule):"; head -20 "$t/hidden"; }
fi
# the patterns find what they are meant to
w=Sess
printf '%sion 16 measured\n%sion-6 binary\n%sion16\n' "$w" "$w" "$w" | grep -qE "$session" ||
	bad "the session pattern misses"
[ "$(printf '%sion 16 x\n%sion-6 x\n%sion16 x\n' "$w" "$w" "$w" | grep -cE "$session")" = 3 ] ||
	bad "the session pattern misses a spelling"
printf 'see /%s/bench/kernel\n' work | grep -qE "$machine" || bad "the path pattern misses"
printf 'a /usr/include path, http://x/%s/y, ~/%s/z\n' home home | grep -qE "$machine" && bad "the path pattern catches a path that is no machine's"
exit $fail
