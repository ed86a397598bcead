#!/bin/sh
# A result merged back (nullaudit merge) holds the findings as the run
# gave them: every field, the conversion context of each (assignment,
# initializer, argument, return, comparison, conditional, arithmetic)
# read back from its name.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
cat > x.c <<'EOF'
#include <stddef.h>
struct s { char *p; };
void take(char *p);
int g(int);
char *f(char *q, int c)
{
	struct s v = { 0 };
	q = 0;
	take(0);
	if (q == 0)
		return 0;
	q = c ? q : 0;
	int i = NULL;
	i = i + NULL;
	return (char *)(long)g(NULL) + i;
}
EOF
"$NULLAUDIT" --no-cache --format=json -o a.json x.c
"$NULLAUDIT" merge --format=json a.json > m.json
[ $? -eq 1 ] || bad "merge: exit status not 1 (findings)"
python3 - <<'PY' || fail=1
import json
a = json.load(open("a.json"))["findings"]
m = json.load(open("m.json"))["findings"]
contexts = sorted({f["context"] for f in a})
want = ["argument", "arithmetic", "assignment", "comparison", "conditional", "initializer", "return"]
if contexts != want:
    print("FAIL the run's contexts: %s" % contexts)
    raise SystemExit(1)
if a != m:
    for x, y in zip(a, m):
        if x != y:
            print("FAIL merged finding differs:\n  %s\n  %s" % (x, y))
    raise SystemExit(1)
PY
exit $fail
