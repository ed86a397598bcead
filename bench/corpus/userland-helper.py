#!/usr/bin/env python3
"""The Python half of bench/corpus/userland.sh.

  userland-helper.py compdb RAW PKGDIR       the build's record -> PKGDIR/compile_commands.json
  userland-helper.py sparse PKGDIR JOBS [force]
                                             sparse on every unit, unless already done
  userland-helper.py info PKGDIR KEY=VALUE...  adds figures to PKGDIR/corpus-info.json
  userland-helper.py summary DEST            DEST/summary.tsv, printed too

compile_commands.json keeps the C units the build compiled: ".c" files
given to gcc/cc with -c whose object file exists, one entry per source file
(the first compile wins), sorted, in "arguments" form with absolute
"directory", "file" and "output".

sparse runs in each unit's directory as
    sparse SPARSE_FLAGS <the unit's -I -D -U -include -imacros -isystem
           -iquote -idirafter -std -ansi -O -f -m flags> FILE
(SPARSE_FLAGS below; -std=gnu17, GCC 12's default dialect, comes first so
that the unit's own -std wins; sparse's own default would be gnu89).
Written into PKGDIR:
  sparse-commands.json  per unit: directory, file, arguments (the sparse argv)
  sparse.log            sparse's output, unit by unit ("### FILE" lines)
  sparse-null.tsv       file, line, column of every distinct "Using plain
                        integer as NULL pointer" (real absolute paths, sorted)
  sparse-times.tsv      per unit: file, wall seconds, exit status
  corpus-info.json      units, sparse figures, and what userland.sh adds
"""
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from corpus_common import LOCATION, NULL_MESSAGE, load, save  # noqa: E402

SPARSE_FLAGS = ["-fmax-warnings=unlimited", "-fmax-errors=unlimited", "-ftabstop=1",
                "-Wno-decl", "-Wno-transparent-union", "-Wno-shadow", "-std=gnu17"]
COMPILER = re.compile(r"(^|[-/])(gcc|cc|clang)(-[0-9.]+)?$")
PAIRED = {"-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote", "-idirafter"}
SKIPPED_PAIRS = {"-o", "-MF", "-MT", "-MQ", "-x", "-Xlinker", "-Xpreprocessor",
                 "-Xassembler", "-aux-info"}


def object_of(entry, argv, directory):
    out = entry.get("output")
    for i, a in enumerate(argv):
        if out:
            break
        if a == "-o" and i + 1 < len(argv):
            out = argv[i + 1]
        elif a.startswith("-o") and len(a) > 2:
            out = a[2:]
    out = out or os.path.splitext(os.path.basename(entry["file"]))[0] + ".o"
    return os.path.normpath(os.path.join(directory, out))


def cmd_compdb(raw, pkgdir):
    units, seen, dropped = [], set(), {"not a C compile": 0, "no object": 0, "again": 0}
    for e in load(raw, []):
        d = os.path.normpath(e["directory"])
        argv = e.get("arguments") or shlex.split(e["command"])
        f = os.path.normpath(os.path.join(d, e["file"]))
        if (not f.endswith(".c") or not argv or not COMPILER.search(argv[0]) or "-c" not in argv
                or {"-E", "-S", "-M", "-MM"} & set(argv)):
            dropped["not a C compile"] += 1
            continue
        obj = object_of(e, argv, d)
        if not os.path.exists(obj):
            dropped["no object"] += 1
            continue
        if os.path.realpath(f) in seen:
            dropped["again"] += 1
            continue
        seen.add(os.path.realpath(f))
        units.append({"directory": d, "file": f, "arguments": argv, "output": obj})
    units.sort(key=lambda u: u["file"])
    save(os.path.join(pkgdir, "compile_commands.json"), units)
    print("%d C units (left out: %s)" % (len(units), ", ".join("%d %s" % (n, k) for k, n in dropped.items())))


