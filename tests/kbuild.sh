#!/bin/sh
# tests/kbuild.sh -- kernel configurations audited without building the
# kernel (docs/kernel.md), on a miniature kbuild tree (tests/kbuild/linux:
# its Makefile spells rule_cc_o_c, cmd_cc_o_c and make-cmd as kbuild does,
# and a real compile would fail). Checks nullaudit-kbuild's recorded
# commands, the generated header built for real, another architecture's
# directory skipped, fragments, the `kernel:` key of an audit, and its
# errors at FILE:LINE:COL.
. "$NA_SRCDIR/tests/lib.sh"
KB=$NA_SRCDIR/scripts/nullaudit-kbuild
NULLAUDIT_KBUILD_INSTALL=0; export NULLAUDIT_KBUILD_INSTALL
cp -R "$NA_SRCDIR/tests/kbuild/linux" "$t/linux"
chmod -R u+w "$t/linux"

# ---- the script alone
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --dir lib --dir arch/arm64/kernel \
	--out "$t/o" -j 2 >"$t/out" 2>"$t/err" || { bad "nullaudit-kbuild failed"; cat "$t/err"; }
has "$t/out" "$t/o/compile_commands.json"
has "$t/err" "skipping arch/arm64/kernel/ (not built for ARCH=x86_64)"
has "$t/err" "x86_64 defconfig: 2 units"
python3 - "$t/o/compile_commands.json" "$t/linux" "$t/o" <<'PY' || bad "compile_commands.json"
import json, sys
db, src, out = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
assert sorted(e['file'] for e in db) == [src + '/lib/a.c', src + '/lib/b.c'], db
a = db[0]
assert a['directory'] == out, a
# the command kbuild would have run, spelt as its .cmd file keeps it
want = ("no-such-gcc -nostdinc -I%s/include -I./include -Ilib -include %s/include/linux/kconfig.h "
        "-D__KERNEL__  -DKBUILD_MODNAME='\"a\"' -c -o lib/a.o %s/lib/a.c" % (src, src, src))
assert a['command'] == want, (a['command'], want)
PY
[ -f "$t/o/lib/table.h" ] || bad "the generated header lib/table.h was not made"
hasnt "$t/o/nullaudit-kbuild.log" "no-such-gcc: "     # nothing was compiled
[ ! -e "$t/o/lib/a.o" ] || bad "lib/a.o was made"
grep -q 'CONFIG_DEBUG' "$t/o/.config" && bad "defconfig has CONFIG_DEBUG"

# a fragment merged onto allmodconfig; the whole tree (no --dir)
printf '# CONFIG_DEBUG is not set\n' > "$t/nodebug.config"
"$KB" --source "$t/linux" --arch x86_64 --config allmodconfig --fragment "$t/nodebug.config" \
	--out "$t/o2" >"$t/out" 2>"$t/err" || { bad "allmodconfig failed"; cat "$t/err"; }
has "$t/o2/.config" "CONFIG_MISC=m"
hasnt "$t/o2/.config" "CONFIG_DEBUG=y"
has "$t/err" "3 units"          # lib/a.c lib/b.c drivers/misc/c.c; not arch/arm64
# reconfigured only when an input changed
"$KB" --source "$t/linux" --arch x86_64 --config allmodconfig --fragment "$t/nodebug.config" \
	--out "$t/o2" >"$t/out" 2>"$t/err"
hasnt "$t/err" "configuring"

# fragments in order: the later one's value wins, as merge_config.sh's
printf 'CONFIG_DEBUG=y\nCONFIG_MISC=y\n' > "$t/debug.config"
"$KB" --source "$t/linux" --arch x86_64 --config allmodconfig --fragment "$t/debug.config" \
	--fragment "$t/nodebug.config" --out "$t/o5" --configure-only >"$t/out" 2>"$t/err" ||
	{ bad "two fragments failed"; cat "$t/err"; }
has "$t/o5/.config" "# CONFIG_DEBUG is not set"
has "$t/o5/.config" "CONFIG_MISC=y"
"$KB" --source "$t/linux" --arch x86_64 --config allmodconfig --fragment "$t/nodebug.config" \
	--fragment "$t/debug.config" --out "$t/o5" --configure-only >"$t/out" 2>"$t/err"
has "$t/o5/.config" "CONFIG_DEBUG=y"
[ "$(grep -c 'CONFIG_DEBUG[ =]' "$t/o5/.config")" -eq 1 ] || bad "CONFIG_DEBUG twice in the .config"

