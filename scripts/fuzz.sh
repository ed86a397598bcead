#!/bin/bash
# scripts/fuzz.sh [SECONDS] [HARNESS...] -- libFuzzer campaigns (clang 14,
# -fsanitize=fuzzer,address,undefined) on the preprocessor+parser pipeline
# (fuzz_pp), the front end alone (fuzz_parse) and the YAML loader
# (fuzz_yaml), each for SECONDS (default 60).
# Seeds: tests/checks, tests/pp, tests/provenance (C) and config/, tests/audit
# (YAML). Crashes land in _fuzz/<harness>/; the summary (executions, coverage,
# crashes) is printed and appended to _fuzz/summary.txt.
# KEEP_GOING=1 runs libFuzzer in fork mode, so a campaign goes on after a
# crash, leak or timeout and collects every artifact for its whole time.
# Needs a configured build (_build, for mcpp's patched source): scripts/test.sh
# or ./configure && make once.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)
secs=${1:-60}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=(fuzz_pp fuzz_parse fuzz_yaml)
build=${BUILD:-_build}
mcpp=$build/third_party/mcpp/src-2.7.2
if [ ! -f "$mcpp/.patched" ]; then
	make -C "$build" third_party/mcpp/src-2.7.2/.patched third_party/mcpp/include/mcpp_lib.h \
		third_party/mcpp/include/mcpp_out.h third_party/mcpp/include/mcpp_prov.h >/dev/null
fi
out=${FUZZ_OUT:-_fuzz}
mkdir -p "$out/obj" "$out/bin"
cc=${CC:-clang-14}
san="-fsanitize=address,undefined -fno-sanitize-recover=undefined -g -O1"
# mcpp with coverage (fuzzer-no-link), our sources too
for f in main directive eval expand support system mbchar; do
	$cc $san -fsanitize=fuzzer-no-link -w -DHAVE_CONFIG_H -DMCPP_LIB=1 \
		-I third_party/mcpp -I "$mcpp/src" -c "$mcpp/src/$f.c" -o "$out/obj/mcpp_$f.o"
done
ld -r "$out"/obj/mcpp_*.o -o "$out/obj/mcpp-all.o"
objcopy --keep-global-symbols=third_party/mcpp/exports.txt "$out/obj/mcpp-all.o" "$out/obj/mcpp.o"
srcs=$(ls src/*.c | grep -v 'src/main.c')
for h in "${harnesses[@]}"; do
	$cc $san -fsanitize=fuzzer -std=gnu11 -D_GNU_SOURCE -DPACKAGE_VERSION='"fuzz"' \
		-DNA_SRCDIR="\"$top\"" -Iinclude -I"$build/third_party/mcpp/include" \
		$(pkg-config --cflags yaml-0.1) tests/fuzz/$h.c $srcs "$out/obj/mcpp.o" \
		$(pkg-config --libs yaml-0.1) -o "$out/bin/$h"
	mkdir -p "$out/$h/corpus" "$out/$h/crashes"
	if [ "$h" != fuzz_yaml ]; then
		cp tests/checks/*.c tests/pp/*.c tests/provenance/*.c tests/fuzz/corpus-pp/* \
			tests/fuzz/corpus-parse/* tests/types/*.c \
			"$out/$h/corpus/" 2>/dev/null || true
	else
		cp config/arch/*.yaml config/examples/*.yaml tests/audit/*.yaml tests/fuzz/corpus-yaml/* \
			"$out/$h/corpus/" 2>/dev/null || true
	fi
	log="$out/$h/run.log"
	fork=()
	[ "${KEEP_GOING:-0}" = 1 ] && fork=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
	set +e
	(cd "$out/$h" && ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions="$top/tests/lsan.supp" \
		../bin/$h -max_total_time="$secs" -timeout=20 -rss_limit_mb=4096 -max_len=65536 \
		-close_fd_mask=2 -artifact_prefix=crashes/ "${fork[@]}" corpus >run.log 2>&1)
	status=$?
	set -e
	execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
	line=$(grep -E '^#[0-9]+.*(DONE|pulse|NEW|cov:)' "$log" | tail -1)
	crashes=$(ls "$out/$h/crashes" | wc -l)
	printf '%s %s: %ss, status %d, %s; crash/leak/timeout artifacts: %d\n' "$(date -u +%FT%TZ)" \
		"$h" "$secs" "$status" "${line:-no stats}" "$crashes" | tee -a "$out/summary.txt"
done
