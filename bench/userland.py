#!/usr/bin/env python3
"""Userland benchmark: nullaudit against sparse and gcc -E, package by package, one run.

  bench/userland.py CORPUS... [--nullaudit PATH] [--units N] [--repeat R]
                    [--packages a,b] [--out DIR] [--against OTHER] [--memo]
                    [--replayed]

Each CORPUS is a directory made by bench/corpus/userland.sh: one
subdirectory per package with compile_commands.json and
sparse-commands.json (the sparse command the corpus's sparse findings were
made with, unit by unit). For every unit (or an even sample of N per
package) it runs, one after the other on the same core:
  gcc -E        the unit's own command, output to /dev/null
  sparse        the unit's sparse command from sparse-commands.json
  nullaudit     preprocessing + parsing + typing + checks, one unit, no cache
  OTHER         with --against, the same by another build of nullaudit
                (an older one: is a change within noise?)
  memo          with --memo, the same with the header memo's directory
                (NULLAUDIT_MEMO_DIR, docs/design/header-memo.md), empty
                at the start of the run and shared by every package, as a
                CI job's would be; its findings (JSON) and --dump-tokens are
                compared with the check's without it (these two not timed)
  replayed      with --replayed, the memo's floor: each unit checked twice
                first with a directory of its own, so that the timed run
                replays every header it enters (a hit rate no run that
                starts with an empty directory reaches); its findings must
                be those without it
and records user+system CPU seconds (getrusage of the child). With
--repeat R each unit is run R times in turn and the least CPU time of each
command is kept. Prints, per package and in all, the CPU totals and the
ratios nullaudit / sparse and nullaudit / gcc -E; writes the per-unit rows
to DIR/userland.tsv (default bench/results/), after a header naming the
command and the machine. Compare ratios, not seconds: the machines are
noisy.
"""
import argparse
import json
import hashlib
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernel import dir_bytes, findings, gcc_e, measure  # noqa: E402  (one way of timing a child)
from machine import RESULTS, header, shown  # noqa: E402


def sparse_commands(pkgdir):
    """{real path of the unit: its sparse command entry}"""
    path = os.path.join(pkgdir, "sparse-commands.json")
    if not os.path.exists(path):
        raise SystemExit(f"{path}: missing (make the corpus with bench/corpus/userland.sh)")
    return {os.path.realpath(os.path.join(e["directory"], e["file"])): e for e in json.load(open(path))}