# a .config file and a fragment: the fragment merged onto it, then one
# olddefconfig (not one before the merge and one after)
printf 'CONFIG_MISC=y\n' > "$t/file.config"
"$KB" --source "$t/linux" --arch x86_64 --config "$t/file.config" --fragment "$t/debug.config" \
	--out "$t/o6" --configure-only >"$t/out" 2>"$t/err" || { bad "a .config and a fragment failed"; cat "$t/err"; }
has "$t/o6/.config" "CONFIG_DEBUG=y"
[ "$(grep -c '^### configure' "$t/o6/nullaudit-kbuild.log")" -eq 1 ] ||
	bad "a .config file and a fragment: not one make olddefconfig"

# --prepare-only: prepared, the directory printed, no commands recorded
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --out "$t/o7" --prepare-only \
	>"$t/out" 2>"$t/err" || { bad "--prepare-only failed"; cat "$t/err"; }
[ "$(cat "$t/out")" = "$t/o7" ] || bad "--prepare-only: printed $(cat "$t/out"), expected $t/o7"
[ -f "$t/o7/include/generated/autoconf.h" ] || bad "--prepare-only: not prepared"
[ ! -e "$t/o7/compile_commands.json" ] || bad "--prepare-only recorded commands"
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --out "$t/o7" --prepare-only \
	--configure-only >"$t/out" 2>"$t/err"
has "$t/err" "--configure-only and --prepare-only exclude each other"

# --seed: a new O= directory starts as a copy of a prepared one; the host
# tool is not built again, what the configuration changes is
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --dir lib --dir arch/arm64/kernel \
	--seed "$t/o2" --out "$t/o8" >"$t/out" 2>"$t/err" || { bad "--seed failed"; cat "$t/err"; }
has "$t/err" "$t/o8 starts as a copy of $t/o2"
hasnt "$t/o8/nullaudit-kbuild.log" "HOSTCC"
has "$t/o8/scripts/.tool.cmd" "cc -o $t/o8/scripts/tool"     # the seed's path, made the copy's
hasnt "$t/o8/include/generated/autoconf.h" "CONFIG_DEBUG"      # defconfig's, not the seed's
has "$t/o8/include/generated/autoconf.h" "#define CONFIG_MISC 1"
# the same commands as the defconfig prepared from nothing, in its own directory
sed "s#$t/o8#OUT#g" "$t/o8/compile_commands.json" > "$t/seeded.json"
sed "s#$t/o\"#OUT\"#g; s#$t/o/#OUT/#g" "$t/o/compile_commands.json" > "$t/plain.json"
cmp -s "$t/seeded.json" "$t/plain.json" || { bad "--seed: other commands"; diff "$t/plain.json" "$t/seeded.json"; }
# an O= directory with a .config is not seeded again
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --dir lib \
	--seed "$t/o2" --out "$t/o8" >"$t/out" 2>"$t/err"
hasnt "$t/err" "copy of"
# seeds that do not qualify are named, ignored, and the directory prepared
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --dir lib --seed "$t/o5" \
	--out "$t/o9" >"$t/out" 2>"$t/err" || bad "an unprepared seed stopped the run"
has "$t/err" "warning: --seed '$t/o5' ignored: not a directory nullaudit-kbuild prepared"
has "$t/o9/nullaudit-kbuild.log" "HOSTCC  scripts/tool"
"$KB" --source "$t/linux" --arch i386 --config defconfig --dir lib --seed "$t/o2" \
	--out "$t/o10" >"$t/out" 2>"$t/err" || bad "another architecture's seed stopped the run"
has "$t/err" "ignored: not prepared for $t/linux and i386"
# a prepared directory configured again (without preparing) is no seed
"$KB" --source "$t/linux" --arch x86_64 --config allmodconfig --out "$t/o7" --configure-only >"$t/out" 2>"$t/err"
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --dir lib --seed "$t/o7" \
	--out "$t/o12" >"$t/out" 2>"$t/err" || bad "a reconfigured seed stopped the run"
has "$t/err" "warning: --seed '$t/o7' ignored: not a directory nullaudit-kbuild prepared"
# a copy cut short (its marker left) is made again
: > "$t/o12/.nullaudit-kbuild.seeding"
rm -rf "$t/o12/include"
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --dir lib --seed "$t/o2" \
	--out "$t/o12" >"$t/out" 2>"$t/err" || bad "a cut copy stopped the run"
