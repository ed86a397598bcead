#!/usr/bin/env python3
"""Kernel corpus benchmark: nullaudit against gcc -E and sparse, same units, one run.

  bench/kernel.py CORPUS [--nullaudit PATH] [--units N] [--under DIR]
                  [--repeat R] [--out DIR] [--against OTHER] [--memo]
                  [--cold-cache] [--replayed]

(--units 0, or a number at least the corpus's, runs every unit; --under
DIR samples only the units under DIR of the source tree, in the order of
the compile database, as kbuild checks a directory.)

CORPUS is a directory made by bench/corpus/linux-6.1.sh (build/
compile_commands.json, sparse-commands.json).  For each unit of an even
sample (every k-th, so the run is reproducible) it runs, one after the
other on the same core:
  gcc -E        the unit's own command, output to /dev/null
  sparse        the corpus's sparse command for the unit
  nullaudit --preprocess-only
                preprocessing with provenance (mcpp + token stream), in
                memory, nothing printed: the figure the preprocessor is
                held to (at most gcc -E's time)
  nullaudit -E  the same, then printed as gcc -E prints
  nullaudit     the whole check: each unit first without provenance, and
                again with it where something could be a finding
                (docs/design/performance.md, "Screening")
  nullaudit with NULLAUDIT_SCREEN=0
                the whole check with provenance for every unit; less
                nullaudit -E, the parse and checks alone
  OTHER         with --against, the whole check by another build of
                nullaudit (an older one: is a change within noise?)
  nullaudit with NULLAUDIT_MEMO_DIR, --preprocess-only and the whole check
                with --memo: the header memo's directory
                (docs/design/header-memo.md), empty at the start of the
                run and filled as it goes, as a kbuild `make C=2` fills it;
                the whole check's findings must be those without it
                (with --repeat, the memo's runs are not repeated: a unit's
                second run would find its own recordings)
  nullaudit with NULLAUDIT_MEMO_DIR, every header replayed
                with --replayed: the floor of the header memo, each unit
                checked and preprocessed twice first in a directory of its
                own, so that the timed runs (--preprocess-only and the
                whole check) replay every header it enters; what the memo
                would cost at a hit rate no run that starts with an empty
                directory reaches (the whole check's findings must be those
                without it)
  nullaudit --cache-dir
                with --cold-cache: the whole check with the result cache
                (docs/cache.md), its directory empty at the start of the
                run and shared by the units, each of which misses and
                stores its entry, as in a first CI run; its findings must
                be those of --no-cache (not repeated with --repeat: the
                unit would hit)
and records user+system CPU seconds and peak RSS (getrusage of the child).
With --repeat R each unit is run R times in turn and the least CPU time
of each command is kept (the machines are noisy; the least is the run the
neighbours disturbed least).
Prints totals and ratios, and writes them to DIR/NAME.txt and the
per-unit rows to DIR/NAME.tsv, each after a header naming the command and
the machine: NAME is kernel-all when every unit is run, else
kernel-Nunits; DIR is bench/results by default.
Compare ratios, not seconds: the machines are noisy.
"""
import argparse
import json
import os
import resource
import shlex
import subprocess
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
from tokcmp import gcc_argv, without_outputs  # noqa: E402  (one filter of compile commands)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from machine import RESULTS, header, shown  # noqa: E402


def gcc_e(args):
    return gcc_argv(args) + ["-o", "/dev/null"]


