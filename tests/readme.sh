#!/bin/sh
# The README is tested, as rustdoc tests its examples: every command of its
# ```console blocks ("$ nullaudit ...", run on a copy of the bundled demo,
# from the copy's top directory) runs, exits 0 or 1, and prints exactly the
# output shown under it (lines starting "nullaudit: " are stderr, the others
# stdout; a command shown without output prints nothing).  A README whose
# example drifts from the program fails here.  The other code blocks (a
# user's build, a kernel tree) need inputs the demo does not have.
. "$NA_SRCDIR/tests/lib.sh"
readme=${NA_README:-$NA_SRCDIR/README.md}
cp -R "$NA_SRCDIR/examples" "$t/" && chmod -R u+w "$t/examples" || exit 1
cd "$t" || exit 1
python3 - "$readme" "$NULLAUDIT" <<'PY' || fail=1
import shlex, subprocess, sys
readme, program = sys.argv[1], sys.argv[2]
lines = open(readme, encoding="utf-8").read().split("\n")
cases, block, i = [], None, 0
for n, line in enumerate(lines, 1):
    if block is None:
        if line.strip() == "```console":
            block = []
        continue
    if line.strip() == "```":
        cases.extend(block)
        block = None
    elif line.startswith("$ "):
        block.append([n, line[2:], []])
    elif block:
        block[-1][2].append(line)
    else:
        sys.exit(f"README.md:{n}: output before any command in a console block")
if block is not None:
    sys.exit("README.md: a console block is not closed")
if not cases:
    sys.exit("README.md: no console block with a command")
failed = 0
for n, cmd, shown in cases:
    argv = shlex.split(cmd)
    if argv[0] != "nullaudit":
        print(f"FAIL README.md:{n}: a console command that is not nullaudit: {cmd}")
        failed = 1
        continue
    r = subprocess.run([program] + argv[1:], capture_output=True, text=True)
    want_err = [l for l in shown if l.startswith("nullaudit: ")]
    want_out = [l for l in shown if not l.startswith("nullaudit: ")]
    got_out, got_err = r.stdout.splitlines(), r.stderr.splitlines()
    if r.returncode not in (0, 1):
        print(f"FAIL README.md:{n}: '{cmd}' exits {r.returncode}:\n{r.stderr}")
        failed = 1
    if got_out != want_out or got_err != want_err:
        print(f"FAIL README.md:{n}: '{cmd}' prints other output than the README shows")
        import difflib
        for d in difflib.unified_diff(want_err + want_out, got_err + got_out,
                                      "README", "program", lineterm=""):
            print(d)
        failed = 1
print(f"README: {len(cases)} commands run")
sys.exit(failed)
PY
# the files the CI example writes are what it says they are
[ -s nullaudit.sarif ] && python3 -c 'import json,sys; d=json.load(open("nullaudit.sarif")); assert d["version"]=="2.1.0" and len(d["runs"][0]["results"])==5' ||
	bad "the README's merged SARIF is not SARIF 2.1.0 with the demo's 5 results"

# and the test itself fails when the example drifts: one character of the
# shown output changed
sed 's/59 expressions, 0 untyped/58 expressions, 0 untyped/' "$readme" > "$t/drift.md"
cmp -s "$readme" "$t/drift.md" && bad "the drift check found nothing to change"
if [ -z "${NA_README:-}" ]; then
	NA_README=$t/drift.md sh "$NA_SRCDIR/tests/readme.sh" > "$t/drift.out" 2>&1 &&
		bad "a README whose shown output differs from the program's passes"
fi
exit $fail
