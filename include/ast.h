/* ast.h -- types and expression nodes of the front end (parse.c, type.c).
 *
 * The parser types every expression as it builds it and calls the checks
 * (check.h) at each conversion site, so statements leave no tree behind.
 * An expression whose type could not be derived has type TY_UNKNOWN; no
 * finding is ever made from it and it is counted in the statistics. */
#ifndef NULLAUDIT_AST_H
#define NULLAUDIT_AST_H

#include <stdbool.h>
#include <stdint.h>

#include <stdio.h>

#include "token.h"

typedef enum TypeKind {
	TY_UNKNOWN, TY_VOID, TY_BOOL, TY_CHAR, TY_SHORT, TY_INT, TY_LONG, TY_LLONG,
	TY_INT128, TY_FLOAT, TY_DOUBLE, TY_LDOUBLE, TY_ENUM, TY_PTR, TY_ARRAY,
	TY_FUNC, TY_STRUCT, TY_UNION, TY_NULLPTR,
	TY_VECTOR,              /* GNU vector_size: base elements, size bytes */
} TypeKind;

typedef struct Member Member;
typedef struct Param Param;

typedef struct Type {
	TypeKind kind;
	bool is_unsigned;
	bool is_const;
	bool is_volatile, is_restrict, is_atomic;   /* the other qualifiers */
	bool explicit_char_sign;
	int size;               /* bytes, -1 unknown */
	int align;              /* bytes, 0: that of the kind (see ty_align) */
	int bit_width;          /* a bit-field member's width, else 0 */
	struct Type *base;      /* pointee, element, return type */
	long array_len;         /* -1: unknown or flexible */
	const char *tag;        /* struct/union/enum tag */
	const char *typedef_name;
	const char *float_name; /* _Float128, _Float64, __bf16 ...: a distinct
	                         * type with the format of kind (size may differ) */
	/* struct/union */
	Member *members;
	bool complete;
	bool defining;           /* its body is being parsed */
	struct Type *origin;    /* the shared struct type a qualified copy was made of */
	/* function */
	Param *params;
	int nparams;
	bool variadic;
	bool has_proto;
	bool knr_params;        /* no prototype, but a K&R definition gave its
	                         * parameters' types: calls after it are checked */
	int sentinel;           /* __attribute__((sentinel(N))): N+1, 0 = none */
} Type;

struct Member {
	const char *name;       /* NULL for an anonymous struct/union member */
	Type *type;
	Member *next;
	long offset;            /* bytes from the start, set by ty_layout */
	int bit_width;          /* -1: not a bit-field */
	int align_attr;         /* _Alignas / aligned(N), 0: none */
	bool packed;            /* __attribute__((packed)) on the member */
};

struct Param {
	const char *name;
	Type *type;
};

typedef enum NodeKind {
	ND_NUM, ND_FNUM, ND_CHAR, ND_STR, ND_VAR, ND_ENUMCONST, ND_NULLPTR,
	ND_BOOLCONST,
	ND_NEG, ND_POS, ND_NOT, ND_BITNOT, ND_ADDR, ND_DEREF, ND_PREINC, ND_POSTINC,
	ND_CAST, ND_SIZEOF, ND_ALIGNOF,
	ND_BINARY, ND_LOGAND, ND_LOGOR, ND_CMP, ND_ASSIGN, ND_COND, ND_COMMA,
	ND_CALL, ND_MEMBER, ND_INDEX, ND_STMT_EXPR, ND_COMPOUND_LIT, ND_LABEL_ADDR,
	ND_BUILTIN, ND_INIT_LIST, ND_UNKNOWN,
	ND_GENERIC,             /* _Generic, __builtin_choose_expr: lhs is the selected operand */
} NodeKind;

