#!/usr/bin/env python3
"""Check nullaudit on real code: a corpus of compile databases, package by
package.

  scripts/realcode-check.py [--nullaudit PATH] [-j N] [--no-fix-check]
                            [--packages a,b] [--tsv FILE] CORPUS...

A CORPUS is one of
  - a directory made by bench/corpus/userland.sh: one package per
    subdirectory holding compile_commands.json and sparse-null.tsv (absolute
    file, line, column);
  - a directory made by bench/corpus/linux-6.1.sh: build/compile_commands.json
    and sparse-null.tsv (tu, file relative to src/ or build/, line, column);
  - a single package directory with compile_commands.json.

For each package it prints:
  units          units in the database
  fe-errors      units with a front-end (parse) error: every unit of a
                 database is one the package's own build compiled with gcc
  lost           units not checked at all (preprocessor error, crash,
                 timeout, limit)
  untyped        untyped expressions, and their share of all expressions
  sanitizer      reports of ASan, UBSan and LSan on stderr (a program
                 built with --enable-sanitizers; set ASAN_OPTIONS etc.)
  findings       by rule
  sparse         recall of sparse's "Using plain integer as NULL pointer"
                 lines (file:line; a finding counts at its spelling and at
                 every expansion that carried it, since sparse reports the
                 use) and nullaudit's extra lines of the same rules
  locations      location truth: the source bytes at every finding's
                 file:line:column start with its spelling, and at every
                 expansion's location (every chain) with the macro's name,
                 or with the ## that pasted the name; mismatches are listed
  fix            (unless --no-fix-check) the safe fixes (the diff of that
                 result, nullaudit merge --format=diff) applied with patch -p1; every unit that reads a touched
                 file (gcc -M) compiled before and after with its own
                 command; objdump -d and section sizes compared (debug
                 sections left out: their line tables hold columns): same code,
                 strings only (the disassembly equal, data sections
                 differing: a stringized spelling), changed code, or a
                 compile failure. The diff is always reversed.
Exits 0 when every package has no lost unit, no location mismatch and no
fix that breaks or changes code.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tokcmp import without_outputs  # noqa: E402

NULL_RULES = ("zero-as-null", "nonliteral-zero-as-null", "null-sentinel")
ERR_LINE = re.compile(r"^nullaudit: error: (.*?)(?::(\d+):(\d+))?: (.*?)(?: \[(\w+)\])?$")
LOST_KINDS = ("preprocess", "crash", "timeout", "limit")


class Package:
    def __init__(self, name, root, db, sparse, sparse_kind, src=None, build=None):
        self.name, self.root, self.db = name, root, db
        self.sparse, self.sparse_kind = sparse, sparse_kind
        self.src, self.build = src, build


def packages_of(corpus):
    corpus = os.path.abspath(corpus)
    if os.path.isfile(os.path.join(corpus, "compile_commands.json")):
        return [Package(os.path.basename(corpus), corpus,
                        os.path.join(corpus, "compile_commands.json"),
                        os.path.join(corpus, "sparse-null.tsv"), "abs")]
    if os.path.isfile(os.path.join(corpus, "build", "compile_commands.json")):
        return [Package(os.path.basename(corpus), corpus,
                        os.path.join(corpus, "build", "compile_commands.json"),
                        os.path.join(corpus, "sparse-null.tsv"), "kernel",
                        os.path.join(corpus, "src"), os.path.join(corpus, "build"))]
    out = []
    for d in sorted(os.listdir(corpus)):
        p = os.path.join(corpus, d)
        if os.path.isfile(os.path.join(p, "compile_commands.json")):
            out.extend(packages_of(p))
    return out


def sparse_lines(pkg):
    """{(realpath, line)} of sparse's null-pointer findings, or None."""
    if not os.path.isfile(pkg.sparse):
        return None
    lines = set()
    for row in open(pkg.sparse, errors="replace"):
        f = row.rstrip("\n").split("\t")
        if pkg.sparse_kind == "kernel":
            if f[0] == "tu" or len(f) < 4:
                continue
            path = f[1]
            if not os.path.isabs(path):
                cand = [os.path.join(pkg.src, path), os.path.join(pkg.build, path)]
                path = next((c for c in cand if os.path.exists(c)), cand[0])
            lines.add((os.path.realpath(path), int(f[2])))
        elif len(f) >= 3:
            lines.add((os.path.realpath(f[0]), int(f[1])))
    return lines


def entry_path(e):
    f = e["file"]
    return os.path.realpath(f if os.path.isabs(f) else os.path.join(e["directory"], f))


