#!/bin/sh
# Options no other test asserts: --unit-timeout (a unit that never ends is
# named in a timeout error record, the others are checked), --tab-width
# (display columns), --color=always (SGR escapes around the location and
# the severity), --progress (units done on stderr), --tokenize (the tokens
# of gcc -E output, line markers and #pragma lines left out).
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
printf '#include <stddef.h>\n\tchar *p = 0;\n' > tw.c
printf 'char *q = 0;\n' > ok.c
printf 'int x;\n' > hang.c

# --unit-timeout: the worker of hang.c never ends (NULLAUDIT_TEST_HANG)
NULLAUDIT_TEST_HANG=hang.c "$NULLAUDIT" --no-cache --unit-timeout=1 --format=json hang.c ok.c > to.json 2> to.err
[ $? -eq 1 ] || bad "--unit-timeout: exit status not 1 (a finding in ok.c)"
has to.err "nullaudit: error: hang.c: not checked: took longer than --unit-timeout=1 s"
python3 - to.json <<'PY' || bad "--unit-timeout: the JSON records"
import json, sys
d = json.load(open(sys.argv[1]))
assert [(e["unit"], e["kind"]) for e in d["errors"]] == [("hang.c", "timeout")], d["errors"]
assert [(f["file"], f["line"]) for f in d["findings"]] == [("ok.c", 1)], d["findings"]
PY

# --tab-width: the column after a tab is a display column
"$NULLAUDIT" --no-cache tw.c > tab0.out 2>/dev/null
"$NULLAUDIT" --no-cache --tab-width=4 tw.c > tab4.out 2>/dev/null
"$NULLAUDIT" --no-cache --tab-width=8 tw.c > tab8.out 2>/dev/null
grep -q '^tw.c:2:12: warning' tab0.out || bad "byte column: $(head -1 tab0.out)"
grep -q '^tw.c:2:15: warning' tab4.out || bad "--tab-width=4: $(head -1 tab4.out)"
grep -q '^tw.c:2:19: warning' tab8.out || bad "--tab-width=8: $(head -1 tab8.out)"

# --color=always: bold location, magenta "warning:", reset; never: none
esc=$(printf '\033')
"$NULLAUDIT" --no-cache --color=always tw.c > c.out 2>/dev/null
grep -q "^${esc}\[1mtw.c:2:12:${esc}\[0m ${esc}\[1;35mwarning:${esc}\[0m" c.out || bad "--color=always: $(head -1 c.out | od -c | head -3)"
"$NULLAUDIT" --no-cache --color=never tw.c > n.out 2>/dev/null
grep -q "$esc" n.out && bad "--color=never wrote an escape"
"$NULLAUDIT" --no-cache tw.c > p.out 2>/dev/null   # not a terminal: auto is never
cmp -s n.out p.out || bad "--color=auto into a file differs from never"

# --progress: units done, on stderr, then the summary on its own line
"$NULLAUDIT" --no-cache --progress tw.c ok.c > /dev/null 2> prog.err
printf '\rnullaudit: 1/2 units\rnullaudit: 2/2 units\n' > prog.want
head -c "$(wc -c < prog.want)" prog.err | cmp -s - prog.want || { bad "--progress"; od -c prog.err | head; }

# --tokenize: one token a line; markers and #pragma lines are not tokens
printf 'int a = 1;\n# 5 "x.c"\nchar *p = (0);\n#pragma once\n' > pre.i
"$NULLAUDIT" --tokenize pre.i > tok.out || bad "--tokenize: exit $?"
printf 'int\na\n=\n1\n;\nchar\n*\np\n=\n(\n0\n)\n;\n' | cmp -s - tok.out || { bad "--tokenize"; cat tok.out; }
exit $fail