def measure(argv, cwd, env=None, out=None):
    """CPU seconds (user+sys) and peak RSS (KiB) of one child run (its
    standard output to out, if given)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    sink = open(out, "w") if out else subprocess.DEVNULL
    p = subprocess.Popen(argv, cwd=cwd, stdout=sink, stderr=subprocess.DEVNULL,
                         env=env)
    _, status, ru = os.wait4(p.pid, 0)
    if out:
        sink.close()
    wall = time.monotonic() - t0
    cpu = ru.ru_utime + ru.ru_stime
    rc = os.waitstatus_to_exitcode(status)
    del before
    return cpu, ru.ru_maxrss, wall, rc


def prov_env_of():
    """The check with provenance for every unit, as before screening (a
    unit is first checked without it, main.c's screen_unit)."""
    return dict(os.environ, NULLAUDIT_SCREEN="0")


def dir_bytes(path):
    """The bytes of the files under path (their sizes as stat() gives them)."""
    return sum(os.path.getsize(os.path.join(d, x)) for d, _, xs in os.walk(path) for x in xs)


def findings(path):
    """A JSON result without its times: what must not change."""
    def strip(x):
        if isinstance(x, dict):
            return {k: strip(v) for k, v in x.items() if "time" not in k and k not in ("cpu", "wall", "seconds")}
        if isinstance(x, list):
            return [strip(v) for v in x]
        return x
    try:
        return strip(json.load(open(path)))
    except (OSError, ValueError) as e:
        return "unreadable: %s" % e


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--nullaudit", default="_build/nullaudit")
    ap.add_argument("--units", type=int, default=100, help="an even sample of N units (0: every unit)")
    ap.add_argument("--under", help="only the units under this directory of the source tree")
    ap.add_argument("--out", default=RESULTS, help="where the results go (default bench/results)")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--against", help="another nullaudit whose whole check is timed on the same units")
    ap.add_argument("--memo", action="store_true",
                    help="also time the header memo's directory (NULLAUDIT_MEMO_DIR), empty at the start")
    ap.add_argument("--cold-cache", action="store_true",
                    help="also time the check with a result cache directory empty at the start")
    ap.add_argument("--replayed", action="store_true",
                    help="also time each unit with every header replayed from the memo's directory"
                         " (its own recordings, made by two runs before): the memo's floor")
    o = ap.parse_args()
    na = os.path.abspath(o.nullaudit)
    corpus = os.path.abspath(o.corpus)
    db_path = os.path.join(corpus, "build", "compile_commands.json")
    db = json.load(open(db_path))
    sp = {}
    spath = os.path.join(corpus, "sparse-commands.json")
    if os.path.exists(spath):
        for e in json.load(open(spath)):
            f = e["file"] if os.path.isabs(e["file"]) else os.path.join(e["directory"], e["file"])
            sp[os.path.realpath(f)] = e
    if o.under:
        top = os.path.join(corpus, "src", o.under.strip("/")) + "/"
        db = [e for e in db if os.path.join(e.get("directory", "."), e["file"]).startswith(top)]
        if not db:
            sys.exit("bench/kernel.py: no unit under %s" % top)
    units = len(db) if o.units <= 0 else min(o.units, len(db))
    step = max(1, len(db) / max(1, units))
    sample = [db[int(i * step)] for i in range(units)]
    rows = []
    tot = {"gcc": [0.0, 0], "sparse": [0.0, 0], "ppo": [0.0, 0], "pp": [0.0, 0], "full": [0.0, 0],
           "prov": [0.0, 0], "other": [0.0, 0], "mppo": [0.0, 0], "memo": [0.0, 0],
           "cold": [0.0, 0], "rppo": [0.0, 0], "rmemo": [0.0, 0]}
    envs = {"prov": prov_env_of()}
    differ = []
    if o.memo:
        memo_dir = tempfile.mkdtemp(prefix="nullaudit-memo-")
        envs["mppo"] = envs["memo"] = dict(os.environ, NULLAUDIT_MEMO_DIR=memo_dir)
    if o.memo or o.cold_cache or o.replayed:
        json_dir = tempfile.mkdtemp(prefix="nullaudit-json-")
    replayed_differ = []
    if o.cold_cache:
        cache_dir = tempfile.mkdtemp(prefix="nullaudit-cache-")
        cold_differ = []
    for n, e in enumerate(sample, 1):
        cwd = e.get("directory", ".")
        f = e["file"] if os.path.isabs(e["file"]) else os.path.join(cwd, e["file"])
        args = e.get("arguments") or shlex.split(e["command"])
        runs = {"gcc": (gcc_e(args), cwd)}
        s = sp.get(os.path.realpath(f))
        if s:
            runs["sparse"] = (without_outputs(s["arguments"]), s["directory"])
        runs["ppo"] = ([na, "-p", db_path, "--preprocess-only", f], cwd)
        runs["pp"] = ([na, "-p", db_path, "-E", f], cwd)
        runs["full"] = ([na, "-p", db_path, "--no-cache", "--quiet", f], cwd)
        runs["prov"] = ([na, "-p", db_path, "--no-cache", "--quiet", f], cwd)
        if o.against:
            runs["other"] = ([os.path.abspath(o.against), "-p", db_path, "--no-cache", "--quiet", f], cwd)
        if o.memo or o.cold_cache or o.replayed:
            runs["full"] = ([na, "-p", db_path, "--no-cache", "--format=json", f], cwd,
                            os.path.join(json_dir, "off.json"))
        if o.cold_cache:
            runs["cold"] = ([na, "-p", db_path, "--cache-dir=" + cache_dir, "--format=json", f], cwd,
                            os.path.join(json_dir, "cold.json"))
        if o.memo:
            runs["mppo"] = runs["ppo"]
            runs["memo"] = ([na, "-p", db_path, "--no-cache", "--format=json", f], cwd,
                            os.path.join(json_dir, "memo.json"))
        if o.replayed:
            rdir = tempfile.mkdtemp(prefix="nullaudit-replayed-")
            envs["rppo"] = envs["rmemo"] = dict(os.environ, NULLAUDIT_MEMO_DIR=rdir)
            runs["rppo"] = (runs["ppo"][0], cwd)
            runs["rmemo"] = ([na, "-p", db_path, "--no-cache", "--format=json", f], cwd,
                             os.path.join(json_dir, "replayed.json"))
            for _ in range(2):      # the first notes each state, the second records it
                for k in ("rppo", "rmemo"):
                    measure(runs[k][0], cwd, envs[k], runs[k][2] if len(runs[k]) > 2 else None)
        row = {"unit": os.path.relpath(f, os.path.join(corpus, "src"))}
        for rep in range(max(1, o.repeat)):
            for k, run in runs.items():
                if rep and k in ("mppo", "memo", "cold"):
                    continue        # a unit again would find its own recordings, or hit
                cpu, rss, wall, rc = measure(run[0], run[1], envs.get(k), run[2] if len(run) > 2 else None)
                if k not in row or cpu < row[k][0]:
                    row[k] = (cpu, max(rss, row[k][1] if k in row else 0), rc)
        if o.memo and findings(runs["full"][2]) != findings(runs["memo"][2]):
            differ.append(row["unit"])
        if o.cold_cache and findings(runs["full"][2]) != findings(runs["cold"][2]):
            cold_differ.append(row["unit"])
        if o.replayed:
            if findings(runs["full"][2]) != findings(runs["rmemo"][2]):
                replayed_differ.append(row["unit"])
            shutil.rmtree(rdir, ignore_errors=True)
        for k in runs:
            tot[k][0] += row[k][0]
            tot[k][1] = max(tot[k][1], row[k][1])
        if "sparse" not in row:
            row["sparse"] = (0.0, 0, -1)
        rows.append(row)
        print("\r%d/%d units" % (n, len(sample)), end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    name = ("kernel-all" if len(rows) == len(db) and not o.under else "kernel-%dunits" % len(rows)) + (
        "-" + o.under.strip("/").replace("/", "-") if o.under else "") + (
        "-against" if o.against else "") + ("-memo" if o.memo else "") + (
        "-cold" if o.cold_cache else "") + ("-replayed" if o.replayed else "")
    head = header(na, shown("bench/kernel.py", sys.argv[1:], {o.corpus: "CORPUS"}))
    os.makedirs(o.out, exist_ok=True)
    with open(os.path.join(o.out, name + ".tsv"), "w") as t:
        t.write(head)
        t.write("unit\tgcc_E_cpu\tsparse_cpu\tna_pp_cpu\tna_E_cpu\tna_cpu\tna_pp_rss_kib\t"
                "na_rss_kib\tna_rc\tna_prov_cpu\tna_prov_rss_kib%s%s%s\n" % (
                    "\tna_memo_pp_cpu\tna_memo_cpu\tna_memo_rss_kib" if o.memo else "",
                    "\tna_cold_cpu\tna_cold_rss_kib" if o.cold_cache else "",
                    "\tna_replayed_pp_cpu\tna_replayed_cpu\tna_replayed_rss_kib" if o.replayed else ""))
        for r in rows:
            t.write("%s\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%d\t%d\t%d\t%.3f\t%d" % (
                r["unit"], r["gcc"][0], r["sparse"][0], r["ppo"][0], r["pp"][0], r["full"][0],
                r["ppo"][1], r["full"][1], r["full"][2], r["prov"][0], r["prov"][1]))
            if o.memo:
                t.write("\t%.3f\t%.3f\t%d" % (r["mppo"][0], r["memo"][0], r["memo"][1]))
            if o.cold_cache:
                t.write("\t%.3f\t%d" % (r["cold"][0], r["cold"][1]))
            if o.replayed:
                t.write("\t%.3f\t%.3f\t%d" % (r["rppo"][0], r["rmemo"][0], r["rmemo"][1]))
            t.write("\n")
    g, s, q, p, a, v = (tot[k][0] for k in ("gcc", "sparse", "ppo", "pp", "full", "prov"))
    ns = sum(1 for r in rows if r["sparse"][2] >= 0)
    out = ["units: %d of %d (every %.1fth of CORPUS/build/compile_commands.json%s)%s" % (
        len(rows), len(db), step, ", those under %s" % o.under if o.under else "",
        ", least of %d runs each" % o.repeat if o.repeat > 1 else "")]
    out.append("gcc -E        %8.2f s cpu   peak %6d KiB" % (g, tot["gcc"][1]))
    if ns:
        out.append("sparse        %8.2f s cpu   peak %6d KiB   (%d units)" % (s, tot["sparse"][1], ns))
    out.append("nullaudit --preprocess-only\n"
               "              %8.2f s cpu   peak %6d KiB   preprocess-only / gcc -E = %.2f" % (
                   q, tot["ppo"][1], q / g if g else 0))
    out.append("nullaudit -E  %8.2f s cpu   peak %6d KiB   nullaudit -E / gcc -E = %.2f" % (
        p, tot["pp"][1], p / g if g else 0))
    out.append("nullaudit     %8.2f s cpu   peak %6d KiB   nullaudit / gcc -E = %.2f" % (
        a, tot["full"][1], a / g if g else 0) + ("   nullaudit / sparse = %.2f" % (a / s) if ns and s else ""))
    out.append("nullaudit, provenance for every unit (NULLAUDIT_SCREEN=0)\n"
               "              %8.2f s cpu   peak %6d KiB   / sparse = %.2f   parse+check only / sparse = %.2f" % (
                   v, tot["prov"][1], v / s if ns and s else 0, (v - p) / s if ns and s else 0))
    if o.against:
        w = tot["other"][0]
        out.append("OTHER (--against)\n"
                   "              %8.2f s cpu   peak %6d KiB   nullaudit / OTHER = %.2f" % (
                       w, tot["other"][1], a / w if w else 0))

    def memo_lines(how, kp, kc):
        """--preprocess-only and the whole check with the memo's directory
        (totals kp, kc), against gcc -E, sparse and the same without it."""
        mp, m = tot[kp][0], tot[kc][0]
        out.append("nullaudit --preprocess-only, %s\n"
                   "              %8.2f s cpu   peak %6d KiB   / gcc -E = %.2f   / without = %.2f" % (
                       how, mp, tot[kp][1], mp / g if g else 0, mp / q if q else 0))
        out.append("nullaudit, %s\n"
                   "              %8.2f s cpu   peak %6d KiB   / sparse = %.2f   / without = %.2f" % (
                       how, m, tot[kc][1], m / s if ns and s else 0, m / a if a else 0))
    if o.memo:
        used = dir_bytes(memo_dir)
        memo_lines("NULLAUDIT_MEMO_DIR (empty at the start)", "mppo", "memo")
        out.append("the memo's directory at the end: %.0f MB; findings differ from the check "
                   "without it on %d units%s" % (used / 1e6, len(differ),
                                                  (": " + ", ".join(differ[:10])) if differ else ""))
        shutil.rmtree(memo_dir, ignore_errors=True)
    if o.cold_cache:
        c = tot["cold"][0]
        out.append("nullaudit --cache-dir (empty at the start)\n"
                   "              %8.2f s cpu   peak %6d KiB   / sparse = %.2f   / --no-cache = %.2f" % (
                       c, tot["cold"][1], c / s if ns and s else 0, c / a if a else 0))
        out.append("the cache directory at the end: %.0f MB; findings differ from --no-cache on %d units%s" % (
            dir_bytes(cache_dir) / 1e6, len(cold_differ),
            (": " + ", ".join(cold_differ[:10])) if cold_differ else ""))
        shutil.rmtree(cache_dir, ignore_errors=True)
    if o.replayed:
        memo_lines("every header replayed (its own recordings)", "rppo", "rmemo")
        out.append("findings with every header replayed differ from the check without the memo on %d units%s" % (
            len(replayed_differ), (": " + ", ".join(replayed_differ[:10])) if replayed_differ else ""))
    if o.memo or o.cold_cache or o.replayed:
        shutil.rmtree(json_dir, ignore_errors=True)
    bad = [r["unit"] for r in rows if r["full"][2] not in (0, 1)]
    out.append("nullaudit exit status 2 or worse on %d units%s" % (
        len(bad), (": " + ", ".join(bad[:10])) if bad else ""))
    text = "\n".join(out) + "\n"
    sys.stdout.write(text)
    with open(os.path.join(o.out, name + ".txt"), "w") as t:
        t.write(head + text)

if __name__ == "__main__":
    main()
