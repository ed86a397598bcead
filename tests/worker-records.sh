#!/bin/sh
# Many findings read back from -j workers: the parent interns their
# strings (over 64 KiB of them, several blocks of the intern table). Under
# the sanitizer build (LeakSanitizer on, as scripts/test.sh runs it) no
# block may be reported as leaked: the blocks are chained from a global,
# since the mapped hash table that points into them is not scanned (the
# sqlite3 unit of the userland corpus met this). Plain builds check the
# count of findings.
. "$NA_SRCDIR/tests/lib.sh"
na=$NULLAUDIT
case $na in /*) ;; *) na=$(pwd)/$na ;; esac
cd "$t" || exit 1
for u in 0 1; do
	i=0
	while [ $i -lt 1500 ]; do
		echo "struct s_${u}_${i}_with_a_long_name_to_fill_the_intern_blocks { char *member_${u}_$i; };"
		echo "struct s_${u}_${i}_with_a_long_name_to_fill_the_intern_blocks v_${u}_$i = { .member_${u}_$i = 0, };"
		i=$((i + 1))
	done > u$u.c
done
"$na" -j2 --format=json -o out.json u0.c u1.c 2> err.txt
st=$?
if grep -q Sanitizer err.txt; then
	cat err.txt >&2
	echo "worker-records.sh: a sanitizer report" >&2
	exit 1
fi
[ $st = 1 ] || { echo "worker-records.sh: exit $st, expected 1" >&2; exit 1; }
n=$(grep -c '"rule": "zero-as-null"' out.json)
[ "$n" = 3000 ] || { echo "worker-records.sh: $n findings, expected 3000" >&2; exit 1; }
exit 0