has "$t/err" "$t/o12 starts as a copy of $t/o2"
[ ! -e "$t/o12/.nullaudit-kbuild.seeding" ] || bad "the copy's marker left"
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --dir lib --seed "$t/nosuch" \
	--out "$t/o11" >"$t/out" 2>"$t/err" || bad "a missing seed stopped the run"
has "$t/err" "--seed '$t/nosuch' ignored: no such directory"

# the script's own errors
"$KB" --source "$t/linux" --arch sparc64 --config defconfig --out "$t/o3" 2>"$t/err"
[ $? -eq 2 ] || bad "unsupported arch: status"
has "$t/err" "unsupported arch 'sparc64' (supported: x86_64 i386 arm64 arm riscv64 powerpc64le powerpc mips s390x)"
"$KB" --source "$t/linux" --arch x86_64 --config nosuch --out "$t/o3" 2>"$t/err"
has "$t/err" "unknown config source 'nosuch'"
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --dir nosuch --out "$t/o3" 2>"$t/err"
has "$t/err" "no directory 'nosuch' in"

# ---- an audit: two kernel configurations of one tree
cat > "$t/audit.yaml" <<YAML
version: 1
kernel:
  source: linux
  dirs: [lib/]
  build_dir: kb
configs:
  - name: x86_64-defconfig
    kernel: {arch: x86_64, config: defconfig}
  - name: x86_64-allmodconfig
    kernel: {arch: x86_64, config: allmodconfig}
YAML
"$NULLAUDIT" --config "$t/audit.yaml" --format=json -o "$t/r.json" 2>"$t/err"
st=$?
[ $st -eq 1 ] || { bad "audit: status $st, expected 1"; cat "$t/err"; }
python3 - "$t/r.json" "$t" <<'PY' || bad "audit result"
import json, sys
r, t = json.load(open(sys.argv[1])), sys.argv[2]
got = sorted((f['file'].replace(t + '/', ''), f['line'], f['rule'], tuple(f['configs'])) for f in r['findings'])
want = [('linux/lib/a.c', 5, 'zero-as-null', ('x86_64-defconfig', 'x86_64-allmodconfig')),
        ('linux/lib/b.c', 4, 'null-as-integer', ('x86_64-allmodconfig',))]
assert got == want, got
assert r['errors'] == [], r['errors']
s = r['stats']
assert s['translation_units'] == 2, s
assert [c['config'] for c in s['per_config']] == ['x86_64-defconfig', 'x86_64-allmodconfig'], s
assert all(c['units'] == 2 for c in s['per_config']), s
kb = {k['config']: k for k in s['kbuild']}
assert kb['x86_64-allmodconfig']['units'] == 2 and 'prepare_seconds' in kb['x86_64-defconfig'], kb
assert kb['x86_64-defconfig']['build_dir'].startswith(t + '/kb/x86_64-defconfig-'), kb
PY
# the second configuration of the tree and architecture started as a copy
# of the first's prepared directory (its host tool not built again)
has "$t/err" "starts as a copy of $t/kb/x86_64-defconfig-"
mod=$(ls -d "$t"/kb/x86_64-allmodconfig-*)
hasnt "$mod/nullaudit-kbuild.log" "HOSTCC"
has "$mod/include/generated/autoconf.h" "CONFIG_DEBUG 1"
"$NULLAUDIT" --config "$t/audit.yaml" --stats -o "$t/stats.txt" 2>"$t/err"
has "$t/err" "nullaudit: configuration x86_64-allmodconfig: 2 units analysed in"
# a seed: given: every new O= directory starts from it
cat > "$t/seeded.yaml" <<YAML
version: 1
kernel: {source: linux, dirs: [lib/], build_dir: kb2, seed: $t/o2}
configs:
  - name: a
    kernel: {arch: x86_64, config: defconfig}
  - name: b
    kernel: {arch: x86_64, config: allmodconfig}
YAML
"$NULLAUDIT" --config "$t/seeded.yaml" --format=json -o "$t/seeded.json" 2>"$t/err"
[ $? -eq 1 ] || { bad "seeded audit: status"; cat "$t/err"; }
[ "$(grep -c "starts as a copy of $t/o2" "$t/err")" -eq 2 ] || bad "seed: not both configurations seeded"
has "$t/seeded.json" '"configs": ["a", "b"]'

