#!/bin/sh
# nullaudit-cover: configurations chosen for coverage on a small kernel-like
# tree of our own (tests/cover/tree: a Kconfig with depends on, select, a
# choice, a symbol of "another architecture" that nothing can set; kbuild's
# configuration targets made by kconfig-frontends).  The audit starts from
# allyesconfig, which leaves 9 groups of t.c uncompiled; by hand:
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
# so one configuration compiles the first six, with the two findings that
# only it has; the other three are listed with Kconfig's reasons.  The
# generated .config is one Kconfig keeps as it is (olddefconfig).
. "$NA_SRCDIR/tests/lib.sh"
command -v kconfig-conf > /dev/null || { bad "kconfig-conf missing (Debian package kconfig-frontends-nox; scripts/install-deps.sh installs it)"; exit 1; }
python3 -c 'import yaml' || { bad "python3-yaml missing (scripts/install-deps.sh installs it)"; exit 1; }
cp -R "$NA_SRCDIR/tests/cover" "$t/c" && chmod -R u+w "$t/c" || exit 1
cd "$t/c" || exit 1
make -s -C tree O="$t/c/base" allyesconfig || { bad "allyesconfig"; exit 1; }
export NULLAUDIT_KBUILD_INSTALL=0
python3 "$NA_SRCDIR/scripts/nullaudit-cover" --nullaudit "$NULLAUDIT" \
	--kbuild "$NA_SRCDIR/scripts/nullaudit-kbuild" --source tree audit.yaml > report.txt 2> err.txt ||
	{ bad "nullaudit-cover: exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
groups of the files read: 10; never compiled by the audit's configurations: 9, of which testing Kconfig symbols only: 9
configurations generated: 1 (4 Kconfig runs); groups of Kconfig symbols they compile: 6 of 9
  cover1: 6 groups; cover/cover1.fragment, cover/cover1.config
groups no x86_64 configuration compiles (a symbol they need is fixed there): 1; of the other 8, compiled: 6
t.c:25: #if !defined(CONFIG_D) && defined(CONFIG_C): CONFIG_D=m/n wanted: selected by CONFIG_C, which it needs y
t.c:19: #ifdef CONFIG_NOPE: CONFIG_NOPE: no such Kconfig symbol in this tree
t.c:16: #ifdef CONFIG_E: CONFIG_E=y wanted: needs CONFIG_ARCH_OTHER=m/y, which is n in every x86_64 configuration
after: 3 groups never compiled (3 of Kconfig symbols), 7 of 10 compiled
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
# A patch's lines first (--diff): a change in the IS_MODULE group (3), in the
# #else that allyesconfig compiles (8), in the group nothing can reach (17)
# and a line in no group; only the groups holding changed lines are tried.
rm -rf cover
git init -q . && git add -A && git -c user.name=t -c user.email=t@t.invalid commit -qm base ||
	{ bad "git"; exit 1; }
sed -i '3s/.*/char *b = 0; \/* changed *\//; 8s/.*/int x2;/; 17s/.*/int e2;/' t.c
echo 'int tail;' >> t.c
python3 "$NA_SRCDIR/scripts/nullaudit-cover" --nullaudit "$NULLAUDIT" \
	--kbuild "$NA_SRCDIR/scripts/nullaudit-kbuild" --source tree --diff HEAD audit.yaml > patch.txt 2> err.txt ||
	{ bad "nullaudit-cover --diff: exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
configurations generated: 1 (3 Kconfig runs); groups of Kconfig symbols they compile: 1 of 9
patch: 4 changed lines, 3 in conditional code, 2 of them compiled (66.7%)
  t.c:3: compiled in cover1
  t.c:17: not compiled: CONFIG_E=y wanted: needs CONFIG_ARCH_OTHER=m/y, which is n in every x86_64 configuration
findings on changed lines: 1
  t.c:3:11: [zero-as-null] plain integer 0 used as null pointer for variable 'b' of type 'char *'; use NULL (in cover1)
EOF2
{ grep '^configurations generated' patch.txt; sed -n '/^patch:/,$p' patch.txt; } > got.txt
cmp -s want.txt got.txt || { bad "the patch report"; diff want.txt got.txt; }
python3 - cover/patch.json <<'PY' || bad "patch.json"
import json, sys
p = json.load(open(sys.argv[1]))
assert (p["changed_lines"], p["conditional"], p["compiled"]) == (4, 3, 2), p
st = {r["line"]: (r["status"], r.get("by"), r.get("group")) for r in p["lines"]}
assert st == {3: ("compiled", "cover1", 2), 8: ("compiled", "the audit's configurations", 7),
              17: ("not compiled", None, 16), 31: ("unconditional", None, None)}, st
PY
# Other macros: the audit lets DEBUG flip (cover: flip:), not VERBOSE nor
# BROKEN.  f.c's four groups, by hand: DEBUG (2) and DEBUG && !CONFIG_F (8)
# compiled by one configuration that defines DEBUG and turns off F, with
# the finding at 3; VERBOSE (5) and BROKEN (11) not tried.
python3 "$NA_SRCDIR/scripts/nullaudit-cover" --nullaudit "$NULLAUDIT" --out flip \
	--kbuild "$NA_SRCDIR/scripts/nullaudit-kbuild" --source tree audit-flip.yaml > flip.txt 2> err.txt ||
	{ bad "nullaudit-cover (flip): exit $?"; cat err.txt; }
cat > want.txt <<'EOF2'
groups of the files read: 4; never compiled by the audit's configurations: 4, of which testing Kconfig symbols and DEBUG only: 2
configurations generated: 1 (3 Kconfig runs); groups of Kconfig symbols they compile: 2 of 2
  cover1: 2 groups; flip/cover1.fragment, flip/cover1.config; -DDEBUG
groups no x86_64 configuration compiles (a symbol they need is fixed there): 0; of the other 2, compiled: 2
after: 2 groups never compiled (0 of Kconfig symbols), 2 of 4 compiled
findings only the generated configurations produce: 1
  f.c:3:13: [zero-as-null] plain integer 0 used as null pointer for variable 'dbg' of type 'char *'; use NULL (in cover1)
EOF2
cmp -s want.txt flip.txt || { bad "the report with flips"; diff want.txt flip.txt; }
grep -qx '# CONFIG_F is not set' flip/cover1.fragment || bad "the flip configuration does not turn off CONFIG_F"
python3 -c 'import sys, yaml; c = yaml.safe_load(open(sys.argv[1]))["configs"][1]
assert c["defines"] == {"DEBUG": None} and "undefines" not in c, c' flip/audit.yaml || bad "flip/audit.yaml"
# A flip that breaks the unit (#error) is reported with the unit.
python3 "$NA_SRCDIR/scripts/nullaudit-cover" --nullaudit "$NULLAUDIT" --out flip2 --flip BROKEN \
	--kbuild "$NA_SRCDIR/scripts/nullaudit-kbuild" --source tree audit-flip.yaml > flip2.txt 2> err.txt ||
	{ bad "nullaudit-cover --flip: exit $?"; cat err.txt; }
grep -q '^  cover1: 3 groups; .*; -DBROKEN; -DDEBUG$' flip2.txt || { bad "--flip BROKEN"; cat flip2.txt; }
grep -q '^cover1 (-DBROKEN -DDEBUG) breaks .*f\.c: .*BROKEN is not for building' flip2.txt ||
	{ bad "the unit the flips break"; cat flip2.txt; }
exit $fail
