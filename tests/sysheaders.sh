#!/bin/sh
# The host's C library and compiler headers as real programs use them
# (-O2 -D_FORTIFY_SOURCE=2 -std=gnu17): glibc's <ctype.h> macros with
# (__extension__ ...), the fortified string and stdio functions
# (__builtin___*_chk, __builtin_object_size, __builtin_va_arg_pack),
# <stdatomic.h>'s statement expressions and the x86 intrinsics headers
# (__builtin_ia32_*, vector types): each parses without an error and
# leaves no expression untyped.
set -u
: "${NULLAUDIT:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
cat >"$t/fortify.c" <<'X'
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <wchar.h>
int main(int argc, char **argv)
{
	char buf[32];
	memcpy(buf, argv[0], 4);
	strcpy(buf, "x");
	snprintf(buf, sizeof buf, "%d", argc);
	printf("%s\n", buf);
	if (read(0, buf, 3) < 0)
		return 1;
	return tolower(argc) + toupper(buf[0]) + isalpha(argc);
}
X
cat >"$t/atomic.c" <<'X'
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
atomic_int ai;
_Atomic(char *) ap;
int f(void)
{
	int e = 0;
	atomic_store(&ai, 1);
	atomic_fetch_add(&ai, 2);
	bool ok = atomic_compare_exchange_strong(&ai, &e, 3);
	char *x = atomic_load(&ap);
	atomic_store_explicit(&ap, x, memory_order_release);
	atomic_exchange(&ap, NULL);
	atomic_thread_fence(memory_order_seq_cst);
	return atomic_load(&ai) + ok;
}
X
cat >"$t/intrin.c" <<'X'
#include <immintrin.h>
__m128i f(__m128i a, __m128i b) { return _mm_add_epi32(a, b); }
__m256 g(__m256 a) { return _mm256_mul_ps(a, a); }
X
for f in fortify atomic intrin; do
	"$NULLAUDIT" --stats --quiet -O2 -D_FORTIFY_SOURCE=2 -std=gnu17 "$t/$f.c" >"$t/out" 2>"$t/err"
	rc=$?
	if [ $rc != 0 ] || ! grep -q ' 0 untyped' "$t/err"; then
		echo "FAIL $f.c (exit $rc):"
		cat "$t/err"
		fail=1
	fi
done
exit $fail
