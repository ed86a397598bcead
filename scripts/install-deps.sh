#!/bin/bash
# Installs what building and testing nullaudit needs on Debian 12 (bookworm).
# The deb-src entry lets configure fetch mcpp's pristine source with apt-get source.
set -euo pipefail
sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo

if ! grep -rqsE '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' \
	/etc/apt/sources.list /etc/apt/sources.list.d/; then
	$sudo tee /etc/apt/sources.list.d/nullaudit-src.sources >/dev/null <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
fi

export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update
$sudo apt-get install -y --no-install-recommends \
	build-essential autoconf automake pkg-config libyaml-dev dpkg-dev patch \
	binutils ca-certificates valgrind python3 python3-jsonschema jq