typedef struct Node {
	NodeKind kind;
	Type *type;
	int tok, tok_end;       /* token index range [tok, tok_end] incl. parens */
	int op_tok;             /* the operator token, or tok */
	bool is_const;          /* integer constant expression */
	int64_t value;          /* its value when is_const */
	struct Node *lhs, *rhs, *cond;
	struct Node **args;     /* call arguments, init list items */
	int nargs;
	const char *name;       /* variable, member or builtin name */
	Type *cast_type;        /* ND_CAST target */
} Node;

/* A _Generic selection stands for its selected association (C11
 * 6.5.1.1p4): its type, value and null pointer constant; so does GNU C's
 * __builtin_choose_expr for the operand its constant selects. */
static inline Node *nd_selected(Node *e)
{
	while (e && e->kind == ND_GENERIC && e->lhs)
		e = e->lhs;
	return e;
}

/* Target type sizes (from the arch preset). */
typedef struct TargetInfo {
	int size_short, size_int, size_long, size_long_long, size_pointer;
	int size_float, size_double, size_long_double;
	int size_va_list, align_va_list;   /* __builtin_va_list */
	bool aarch64;        /* AdvSIMD's builtin types (arm_neon.h) exist */
	bool altivec;        /* __vector is a type specifier (PowerPC AltiVec) */
	bool char_signed;
	bool c23;            /* the unit's __STDC_VERSION__ is C2x's: bool is a
	                        keyword (before, an ordinary name: int bool;) */
} TargetInfo;

extern TargetInfo target;

/* type.c */
Type *ty_basic(TypeKind k, bool is_unsigned);
/* One type per kind and signedness for the unit, shared: never to be
 * changed (expressions' types: literals, comparisons, conversions) */
Type *ty_basic_shared(TypeKind k, bool is_unsigned);
Type *ty_ptr(Type *base);
Type *ty_array(Type *base, long len);
Type *ty_func(Type *ret);
bool ty_compatible(const Type *a, const Type *b);
Type *ty_copy(Type *t);
/* t without top-level qualifiers (the type of an rvalue); t when it has none */
Type *ty_unqual(Type *t);
/* t with the qualifiers of q added (a copy when that changes anything) */
Type *ty_add_quals(Type *t, const Type *q);
Type *ty_unknown(void);
bool ty_is_integer(const Type *t);   /* incl. bool, char, enum */
bool ty_is_arith(const Type *t);
bool ty_is_pointer(const Type *t);   /* pointer (arrays and functions decay) */
bool ty_is_scalar(const Type *t);
bool ty_is_record(const Type *t);   /* struct or union */
bool ty_is_char(const Type *t);
bool ty_is_void_ptr(const Type *t);
Type *ty_decay(Type *t);
Type *ty_arith_conv(Type *a, Type *b);
Type *ty_promote(Type *t);
/* The member called name, looking into anonymous members; *offset (when
 * not NULL) gets its byte offset. */
Member *ty_find_member(Type *t, const char *name, long *offset);
/* Size and alignment in bytes (-1 size: incomplete or unknown); a struct
 * copy made before the body was seen takes them from the struct. */
int ty_size(const Type *t);
int ty_align(const Type *t);
/* Offsets, size and alignment of a completed struct or union (x86-64
 * System V rules for bit-fields; packed; aligned(N) as struct_align). */
void ty_layout(Type *t, bool packed, int struct_align);
/* The type as C would write it: "char *", "struct bar *". Interned. */
const char *ty_str(const Type *t);
void *ty_alloc(size_t n); /* zeroed memory freed with the unit's types: members, params */
void ty_free_all(void);  /* frees every type of the unit */

/* parse.c: the statistics of a unit */
typedef struct ParseStats {
	long expressions;
	long untyped;
	int errors;
} ParseStats;

/* When set, called with each parse error as it is printed: where, and the
 * message (without the location). */
extern void (*parse_error_hook)(SrcLoc at, const char *message);
/* When set (--dump-types), each expression statement's type is printed. */
extern FILE *parse_dump_types;

#endif
