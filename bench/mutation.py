#!/usr/bin/env python3
"""Mutation score of the test suite: a fixed, seeded set of single-line
mutations of src/, each built and run against the tests that exercise its
file, in a copy of the tree (the checkout is never touched).

  bench/mutation.py [--seed N] [--count N] [--files a.c,b.c] [--list]
                    [--out FILE] [--keep DIR] [--timeout S]

  --seed N     which mutants (default 1): the same seed and sources give the
               same mutants, in the same order
  --count N    how many (default 160), shared among the files in proportion
               to their mutable sites, at least MIN_PER_FILE each
  --files      only these files of src/ (default: FILES below)
  --list       print the mutants and exit (no build)
  --only FILE  only the mutants FILE names, one a line as the report (or
               --list) prints them: "src/F.c:LINE:COL: MUTATION" (a line
               may start "SURVIVED "; what follows the mutation is ignored)
  --out FILE   also write the report there (bench/results/mutation.txt)
  --jobs N     N mutants at a time, each in a copy of its own (default 1)
  --keep DIR   build the copy in DIR and keep it (default: a temporary
               directory, removed at the end); a second run refreshes the
               copy's files, rebuilds what changed and reuses the times of
               the tests already run on the unmutated program
  --timeout S  a test running longer than 5 times its time on the
               unmutated program (at least 20 s, at most S, default 300)
               kills the mutant (an endless loop is a detected fault)

The copy holds the tracked files as they are in the working tree (so an
uncommitted test counts) and the mcpp tarball when there is one; it is built
with `../configure --disable-pgo --disable-lto CFLAGS='-g -O1'` (no
profile, no link-time optimisation: a mutant rebuilds one object and links
in seconds).  The tests run in the order of TESTS[file], cheapest first,
with the environment Makefile.am gives them, and a mutant stops at its first
failing test.  A mutant that does not compile is stillborn and not counted.
The mutants the suite cannot kill because they do not change the program's
behaviour (equivalent mutants) are listed with the reason in
docs/design/mutation.md; the score over non-equivalent mutants counts them
out by file:line and mutation text.
"""
import argparse
import filecmp
import hashlib
import json
import os
import random
import re
import shutil
import signal
import threading
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import machine  # noqa: E402

MIN_PER_FILE = 6

# The files mutated (src/main.c and the driver files that came out of it,
# options.c to results.c, are left to the option and driver tests: they are
# not units of the checker's logic).
FILES = ["check.c", "rules.c", "token.c", "type.c", "report.c", "json.c", "cache.c",
         "audit.c", "coverage.c", "suppress.c", "pp.c", "lex.c", "compdb.c", "util.c"]

CHECKS = "tests/checks/*.c"
# The tests that exercise each file, cheapest first.  CHECKS stands for every
# tests/checks case (each one run of the program).
CORE = [CHECKS, "tests/locations.sh", "tests/types.sh", "tests/generic-fix.sh",
        "tests/macro-body-fix.sh", "tests/arg-fix-safety.sh", "tests/nonliteral-fix.sh",
        "tests/fix-null-defined.sh", "tests/expansion-chains.sh", "tests/outputs.sh"]
