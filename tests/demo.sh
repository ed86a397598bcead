#!/bin/sh
# The bundled demo audit: findings attributed to the configurations that
# produce them, with their presence condition and macro provenance.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cd "$NA_SRCDIR"
"$NULLAUDIT" --config examples/demo/audit.yaml --format=json >"$t/demo.json" 2>"$t/err"
st=$?
[ $st -eq 1 ] || { echo "FAIL: demo exit $st, expected 1"; cat "$t/err"; exit 1; }
python3 - "$t/demo.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
got = {(f["file"], f["line"], f["column"], f["rule"]): f for f in d["findings"]}
def find(path, line, col, rule):
    k = ("examples/demo/" + path, line, col, rule)
    assert k in got, ("missing", k, sorted(got))
    return got[k]
# only the debug configuration compiles the stub that returns 0
f = find("drivers/char/demo_stub.c", 6, 9, "zero-as-null")
assert f["configs"] == ["x86_64-debug"], f["configs"]
assert f["condition"] == "defined(CONFIG_DEMO_DEBUG)", f["condition"]
# a 0 in a header macro body, reached only where CONFIG_NET_POLL is unset
f = find("include/demo/netdev.h", 18, 24, "nonliteral-zero-as-null")
assert f["configs"] == ["arm64-tiny"], f["configs"]
assert [e["macro"] for e in f["expansions"]] == ["NETDEV_NO_POLL", "NETDEV_POLL"], f["expansions"]
assert (f["expansions"][1]["file"], f["expansions"][1]["line"], f["expansions"][1]["column"]) == \
    ("examples/demo/drivers/net/demo_eth.c", 11, 10)
assert "fix" not in f   # a macro body is never rewritten blindly
# findings of both configurations are merged into one
f = find("drivers/net/demo_eth.c", 17, 10, "null-as-integer")
assert f["configs"] == ["x86_64-debug", "arm64-tiny"], f["configs"]
assert f["fix"]["replacement"] == "0"
f = find("drivers/net/demo_eth.c", 19, 17, "null-as-integer")
assert f["fix"]["replacement"] == "'\\0'", f["fix"]
find("drivers/net/demo_eth.c", 10, 10, "zero-as-null")
assert len(got) == 5, sorted(got)
assert d["stats"]["translation_units"] == 2 and d["stats"]["configs"] == 2
PY
