#!/bin/sh
# merge_config.sh -m -O DIR BASE FRAGMENT...: the fragments' values replace
# the base's, as the kernel's script does (without its checks).
set -eu
[ "$1" = -m ] && shift
[ "$1" = -O ] && { out=$2; shift 2; }
base=$1; shift
tmp=$(mktemp)
cp "$base" "$tmp"
for f in "$@"; do
	for sym in $(sed -n 's/^\(CONFIG_[A-Za-z0-9_]*\)=.*/\1/p; s/^# \(CONFIG_[A-Za-z0-9_]*\) is not set/\1/p' "$f"); do
		sed -i "/^$sym=/d; /^# $sym is not set/d" "$tmp"
	done
	cat "$f" >> "$tmp"
done
mv "$tmp" "$out/.config"