# a matrix axis of kernels, and a top-level kernel alone (one configuration)
cat > "$t/m.yaml" <<YAML
version: 1
kernel: {source: linux, build_dir: kb, dirs: [lib/]}
matrix:
  kernel: {def: {arch: x86_64, config: defconfig}, mod: {arch: x86_64, config: allmodconfig}}
YAML
"$NULLAUDIT" --config "$t/m.yaml" --format=json -o "$t/m.json" 2>"$t/err"
has "$t/m.json" '"configs": ["def", "mod"]'
printf 'version: 1\nkernel: {source: linux, arch: x86_64, config: defconfig, build_dir: kb, dirs: [lib]}\n' > "$t/one.yaml"
"$NULLAUDIT" --config "$t/one.yaml" -o "$t/one.txt" 2>"$t/err"
has "$t/one.txt" "lib/a.c:5:12: warning: plain integer 0 used as null pointer"

# files: only the units named (one of lib/'s two), its directory made
"$KB" --source "$t/linux" --arch x86_64 --config allmodconfig --file lib/b.c --file drivers/misc/nosuch.c \
	--out "$t/o4" >"$t/out" 2>"$t/err"
has "$t/err" "no file 'drivers/misc/nosuch.c' in"
"$KB" --source "$t/linux" --arch x86_64 --config allmodconfig --file lib/b.c --file drivers/misc/c.c \
	--out "$t/o4" >"$t/out" 2>"$t/err" || { bad "--file failed"; cat "$t/err"; }
has "$t/err" "2 units"
python3 -c 'import json, sys; print(*sorted(e["file"] for e in json.load(open(sys.argv[1]))))' \
	"$t/o4/compile_commands.json" > "$t/files"
has "$t/files" "$t/linux/drivers/misc/c.c $t/linux/lib/b.c"
# only those units' objects are made (kbuild's single targets), and one
# that its directory's lists do not name in this configuration (MISC off)
# is not recorded, though kbuild would make it
printf 'CONFIG_DEBUG=y\n' > "$t/nomisc.config"
"$KB" --source "$t/linux" --arch x86_64 --config "$t/nomisc.config" --file lib/b.c --file drivers/misc/c.c \
	--out "$t/o5" >"$t/out" 2>"$t/err" || { bad "--file (MISC off) failed"; cat "$t/err"; }
has "$t/err" "1 units"
has "$t/err" "--file drivers/misc/c.c: not a unit this configuration builds"
has "$t/o5/nullaudit-kbuild.log" "### commands: make -k lib/b.o drivers/misc/c.o"
"$KB" --source "$t/linux" --arch x86_64 --config defconfig --file lib/b.c --dir lib \
	--out "$t/o4" >"$t/out" 2>"$t/err" || { bad "--file with --dir failed"; cat "$t/err"; }
has "$t/err" "1 units"
printf 'version: 1\nkernel: {source: linux, arch: x86_64, config: allmodconfig, build_dir: kb, files: [lib/b.c]}\n' > "$t/files.yaml"
"$NULLAUDIT" --config "$t/files.yaml" -o "$t/files.txt" 2>"$t/err"
has "$t/files.txt" "lib/b.c:4:"
hasnt "$t/files.txt" "lib/a.c"

# ---- errors in the audit file, each at its FILE:LINE:COL, status 2
err() {  # err YAML-BODY MESSAGE
	printf 'version: 1\n%s\n' "$1" > "$t/e.yaml"
	"$NULLAUDIT" --config "$t/e.yaml" -o "$t/e.txt" 2>"$t/err"
	st=$?
	[ $st -eq 2 ] || bad "status $st for: $1"
	has "$t/err" "$2"
	[ "$(grep -c '^nullaudit: error:' "$t/err")" -eq 1 ] || { bad "more than one error for: $1"; cat "$t/err"; }
}
err 'configs:
  - name: a
    kernel: {source: linux, arch: armm64, config: defconfig}' \
	"e.yaml:4:35: unsupported kernel arch 'armm64' (did you mean 'arm64'?); nullaudit-kbuild prepares: x86_64 i386 arm64 arm riscv64 powerpc64le powerpc mips s390x"
err 'configs:
  - name: a
    kernel: {source: nosuch, arch: arm64, config: defconfig}' \
	"e.yaml:4:22: kernel source '$t/nosuch': No such file or directory"
