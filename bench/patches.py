#!/usr/bin/env python3
"""Patch coverage of real kernel patches: nullaudit-cover --diff on each.

  bench/patches.py SRC PATCH... [--out DIR] [--work DIR] [--nullaudit PATH]
                   [--max-configs N] [-j N] [--time S]

SRC is a kernel tree in which every PATCH is applied (Debian's
linux-source-6.1 with Debian's patches: bench/corpus/linux-6.1.sh makes
it; `patch -R --dry-run -p1` must succeed, a patch that does not is
skipped with a message). For each patch, `nullaudit-cover --diff PATCH
--arches auto` on an x86_64 allmodconfig kernel audit: it audits the
units that read the changed files and derives the configurations that
compile the changed lines in conditional code, on x86_64, then on the
architectures whose arch/ directory the patch changes and on those it
names for the lines left (i386 last, for a symbol every x86_64
configuration fixes), each on the files whose lines are still left. A line
counts as compiled when a configuration of any architecture compiles it.
Prints per patch the changed lines, those in conditional code, those
compiled, the lines left with their reasons, the findings on changed
lines, and the CPU and wall seconds of the patch (the allmodconfig trees
of the nine architectures nullaudit-kbuild knows are prepared before the
first patch, with the allnoconfig nullaudit-cover keeps beside each, not
counted); then the totals: patch coverage (compiled /
conditional), the same over the kernel's own code (without tools/ and
scripts/, which kbuild does not build into the kernel), and the seconds
per patch. Writes DIR/patches.txt (default bench/results/) after a header
naming the command and the machine, and DIR's work (the prepared trees,
the result cache, each patch's patch.json) under --work (default
./kpatches).
"""
import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from machine import RESULTS, header, shown  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
# the architectures whose allmodconfig trees are prepared before the first
# patch, outside the patches' seconds: nullaudit-kbuild's
ARCHES = ["x86_64", "i386", "arm64", "arm", "powerpc64le", "powerpc", "riscv64", "s390x", "mips"]


FRAGMENTS = [os.path.join(HERE, "kernel", "no-werror.config"), os.path.join(HERE, "kernel", "corpus-probes.config")]


def audit_file(work, src, arch, dirs=None):
    path = os.path.join(work, f"audit-{arch}{'-prepare' if dirs else ''}.yaml")
    with open(path, "w") as f:
        f.write(f"""version: 1
kernel:
  source: {src}
  build_dir: {work}
  fragments: [{', '.join(FRAGMENTS)}]
""" + (f"  dirs: [{', '.join(dirs)}]\n" if dirs else "") + f"""configs:
  - name: {arch}-allmodconfig
    kernel: {{arch: {arch}, config: allmodconfig}}
cache: {{dir: {work}/cache}}
""")
    return path


def changed_files(patch):
    out = []
    for l in open(patch, encoding="utf-8", errors="replace"):
        if l.startswith("+++ ") and not l.startswith("+++ /dev/null"):
            p = l[4:].split("\t")[0].strip()
            out.append(p.split("/", 1)[1] if "/" in p else p)     # -p1: b/, linux/ ...
    return out


def rebase(patch, files, src, dest):
    """The patch as it stands in the tree: reversed on a copy of the files
    it changes, then `diff -U0` of that copy against the tree, so that the
    hunks give the tree's own line numbers (a backport's hunks may say
    others, found by patch's offset or fuzz). files: those it changes.
    Returns dest, or None."""
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            if os.path.exists(os.path.join(src, f)):
                os.makedirs(os.path.dirname(os.path.join(tmp, f)), exist_ok=True)
                shutil.copy(os.path.join(src, f), os.path.join(tmp, f))
        if subprocess.run(["patch", "-R", "-s", "-f", "-p1", "-d", tmp, "-i", os.path.abspath(patch)],
                          capture_output=True).returncode != 0:
            return None
        out = []
        for f in files:
            old = os.path.join(tmp, f)
            r = subprocess.run(["diff", "-U0", "--label", "a/" + f, "--label", "b/" + f,
                                old if os.path.exists(old) else "/dev/null", os.path.join(src, f)],
                               capture_output=True, text=True, errors="replace")
            out.append(r.stdout)
    with open(dest, "w") as fh:
        fh.write("".join(out))
    return dest