def result_path(pkg, tmp):
    return os.path.join(tmp, pkg.name + ".json")


def run_nullaudit(na, pkg, tmp, jobs):
    out = result_path(pkg, tmp)
    r = subprocess.run([na, "-p", pkg.db, "--no-cache", "-j", str(jobs), "--format=json", "-o", out],
                       cwd=pkg.root, capture_output=True, text=True, errors="replace")
    try:
        res = json.load(open(out))
    except (OSError, ValueError) as e:
        print("  nullaudit gave no JSON (exit %d): %s\n%s" % (r.returncode, e, r.stderr[-2000:]))
        return None, r
    return res, r


def unit_errors(pkg, res, stderr):
    """{unit or file: set(kinds)} from the JSON errors, else from stderr."""
    errs = collections.defaultdict(set)
    if res is not None and "errors" in res:
        for e in res["errors"]:
            errs[e.get("unit") or e.get("file")].add(e.get("kind", "?"))
        return errs
    for line in stderr.splitlines():
        m = ERR_LINE.match(line)
        if m:
            kind = m.group(5) or ("crash" if "stopped on signal" in m.group(4) else
                                  "timeout" if "timeout" in m.group(4) or "seconds" in m.group(4)
                                  else "preprocess")
            errs[m.group(1)].add(kind)
    return errs


def locs_of(f):
    """Every place a finding is seen: its spelling and every expansion of
    every chain the JSON gives."""
    yield f["file"], f["line"]
    for key in ("expansions", "expansion_chains"):
        for x in f.get(key) or []:
            for y in (x if isinstance(x, list) else [x]):
                if isinstance(y, dict) and "file" in y and "line" in y:
                    yield y["file"], y["line"]


def text_at(root, path, line, col, cache):
    p = path if os.path.isabs(path) else os.path.join(root, path)
    if p not in cache:
        try:
            cache[p] = open(p, "rb").read().split(b"\n")
        except OSError:
            cache[p] = None
    lines = cache[p]
    if lines is None or line < 1 or line > len(lines):
        return None
    return lines[line - 1][col - 1:]


def starts_with(text, spelling):
    s = spelling.encode()
    if text.startswith(s):
        return True
    # "(void *)0" may be written "(void*)0": compare without blanks
    squeeze = lambda b: re.sub(rb"[ \t]+", b"", b)
    return squeeze(text[:len(s) + 16]).startswith(squeeze(s))


def location_truth(pkg, res):
    """Every finding's place holds its spelling; every expansion's place
    the macro's name, or the ## that made the name (a call of a macro whose
    name is pasted, INIT_ ## which(...), is placed at the ## operator, as
    docs/design/provenance.md says)."""
    cache, bad, checked, unknown, pasted = {}, [], 0, 0, 0
    for f in res["findings"]:
        spots = [(f["file"], f["line"], f["column"], f.get("spelling"), False)]
        for chain in f.get("expansion_chains") or [f.get("expansions") or []]:
            for x in chain:
                spots.append((x["file"], x["line"], x["column"], x["macro"], True))
        for path, line, col, want, is_exp in spots:
            if not want:
                continue
            t = text_at(pkg.root, path, line, col, cache)
            if t is None:
                unknown += 1
                continue
            checked += 1
            if is_exp and t.startswith(b"##") and not starts_with(t, want):
                pasted += 1
            elif not starts_with(t, want):
                bad.append("%s:%d:%d: want %r, source has %r" % (
                    path, line, col, want, t[:30].decode(errors="replace")))
    return checked, unknown, bad, pasted


def compile_unit(e, obj):
    args = without_outputs(e.get("arguments") or shlex.split(e["command"]))
    args = [a for a in args if not a.endswith((".a", ".o", ".so")) and not a.startswith("-Wl,")]
    if "-c" not in args:
        args.append("-c")
    r = subprocess.run(args + ["-o", obj], cwd=e["directory"], capture_output=True,
                       text=True, errors="replace")
    return r.returncode, r.stderr


def deps_of(e):
    args = without_outputs(e.get("arguments") or shlex.split(e["command"]))
    args = [a for a in args if a not in ("-c", "-S", "-E") and not a.endswith((".a", ".o", ".so"))
            and not a.startswith("-Wl,")]
    r = subprocess.run(args + ["-M", "-MG"], cwd=e["directory"], capture_output=True,
                       text=True, errors="replace")
    text = r.stdout.replace("\\\n", " ")
    files = text.split(":", 1)[1].split() if ":" in text else []
    return {os.path.realpath(os.path.join(e["directory"], f)) for f in files}


