#!/bin/sh
# Configuration coverage of every file the units read, headers included:
# a header's #if group is compiled when any unit of any configuration
# compiled it (the union over units, configurations and shards, which
# `merge` keeps), nested groups are counted and listed with their parent,
# each group has a kind by the names it tests, and system headers are left
# out unless --system-headers.  A header a #line renumbers is not measured.
# The same coverage with screening (without -K, with it) and without, with
# -j1 and -j2, from the cache and from shards.  Expected values by hand:
#   inc/h.h: 1 #ifndef H_H (guard), 3 #ifdef CONFIG_A (a.c defines it),
#     5 #else (b.c), 8 #if 0 and 9 #ifdef CONFIG_B inside it (never),
#     13 #ifdef __aarch64__ (the arm configuration), 16 the mixed test
#     (never), 19 a comparison of a Kconfig symbol (never; config, the
#     #warning inside it is no group): 8 groups, 4 compiled;
#   inc/noguard.h: 1 #ifdef CONFIG_NEVER (never; no group of the file is
#     compiled, so only the file's entry says it was read);
#   b.c: 2 #ifdef CONFIG_C (the arm configuration defines it);
#   sys/s.h: a system header; inc/ren.h: renumbered by #line.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
mkdir inc sys
cat > inc/h.h <<'EOF2'
#ifndef H_H
#define H_H
#ifdef CONFIG_A
int h_a;
#else
int h_not_a;
#endif
#if 0
#ifdef CONFIG_B
int h_b;
#endif
#endif
#ifdef __aarch64__
int h_arm;
#endif
#if defined(CONFIG_A) && DEBUG
int h_debug;
#endif
#if CONFIG_NR_CPUS > 1
#warning more than one CPU
int h_smp;
#endif
#endif
EOF2
printf '#ifdef CONFIG_NEVER\nint never;\n#endif\n' > inc/noguard.h
printf '#line 100\n#ifdef CONFIG_NEVER2\nint never2;\n#endif\n' > inc/ren.h
printf '#ifdef SYS_NEVER\nint sys_never;\n#endif\n' > sys/s.h
printf '#define CONFIG_A 1\n#include "h.h"\n#include "noguard.h"\n#include "ren.h"\n#include <s.h>\nint a;\n' > a.c
printf '#include "h.h"\n#ifdef CONFIG_C\nint c;\n#endif\nint b;\n' > b.c
cat > audit.yaml <<'EOF2'
version: 1
sources:
  files: [a.c, b.c]
include_paths: [inc]
system_include_paths: [sys]
configs:
  - name: x86
    arch: x86_64
  - name: arm
    arch: arm64
    defines: {CONFIG_C: 1}
EOF2

"$NULLAUDIT" --config audit.yaml --no-cache --format=json > one.json 2> one.err || bad "exit $?"
python3 - one.json <<'PY' || bad "coverage of the audit"
import json, sys
c = json.load(open(sys.argv[1]))["coverage"]
assert (c["groups"], c["compiled"], c["never_compiled"]) == (10, 5, 5), c
files = {f["file"]: (f["groups"], f["compiled"], f["never_compiled"]) for f in c["files"]}
assert files == {"b.c": (1, 1, 0), "inc/h.h": (8, 4, 4), "inc/noguard.h": (1, 0, 1)}, files
got = [(u["file"], u["line"], u["end_line"], u["directive"], u["kind"], u.get("parent", 0),
        u.get("nested", False)) for u in c["uncompiled"]]
want = [("inc/h.h", 8, 11, "#if 0", "if0", 1, False),
        ("inc/h.h", 9, 10, "#ifdef CONFIG_B", "config", 8, True),
        ("inc/h.h", 16, 17, "#if defined(CONFIG_A) && DEBUG", "mixed", 1, False),
        ("inc/h.h", 19, 21, "#if CONFIG_NR_CPUS > 1", "config", 1, False),
        ("inc/noguard.h", 1, 2, "#ifdef CONFIG_NEVER", "config", 0, False)]
assert got == want, got
PY
sed '/"seconds"/d' one.json > one.cmp

