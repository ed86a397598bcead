#!/bin/bash
# From a fresh Debian 12 checkout to a first audit: dependencies, a build in
# _build, then the demo audit.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
autoreconf -fi
mkdir -p _build
(cd _build && ../configure && make -j2)

# Exit status 1 means "findings reported", which is what the demo is for.
status=0
_build/nullaudit --config examples/demo/audit.yaml || status=$?
[ $status -le 1 ] || { echo "bootstrap: demo audit failed (exit $status)" >&2; exit $status; }
echo "bootstrap: done; the program is _build/nullaudit"