def is_debug(section):
    """Debug information (a package built with -g): its line tables hold
    columns, which a fix that changes a token's length moves."""
    return section.startswith((".debug", ".rela.debug", ".zdebug"))


def code_of(obj):
    dis = subprocess.run(["objdump", "-d", "--no-show-raw-insn", obj], capture_output=True,
                         text=True).stdout
    dis = "\n".join(l for l in dis.splitlines() if not l.startswith(obj) and "file format" not in l)
    data = subprocess.run(["objdump", "-s", obj], capture_output=True, text=True).stdout
    kept, skip = [], False
    for l in data.splitlines():
        if l.startswith("Contents of section "):
            skip = is_debug(l[len("Contents of section "):].rstrip(":"))
        if not skip and not l.startswith(obj) and "file format" not in l:
            kept.append(l)
    data = "\n".join(kept)
    size = subprocess.run(["size", "-A", obj], capture_output=True, text=True).stdout
    size = "\n".join(l for l in size.splitlines()
                     if not l.startswith(obj) and not (l.split() and is_debug(l.split()[0])))
    return dis, size, data


def fix_check(na, pkg, entries, tmp, jobs, res):
    diffp = os.path.join(tmp, pkg.name + ".diff")
    # the diff of the result already made, not a second run of the corpus
    # (merge checks each fix's bytes against the files as they are now)
    r = subprocess.run([na, "merge", "--format=diff", result_path(pkg, tmp)], cwd=pkg.root,
                       capture_output=True, text=True, errors="replace")
    if r.returncode not in (0, 1):   # 3: a fix whose bytes are not its spelling
        return "FAIL nullaudit merge --format=diff (exit %d): %s" % (r.returncode, r.stderr[-500:]), False
    open(diffp, "w").write(r.stdout)
    touched = set()
    for line in r.stdout.splitlines():
        if line.startswith("+++ "):
            name = line[4:].split("\t")[0]
            name = name[2:] if name.startswith("b/") else name
            touched.add(os.path.realpath(os.path.join(pkg.root, name)))
    nfix = sum(1 for f in res["findings"] if "fix" in f)
    if not touched:
        return "no safe fix (%d findings)" % len(res["findings"]), True
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        deps = list(ex.map(deps_of, entries))
    units = [e for e, d in zip(entries, deps) if d & touched or entry_path(e) in touched]
    objdir = os.path.join(tmp, pkg.name + ".objs")
    os.makedirs(objdir, exist_ok=True)

    def build(tag):
        def one(iv):
            i, e = iv
            obj = os.path.join(objdir, "%d.%s.o" % (i, tag))
            rc, err = compile_unit(e, obj)
            return (None, err) if rc else (code_of(obj), None)
        with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
            return list(ex.map(one, enumerate(units)))

    before = build("a")
    dry = subprocess.run(["patch", "-p1", "--dry-run", "-i", diffp], cwd=pkg.root,
                         capture_output=True, text=True)
    if dry.returncode:
        return "FAIL the diff does not apply: " + (dry.stdout + dry.stderr)[:500], False
    subprocess.run(["patch", "-p1", "-s", "-i", diffp], cwd=pkg.root, check=True)
    try:
        after = build("b")
    finally:
        subprocess.run(["patch", "-p1", "-R", "-s", "-i", diffp], cwd=pkg.root, check=True)
    same = strings = changed = failed = 0
    notes = []
    for e, (a, _), (b, err) in zip(units, before, after):
        if a is None:
            continue
        if b is None:
            failed += 1
            notes.append("  does not compile after the fixes: %s: %s" % (e["file"], err[:300]))
        elif a == b:
            same += 1
        elif a[0] == b[0]:
            strings += 1
            notes.append("  data only (a changed string): %s" % e["file"])
        else:
            changed += 1
            notes.append("  code changed: %s" % e["file"])
    ok = failed == 0 and changed == 0 and strings == 0
    head = ("%d fixes in %d files; %d units read them: %d same code, %d strings only, "
            "%d code changed, %d do not compile" % (nfix, len(touched), len(units), same,
                                                   strings, changed, failed))
    return "\n".join([head] + notes), ok