def cover(o, audit, patch, src, out):
    """nullaudit-cover --diff on one patch: its patch.json, CPU and wall seconds."""
    r0, t0 = resource.getrusage(resource.RUSAGE_CHILDREN), time.time()
    # the Kconfig runs of the base (kbuild-base, kbuild-allno) stay for the
    # next patch; the last patch's results and configurations go
    if os.path.isdir(out):
        for f in os.listdir(out):
            if not f.startswith("kbuild-") and os.path.isfile(os.path.join(out, f)):
                os.remove(os.path.join(out, f))
    r = subprocess.run([sys.executable, os.path.join(TOP, "scripts", "nullaudit-cover"),
                        "--nullaudit", o.nullaudit, "--kbuild", os.path.join(TOP, "scripts", "nullaudit-kbuild"),
                        "--max-configs", str(o.max_configs), "-j", str(o.jobs), "--out", out,
                        "--diff", os.path.abspath(patch), "--arches", "auto", audit],
                       cwd=src, capture_output=True, text=True)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime
    if r.returncode != 0 or not os.path.exists(os.path.join(out, "patch.json")):
        return None, cpu, time.time() - t0, r.stderr.strip()[-600:]
    return json.load(open(os.path.join(out, "patch.json"))), cpu, time.time() - t0, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("src")
    ap.add_argument("patches", nargs="+")
    ap.add_argument("--out", default=RESULTS)
    ap.add_argument("--work", default="kpatches")
    ap.add_argument("--nullaudit", default=os.path.join(TOP, "_build", "nullaudit"))
    ap.add_argument("--max-configs", type=int, default=4)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--time", type=float, default=0, help="start no patch after S seconds")
    o = ap.parse_args()
    src, work = os.path.abspath(o.src), os.path.abspath(o.work)
    os.makedirs(work, exist_ok=True)
    shutil.rmtree(os.path.join(work, "cache"), ignore_errors=True)
    lines = []

    def say(s=""):
        print(s, flush=True)
        lines.append(s)

    rows, total_cond, total_done, total_own, times = [], 0, 0, 0, []
    # each architecture's allmodconfig tree prepared (a small directory
    # audited in it), and the allnoconfig nullaudit-cover keeps beside it
    # (DIR.allno: the symbols no configuration of the architecture changes),
    # outside the patches' seconds
    for arch in ARCHES:
        prep = os.path.join(work, f"prepare-{arch}.json")
        r = subprocess.run([o.nullaudit, "--config", audit_file(work, src, arch, ["init/"]),
                            "--format=json", "-o", prep, "--no-cache", "-j", str(o.jobs)],
                           cwd=src, capture_output=True, text=True)
        if r.returncode not in (0, 1):
            say(f"preparing {arch} allmodconfig failed: {r.stderr.strip()[-300:]}")
            continue
        for k in json.load(open(prep))["stats"].get("kbuild") or []:
            cmd = [os.path.join(TOP, "scripts", "nullaudit-kbuild"), "--source", src, "--arch", arch,
                   "--config", "allnoconfig", "--out", k["build_dir"] + ".allno", "--configure-only"]
            for f in FRAGMENTS:
                cmd += ["--fragment", f]
            subprocess.run(cmd, capture_output=True)
    t_start = time.time()
    for patch in o.patches:
        name = os.path.basename(patch)
        if o.time and time.time() - t_start > o.time:
            say(f"{name}: not run: --time {o.time:.0f} s spent")
            continue
        if subprocess.run(["patch", "-R", "--dry-run", "-s", "-f", "-p1", "-i", os.path.abspath(patch)],
                          cwd=src, capture_output=True).returncode != 0:
            say(f"{name}: skipped: not applied to {o.src} (patch -R --dry-run -p1 fails)")
            continue
        os.makedirs(os.path.join(work, "patches"), exist_ok=True)
        files = changed_files(patch)
        exact = rebase(patch, files, src, os.path.join(work, "patches", name))
        if exact is None:
            say(f"{name}: skipped: does not reverse on a copy of its files")
            continue
        res, cpu, wall, err = cover(o, audit_file(work, src, "x86_64"), exact, src, os.path.join(work, "cover"))
        if res is None:
            say(f"{name}: nullaudit-cover failed: {err}")
            continue
        shutil.copy(os.path.join(work, "cover", "patch.json"), os.path.join(work, "patches", f"{name}.json"))
        for arch in res["architectures"]:       # where each architecture's seconds went
            if os.path.exists(os.path.join(work, "cover", arch, "cost.json")):
                shutil.copy(os.path.join(work, "cover", arch, "cost.json"),
                            os.path.join(work, "patches", f"{name}.{arch}.cost.json"))
        best = {(r["file"], r["line"]): r for r in res["lines"]}
        findings = {(f["file"], f["line"], f["column"], f["rule"]): (f, f["arch"]) for f in res["findings"]}
        ran = res["architectures"]
        err = "; ".join(res["failed"]) or None
        if err and not best:
            say(f"{name}: {err}")
            continue
        cond = [r for r in best.values() if r["status"] != "unconditional"]
        done = [r for r in cond if r["status"] == "compiled"]
        total_cond += len(cond)
        total_done += len(done)
        total_own += sum(not r.get("outside") for r in cond)
        times.append((cpu, wall))
        share = 100.0 * len(done) / len(cond) if cond else 100.0
        say(f"{name}: {len(best)} changed lines, {len(cond)} in conditional code, {len(done)} compiled "
            f"({share:.1f}%); {', '.join(ran)}; {cpu:.0f} s CPU, {wall:.0f} s wall"
            + (f"; {err}" if err else ""))
        for r in sorted(cond, key=lambda r: (r["file"], r["line"])):
            if r["status"] != "compiled":
                a = r.get("arches", [])
                say(f"  {r['file']}:{r['line']}: not compiled: {r.get('reason', '')}"
                    + (f"; may compile on {', '.join(a[:6])}{' ...' if len(a) > 6 else ''}" if a else ""))
            elif r["by"] != "the audit's configurations":
                say(f"  {r['file']}:{r['line']}: compiled in {r['by']} ({r['arch']})")
        for f, arch in findings.values():
            say(f"  finding: {f['file']}:{f['line']}:{f['column']}: [{f['rule']}] {f['message']} "
                f"(in {', '.join(f.get('configs') or [arch])})")
        rows.append(name)
        save(o, lines)
    say()
    share = 100.0 * total_done / total_cond if total_cond else 100.0
    say(f"patches: {len(rows)}; changed lines in conditional code: {total_cond}, compiled: {total_done} "
        f"(patch coverage {share:.1f}%)")
    if total_own < total_cond:
        own = 100.0 * total_done / total_own if total_own else 100.0
        say(f"of them in the kernel's own code ({total_cond - total_own} in tools/ or scripts/, which kbuild "
            f"does not build): {total_own}, compiled: {total_done} (patch coverage {own:.1f}%)")
    if times:
        say(f"seconds per patch: CPU median {statistics.median(c for c, _ in times):.0f}, "
            f"max {max(c for c, _ in times):.0f}; wall median {statistics.median(w for _, w in times):.0f}, "
            f"max {max(w for _, w in times):.0f}")
    save(o, lines)


def save(o, lines):
    """DIR/patches.txt as far as the run has come (after each patch)."""
    os.makedirs(o.out, exist_ok=True)
    with open(os.path.join(o.out, "patches.txt"), "w") as f:
        f.write(header(o.nullaudit, shown("bench/patches.py", [os.path.basename(a) if a.endswith(".patch")
                                                               else a for a in sys.argv[1:]],
                                          {o.src: "SRC"}))
                + "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
