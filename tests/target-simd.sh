#!/bin/bash
# tests/target-simd.sh -- SIMD types of the targets whose kernels use them.
# GCC's AArch64 builtin types, which arm_neon.h,
# arm_fp16.h and arm_bf16.h use without declaring them: the AdvSIMD vectors
# (__Int8x8_t ...), their tuples (int8x8x2_t, builtin in GCC 12), the
# polynomial scalars, the __builtin_aarch64_simd_* element types and
# __fp16. Each was "unknown type name" (the kernel's lib/raid6 NEON units
# on arm64 were lost). Not on x86-64, where GCC has none of them.
. "$NA_SRCDIR/tests/lib.sh"
# one_finding ARCH FILE WANT: the unit parses on ARCH, with one finding,
# whose text output holds WANT
one_finding() {
	"$NULLAUDIT" --arch="$1" "$2" > "$t/out" 2> "$t/err"
	st=$?
	[ $st = 1 ] || { bad "$1: exit $st, expected 1 (one finding)"; cat "$t/err"; }
	hasnt "$t/err" "error"
	has "$t/out" "$3"
}
cat > "$t/neon.c" <<'C'
typedef __Int8x8_t int8x8_t;
typedef __Uint8x16_t uint8x16_t;
typedef __Float32x4_t float32x4_t;
typedef __Bfloat16x8_t bfloat16x8_t;
typedef __Poly64_t poly64_t;
typedef __fp16 float16_t;
_Static_assert(sizeof(int8x8_t) == 8, "64-bit vector");
_Static_assert(sizeof(uint8x16_t) == 16, "128-bit vector");
_Static_assert(sizeof(int8x8x2_t) == 16, "pair of 64-bit vectors");
_Static_assert(sizeof(uint8x16x4_t) == 64, "four 128-bit vectors");
_Static_assert(sizeof(poly64_t) == 8, "poly64");
void store(unsigned char *p, uint8x16x2_t v)
{
	__builtin_aarch64_st1v16qi((__builtin_aarch64_simd_qi *)p, (__Int8x16_t)v.val[1]);
}
char *none(void)
{
	return 0;
}
C
# plain char is unsigned on arm64 and is still named char (it was named
# 'unsigned char' in messages and JSON on every such target)
one_finding arm64 "$t/neon.c" \
	"neon.c:18:9: warning: plain integer 0 used as null pointer for the return value of 'none' of type 'char *'"
# x86-64 has none of them: unknown type names, as GCC says
"$NULLAUDIT" --arch=x86_64 "$t/neon.c" > "$t/out64" 2> "$t/err64"
has "$t/err64" "unknown type name '__Int8x8_t'"

# PowerPC AltiVec: vector, pixel and bool are keywords before a type (GCC
# defines __APPLE_ALTIVEC__ for that), __vector always; a name elsewhere.
# The kernel's lib/raid6 AltiVec units (typedef vector signed char
# unative_t) were lost on powerpc64le.
cat > "$t/altivec.c" <<'C'
typedef vector signed char unative_t;
typedef __vector unsigned int v4u;
typedef vector bool int vbi;
typedef vector pixel vpx;
typedef vector __bool int vbi2;       /* altivec.h: #define bool __bool */
typedef vector __pixel vpx2;
_Static_assert(sizeof(unative_t) == 16, "16-byte vector");
_Static_assert(sizeof(v4u) == 16 && sizeof(vbi) == 16 && sizeof(vpx) == 16, "vectors");
_Static_assert(sizeof(vbi2) == 16 && sizeof(vpx2) == 16, "vectors of __bool and __pixel");
#define NBYTES(x) ((vector signed char) {x,x,x,x, x,x,x,x, x,x,x,x, x,x,x,x})
int vector = 1;
int pixel(int bool) { return bool + vector; }
unative_t ones(void) { return NBYTES(1); }
char *none(void)
{
	return 0;
}
C
one_finding powerpc64le "$t/altivec.c" "altivec.c:16:9: warning: plain integer 0 used as null pointer"
exit $fail
