/* Every macro gcc predefines for the flags of tests/pp.sh: defined or
 * not, and its value, must match gcc -E. Generated from gcc 12 -dM. */
#ifdef _LP64
_LP64: _LP64
#else
_LP64: undefined
#endif
#ifdef _SOFT_FLOAT
_SOFT_FLOAT: _SOFT_FLOAT
#else
_SOFT_FLOAT: undefined
#endif
#ifdef _STDC_PREDEF_H
_STDC_PREDEF_H: _STDC_PREDEF_H
#else
_STDC_PREDEF_H: undefined
#endif
#ifdef __ATOMIC_ACQUIRE
__ATOMIC_ACQUIRE: __ATOMIC_ACQUIRE
#else
__ATOMIC_ACQUIRE: undefined
#endif
#ifdef __ATOMIC_ACQ_REL
__ATOMIC_ACQ_REL: __ATOMIC_ACQ_REL
#else
__ATOMIC_ACQ_REL: undefined
#endif
#ifdef __ATOMIC_CONSUME
__ATOMIC_CONSUME: __ATOMIC_CONSUME
#else
__ATOMIC_CONSUME: undefined
#endif
#ifdef __ATOMIC_HLE_ACQUIRE
__ATOMIC_HLE_ACQUIRE: __ATOMIC_HLE_ACQUIRE
#else
__ATOMIC_HLE_ACQUIRE: undefined
#endif
#ifdef __ATOMIC_HLE_RELEASE
__ATOMIC_HLE_RELEASE: __ATOMIC_HLE_RELEASE
#else
__ATOMIC_HLE_RELEASE: undefined
#endif
#ifdef __ATOMIC_RELAXED
__ATOMIC_RELAXED: __ATOMIC_RELAXED
#else
__ATOMIC_RELAXED: undefined
#endif
#ifdef __ATOMIC_RELEASE
__ATOMIC_RELEASE: __ATOMIC_RELEASE
#else
__ATOMIC_RELEASE: undefined
#endif
#ifdef __ATOMIC_SEQ_CST
__ATOMIC_SEQ_CST: __ATOMIC_SEQ_CST
#else
__ATOMIC_SEQ_CST: undefined
#endif
#ifdef __BIGGEST_ALIGNMENT__
__BIGGEST_ALIGNMENT__: __BIGGEST_ALIGNMENT__
#else
__BIGGEST_ALIGNMENT__: undefined
#endif
#ifdef __BYTE_ORDER__
__BYTE_ORDER__: __BYTE_ORDER__
#else
__BYTE_ORDER__: undefined
#endif
#ifdef __CET__
__CET__: __CET__
#else
__CET__: undefined
#endif
#ifdef __CHAR16_TYPE__
__CHAR16_TYPE__: __CHAR16_TYPE__
#else
__CHAR16_TYPE__: undefined
#endif
#ifdef __CHAR32_TYPE__
__CHAR32_TYPE__: __CHAR32_TYPE__
#else
__CHAR32_TYPE__: undefined
#endif
#ifdef __CHAR_BIT__
__CHAR_BIT__: __CHAR_BIT__
#else
__CHAR_BIT__: undefined
#endif
#ifdef __CHAR_UNSIGNED__
__CHAR_UNSIGNED__: __CHAR_UNSIGNED__
#else
__CHAR_UNSIGNED__: undefined
#endif
#ifdef __DBL_DECIMAL_DIG__
__DBL_DECIMAL_DIG__: __DBL_DECIMAL_DIG__
#else
__DBL_DECIMAL_DIG__: undefined
#endif
#ifdef __DBL_DENORM_MIN__
__DBL_DENORM_MIN__: __DBL_DENORM_MIN__
#else
__DBL_DENORM_MIN__: undefined
#endif
#ifdef __DBL_DIG__
__DBL_DIG__: __DBL_DIG__
#else
__DBL_DIG__: undefined
#endif
#ifdef __DBL_EPSILON__
__DBL_EPSILON__: __DBL_EPSILON__
#else
__DBL_EPSILON__: undefined
#endif
#ifdef __DBL_HAS_DENORM__
__DBL_HAS_DENORM__: __DBL_HAS_DENORM__
#else
__DBL_HAS_DENORM__: undefined
#endif
#ifdef __DBL_HAS_INFINITY__
__DBL_HAS_INFINITY__: __DBL_HAS_INFINITY__
#else
__DBL_HAS_INFINITY__: undefined
#endif
#ifdef __DBL_HAS_QUIET_NAN__
__DBL_HAS_QUIET_NAN__: __DBL_HAS_QUIET_NAN__
#else
__DBL_HAS_QUIET_NAN__: undefined
#endif
#ifdef __DBL_IS_IEC_60559__
__DBL_IS_IEC_60559__: __DBL_IS_IEC_60559__
#else
__DBL_IS_IEC_60559__: undefined
#endif
#ifdef __DBL_MANT_DIG__
__DBL_MANT_DIG__: __DBL_MANT_DIG__
#else
__DBL_MANT_DIG__: undefined
#endif
#ifdef __DBL_MAX_10_EXP__
__DBL_MAX_10_EXP__: __DBL_MAX_10_EXP__
#else
__DBL_MAX_10_EXP__: undefined
#endif
#ifdef __DBL_MAX_EXP__
__DBL_MAX_EXP__: __DBL_MAX_EXP__
#else
__DBL_MAX_EXP__: undefined
#endif
#ifdef __DBL_MAX__
__DBL_MAX__: __DBL_MAX__
#else
__DBL_MAX__: undefined
#endif
#ifdef __DBL_MIN_10_EXP__
__DBL_MIN_10_EXP__: __DBL_MIN_10_EXP__
#else
__DBL_MIN_10_EXP__: undefined
#endif
#ifdef __DBL_MIN_EXP__
__DBL_MIN_EXP__: __DBL_MIN_EXP__
#else
__DBL_MIN_EXP__: undefined
#endif
#ifdef __DBL_MIN__
__DBL_MIN__: __DBL_MIN__
#else
__DBL_MIN__: undefined
#endif
#ifdef __DBL_NORM_MAX__
__DBL_NORM_MAX__: __DBL_NORM_MAX__
#else
__DBL_NORM_MAX__: undefined
#endif
#ifdef __DEC128_EPSILON__
__DEC128_EPSILON__: __DEC128_EPSILON__
#else
__DEC128_EPSILON__: undefined
#endif
#ifdef __DEC128_MANT_DIG__
__DEC128_MANT_DIG__: __DEC128_MANT_DIG__
#else
__DEC128_MANT_DIG__: undefined
#endif
#ifdef __DEC128_MAX_EXP__
__DEC128_MAX_EXP__: __DEC128_MAX_EXP__
#else
__DEC128_MAX_EXP__: undefined
#endif
#ifdef __DEC128_MAX__
__DEC128_MAX__: __DEC128_MAX__
#else
__DEC128_MAX__: undefined
#endif
#ifdef __DEC128_MIN_EXP__
__DEC128_MIN_EXP__: __DEC128_MIN_EXP__
#else
__DEC128_MIN_EXP__: undefined
#endif
#ifdef __DEC128_MIN__
__DEC128_MIN__: __DEC128_MIN__
#else
__DEC128_MIN__: undefined
#endif
#ifdef __DEC128_SUBNORMAL_MIN__
__DEC128_SUBNORMAL_MIN__: __DEC128_SUBNORMAL_MIN__
#else
__DEC128_SUBNORMAL_MIN__: undefined
#endif
#ifdef __DEC32_EPSILON__
__DEC32_EPSILON__: __DEC32_EPSILON__
#else
__DEC32_EPSILON__: undefined
#endif
#ifdef __DEC32_MANT_DIG__
__DEC32_MANT_DIG__: __DEC32_MANT_DIG__
#else
__DEC32_MANT_DIG__: undefined
#endif
#ifdef __DEC32_MAX_EXP__
__DEC32_MAX_EXP__: __DEC32_MAX_EXP__
#else
__DEC32_MAX_EXP__: undefined
#endif
#ifdef __DEC32_MAX__
__DEC32_MAX__: __DEC32_MAX__
#else
__DEC32_MAX__: undefined
#endif
#ifdef __DEC32_MIN_EXP__
__DEC32_MIN_EXP__: __DEC32_MIN_EXP__
#else
__DEC32_MIN_EXP__: undefined
#endif
#ifdef __DEC32_MIN__
__DEC32_MIN__: __DEC32_MIN__
#else
__DEC32_MIN__: undefined
#endif
#ifdef __DEC32_SUBNORMAL_MIN__
__DEC32_SUBNORMAL_MIN__: __DEC32_SUBNORMAL_MIN__
#else
__DEC32_SUBNORMAL_MIN__: undefined
#endif
#ifdef __DEC64_EPSILON__
__DEC64_EPSILON__: __DEC64_EPSILON__
#else
__DEC64_EPSILON__: undefined
#endif
#ifdef __DEC64_MANT_DIG__
__DEC64_MANT_DIG__: __DEC64_MANT_DIG__
#else
__DEC64_MANT_DIG__: undefined
#endif
#ifdef __DEC64_MAX_EXP__
__DEC64_MAX_EXP__: __DEC64_MAX_EXP__
#else
__DEC64_MAX_EXP__: undefined
#endif
#ifdef __DEC64_MAX__
__DEC64_MAX__: __DEC64_MAX__
#else
__DEC64_MAX__: undefined
#endif
#ifdef __DEC64_MIN_EXP__
__DEC64_MIN_EXP__: __DEC64_MIN_EXP__
#else
__DEC64_MIN_EXP__: undefined
#endif
#ifdef __DEC64_MIN__
__DEC64_MIN__: __DEC64_MIN__
#else
__DEC64_MIN__: undefined
#endif
#ifdef __DEC64_SUBNORMAL_MIN__
__DEC64_SUBNORMAL_MIN__: __DEC64_SUBNORMAL_MIN__
#else
__DEC64_SUBNORMAL_MIN__: undefined
#endif
#ifdef __DECIMAL_BID_FORMAT__
__DECIMAL_BID_FORMAT__: __DECIMAL_BID_FORMAT__
#else
__DECIMAL_BID_FORMAT__: undefined
#endif
#ifdef __DECIMAL_DIG__
__DECIMAL_DIG__: __DECIMAL_DIG__
#else
__DECIMAL_DIG__: undefined
#endif
#ifdef __DEC_EVAL_METHOD__
__DEC_EVAL_METHOD__: __DEC_EVAL_METHOD__
#else
__DEC_EVAL_METHOD__: undefined
#endif
#ifdef __ELF__
__ELF__: __ELF__
#else
__ELF__: undefined
#endif
#ifdef __EXCEPTIONS
__EXCEPTIONS: __EXCEPTIONS
#else
__EXCEPTIONS: undefined
#endif
#ifdef __FINITE_MATH_ONLY__
__FINITE_MATH_ONLY__: __FINITE_MATH_ONLY__
#else
__FINITE_MATH_ONLY__: undefined
#endif
#ifdef __FLOAT_WORD_ORDER__
__FLOAT_WORD_ORDER__: __FLOAT_WORD_ORDER__
#else
__FLOAT_WORD_ORDER__: undefined
#endif
#ifdef __FLT128_DECIMAL_DIG__
__FLT128_DECIMAL_DIG__: __FLT128_DECIMAL_DIG__
#else
__FLT128_DECIMAL_DIG__: undefined
#endif
#ifdef __FLT128_DENORM_MIN__
__FLT128_DENORM_MIN__: __FLT128_DENORM_MIN__
#else
__FLT128_DENORM_MIN__: undefined
#endif
#ifdef __FLT128_DIG__
__FLT128_DIG__: __FLT128_DIG__
#else
__FLT128_DIG__: undefined
#endif
#ifdef __FLT128_EPSILON__
__FLT128_EPSILON__: __FLT128_EPSILON__
#else
__FLT128_EPSILON__: undefined
#endif
#ifdef __FLT128_HAS_DENORM__
__FLT128_HAS_DENORM__: __FLT128_HAS_DENORM__
#else
__FLT128_HAS_DENORM__: undefined
#endif
#ifdef __FLT128_HAS_INFINITY__
__FLT128_HAS_INFINITY__: __FLT128_HAS_INFINITY__
#else
__FLT128_HAS_INFINITY__: undefined
#endif
#ifdef __FLT128_HAS_QUIET_NAN__
__FLT128_HAS_QUIET_NAN__: __FLT128_HAS_QUIET_NAN__
#else
__FLT128_HAS_QUIET_NAN__: undefined
#endif
#ifdef __FLT128_IS_IEC_60559__
__FLT128_IS_IEC_60559__: __FLT128_IS_IEC_60559__
#else
__FLT128_IS_IEC_60559__: undefined
#endif
#ifdef __FLT128_MANT_DIG__
__FLT128_MANT_DIG__: __FLT128_MANT_DIG__
#else
__FLT128_MANT_DIG__: undefined
#endif
#ifdef __FLT128_MAX_10_EXP__
__FLT128_MAX_10_EXP__: __FLT128_MAX_10_EXP__
#else
__FLT128_MAX_10_EXP__: undefined
#endif
#ifdef __FLT128_MAX_EXP__
__FLT128_MAX_EXP__: __FLT128_MAX_EXP__
#else
__FLT128_MAX_EXP__: undefined
#endif
#ifdef __FLT128_MAX__
__FLT128_MAX__: __FLT128_MAX__
#else
__FLT128_MAX__: undefined
#endif
#ifdef __FLT128_MIN_10_EXP__
__FLT128_MIN_10_EXP__: __FLT128_MIN_10_EXP__
#else
__FLT128_MIN_10_EXP__: undefined
#endif
#ifdef __FLT128_MIN_EXP__
__FLT128_MIN_EXP__: __FLT128_MIN_EXP__
#else
__FLT128_MIN_EXP__: undefined
#endif
#ifdef __FLT128_MIN__
__FLT128_MIN__: __FLT128_MIN__
#else
__FLT128_MIN__: undefined
#endif
#ifdef __FLT128_NORM_MAX__
__FLT128_NORM_MAX__: __FLT128_NORM_MAX__
#else
__FLT128_NORM_MAX__: undefined
#endif
#ifdef __FLT16_DECIMAL_DIG__
__FLT16_DECIMAL_DIG__: __FLT16_DECIMAL_DIG__
#else
__FLT16_DECIMAL_DIG__: undefined
#endif
#ifdef __FLT16_DENORM_MIN__
__FLT16_DENORM_MIN__: __FLT16_DENORM_MIN__
#else
__FLT16_DENORM_MIN__: undefined
#endif
#ifdef __FLT16_DIG__
__FLT16_DIG__: __FLT16_DIG__
#else
__FLT16_DIG__: undefined
#endif
#ifdef __FLT16_EPSILON__
__FLT16_EPSILON__: __FLT16_EPSILON__
#else
__FLT16_EPSILON__: undefined
#endif
#ifdef __FLT16_HAS_DENORM__
__FLT16_HAS_DENORM__: __FLT16_HAS_DENORM__
#else
__FLT16_HAS_DENORM__: undefined
#endif
#ifdef __FLT16_HAS_INFINITY__
__FLT16_HAS_INFINITY__: __FLT16_HAS_INFINITY__
#else
__FLT16_HAS_INFINITY__: undefined
#endif
#ifdef __FLT16_HAS_QUIET_NAN__
__FLT16_HAS_QUIET_NAN__: __FLT16_HAS_QUIET_NAN__
#else
__FLT16_HAS_QUIET_NAN__: undefined
#endif
#ifdef __FLT16_IS_IEC_60559__
__FLT16_IS_IEC_60559__: __FLT16_IS_IEC_60559__
#else
__FLT16_IS_IEC_60559__: undefined
#endif
#ifdef __FLT16_MANT_DIG__
__FLT16_MANT_DIG__: __FLT16_MANT_DIG__
#else
__FLT16_MANT_DIG__: undefined
#endif
#ifdef __FLT16_MAX_10_EXP__
__FLT16_MAX_10_EXP__: __FLT16_MAX_10_EXP__
#else
__FLT16_MAX_10_EXP__: undefined
#endif
#ifdef __FLT16_MAX_EXP__
__FLT16_MAX_EXP__: __FLT16_MAX_EXP__
#else
__FLT16_MAX_EXP__: undefined
#endif
#ifdef __FLT16_MAX__
__FLT16_MAX__: __FLT16_MAX__
#else
__FLT16_MAX__: undefined
#endif
#ifdef __FLT16_MIN_10_EXP__
__FLT16_MIN_10_EXP__: __FLT16_MIN_10_EXP__
#else
__FLT16_MIN_10_EXP__: undefined
#endif
#ifdef __FLT16_MIN_EXP__
__FLT16_MIN_EXP__: __FLT16_MIN_EXP__
#else
__FLT16_MIN_EXP__: undefined
#endif
#ifdef __FLT16_MIN__
__FLT16_MIN__: __FLT16_MIN__
#else
__FLT16_MIN__: undefined
#endif
#ifdef __FLT16_NORM_MAX__
__FLT16_NORM_MAX__: __FLT16_NORM_MAX__
#else
__FLT16_NORM_MAX__: undefined
#endif
#ifdef __FLT32X_DECIMAL_DIG__
__FLT32X_DECIMAL_DIG__: __FLT32X_DECIMAL_DIG__
#else
__FLT32X_DECIMAL_DIG__: undefined
#endif
#ifdef __FLT32X_DENORM_MIN__
__FLT32X_DENORM_MIN__: __FLT32X_DENORM_MIN__
#else
__FLT32X_DENORM_MIN__: undefined
#endif
#ifdef __FLT32X_DIG__
__FLT32X_DIG__: __FLT32X_DIG__
#else
__FLT32X_DIG__: undefined
#endif
#ifdef __FLT32X_EPSILON__
__FLT32X_EPSILON__: __FLT32X_EPSILON__
#else
__FLT32X_EPSILON__: undefined
#endif
#ifdef __FLT32X_HAS_DENORM__
__FLT32X_HAS_DENORM__: __FLT32X_HAS_DENORM__
#else
__FLT32X_HAS_DENORM__: undefined
#endif
#ifdef __FLT32X_HAS_INFINITY__
__FLT32X_HAS_INFINITY__: __FLT32X_HAS_INFINITY__
#else
__FLT32X_HAS_INFINITY__: undefined
#endif
#ifdef __FLT32X_HAS_QUIET_NAN__
__FLT32X_HAS_QUIET_NAN__: __FLT32X_HAS_QUIET_NAN__
#else
__FLT32X_HAS_QUIET_NAN__: undefined
#endif
#ifdef __FLT32X_IS_IEC_60559__
__FLT32X_IS_IEC_60559__: __FLT32X_IS_IEC_60559__
#else
__FLT32X_IS_IEC_60559__: undefined
#endif
#ifdef __FLT32X_MANT_DIG__
__FLT32X_MANT_DIG__: __FLT32X_MANT_DIG__
#else
__FLT32X_MANT_DIG__: undefined
#endif
#ifdef __FLT32X_MAX_10_EXP__
__FLT32X_MAX_10_EXP__: __FLT32X_MAX_10_EXP__
#else
__FLT32X_MAX_10_EXP__: undefined
#endif
#ifdef __FLT32X_MAX_EXP__
__FLT32X_MAX_EXP__: __FLT32X_MAX_EXP__
#else
__FLT32X_MAX_EXP__: undefined
#endif
#ifdef __FLT32X_MAX__
__FLT32X_MAX__: __FLT32X_MAX__
#else
__FLT32X_MAX__: undefined
#endif
#ifdef __FLT32X_MIN_10_EXP__
__FLT32X_MIN_10_EXP__: __FLT32X_MIN_10_EXP__
#else
__FLT32X_MIN_10_EXP__: undefined
#endif
#ifdef __FLT32X_MIN_EXP__
__FLT32X_MIN_EXP__: __FLT32X_MIN_EXP__
#else
__FLT32X_MIN_EXP__: undefined
#endif
#ifdef __FLT32X_MIN__
__FLT32X_MIN__: __FLT32X_MIN__
#else
__FLT32X_MIN__: undefined
#endif
#ifdef __FLT32X_NORM_MAX__
__FLT32X_NORM_MAX__: __FLT32X_NORM_MAX__
#else
__FLT32X_NORM_MAX__: undefined
#endif
#ifdef __FLT32_DECIMAL_DIG__
__FLT32_DECIMAL_DIG__: __FLT32_DECIMAL_DIG__
#else
__FLT32_DECIMAL_DIG__: undefined
#endif
#ifdef __FLT32_DENORM_MIN__
__FLT32_DENORM_MIN__: __FLT32_DENORM_MIN__
#else
__FLT32_DENORM_MIN__: undefined
#endif
#ifdef __FLT32_DIG__
__FLT32_DIG__: __FLT32_DIG__
#else
__FLT32_DIG__: undefined
#endif
#ifdef __FLT32_EPSILON__
__FLT32_EPSILON__: __FLT32_EPSILON__
#else
__FLT32_EPSILON__: undefined
#endif
#ifdef __FLT32_HAS_DENORM__
__FLT32_HAS_DENORM__: __FLT32_HAS_DENORM__
#else
__FLT32_HAS_DENORM__: undefined
#endif
#ifdef __FLT32_HAS_INFINITY__
__FLT32_HAS_INFINITY__: __FLT32_HAS_INFINITY__
#else
__FLT32_HAS_INFINITY__: undefined
#endif
#ifdef __FLT32_HAS_QUIET_NAN__
__FLT32_HAS_QUIET_NAN__: __FLT32_HAS_QUIET_NAN__
#else
__FLT32_HAS_QUIET_NAN__: undefined
#endif
#ifdef __FLT32_IS_IEC_60559__
__FLT32_IS_IEC_60559__: __FLT32_IS_IEC_60559__
#else
__FLT32_IS_IEC_60559__: undefined
#endif
#ifdef __FLT32_MANT_DIG__
__FLT32_MANT_DIG__: __FLT32_MANT_DIG__
#else
__FLT32_MANT_DIG__: undefined
#endif
#ifdef __FLT32_MAX_10_EXP__
__FLT32_MAX_10_EXP__: __FLT32_MAX_10_EXP__
#else
__FLT32_MAX_10_EXP__: undefined
#endif
#ifdef __FLT32_MAX_EXP__
__FLT32_MAX_EXP__: __FLT32_MAX_EXP__
#else
__FLT32_MAX_EXP__: undefined
#endif
#ifdef __FLT32_MAX__
__FLT32_MAX__: __FLT32_MAX__
#else
__FLT32_MAX__: undefined
#endif
#ifdef __FLT32_MIN_10_EXP__
__FLT32_MIN_10_EXP__: __FLT32_MIN_10_EXP__
#else
__FLT32_MIN_10_EXP__: undefined
#endif
#ifdef __FLT32_MIN_EXP__
__FLT32_MIN_EXP__: __FLT32_MIN_EXP__
#else
__FLT32_MIN_EXP__: undefined
#endif
#ifdef __FLT32_MIN__
__FLT32_MIN__: __FLT32_MIN__
#else
__FLT32_MIN__: undefined
#endif
#ifdef __FLT32_NORM_MAX__
__FLT32_NORM_MAX__: __FLT32_NORM_MAX__
#else
__FLT32_NORM_MAX__: undefined
#endif
#ifdef __FLT64X_DECIMAL_DIG__
__FLT64X_DECIMAL_DIG__: __FLT64X_DECIMAL_DIG__
#else
__FLT64X_DECIMAL_DIG__: undefined
#endif
#ifdef __FLT64X_DENORM_MIN__
__FLT64X_DENORM_MIN__: __FLT64X_DENORM_MIN__
#else
__FLT64X_DENORM_MIN__: undefined
#endif
#ifdef __FLT64X_DIG__
__FLT64X_DIG__: __FLT64X_DIG__
#else
__FLT64X_DIG__: undefined
#endif
#ifdef __FLT64X_EPSILON__
__FLT64X_EPSILON__: __FLT64X_EPSILON__
#else
__FLT64X_EPSILON__: undefined
#endif
#ifdef __FLT64X_HAS_DENORM__
__FLT64X_HAS_DENORM__: __FLT64X_HAS_DENORM__
#else
__FLT64X_HAS_DENORM__: undefined
#endif
#ifdef __FLT64X_HAS_INFINITY__
__FLT64X_HAS_INFINITY__: __FLT64X_HAS_INFINITY__
#else
__FLT64X_HAS_INFINITY__: undefined
#endif
#ifdef __FLT64X_HAS_QUIET_NAN__
__FLT64X_HAS_QUIET_NAN__: __FLT64X_HAS_QUIET_NAN__
#else
__FLT64X_HAS_QUIET_NAN__: undefined
#endif
#ifdef __FLT64X_IS_IEC_60559__
__FLT64X_IS_IEC_60559__: __FLT64X_IS_IEC_60559__
#else
__FLT64X_IS_IEC_60559__: undefined
#endif
#ifdef __FLT64X_MANT_DIG__
__FLT64X_MANT_DIG__: __FLT64X_MANT_DIG__
#else
__FLT64X_MANT_DIG__: undefined
#endif
#ifdef __FLT64X_MAX_10_EXP__
__FLT64X_MAX_10_EXP__: __FLT64X_MAX_10_EXP__
#else
__FLT64X_MAX_10_EXP__: undefined
#endif
#ifdef __FLT64X_MAX_EXP__
__FLT64X_MAX_EXP__: __FLT64X_MAX_EXP__
#else
__FLT64X_MAX_EXP__: undefined
#endif
#ifdef __FLT64X_MAX__
__FLT64X_MAX__: __FLT64X_MAX__
#else
__FLT64X_MAX__: undefined
#endif
#ifdef __FLT64X_MIN_10_EXP__
__FLT64X_MIN_10_EXP__: __FLT64X_MIN_10_EXP__
#else
__FLT64X_MIN_10_EXP__: undefined
#endif
#ifdef __FLT64X_MIN_EXP__
__FLT64X_MIN_EXP__: __FLT64X_MIN_EXP__
#else
__FLT64X_MIN_EXP__: undefined
#endif
#ifdef __FLT64X_MIN__
__FLT64X_MIN__: __FLT64X_MIN__
#else
__FLT64X_MIN__: undefined
#endif
#ifdef __FLT64X_NORM_MAX__
__FLT64X_NORM_MAX__: __FLT64X_NORM_MAX__
#else
__FLT64X_NORM_MAX__: undefined
#endif
#ifdef __FLT64_DECIMAL_DIG__
__FLT64_DECIMAL_DIG__: __FLT64_DECIMAL_DIG__
#else
__FLT64_DECIMAL_DIG__: undefined
#endif
#ifdef __FLT64_DENORM_MIN__
__FLT64_DENORM_MIN__: __FLT64_DENORM_MIN__
#else
__FLT64_DENORM_MIN__: undefined
#endif
#ifdef __FLT64_DIG__
__FLT64_DIG__: __FLT64_DIG__
#else
__FLT64_DIG__: undefined
#endif
#ifdef __FLT64_EPSILON__
__FLT64_EPSILON__: __FLT64_EPSILON__
#else
__FLT64_EPSILON__: undefined
#endif
#ifdef __FLT64_HAS_DENORM__
__FLT64_HAS_DENORM__: __FLT64_HAS_DENORM__
#else
__FLT64_HAS_DENORM__: undefined
#endif
#ifdef __FLT64_HAS_INFINITY__
__FLT64_HAS_INFINITY__: __FLT64_HAS_INFINITY__
#else
__FLT64_HAS_INFINITY__: undefined
#endif
#ifdef __FLT64_HAS_QUIET_NAN__
__FLT64_HAS_QUIET_NAN__: __FLT64_HAS_QUIET_NAN__
#else
__FLT64_HAS_QUIET_NAN__: undefined
#endif
#ifdef __FLT64_IS_IEC_60559__
__FLT64_IS_IEC_60559__: __FLT64_IS_IEC_60559__
#else
__FLT64_IS_IEC_60559__: undefined
#endif
#ifdef __FLT64_MANT_DIG__
__FLT64_MANT_DIG__: __FLT64_MANT_DIG__
#else
__FLT64_MANT_DIG__: undefined
#endif
#ifdef __FLT64_MAX_10_EXP__
__FLT64_MAX_10_EXP__: __FLT64_MAX_10_EXP__
#else
__FLT64_MAX_10_EXP__: undefined
#endif
#ifdef __FLT64_MAX_EXP__
__FLT64_MAX_EXP__: __FLT64_MAX_EXP__
#else
__FLT64_MAX_EXP__: undefined
#endif
#ifdef __FLT64_MAX__
__FLT64_MAX__: __FLT64_MAX__
#else
__FLT64_MAX__: undefined
#endif
#ifdef __FLT64_MIN_10_EXP__
__FLT64_MIN_10_EXP__: __FLT64_MIN_10_EXP__
#else
__FLT64_MIN_10_EXP__: undefined
#endif
#ifdef __FLT64_MIN_EXP__
__FLT64_MIN_EXP__: __FLT64_MIN_EXP__
#else
__FLT64_MIN_EXP__: undefined
#endif
#ifdef __FLT64_MIN__
__FLT64_MIN__: __FLT64_MIN__
#else
__FLT64_MIN__: undefined
#endif
#ifdef __FLT64_NORM_MAX__
__FLT64_NORM_MAX__: __FLT64_NORM_MAX__
#else
__FLT64_NORM_MAX__: undefined
#endif
#ifdef __FLT_DECIMAL_DIG__
__FLT_DECIMAL_DIG__: __FLT_DECIMAL_DIG__
#else
__FLT_DECIMAL_DIG__: undefined
#endif
#ifdef __FLT_DENORM_MIN__
__FLT_DENORM_MIN__: __FLT_DENORM_MIN__
#else
__FLT_DENORM_MIN__: undefined
#endif
#ifdef __FLT_DIG__
__FLT_DIG__: __FLT_DIG__
#else
__FLT_DIG__: undefined
#endif
#ifdef __FLT_EPSILON__
__FLT_EPSILON__: __FLT_EPSILON__
#else
__FLT_EPSILON__: undefined
#endif
#ifdef __FLT_EVAL_METHOD_TS_18661_3__
__FLT_EVAL_METHOD_TS_18661_3__: __FLT_EVAL_METHOD_TS_18661_3__
#else
__FLT_EVAL_METHOD_TS_18661_3__: undefined
#endif
#ifdef __FLT_EVAL_METHOD__
__FLT_EVAL_METHOD__: __FLT_EVAL_METHOD__
#else
__FLT_EVAL_METHOD__: undefined
#endif
#ifdef __FLT_HAS_DENORM__
__FLT_HAS_DENORM__: __FLT_HAS_DENORM__
#else
__FLT_HAS_DENORM__: undefined
#endif
#ifdef __FLT_HAS_INFINITY__
__FLT_HAS_INFINITY__: __FLT_HAS_INFINITY__
#else
__FLT_HAS_INFINITY__: undefined
#endif
#ifdef __FLT_HAS_QUIET_NAN__
__FLT_HAS_QUIET_NAN__: __FLT_HAS_QUIET_NAN__
#else
__FLT_HAS_QUIET_NAN__: undefined
#endif
#ifdef __FLT_IS_IEC_60559__
__FLT_IS_IEC_60559__: __FLT_IS_IEC_60559__
#else
__FLT_IS_IEC_60559__: undefined
#endif
#ifdef __FLT_MANT_DIG__
__FLT_MANT_DIG__: __FLT_MANT_DIG__
#else
__FLT_MANT_DIG__: undefined
#endif
#ifdef __FLT_MAX_10_EXP__
__FLT_MAX_10_EXP__: __FLT_MAX_10_EXP__
#else
__FLT_MAX_10_EXP__: undefined
#endif
#ifdef __FLT_MAX_EXP__
__FLT_MAX_EXP__: __FLT_MAX_EXP__
#else
__FLT_MAX_EXP__: undefined
#endif
#ifdef __FLT_MAX__
__FLT_MAX__: __FLT_MAX__
#else
__FLT_MAX__: undefined
#endif
#ifdef __FLT_MIN_10_EXP__
__FLT_MIN_10_EXP__: __FLT_MIN_10_EXP__
#else
__FLT_MIN_10_EXP__: undefined
#endif
#ifdef __FLT_MIN_EXP__
__FLT_MIN_EXP__: __FLT_MIN_EXP__
#else
__FLT_MIN_EXP__: undefined
#endif
#ifdef __FLT_MIN__
__FLT_MIN__: __FLT_MIN__
#else
__FLT_MIN__: undefined
#endif
#ifdef __FLT_NORM_MAX__
__FLT_NORM_MAX__: __FLT_NORM_MAX__
#else
__FLT_NORM_MAX__: undefined
#endif
#ifdef __FLT_RADIX__
__FLT_RADIX__: __FLT_RADIX__
#else
__FLT_RADIX__: undefined
#endif
#ifdef __FXSR__
__FXSR__: __FXSR__
#else
__FXSR__: undefined
#endif
#ifdef __GCC_ASM_FLAG_OUTPUTS__
__GCC_ASM_FLAG_OUTPUTS__: __GCC_ASM_FLAG_OUTPUTS__
#else
__GCC_ASM_FLAG_OUTPUTS__: undefined
#endif
#ifdef __GCC_ATOMIC_BOOL_LOCK_FREE
__GCC_ATOMIC_BOOL_LOCK_FREE: __GCC_ATOMIC_BOOL_LOCK_FREE
#else
__GCC_ATOMIC_BOOL_LOCK_FREE: undefined
#endif
#ifdef __GCC_ATOMIC_CHAR16_T_LOCK_FREE
__GCC_ATOMIC_CHAR16_T_LOCK_FREE: __GCC_ATOMIC_CHAR16_T_LOCK_FREE
#else
__GCC_ATOMIC_CHAR16_T_LOCK_FREE: undefined
#endif
#ifdef __GCC_ATOMIC_CHAR32_T_LOCK_FREE
__GCC_ATOMIC_CHAR32_T_LOCK_FREE: __GCC_ATOMIC_CHAR32_T_LOCK_FREE
#else
__GCC_ATOMIC_CHAR32_T_LOCK_FREE: undefined
#endif
#ifdef __GCC_ATOMIC_CHAR_LOCK_FREE
__GCC_ATOMIC_CHAR_LOCK_FREE: __GCC_ATOMIC_CHAR_LOCK_FREE
#else
__GCC_ATOMIC_CHAR_LOCK_FREE: undefined
#endif
#ifdef __GCC_ATOMIC_INT_LOCK_FREE
__GCC_ATOMIC_INT_LOCK_FREE: __GCC_ATOMIC_INT_LOCK_FREE
#else
__GCC_ATOMIC_INT_LOCK_FREE: undefined
#endif
#ifdef __GCC_ATOMIC_LLONG_LOCK_FREE
__GCC_ATOMIC_LLONG_LOCK_FREE: __GCC_ATOMIC_LLONG_LOCK_FREE
#else
__GCC_ATOMIC_LLONG_LOCK_FREE: undefined
#endif
#ifdef __GCC_ATOMIC_LONG_LOCK_FREE
__GCC_ATOMIC_LONG_LOCK_FREE: __GCC_ATOMIC_LONG_LOCK_FREE
#else
__GCC_ATOMIC_LONG_LOCK_FREE: undefined
#endif
#ifdef __GCC_ATOMIC_POINTER_LOCK_FREE
__GCC_ATOMIC_POINTER_LOCK_FREE: __GCC_ATOMIC_POINTER_LOCK_FREE
#else
__GCC_ATOMIC_POINTER_LOCK_FREE: undefined
#endif
#ifdef __GCC_ATOMIC_SHORT_LOCK_FREE
__GCC_ATOMIC_SHORT_LOCK_FREE: __GCC_ATOMIC_SHORT_LOCK_FREE
#else
__GCC_ATOMIC_SHORT_LOCK_FREE: undefined
#endif
#ifdef __GCC_ATOMIC_TEST_AND_SET_TRUEVAL
__GCC_ATOMIC_TEST_AND_SET_TRUEVAL: __GCC_ATOMIC_TEST_AND_SET_TRUEVAL
#else
__GCC_ATOMIC_TEST_AND_SET_TRUEVAL: undefined
#endif
#ifdef __GCC_ATOMIC_WCHAR_T_LOCK_FREE
__GCC_ATOMIC_WCHAR_T_LOCK_FREE: __GCC_ATOMIC_WCHAR_T_LOCK_FREE
#else
__GCC_ATOMIC_WCHAR_T_LOCK_FREE: undefined
#endif
#ifdef __GCC_CONSTRUCTIVE_SIZE
__GCC_CONSTRUCTIVE_SIZE: __GCC_CONSTRUCTIVE_SIZE
#else
__GCC_CONSTRUCTIVE_SIZE: undefined
#endif
#ifdef __GCC_DESTRUCTIVE_SIZE
__GCC_DESTRUCTIVE_SIZE: __GCC_DESTRUCTIVE_SIZE
#else
__GCC_DESTRUCTIVE_SIZE: undefined
#endif
#ifdef __GCC_HAVE_DWARF2_CFI_ASM
__GCC_HAVE_DWARF2_CFI_ASM: __GCC_HAVE_DWARF2_CFI_ASM
#else
__GCC_HAVE_DWARF2_CFI_ASM: undefined
#endif
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_1
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_1: __GCC_HAVE_SYNC_COMPARE_AND_SWAP_1
#else
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_1: undefined
#endif
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_2
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_2: __GCC_HAVE_SYNC_COMPARE_AND_SWAP_2
#else
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_2: undefined
#endif
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_4
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_4: __GCC_HAVE_SYNC_COMPARE_AND_SWAP_4
#else
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_4: undefined
#endif
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_8
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_8: __GCC_HAVE_SYNC_COMPARE_AND_SWAP_8
#else
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_8: undefined
#endif
#ifdef __GCC_IEC_559
__GCC_IEC_559: __GCC_IEC_559
#else
__GCC_IEC_559: undefined
#endif
#ifdef __GCC_IEC_559_COMPLEX
__GCC_IEC_559_COMPLEX: __GCC_IEC_559_COMPLEX
#else
__GCC_IEC_559_COMPLEX: undefined
#endif
#ifdef __GNUC_EXECUTION_CHARSET_NAME
__GNUC_EXECUTION_CHARSET_NAME: __GNUC_EXECUTION_CHARSET_NAME
#else
__GNUC_EXECUTION_CHARSET_NAME: undefined
#endif
#ifdef __GNUC_MINOR__
__GNUC_MINOR__: __GNUC_MINOR__
#else
__GNUC_MINOR__: undefined
#endif
#ifdef __GNUC_STDC_INLINE__
__GNUC_STDC_INLINE__: __GNUC_STDC_INLINE__
#else
__GNUC_STDC_INLINE__: undefined
#endif
#ifdef __GNUC_WIDE_EXECUTION_CHARSET_NAME
__GNUC_WIDE_EXECUTION_CHARSET_NAME: __GNUC_WIDE_EXECUTION_CHARSET_NAME
#else
__GNUC_WIDE_EXECUTION_CHARSET_NAME: undefined
#endif
#ifdef __GNUC__
__GNUC__: __GNUC__
#else
__GNUC__: undefined
#endif
#ifdef __GXX_ABI_VERSION
__GXX_ABI_VERSION: __GXX_ABI_VERSION
#else
__GXX_ABI_VERSION: undefined
#endif
#ifdef __HAVE_SPECULATION_SAFE_VALUE
__HAVE_SPECULATION_SAFE_VALUE: __HAVE_SPECULATION_SAFE_VALUE
#else
__HAVE_SPECULATION_SAFE_VALUE: undefined
#endif
#ifdef __INT16_MAX__
__INT16_MAX__: __INT16_MAX__
#else
__INT16_MAX__: undefined
#endif
#ifdef __INT16_TYPE__
__INT16_TYPE__: __INT16_TYPE__
#else
__INT16_TYPE__: undefined
#endif
#ifdef __INT32_MAX__
__INT32_MAX__: __INT32_MAX__
#else
__INT32_MAX__: undefined
#endif
#ifdef __INT32_TYPE__
__INT32_TYPE__: __INT32_TYPE__
#else
__INT32_TYPE__: undefined
#endif
#ifdef __INT64_MAX__
__INT64_MAX__: __INT64_MAX__
#else
__INT64_MAX__: undefined
#endif
#ifdef __INT64_TYPE__
__INT64_TYPE__: __INT64_TYPE__
#else
__INT64_TYPE__: undefined
#endif
#ifdef __INT8_MAX__
__INT8_MAX__: __INT8_MAX__
#else
__INT8_MAX__: undefined
#endif
#ifdef __INT8_TYPE__
__INT8_TYPE__: __INT8_TYPE__
#else
__INT8_TYPE__: undefined
#endif
#ifdef __INTMAX_MAX__
__INTMAX_MAX__: __INTMAX_MAX__
#else
__INTMAX_MAX__: undefined
#endif
#ifdef __INTMAX_TYPE__
__INTMAX_TYPE__: __INTMAX_TYPE__
#else
__INTMAX_TYPE__: undefined
#endif
#ifdef __INTMAX_WIDTH__
__INTMAX_WIDTH__: __INTMAX_WIDTH__
#else
__INTMAX_WIDTH__: undefined
#endif
#ifdef __INTPTR_MAX__
__INTPTR_MAX__: __INTPTR_MAX__
#else
__INTPTR_MAX__: undefined
#endif
#ifdef __INTPTR_TYPE__
__INTPTR_TYPE__: __INTPTR_TYPE__
#else
__INTPTR_TYPE__: undefined
#endif
#ifdef __INTPTR_WIDTH__
__INTPTR_WIDTH__: __INTPTR_WIDTH__
#else
__INTPTR_WIDTH__: undefined
#endif
#ifdef __INT_FAST16_MAX__
__INT_FAST16_MAX__: __INT_FAST16_MAX__
#else
__INT_FAST16_MAX__: undefined
#endif
#ifdef __INT_FAST16_TYPE__
__INT_FAST16_TYPE__: __INT_FAST16_TYPE__
#else
__INT_FAST16_TYPE__: undefined
#endif
#ifdef __INT_FAST16_WIDTH__
__INT_FAST16_WIDTH__: __INT_FAST16_WIDTH__
#else
__INT_FAST16_WIDTH__: undefined
#endif
#ifdef __INT_FAST32_MAX__
__INT_FAST32_MAX__: __INT_FAST32_MAX__
#else
__INT_FAST32_MAX__: undefined
#endif
#ifdef __INT_FAST32_TYPE__
__INT_FAST32_TYPE__: __INT_FAST32_TYPE__
#else
__INT_FAST32_TYPE__: undefined
#endif
#ifdef __INT_FAST32_WIDTH__
__INT_FAST32_WIDTH__: __INT_FAST32_WIDTH__
#else
__INT_FAST32_WIDTH__: undefined
#endif
#ifdef __INT_FAST64_MAX__
__INT_FAST64_MAX__: __INT_FAST64_MAX__
#else
__INT_FAST64_MAX__: undefined
#endif
#ifdef __INT_FAST64_TYPE__
__INT_FAST64_TYPE__: __INT_FAST64_TYPE__
#else
__INT_FAST64_TYPE__: undefined
#endif
#ifdef __INT_FAST64_WIDTH__
__INT_FAST64_WIDTH__: __INT_FAST64_WIDTH__
#else
__INT_FAST64_WIDTH__: undefined
#endif
#ifdef __INT_FAST8_MAX__
__INT_FAST8_MAX__: __INT_FAST8_MAX__
#else
__INT_FAST8_MAX__: undefined
#endif
#ifdef __INT_FAST8_TYPE__
__INT_FAST8_TYPE__: __INT_FAST8_TYPE__
#else
__INT_FAST8_TYPE__: undefined
#endif
#ifdef __INT_FAST8_WIDTH__
__INT_FAST8_WIDTH__: __INT_FAST8_WIDTH__
#else
__INT_FAST8_WIDTH__: undefined
#endif
#ifdef __INT_LEAST16_MAX__
__INT_LEAST16_MAX__: __INT_LEAST16_MAX__
#else
__INT_LEAST16_MAX__: undefined
#endif
#ifdef __INT_LEAST16_TYPE__
__INT_LEAST16_TYPE__: __INT_LEAST16_TYPE__
#else
__INT_LEAST16_TYPE__: undefined
#endif
#ifdef __INT_LEAST16_WIDTH__
__INT_LEAST16_WIDTH__: __INT_LEAST16_WIDTH__
#else
__INT_LEAST16_WIDTH__: undefined
#endif
#ifdef __INT_LEAST32_MAX__
__INT_LEAST32_MAX__: __INT_LEAST32_MAX__
#else
__INT_LEAST32_MAX__: undefined
#endif
#ifdef __INT_LEAST32_TYPE__
__INT_LEAST32_TYPE__: __INT_LEAST32_TYPE__
#else
__INT_LEAST32_TYPE__: undefined
#endif
#ifdef __INT_LEAST32_WIDTH__
__INT_LEAST32_WIDTH__: __INT_LEAST32_WIDTH__
#else
__INT_LEAST32_WIDTH__: undefined
#endif
#ifdef __INT_LEAST64_MAX__
__INT_LEAST64_MAX__: __INT_LEAST64_MAX__
#else
__INT_LEAST64_MAX__: undefined
#endif
#ifdef __INT_LEAST64_TYPE__
__INT_LEAST64_TYPE__: __INT_LEAST64_TYPE__
#else
__INT_LEAST64_TYPE__: undefined
#endif
#ifdef __INT_LEAST64_WIDTH__
__INT_LEAST64_WIDTH__: __INT_LEAST64_WIDTH__
#else
__INT_LEAST64_WIDTH__: undefined
#endif
#ifdef __INT_LEAST8_MAX__
__INT_LEAST8_MAX__: __INT_LEAST8_MAX__
#else
__INT_LEAST8_MAX__: undefined
#endif
#ifdef __INT_LEAST8_TYPE__
__INT_LEAST8_TYPE__: __INT_LEAST8_TYPE__
#else
__INT_LEAST8_TYPE__: undefined
#endif
#ifdef __INT_LEAST8_WIDTH__
__INT_LEAST8_WIDTH__: __INT_LEAST8_WIDTH__
#else
__INT_LEAST8_WIDTH__: undefined
#endif
#ifdef __INT_MAX__
__INT_MAX__: __INT_MAX__
#else
__INT_MAX__: undefined
#endif
#ifdef __INT_WIDTH__
__INT_WIDTH__: __INT_WIDTH__
#else
__INT_WIDTH__: undefined
#endif
#ifdef __LDBL_DECIMAL_DIG__
__LDBL_DECIMAL_DIG__: __LDBL_DECIMAL_DIG__
#else
__LDBL_DECIMAL_DIG__: undefined
#endif
#ifdef __LDBL_DENORM_MIN__
__LDBL_DENORM_MIN__: __LDBL_DENORM_MIN__
#else
__LDBL_DENORM_MIN__: undefined
#endif
#ifdef __LDBL_DIG__
__LDBL_DIG__: __LDBL_DIG__
#else
__LDBL_DIG__: undefined
#endif
#ifdef __LDBL_EPSILON__
__LDBL_EPSILON__: __LDBL_EPSILON__
#else
__LDBL_EPSILON__: undefined
#endif
#ifdef __LDBL_HAS_DENORM__
__LDBL_HAS_DENORM__: __LDBL_HAS_DENORM__
#else
__LDBL_HAS_DENORM__: undefined
#endif
#ifdef __LDBL_HAS_INFINITY__
__LDBL_HAS_INFINITY__: __LDBL_HAS_INFINITY__
#else
__LDBL_HAS_INFINITY__: undefined
#endif
#ifdef __LDBL_HAS_QUIET_NAN__
__LDBL_HAS_QUIET_NAN__: __LDBL_HAS_QUIET_NAN__
#else
__LDBL_HAS_QUIET_NAN__: undefined
#endif
#ifdef __LDBL_IS_IEC_60559__
__LDBL_IS_IEC_60559__: __LDBL_IS_IEC_60559__
#else
__LDBL_IS_IEC_60559__: undefined
#endif
#ifdef __LDBL_MANT_DIG__
__LDBL_MANT_DIG__: __LDBL_MANT_DIG__
#else
__LDBL_MANT_DIG__: undefined
#endif
#ifdef __LDBL_MAX_10_EXP__
__LDBL_MAX_10_EXP__: __LDBL_MAX_10_EXP__
#else
__LDBL_MAX_10_EXP__: undefined
#endif
#ifdef __LDBL_MAX_EXP__
__LDBL_MAX_EXP__: __LDBL_MAX_EXP__
#else
__LDBL_MAX_EXP__: undefined
#endif
#ifdef __LDBL_MAX__
__LDBL_MAX__: __LDBL_MAX__
#else
__LDBL_MAX__: undefined
#endif
#ifdef __LDBL_MIN_10_EXP__
__LDBL_MIN_10_EXP__: __LDBL_MIN_10_EXP__
#else
__LDBL_MIN_10_EXP__: undefined
#endif
#ifdef __LDBL_MIN_EXP__
__LDBL_MIN_EXP__: __LDBL_MIN_EXP__
#else
__LDBL_MIN_EXP__: undefined
#endif
#ifdef __LDBL_MIN__
__LDBL_MIN__: __LDBL_MIN__
#else
__LDBL_MIN__: undefined
#endif
#ifdef __LDBL_NORM_MAX__
__LDBL_NORM_MAX__: __LDBL_NORM_MAX__
#else
__LDBL_NORM_MAX__: undefined
#endif
#ifdef __LONG_LONG_MAX__
__LONG_LONG_MAX__: __LONG_LONG_MAX__
#else
__LONG_LONG_MAX__: undefined
#endif
#ifdef __LONG_LONG_WIDTH__
__LONG_LONG_WIDTH__: __LONG_LONG_WIDTH__
#else
__LONG_LONG_WIDTH__: undefined
#endif
#ifdef __LONG_MAX__
__LONG_MAX__: __LONG_MAX__
#else
__LONG_MAX__: undefined
#endif
#ifdef __LONG_WIDTH__
__LONG_WIDTH__: __LONG_WIDTH__
#else
__LONG_WIDTH__: undefined
#endif
#ifdef __LP64__
__LP64__: __LP64__
#else
__LP64__: undefined
#endif
#ifdef __MMX_WITH_SSE__
__MMX_WITH_SSE__: __MMX_WITH_SSE__
#else
__MMX_WITH_SSE__: undefined
#endif
#ifdef __MMX__
__MMX__: __MMX__
#else
__MMX__: undefined
#endif
#ifdef __NO_INLINE__
__NO_INLINE__: __NO_INLINE__
#else
__NO_INLINE__: undefined
#endif
#ifdef __OPTIMIZE__
__OPTIMIZE__: __OPTIMIZE__
#else
__OPTIMIZE__: undefined
#endif
#ifdef __ORDER_BIG_ENDIAN__
__ORDER_BIG_ENDIAN__: __ORDER_BIG_ENDIAN__
#else
__ORDER_BIG_ENDIAN__: undefined
#endif
#ifdef __ORDER_LITTLE_ENDIAN__
__ORDER_LITTLE_ENDIAN__: __ORDER_LITTLE_ENDIAN__
#else
__ORDER_LITTLE_ENDIAN__: undefined
#endif
#ifdef __ORDER_PDP_ENDIAN__
__ORDER_PDP_ENDIAN__: __ORDER_PDP_ENDIAN__
#else
__ORDER_PDP_ENDIAN__: undefined
#endif
#ifdef __PIC__
__PIC__: __PIC__
#else
__PIC__: undefined
#endif
#ifdef __PIE__
__PIE__: __PIE__
#else
__PIE__: undefined
#endif
#ifdef __PRAGMA_REDEFINE_EXTNAME
__PRAGMA_REDEFINE_EXTNAME: __PRAGMA_REDEFINE_EXTNAME
#else
__PRAGMA_REDEFINE_EXTNAME: undefined
#endif
#ifdef __PTRDIFF_MAX__
__PTRDIFF_MAX__: __PTRDIFF_MAX__
#else
__PTRDIFF_MAX__: undefined
#endif
#ifdef __PTRDIFF_TYPE__
__PTRDIFF_TYPE__: __PTRDIFF_TYPE__
#else
__PTRDIFF_TYPE__: undefined
#endif
#ifdef __PTRDIFF_WIDTH__
__PTRDIFF_WIDTH__: __PTRDIFF_WIDTH__
#else
__PTRDIFF_WIDTH__: undefined
#endif
#ifdef __REGISTER_PREFIX__
__REGISTER_PREFIX__: __REGISTER_PREFIX__
#else
__REGISTER_PREFIX__: undefined
#endif
#ifdef __SANITIZE_ADDRESS__
__SANITIZE_ADDRESS__: __SANITIZE_ADDRESS__
#else
__SANITIZE_ADDRESS__: undefined
#endif
#ifdef __SCHAR_MAX__
__SCHAR_MAX__: __SCHAR_MAX__
#else
__SCHAR_MAX__: undefined
#endif
#ifdef __SCHAR_WIDTH__
__SCHAR_WIDTH__: __SCHAR_WIDTH__
#else
__SCHAR_WIDTH__: undefined
#endif
#ifdef __SEG_FS
__SEG_FS: __SEG_FS
#else
__SEG_FS: undefined
#endif
#ifdef __SEG_GS
__SEG_GS: __SEG_GS
#else
__SEG_GS: undefined
#endif
#ifdef __SHRT_MAX__
__SHRT_MAX__: __SHRT_MAX__
#else
__SHRT_MAX__: undefined
#endif
#ifdef __SHRT_WIDTH__
__SHRT_WIDTH__: __SHRT_WIDTH__
#else
__SHRT_WIDTH__: undefined
#endif
#ifdef __SIG_ATOMIC_MAX__
__SIG_ATOMIC_MAX__: __SIG_ATOMIC_MAX__
#else
__SIG_ATOMIC_MAX__: undefined
#endif
#ifdef __SIG_ATOMIC_MIN__
__SIG_ATOMIC_MIN__: __SIG_ATOMIC_MIN__
#else
__SIG_ATOMIC_MIN__: undefined
#endif
#ifdef __SIG_ATOMIC_TYPE__
__SIG_ATOMIC_TYPE__: __SIG_ATOMIC_TYPE__
#else
__SIG_ATOMIC_TYPE__: undefined
#endif
#ifdef __SIG_ATOMIC_WIDTH__
__SIG_ATOMIC_WIDTH__: __SIG_ATOMIC_WIDTH__
#else
__SIG_ATOMIC_WIDTH__: undefined
#endif
#ifdef __SIZEOF_DOUBLE__
__SIZEOF_DOUBLE__: __SIZEOF_DOUBLE__
#else
__SIZEOF_DOUBLE__: undefined
#endif
#ifdef __SIZEOF_FLOAT128__
__SIZEOF_FLOAT128__: __SIZEOF_FLOAT128__
#else
__SIZEOF_FLOAT128__: undefined
#endif
#ifdef __SIZEOF_FLOAT80__
__SIZEOF_FLOAT80__: __SIZEOF_FLOAT80__
#else
__SIZEOF_FLOAT80__: undefined
#endif
#ifdef __SIZEOF_FLOAT__
__SIZEOF_FLOAT__: __SIZEOF_FLOAT__
#else
__SIZEOF_FLOAT__: undefined
#endif
#ifdef __SIZEOF_INT128__
__SIZEOF_INT128__: __SIZEOF_INT128__
#else
__SIZEOF_INT128__: undefined
#endif
#ifdef __SIZEOF_INT__
__SIZEOF_INT__: __SIZEOF_INT__
#else
__SIZEOF_INT__: undefined
#endif
#ifdef __SIZEOF_LONG_DOUBLE__
__SIZEOF_LONG_DOUBLE__: __SIZEOF_LONG_DOUBLE__
#else
__SIZEOF_LONG_DOUBLE__: undefined
#endif
#ifdef __SIZEOF_LONG_LONG__
__SIZEOF_LONG_LONG__: __SIZEOF_LONG_LONG__
#else
__SIZEOF_LONG_LONG__: undefined
#endif
#ifdef __SIZEOF_LONG__
__SIZEOF_LONG__: __SIZEOF_LONG__
#else
__SIZEOF_LONG__: undefined
#endif
#ifdef __SIZEOF_POINTER__
__SIZEOF_POINTER__: __SIZEOF_POINTER__
#else
__SIZEOF_POINTER__: undefined
#endif
#ifdef __SIZEOF_PTRDIFF_T__
__SIZEOF_PTRDIFF_T__: __SIZEOF_PTRDIFF_T__
#else
__SIZEOF_PTRDIFF_T__: undefined
#endif
#ifdef __SIZEOF_SHORT__
__SIZEOF_SHORT__: __SIZEOF_SHORT__
#else
__SIZEOF_SHORT__: undefined
#endif
#ifdef __SIZEOF_SIZE_T__
__SIZEOF_SIZE_T__: __SIZEOF_SIZE_T__
#else
__SIZEOF_SIZE_T__: undefined
#endif
#ifdef __SIZEOF_WCHAR_T__
__SIZEOF_WCHAR_T__: __SIZEOF_WCHAR_T__
#else
__SIZEOF_WCHAR_T__: undefined
#endif
#ifdef __SIZEOF_WINT_T__
__SIZEOF_WINT_T__: __SIZEOF_WINT_T__
#else
__SIZEOF_WINT_T__: undefined
#endif
#ifdef __SIZE_MAX__
__SIZE_MAX__: __SIZE_MAX__
#else
__SIZE_MAX__: undefined
#endif
#ifdef __SIZE_TYPE__
__SIZE_TYPE__: __SIZE_TYPE__
#else
__SIZE_TYPE__: undefined
#endif
#ifdef __SIZE_WIDTH__
__SIZE_WIDTH__: __SIZE_WIDTH__
#else
__SIZE_WIDTH__: undefined
#endif
#ifdef __SSE2_MATH__
__SSE2_MATH__: __SSE2_MATH__
#else
__SSE2_MATH__: undefined
#endif
#ifdef __SSE2__
__SSE2__: __SSE2__
#else
__SSE2__: undefined
#endif
#ifdef __SSE_MATH__
__SSE_MATH__: __SSE_MATH__
#else
__SSE_MATH__: undefined
#endif
#ifdef __SSE__
__SSE__: __SSE__
#else
__SSE__: undefined
#endif
#ifdef __SSP_ALL__
__SSP_ALL__: __SSP_ALL__
#else
__SSP_ALL__: undefined
#endif
#ifdef __STDC_HOSTED__
__STDC_HOSTED__: __STDC_HOSTED__
#else
__STDC_HOSTED__: undefined
#endif
#ifdef __STDC_IEC_559_COMPLEX__
__STDC_IEC_559_COMPLEX__: __STDC_IEC_559_COMPLEX__
#else
__STDC_IEC_559_COMPLEX__: undefined
#endif
#ifdef __STDC_IEC_559__
__STDC_IEC_559__: __STDC_IEC_559__
#else
__STDC_IEC_559__: undefined
#endif
#ifdef __STDC_IEC_60559_BFP__
__STDC_IEC_60559_BFP__: __STDC_IEC_60559_BFP__
#else
__STDC_IEC_60559_BFP__: undefined
#endif
#ifdef __STDC_IEC_60559_COMPLEX__
__STDC_IEC_60559_COMPLEX__: __STDC_IEC_60559_COMPLEX__
#else
__STDC_IEC_60559_COMPLEX__: undefined
#endif
#ifdef __STDC_ISO_10646__
__STDC_ISO_10646__: __STDC_ISO_10646__
#else
__STDC_ISO_10646__: undefined
#endif
#ifdef __STDC_UTF_16__
__STDC_UTF_16__: __STDC_UTF_16__
#else
__STDC_UTF_16__: undefined
#endif
#ifdef __STDC_UTF_32__
__STDC_UTF_32__: __STDC_UTF_32__
#else
__STDC_UTF_32__: undefined
#endif
#ifdef __STDC_VERSION__
__STDC_VERSION__: __STDC_VERSION__
#else
__STDC_VERSION__: undefined
#endif
#ifdef __STDC__
__STDC__: __STDC__
#else
__STDC__: undefined
#endif
#ifdef __STRICT_ANSI__
__STRICT_ANSI__: __STRICT_ANSI__
#else
__STRICT_ANSI__: undefined
#endif
#ifdef __UINT16_MAX__
__UINT16_MAX__: __UINT16_MAX__
#else
__UINT16_MAX__: undefined
#endif
#ifdef __UINT16_TYPE__
__UINT16_TYPE__: __UINT16_TYPE__
#else
__UINT16_TYPE__: undefined
#endif
#ifdef __UINT32_MAX__
__UINT32_MAX__: __UINT32_MAX__
#else
__UINT32_MAX__: undefined
#endif
#ifdef __UINT32_TYPE__
__UINT32_TYPE__: __UINT32_TYPE__
#else
__UINT32_TYPE__: undefined
#endif
#ifdef __UINT64_MAX__
__UINT64_MAX__: __UINT64_MAX__
#else
__UINT64_MAX__: undefined
#endif
#ifdef __UINT64_TYPE__
__UINT64_TYPE__: __UINT64_TYPE__
#else
__UINT64_TYPE__: undefined
#endif
#ifdef __UINT8_MAX__
__UINT8_MAX__: __UINT8_MAX__
#else
__UINT8_MAX__: undefined
#endif
#ifdef __UINT8_TYPE__
__UINT8_TYPE__: __UINT8_TYPE__
#else
__UINT8_TYPE__: undefined
#endif
#ifdef __UINTMAX_MAX__
__UINTMAX_MAX__: __UINTMAX_MAX__
#else
__UINTMAX_MAX__: undefined
#endif
#ifdef __UINTMAX_TYPE__
__UINTMAX_TYPE__: __UINTMAX_TYPE__
#else
__UINTMAX_TYPE__: undefined
#endif
#ifdef __UINTPTR_MAX__
__UINTPTR_MAX__: __UINTPTR_MAX__
#else
__UINTPTR_MAX__: undefined
#endif
#ifdef __UINTPTR_TYPE__
__UINTPTR_TYPE__: __UINTPTR_TYPE__
#else
__UINTPTR_TYPE__: undefined
#endif
#ifdef __UINT_FAST16_MAX__
__UINT_FAST16_MAX__: __UINT_FAST16_MAX__
#else
__UINT_FAST16_MAX__: undefined
#endif
#ifdef __UINT_FAST16_TYPE__
__UINT_FAST16_TYPE__: __UINT_FAST16_TYPE__
#else
__UINT_FAST16_TYPE__: undefined
#endif
#ifdef __UINT_FAST32_MAX__
__UINT_FAST32_MAX__: __UINT_FAST32_MAX__
#else
__UINT_FAST32_MAX__: undefined
#endif
#ifdef __UINT_FAST32_TYPE__
__UINT_FAST32_TYPE__: __UINT_FAST32_TYPE__
#else
__UINT_FAST32_TYPE__: undefined
#endif
#ifdef __UINT_FAST64_MAX__
__UINT_FAST64_MAX__: __UINT_FAST64_MAX__
#else
__UINT_FAST64_MAX__: undefined
#endif
#ifdef __UINT_FAST64_TYPE__
__UINT_FAST64_TYPE__: __UINT_FAST64_TYPE__
#else
__UINT_FAST64_TYPE__: undefined
#endif
#ifdef __UINT_FAST8_MAX__
__UINT_FAST8_MAX__: __UINT_FAST8_MAX__
#else
__UINT_FAST8_MAX__: undefined
#endif
#ifdef __UINT_FAST8_TYPE__
__UINT_FAST8_TYPE__: __UINT_FAST8_TYPE__
#else
__UINT_FAST8_TYPE__: undefined
#endif
#ifdef __UINT_LEAST16_MAX__
__UINT_LEAST16_MAX__: __UINT_LEAST16_MAX__
#else
__UINT_LEAST16_MAX__: undefined
#endif
#ifdef __UINT_LEAST16_TYPE__
__UINT_LEAST16_TYPE__: __UINT_LEAST16_TYPE__
#else
__UINT_LEAST16_TYPE__: undefined
#endif
#ifdef __UINT_LEAST32_MAX__
__UINT_LEAST32_MAX__: __UINT_LEAST32_MAX__
#else
__UINT_LEAST32_MAX__: undefined
#endif
#ifdef __UINT_LEAST32_TYPE__
__UINT_LEAST32_TYPE__: __UINT_LEAST32_TYPE__
#else
__UINT_LEAST32_TYPE__: undefined
#endif
#ifdef __UINT_LEAST64_MAX__
__UINT_LEAST64_MAX__: __UINT_LEAST64_MAX__
#else
__UINT_LEAST64_MAX__: undefined
#endif
#ifdef __UINT_LEAST64_TYPE__
__UINT_LEAST64_TYPE__: __UINT_LEAST64_TYPE__
#else
__UINT_LEAST64_TYPE__: undefined
#endif
#ifdef __UINT_LEAST8_MAX__
__UINT_LEAST8_MAX__: __UINT_LEAST8_MAX__
#else
__UINT_LEAST8_MAX__: undefined
#endif
#ifdef __UINT_LEAST8_TYPE__
__UINT_LEAST8_TYPE__: __UINT_LEAST8_TYPE__
#else
__UINT_LEAST8_TYPE__: undefined
#endif
#ifdef __USER_LABEL_PREFIX__
__USER_LABEL_PREFIX__: __USER_LABEL_PREFIX__
#else
__USER_LABEL_PREFIX__: undefined
#endif
#ifdef __WCHAR_MAX__
__WCHAR_MAX__: __WCHAR_MAX__
#else
__WCHAR_MAX__: undefined
#endif
#ifdef __WCHAR_MIN__
__WCHAR_MIN__: __WCHAR_MIN__
#else
__WCHAR_MIN__: undefined
#endif
#ifdef __WCHAR_TYPE__
__WCHAR_TYPE__: __WCHAR_TYPE__
#else
__WCHAR_TYPE__: undefined
#endif
#ifdef __WCHAR_WIDTH__
__WCHAR_WIDTH__: __WCHAR_WIDTH__
#else
__WCHAR_WIDTH__: undefined
#endif
#ifdef __WINT_MAX__
__WINT_MAX__: __WINT_MAX__
#else
__WINT_MAX__: undefined
#endif
#ifdef __WINT_MIN__
__WINT_MIN__: __WINT_MIN__
#else
__WINT_MIN__: undefined
#endif
#ifdef __WINT_TYPE__
__WINT_TYPE__: __WINT_TYPE__
#else
__WINT_TYPE__: undefined
#endif
#ifdef __WINT_WIDTH__
__WINT_WIDTH__: __WINT_WIDTH__
#else
__WINT_WIDTH__: undefined
#endif
#ifdef __amd64
__amd64: __amd64
#else
__amd64: undefined
#endif
#ifdef __amd64__
__amd64__: __amd64__
#else
__amd64__: undefined
#endif
#ifdef __code_model_large__
__code_model_large__: __code_model_large__
#else
__code_model_large__: undefined
#endif
#ifdef __code_model_small__
__code_model_small__: __code_model_small__
#else
__code_model_small__: undefined
#endif
#ifdef __gnu_linux__
__gnu_linux__: __gnu_linux__
#else
__gnu_linux__: undefined
#endif
#ifdef __k8
__k8: __k8
#else
__k8: undefined
#endif
#ifdef __k8__
__k8__: __k8__
#else
__k8__: undefined
#endif
#ifdef __linux
__linux: __linux
#else
__linux: undefined
#endif
#ifdef __linux__
__linux__: __linux__
#else
__linux__: undefined
#endif
#ifdef __pic__
__pic__: __pic__
#else
__pic__: undefined
#endif
#ifdef __pie__
__pie__: __pie__
#else
__pie__: undefined
#endif
#ifdef __unix
__unix: __unix
#else
__unix: undefined
#endif
#ifdef __unix__
__unix__: __unix__
#else
__unix__: undefined
#endif
#ifdef __x86_64
__x86_64: __x86_64
#else
__x86_64: undefined
#endif
#ifdef __x86_64__
__x86_64__: __x86_64__
#else
__x86_64__: undefined
#endif
#ifdef linux
linux: linux
#else
linux: undefined
#endif
#ifdef unix
unix: unix
#else
unix: undefined
#endif
