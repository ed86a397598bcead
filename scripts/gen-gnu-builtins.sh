#!/bin/sh
# gen-gnu-builtins.sh [GCC] -- writes src/gnu_builtins.h, the names for which
# GCC's __has_builtin answers 1 (target builtins __builtin_ia32_* apart: the
# hook answers those by target). The candidates are every identifier in
# GCC's cc1, and the library name X of each __builtin_X found; each is then
# asked of GCC itself in one #if __has_builtin(NAME) per name.
set -eu
gcc=${1:-gcc}
cc1=$("$gcc" -print-prog-name=cc1)
out=$(dirname "$0")/../src/gnu_builtins.h
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ask() {  # names on stdin -> the ones GCC knows, on stdout
	awk '{printf "#if __has_builtin(%s)\nHAS %s\n#endif\n", $1, $1}' > "$tmp/ask.c"
	"$gcc" -E -P "$tmp/ask.c" 2>/dev/null | sed -n 's/^HAS //p'
}
strings -n 3 "$cc1" | grep -E '^[A-Za-z_][A-Za-z0-9_]{2,60}$' | sort -u | ask > "$tmp/yes1"
sed -n 's/^__builtin_//p' "$tmp/yes1" | grep -v '^ia32_' | sort -u | ask > "$tmp/yes2"
{
	echo "/* gnu_builtins.h -- made by scripts/gen-gnu-builtins.sh from $("$gcc" -dumpfullversion)"
	echo " * ($("$gcc" -dumpmachine)): the names for which __has_builtin is 1,"
	echo " * __builtin_ia32_* left out; sorted for bsearch (strcmp order). */"
	echo "static const char *const gnu_builtins[] = {"
	cat "$tmp/yes1" "$tmp/yes2" | grep -v '^__builtin_ia32_' | LC_ALL=C sort -u | sed 's/.*/\t"&",/'
	echo "};"
} > "$out"
echo "$out: $(grep -c '^	"' "$out") names"
