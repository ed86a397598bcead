#!/usr/bin/env python3
"""Check nullaudit's fixes on a kernel corpus: the diff applies, the patched
units compile with their own flags to the same code, and a re-run reports
none of the fixed findings.

  scripts/kernel-fixcheck.py CORPUS [--nullaudit PATH] [--result FULL.json]

CORPUS is a directory made by bench/corpus/linux-6.1.sh.  The units are
those with a finding in --result (a --format=json run over the corpus), or
all units when it is not given.  Steps:
  1. nullaudit --format=diff on those units (from CORPUS, paths relative);
  2. each unit is compiled with its compile command (unpatched), objdump -d
     and the section sizes kept;
  3. the diff is applied with patch -p1 (dry run first);
  4. the units are compiled again and compared: identical disassembly and
     section sizes (the edits are 0 -> NULL and NULL -> 0, the same code);
  5. nullaudit runs again: none of the findings that had a fix remains;
  6. the diff is reversed, always, so the corpus is left as it was.
Prints one line per step and exits 0 when every check passed.
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tokcmp import without_outputs  # noqa: E402  (one filter of compile commands)


def compile_unit(entry, obj):
    args = without_outputs(entry.get("arguments") or shlex.split(entry["command"]))
    r = subprocess.run(args + ["-o", obj], cwd=entry["directory"], capture_output=True, text=True)
    return r.returncode, r.stderr


def code_of(obj):
    dis = subprocess.run(["objdump", "-d", "--no-show-raw-insn", obj], capture_output=True,
                         text=True).stdout
    dis = "\n".join(l for l in dis.splitlines() if not l.startswith(obj) and "file format" not in l)
    size = subprocess.run(["size", "-A", obj], capture_output=True, text=True).stdout
    size = "\n".join(l for l in size.splitlines() if not l.startswith(obj))
    return dis, size


def findings(na, corpus, db, units, out):
    subprocess.run([na, "-p", db, "--no-cache", "--format=json", "-o", out] + units, cwd=corpus,
                   capture_output=True)
    return json.load(open(out))["findings"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--nullaudit", default="_build/nullaudit")
    ap.add_argument("--result")
    o = ap.parse_args()
    na = os.path.abspath(o.nullaudit)
    corpus = os.path.abspath(o.corpus)
    db = os.path.join(corpus, "build", "compile_commands.json")
    entries = json.load(open(db))
    by_file = {os.path.realpath(e["file"] if os.path.isabs(e["file"])
                                else os.path.join(e["directory"], e["file"])): e for e in entries}
    if o.result:
        tus = set()
        res = json.load(open(o.result))
        # the units that produced findings: re-run per unit is costly, so take
        # the units whose source (or an expansion site) is named
        for f in res["findings"]:
            for p in [f["file"]] + [e["file"] for e in f["expansions"]]:
                rp = os.path.realpath(os.path.join(corpus, p))
                if rp in by_file:
                    tus.add(rp)
        units = sorted(tus)
    else:
        units = sorted(by_file)
    tmp = tempfile.mkdtemp(prefix="fixcheck.")
    ok = True
    before = findings(na, corpus, db, units, os.path.join(tmp, "before.json"))
    fixed = [f for f in before if "fix" in f]
    print("units: %d; findings: %d, with a safe fix: %d" % (len(units), len(before), len(fixed)))
    diff = subprocess.run([na, "-p", db, "--no-cache", "--format=diff"] + units, cwd=corpus,
                          capture_output=True, text=True).stdout
    open(os.path.join(tmp, "fix.diff"), "w").write(diff)
    hunks = diff.count("\n@@ ")
    print("diff: %d files, %d hunks (%s)" % (diff.count("\n+++ ") + diff.startswith("+++ "),
                                            hunks, os.path.join(tmp, "fix.diff")))
    codes = {}
    for u in units:
        rc, err = compile_unit(by_file[u], os.path.join(tmp, "a.o"))
        if rc:
            print("FAIL unpatched %s does not compile: %s" % (u, err[:200]))
            ok = False
            continue
        codes[u] = code_of(os.path.join(tmp, "a.o"))
    dry = subprocess.run(["patch", "-p1", "--dry-run", "-i", os.path.join(tmp, "fix.diff")],
                         cwd=corpus, capture_output=True, text=True)
    if dry.returncode:
        print("FAIL the diff does not apply:\n" + dry.stdout + dry.stderr)
        return 1
    subprocess.run(["patch", "-p1", "-s", "-i", os.path.join(tmp, "fix.diff")], cwd=corpus,
                   check=True)
    print("patch -p1: applied")
    try:
        same = 0
        for u in units:
            if u not in codes:
                continue
            rc, err = compile_unit(by_file[u], os.path.join(tmp, "b.o"))
            if rc:
                print("FAIL patched %s does not compile: %s" % (u, err[:300]))
                ok = False
                continue
            if code_of(os.path.join(tmp, "b.o")) != codes[u]:
                print("FAIL %s: code differs after the fixes" % u)
                ok = False
            else:
                same += 1
        print("compiled with the corpus flags: %d of %d units give identical code "
              "(objdump -d, section sizes)" % (same, len(codes)))
        after = findings(na, corpus, db, units, os.path.join(tmp, "after.json"))
        key = lambda f: (f["rule"], f["file"], f["line"], f["column"])
        left = {key(f) for f in after}
        still = [f for f in fixed if key(f) in left]
        print("re-run: %d findings (was %d); fixed findings still reported: %d" % (
            len(after), len(before), len(still)))
        for f in still:
            print("  FAIL still reported: %s:%d:%d %s" % (f["file"], f["line"], f["column"], f["rule"]))
            ok = False
    finally:
        subprocess.run(["patch", "-p1", "-R", "-s", "-i", os.path.join(tmp, "fix.diff")],
                       cwd=corpus, check=True)
        print("patch -R: corpus restored")
    print("fixcheck: %s" % ("passed" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
