#!/bin/sh
# The prelinked mcpp object must define exactly the API in exports.txt as
# global: any other global (openfile, xmalloc, errors, ...) could collide
# with our own code or a library's.
obj=${top_builddir:-.}/third_party/mcpp/mcpp.o
exports=${NA_SRCDIR:-.}/third_party/mcpp/exports.txt
test -f "$obj" && test -f "$exports" || { echo "missing $obj or $exports" >&2; exit 99; }
globals=$(${NM:-nm} -P -g --defined-only "$obj" | cut -d' ' -f1)
status=0
for sym in $(echo "$globals" | grep -vxF -f "$exports"); do
	echo "mcpp.o: unexpected global symbol: $sym"
	status=1
done
for sym in $(cat "$exports"); do
	echo "$globals" | grep -qxF "$sym" || { echo "mcpp.o: API symbol not defined: $sym"; status=1; }
done
exit $status
