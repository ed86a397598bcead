#!/usr/bin/env python3
"""The Python half of bench/corpus/linux-6.1.sh. Paths in its outputs are
relative to the source tree (DEST/src) or, for generated files, to the
build directory.

  linux-helper.py units DEST BUILD DIRS [--sparse]
      BUILD/compile_commands.all.json (kbuild's gen_compile_commands.py)
      -> BUILD/compile_commands.json: the units of the source tree under
      DIRS, sorted. With --sparse (the allmodconfig build) only the units
      sparse checked are kept (a few objects have rules of their own that
      run no CHECK; listed in DEST/logs/not-sparse-checked.txt), and
      DEST/sparse-commands.json gets each unit's sparse command
      (directory, arguments, file, output).
  linux-helper.py sparse DEST
      DEST/sparse/ (written by sparse-wrap.sh) -> DEST/sparse.log (sparse's
      output unit by unit, "### UNIT" lines), DEST/sparse-null.tsv (tu,
      file, line, col, message of every "Using plain integer as NULL
      pointer"), DEST/sparse-times.tsv (tu, object, wall_s, cpu_s, rc,
      output_lines; measured inside the -j build)
  linux-helper.py gcc-e DEST JOBS
      DEST/gcc-E-times.tsv: each unit's compile command replayed as gcc -E:
      output sizes first (JOBS at a time), then the timing, one unit at a
      time with output to /dev/null (tu, wall_s, cpu_s, rc, bytes, lines):
      the floor for a tool built on a preprocessor
  linux-helper.py summary DEST DIRS BUILD_S JOBS
      DEST/summary.txt, printed
"""
import os
import re
import shlex
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
from tokcmp import gcc_argv  # noqa: E402  (a compile command made gcc -E)
from corpus_common import LOCATION, NULL_MESSAGE, load, save  # noqa: E402



def tsv(path, head, rows):
    with open(path, "w") as f:
        f.write("\t".join(head) + "\n")
        f.writelines("\t".join(map(str, r)) + "\n" for r in rows)


def rows_of(path):
    with open(path) as f:
        return [line.rstrip("\n").split("\t") for line in f][1:]


def relative(path, dest, cwd=None):
    """A path under DEST/src or DEST/build made relative to it."""
    p = os.path.normpath(os.path.join(cwd or dest, path))
    for root in (os.path.join(dest, "src"), os.path.join(dest, "build")):
        if p.startswith(root + "/"):
            return p[len(root) + 1:]
    return p


def object_of(command):
    argv = shlex.split(command)
    return argv[argv.index("-o") + 1] if "-o" in argv[:-1] else None


def sparse_runs(dest):
    """{object: [object, file, wall, cpu, rc, lines]} from sparse-wrap.sh's
    times.tsv (a unit checked twice: the last run)."""
    runs = {}
    path = os.path.join(dest, "sparse", "times.tsv")
    if os.path.exists(path):
        for line in open(path):
            f = line.rstrip("\n").split("\t")
            if len(f) == 6:
                runs[f[0]] = f
    return runs


def cmd_units(dest, build, dirs, *opts):
    src = os.path.join(dest, "src")
    dirs = tuple(dirs.split())
    runs = sparse_runs(dest) if "--sparse" in opts else None
    units, cmds, unchecked, seen = [], [], [], set()
    for e in load(os.path.join(build, "compile_commands.all.json")):
        f = os.path.normpath(e["file"])
        if not f.startswith(src + "/") or not f[len(src) + 1:].startswith(dirs):
            continue
        obj = object_of(e["command"])
        if obj is None or obj in seen:
            continue
        seen.add(obj)
        e = dict(e, directory=build, file=f)
        if runs is not None:
            args = os.path.join(dest, "sparse", "args", obj + ".args")
            if obj not in runs or not os.path.exists(args):
                unchecked.append(relative(f, dest))
                continue
            words = open(args, "rb").read().decode("utf-8", "replace").split("\0")[:-1]
            cmds.append({"directory": words[0], "arguments": words[1:], "file": f, "output": obj})
        units.append(e)
    units.sort(key=lambda e: e["file"])
    save(os.path.join(build, "compile_commands.json"), units)
    if runs is not None:
        cmds.sort(key=lambda e: e["file"])
        save(os.path.join(dest, "sparse-commands.json"), cmds)
        with open(os.path.join(dest, "logs", "not-sparse-checked.txt"), "w") as f:
            f.writelines(u + "\n" for u in unchecked)
    print("%s/compile_commands.json: %d units%s" % (os.path.basename(build), len(units),
          ", %d compiled but not sparse-checked" % len(unchecked) if runs is not None else ""))


def cmd_sparse(dest):
    cmds = load(os.path.join(dest, "sparse-commands.json"))
    runs = sparse_runs(dest)
    nulls, times = [], []
    with open(os.path.join(dest, "sparse.log"), "w") as out:
        for c in cmds:
            tu = relative(c["file"], dest)
            out.write("### %s\n" % tu)
            try:
                text = open(os.path.join(dest, "sparse", "logs", c["output"] + ".log"),
                            errors="replace").read()
            except OSError:
                text = ""
            for line in text.splitlines():
                m = LOCATION.match(line) or re.match(r"^(.+?):(\d+):(\d+):(\s.*)$", line)
                if not m:
                    out.write(line + "\n")
                    continue
                f = relative(m.group(1), dest, c["directory"])
                out.write("%s:%s:%s:%s\n" % (f, m.group(2), m.group(3), line[m.end(3) + 1:]))
                if m.re is LOCATION and m.group(5).startswith(NULL_MESSAGE):
                    nulls.append((tu, f, m.group(2), m.group(3), m.group(5)))
            r = runs.get(c["output"])
            if r:
                times.append((tu, r[0], r[2], r[3], r[4], r[5]))
    tsv(os.path.join(dest, "sparse-null.tsv"), ["tu", "file", "line", "col", "message"], nulls)
    tsv(os.path.join(dest, "sparse-times.tsv"),
        ["tu", "object", "wall_s", "cpu_s", "rc", "output_lines"], times)


