#!/bin/bash
# bench/kernel-kbuild.sh SRC [BUILD_DIR] [NULLAUDIT] -- the kernel corpus's
# directories (bench/corpus/linux-6.1.sh; SRC is its src/) audited from a
# bare source tree in eight configurations: x86_64 allmodconfig (the
# corpus's .config: kernel/no-werror.config, kernel/corpus-probes.config)
# and the defconfigs of x86_64, i386, arm64, arm, riscv64, powerpc64le and
# s390x. Nothing is built: nullaudit-kbuild prepares each O= directory in
# BUILD_DIR (default ./kbuild) and derives the commands (docs/kernel.md).
# Prints, per configuration, nullaudit-kbuild's configure/prepare/commands
# seconds and the audit's units and seconds, then the findings (paths
# relative to SRC) with their configurations; the same text, after a header
# naming the command and the machine, goes to
# $RESULTS/kernel-kbuild-8configs.txt (RESULTS defaults to bench/results).
# The audit's own result is BUILD_DIR/audit.json.
#   SHARD=K/N runs one shard (nullaudit --shard; no results file);
#   JOBS=N (default 2).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "${1:?usage: bench/kernel-kbuild.sh SRC [BUILD_DIR] [NULLAUDIT]}" && pwd)
out=${2:-kbuild}
na=${3:-$here/../_build/nullaudit}
mkdir -p "$out"
out=$(cd "$out" && pwd)
# the corpus's directories (bench/kernel/corpus-dirs), as a YAML list
dirs=$(sed 's/ *$//; s/  */, /g' "$here/kernel/corpus-dirs")
cat > "$out/audit.yaml" <<YAML
version: 1
kernel:
  source: $src
  build_dir: $out
  fragments: [$here/kernel/no-werror.config]
  dirs: [$dirs]
configs:
  - name: x86_64-allmodconfig
    kernel: {arch: x86_64, config: allmodconfig, fragments: [$here/kernel/corpus-probes.config]}
matrix:
  kernel:
    x86_64-defconfig: {arch: x86_64, config: defconfig}
    i386-defconfig: {arch: i386, config: defconfig}
    arm64-defconfig: {arch: arm64, config: defconfig}
    arm-defconfig: {arch: arm, config: defconfig}
    riscv64-defconfig: {arch: riscv64, config: defconfig}
    powerpc64le-defconfig: {arch: powerpc64le, config: defconfig}
    s390x-defconfig: {arch: s390x, config: defconfig}
YAML
shard=()
[ -z "${SHARD:-}" ] || shard=(--shard="$SHARD")
t0=$(date +%s.%N)
set +e
"$na" --config "$out/audit.yaml" --no-cache -j "${JOBS:-2}" ${shard[@]+"${shard[@]}"} \
	--format=json -o "$out/audit${SHARD:+-${SHARD%/*}}.json" 2> "$out/audit.err"
st=$?
set -e
t1=$(date +%s.%N)
[ $st -le 1 ] || { cat "$out/audit.err" >&2; exit $st; }
report() {
python3 - "$out/audit${SHARD:+-${SHARD%/*}}.json" "$t0" "$t1" "$src" <<'PY'
import json, os, sys
r = json.load(open(sys.argv[1])); s = r['stats']
kb = {k['config']: k for k in s.get('kbuild', [])}
print('%-24s %9s %8s %9s | %6s %9s %9s' % ('configuration', 'configure', 'prepare', 'commands',
                                            'units', 'audit s', 's/unit'))
for c in s['per_config']:
    k = kb.get(c['config'], {})
    print('%-24s %9.1f %8.1f %9.1f | %6d %9.1f %9.3f' % (
        c['config'], k.get('configure_seconds', 0), k.get('prepare_seconds', 0),
        k.get('commands_seconds', 0), c['units'], c['seconds'],
        c['seconds'] / c['units'] if c['units'] else 0))
total = float(sys.argv[3]) - float(sys.argv[2])
print('units %d, %d findings, %d unit errors; whole run %.0f s wall (nullaudit seconds %.0f, '
      'reused by inputs %d, by content %d)' % (s['translation_units'], len(r['findings']),
      len(r['errors']), total, s['seconds'], s.get('reused_by_inputs', 0), s.get('reused_by_content', 0)))
for f in r['findings']:
    p = os.path.relpath(f['file'], sys.argv[4]) if os.path.isabs(f['file']) else f['file']
    print('%s:%d:%d: %s [%s]' % (p, f['line'], f['column'], f['rule'], ', '.join(f.get('configs', []))))
PY
}
if [ -n "${SHARD:-}" ]; then
	report
else
	results=${RESULTS:-$here/results}
	mkdir -p "$results"
	python3 "$here/machine.py" "$na" "${JOBS:+JOBS=$JOBS }bench/kernel-kbuild.sh SRC${2:+ BUILD_DIR}${3:+ NULLAUDIT}" \
		>"$results/kernel-kbuild-8configs.txt"
	report | tee -a "$results/kernel-kbuild-8configs.txt"
fi
