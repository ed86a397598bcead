#!/bin/sh
# merge_config.sh -m -O DIR BASE FRAGMENT... (tests/kbuild.sh): appends the
# fragments' settings to BASE, the later winning, as the kernel's does.
while [ $# -gt 0 ]; do
	case $1 in -m) shift ;; -O) out=$2; shift 2 ;; *) break ;; esac
done
base=$1; shift
for f in "$@"; do
	for name in $(sed -n 's/^\(CONFIG_[A-Z_]*\)=.*/\1/p; s/^# \(CONFIG_[A-Z_]*\) is not set/\1/p' "$f"); do
		sed -i "/^$name=/d; /^# $name is not set/d" "$base"
	done
	grep '^CONFIG_\|^# CONFIG_' "$f" >> "$base"
done
cp "$base" "$out/.config" 2>/dev/null || true
