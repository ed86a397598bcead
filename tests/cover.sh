#!/bin/sh
# nullaudit-cover: configurations chosen for coverage on a small kernel-like
# tree of our own (tests/cover/tree: a Kconfig with depends on, select, a
# choice, a symbol of "another architecture" that nothing can set; kbuild's
# configuration targets made by kconfig-frontends).  The audit starts from
# allyesconfig, which leaves 10 groups of t.c uncompiled; by hand:
#   3  IS_MODULE(CONFIG_B)          B=m (A=y, MODULES=y)     compiled by cover1
#   5  #ifdef CONFIG_MODE_Y         the choice's other value  compiled
#   10 #ifndef CONFIG_F             F=n (the =n branch)       compiled
#   13 #ifndef CONFIG_D             D=n: C, which selects it, off as well
#   22 defined(A) && !defined(C)    A=y, C=n                  compiled
#   28 #ifdef CONFIG_L              L depends on !K: K=n too  compiled
#   16 #ifdef CONFIG_E              E depends on ARCH_OTHER, which nothing sets
#                                   (no prompt: fixed; not tried)
#   19 #ifdef CONFIG_NOPE           no such symbol
#   25 !defined(D) && defined(C)    C selects D
#   31 #ifdef CONFIG_ARM_ONLY       defined only in arch/arm/Kconfig
# so one configuration compiles the first six, with the two findings that
# only it has; the other four are listed with their reasons: 25 with
# Kconfig's, and 16, 19 and 31, which no x86_64 configuration can compile,
# without a Kconfig run (3 runs: the base, allnoconfig, the fragment).  The
# generated .config is one Kconfig keeps as it is (olddefconfig).
. "$NA_SRCDIR/tests/lib.sh"
command -v kconfig-conf > /dev/null || { bad "kconfig-conf missing (Debian package kconfig-frontends-nox; scripts/install-deps.sh installs it)"; exit 1; }
python3 -c 'import yaml' || { bad "python3-yaml missing (scripts/install-deps.sh installs it)"; exit 1; }
cp -R "$NA_SRCDIR/tests/cover" "$t/c" && chmod -R u+w "$t/c" || exit 1
cd "$t/c" || exit 1
# nullaudit-cover on the tree, with this build's programs
cover_k() {
	python3 "$NA_SRCDIR/scripts/nullaudit-cover" --nullaudit "$NULLAUDIT" \
		--kbuild "$NA_SRCDIR/scripts/nullaudit-kbuild" "$@"
}
cover() { cover_k --source tree "$@"; }     # the tree's Kconfig, not a kernel audit's
make -s -C tree O="$t/c/base" allyesconfig || { bad "allyesconfig"; exit 1; }
export NULLAUDIT_KBUILD_INSTALL=0
cover audit.yaml > report.txt 2> err.txt ||
	{ bad "nullaudit-cover: exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
groups of the files read: 11; never compiled by the audit's configurations: 10, of which testing Kconfig symbols only: 10
configurations generated: 1 (3 Kconfig runs); groups of Kconfig symbols they compile: 6 of 10
  cover1: 6 groups; cover/cover1.fragment, cover/cover1.config
groups no x86_64 configuration compiles (a symbol they need is fixed there, or not its own): 3; of the other 7, compiled: 6
t.c:25: #if !defined(CONFIG_D) && defined(CONFIG_C): CONFIG_D=n wanted: selected by CONFIG_C, which it needs y
t.c:16: #ifdef CONFIG_E: CONFIG_E=y wanted: needs CONFIG_ARCH_OTHER=m/y, which is n in every x86_64 configuration
t.c:19: #ifdef CONFIG_NOPE: CONFIG_NOPE: no such Kconfig symbol in this tree
t.c:31: #ifdef CONFIG_ARM_ONLY: CONFIG_ARM_ONLY: defined only for another architecture (arch/arm/Kconfig)
after: 4 groups never compiled (4 of Kconfig symbols), 7 of 11 compiled
findings only the generated configurations produce: 2
  t.c:3:11: [zero-as-null] plain integer 0 used as null pointer for variable 'b' of type 'char *'; use NULL (in cover1)
  t.c:23:12: [zero-as-null] plain integer 0 used as null pointer for variable 'ac' of type 'char *'; use NULL (in cover1)
EOF2
cmp -s want.txt report.txt || { bad "the report"; diff want.txt report.txt; }
cmp -s report.txt cover/report.txt || bad "cover/report.txt differs from the output"
# what Kconfig made of the fragment
for v in CONFIG_A=y CONFIG_B=m CONFIG_MODE_Y=y '# CONFIG_F is not set' '# CONFIG_C is not set' CONFIG_L=y '# CONFIG_K is not set'; do
	grep -qx "$v" cover/cover1.config || bad "cover1.config: no '$v'"
done
grep -q '^CONFIG_D=' cover/cover1.config && bad "cover1.config sets CONFIG_D, which nothing selects"
grep -q 'CONFIG_E=' cover/cover1.fragment && bad "the fragment asks for CONFIG_E, which Kconfig's files rule out"
grep -qx '# CONFIG_C is not set' cover/cover1.fragment || bad "the fragment does not turn off CONFIG_C, which selects CONFIG_D"
grep -q 'CONFIG_E=' cover/cover1.config && bad "cover1.config sets CONFIG_E, whose dependency is unmet"
# valid for Kconfig: olddefconfig keeps it as it is
mkdir v && cp cover/cover1.config v/.config && make -s -C tree O="$t/c/v" olddefconfig &&
	cmp -s v/.config cover/cover1.config || bad "make olddefconfig changes cover1.config"
# the extended audit: the base and cover1, which reads its .config
python3 - cover/audit.yaml cover/after.json "$t/c" <<'PY' || bad "the extended audit"
import json, sys, yaml
a = yaml.safe_load(open(sys.argv[1]))
assert [c["name"] for c in a["configs"]] == ["allyes", "cover1"], a["configs"]
assert a["configs"][1]["kconfig"] == sys.argv[3] + "/cover/cover1.config", a["configs"][1]
assert a["sources"]["files"] == [sys.argv[3] + "/t.c"], a["sources"]
r = json.load(open(sys.argv[2]))
got = sorted((f["line"], f["configs"]) for f in r["findings"])
assert got == [(3, ["cover1"]), (23, ["cover1"])], got
PY
# the cost of each step, and of all against the first audit
python3 - cover/cost.json <<'PY' || bad "cover/cost.json"
import json, sys
c = json.load(open(sys.argv[1]))
cpu = c["cpu_seconds"]
assert set(cpu) == {"first audit", "Kconfig", "audit with the configurations added"}, cpu
assert all(v > 0 for v in cpu.values()), cpu
assert c["all_over_first_audit"] > 1, c
PY
# A patch's lines first (--diff): a change in the IS_MODULE group (3), in a
# choice's other value (6), in the #else that allyesconfig compiles (8),
# under #ifndef CONFIG_F (11), in the group nothing can reach (17), under
# another architecture's symbol (32) and a line in no group; only the
# groups holding changed lines are tried.
rm -rf cover
git init -q . && git add -A && git -c user.name=t -c user.email=t@t.invalid commit -qm base ||
	{ bad "git"; exit 1; }
sed -i '3s/.*/char *b = 0; \/* changed *\//; 6s/.*/int y2;/; 8s/.*/int x2;/; 11s/.*/int not_f2;/; 17s/.*/int e2;/; 32s/.*/int arm_only2;/' t.c
echo 'int tail;' >> t.c
cover --diff HEAD audit.yaml > patch.txt 2> err.txt ||
	{ bad "nullaudit-cover --diff: exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
configurations generated: 1 (3 Kconfig runs); groups of Kconfig symbols they compile: 3 of 10
patch: 7 changed lines, 6 in conditional code, 4 of them compiled (66.7%)
  t.c:3: compiled in cover1
  t.c:6: compiled in cover1
  t.c:11: compiled in cover1
  t.c:17: not compiled: CONFIG_E=y wanted: needs CONFIG_ARCH_OTHER=m/y, which is n in every x86_64 configuration
  t.c:32: not compiled: CONFIG_ARM_ONLY: defined only for another architecture (arch/arm/Kconfig); other architectures whose Kconfig may compile it: arm
findings on changed lines: 1
  t.c:3:11: [zero-as-null] plain integer 0 used as null pointer for variable 'b' of type 'char *'; use NULL (in cover1)
EOF2
{ grep '^configurations generated' patch.txt; sed -n '/^patch:/,$p' patch.txt; } > got.txt
cmp -s want.txt got.txt || { bad "the patch report"; diff want.txt got.txt; }
python3 - cover/patch.json <<'PY' || bad "patch.json"
import json, sys
p = json.load(open(sys.argv[1]))
assert (p["changed_lines"], p["conditional"], p["compiled"]) == (7, 6, 4), p
st = {r["line"]: (r["status"], r.get("by"), r.get("group")) for r in p["lines"]}
assert st == {3: ("compiled", "cover1", 2), 6: ("compiled", "cover1", 5),
              8: ("compiled", "the audit's configurations", 7), 11: ("compiled", "cover1", 10),
              17: ("not compiled", None, 16), 32: ("not compiled", None, 31),
              34: ("unconditional", None, None)}, st
PY
# A changed line under another architecture's own symbol (#ifdef
# CONFIG_ARM, a group of kind arch) is tried as a Kconfig group: x86_64
# has no CONFIG_ARM, and the report names arm.
git add -A && git -c user.name=t -c user.email=t@t.invalid commit -qm more
sed -i '2s/.*/int on_arm2;/' arch.c
cover --diff HEAD --out archp audit-arch.yaml > archp.txt 2> err.txt ||
	{ bad "nullaudit-cover --diff (an arch group): exit $?"; cat err.txt; }
grep -qx '  arch.c:2: not compiled: CONFIG_ARM: defined only for another architecture (arch/arm/Kconfig); other architectures whose Kconfig may compile it: arm' archp.txt ||
	{ bad "a line under CONFIG_ARM"; cat archp.txt; }
# A changed line in a kernel tree's tools/ (a userspace program with
# Makefiles of its own, as perf) is listed with why no unit reads it, and
# counted apart: the coverage of the build's own code leaves it out.
mkdir -p tree/tools/perf && printf '#ifdef HAVE_X\nint a;\n#endif\n' > tree/tools/perf/u.c &&
	git add -A && git -c user.name=t -c user.email=t@t.invalid commit -qm tools
sed -i '2s/.*/int on_arm3;/' arch.c
sed -i '2s/.*/int b;/' tree/tools/perf/u.c
cover --diff HEAD --out toolsp audit-arch.yaml > toolsp.txt 2> err.txt ||
	{ bad "nullaudit-cover --diff (a line in tools/): exit $?"; cat err.txt; }
grep -qx 'patch: 2 changed lines, 2 in conditional code, 0 of them compiled (0.0%); 1 of them outside the build, 0 of 1 of the build.s own code compiled (0.0%)' toolsp.txt &&
	grep -qx '  tree/tools/perf/u.c:2: not compiled: no unit of the audit reads this file: tools/ is userspace programs built by their own Makefiles (make -C tools/...), not kbuild; audit one with its own compile database' toolsp.txt ||
	{ bad "a line in tools/"; cat toolsp.txt; }
python3 - toolsp/patch.json <<'PY' || bad "patch.json of a line in tools/"
import json, sys
p = json.load(open(sys.argv[1]))
assert (p["conditional"], p["conditional_in_build"], p["compiled"]) == (2, 1, 0), p
assert [r["line"] for r in p["lines"] if r.get("outside")] == [2] and \
    [r["file"] for r in p["lines"] if r.get("outside")] == ["tree/tools/perf/u.c"], p["lines"]
PY
git checkout -q -- arch.c tree && git rm -rq tree/tools && git -c user.name=t -c user.email=t@t.invalid commit -qm untools
# A patch on a kernel audit audits only the units that read the changed
# files: tree/include/linux/leaf.h is included by drv/mid.h (a path
# relative to it) and drv/other.h (<linux/leaf.h>); part.c, which kbuild
# names, includes mid.h: drv/part.c, in drv/.  A changed unit is its own.
# A file of another architecture's brings no unit, not even a header of
# the same name as leaf.h.
python3 - "$NA_SRCDIR/scripts/nullaudit-cover" <<'PY' || bad "the units of a patch"
import importlib.machinery, importlib.util, os, sys
loader = importlib.machinery.SourceFileLoader("cover", sys.argv[1])
nc = importlib.util.module_from_spec(importlib.util.spec_from_loader("cover", loader))
loader.exec_module(nc)
src = os.path.abspath("tree")
kb = nc.Kbuild(src)
got = sorted(nc.includers(src, "include/linux/leaf.h"))
assert got == ["drv/mid.h", "drv/other.h"], got
got = nc.patch_units({"tree/include/linux/leaf.h": {2}}, src, kb, None, "x86_64")
assert got == (["drv/part.c"], ["drv/"]), got
got = nc.patch_units({"tree/include/linux/leaf.h": {2}, "tree/drv/b.c": {3}}, src, kb, None, "x86_64")
assert got == (["drv/b.c", "drv/part.c"], ["drv/"]), got
got = nc.patch_units({"tree/arch/arm/a.c": {1}}, src, kb, None, "x86_64")
assert got is None, got
got = nc.patch_units({"tree/arch/arm/include/linux/leaf.h": {2}}, src, kb, None, "x86_64")
assert got is None, got
PY
# The other architectures that may compile a line x86_64 leaves: one
# whose Kconfig files select a symbol it needs on (FDT_ONLY, only
# arch/arm/Kconfig selects it: drv/fdt.c, obj-$(CONFIG_FDT_ONLY)), one
# that does not select nor define a symbol it needs off (INLINE_CALLS,
# which arch/x86/Kconfig selects; not ARM, which arch/arm/Kconfig defines
# def_bool y), another architecture's own file; none for a symbol of
# every architecture's files.
python3 - "$NA_SRCDIR/scripts/nullaudit-cover" <<'PY' || bad "the other architectures of a line"
import importlib.machinery, importlib.util, os, sys
loader = importlib.machinery.SourceFileLoader("cover", sys.argv[1])
nc = importlib.util.module_from_spec(importlib.util.spec_from_loader("cover", loader))
loader.exec_module(nc)
src = os.path.abspath("tree")
kb, kc = nc.Kbuild(src), nc.Kconfig(None, src, "x86_64", None, [], ".")
assert kc.arches("FDT_ONLY", frozenset("y")) == ["arm"], kc.arches("FDT_ONLY", frozenset("y"))
assert kc.arches("INLINE_CALLS", frozenset("n")) == ["arm"]
assert kc.arches("ARM", frozenset("n")) == [], kc.arches("ARM", frozenset("n"))   # def_bool y there
assert kc.arches("A", frozenset("ym")) == [] and kc.arches("ARCH_OTHER", frozenset("ym")) == []
assert kc.arches_of_file("tree/drv/fdt.c", kb) == ["arm"], kc.arches_of_file("tree/drv/fdt.c", kb)
assert kc.arches_of_file("tree/arch/arm/a.c", kb) == ["arm"]
assert kc.arches_of_file("tree/drv/b.c", kb) == [] and kc.arches_of_file("tree/t.h", kb) == []
PY
# The units an added kernel configuration checks: two of each group's
# units, fewest in all.  By hand: g1 (a header read by a.c, b.c, c.c) and
# g2 (read by b.c, c.c, d.c) are both served by b.c and c.c; g3 (e.c's own)
# by e.c alone; lib/ and net/ hold them, drv/ is not made.  A group whose
# units are unknown brings none; when no group's are known, every unit of
# the directories (None).
python3 - "$NA_SRCDIR/scripts/nullaudit-cover" <<'PY' || bad "the units of an added configuration"
import importlib.machinery, importlib.util, os, sys
loader = importlib.machinery.SourceFileLoader("cover", sys.argv[1])
nc = importlib.util.module_from_spec(importlib.util.spec_from_loader("cover", loader))
loader.exec_module(nc)
src = os.path.abspath("tree")
class Incl:
    def __init__(self, units): self.units = units
    def carriers(self, f, vals, memo): return {os.path.join(src, u) for u in self.units[f]}
incl = Incl({"h1.h": ["lib/a.c", "lib/b.c", "lib/c.c"], "h2.h": ["lib/b.c", "lib/c.c", "drv/d.c"],
             "net/e.c": ["net/e.c"], "none.h": []})
gs = [{"file": "h1.h"}, {"file": "h2.h"}, {"file": "net/e.c"}]
got = nc.unit_files(gs, ["lib/", "net/", "drv/"], src, incl, {})
assert got == (["lib/b.c", "lib/c.c", "net/e.c"], ["lib/", "net/"]), got
got = nc.unit_files(gs + [{"file": "none.h"}], ["lib/", "net/", "drv/"], src, incl, {})
assert got == (["lib/b.c", "lib/c.c", "net/e.c"], ["lib/", "net/"]), got
got = nc.unit_files(gs, ["lib/"], src, incl, {})        # e.c outside the audit
assert got == (["lib/b.c", "lib/c.c"], ["lib/"]), got
got = nc.unit_files([{"file": "none.h"}], ["lib/"], src, incl, {})
assert got is None, got
PY
# kbuild defines MODULE in a unit it builds as a module (a kernel: audit):
# by hand, b.c (obj-$(CONFIG_B), under drv/ of obj-$(CONFIG_A)) is one when
# B=m, so its #ifndef MODULE wants B=y once what builds it is added;
# part.c, a part of kk.o in obj-y, never is; k2.c is listed with braces,
# obj-${CONFIG_K2}.  Elsewhere MODULE is a macro
# like any other (unknown).
python3 - "$NA_SRCDIR/scripts/nullaudit-cover" <<'PY' || bad "MODULE as kbuild defines it"
import importlib.machinery, importlib.util, sys
loader = importlib.machinery.SourceFileLoader("cover", sys.argv[1])
nc = importlib.util.module_from_spec(importlib.util.spec_from_loader("cover", loader))
loader.exec_module(nc)
kb, ym = nc.Kbuild("tree"), frozenset("ym")
assert nc.atom("MODULE", "defined") is None
nc.KBUILD[0] = True
mod = kb.unit("tree/drv/b.c", module=True)[0]
assert mod == [{"A": ym, "B": frozenset("m")}], mod
assert kb.unit("tree/drv/part.c", module=True)[0] == []
assert kb.unit("tree/drv/k2.c")[0] == [{"A": ym, "K2": ym}]   # obj-${CONFIG_K2}, as kbuild reads it
c = nc.with_module(nc.c_not(nc.atom("MODULE", "defined")), mod)
got = nc.c_and(c, kb.unit("tree/drv/b.c")[0])
assert got == [{"A": ym, "B": frozenset("y")}], got
got = nc.with_module(nc.parse_cond("defined(MODULE) || defined(CONFIG_C)"), [])
assert got == [{"C": frozenset("y")}], got
PY
# Other macros: the audit lets DEBUG flip (cover: flip:), not VERBOSE nor
# BROKEN.  f.c's four groups, by hand: DEBUG (2) and DEBUG && !CONFIG_F (8)
# compiled by one configuration that defines DEBUG and turns off F, with
# the finding at 3; VERBOSE (5) and BROKEN (11) not tried.
cover --out flip audit-flip.yaml > flip.txt 2> err.txt ||
	{ bad "nullaudit-cover (flip): exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
groups of the files read: 4; never compiled by the audit's configurations: 4, of which testing Kconfig symbols and DEBUG only: 2
configurations generated: 1 (3 Kconfig runs); groups of Kconfig symbols they compile: 2 of 2
  cover1: 2 groups; flip/cover1.fragment, flip/cover1.config; -DDEBUG
groups no x86_64 configuration compiles (a symbol they need is fixed there, or not its own): 0; of the other 2, compiled: 2
after: 2 groups never compiled (0 of Kconfig symbols), 2 of 4 compiled
findings only the generated configurations produce: 1
  f.c:3:13: [zero-as-null] plain integer 0 used as null pointer for variable 'dbg' of type 'char *'; use NULL (in cover1)
EOF2
cmp -s want.txt flip.txt || { bad "the report with flips"; diff want.txt flip.txt; }
grep -qx '# CONFIG_F is not set' flip/cover1.fragment || bad "the flip configuration does not turn off CONFIG_F"
python3 -c 'import sys, yaml; c = yaml.safe_load(open(sys.argv[1]))["configs"][1]
assert c["defines"] == {"DEBUG": None} and "undefines" not in c, c' flip/audit.yaml || bad "flip/audit.yaml"
# Alone runs, one for each set of values wanted: z.c's groups at 1 and 5
# both want Z, which needs NUM > 5 (a comparison the solver leaves to
# Kconfig; NUM is 3); the group at 11 wants K off.  try1 (Z and K off)
# compiles 11 (cover1, with the finding at 12); the two Z groups fail
# there and again together in try2, then one Kconfig run of Z alone
# decides both, even with --alone 1: 5 runs with the base and allnoconfig
# (one run per group would leave the second "--alone runs spent").  The
# group at 8 needs NEEDS_ARM, which depends on ARM_ONLY, a symbol of
# arch/arm/Kconfig only: no x86_64 configuration has it, and no Kconfig
# run is spent on it.
cover --out alone --alone 1 audit-alone.yaml > alone.txt 2> err.txt ||
	{ bad "nullaudit-cover (alone): exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
groups of the files read: 4; never compiled by the audit's configurations: 4, of which testing Kconfig symbols only: 4
configurations generated: 1 (5 Kconfig runs); groups of Kconfig symbols they compile: 1 of 4
  cover1: 1 groups; alone/cover1.fragment, alone/cover1.config
groups no x86_64 configuration compiles (a symbol they need is fixed there, or not its own): 1; of the other 3, compiled: 1
z.c:1: #ifdef CONFIG_Z: CONFIG_Z=y wanted, Kconfig gives n (depends on NUM > 5)
z.c:5: #ifdef CONFIG_Z: CONFIG_Z=y wanted, Kconfig gives n (depends on NUM > 5)
z.c:8: #ifdef CONFIG_NEEDS_ARM: CONFIG_NEEDS_ARM=y wanted: needs CONFIG_ARM_ONLY, defined only for another architecture (arch/arm/Kconfig)
after: 3 groups never compiled (3 of Kconfig symbols), 1 of 4 compiled
findings only the generated configurations produce: 1
  z.c:12:12: [zero-as-null] plain integer 0 used as null pointer for variable 'nk' of type 'char *'; use NULL (in cover1)
EOF2
[ "$(ls alone/alone*.fragment | wc -l)" -eq 1 ] || bad "not one alone run: $(ls alone/alone*.fragment)"
cmp -s want.txt alone.txt || { bad "the report with one alone run"; diff want.txt alone.txt; }
# What compiles a unit: kbuild's lists (tree/drv/Makefile, obj-$(CONFIG_A)
# += drv/ in tree/Makefile).  By hand: b.c is built only with B set, so its
# #ifndef CONFIG_B needs B=m (not B=n, which drops the unit); k.c's
# #ifndef CONFIG_K needs K=m, and K is a bool; part.c, a part of kk.o
# listed under kk-$(CONFIG_F), is never compiled with F off.
cover --out obj audit-obj.yaml > obj.txt 2> err.txt ||
	{ bad "nullaudit-cover (kbuild's lists): exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
groups of the files read: 3; never compiled by the audit's configurations: 3, of which testing Kconfig symbols only: 3
configurations generated: 1 (3 Kconfig runs); groups of Kconfig symbols they compile: 1 of 3
  cover1: 1 groups; obj/cover1.fragment, obj/cover1.config
groups no x86_64 configuration compiles (a symbol they need is fixed there, or not its own): 0; of the other 3, compiled: 1
tree/drv/k.c:1: #ifndef CONFIG_K: CONFIG_K=m wanted: CONFIG_K is a bool, never m (its unit is compiled only with CONFIG_K set: drv/Makefile: obj-$(CONFIG_K))
tree/drv/part.c:2: #if !IS_ENABLED(CONFIG_F): the condition contradicts what compiles its unit: CONFIG_F set (drv/Makefile: kk-$(CONFIG_F))
after: 2 groups never compiled (2 of Kconfig symbols), 1 of 3 compiled
findings only the generated configurations produce: 1
  tree/drv/b.c:3:18: [zero-as-null] plain integer 0 used as null pointer for variable 'b_module' of type 'char *'; use NULL (in cover1)
EOF2
cmp -s want.txt obj.txt || { bad "the report with kbuild's lists"; diff want.txt obj.txt; }
printf 'CONFIG_A=y\nCONFIG_B=m\n' | cmp -s - obj/cover1.fragment || { bad "obj/cover1.fragment"; cat obj/cover1.fragment; }
grep -qx CONFIG_B=m obj/cover1.config || bad "obj/cover1.config: B is not a module"
# Where a group is read: h.c's #ifndef CONFIG_F (3) sits in #ifdef CONFIG_A,
# which allyesconfig compiles, and #ifndef CONFIG_A (7) wants A off; hc.h
# is read only under CONFIG_C (h.c:11, through hmid.h, a header without
# groups), and #ifndef CONFIG_C (13) wants C off.  P is on in the base
# through CT (P depends on ARCH_OTHER || CT), so 16 (P && !K) keeps CT on,
# and cannot join 19 (!CT) or 22 (!CT && !A).  S2 depends on K but R
# selects it: 25 (S2 && !K) keeps S2 as the base has it, without asking
# for K (which it wants off).  By hand, greedily in order: cover1 takes 3
# (A=y F=n), 13 (C=n), 16 (P=y K=n CT=y) and 25 (S2=y); cover2 7 (A=n),
# 19 (CT=n), 22 and hc.h's #ifndef CONFIG_K (K=n, C=y).  Had one
# configuration all the values, 3 and hc.h's group would not be compiled;
# had 16 not kept CT, it would fail twice beside 19 and 22; had 25 asked
# for S2's dependency, it would be listed as one no configuration reaches.
# 31 (#ifndef CONFIG_F) sits in the #else of #ifndef __ASSEMBLY__ (30),
# which no configuration compiles: listed, not counted compiled.  DP has
# no prompt and is y by default when K2 is: 35 (#ifndef CONFIG_DP) asks
# for K2 off as well, and joins cover1.
cover --out hdr audit-hdr.yaml > hdr.txt 2> err.txt ||
	{ bad "nullaudit-cover (nesting, includes): exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
groups of the files read: 14; never compiled by the audit's configurations: 11, of which testing Kconfig symbols only: 10
configurations generated: 2 (4 Kconfig runs); groups of Kconfig symbols they compile: 9 of 10
  cover1: 5 groups; hdr/cover1.fragment, hdr/cover1.config
  cover2: 4 groups; hdr/cover2.fragment, hdr/cover2.config
groups no x86_64 configuration compiles (a symbol they need is fixed there, or not its own): 0; of the other 10, compiled: 9
h.c:31: #ifndef CONFIG_F: it sits in the group at line 30, never compiled, whose test is not of Kconfig symbols
after: 2 groups never compiled (1 of Kconfig symbols), 12 of 14 compiled
findings only the generated configurations produce: 3
  h.c:4:12: [zero-as-null] plain integer 0 used as null pointer for variable 'af' of type 'char *'; use NULL (in cover1)
  h.c:17:12: [zero-as-null] plain integer 0 used as null pointer for variable 'pk' of type 'char *'; use NULL (in cover1)
  hc.h:4:12: [zero-as-null] plain integer 0 used as null pointer for variable 'hk' of type 'char *'; use NULL (in cover2)
EOF2
cmp -s want.txt hdr.txt || { bad "the report with nesting and includes"; diff want.txt hdr.txt; }
printf 'CONFIG_A=y\n# CONFIG_C is not set\nCONFIG_CT=y\n# CONFIG_DP is not set\n# CONFIG_F is not set\n# CONFIG_K is not set\n# CONFIG_K2 is not set\nCONFIG_P=y\nCONFIG_S2=y\n' |
	cmp -s - hdr/cover1.fragment || { bad "hdr/cover1.fragment"; cat hdr/cover1.fragment; }
printf '# CONFIG_A is not set\nCONFIG_C=y\n# CONFIG_CT is not set\n# CONFIG_K is not set\n' |
	cmp -s - hdr/cover2.fragment || { bad "hdr/cover2.fragment"; cat hdr/cover2.fragment; }
# after.json is the first audit merged with one of the added configurations
# only: the same findings and coverage as the whole extended audit
"$NULLAUDIT" --config hdr/audit.yaml --format=json -o whole.json
python3 - hdr/after.json whole.json <<'PY' || bad "after.json differs from the whole audit's result"
import json, sys
a, w = (json.load(open(p)) for p in sys.argv[1:3])
assert a["findings"] == w["findings"], (a["findings"], w["findings"])
assert a["coverage"] == w["coverage"], (a["coverage"], w["coverage"])
assert [c["config"] for c in json.load(open("hdr/added.json"))["stats"]["per_config"]] == ["cover1", "cover2"]
PY
# A flip that breaks the unit (#error) is reported with the unit.
cover --out flip2 --flip BROKEN audit-flip.yaml > flip2.txt 2> err.txt ||
	{ bad "nullaudit-cover --flip: exit $?"; cat err.txt; }
grep -q '^  cover1: 3 groups; .*; -DBROKEN; -DDEBUG$' flip2.txt || { bad "--flip BROKEN"; cat flip2.txt; }
grep -q '^cover1 (-DBROKEN -DDEBUG) breaks .*f\.c: .*BROKEN is not for building' flip2.txt ||
	{ bad "the unit the flips break"; cat flip2.txt; }

# The symbols of the target a preset describes (word size, byte order)
# are pinned: a group that wants them changed is one the architecture
# rules out (a big-endian arm64 would be preprocessed as little-endian).
python3 - "$NA_SRCDIR/scripts/nullaudit-cover" <<'PY' || bad "pinned symbols"
import importlib.machinery, importlib.util, os, sys
loader = importlib.machinery.SourceFileLoader("cover", sys.argv[1])
nc = importlib.util.module_from_spec(importlib.util.spec_from_loader("cover", loader))
loader.exec_module(nc)
t = nc.KconfigTree(os.path.abspath("tree"), "x86_64")
assert "A" not in nc.fixed_symbols(t, {"A": "y"}, {}), "A has a prompt"
f = nc.fixed_symbols(t, {"A": "y"}, {}, ("A",))
assert f.get("A") == "y", f
assert f.get("B") is None, f          # B (depends on A) keeps its prompt
assert "CPU_BIG_ENDIAN" in nc.ABI["arm64"] and "PPC64" in nc.ABI["powerpc64le"], nc.ABI
PY

# kbuild's flags that make gcc define a macro, read from the Makefiles:
# in a kernel audit, #ifdef __SANITIZE_HWADDRESS__ wants the symbols under
# which scripts/Makefile.kasan adds -fsanitize=kernel-hwaddress (6.1's
# include/linux/compiler-gcc.h); a flag of the real-mode code (x86's
# REALMODE_CFLAGS has -Os) is not the units'. A Kconfig symbol may begin
# with a digit (powerpc's 44x): BOOKE depends on PPC_E500 || 44x.
mkdir -p mk/scripts mk/arch/x86
cat > mk/Makefile <<'EOF2'
include-$(CONFIG_KASAN)		+= scripts/Makefile.kasan
ifdef CONFIG_CC_OPTIMIZE_FOR_PERFORMANCE
KBUILD_CFLAGS += -O2
else ifdef CONFIG_CC_OPTIMIZE_FOR_SIZE
KBUILD_CFLAGS += -Os
endif
ifeq ($(CONFIG_KCSAN),y)
KBUILD_CFLAGS += -fsanitize=thread
endif
EOF2
cat > mk/scripts/Makefile.kasan <<'EOF2'
ifdef CONFIG_KASAN_GENERIC
CFLAGS_KASAN := -fsanitize=kernel-address \
	-fasan-shadow-offset=0
endif # CONFIG_KASAN_GENERIC
ifdef CONFIG_KASAN_SW_TAGS
CFLAGS_KASAN := -fsanitize=kernel-hwaddress
else
CFLAGS_KASAN_OTHER := -fno-builtin
endif
EOF2
printf 'REALMODE_CFLAGS := -m16 -Os\n' > mk/arch/x86/Makefile
python3 - "$NA_SRCDIR/scripts/nullaudit-cover" <<'PY' || bad "flags kbuild adds for Kconfig symbols, symbols that begin with a digit"
import importlib.machinery, importlib.util, os, sys
loader = importlib.machinery.SourceFileLoader("cover", sys.argv[1])
nc = importlib.util.module_from_spec(importlib.util.spec_from_loader("cover", loader))
loader.exec_module(nc)
nc.flag_macros(os.path.abspath("mk"), "x86_64")
show = lambda c: sorted(sorted((s, "".join(sorted(v))) for s, v in x.items()) for x in c)
want = {"__SANITIZE_ADDRESS__": [[("KASAN", "y"), ("KASAN_GENERIC", "my")]],
        "__SANITIZE_HWADDRESS__": [[("KASAN", "y"), ("KASAN_SW_TAGS", "my")]],
        "__SANITIZE_THREAD__": [[("KCSAN", "y")]],
        "__OPTIMIZE_SIZE__": [[("CC_OPTIMIZE_FOR_PERFORMANCE", "n"), ("CC_OPTIMIZE_FOR_SIZE", "my")]]}
got = {m: show(c) for m, c in nc.FLAG.items()}
assert got == want, got
nc.KBUILD[0] = True
assert show(nc.parse_cond("defined(__SANITIZE_HWADDRESS__) && !defined(CONFIG_X)")) == \
    [[("KASAN", "y"), ("KASAN_SW_TAGS", "my"), ("X", "mn")]]
u = {"kind": "other", "file": "c.h", "line": 1, "directive": "#ifdef __SANITIZE_HWADDRESS__"}
v = {"kind": "other", "file": "c.h", "line": 5, "directive": "#ifdef __SANITIZE_MEMORY__"}
groups, _ = nc.kconfig_groups({"coverage": {"uncompiled": [u, v]}})
assert groups == [u], groups
assert show(nc.kexpr("PPC_E500 || 44x")) == [[("44x", "my")], [("PPC_E500", "my")]], nc.kexpr("PPC_E500 || 44x")
assert nc.kexpr("X = 0x10") == [{}] and show(nc.kexpr("A && 1")) == [[("A", "my")]]
# a group left: the compiler's answer, or the macros it tests
r = nc.other_reason({"kind": "other", "directive": "#else (of #if __has_attribute(__uninitialized__), line 354)"})
assert r.startswith("its group tests the compiler (__has_attribute), whose answer no configuration changes"), r
r = nc.other_reason({"kind": "mixed", "directive": "#if defined(DEBUG) && defined(CONFIG_X)"})
assert r.startswith("its group tests mixed macros (DEBUG), not Kconfig symbols only"), r
PY

# A kernel audit (tests/cover/ktree, whose make prepare fails at
# include/asm/pgtable.h:9, under #ifdef CONFIG_PT_CHECK, when the .config
# has both CONFIG_BIG_PAGES and CONFIG_PT_CHECK, as 6.1's arm64 does with
# 64K pages and PAGE_TABLE_CHECK). allmodconfig (PT_CHECK=y, G=y, the
# small pages) leaves five groups of drv/u.c uncompiled; by hand:
#   1  BIG_PAGES && PT_CHECK   Kconfig accepts it, kbuild does not prepare it
#   4  #ifndef CONFIG_PT_CHECK PT_CHECK=n: disagrees with line 1
#   7  #ifndef CONFIG_G        G=n
#   10 BIG_PAGES && G          G=y: disagrees with line 7
#   13 #ifdef CONFIG_BIG_PAGES
# try1 (1, 7, 13) does not prepare, and PT_CHECK cannot be turned off (1
# wants it): 1 and 13 want the architecture's own BIG_PAGES and are set
# apart; try2 (7 alone) prepares: cover1. try3 (1 and 13) fails, halved:
# try4 (1) fails, listed with the compiler's error; try5 (13) fails, and
# is tried again with the code that fails turned off (PT_CHECK=n): cover2,
# which compiles 13, 4 and 10. 8 Kconfig runs: the base, allnoconfig,
# try1-5 and try5's repair. Before, try1 was kept, and the added audit
# could not prepare it.
# kbuild's generator of compile_commands.json, as the miniature of tests/kbuild.sh has it
mkdir -p ktree/scripts/clang-tools &&
	cp "$NA_SRCDIR/tests/kbuild/linux/scripts/clang-tools/gen_compile_commands.py" ktree/scripts/clang-tools/
cover_k --out kcov audit-kernel.yaml > kcov.txt 2> err.txt ||
	{ bad "nullaudit-cover on a kernel audit: exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
groups of the files read: 5; never compiled by the audit's configurations: 5, of which testing Kconfig symbols only: 5
configurations generated: 2 (8 Kconfig runs); groups of Kconfig symbols they compile: 4 of 5
  cover1: 1 groups; kcov/cover1.fragment, kcov/cover1.config
  cover2: 3 groups; kcov/cover2.fragment, kcov/cover2.config
groups no x86_64 configuration compiles (a symbol they need is fixed there, or not its own): 0; of the other 5, compiled: 4
ktree/drv/u.c:1: #if defined(CONFIG_BIG_PAGES) && defined(CONFIG_PT_CHECK): the configuration Kconfig makes for it fails kbuild's make prepare (include/asm/pgtable.h:9:51: error: implicit declaration of function 'pud_user_exec'); its log is kcov/kbuild-cover2-failed3/nullaudit-kbuild.log
after: 1 groups never compiled (1 of Kconfig symbols), 4 of 5 compiled
findings only the generated configurations produce: 4
  ktree/drv/u.c:5:17: [zero-as-null] plain integer 0 used as null pointer for variable 'nocheck' of type 'char *'; use NULL (in cover2)
  ktree/drv/u.c:8:13: [zero-as-null] plain integer 0 used as null pointer for variable 'nog' of type 'char *'; use NULL (in cover1)
  ktree/drv/u.c:11:14: [zero-as-null] plain integer 0 used as null pointer for variable 'bigg' of type 'char *'; use NULL (in cover2)
  ktree/drv/u.c:14:17: [zero-as-null] plain integer 0 used as null pointer for variable 'onlybig' of type 'char *'; use NULL (in cover2)
EOF2
cmp -s want.txt kcov.txt || { bad "the report of a kernel audit with a configuration that does not prepare"; diff want.txt kcov.txt; }
grep -qx '# CONFIG_G is not set' kcov/cover1.config || bad "kcov/cover1.config: G not off"
grep -qx 'CONFIG_SMALL_PAGES=y' kcov/cover1.config || bad "kcov/cover1.config: not the small pages"
grep -qx '# CONFIG_PT_CHECK is not set' kcov/cover2.config || bad "kcov/cover2.config: PT_CHECK not off"
grep -qx 'CONFIG_BIG_PAGES=y' kcov/cover2.config || bad "kcov/cover2.config: not the big pages"
grep -q 'try5 again with CONFIG_PT_CHECK=n, turning off the code at include/asm/pgtable.h:9' err.txt ||
	bad "try5 not repaired"
grep -qx 'CONFIG_BIG_PAGES=y' kcov/kbuild-cover1-failed1/.config || bad "the first try did not want the big pages"
# the base is the audit's first configuration, taken from its directory
# (nothing run, its preparation kept); allnoconfig is made beside it
[ -d kcov/kbuild-base ] && bad "the base made again in kcov/kbuild-base"
for d in kb/allmod-*; do
	case $d in *.allno) continue ;; esac
	[ -f "$d/.nullaudit-kbuild.prepared" ] || bad "$d no longer prepared"
	[ -f "$d.allno/.config" ] && grep -qx '# CONFIG_G is not set' "$d.allno/.config" ||
		bad "allnoconfig not made beside $d"
done
# each kept configuration prepared from the first audit's directory, and the
# added audit's from that one: Kconfig's and the host's programs built once
grep -q '^### seeded from .*/kb/allmod-' kcov/kbuild-cover1/nullaudit-kbuild.log ||
	bad "kcov/kbuild-cover1 not seeded from the first audit's directory"
for d in kb/cover1-* kb/cover2-*; do
	name=$(basename "$d" | sed 's/-[0-9a-f]*$//')
	grep -q "^### seeded from .*/kcov/kbuild-$name\$" "$d/nullaudit-kbuild.log" ||
		{ bad "$d not seeded from its prepared directory"; head -3 "$d/nullaudit-kbuild.log"; }
	grep -q HOSTCC "$d/nullaudit-kbuild.log" && bad "$d built the host tool again"
done

# A patch on several architectures (--arches auto): drv2/v.c's changed
# line sits under CONFIG_A64_FEATURE, which only arch/arm64/Kconfig
# defines (the tree's Kconfig sources arch/$SRCARCH/Kconfig, as kernels
# before 4.18 did). x86_64 leaves it with that reason and names arm64;
# arm64's allmodconfig, audited on that file alone, compiles it and finds
# the 0.
cat > v.diff <<'EOF2'
--- a/ktree/drv2/v.c
+++ b/ktree/drv2/v.c
@@ -2 +2 @@
-char *feature;
+char *feature = 0;
EOF2
cover_k --out karch --diff v.diff --arches auto audit-arches.yaml > karch.txt 2> err.txt ||
	{ bad "nullaudit-cover --arches auto: exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
architectures: x86_64, arm64
patch: 1 changed lines, 1 in conditional code, 1 of them compiled (100.0%)
  ktree/drv2/v.c:2: compiled in the audit's configurations (arm64)
findings on changed lines: 1
  ktree/drv2/v.c:2:17: [zero-as-null] plain integer 0 used as null pointer for variable 'feature' of type 'char *'; use NULL (in arm64-allmodconfig on arm64)
EOF2
cmp -s want.txt karch.txt || { bad "the report of a patch on two architectures"; diff want.txt karch.txt; }
grep -qx '  ktree/drv2/v.c:2: not compiled: CONFIG_A64_FEATURE: defined only for another architecture (arch/arm64/Kconfig); other architectures whose Kconfig may compile it: arm64' karch/x86_64/report.txt ||
	{ bad "x86_64's reason for the line"; cat karch/x86_64/report.txt; }
python3 - karch/patch.json <<'PY' || bad "karch/patch.json"
import json, sys
p = json.load(open(sys.argv[1]))
assert p["architectures"] == ["x86_64", "arm64"] and p["failed"] == [], p
assert [(r["line"], r["status"], r["arch"]) for r in p["lines"]] == [(2, "compiled", "arm64")], p["lines"]
assert [(f["line"], f["arch"]) for f in p["findings"]] == [(2, "arm64")], p["findings"]
PY
grep -q 'arch: arm64' karch/audit-arm64.yaml && grep -q 'name: arm64-allmodconfig' karch/audit-arm64.yaml ||
	{ bad "karch/audit-arm64.yaml"; cat karch/audit-arm64.yaml; }
exit $fail
