#!/bin/sh
# The training run of profile-guided optimisation (configure --enable-pgo, on
# by default with GCC; see docs/design/performance.md): the instrumented program,
# one process per run so that each writes its profile at exit, over inputs of
# this tree and the C library's headers.  Exit status 1 (findings) and 2
# (an input the program reports as bad) are expected; a crash stops the build.
#   scripts/pgo-train.sh PROGRAM SRCDIR
set -u
na=$1
src=$2
runs=0
run() {
	"$na" "$@" >/dev/null 2>&1
	s=$?
	if [ $s -ge 3 ]; then
		echo "pgo-train: '$na $*' ended with status $s" >&2
		exit 1
	fi
	runs=$((runs + 1))
}
for f in "$src"/tests/pgo/*.c; do
	run --preprocess-only "$f"
	run "$f"
done
# the preprocessor's own cases: every GCC feature it implements, in one process
run --preprocess-only -I "$src/tests/pp/inc1" "$src"/tests/pp/*.c
for f in "$src"/tests/checks/*.c; do
	run -I "$src/tests/checks/include" "$f"
done
run --config "$src/examples/demo/audit.yaml"
echo "pgo-train: $runs runs"
