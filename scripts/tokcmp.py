#!/usr/bin/env python3
"""Token equivalence: nullaudit's preprocessor against gcc -E.

Each unit is preprocessed twice, by `gcc -E` and by `nullaudit -E`, with
the same flags; both outputs are cut into preprocessing tokens by
`nullaudit --tokenize` (whitespace, line markers and #pragma lines
ignored) and compared token by token.

  tokcmp.py [options] -- [gcc flags] FILE...    units given on the command line
  tokcmp.py [options] -p compile_commands.json [FILE...]
  tokcmp.py [options] --headers DIR [-- gcc flags]
                                                each header of DIR included alone

Options: --nullaudit PATH (default: nullaudit on PATH or ./nullaudit),
--arch NAME (nullaudit's preset with -p, e.g. arm64), -j N (parallel units), --list (one line per unit), --limit N, --sample N
(every k-th unit so that N are taken).  Prints a summary: units compared,
identical, different (with the first differing token), and units gcc
itself rejects (not counted).  Exit 0 when every compared unit is
identical, 1 otherwise.
"""
import argparse
import concurrent.futures as cf
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

WITH_ARG = {"-MF", "-MT", "-MQ", "-o"}
DEP_FLAGS = {"-MD", "-MMD", "-M", "-MM", "-MP"}


def without_outputs(args):
    """A compile command without its output and dependency-file flags
    (shared with bench/kernel.py and scripts/kernel-fixcheck.py)."""
    out = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in WITH_ARG:
            i += 2
            continue
        if a in DEP_FLAGS or a.startswith("-Wp,-MD") or a.startswith("-Wp,-MMD"):
            i += 1
            continue
        out.append(a)
        i += 1
    return out


def gcc_argv(args):
    """A compile command turned into gcc -E to stdout."""
    return [a for a in without_outputs(args) if a not in ("-c", "-E", "-S")] + ["-E"]


def tokens(nullaudit, text):
    r = subprocess.run([nullaudit, "--tokenize", "-"], input=text,
                       capture_output=True, check=False)
    return r.stdout.split(b"\n")


def first_diff(a, b):
    n = min(len(a), len(b))
    for i in range(n):
        if a[i] != b[i]:
            return i
    return n if len(a) != len(b) else -1


def compare(job):
    """job: (name, gcc argv, cwd, nullaudit argv).  Returns a result dict."""
    name, gargv, cwd, nargv, nullaudit = job
    g = subprocess.run(gargv, cwd=cwd, capture_output=True, check=False)
    if g.returncode != 0:
        err = g.stderr.decode(errors="replace").strip().splitlines()
        return {"unit": name, "status": "gcc-rejects",
                "reason": err[0] if err else "gcc failed"}
    n = subprocess.run(nargv, cwd=cwd, capture_output=True, check=False)
    if n.returncode not in (0, 1):
        err = n.stderr.decode(errors="replace").strip().splitlines()
        errs = [e for e in err if "error" in e]
        return {"unit": name, "status": "different",
                "reason": "nullaudit -E failed: " + (errs[0] if errs else
                                                    (err[0] if err else "exit %d" % n.returncode))}
    tg = tokens(nullaudit, g.stdout)
    tn = tokens(nullaudit, n.stdout)
    d = first_diff(tg, tn)
    if d < 0:
        return {"unit": name, "status": "identical", "tokens": len(tg) - 1}
    ctx = lambda t: b" ".join(t[max(0, d - 6):d + 6]).decode(errors="replace")
    return {"unit": name, "status": "different",
            "reason": "token %d: gcc '%s' vs ours '%s'" % (
                d, tg[d].decode(errors="replace") if d < len(tg) else "<end>",
                tn[d].decode(errors="replace") if d < len(tn) else "<end>"),
            "gcc": ctx(tg), "ours": ctx(tn)}


