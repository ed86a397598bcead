#!/bin/bash
# bench/coverage.sh SRC [BUILD_DIR] [MAX_CONFIGS] -- #if coverage of the kernel
# corpus's directories (bench/corpus/linux-6.1.sh builds SRC) in x86_64
# allmodconfig, then with the configurations nullaudit-cover derives for the
# groups left (docs/audits.md). Nothing is built: nullaudit-kbuild prepares
# each configuration in BUILD_DIR (default ./kcover). Prints the groups of
# the units' files and headers, those never compiled by kind, what the
# generated configurations compile, the groups left with Kconfig's reasons,
# and the CPU and wall time of each step. The results stay in
# BUILD_DIR/cover/ (before.json, after.json, report.txt, coverN.config).
#   JOBS=N (default 2); NULLAUDIT=PATH (default _build/nullaudit).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "${1:?usage: bench/coverage.sh SRC [BUILD_DIR] [MAX_CONFIGS]}" && pwd)
out=${2:-kcover}
max=${3:-4}
na=${NULLAUDIT:-$here/../_build/nullaudit}
mkdir -p "$out"
out=$(cd "$out" && pwd)
# the corpus's directories (bench/kernel/corpus-dirs), as a YAML list
dirs=$(sed 's/ *$//; s/  */, /g' "$here/kernel/corpus-dirs")
cat > "$out/audit.yaml" <<YAML
version: 1
kernel:
  source: $src
  build_dir: $out
  fragments: [$here/kernel/no-werror.config, $here/kernel/corpus-probes.config]
  dirs: [$dirs]
configs:
  - name: x86_64-allmodconfig
    kernel: {arch: x86_64, config: allmodconfig}
cache: {dir: $out/cache}
YAML
/usr/bin/time -f '%e s wall, %U s user, %S s system' \
	python3 "$here/../scripts/nullaudit-cover" --nullaudit "$na" \
	--kbuild "$here/../scripts/nullaudit-kbuild" --max-configs "$max" -j "${JOBS:-2}" --out "$out/cover" \
	"$out/audit.yaml"
# the groups of each kind, compiled and in all, before and after (the kinds
# as nullaudit gives them, docs/audits.md); config also without the groups
# that need a symbol the architecture fixes
python3 "$here/coverage-kinds.py" --fixed "$out/cover/groups.json" "$out/cover/before.json" "$out/cover/after.json"
# each generated .config is valid: Kconfig (olddefconfig) leaves it as it is
for c in "$out"/cover/cover*.config; do
	[ -e "$c" ] || continue
	got=$("$here/../scripts/nullaudit-kbuild" --source "$src" --arch x86_64 --config "$c" \
		--out "$out/cover/valid-$(basename "$c" .config)" --configure-only 2>/dev/null)
	if cmp -s "$c" "$got"; then
		echo "$(basename "$c"): make olddefconfig leaves it unchanged"
	else
		echo "$(basename "$c"): make olddefconfig CHANGES it"
	fi
done
