#!/usr/bin/env bash
# bench/corpus/userland.sh -- the userland corpus: Debian 12 source packages
# built with their own build systems, each unit's compile command recorded
# and sparse run on it.
#
# Usage: bench/corpus/userland.sh [--packages "a b"] [--jobs N] [--force] [DEST]
#   DEST        where the corpus goes (default ./userland)
#   --packages  source package names (default: the nine below); NAME=VERSION
#               pins a version. A name without a recipe here is built
#               generically: apt-get build-dep, then meson, CMake, or
#               configure and make -k.
#   --jobs N    parallel compiles and sparse runs (default: nproc)
#   --force     rebuild the named packages from a fresh source tree
#
# Steps, each skipped on a rerun when already done (on Debian 12, as root or
# with sudo):
#   1. apt-get installs the tools (build-essential bear sparse dpkg-dev ...)
#      and each recipe's build dependencies; adds a deb-src entry derived
#      from the machine's own deb entry if there is none (lib.sh).
#   2. apt-get source --download-only, then dpkg-source -x (Debian's patches
#      applied) into DEST/PKG/NAME-VERSION/.
#   3. configure and build under bear (meson: meson's compile_commands.json)
#      with Debian's default flags less -g:
#        CFLAGS=-O2 -fstack-protector-strong -Wformat -Werror=format-security
#        CPPFLAGS=-D_FORTIFY_SOURCE=2
#      Logs in DEST/PKG/logs/.
#   4. DEST/PKG/compile_commands.json: the C units compiled (one per file,
#      "arguments" form, absolute paths), then sparse on each, giving
#      DEST/PKG/sparse-commands.json, sparse.log, sparse-null.tsv,
#      sparse-times.tsv and corpus-info.json (userland-helper.py says how).
#   5. DEST/summary.tsv: package, version, units, sparse's null locations
#      and error lines, build seconds and status; printed.
#
# Packages and recipes (units; build on 2 cores without downloads):
#   zlib       configure --static (17)
#   dash       autoreconf; configure (37)
#   lua5.4     Debian's sources, upstream's src/Makefile from the orig
#              tarball: Debian's own build compiles every file four times (34)
#   sqlite3    autoreconf; configure --disable-tcl; make sqlite3 (5)
#   curl       autoreconf; configure with OpenSSL only, static (200)
#   jq         autoreconf; configure --without-oniguruma --disable-docs (19)
#   libyaml    autoreconf; configure --disable-shared (19)
#   libsecret  meson: no docs, VAPI, GIR or man page; GObject code (43)
#   xz-utils   configure --disable-shared --disable-nls --disable-doc
#              --disable-scripts (99)
#   git, tmux, bash: recipes for occasional use.
# About 15 minutes for the nine on 2 cores, most of it curl and xz-utils.
set -euo pipefail
# shellcheck source=bench/corpus/lib.sh
. "$(dirname "$0")/lib.sh"

PACKAGES="zlib dash lua5.4 sqlite3 curl jq libyaml libsecret xz-utils"
CFLAGS_CORPUS="-O2 -fstack-protector-strong -Wformat -Werror=format-security"
CPPFLAGS_CORPUS="-D_FORTIFY_SOURCE=2"
JOBS=$(nproc 2>/dev/null || echo 2)
FORCE=0
DEST=./userland
while [ $# -gt 0 ]; do
	case $1 in
	--packages) PACKAGES=${2-}; shift 2 ;;
	--packages=*) PACKAGES=${1#*=}; shift ;;
	--jobs | -j) JOBS=${2-}; shift 2 ;;
	--jobs=*) JOBS=${1#*=}; shift ;;
	--force) FORCE=1; shift ;;
	-h | --help) usage; exit 0 ;;
	-*) usage >&2; die "unknown option $1" ;;
	*) DEST=$1; shift ;;
	esac
done
positive "$JOBS" --jobs
[ -n "${PACKAGES// /}" ] || die "--packages is empty"

need_pkgs build-essential bear sparse dpkg-dev python3 autoconf automake libtool \
	pkg-config bzip2 xz-utils
need_deb_src
mkdir -p "$DEST"
DEST=$(cd "$DEST" && pwd)
helper=$corpus_lib_dir/userland-helper.py