def find_nullaudit(given):
    if given:
        return os.path.abspath(given)
    for cand in ("./nullaudit", "_build/nullaudit"):
        if os.access(cand, os.X_OK):
            return os.path.abspath(cand)
    p = shutil.which("nullaudit")
    if not p:
        sys.exit("tokcmp: no nullaudit found (use --nullaudit PATH)")
    return p


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--nullaudit")
    ap.add_argument("-p", dest="compdb")
    ap.add_argument("--arch", help="nullaudit's target preset for the compile database "
                    "(its compiler is the database's own, e.g. aarch64-linux-gnu-gcc)")
    ap.add_argument("--headers")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--limit", type=int)
    ap.add_argument("--sample", type=int)
    ap.add_argument("--json", help="write the per-unit results here")
    ap.add_argument("rest", nargs="*")
    o = ap.parse_args()
    nullaudit = find_nullaudit(o.nullaudit)
    jobs = []
    tmpdir = None
    if o.compdb:
        db = json.load(open(o.compdb))
        want = {os.path.realpath(f) for f in o.rest}
        dbpath = os.path.abspath(o.compdb)
        for e in db:
            f = e["file"]
            cwd = e.get("directory", ".")
            path = f if os.path.isabs(f) else os.path.join(cwd, f)
            if want and os.path.realpath(path) not in want:
                continue
            args = e.get("arguments") or shlex.split(e["command"])
            jobs.append((path, gcc_argv(args), cwd,
                         [nullaudit, "-p", dbpath, "-E", path]
                         + (["--arch=" + o.arch] if o.arch else []), nullaudit))
    elif o.headers:
        tmpdir = tempfile.mkdtemp(prefix="tokcmp.")
        flags = o.rest
        root = os.path.abspath(o.headers)
        for dirpath, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d not in ("c++",))
            for h in sorted(files):
                if not h.endswith(".h"):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, h), root)
                unit = os.path.join(tmpdir, "u%05d.c" % len(jobs))
                with open(unit, "w") as u:
                    u.write("#include <%s>\n" % rel)
                jobs.append((rel, ["gcc"] + flags + ["-E", unit], tmpdir,
                             [nullaudit] + flags + ["-E", unit], nullaudit))
    else:
        # a file is an existing path that is not the argument of a flag
        # (-include both.h, -iquote sub)
        takes_arg = ("-include", "-imacros", "-iquote", "-isystem", "-idirafter", "-I", "-D",
                     "-U", "-x", "-o", "-MF", "-MT", "-MQ", "-isysroot", "--param")
        files, flags = [], []
        for i, a in enumerate(o.rest):
            flag_arg = i > 0 and o.rest[i - 1] in takes_arg
            if not flag_arg and not a.startswith("-") and os.path.exists(a):
                files.append(a)
            else:
                flags.append(a)
        for f in files:
            jobs.append((f, ["gcc"] + flags + ["-E", f], ".",
                         [nullaudit] + flags + ["-E", f], nullaudit))
    if o.sample and len(jobs) > o.sample:
        step = len(jobs) / o.sample
        jobs = [jobs[int(i * step)] for i in range(o.sample)]
    if o.limit:
        jobs = jobs[:o.limit]
    results = []
    with cf.ThreadPoolExecutor(max_workers=max(1, o.j)) as ex:
        for r in ex.map(compare, jobs):
            results.append(r)
            if o.list or r["status"] == "different":
                line = "%-10s %s" % (r["status"], r["unit"])
                if "reason" in r:
                    line += ": " + r["reason"]
                print(line, flush=True)
                if r["status"] == "different" and "gcc" in r:
                    print("    gcc:  " + r["gcc"])
                    print("    ours: " + r["ours"])
    if tmpdir:
        shutil.rmtree(tmpdir, ignore_errors=True)
    same = sum(r["status"] == "identical" for r in results)
    diff = sum(r["status"] == "different" for r in results)
    rej = sum(r["status"] == "gcc-rejects" for r in results)
    cmp_n = same + diff
    pct = 100.0 * same / cmp_n if cmp_n else 100.0
    print("tokcmp: %d units compared, %d identical (%.2f%%), %d different; "
          "%d not compared (gcc -E fails on them)" % (cmp_n, same, pct, diff, rej))
    if o.json:
        with open(o.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0 if diff == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