TESTS = {
    "check.c": ["tests/audit-effects.sh", "tests/merge-roundtrip.sh", "tests/sysheaders.sh"]
               + CORE + ["tests/multiconfig.sh", "tests/system-headers.sh"],
    "rules.c": CORE + ["tests/severity.sh", "tests/audit.sh", "tests/audit-effects.sh",
                       "tests/explain.sh", "tests/cli.sh"],
    "token.c": CORE + ["tests/pp.sh", "tests/provenance.sh", "tests/digraphs-e.sh",
                       "tests/preprocessed.sh", "tests/screen.sh"],
    "type.c": CORE + ["tests/target-simd.sh"],
    "lex.c": CORE + ["tests/pp.sh", "tests/digraphs-e.sh"],
    "pp.c": CORE + ["tests/pp.sh", "tests/mcpp-bugs.sh", "tests/include-dirs.sh",
                    "tests/system-headers.sh", "tests/sysheaders.sh"],
    "report.c": [CHECKS, "tests/audit-effects.sh", "tests/unit-errors-once.sh", "tests/outputs.sh",
                 "tests/sarif-columns.sh", "tests/json-utf8.sh",
                 "tests/severity.sh", "tests/diff.sh", "tests/generic-fix.sh",
                 "tests/macro-body-fix.sh", "tests/arg-fix-safety.sh", "tests/options.sh",
                 "tests/unit-errors.sh", "tests/fix-shared-header.sh", "tests/locations.sh"],
    "json.c": ["tests/json-utf8.sh", "tests/outputs.sh", "tests/compdb-args.sh",
               "tests/compdb-abi.sh", "tests/cache.sh", "tests/worker-records.sh",
               "tests/diff.sh", "tests/fix-shared-header.sh"],
    "compdb.c": ["tests/compdb-args.sh", "tests/compdb-abi.sh", "tests/fix-shared-header.sh",
                 "tests/file-as-given.sh", "tests/worker-records.sh", "tests/shard-auto.sh"],
    "cache.c": ["tests/cache.sh", "tests/worker-records.sh", "tests/shard-auto.sh"],
    "audit.c": ["tests/audit.sh", "tests/audit-effects.sh", "tests/checks/va-list-size.c",
                "tests/severity.sh", "tests/config-discovery.sh",
                "tests/multiconfig.sh", "tests/suppress.sh", "tests/shard-auto.sh",
                "tests/coverage-headers.sh"],
    "coverage.c": ["tests/coverage-headers.sh", "tests/cover.sh", "tests/audit.sh",
                   "tests/multiconfig.sh"],
    "suppress.c": ["tests/suppress.sh", "tests/diff.sh", CHECKS, "tests/audit.sh"],
    "util.c": CORE + ["tests/cli.sh", "tests/options.sh"],
}

# ---- finding the mutable sites

# (name, pattern, replacement): applied to one occurrence on a code line
# whose strings, character constants and comments are masked out.
SIMPLE = [
    ("== to !=", r"==", "!="),
    ("!= to ==", r"!=", "=="),
    ("<= to <", r"<=", "<"),
    (">= to >", r">=", ">"),
    ("< to <=", r"(?<![<\-])<(?![<=])", "<="),
    ("> to >=", r"(?<![>\-])>(?![>=])", ">="),
    ("&& to ||", r"&&", "||"),
    ("|| to &&", r"\|\|", "&&"),
    ("+ 1 dropped", r" \+ 1\b", ""),
    ("- 1 dropped", r" - 1\b", ""),
    ("++ to --", r"\+\+", "--"),
    ("return true to false", r"\breturn true;", "return false;"),
    ("return false to true", r"\breturn false;", "return true;"),
    ("return 0 to 1", r"\breturn 0;", "return 1;"),
    ("return 1 to 0", r"\breturn 1;", "return 0;"),
    ("return -1 to 0", r"\breturn -1;", "return 0;"),
    ("= true to false", r"= true;", "= false;"),
    ("= false to true", r"= false;", "= true;"),
]


def mask(lines):
    """Each line with string and character literals and comments replaced by
    spaces (same length), and whether it is a preprocessor line."""
    out = []
    in_comment = False
    for line in lines:
        s = list(line)
        i = 0
        n = len(s)
        while i < n:
            if in_comment:
                if line.startswith("*/", i):
                    s[i] = s[i + 1] = " "
                    in_comment = False
                    i += 2
                    continue
                s[i] = " "
                i += 1
                continue
            c = line[i]
            if line.startswith("/*", i):
                in_comment = True
                s[i] = s[i + 1] = " "
                i += 2
                continue
            if line.startswith("//", i):
                for j in range(i, n):
                    if s[j] != "\n":
                        s[j] = " "
                break
            if c in "\"'":
                j = i + 1
                while j < n and line[j] != c:
                    j += 2 if line[j] == "\\" else 1
                for k in range(i + 1, min(j, n)):
                    s[k] = " "
                i = j + 1
                continue
            i += 1
        code = "".join(s)
        out.append((code, code.lstrip().startswith("#")))
    return out