# recipe PKG: DEPS (Debian packages its build needs), RECONF=1 when Debian's
# build runs autoreconf too (its patches touch configure.ac or Makefile.am);
# no recipe: GENERIC=1.
recipe() {
	DEPS='' RECONF=0 GENERIC=0
	case $1 in
	zlib | lua5.4 | xz-utils) ;;
	dash | libyaml) RECONF=1 ;;
	jq) RECONF=1 DEPS="bison flex" ;;
	sqlite3) RECONF=1 DEPS="tcl zlib1g-dev libreadline-dev" ;;
	curl) RECONF=1 DEPS="libssl-dev zlib1g-dev" ;;
	libsecret) DEPS="meson ninja-build libglib2.0-dev libgcrypt20-dev" ;;
	git) DEPS="zlib1g-dev libcurl4-openssl-dev libexpat1-dev libpcre2-dev gettext" ;;
	tmux) DEPS="libevent-dev libncurses-dev bison" ;;
	bash) DEPS="libncurses-dev bison" ;;
	*) GENERIC=1 ;;
	esac
}

# The build steps, run in the source tree; RAW is the record of compiles.
bmake() { bear --append --output "$RAW" -- make -j"$JOBS" "$@"; }
conf() { ./configure CFLAGS="$CFLAGS_CORPUS" CPPFLAGS="$CPPFLAGS_CORPUS" "$@"; }
meson_build() {
	CFLAGS="$CFLAGS_CORPUS" CPPFLAGS="$CPPFLAGS_CORPUS" meson setup _corpus --buildtype=plain "$@"
	ninja -C _corpus -j"$JOBS"
	cp _corpus/compile_commands.json "$RAW"
}
build() {
	[ "$RECONF" = 0 ] || autoreconf -fi
	case $1 in
	zlib) CFLAGS="$CFLAGS_CORPUS $CPPFLAGS_CORPUS" ./configure --static && bmake ;;
	dash | libyaml | tmux) conf --disable-shared && bmake ;;
	lua5.4)
		# luaconf.h (a Debian patch) includes a header debian/rules writes
		printf '#define DEB_HOST_MULTIARCH "%s"\n' "$(dpkg-architecture -qDEB_HOST_MULTIARCH)" \
			>src/lua5.4-deb-multiarch.h
		tar -xzOf ../lua5.4_*.orig.tar.gz --wildcards '*/src/Makefile' >src/Makefile.upstream
		bmake -C src -f Makefile.upstream all SYSCFLAGS=-DLUA_USE_LINUX SYSLIBS="-Wl,-E -ldl" \
			MYCFLAGS="$CFLAGS_CORPUS $CPPFLAGS_CORPUS" ;;
	sqlite3) conf --disable-tcl --disable-shared && bmake sqlite3 ;;
	curl)
		conf --disable-shared --disable-dependency-tracking --with-openssl --without-libpsl \
			--disable-ldap --disable-ldaps --without-brotli --without-zstd --without-nghttp2 \
			--without-libidn2 --without-librtmp --without-libssh2 --without-libssh \
			--without-gssapi --disable-manual --enable-threaded-resolver
		bmake ;;
	jq) conf --without-oniguruma --disable-docs --disable-maintainer-mode --disable-valgrind && bmake ;;
	libsecret)
		meson_build -Dmanpage=false -Dvapi=false -Dgtk_doc=false -Dintrospection=false \
			-Dbash_completion=disabled ;;
	xz-utils)
		conf --disable-shared --disable-nls --disable-doc --disable-scripts \
			--disable-dependency-tracking
		bmake ;;
	git)
		bmake CFLAGS="$CFLAGS_CORPUS $CPPFLAGS_CORPUS" NO_PERL=1 NO_PYTHON=1 NO_TCLTK=1 \
			NO_GETTEXT=1 USE_LIBPCRE2=1 prefix=/usr all ;;
	bash) conf --without-bash-malloc && bmake ;;
	*)
		if [ -f meson.build ]; then
			meson_build
		elif [ -f CMakeLists.txt ]; then
			CFLAGS="$CFLAGS_CORPUS $CPPFLAGS_CORPUS" cmake -S . -B _corpus \
				-DCMAKE_EXPORT_COMPILE_COMMANDS=ON
			make -C _corpus -k -j"$JOBS" || true
			cp _corpus/compile_commands.json "$RAW"
		else
			if [ ! -x configure ] && [ -f configure.ac ]; then autoreconf -fi; fi
			if [ -x configure ]; then conf; fi
			bmake -k
		fi ;;
	esac
}

