#!/bin/bash
# Builds the Debian package from this checkout, installs it, and runs the
# installed program: the demo audit from /usr/share/nullaudit/examples/demo,
# `man -w nullaudit`, the completions.  Debian 12, as root (or with sudo).
#
#   scripts/deb-check.sh              build (with make check), install, check, remove
#   DEB_BUILD_OPTIONS=nocheck scripts/deb-check.sh    without the test suite
#   NULLAUDIT_DEB_KEEP=1 ...          leave the package installed (also when a
#                                     nullaudit package was installed before)
#   NULLAUDIT_MCPP_SOURCE=/path/mcpp_2.7.2.orig.tar.gz ...   no download
#
# The package is built from a copy of the checkout's files (tracked and new,
# not ignored ones) in a temporary directory, so the checkout stays as it is;
# the .deb is left in _deb/.  mcpp's tarball: NULLAUDIT_MCPP_SOURCE, else the
# checkout's cache third_party/mcpp/mcpp_2.7.2.orig.tar.gz, else configure's
# `apt-get source` (debian/rules).
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)
sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
start=$(date +%s)
say() { echo "deb-check: $* ($(($(date +%s) - start)) s)"; }

version=$(dpkg-parsechangelog -l debian/changelog -S Version 2>/dev/null ||
	sed -n '1s/.*(\(.*\)).*/\1/p' debian/changelog)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
src=$work/nullaudit-$version
mkdir -p "$src"
git ls-files -z --cached --others --exclude-standard |
	(while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done) |
	tar --null -T - -cf - | tar -xf - -C "$src"

if [ -z "${NULLAUDIT_MCPP_SOURCE:-}" ] && [ -f third_party/mcpp/mcpp_2.7.2.orig.tar.gz ]; then
	NULLAUDIT_MCPP_SOURCE=$top/third_party/mcpp/mcpp_2.7.2.orig.tar.gz
fi
[ -n "${NULLAUDIT_MCPP_SOURCE:-}" ] && export NULLAUDIT_MCPP_SOURCE

# Build-Depends: installed from the control file when missing.
if ! (cd "$src" && dpkg-checkbuilddeps) 2>/dev/null; then
	say "installing the Build-Depends"
	$sudo apt-get install -y -q --no-install-recommends build-essential >/dev/null
	$sudo apt-get build-dep -y -q "$src" >/dev/null
fi

say "dpkg-buildpackage -us -uc -b"
(cd "$src" && dpkg-buildpackage -us -uc -b) > "$work/build.log" 2>&1 ||
	{ tail -60 "$work/build.log"; echo "deb-check: package build failed" >&2; exit 1; }
deb=$(ls "$work"/nullaudit_"$version"_*.deb)
mkdir -p _deb
cp "$deb" _deb/
deb=$top/_deb/$(basename "$deb")
say "built $(basename "$deb")"
dpkg-deb -c "$deb" | awk '{print $NF}' | grep -v '/$' | sed 's|^\./|/|'

# The build tree is gone before the installed program runs: the program
# must find its presets in /usr/share/nullaudit, not in a source tree.
rm -rf "$src"
had=$(dpkg-query -W -f '${Status}' nullaudit 2>/dev/null | grep -c 'ok installed' || true)
say "apt-get install $deb"
$sudo apt-get install -y -q --reinstall "$deb" >/dev/null

fail=0
bad() { echo "deb-check: FAIL: $*" >&2; fail=1; }
[ "$(command -v nullaudit)" = /usr/bin/nullaudit ] || bad "nullaudit is not /usr/bin/nullaudit"
nullaudit --version
# the demo audit where it is installed, from another directory
status=0
(cd "$work" && nullaudit --config /usr/share/nullaudit/examples/demo/audit.yaml) \
	> "$work/demo.out" 2> "$work/demo.err" || status=$?
cat "$work/demo.err"
[ $status -eq 1 ] || bad "demo audit exits $status, not 1 (findings)"
grep -q '5 findings.* 2 configurations' "$work/demo.err" || bad "demo audit: not 5 findings in 2 configurations"
grep -q '^/usr/share/nullaudit/examples/demo/drivers/net/demo_eth.c:17:10: warning' "$work/demo.out" ||
	bad "demo audit: the finding at demo_eth.c:17:10 is missing"
man -w nullaudit || bad "man -w nullaudit finds no manual"
for f in /usr/share/bash-completion/completions/nullaudit /usr/share/zsh/vendor-completions/_nullaudit \
	/usr/share/nullaudit/arch/x86_64.yaml /usr/share/nullaudit/examples/kernel.yaml; do
	[ -f "$f" ] || bad "$f not installed"
done
out=$(bash -c '. /usr/share/bash-completion/completions/nullaudit
	COMP_WORDS=(nullaudit -Wno-ze); COMP_CWORD=1; _nullaudit; echo "${COMPREPLY[*]}"')
[ "$out" = -Wno-zero-as-null ] || bad "bash completion of -Wno-ze gives '$out'"

if [ -z "${NULLAUDIT_DEB_KEEP:-}" ] && [ "$had" = 0 ]; then
	$sudo apt-get remove -y -q nullaudit >/dev/null
	say "package removed (NULLAUDIT_DEB_KEEP=1 keeps it)"
fi
[ $fail -eq 0 ] || exit 1
say "ok: $deb"
