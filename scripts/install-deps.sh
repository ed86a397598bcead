#!/bin/bash
# Installs what building and testing nullaudit needs on Debian 12 (bookworm),
# with the cross compilers and C libraries the architecture presets are
# compared with (tests/arch-presets.sh).
# The deb-src entry lets configure fetch mcpp's pristine source with apt-get
# source.  It uses the archive this machine already installs from: the URI
# and Signed-By of the bookworm main `deb` entry of /etc/apt/sources.list,
# /etc/apt/sources.list.d/*.list or *.sources, so the project names no mirror.
#
#   scripts/install-deps.sh                 add the deb-src entry if none, install
#   scripts/install-deps.sh --print-deb-src print the entry it would add, nothing else
# APT_ROOT=DIR reads DIR/etc/apt instead of /etc/apt (for tests).
set -euo pipefail
apt_etc=${APT_ROOT:-}/etc/apt

# deb_entry: "URI<TAB>SIGNED-BY" of the first `deb` entry for bookworm with
# component main, from one-line .list files then deb822 .sources files.
deb_entry()
{
	local f
	for f in "$apt_etc/sources.list" "$apt_etc"/sources.list.d/*.list; do
		[ -f "$f" ] || continue
		awk '
		{ sub(/#.*/, "") }
		$1 == "deb" {
			i = 2; opts = ""
			if ($2 ~ /^\[/) {        # [ option=value ... ]
				while (i <= NF) { opts = opts " " $i; if ($i ~ /\]$/) { i++; break } i++ }
			}
			uri = $i; suite = $(i + 1); main = 0
			for (j = i + 2; j <= NF; j++) if ($j == "main") main = 1
			if (suite == "bookworm" && main) {
				sb = ""
				if (match(opts, /signed-by=[^] ]+/)) sb = substr(opts, RSTART + 10, RLENGTH - 10)
				print uri "\t" sb; exit
			}
		}' "$f"
	done
	for f in "$apt_etc"/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		awk '
		function flush() {
			if (types ~ / deb( |$)/ && suites ~ / bookworm( |$)/ && comps ~ / main( |$)/ && enabled != "no" && uri != "")
				{ print uri "\t" sb; found = 1; exit }
			types = suites = comps = uri = sb = enabled = ""
		}
		/^[[:space:]]*#/ { next }
		/^[[:space:]]*$/ { flush(); next }
		/^[[:space:]]/ { next }                 # continuation (an inline key)
		{
			key = tolower($1); sub(/:$/, "", key)
			val = $0; sub(/^[^:]*:[[:space:]]*/, "", val); sub(/[[:space:]]+$/, "", val)
			if (key == "types") types = " " val
			else if (key == "suites") suites = " " val
			else if (key == "components") comps = " " val
			else if (key == "uris") { split(val, u, /[[:space:]]+/); uri = u[1] }
			else if (key == "signed-by") sb = val
			else if (key == "enabled") enabled = tolower(val)
		}
		END { if (!found) flush() }' "$f"
	done | head -n 1
}

deb_src_entry()
{
	local entry uri sb
	entry=$(deb_entry)
	uri=${entry%%$'\t'*}
	sb=${entry#*$'\t'}
	if [ -z "$entry" ] || [ -z "$uri" ]; then
		echo "install-deps.sh: no bookworm main 'deb' entry in $apt_etc/sources.list{,.d/}:" \
			"falling back to http://deb.debian.org/debian for the deb-src entry" >&2
		uri=http://deb.debian.org/debian
		sb=/usr/share/keyrings/debian-archive-keyring.gpg
	fi
	printf 'Types: deb-src\nURIs: %s\nSuites: bookworm\nComponents: main\n' "$uri"
	# an inline key block (multi-line Signed-By) is not copied: apt then
	# uses its trusted keyrings
	[ -n "$sb" ] && [ "${sb#/}" != "$sb" ] && printf 'Signed-By: %s\n' "$sb"
	return 0
}

if [ "${1:-}" = --print-deb-src ]; then
	deb_src_entry
	exit 0
fi

sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo
if ! grep -rqsE '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' \
	"$apt_etc/sources.list" "$apt_etc/sources.list.d/"; then
	deb_src_entry | $sudo tee "$apt_etc/sources.list.d/nullaudit-src.sources" >/dev/null
fi

export DEBIAN_FRONTEND=noninteractive
# A machine can come with dpkg interrupted mid-run ("dpkg was interrupted,
# you must manually run 'dpkg --configure -a'") or with another apt run
# holding the lock: finish the one and wait for the other, then install.
apt="apt-get -o DPkg::Lock::Timeout=600"
$sudo dpkg --configure -a --force-confdef --force-confold ||
	echo "install-deps: dpkg --configure -a failed; trying apt-get -f install" >&2
$sudo $apt -y -f install || true
$sudo $apt update
$sudo $apt install -y --no-install-recommends \
	build-essential autoconf automake pkg-config libyaml-dev dpkg-dev patch \
	binutils ca-certificates valgrind python3 python3-jsonschema python3-yaml jq chromium \
	debhelper man-db bash zsh git strace kconfig-frontends-nox \
	gcc-aarch64-linux-gnu gcc-arm-linux-gnueabihf gcc-riscv64-linux-gnu gcc-s390x-linux-gnu \
	gcc-mips-linux-gnu gcc-powerpc-linux-gnu gcc-powerpc64le-linux-gnu \
	libc6-dev-arm64-cross libc6-dev-armhf-cross libc6-dev-riscv64-cross libc6-dev-s390x-cross \
	libc6-dev-mips-cross libc6-dev-powerpc-cross libc6-dev-ppc64el-cross