def sparse_argv(unit):
    """The sparse command of a unit: SPARSE_FLAGS, then the unit's own
    preprocessor, dialect and code-generation flags, then the file."""
    argv, out, i = unit["arguments"], ["sparse"] + SPARSE_FLAGS, 1
    while i < len(argv):
        a = argv[i]
        if a in SKIPPED_PAIRS or a in PAIRED:
            if a in PAIRED:
                out += argv[i:i + 2]
            i += 2
            continue
        if (a.startswith(("-I", "-D", "-U", "-std=", "-O", "-f", "-m")) or a == "-ansi") \
                and not a.startswith(("-fmax-warnings", "-fmax-errors", "-ftabstop")):
            out.append(a)
        i += 1
    return out + [unit["file"]]


def run_sparse(cmd):
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd["arguments"], cwd=cmd["directory"], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=900)
        rc, text = p.returncode, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as ex:
        rc, text = "timeout", (ex.output or b"").decode("utf-8", "replace") + "(timed out after 900 s)\n"
    return rc, text, time.monotonic() - t0


def cmd_sparse(pkgdir, jobs, force="0"):
    units = load(os.path.join(pkgdir, "compile_commands.json"))
    cmds = [{"directory": u["directory"], "file": u["file"], "arguments": sparse_argv(u)} for u in units]
    version = subprocess.run(["sparse", "--version"], capture_output=True, text=True).stdout.strip()
    key = hashlib.sha256((version + json.dumps(cmds)).encode()).hexdigest()
    info_path = os.path.join(pkgdir, "corpus-info.json")
    info = load(info_path, {})
    if force == "0" and info.get("sparse_key") == key:
        print("sparse: already run on these %d units" % len(units))
        return
    save(os.path.join(pkgdir, "sparse-commands.json"), cmds)
    t0 = time.monotonic()
    with ThreadPoolExecutor(int(jobs)) as pool:
        results = list(pool.map(run_sparse, cmds))
    nulls, errors = set(), 0
    with open(os.path.join(pkgdir, "sparse.log"), "w") as log, \
            open(os.path.join(pkgdir, "sparse-times.tsv"), "w") as times:
        times.write("file\twall_s\trc\n")
        for cmd, (rc, text, secs) in zip(cmds, results):
            log.write("### %s\n# cd %s && %s\n%s" % (cmd["file"], shlex.quote(cmd["directory"]),
                                                     shlex.join(cmd["arguments"]), text))
            if text and not text.endswith("\n"):
                log.write("\n")
            times.write("%s\t%.3f\t%s\n" % (cmd["file"], secs, rc))
            for line in text.splitlines():
                m = LOCATION.match(line)
                if m and m.group(4) == "error":
                    errors += 1
                elif m and m.group(5).startswith(NULL_MESSAGE):
                    path = os.path.realpath(os.path.join(cmd["directory"], m.group(1)))
                    nulls.add((path, int(m.group(2)), int(m.group(3))))
    with open(os.path.join(pkgdir, "sparse-null.tsv"), "w") as f:
        f.writelines("%s\t%d\t%d\n" % n for n in sorted(nulls))
    info.update(units=len(units), sparse_null=len(nulls), sparse_errors=errors,
                sparse_s=round(time.monotonic() - t0, 1), sparse_version=version, sparse_key=key)
    save(info_path, info)
    print("sparse: %d units in %.1f s: %d null locations, %d error lines"
          % (len(units), info["sparse_s"], len(nulls), errors))


def cmd_info(pkgdir, *pairs):
    path = os.path.join(pkgdir, "corpus-info.json")
    info = load(path, {})
    for p in pairs:
        k, v = p.split("=", 1)
        info[k] = int(v) if v.lstrip("-").isdigit() else v
    save(path, info)


def cmd_summary(dest):
    cols = ["package", "version", "units", "sparse_null", "sparse_errors", "build_s", "build_rc"]
    rows = []
    for name in sorted(os.listdir(dest)):
        info = load(os.path.join(dest, name, "corpus-info.json"), {})
        if "units" in info:
            rows.append("\t".join(str(info.get(c, "")) for c in cols))
    text = "\t".join(cols) + "\n" + "".join(r + "\n" for r in rows)
    with open(os.path.join(dest, "summary.tsv"), "w") as f:
        f.write(text)
    sys.stdout.write(text)


if __name__ == "__main__":
    if len(sys.argv) < 2 or "cmd_" + sys.argv[1] not in globals():
        sys.exit(__doc__)
    globals()["cmd_" + sys.argv[1]](*sys.argv[2:])