failed=()
# corpus_package SPEC: steps 2-4 for one package; a failure is noted, and
# the next package goes on.
corpus_package() {
	local spec=$1 pkg=${1%%=*} pd dsc version srcdir t0 rc secs
	pd=$DEST/$pkg
	RAW=$pd/logs/compile_commands.raw.json
	recipe "$pkg"
	# shellcheck disable=SC2086
	need_pkgs $DEPS
	mkdir -p "$pd/logs"
	if [ "$FORCE" = 1 ]; then
		rm -f "$pd/.extracted" "$pd/.built"
	fi
	# step 2: the source
	newest_dsc() { printf '%s\n' "$pd"/*.dsc | sort -V | tail -n 1; }
	dsc=$(newest_dsc)
	[ "$spec" = "$pkg" ] || dsc=$pd/${pkg}_${spec#*=}.dsc
	dsc=${dsc/_[0-9]:/_} # an epoch is not in the file name
	if [ ! -f "$dsc" ]; then
		log "$pkg: apt-get source $spec"
		(cd "$pd" && apt-get source --download-only "$spec") >"$pd/logs/source.log" 2>&1 ||
			{ failed+=("$pkg (source)"); return 0; }
		[ "$spec" != "$pkg" ] || dsc=$(newest_dsc)
	fi
	version=$(sed -n 's/^Version: *//p' "$dsc" | head -n 1)
	srcdir=$(sed -n 's/^Source: *//p' "$dsc" | head -n 1)-$(v=${version#*:} && echo "${v%-*}")
	if [ "$(cat "$pd/.extracted" 2>/dev/null)" != "$srcdir" ]; then
		log "$pkg: dpkg-source -x ${dsc##*/}"
		rm -rf "${pd:?}/$srcdir" "$pd/.built" "$RAW"
		(cd "$pd" && dpkg-source -x "${dsc##*/}" "$srcdir") >"$pd/logs/extract.log" 2>&1 ||
			{ failed+=("$pkg (dpkg-source)"); return 0; }
		echo "$srcdir" >"$pd/.extracted"
	fi
	# step 3: the build
	if [ -f "$pd/.built" ]; then
		read -r secs rc <"$pd/.built"
	else
		if [ "$GENERIC" = 1 ]; then
			apt_update
			apt_get build-dep -y -qq "$spec" >"$pd/logs/build-dep.log" 2>&1 ||
				{ failed+=("$pkg (build-dep)"); return 0; }
		fi
		log "$pkg $version: building with -j$JOBS (log: $pd/logs/build.log)"
		rm -f "$RAW"
		t0=$(date +%s)
		# not under || (where set -e would be off inside): a failed step stops the build
		set +e
		(cd "$pd/$srcdir" && set -e && build "$pkg") >"$pd/logs/build.log" 2>&1
		rc=$?
		set -e
		secs=$(($(date +%s) - t0))
		log "$pkg: build finished in ${secs}s, status $rc"
		# a failed build is kept for its units, and redone from scratch next time
		if [ "$rc" = 0 ]; then echo "$secs $rc" >"$pd/.built"; else rm -f "$pd/.extracted"; fi
	fi
	# step 4: the database and sparse
	python3 "$helper" compdb "$RAW" "$pd" | sed "s/^/  $pkg: /" >&2
	python3 "$helper" info "$pd" package="$pkg" version="$version" srcdir="$srcdir" \
		build_s="$secs" build_rc="$rc"
	if [ "$rc" != 0 ]; then
		tail -n 5 "$pd/logs/build.log" >&2
		failed+=("$pkg (build status $rc)")
	fi
	if [ "$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' \
		"$pd/compile_commands.json")" = 0 ]; then
		failed+=("$pkg (no C unit)")
		return 0
	fi
	python3 "$helper" sparse "$pd" "$JOBS" "$FORCE" | sed "s/^/  $pkg: /" >&2
}

for spec in $PACKAGES; do
	corpus_package "$spec"
done
python3 "$helper" summary "$DEST"
echo "corpus: $DEST (PACKAGE/compile_commands.json, sparse-commands.json, sparse-null.tsv)"
[ ${#failed[@]} -eq 0 ] || die "failed: ${failed[*]}"
