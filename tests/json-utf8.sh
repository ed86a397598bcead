#!/bin/sh
# JSON and SARIF stay valid JSON when a message holds bytes that are not
# UTF-8 (a Latin-1 #error text, binary junk): each such byte becomes
# U+FFFD, well-formed UTF-8 (é, an emoji) is kept, and an encoded
# surrogate (ED A0 80) or an overlong form (C0 AF) counts as not UTF-8.
. "$NA_SRCDIR/tests/lib.sh"
command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 missing (scripts/install-deps.sh installs it)"; exit 1; }
cd "$t" || exit 1
printf '#error bad \377\376 caf\303\251 \355\240\200 \300\257 \360\237\230\200 end\nchar *p = 0;\n' > e.c
for fmt in json sarif; do
	"$NULLAUDIT" --no-cache --format=$fmt -o out.$fmt e.c 2>/dev/null
	python3 - out.$fmt $fmt <<'PY' || bad "$fmt: not valid JSON, or the message is not as expected"
import json, sys
d = json.load(open(sys.argv[1], "rb"))
if sys.argv[2] == "json":
    msgs = [e["message"] for e in d["errors"]]
else:
    msgs = [n["message"]["text"] for n in d["runs"][0]["invocations"][0]["toolExecutionNotifications"]]
m = next(m for m in msgs if "#error" in m)
want = "bad \ufffd\ufffd caf\u00e9 \ufffd\ufffd\ufffd \ufffd\ufffd \U0001F600 end"
if want not in m:
    print("message: %r" % m)
    sys.exit(1)
PY
done
exit $fail
