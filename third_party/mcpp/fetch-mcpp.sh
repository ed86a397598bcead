#!/bin/sh
# Usage: fetch-mcpp.sh DESTDIR
# Puts the pristine mcpp_2.7.2.orig.tar.gz into DESTDIR, taken from Debian's
# source package (upstream is unmaintained; Debian keeps the release tarball).
# Needs a deb-src entry for bookworm main (scripts/install-deps.sh adds one
# with the URI of the machine's own deb entry).
# configure checks the tarball's sha256 afterwards.
set -eu
dest=${1:?usage: fetch-mcpp.sh DESTDIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && apt-get source --download-only mcpp)
test -f "$tmp/mcpp_2.7.2.orig.tar.gz" || {
	echo "fetch-mcpp.sh: apt-get source gave no mcpp_2.7.2.orig.tar.gz" >&2
	exit 1
}
mkdir -p "$dest"
# Copy then rename, so an interrupted run never leaves a partial tarball.
cp "$tmp/mcpp_2.7.2.orig.tar.gz" "$dest/mcpp_2.7.2.orig.tar.gz.part"
mv "$dest/mcpp_2.7.2.orig.tar.gz.part" "$dest/mcpp_2.7.2.orig.tar.gz"
