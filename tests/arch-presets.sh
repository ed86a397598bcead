#!/bin/sh
# The architecture presets against the compilers they stand for: every macro
# `CC -dM -E` predefines (type sizes, __CHAR_UNSIGNED__, the __*_TYPE__,
# byte order, the architecture's own) expands under `nullaudit --arch=NAME -E`
# as under `CC -E`, with no flags and with flags whose predefines nullaudit
# derives itself (unwind tables, -O2, -g); and the preset's sizes, signedness
# of char and byte order are the compiler's.  The cross compilers are Debian's
# (scripts/install-deps.sh installs them, with their C libraries, whose
# stdc-predef.h gcc includes implicitly).
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
export LC_ALL=C
presets=$NA_SRCDIR/config/arch
# PowerPC's __vector, __pixel and __bool are predefined, but GCC's
# preprocessor expands them only before a vector type (its conditional
# macros); nullaudit's parser reads them there (src/parse.c): left out.
for pair in x86_64:'gcc -m64' i386:'gcc -m32' x32:'gcc -mx32' arm64:aarch64-linux-gnu-gcc \
	arm:arm-linux-gnueabihf-gcc riscv64:riscv64-linux-gnu-gcc s390x:s390x-linux-gnu-gcc \
	mips:mips-linux-gnu-gcc powerpc:powerpc-linux-gnu-gcc powerpc64le:powerpc64le-linux-gnu-gcc; do
	arch=${pair%%:*} cc=${pair#*:}
	command -v "${cc%% *}" > /dev/null || { bad "$arch: no ${cc%% *} (scripts/install-deps.sh)"; continue; }
	yaml=$presets/$arch.yaml
	# shellcheck disable=SC2086
	$cc -dM -E -x c /dev/null | sort > $arch.defs
	macro() { sed -n "s/^#define $1 //p" $arch.defs; }
	field() { sed -n "s/^ *$1: *//p" "$yaml" | head -n 1; }
	for ty in short int long long_long pointer float double long_double; do
		want=$(macro "__SIZEOF_$(echo $ty | tr a-z A-Z)__")
		[ "$(field $ty)" = "$want" ] || bad "$arch: sizes.$ty is $(field $ty), $cc says $want"
	done
	[ "$(field char_bit)" = "$(macro __CHAR_BIT__)" ] || bad "$arch: char_bit"
	want=true; [ -n "$(macro __CHAR_UNSIGNED__)" ] && want=false
	[ "$(field char_signed)" = $want ] || bad "$arch: char_signed is $(field char_signed), $cc says $want"
	want=false; [ "$(macro __BYTE_ORDER__)" = __ORDER_BIG_ENDIAN__ ] && want=true
	[ "$(field big_endian)" = $want ] || bad "$arch: big_endian is $(field big_endian), $cc says $want"
	# each macro's name (a string, left alone) and its expansion
	sed -n 's/^#define \([A-Za-z0-9_]*\) .*/"\1" \1/p' $arch.defs | grep -v -e '^"__vector"' -e '^"__pixel"' -e '^"__bool"' > probe.c
	[ "$(wc -l < probe.c)" -gt 300 ] || bad "$arch: only $(wc -l < probe.c) macros from $cc"
	# MIPS's -march= and float and ABI flags (a kernel's: -march=mips32
	# -msoft-float -mno-abicalls -fno-pic) change its ISA's macros
	mflags=
	[ $arch = mips ] && mflags='-march=mips32_-msoft-float_-mno-abicalls_-fno-pic -march=mips32r5 -march=mips64r2 -march=mips32r2_-msoft-float'
	for flags in '' -fno-asynchronous-unwind-tables '-fno-asynchronous-unwind-tables -fno-unwind-tables' -O2 -g $mflags; do
		flags=$(printf '%s' "$flags" | tr _ ' ')
		# shellcheck disable=SC2086
		$cc $flags -E -P probe.c | tr -d ' \t' | grep -v '^$' > gcc.out
		# shellcheck disable=SC2086
		"$NULLAUDIT" --no-config --no-cache --arch=$arch $flags -E probe.c 2> err |
			grep -v '^#' | tr -d ' \t' | grep -v '^$' > na.out
		[ -s err ] && { bad "$arch $flags: stderr:"; cat err; }
		diff gcc.out na.out > diff.out ||
			{ bad "$arch $flags: macros differ from $cc (< gcc, > nullaudit):"; cat diff.out; }
	done
done
exit $fail
