#!/usr/bin/env bash
# bench/corpus/linux-6.1.sh -- the kernel corpus: a fixed subset of Linux 6.1
# (Debian's linux-source-6.1), x86_64 allmodconfig, built with sparse.
#
# Usage: bench/corpus/linux-6.1.sh [--dirs "a/ b/"] [--jobs N] [--defconfig]
#                                  [--arm64] [--no-gcc-e] [--force] [DEST]
#   DEST         where the corpus goes (default ./linux-6.1)
#   --dirs       the directories built (default: the fixed subset below;
#                another list gives another corpus, not comparable)
#   --jobs N     make -j and parallel gcc -E size runs (default: nproc)
#   --defconfig  also DEST/build-defconfig: x86_64 defconfig, the subset
#                compiled (no sparse), its compile_commands.json
#   --arm64      also DEST/build-arm64-defconfig: the same for arm64 with
#                Debian's cross compiler (gcc-aarch64-linux-gnu)
#   --no-gcc-e   skip the gcc -E replay (gcc-E-times.tsv)
#   --force      redo the sparse build
#
# Steps, each skipped on a rerun when already done (on Debian 12, as root or
# with sudo):
#   1. apt-get installs linux-source-6.1, sparse and kbuild's tools; the
#      source tarball is extracted to DEST/src.
#   2. DEST/build (O=): make allmodconfig, then the project's fragments
#      bench/kernel/no-werror.config and bench/kernel/corpus-probes.config
#      (scripts/kconfig/merge_config.sh -m, make olddefconfig), as
#      nullaudit-kbuild applies them in bench/kernel-kbuild.sh: WERROR off,
#      and the .config the results were measured with.
#   3. make -k -jN C=2 CHECK=bench/corpus/sparse-wrap.sh DIRS: every unit
#      compiled and checked by sparse as kbuild runs it, plus
#      -fmax-warnings=unlimited -ftabstop=1 (sparse-wrap.sh). Log:
#      DEST/logs/build.log.
#   4. kbuild's gen_compile_commands.py, then (linux-helper.py says how):
#        DEST/build/compile_commands.json  the sparse-checked units of DIRS
#        DEST/sparse-commands.json         each unit's sparse command
#        DEST/sparse.log, sparse-null.tsv, sparse-times.tsv
#        DEST/gcc-E-times.tsv              (unless --no-gcc-e)
#   5. --defconfig, --arm64: the other builds; DEST/summary.txt, printed.
#
# The subset: lib/ kernel/bpf/ arch/x86/events/ drivers/{base,block,edac,
# bluetooth,gpu/drm/bridge,i2c}/ (the directories that hold most of the
# few "Using plain integer as NULL pointer" of Linux 6.1) and plain net and
# fs code: net/core/ net/ipv4/ fs/ext4/ fs/nfs/; about 1070 units
# (summary.txt counts them). On 2 cores: the build 20 to 25 minutes, the
# gcc -E replay 5, --defconfig and --arm64 5 to 10 more each.
set -euo pipefail
# shellcheck source=bench/corpus/lib.sh
. "$(dirname "$0")/lib.sh"

# the fixed subset the results are measured on (also bench/kernel-kbuild.sh's
# and bench/coverage.sh's)
DIRS=$(cat "$(dirname "$0")/../kernel/corpus-dirs")
JOBS=$(nproc 2>/dev/null || echo 2)
DEFCONFIG=0 ARM64=0 GCC_E=1 FORCE=0
DEST=./linux-6.1
while [ $# -gt 0 ]; do
	case $1 in
	--dirs) DIRS=${2-}; shift 2 ;;
	--dirs=*) DIRS=${1#*=}; shift ;;
	--jobs | -j) JOBS=${2-}; shift 2 ;;
	--jobs=*) JOBS=${1#*=}; shift ;;
	--defconfig) DEFCONFIG=1; shift ;;
	--arm64) ARM64=1; shift ;;
	--no-gcc-e) GCC_E=0; shift ;;
	--force) FORCE=1; shift ;;
	-h | --help) usage; exit 0 ;;
	-*) usage >&2; die "unknown option $1" ;;
	*) DEST=$1; shift ;;
	esac
done
positive "$JOBS" --jobs
# each directory once, with its trailing slash
DIRS=$(for d in $DIRS; do printf '%s/ ' "${d%/}"; done)
DIRS=${DIRS% }
[ -n "$DIRS" ] || die "--dirs is empty"

# step 1
need_pkgs linux-source-6.1 build-essential flex bison bc libelf-dev libssl-dev sparse python3 xz-utils
tarball=/usr/src/linux-source-6.1.tar.xz
[ -f "$tarball" ] || die "$tarball: missing although linux-source-6.1 is installed"
mkdir -p "$DEST/logs"
DEST=$(cd "$DEST" && pwd)
SRC=$DEST/src
helper=$corpus_lib_dir/linux-helper.py
frag=$project_dir/bench/kernel
if [ ! -f "$SRC/.corpus-extracted" ]; then
	log "extracting $tarball into $SRC"
	rm -rf "$SRC" "$DEST/src.part"
	mkdir "$DEST/src.part"
	tar -xf "$tarball" -C "$DEST/src.part"
	mv "$DEST/src.part/linux-source-6.1" "$SRC"
	rmdir "$DEST/src.part"
	touch "$SRC/.corpus-extracted"
