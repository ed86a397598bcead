#!/usr/bin/env python3
"""Front end on headers included alone: which of them nullaudit parses clean.

  scripts/headers-parse.py [--nullaudit PATH] [-j N] [--sample N] [DIR]

For every *.h under DIR (default /usr/include; C++ directories skipped) a
one-line unit `#include <REL>` is made. Units that gcc itself rejects
(`gcc -fsyntax-only`: the header needs another one first, or is not C) are
counted apart; the others go through `nullaudit --stats` and are clean
when it prints no error (preprocessor or parser). Prints the totals and
each unclean header with its first error; exit 0 when all are clean.
"""
import argparse
import concurrent.futures as cf
import os
import shutil
import subprocess
import sys
import tempfile


def check(job):
    rel, unit, na = job
    g = subprocess.run(["gcc", "-fsyntax-only", unit], capture_output=True)
    if g.returncode != 0:
        return rel, "gcc-rejects", ""
    n = subprocess.run([na, "--stats", unit], capture_output=True, text=True, errors="replace")
    errs = [line for line in n.stderr.splitlines() if line.startswith("nullaudit: error:")]
    if n.returncode in (2, 3) or errs or n.returncode < 0:
        return rel, "unclean", errs[0] if errs else f"exit {n.returncode}"
    return rel, "clean", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nullaudit", default=shutil.which("nullaudit") or "_build/nullaudit")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--sample", type=int)
    ap.add_argument("dir", nargs="?", default="/usr/include")
    o = ap.parse_args()
    na = os.path.abspath(o.nullaudit)
    root = os.path.abspath(o.dir)
    tmp = tempfile.mkdtemp(prefix="hparse.")
    jobs = []
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in ("c++",) and not d.startswith("c++"))
        for h in sorted(files):
            if h.endswith(".h"):
                rel = os.path.relpath(os.path.join(dirpath, h), root)
                unit = os.path.join(tmp, "u%05d.c" % len(jobs))
                with open(unit, "w") as u:
                    u.write("#include <%s>\n" % rel)
                jobs.append((rel, unit, na))
    if o.sample and len(jobs) > o.sample:
        step = len(jobs) / o.sample
        jobs = [jobs[int(i * step)] for i in range(o.sample)]
    count = {"clean": 0, "unclean": 0, "gcc-rejects": 0}
    with cf.ThreadPoolExecutor(max_workers=max(1, o.j)) as ex:
        for rel, status, why in ex.map(check, jobs):
            count[status] += 1
            if status == "unclean":
                print(f"unclean {rel}: {why}", flush=True)
    shutil.rmtree(tmp)
    accepted = count["clean"] + count["unclean"]
    print(f"headers: {len(jobs)}; gcc accepts {accepted} alone ({count['gcc-rejects']} rejected); "
          f"nullaudit clean on {count['clean']} of {accepted}")
    return 0 if count["unclean"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