def replay(unit, keep_output):
    argv = gcc_argv(shlex.split(unit["command"])) + ["-o", "-" if keep_output else "/dev/null"]
    t0 = time.monotonic()
    p = subprocess.Popen(argv, cwd=unit["directory"], stderr=subprocess.DEVNULL,
                         stdout=subprocess.PIPE if keep_output else subprocess.DEVNULL)
    size = lines = 0
    while keep_output:
        chunk = p.stdout.read(1 << 20)
        if not chunk:
            break
        size, lines = size + len(chunk), lines + chunk.count(b"\n")
    _, status, usage = os.wait4(p.pid, 0)
    return (time.monotonic() - t0, usage.ru_utime + usage.ru_stime,
            os.waitstatus_to_exitcode(status), size, lines)


def cmd_gcc_e(dest, jobs):
    units = load(os.path.join(dest, "build", "compile_commands.json"))
    with ThreadPoolExecutor(int(jobs)) as pool:
        sizes = list(pool.map(lambda u: replay(u, True), units))
    rows = []
    for u, s in zip(units, sizes):
        wall, cpu, rc, _, _ = replay(u, False)
        rows.append((relative(u["file"], dest), "%.3f" % wall, "%.3f" % cpu, rc, s[3], s[4]))
    tsv(os.path.join(dest, "gcc-E-times.tsv"), ["tu", "wall_s", "cpu_s", "rc", "bytes", "lines"], rows)


def quantile(values, q):
    v = sorted(values)
    if not v:
        return 0.0
    k = (len(v) - 1) * q
    i = int(k)
    return v[i] + (v[min(i + 1, len(v) - 1)] - v[i]) * (k - i)


def cmd_summary(dest, dirs, build_s, jobs):
    src = os.path.join(dest, "src")
    version = subprocess.run(["make", "-s", "-C", src, "kernelversion"], capture_output=True,
                             text=True).stdout.strip() or "6.1"
    cmds = load(os.path.join(dest, "sparse-commands.json"))
    lines = ["corpus: Linux %s (Debian's linux-source-6.1), x86_64 allmodconfig with "
             "bench/kernel/no-werror.config and corpus-probes.config" % version,
             "directories: %s" % dirs,
             "units: %d (sparse-checked; build/compile_commands.json)" % len(cmds)]
    unchecked = os.path.join(dest, "logs", "not-sparse-checked.txt")
    if os.path.exists(unchecked):
        lines.append("compiled but not sparse-checked: %d" % len(open(unchecked).read().split()))
    if build_s:
        lines.append("build (make -j%s C=2, with prepare): %s s" % (jobs, build_s))
    times = rows_of(os.path.join(dest, "sparse-times.tsv"))
    wall, cpu = [float(r[2]) for r in times], [float(r[3]) for r in times]
    if times:
        lines.append("sparse: %.1f s wall, %.1f s cpu in all; per unit %.3f s median, %.3f s p90, "
                     "%.3f s max (wall, inside the -j%s build)"
                     % (sum(wall), sum(cpu), quantile(wall, .5), quantile(wall, .9), max(wall), jobs))
    gcc_e = os.path.join(dest, "gcc-E-times.tsv")
    if os.path.exists(gcc_e):
        rows = rows_of(gcc_e)
        w, b = [float(r[1]) for r in rows], [int(r[4]) for r in rows]
        lines.append("gcc -E (one unit at a time): %.1f s in all; per unit %.3f s median, %.3f s p90; "
                     "%d failed; output %.0f KiB median, %.0f KiB max"
                     % (sum(w), quantile(w, .5), quantile(w, .9), sum(r[3] != "0" for r in rows),
                        quantile(b, .5) / 1024, max(b, default=0) / 1024))
    nulls = rows_of(os.path.join(dest, "sparse-null.tsv"))
    lines.append('sparse "%s": %d lines, %d distinct file:line:col, in %d units'
                 % (NULL_MESSAGE, len(nulls), len({tuple(r[1:4]) for r in nulls}), len({r[0] for r in nulls})))
    with open(os.path.join(dest, "sparse.log"), errors="replace") as f:
        lines.append("sparse warnings and errors in all: %d"
                     % sum(": warning: " in l or ": error: " in l for l in f))
    for extra in ("build-defconfig", "build-arm64-defconfig"):
        p = os.path.join(dest, extra, "compile_commands.json")
        if os.path.exists(p):
            lines.append("%s/compile_commands.json: %d units" % (extra, len(load(p))))
    text = "\n".join(lines) + "\n"
    with open(os.path.join(dest, "summary.txt"), "w") as f:
        f.write(text)
    sys.stdout.write(text)


if __name__ == "__main__":
    if len(sys.argv) < 2 or "cmd_" + sys.argv[1].replace("-", "_") not in globals():
        sys.exit(__doc__)
    globals()["cmd_" + sys.argv[1].replace("-", "_")](*sys.argv[2:])
