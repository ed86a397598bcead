#!/bin/sh
# A unit's errors in a result: each place once, however often a header
# holding it is read (no include guard); two places with the same message
# are two errors.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
printf 'u in_header;\n' > twice.h
printf '#include "twice.h"\n#include "twice.h"\nt first;\nt second;\n' > e.c
"$NULLAUDIT" --no-cache --format=json e.c > e.json 2>/dev/null
python3 - <<'PY' || fail=1
import json
got = [(e["file"], e["line"], e["column"], e["kind"], e["message"])
       for e in json.load(open("e.json"))["errors"]]
want = [("e.c", 3, 1, "parse", "unknown type name 't'"),
        ("e.c", 4, 1, "parse", "unknown type name 't'"),
        ("twice.h", 1, 1, "parse", "unknown type name 'u'")]
if sorted(got) != want:
    print("FAIL errors: %s" % got)
    raise SystemExit(1)
PY
exit $fail