def check_package(na, pkg, o, tmp):
    entries = json.load(open(pkg.db))
    res, r = run_nullaudit(na, pkg, tmp, o.jobs)
    print("== %s (%d units)" % (pkg.name, len(entries)))
    if res is None:
        return False, {}
    errs = unit_errors(pkg, res, r.stderr)
    # a build with --enable-sanitizers: its reports (ASan, UBSan, LSan)
    san = [l for l in r.stderr.splitlines()
           if "ERROR: AddressSanitizer" in l or "ERROR: LeakSanitizer" in l
           or ": runtime error: " in l]
    fe = sorted(u for u, k in errs.items() if "parse" in k)
    lost = sorted(u for u, k in errs.items() if k & set(LOST_KINDS))
    st = res["stats"]
    expr, untyped = st.get("expressions", 0), st.get("untyped_expressions", 0)
    share = 100.0 * untyped / expr if expr else 0.0
    rules = collections.Counter(f["rule"] for f in res["findings"])
    print("  units %d, with a front-end error %d, lost %d" % (len(entries), len(fe), len(lost)))
    for u in fe[:10]:
        print("    front-end error: %s" % u)
    for u in lost[:10]:
        print("    lost: %s (%s)" % (u, ",".join(sorted(errs[u]))))
    print("  untyped expressions %d of %d (%.3f%%)" % (untyped, expr, share))
    print("  sanitizer reports %d" % len(san))
    for l in san[:o.show]:
        print("    " + l)
    print("  findings %d: %s" % (len(res["findings"]),
                                 ", ".join("%s %d" % kv for kv in sorted(rules.items())) or "-"))
    row = {"package": pkg.name, "units": len(entries), "fe_errors": len(fe), "lost": len(lost),
           "untyped": untyped, "expressions": expr, "findings": len(res["findings"])}
    sp = sparse_lines(pkg)
    if sp is not None:
        ours = set()
        extra = set()
        for f in res["findings"]:
            if f["rule"] not in NULL_RULES:
                continue
            seen = {(os.path.realpath(p if os.path.isabs(p) else os.path.join(pkg.root, p)), l)
                    for p, l in locs_of(f)}
            ours |= seen
            if not seen & sp:
                extra.add((os.path.realpath(os.path.join(pkg.root, f["file"])), f["line"]))
        found = sp & ours
        print("  sparse: %d of %d lines found; %d extra lines" % (len(found), len(sp), len(extra)))
        for m in sorted(sp - found)[:o.show]:
            print("    missed: %s:%d" % m)
        for m in sorted(extra)[:o.show]:
            print("    extra: %s:%d" % m)
        row.update(sparse=len(sp), sparse_found=len(found), extra=len(extra))
    checked, unknown, bad, pasted = location_truth(pkg, res)
    print("  locations: %d checked, %d mismatches, %d not readable, %d calls of pasted names at their ##"
          % (checked, len(bad), unknown, pasted))
    for b in bad[:o.show]:
        print("    mismatch: " + b)
    row.update(locations=checked, mismatches=len(bad))
    ok = not lost and not bad and not san
    if o.fix_check:
        text, fok = fix_check(na, pkg, entries, tmp, o.jobs, res)
        print("  fix: " + text.replace("\n", "\n  "))
        ok = ok and fok
        row["fix_ok"] = fok
    return ok, row


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("corpus", nargs="+")
    ap.add_argument("--nullaudit", default="_build/nullaudit")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--packages", help="comma-separated package names to check")
    ap.add_argument("--no-fix-check", dest="fix_check", action="store_false")
    ap.add_argument("--show", type=int, default=10, help="examples listed per kind")
    ap.add_argument("--tsv", help="write one row per package to this file")
    o = ap.parse_args()
    na = os.path.abspath(o.nullaudit)
    pkgs = [p for c in o.corpus for p in packages_of(c)]
    if o.packages:
        want = set(o.packages.split(","))
        pkgs = [p for p in pkgs if p.name in want]
    if not pkgs:
        print("realcode-check: no compile database under %s" % " ".join(o.corpus), file=sys.stderr)
        return 2
    tmp = tempfile.mkdtemp(prefix="realcode.")
    allok, rows = True, []
    for p in pkgs:
        ok, row = check_package(na, p, o, tmp)
        allok = allok and ok
        if row:
            rows.append(row)
    if o.tsv and rows:
        keys = list(rows[0].keys())
        for r in rows:
            keys += [k for k in r if k not in keys]
        with open(o.tsv, "w") as fh:
            fh.write("\t".join(keys) + "\n")
            for r in rows:
                fh.write("\t".join(str(r.get(k, "")) for k in keys) + "\n")
    print("realcode-check: %s (work files in %s)" % ("passed" if allok else "FAILED", tmp))
    return 0 if allok else 1


if __name__ == "__main__":
    sys.exit(main())
