#!/bin/sh
# make install DESTDIR=...: the FHS layout under prefix=/usr (program, manual,
# bash and zsh completions, arch presets, example audits and the demo tree),
# nothing outside /usr, and the installed program runs the installed demo
# audit from any directory with the installed presets.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}" "${top_builddir:?}"
: "${MAKE:=make}"
t=$(mktemp -d)
trap 'chmod -R u+w "$t" 2>/dev/null; rm -rf "$t"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
root=$t/root
# A nested make in the build tree (everything is built already); MAKEFLAGS
# from the test harness' make would pass its jobserver, which is fine.
$MAKE -C "$top_builddir" install DESTDIR="$root" prefix=/usr > "$t/log" 2>&1 ||
	{ cat "$t/log"; echo "FAIL: make install"; exit 1; }

for f in usr/bin/nullaudit \
	usr/share/man/man1/nullaudit.1 \
	usr/share/bash-completion/completions/nullaudit \
	usr/share/zsh/vendor-completions/_nullaudit \
	usr/share/nullaudit/examples/kernel.yaml \
	usr/share/nullaudit/examples/project.yaml \
	usr/share/nullaudit/examples/ci/codeclimate.jq \
	usr/share/nullaudit/examples/ci/gitlab-ci.yml \
	usr/share/nullaudit/examples/demo/audit.yaml \
	usr/share/nullaudit/examples/demo/drivers/net/demo_eth.c \
	usr/share/nullaudit/examples/demo/drivers/char/demo_stub.c \
	usr/share/nullaudit/examples/demo/include/demo/netdev.h \
	usr/share/nullaudit/examples/demo/include/linux/stddef.h; do
	[ -f "$root/$f" ] || bad "/$f not installed"
done
[ -x "$root/usr/bin/nullaudit" ] || bad "/usr/bin/nullaudit not executable"
for p in "$NA_SRCDIR"/config/arch/*.yaml; do
	[ -f "$root/usr/share/nullaudit/arch/$(basename "$p")" ] || bad "preset $(basename "$p") not installed"
done
(cd "$root" && find . -type f | sed 's|^\./|/|') | sort > "$t/files"
grep -v -e '^/usr/bin/' -e '^/usr/share/' "$t/files" > "$t/stray" && { cat "$t/stray"; bad "files installed outside /usr/bin and /usr/share"; }
# the manual installs as written, and renders
cmp -s "$NA_SRCDIR/man/nullaudit.1" "$root/usr/share/man/man1/nullaudit.1" || bad "installed manual differs"
if command -v man > /dev/null; then
	man -l "$root/usr/share/man/man1/nullaudit.1" 2>&1 | grep -q -- '--shard' || bad "man -l does not render the manual"
else
	bad "man missing (scripts/install-deps.sh installs man-db): the manual's rendering not checked"
fi

# The installed demo from elsewhere, read-only, with the installed presets
# (NULLAUDIT_DATADIR stands for the /usr/share/nullaudit the program was
# built for): 5 findings in 2 configurations, as from the source tree.
chmod -R a-w "$root/usr/share/nullaudit"
(cd "$t" && NULLAUDIT_DATADIR="$root/usr/share/nullaudit" "$root/usr/bin/nullaudit" \
	--config "$root/usr/share/nullaudit/examples/demo/audit.yaml" > "$t/demo.out" 2> "$t/demo.err")
s=$?
[ $s -eq 1 ] || { cat "$t/demo.err"; bad "installed demo audit exits $s, not 1"; }
grep -q '5 findings.* 2 configurations' "$t/demo.err" || { cat "$t/demo.err"; bad "installed demo audit: not 5 findings in 2 configurations"; }
grep -q 'demo_eth.c:17:10: warning: NULL used as an integer' "$t/demo.out" || bad "installed demo audit: finding missing"
exit $fail