# the text: the summary counts, --coverage lists the outer groups
"$NULLAUDIT" --config audit.yaml --no-cache --coverage --stats > cov.out 2> cov.err
has cov.err "0 findings in 2 units, 2 configurations; 0 expressions, 0 untyped; 5 of 10 #if groups compiled in no configuration"
cat > cov.want <<'EOF2'
inc/h.h:8: note: #if 0 (lines 8-11) compiled in no configuration, with the 1 group inside it
inc/h.h:16: note: #if defined(CONFIG_A) && DEBUG (lines 16-17) compiled in no configuration
inc/h.h:19: note: #if CONFIG_NR_CPUS > 1 (lines 19-21) compiled in no configuration
inc/noguard.h:1: note: #ifdef CONFIG_NEVER (lines 1-2) compiled in no configuration
EOF2
cmp -s cov.out cov.want || { bad "--coverage listing"; diff cov.want cov.out; }

# SARIF: the totals per file and the groups
"$NULLAUDIT" --config audit.yaml --no-cache --format=sarif -o r.sarif
python3 - r.sarif <<'PY' || bad "SARIF coverage"
import json, sys
p = json.load(open(sys.argv[1]))["runs"][0]["properties"]
c = p["coverage"]
assert (c["groups"], c["compiled"], c["neverCompiled"]) == (10, 5, 5), c
assert [f["file"] for f in c["files"]] == ["b.c", "inc/h.h", "inc/noguard.h"], c
assert [(g["file"], g["line"], g["kind"]) for g in p["uncompiledGroups"]] == [
    ("inc/h.h", 8, "if0"), ("inc/h.h", 9, "config"), ("inc/h.h", 16, "mixed"),
    ("inc/h.h", 19, "config"), ("inc/noguard.h", 1, "config")], p["uncompiledGroups"]
PY

# the same with every way of screening, -j2, and from the cache
for mode in 0 plain k; do
	NULLAUDIT_SCREEN=$mode "$NULLAUDIT" --config audit.yaml --no-cache --format=json > s.json
	sed '/"seconds"/d' s.json | cmp -s - one.cmp || bad "NULLAUDIT_SCREEN=$mode: another result"
done
"$NULLAUDIT" --config audit.yaml --no-cache -j2 --format=json > j2.json
sed '/"seconds"/d' j2.json | cmp -s - one.cmp || bad "-j2: another result"
# a file changed in the second a run starts is not cached (docs/cache.md)
sleep 2
env -u NULLAUDIT_CACHE "$NULLAUDIT" --config audit.yaml --cache-dir=cache --format=json > c1.json
env -u NULLAUDIT_CACHE "$NULLAUDIT" --config audit.yaml --cache-dir=cache --format=json --stats > c2.json 2> c2.err
has c2.err "cache: 2 hits, 0 misses"
python3 - one.json c2.json <<'PY' || bad "a cached run's coverage differs"
import json, sys
a, b = (json.load(open(f))["coverage"] for f in sys.argv[1:])
assert a == b, (a, b)
PY

# shards: each alone sees less; merged, the union is the one run's
"$NULLAUDIT" --config audit.yaml --no-cache --format=json --shard=1/2 -o s1.json
"$NULLAUDIT" --config audit.yaml --no-cache --format=json --shard=2/2 -o s2.json
python3 - s1.json s2.json <<'PY' || bad "shards' own coverage"
import json, sys
a, b = (json.load(open(f))["coverage"] for f in sys.argv[1:])
# a.c alone: h.h's #else is never compiled; b.c alone: its #ifdef CONFIG_A
assert [(u["file"], u["line"]) for u in a["uncompiled"]] == [
    ("inc/h.h", 5), ("inc/h.h", 8), ("inc/h.h", 9), ("inc/h.h", 16), ("inc/h.h", 19),
    ("inc/noguard.h", 1)], a
assert [(u["file"], u["line"]) for u in b["uncompiled"]] == [
    ("inc/h.h", 3), ("inc/h.h", 8), ("inc/h.h", 9), ("inc/h.h", 16), ("inc/h.h", 19)], b
PY
"$NULLAUDIT" merge s2.json s1.json -o m.json
sed '/"seconds"/d' m.json | cmp -s - one.cmp || { bad "shards merged differ from one run"; diff one.cmp m.json; }

# system headers count with --system-headers
"$NULLAUDIT" --config audit.yaml --no-cache --system-headers --format=json > sh.json
python3 - sh.json <<'PY' || bad "--system-headers: the system header's groups"
import json, sys
c = json.load(open(sys.argv[1]))["coverage"]
assert ("sys/s.h", 1) in [(u["file"], u["line"]) for u in c["uncompiled"]], c
PY
exit $fail
