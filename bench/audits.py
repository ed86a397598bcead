#!/usr/bin/env python3
"""Multi-configuration and -j benchmark on the kernel corpus, one run.

  bench/audits.py CORPUS [--nullaudit PATH] [--units N] [--out DIR] [--memo]

CORPUS is a directory made by bench/corpus/linux-6.1.sh with
--defconfig --arm64 (build/, build-defconfig/, build-arm64-defconfig/).
An even sample of N units that all three builds compile is audited as:
  one     x86_64-allmodconfig alone
  same3   x86_64-allmodconfig three times over, two of them with a macro no
          unit reads: the units preprocess identically in all three
  real3   x86_64-allmodconfig, x86_64-defconfig and arm64-defconfig, each
          with its own compile_commands.json
each with -j1, measuring CPU (user+sys of nullaudit and its workers) and
peak RSS of a worker; then `one` with -j1 and -j2 for wall-clock scaling.
Prints the ratios against their targets (same3 <= 1.5x one, real3 <= 3x
one, -j2 >= 1.7x faster than -j1) and the finding counts, and writes them
to DIR/audits.txt (default bench/results/) after a header naming the
command and the machine. With --memo, real3 runs again with the header
memo's directory (NULLAUDIT_MEMO_DIR, docs/design/header-memo.md), empty
at its start, against one without it (target <= 1.8x), and its findings
are compared with real3's without it; the result goes to audits-memo.txt.
Compare ratios, not seconds: the machines are noisy.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernel import dir_bytes, findings  # noqa: E402  (a JSON result without its times)
from machine import RESULTS, header, shown  # noqa: E402

BUILDS = [("x86_64-allmodconfig", "x86_64", "build"),
          ("x86_64-defconfig", "x86_64", "build-defconfig"),
          ("arm64-defconfig", "arm64", "build-arm64-defconfig")]


def run(argv, cwd, env=None):
    """CPU seconds of the process and its reaped workers, wall seconds, peak RSS."""
    t0 = time.monotonic()
    p = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.monotonic() - t0
    rc = os.waitstatus_to_exitcode(status)
    if rc not in (0, 1):
        sys.stderr.write(err.decode(errors="replace")[-2000:])
        raise SystemExit(f"{' '.join(argv)}: exit {rc}")
    return ru.ru_utime + ru.ru_stime, wall, ru.ru_maxrss


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--nullaudit", default="_build/nullaudit")
    ap.add_argument("--units", type=int, default=40)
    ap.add_argument("--out", default=RESULTS, help="where audits.txt goes (default bench/results)")
    ap.add_argument("--memo", action="store_true",
                    help="also run real3 with the header memo's directory (NULLAUDIT_MEMO_DIR), empty at its start")
    o = ap.parse_args()
    na = os.path.abspath(o.nullaudit)
    corpus = os.path.abspath(o.corpus)
    dbs = {}
    for _, _, b in BUILDS:
        path = os.path.join(corpus, b, "compile_commands.json")
        if not os.path.exists(path):
            raise SystemExit(f"{path}: missing (build the corpus with --defconfig --arm64)")
        dbs[b] = {e["file"]: e for e in json.load(open(path))}
    common = sorted(set.intersection(*(set(d) for d in dbs.values())))
    step = max(1, len(common) // o.units)
    sample = common[::step][:o.units]
    tmp = tempfile.mkdtemp(prefix="na-audits-")
    for b, d in dbs.items():
        os.makedirs(os.path.join(tmp, b))
        json.dump([d[f] for f in sample], open(os.path.join(tmp, b, "compile_commands.json"), "w"))

    def yaml(name, configs):
        lines = ["version: 1", "sources:", "  compile_commands: build", "configs:"]
        for c in configs:
            lines += [f"  - name: {c['name']}", f"    arch: {c['arch']}",
                      f"    compile_commands: {c['build']}"]
            if c.get("define"):
                lines += [f"    defines: {{{c['define']}: 1}}"]
        path = os.path.join(tmp, name + ".yaml")
        open(path, "w").write("\n".join(lines) + "\n")
        return path

    one = yaml("one", [dict(name=BUILDS[0][0], arch="x86_64", build="build")])
    same3 = yaml("same3", [dict(name=BUILDS[0][0], arch="x86_64", build="build"),
                           dict(name="allmod-a", arch="x86_64", build="build",
                                define="NULLAUDIT_BENCH_UNREAD_A"),
                           dict(name="allmod-b", arch="x86_64", build="build",
                                define="NULLAUDIT_BENCH_UNREAD_B")])
    real3 = yaml("real3", [dict(name=n, arch=a, build=b) for n, a, b in BUILDS])
    res = {}
    runs = [("one", one, None), ("same3", same3, None), ("real3", real3, None)]
    if o.memo:
        memo_dir = os.path.join(tmp, "memo")
        os.makedirs(memo_dir)
        runs.append(("real3+memo", real3, dict(os.environ, NULLAUDIT_MEMO_DIR=memo_dir)))
    for name, y, env in runs:
        out = os.path.join(tmp, name + ".json")
        cpu, wall, rss = run([na, "--config", y, "--no-cache", "-j1", "--format=json", "-o", out], tmp, env)
        r = json.load(open(out))
        res[name] = (cpu, wall, rss, len(r["findings"]), r["stats"])
    j1 = res["one"][1]
    _, j2, _ = run([na, "--config", one, "--no-cache", "-j2", "--format=json", "-o", os.path.join(tmp, "j2.json")], tmp)
    lines = [f"units: {len(sample)} (every {step}th of the {len(common)} units all three builds compile)",
             f"{'run':8} {'cpu s':>8} {'wall s':>8} {'rss MB':>7} {'findings':>8}  reused (inputs/content)"]
    for name, _, _ in runs:
        cpu, wall, rss, nf, st = res[name]
        lines.append(f"{name:8} {cpu:8.1f} {wall:8.1f} {rss / 1024:7.0f} {nf:8d}  "
                     f"{st.get('reused_by_inputs', 0)}/{st.get('reused_by_content', 0)}")
    c1 = res["one"][0]
    lines += [f"same3 / one CPU: {res['same3'][0] / c1:.2f}x (target <= 1.5x)",
              f"real3 / one CPU: {res['real3'][0] / c1:.2f}x (target <= 3x)",
              f"-j1 / -j2 wall (one): {j1:.1f} s / {j2:.1f} s = {j1 / j2:.2f}x (target >= 1.7x)"]
    if o.memo:
        used = dir_bytes(memo_dir)
        same = findings(os.path.join(tmp, "real3.json")) == findings(os.path.join(tmp, "real3+memo.json"))
        lines += [f"real3 with the memo's directory / one CPU: {res['real3+memo'][0] / c1:.2f}x (target <= 1.8x); "
                  f"/ real3 without: {res['real3+memo'][0] / res['real3'][0]:.2f}",
                  f"the directory at the end: {used / 1e6:.0f} MB; findings "
                  + ("identical to real3's without it" if same else "DIFFER from real3's without it")]
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    os.makedirs(o.out, exist_ok=True)
    shutil.rmtree(tmp, ignore_errors=True)
    with open(os.path.join(o.out, "audits-memo.txt" if o.memo else "audits.txt"), "w") as f:
        f.write(header(na, shown("bench/audits.py", sys.argv[1:], {o.corpus: "CORPUS"})) + text)


if __name__ == "__main__":
    main()