def tokens_digest(argv, cwd, env):
    """The digest of a --dump-tokens output: tokens and provenance."""
    p = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    return hashlib.sha256(p.stdout).hexdigest(), p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus", nargs="+")
    ap.add_argument("--nullaudit", default="_build/nullaudit")
    ap.add_argument("--units", type=int, default=0, help="an even sample of N units per package (0: all)")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--packages", default="", help="comma-separated package names (default: all)")
    ap.add_argument("--out", default=RESULTS, help="where userland.tsv goes (default bench/results)")
    ap.add_argument("--against", help="another nullaudit timed on the same units")
    ap.add_argument("--memo", action="store_true",
                    help="also time the header memo's directory (NULLAUDIT_MEMO_DIR), empty at the start")
    ap.add_argument("--replayed", action="store_true",
                    help="also time each unit with every header replayed from the memo's directory"
                         " (its own recordings, made by two runs before): the memo's floor")
    o = ap.parse_args()
    na = os.path.abspath(o.nullaudit)
    want = set(p for p in o.packages.split(",") if p)
    rows, per = [], []
    envs, differ = {}, []
    if o.memo:
        memo_dir = tempfile.mkdtemp(prefix="nullaudit-memo-")
        envs["memo"] = dict(os.environ, NULLAUDIT_MEMO_DIR=memo_dir)
    if o.memo or o.replayed:
        json_dir = tempfile.mkdtemp(prefix="nullaudit-memo-json-")
    for corpus in map(os.path.abspath, o.corpus):
        for pkg in sorted(os.listdir(corpus)):
            db_path = os.path.join(corpus, pkg, "compile_commands.json")
            if not os.path.isfile(db_path) or (want and pkg not in want):
                continue
            sparse = sparse_commands(os.path.join(corpus, pkg))
            db = json.load(open(db_path))
            if o.units and len(db) > o.units:
                step = len(db) / o.units
                db = [db[int(i * step)] for i in range(o.units)]
            tot = {"gcc": 0.0, "sparse": 0.0, "na": 0.0, "other": 0.0, "memo": 0.0, "replayed": 0.0}
            for n, e in enumerate(db, 1):
                cwd = e.get("directory", ".")
                args = e.get("arguments") or shlex.split(e["command"])
                f = e["file"] if os.path.isabs(e["file"]) else os.path.join(cwd, e["file"])
                sp = sparse.get(os.path.realpath(f))
                if sp is None:
                    raise SystemExit(f"{f}: no sparse command in {pkg}/sparse-commands.json")
                runs = {"gcc": (gcc_e(args), cwd), "sparse": (sp["arguments"], sp["directory"]),
                        "na": ([na, "-p", db_path, "--no-cache", "--no-config", "--quiet", f], cwd)}
                if o.against:
                    runs["other"] = ([os.path.abspath(o.against)] + runs["na"][0][1:], cwd)
                outs = {}
                json_argv = [na, "-p", db_path, "--no-cache", "--no-config", "--format=json", f]
                if o.memo or o.replayed:
                    runs["na"] = (json_argv, cwd)
                    outs["na"] = os.path.join(json_dir, "off.json")
                if o.memo:
                    runs["memo"] = (json_argv, cwd)
                    outs["memo"] = os.path.join(json_dir, "memo.json")
                if o.replayed:
                    rdir = tempfile.mkdtemp(prefix="nullaudit-replayed-")
                    envs["replayed"] = dict(os.environ, NULLAUDIT_MEMO_DIR=rdir)
                    runs["replayed"] = (json_argv, cwd)
                    outs["replayed"] = os.path.join(json_dir, "replayed.json")
                    for _ in range(2):  # the first notes each state, the second records it
                        measure(json_argv, cwd, envs["replayed"], outs["replayed"])
                best = {}
                for rep in range(max(1, o.repeat)):
                    for k, (argv, d) in runs.items():
                        if rep and k == "memo":
                            continue    # a unit again would find its own recordings
                        cpu, _, _, rc = measure(argv, d, envs.get(k), outs.get(k))
                        if k not in best or cpu < best[k][0]:
                            best[k] = (cpu, rc)
                unit_differs = False
                if o.memo:
                    dump = [na, "-p", db_path, "--no-cache", "--no-config", "--dump-tokens", f]
                    same_tokens = tokens_digest(dump, cwd, None) == tokens_digest(dump, cwd, envs["memo"])
                    unit_differs = not same_tokens or findings(outs["na"]) != findings(outs["memo"])
                if o.replayed:
                    unit_differs = unit_differs or findings(outs["na"]) != findings(outs["replayed"])
                    shutil.rmtree(rdir, ignore_errors=True)
                if unit_differs:    # (once, by either directory)
                    differ.append("%s/%s" % (pkg, os.path.relpath(f, os.path.join(corpus, pkg))))
                for k in best:
                    tot[k] += best[k][0]
                rows.append((pkg, os.path.relpath(f, os.path.join(corpus, pkg)),
                             best["gcc"][0], best["sparse"][0], best["na"][0], best["na"][1])
                            + ((best["memo"][0],) if o.memo else ())
                            + ((best["replayed"][0],) if o.replayed else ()))
                print("\r%s %d/%d units" % (pkg, n, len(db)), end="", file=sys.stderr, flush=True)
            print(file=sys.stderr)
            per.append((pkg, len(db), tot))
    os.makedirs(o.out, exist_ok=True)
    name = "userland-against" if o.against else "userland-memo" if o.memo else (
        "userland-replayed" if o.replayed else "userland")
    head = header(na, shown("bench/userland.py", sys.argv[1:], {c: "CORPUS" for c in o.corpus}))
    with open(os.path.join(o.out, name + ".tsv"), "w") as t:
        t.write(head)
        t.write("package\tunit\tgcc_E_cpu\tsparse_cpu\tna_cpu\tna_rc%s%s\n" % (
            "\tna_memo_cpu" if o.memo else "", "\tna_replayed_cpu" if o.replayed else ""))
        for r in rows:
            t.write("%s\t%s\t%.3f\t%.3f\t%.3f\t%d" % r[:6] + "".join("\t%.3f" % x for x in r[6:]) + "\n")
    lines = []
    lines.append("%-12s %6s %9s %9s %9s %10s %10s" % (
        "package", "units", "gcc -E s", "sparse s", "na s", "na/sparse", "na/gcc -E")
        + ("  na/OTHER" if o.against else "")
        + ("    memo s memo/sparse memo/na" if o.memo else "")
        + ("  replayed s replayed/sparse replayed/na" if o.replayed else ""))
    all_tot = {"gcc": 0.0, "sparse": 0.0, "na": 0.0, "other": 0.0, "memo": 0.0, "replayed": 0.0}
    ratio = lambda a, b: a / b if b else 0
    for pkg, n, tot in per + [("all", sum(p[1] for p in per), all_tot)]:
        if pkg != "all":
            for k in all_tot:
                all_tot[k] += tot[k]
        lines.append("%-12s %6d %9.2f %9.2f %9.2f %10.2f %10.2f" % (
            pkg, n, tot["gcc"], tot["sparse"], tot["na"], ratio(tot["na"], tot["sparse"]),
            ratio(tot["na"], tot["gcc"])) + ("%10.2f" % ratio(tot["na"], tot["other"]) if o.against else "")
            + ("%10.2f %11.2f %7.2f" % (tot["memo"], ratio(tot["memo"], tot["sparse"]),
                                        ratio(tot["memo"], tot["na"])) if o.memo else "")
            + ("%12.2f %15.2f %11.2f" % (tot["replayed"], ratio(tot["replayed"], tot["sparse"]),
                                          ratio(tot["replayed"], tot["na"])) if o.replayed else ""))
    if o.memo:
        per_pkg = sorted(ratio(t_["memo"], t_["sparse"]) for _, _, t_ in per)
        used = dir_bytes(memo_dir)
        lines.append("with the memo's directory: worst package %.2fx sparse, median %.2fx; the directory "
                     "at the end %.0f MB" % (per_pkg[-1] if per_pkg else 0,
                                             per_pkg[len(per_pkg) // 2] if per_pkg else 0, used / 1e6))
        shutil.rmtree(memo_dir, ignore_errors=True)
    if o.replayed:
        per_pkg = sorted(ratio(t_["replayed"], t_["sparse"]) for _, _, t_ in per)
        lines.append("with every header replayed: worst package %.2fx sparse, median %.2fx" % (
            per_pkg[-1] if per_pkg else 0, per_pkg[len(per_pkg) // 2] if per_pkg else 0))
    if o.memo or o.replayed:
        lines.append("units whose findings%s differ with the directory: %d%s" % (
            " or --dump-tokens" if o.memo else "", len(differ), (": " + ", ".join(differ[:10])) if differ else ""))
        shutil.rmtree(json_dir, ignore_errors=True)
    bad = [r for r in rows if r[5] not in (0, 1)]
    lines.append("nullaudit exit status 2 or worse on %d units%s" % (
        len(bad), (": " + ", ".join("%s/%s" % (r[0], r[1]) for r in bad[:10])) if bad else ""))
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if o.memo or o.replayed:
        with open(os.path.join(o.out, name + ".txt"), "w") as t:
            t.write(head + text)


if __name__ == "__main__":
    main()
