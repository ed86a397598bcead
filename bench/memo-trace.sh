#!/bin/sh
# Usage: bench/memo-trace.sh NULLAUDIT OUTDIR DB...
#
# Traces every unit of each compile database DB (one run each, -j1, no
# result cache) for bench/memo-hits.py: what a header memo would reuse.
# For each DB, named after its directory, four runs:
#   OUTDIR/NAME.P.trace  the whole check, every unit screened without -K
#                        (NULLAUDIT_SCREEN=plain), the inputs of each
#                        header entry with their detail
#   OUTDIR/NAME.P.time   the same, only the entries timed
#   OUTDIR/NAME.K.trace  --preprocess-only (with -K's records)
#   OUTDIR/NAME.K.time   the same, only the entries timed
# A unit screened without -K that may have a finding is checked again with
# -K: its second block is of mode K (memo-hits.py --mode P leaves it out).
# Then, e.g.:
#   bench/memo-hits.py --mode P --times OUTDIR/A.P.time --times OUTDIR/B.P.time \
#       OUTDIR/A.P.trace OUTDIR/B.P.trace
set -eu
na=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$(mkdir -p "$2" && cd "$2" && pwd)
shift 2

# run MODE DB DIR TRACE [VAR=VALUE]: one run of nullaudit over DB
run() {
	if [ "$1" = P ]; then
		(cd "$3" && env NULLAUDIT_MEMO_TRACE="$4" "$5" NULLAUDIT_SCREEN=plain \
			"$na" -p "$2" --no-cache --no-config --quiet -j1 >/dev/null 2>&1) || true
	else
		(cd "$3" && env NULLAUDIT_MEMO_TRACE="$4" "$5" \
			"$na" -p "$2" --no-cache --no-config --quiet -j1 --preprocess-only \
			>/dev/null 2>&1) || true
	fi
}

for db in "$@"; do
	dir=$(cd "$(dirname "$db")" && pwd)
	db=$dir/$(basename "$db")
	name=$(basename "$dir")
	for mode in P K; do
		rm -f "$out/$name.$mode.trace" "$out/$name.$mode.time"
		run $mode "$db" "$dir" "$out/$name.$mode.trace" NULLAUDIT_MEMO_TRACE_DETAIL=1
		run $mode "$db" "$dir" "$out/$name.$mode.time" NULLAUDIT_MEMO_TRACE_TIME=1
		echo "$name $mode: $(grep -c '^U' "$out/$name.$mode.trace") runs traced"
	done
done
