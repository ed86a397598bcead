# shellcheck shell=bash
# bench/corpus/lib.sh -- shell helpers shared by the corpus builders
# (sourced by userland.sh and linux-6.1.sh, not run).
#   log MSG...          a time-stamped progress line on stderr
#   die MSG...          an error line on stderr, exit 1
#   usage               the script's header comment, as its --help
#   need_pkgs PKG...    apt-get installs the Debian packages not installed yet
#   need_deb_src        makes `apt-get source` work: adds the deb-src entry
#                       scripts/install-deps.sh --print-deb-src derives from
#                       the machine's own deb entry, if there is none
#   positive N WHAT     dies unless N is a positive integer
# The scripts need root or sudo for apt-get (nothing else runs as root on
# purpose; building as root is what the project machines do).

corpus_lib_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
project_dir=$(cd "$corpus_lib_dir/../.." && pwd)
SUDO=
[ "$(id -u)" = 0 ] || SUDO=sudo
apt_updated=0

log() { printf '[%s %s] %s\n' "${0##*/}" "$(date +%H:%M:%S)" "$*" >&2; }
die() { printf '%s: %s\n' "${0##*/}" "$*" >&2; exit 1; }
usage() { sed -n '2,/^[^#]/{/^#/!q;s/^# \{0,1\}//;p}' "$0"; }
positive() { case $1 in '' | *[!0-9]* | 0) die "$2 needs a positive number, not '$1'" ;; esac; }

apt_get() { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get "$@"; }

apt_update() {
	[ "$apt_updated" = 1 ] && return 0
	log "apt-get update"
	apt_get update -qq >&2 || die "apt-get update failed"
	apt_updated=1
}

need_pkgs() {
	local p out missing=()
	for p in "$@"; do
		dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q ' installed$' || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	apt_update
	log "apt-get install ${missing[*]}"
	out=$(mktemp)
	if ! apt_get install -y -q --no-install-recommends "${missing[@]}" >"$out" 2>&1; then
		tail -n 20 "$out" >&2
		rm -f "$out"
		die "apt-get install ${missing[*]} failed"
	fi
	rm -f "$out"
}

need_deb_src() {
	# apt answers for a source package only with a deb-src entry and its index
	apt-cache showsrc zlib 2>/dev/null | grep -q '^Package:' && return 0
	if ! grep -rqsE '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' \
		/etc/apt/sources.list /etc/apt/sources.list.d/; then
		log "no deb-src entry: adding /etc/apt/sources.list.d/nullaudit-src.sources"
		"$project_dir/scripts/install-deps.sh" --print-deb-src |
			$SUDO tee /etc/apt/sources.list.d/nullaudit-src.sources >/dev/null
	fi
	apt_updated=0
	apt_update
	apt-cache showsrc zlib 2>/dev/null | grep -q '^Package:' ||
		die "apt knows no source packages even after apt-get update (see /etc/apt/sources.list.d/)"
}
