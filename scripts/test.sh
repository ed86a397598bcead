#!/bin/bash
# The project's test command: a plain build and check in _build, the same under
# ASan/UBSan in _build-asan, then distcheck.  Both builds are out of tree.
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
	LSAN_OPTIONS=suppressions="$top/tests/lsan.supp" \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	make -j2 check)

(cd _build && make -j2 distcheck)