fi

# configure DIR TARGET FRAGMENT... [-- MAKE-ARGS...]: a .config in DIR (O=),
# redone only when the target, fragments or make arguments change.
configure() {
	local b=$1 target=$2 frags=() stamp
	shift 2
	while [ $# -gt 0 ] && [ "$1" != -- ]; do frags+=("$1"); shift; done
	[ $# -eq 0 ] || shift
	stamp="$target $* $(cat "${frags[@]}" | cksum)"
	[ -f "$b/.config" ] && [ "$(cat "$b/.corpus-config" 2>/dev/null)" = "$stamp" ] && return 0
	log "configuring $target${*:+ $*} in $b"
	mkdir -p "$b"
	rm -f "$b/.corpus-built"
	{
		make -C "$SRC" O="$b" "$@" "$target" &&
			(cd "$b" && "$SRC/scripts/kconfig/merge_config.sh" -m -O "$b" .config "${frags[@]}") &&
			make -C "$SRC" O="$b" "$@" olddefconfig
	} >"$DEST/logs/config-${b##*/}.log" 2>&1 || die "configuring $b failed; see $DEST/logs/config-${b##*/}.log"
	echo "$stamp" >"$b/.corpus-config"
}

# compile_db DIR: kbuild's generator over DIR's .cmd files
compile_db() {
	python3 "$SRC/scripts/clang-tools/gen_compile_commands.py" -d "$1" \
		-o "$1/compile_commands.all.json" 2>>"$DEST/logs/gen_compile_commands.log" ||
		die "gen_compile_commands.py failed; see $DEST/logs/gen_compile_commands.log"
}

# steps 2 and 3
BUILD=$DEST/build
configure "$BUILD" allmodconfig "$frag/no-werror.config" "$frag/corpus-probes.config"
[ "$FORCE" = 0 ] || rm -f "$BUILD/.corpus-built"
if [ "$(head -n 1 "$BUILD/.corpus-built" 2>/dev/null)" = "$DIRS" ]; then
	log "the sparse build of these directories is done (--force redoes it)"
	BUILD_S=$(sed -n 2p "$BUILD/.corpus-built")
else
	rm -rf "$DEST/sparse" "$DEST/gcc-E-times.tsv"
	mkdir -p "$DEST/sparse"
	log "make -j$JOBS C=2 $DIRS (log: $DEST/logs/build.log)"
	t0=$(date +%s)
	rc=0
	# -k: a unit that does not compile is in the log, the others go on
	# shellcheck disable=SC2086
	NA_SPARSE_OUT=$DEST/sparse NA_KSRC=$SRC make -C "$SRC" O="$BUILD" -k -j"$JOBS" C=2 \
		CHECK="$corpus_lib_dir/sparse-wrap.sh" $DIRS >"$DEST/logs/build.log" 2>&1 || rc=$?
	BUILD_S=$(($(date +%s) - t0))
	log "build done in ${BUILD_S}s, make status $rc"
	[ -s "$DEST/sparse/times.tsv" ] || die "sparse never ran; see $DEST/logs/build.log"
	printf '%s\n%s\n%s\n' "$DIRS" "$BUILD_S" "$rc" >"$BUILD/.corpus-built"
fi

# step 4
compile_db "$BUILD"
python3 "$helper" units "$DEST" "$BUILD" "$DIRS" --sparse >&2
python3 "$helper" sparse "$DEST"
if [ "$GCC_E" = 1 ] && [ ! -s "$DEST/gcc-E-times.tsv" ]; then
	log "gcc -E on every unit (sizes -j$JOBS, then timing one at a time)"
	python3 "$helper" gcc-e "$DEST" "$JOBS"
fi

# step 5: other configurations, compiled without sparse
other_build() { # other_build DIR MAKE-ARGS...
	local b=$1
	shift
	configure "$b" defconfig "$frag/no-werror.config" -- "$@"
	if [ "$(cat "$b/.corpus-built" 2>/dev/null)" != "$DIRS" ]; then
		log "defconfig${*:+ $*}: compiling $DIRS in $b"
		# shellcheck disable=SC2086
		make -C "$SRC" O="$b" "$@" -k -j"$JOBS" $DIRS >"$DEST/logs/build-${b##*/}.log" 2>&1 || true
		echo "$DIRS" >"$b/.corpus-built"
	fi
	compile_db "$b"
	python3 "$helper" units "$DEST" "$b" "$DIRS" >&2
}
[ "$DEFCONFIG" = 0 ] || other_build "$DEST/build-defconfig"
if [ "$ARM64" = 1 ]; then
	need_pkgs gcc-aarch64-linux-gnu
	other_build "$DEST/build-arm64-defconfig" ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-
fi
python3 "$helper" summary "$DEST" "$DIRS" "$BUILD_S" "$JOBS"
echo "corpus: $DEST (build/compile_commands.json, sparse-commands.json, sparse-null.tsv)"