err 'configs:
  - name: a
    kernel: {source: linux/lib, arch: arm64, config: defconfig}' \
	"e.yaml:4:22: '$t/linux/lib' is not a kernel source tree (no Makefile and scripts/Makefile.build)"
err 'configs:
  - name: a
    kernel: {source: linux, arch: arm64, config: defconfg}' \
	"e.yaml:4:50: unknown config source 'defconfg' (did you mean 'defconfig'?): expected defconfig, allmodconfig, allyesconfig, allnoconfig, tinyconfig, NAME_defconfig or the path of a .config"
err 'configs:
  - name: a
    kernel: {source: linux, arch: arm64, config: my/.config}' \
	"e.yaml:4:50: cannot read the kernel config '$t/my/.config': No such file or directory"
err 'kernel: {source: linux, dirs: [lib/, nosuch/]}
configs:
  - name: a
    kernel: {arch: x86_64, config: defconfig}' \
	"e.yaml:2:38: no directory 'nosuch' in the kernel source '$t/linux'"
err 'kernel: {source: linux, files: [lib/a.c, lib/nosuch.c]}
configs:
  - name: a
    kernel: {arch: x86_64, config: defconfig}' \
	"e.yaml:2:42: no file 'lib/nosuch.c' in the kernel source '$t/linux'"
err 'kernel: {source: linux, arch: x86_64, config: defconfig, files: [lib/]}' \
	"e.yaml:2:66: kernel file 'lib' is not a C unit (*.c)"
err 'configs:
  - name: a
    kernel: {source: linux, arch: x86_64}' \
	"e.yaml:4:13: missing key 'config' in 'kernel' (give it here or in the top-level 'kernel')"
err 'configs:
  - name: a
    arch: arm64
    kernel: {source: linux, arch: x86_64, config: defconfig}' \
	"e.yaml:5:13: configuration 'a': 'arch: arm64' is not the kernel's arch 'x86_64'"
err 'configs:
  - name: a
    kernel: {source: linux, arch: x86_64, config: defconfig, fragment: [x]}' \
	"e.yaml:4:62: unknown key 'fragment' in 'kernel' (did you mean 'fragments'?)"
err 'configs:
  - name: a
    kernel: {source: linux, arch: x86_64, config: defconfig, fragments: [nosuch.config]}' \
	"e.yaml:4:74: cannot read config fragment '$t/nosuch.config': No such file or directory"
# the script failing: named at the configuration's kernel
mkdir -p "$t/broken/scripts" "$t/broken/arch"
: > "$t/broken/scripts/Makefile.build"
printf 'all:\n\tfalse\n%%:\n\tfalse\n' > "$t/broken/Makefile"
err 'configs:
  - name: a
    kernel: {source: broken, arch: x86_64, config: defconfig, build_dir: kb}' \
	"e.yaml:4:13: configuration 'a': "
has "$t/err" "nullaudit-kbuild: error: configure failed"
# ... and the other configurations go on: the broken one is an error of
# the result, named with its configuration; the good one is checked
cat > "$t/two.yaml" <<YAML
version: 1
configs:
  - name: good
    kernel: {source: linux, arch: x86_64, config: allmodconfig, build_dir: kb, dirs: [lib/]}
  - name: broken
    kernel: {source: broken, arch: x86_64, config: defconfig, build_dir: kb}
YAML
"$NULLAUDIT" --config "$t/two.yaml" --format=json -o "$t/two.json" 2>"$t/err"
st=$?
[ $st -eq 1 ] || { bad "one configuration broken: status $st, expected 1 (findings of the other)"; cat "$t/err"; }
has "$t/err" "two.yaml:6:13: configuration 'broken': "
python3 - "$t/two.json" "$t" <<'PY' || bad "one configuration broken: the result"
import json, sys
r, t = json.load(open(sys.argv[1])), sys.argv[2]
got = sorted((f['file'].replace(t + '/', ''), f['line']) for f in r['findings'])
assert got == [('linux/lib/a.c', 5), ('linux/lib/b.c', 4)], got
e = [(x['unit'].replace(t + '/', ''), x['line'], x['column'], x.get('config'), x['message'].split(':')[0])
     for x in r['errors']]
assert e == [('two.yaml', 6, 13, 'broken', 'configuration not prepared')], r['errors']
assert 'kb/broken-' in r['errors'][0]['message'] and 'nullaudit-kbuild.log' in r['errors'][0]['message']
PY
exit $fail