def balanced_end(code, start):
    """Index just past the parenthesis closing the one at start, or -1."""
    depth = 0
    for i in range(start, len(code)):
        if code[i] == "(":
            depth += 1
        elif code[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def sites(path, rel):
    """Every single-line mutant of one file: (rel, line number, column,
    name, original line, mutated line)."""
    with open(path) as f:
        lines = f.readlines()
    found = []
    for no, ((code, pp), line) in enumerate(zip(mask(lines), lines), 1):
        if pp or not code.strip():
            continue
        for name, pat, rep in SIMPLE:
            for m in re.finditer(pat, code):
                new = line[:m.start()] + rep + line[m.end():]
                found.append((rel, no, m.start() + 1, name, line, new))
        # a condition negated: if (C) / while (C) with C on this line
        for m in re.finditer(r"\b(if|while) \(", code):
            open_at = m.end() - 1
            end = balanced_end(code, open_at)
            if end < 0:
                continue
            new = line[:open_at] + "(!" + line[open_at:end] + ")" + line[end:]
            found.append((rel, no, m.start() + 1, m.group(1) + " condition negated", line, new))
    return found


def choose(src, files, count, seed):
    per = {f: sites(os.path.join(src, "src", f), "src/" + f) for f in files}
    total = sum(len(v) for v in per.values())
    rng = random.Random(seed)
    chosen = []
    for f in files:
        want = max(MIN_PER_FILE, round(count * len(per[f]) / total)) if total else 0
        pool = per[f]
        chosen += rng.sample(pool, min(want, len(pool)))
    chosen.sort(key=lambda m: (m[0], m[1], m[2], m[3]))
    return chosen


# ---- building and testing

def run(argv, cwd, log, timeout=None, env=None):
    """The exit status, or "timeout" (the command's process group killed)."""
    with open(log, "ab") as out:
        p = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, env=env,
                             stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            return p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            return "timeout"


def copy_tree(dest):
    files = subprocess.run(["git", "-C", TOP, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], capture_output=True,
                           check=True).stdout.split(b"\0")
    for rel in files:
        rel = rel.decode()
        if not rel or not os.path.lexists(os.path.join(TOP, rel)):
            continue
        d = os.path.join(dest, os.path.dirname(rel))
        os.makedirs(d, exist_ok=True)
        # a refreshed copy: only the files that differ, with a new mtime,
        # so that make rebuilds from them (a mutant's object is newer than
        # the checkout's file)
        there = os.path.join(dest, rel)
        if (os.path.isfile(there) and not os.path.islink(there)
                and filecmp.cmp(os.path.join(TOP, rel), there, shallow=False)):
            continue
        shutil.copy(os.path.join(TOP, rel), there, follow_symlinks=False)
    tarball = os.path.join(TOP, "third_party/mcpp/mcpp_2.7.2.orig.tar.gz")
    if os.path.exists(tarball):
        shutil.copy2(tarball, os.path.join(dest, "third_party/mcpp"))


def expand(tests, src):
    out = []
    for t in tests:
        if t == CHECKS:
            d = os.path.join(src, "tests/checks")
            out += sorted("tests/checks/" + f for f in os.listdir(d) if f.endswith(".c"))
        elif os.path.exists(os.path.join(src, t)):
            out.append(t)
    return out


def test_env(src, build):
    env = dict(os.environ)
    env.update(NULLAUDIT=os.path.join(build, "nullaudit"), NA_SRCDIR=src, top_builddir=build,
               NM="nm", MAKE="make", NULLAUDIT_CACHE="0",
               XDG_CACHE_HOME=os.path.join(build, "tests/xdg-cache"))
    return env


def run_test(t, src, build, env, log, timeout):
    argv = ([os.path.join(src, "tests/run-check.sh"), os.path.join(src, t)]
            if t.endswith(".c") else ["bash", os.path.join(src, t)])
    return run(argv, build, log, timeout, env)


def mutate_and_test(src, build, env, log, rel, no, old, new, tests, broken, limit):
    """None when the mutant does not compile, else the first test that
    fails on it, or "" when none does; the file is restored."""
    path = os.path.join(src, rel)
    with open(path) as f:
        text = f.readlines()
    assert text[no - 1] == old
    text[no - 1] = new
    with open(path, "w") as f:
        f.writelines(text)
    try:
        if run(["make", "nullaudit"], build, log) != 0:
            return None
        for t in tests:
            if t not in broken and run_test(t, src, build, env, log, limit[t]) != 0:
                return t
        return ""
    finally:
        text[no - 1] = old
        with open(path, "w") as f:
            f.writelines(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=160)
    ap.add_argument("--files", default=",".join(FILES))
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--only")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out")
    ap.add_argument("--keep")
    ap.add_argument("--timeout", type=int, default=300)
    a = ap.parse_args()
    files = a.files.split(",")

    work = a.keep or tempfile.mkdtemp(prefix="nullaudit-mutation.")
    log = os.path.join(work, "log")
    # one copy per job: src-tree, src-tree-2, ...; a kept copy is refreshed
    srcs = [os.path.join(work, "src-tree" + ("-%d" % k if k > 1 else ""))
            for k in range(1, a.jobs + 1)]
    for src in srcs:
        copy_tree(src)
    src = srcs[0]
    mutants = choose(src, files, a.count, a.seed)
    if a.only:
        wanted = set()
        for line in open(a.only):
            m = re.match(r"^(?:SURVIVED )?(src/[^:]+:\d+:\d+: [^:]+)", line.strip())
            if m:
                wanted.add(m.group(1))
        mutants = [m for m in mutants if "%s:%d:%d: %s" % m[:4] in wanted]
        files = sorted({os.path.basename(m[0]) for m in mutants})
    if a.list:
        for rel, no, col, name, old, new in mutants:
            print("%s:%d:%d: %s: %s" % (rel, no, col, name, new.strip()))
        if not a.keep:
            shutil.rmtree(work)
        return 0

    print("mutation: %d mutants (seed %d) in %s, %d job%s" %
          (len(mutants), a.seed, work, a.jobs, "s" if a.jobs > 1 else ""), flush=True)
    for s_ in srcs:
        b_ = os.path.join(s_, "_build")
        os.makedirs(b_, exist_ok=True)
        if not os.path.exists(os.path.join(b_, "Makefile")) and (
                run(["autoreconf", "-fi"], s_, log) != 0 or
                run(["../configure", "--disable-pgo", "--disable-lto", "CFLAGS=-g -O1"],
                    b_, log) != 0):
            print("mutation: the unmutated tree does not configure; see %s" % log)
            return 2
        if run(["make", "-j2"], b_, log) != 0:
            print("mutation: the unmutated tree does not build; see %s" % log)
            return 2
    build = os.path.join(src, "_build")

    # the unmutated program must pass every test a mutant will run; the
    # results (and times) are kept in the work directory for a rerun
    needed = sorted({t for f in files for t in expand(TESTS.get(f, CORE), src)})
    cache = os.path.join(work, "baseline.json")
    base = json.load(open(cache)) if os.path.exists(cache) else {}
    env = test_env(src, build)
    for t in needed:
        # a test's result holds while its file and the program are the same
        with open(os.path.join(src, t), "rb") as f:
            key = hashlib.sha1(f.read()).hexdigest()
        with open(os.path.join(build, "nullaudit"), "rb") as f:
            key += hashlib.sha1(f.read()).hexdigest()
        if base.get(t, [None, None, None])[2:] != [key]:
            t0 = time.time()
            ok = run_test(t, src, build, env, log, a.timeout) == 0
            base[t] = [ok, time.time() - t0, key]
    with open(cache, "w") as f:
        json.dump(base, f)
    broken = {t for t in needed if not base[t][0]}
    # a mutant's test may take 5 times as long (a loaded machine)
    limit = {t: min(a.timeout, max(20, 5 * base[t][1])) for t in needed}
    if broken:
        print("mutation: failing without a mutant (left out): %s" % " ".join(sorted(broken)))

    equivalent = load_equivalent()
    killed, survived, stillborn, equiv = [], [], [], []
    start = time.time()
    lock = threading.Lock()
    todo = list(enumerate(mutants, 1))

    # SIGINT or SIGTERM: the mutants under way finish, then the report of
    # those run so far
    stop = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.append(1))

    def worker(src):
        build = os.path.join(src, "_build")
        env = test_env(src, build)
        wlog = log + "-" + os.path.basename(src)
        while True:
            with lock:
                if not todo or stop:
                    return
                i, (rel, no, col, name, old, new) = todo.pop(0)
            verdict = mutate_and_test(src, build, env, wlog, rel, no, old, new,
                                      expand(TESTS.get(os.path.basename(rel), CORE), src),
                                      broken, limit)
            what = "%s:%d:%d: %s" % (rel, no, col, name)
            key = "%s:%d: %s" % (rel, no, new.strip())
            with lock:
                if verdict is None:
                    stillborn.append(what)
                    shown = "stillborn"
                elif verdict:
                    killed.append((what, verdict))
                    shown = "killed by " + verdict
                elif key in equivalent:
                    equiv.append((what, new.strip()))
                    shown = "EQUIVALENT"
                else:
                    survived.append((what, new.strip()))
                    shown = "SURVIVED"
                print("[%d/%d %.0fs] %s: %s" % (i, len(mutants), time.time() - start, what, shown),
                      flush=True)

    threads = [threading.Thread(target=worker, args=(s_,)) for s_ in srcs]
    for th in threads:
        th.start()
    for th in threads:
        while th.is_alive():
            th.join(1)
    # the copies as they were (a kept copy's program is the unmutated one)
    for s_ in srcs:
        run(["make", "nullaudit"], os.path.join(s_, "_build"), log)
    killed.sort()
    survived.sort()
    equiv.sort()
    stillborn.sort()

    counted = len(killed) + len(survived)
    score = 100.0 * len(killed) / counted if counted else 0.0
    report = []
    report.append("# command: bench/mutation.py --seed %d --count %d --jobs %d%s" %
                  (a.seed, a.count, a.jobs, " --only LIST" if a.only else ""))
    report.append("# machine: " + machine.machine(os.path.join(build, "nullaudit")))
    report.append("mutants: %d (seed %d), in %s" % (len(mutants), a.seed, ", ".join(files)))
    if todo:
        report.append("interrupted: %d of the %d mutants not run" % (len(todo), len(mutants)))
    report.append("stillborn (do not compile): %d" % len(stillborn))
    report.append("equivalent (docs/design/mutation.md): %d" % len(equiv))
    report.append("killed: %d   survived: %d" % (len(killed), len(survived)))
    report.append("mutation score: %d/%d = %.1f%% of non-equivalent mutants" %
                  (len(killed), counted, score))
    per_file = {}
    for what, _ in killed:
        per_file.setdefault(what.split(":")[0], [0, 0])[0] += 1
    for what, _ in survived:
        per_file.setdefault(what.split(":")[0], [0, 0])[1] += 1
    for f in sorted(per_file):
        k, s = per_file[f]
        report.append("  %-16s killed %3d  survived %3d" % (f, k, s))
    for what, line in survived:
        report.append("SURVIVED %s: %s" % (what, line))
    for what, line in equiv:
        report.append("equivalent %s: %s" % (what, line))
    text = "\n".join(report) + "\n"
    sys.stdout.write(text)
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    if not a.keep:
        shutil.rmtree(work)
    return 0


def load_equivalent():
    """The equivalent mutants of docs/design/mutation.md: lines
    `- src/FILE.c:LINE: MUTATED LINE` (then the reason after " -- ")."""
    path = os.path.join(TOP, "docs/design/mutation.md")
    keys = set()
    if os.path.exists(path):
        for line in open(path):
            m = re.match(r"^- `(src/[^:]+:\d+: .*?)`(?: --|$)", line.rstrip())
            if m:
                keys.add(m.group(1))
    return keys


if __name__ == "__main__":
    sys.exit(main())
