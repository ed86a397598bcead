#!/bin/bash
# The project's test command: a plain build and check in _build, the same under
# ASan/UBSan in _build-asan, then distcheck (as an unprivileged user when run
# as root), then the Debian package (scripts/deb-check.sh).  Both builds are out of tree.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)

# On failure, show why: the harness keeps details in test-suite.log files.
trap 'status=$?; if [ $status -ne 0 ]; then
	find _build _build-asan -name test-suite.log 2>/dev/null |
	while read -r log; do echo "==== $log"; cat "$log"; done
fi' EXIT

autoreconf -fi

mkdir -p _build
(cd _build && ../configure && make -j2 && make -j2 check)

mkdir -p _build-asan
(cd _build-asan && ../configure --enable-sanitizers && make -j2 &&
	ASAN_OPTIONS=halt_on_error=1:detect_leaks=1 \
	LSAN_OPTIONS=suppressions="$top/tests/lsan.supp":print_suppressions=0 \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	make -j2 check)

# distcheck builds and checks the tarball with its source tree read-only, so
# a test that writes into $srcdir fails; but root writes into read-only
# directories.  As root, it runs as the unprivileged user nobody, on the
# tarball unpacked in a directory of its own (as long as it takes as root).
if [ "$(id -u)" -ne 0 ]; then
	(cd _build && make -j2 distcheck)
else
	(cd _build && make dist)
	dc=$(mktemp -d)
	chmod 755 "$dc"
	tar -xzf _build/nullaudit-*.tar.gz -C "$dc"
	cp "$(sed -n 's/^MCPP_TARBALL = //p' _build/Makefile)" "$dc/mcpp.tar.gz"
	chown -R nobody: "$dc"
	setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups \
		env HOME="$dc" bash -c 'cd "$1"/nullaudit-*/ && [ ! -w / ] &&
			./configure --with-mcpp-source="$1/mcpp.tar.gz" && make -j2 distcheck' _ "$dc"
	rm -rf "$dc"
fi

# The Debian package: built (with make check inside), installed, the demo
# audit and the manual checked from the installed files, removed (about
# 75-105 s; scripts/deb-check.sh).  It installs a package, so it needs root or
# sudo without a password; NULLAUDIT_SKIP_DEB=1 skips it.
if [ -n "${NULLAUDIT_SKIP_DEB:-}" ]; then
	echo "test.sh: Debian package check skipped (NULLAUDIT_SKIP_DEB)"
elif [ "$(id -u)" -eq 0 ] || sudo -n true 2>/dev/null; then
	scripts/deb-check.sh
else
	echo "test.sh: Debian package check skipped: needs root or sudo (scripts/deb-check.sh)"
fi
