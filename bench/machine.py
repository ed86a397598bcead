#!/usr/bin/env python3
"""The header of a benchmark result: the command that produced it and the
machine it ran on, as comment lines ("# command: ...", "# machine: ...").

  bench/machine.py NULLAUDIT COMMAND...   prints the header (for shell scripts)

Python benchmarks call header(nullaudit, shown(script, argv, names)). The machine line reads
  N-core ARCH, Debian VERSION, gcc VERSION, sparse VERSION, nullaudit built
  with PGO (default configure)
(cores: os.cpu_count(); ARCH: uname -m; /etc/debian_version; the first line
of gcc --version; sparse --version; how nullaudit was configured, from the
config.status beside the program, when there is one).
"""
import os
import re
import shlex
import subprocess
import sys

RESULTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")


def _first_line(argv):
    try:
        out = subprocess.run(argv, capture_output=True, text=True).stdout
    except OSError:
        return ""
    return out.splitlines()[0].strip() if out.strip() else ""


def _nullaudit_build(nullaudit):
    status = os.path.join(os.path.dirname(os.path.abspath(nullaudit)), "config.status")
    try:
        text = open(status).read()
    except OSError:
        return "nullaudit (build configuration unknown)"
    pgo = 'S["PGO_TRUE"]=""' in text
    m = re.search(r"^ac_cs_config='(.*)'$", text, re.M)
    options = m.group(1) if m else "?"
    # where the mcpp tarball lay is this machine's, not the build's
    options = re.sub(r"(--with-mcpp-source=)[^\s']*/", r"\1", options)
    return "nullaudit built %s PGO (%s)" % ("with" if pgo else "without",
                                           "configure " + options if options else "default configure")


def machine(nullaudit):
    gcc = _first_line(["gcc", "--version"]).split()
    try:
        debian = open("/etc/debian_version").read().strip()
    except OSError:
        debian = "?"
    return "%d-core %s, Debian %s, gcc %s, sparse %s, %s" % (
        os.cpu_count() or 0, os.uname().machine, debian, gcc[-1] if gcc else "?",
        _first_line(["sparse", "--version"]) or "?", _nullaudit_build(nullaudit))


def shown(script, argv, names=None):
    """The command as a reader retypes it: SCRIPT ARGV, each argument in
    names replaced by its placeholder (a corpus by CORPUS), any other
    absolute path by PATH."""
    words = [script]
    for a in argv:
        key, eq, val = a.partition("=") if a.startswith("--") else ("", "", a)
        if names and val in names:
            val = names[val]
        elif os.path.isabs(val):
            val = "PATH"
        words.append(key + eq + val)
    return " ".join(w if re.fullmatch(r"[\w@%+=:,./-]+", w) else shlex.quote(w) for w in words)


def header(nullaudit, command):
    return "# command: %s\n# machine: %s\n" % (command, machine(nullaudit))


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sys.stdout.write(header(sys.argv[1], " ".join(sys.argv[2:])))
