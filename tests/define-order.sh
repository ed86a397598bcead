#!/bin/sh
# -D and -U of a compile command take effect in the order given, as GCC
# applies them (mcpp applied every -D before every -U, so vim's
# -U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=1 left the macro undefined); an audit
# configuration's undefines are still applied after everything
# (docs/yaml.md).
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
cat > u.c <<'EOF'
#ifdef FOO
char *p = 0;
#endif
EOF
cat > compile_commands.json <<EOF
[{"directory": "$t", "file": "u.c", "arguments": ["cc", "-UFOO", "-DFOO=1", "-c", "u.c"]}]
EOF
"$NULLAUDIT" --no-config --no-cache -p . u.c > cli.txt 2>&1
has cli.txt "u.c:2:11: warning: plain integer 0 used as null pointer"
"$NULLAUDIT" --no-config --no-cache -UFOO -DFOO=1 u.c > cli2.txt 2>&1
has cli2.txt "u.c:2:11"
"$NULLAUDIT" --no-config --no-cache -DFOO=1 -UFOO u.c > cli3.txt 2>&1
hasnt cli3.txt "u.c:2:11"
cat > audit.yaml <<'EOF'
version: 1
sources:
  compile_commands: .
configs:
  - name: plain
  - name: no-foo
    undefines: [FOO]
EOF
"$NULLAUDIT" --no-cache --config audit.yaml --format=json > audit.json 2>audit.err
python3 - audit.json <<'EOF' || bad "audit: FOO's finding not in 'plain' only"
import json, sys
f = json.load(open(sys.argv[1]))["findings"]
assert len(f) == 1, f
assert f[0]["configs"] == ["plain"], f[0]
EOF
exit $fail
