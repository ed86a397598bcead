#!/bin/sh
# tests/audit.sh -- audit files (YAML), architecture presets and kernel
# .config files, through `nullaudit --config FILE`.
#
# Each tests/audit/*.yaml carries its expectations in comments:
#   # exit: N        the exit status (default: 2 for bad-*.yaml, else 0)
#   # error: TEXT    stderr has a line starting "nullaudit: error: TEXT"
# Adding a case is adding one file. Run by make check with
# NULLAUDIT=path/to/nullaudit and NA_SRCDIR=the source directory.
set -u

: "${NULLAUDIT:?set NULLAUDIT to the nullaudit binary}"
srcdir=$(cd "${NA_SRCDIR:-.}" && pwd)
case $NULLAUDIT in
*/*) NULLAUDIT=$(cd "$(dirname "$NULLAUDIT")" && pwd)/$(basename "$NULLAUDIT") ;;
esac
# Test this tree's presets (config/arch), not installed ones.
NULLAUDIT_DATADIR=$srcdir/config
export NULLAUDIT_DATADIR

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

# check NAME WANT_EXIT GOT_EXIT EXPECTATIONS_FILE
check() {
	ok=true
	if [ "$3" != "$2" ]; then
		echo "FAIL $1: exit status $3, expected $2"
		ok=false
	fi
	while IFS= read -r e; do
		if ! grep -qF "nullaudit: error: $e" "$tmp/err"; then
			echo "FAIL $1: stderr lacks: nullaudit: error: $e"
			ok=false
		fi
	done <"$4"
	if $ok; then
		pass=$((pass + 1))
		echo "ok $1"
	else
		fail=$((fail + 1))
		sed 's/^/  | /' "$tmp/err"
	fi
}

# Paths in messages are relative to tests/audit, as the cases spell them.
cd "$srcdir/tests/audit" || exit 1
for f in *.yaml; do
	case $f in
	bad-*) want=2 ;;
	*) want=0 ;;
	esac
	w=$(sed -n 's/^# exit: *//p' "$f")
	[ -n "$w" ] && want=$w
	sed -n 's/^# error: //p' "$f" >"$tmp/expect"
	"$NULLAUDIT" --config "$f" >"$tmp/out" 2>"$tmp/err"
	check "$f" "$want" $? "$tmp/expect"
done

# The audit file itself missing.
echo "nosuch.yaml: No such file or directory" >"$tmp/expect"
"$NULLAUDIT" --config nosuch.yaml >"$tmp/out" 2>"$tmp/err"
check "missing audit file" 2 $? "$tmp/expect"

# The examples load and run, in a stand-in tree holding the builds and
# .config files they name, with one clean unit in each build.
for ex in kernel project; do
	t=$tmp/$ex
	mkdir -p "$t/include/linux" "$t/init"
	cp "$srcdir/config/examples/$ex.yaml" "$t/"
	echo 'int answer(void) { return 42; }' >"$t/init/main.c"
	for b in build build-x86_64-defconfig build-arm64-defconfig build-arm64-allmodconfig \
		build-riscv64-defconfig build-riscv64-allmodconfig; do
		mkdir -p "$t/$b"
		echo 'CONFIG_64BIT=y' >"$t/$b/.config"
		printf '[{"directory": "%s", "file": "init/main.c", "command": "cc -c init/main.c"}]\n' \
			"$t" >"$t/$b/compile_commands.json"
	done
	: >"$tmp/expect"
	(cd "$t" && "$NULLAUDIT" --config "$ex.yaml") >"$tmp/out" 2>"$tmp/err"
	check "config/examples/$ex.yaml" 0 $? "$tmp/expect"
done

# The preset generator reproduces the committed x86_64 preset, when this
# machine has the same compiler the preset was made with.
cd "$srcdir" || exit 1
preset=config/arch/x86_64.yaml
if command -v gcc >/dev/null &&
	[ "$(sed -n 's/^# Compiler: //p' "$preset")" = "$(gcc -m64 --version | sed -n 1p)" ]; then
	if OUTDIR=$tmp sh scripts/gen-arch-preset.sh x86_64 gcc -m64 >/dev/null &&
		cmp -s "$tmp/x86_64.yaml" "$preset"; then
		pass=$((pass + 1))
		echo "ok gen-arch-preset.sh x86_64"
	else
		fail=$((fail + 1))
		echo "FAIL gen-arch-preset.sh x86_64: output differs from $preset"
	fi
else
	echo "skip gen-arch-preset.sh x86_64: not the compiler of $preset"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
