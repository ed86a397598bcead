/* type.c -- C types: construction, conversions, printing. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "util.h"

TargetInfo target = {.size_short = 2, .size_int = 4, .size_long = 8, .size_long_long = 8,
                     .size_pointer = 8, .size_float = 4, .size_double = 8,
                     .size_long_double = 16, .size_va_list = 24, .align_va_list = 8,
                     .char_signed = true};

/* Every type of a unit, its members and its parameter arrays live in
 * this arena: zeroed blocks taken in order from chunks, all freed at once
 * when the unit ends (a kernel unit makes about 300,000 types). */
static Arena types;

void *ty_alloc(size_t n)
{
	return arena_alloc(&types, n);
}

static Type *ty_new(TypeKind k)
{
	Type *t = ty_alloc(sizeof *t);
	t->kind = k;
	t->size = -1;
	t->array_len = -1;
	return t;
}

/* The unqualified arithmetic and void types that expressions are given
 * (a literal, a comparison, a promotion: 200,000 a kernel unit), one of
 * each per unit; see ty_basic_shared(). */
static Type *shared_basic[TY_NULLPTR + 1][2];

void ty_free_all(void)
{
	arena_free(&types);
	memset(shared_basic, 0, sizeof shared_basic);
}

static int basic_size(TypeKind k)
{
	switch (k) {
	case TY_BOOL: case TY_CHAR: return 1;
	case TY_SHORT: return target.size_short;
	case TY_INT: case TY_ENUM: return target.size_int;
	case TY_LONG: return target.size_long;
	case TY_LLONG: return target.size_long_long;
	case TY_INT128: return 16;
	case TY_FLOAT: return target.size_float;
	case TY_DOUBLE: return target.size_double;
	case TY_LDOUBLE: return target.size_long_double;
	case TY_PTR: case TY_NULLPTR: return target.size_pointer;
	default: return -1;
	}
}

Type *ty_basic(TypeKind k, bool is_unsigned)
{
	Type *t = ty_new(k);
	t->is_unsigned = is_unsigned;
	t->size = basic_size(k);
	return t;
}

Type *ty_basic_shared(TypeKind k, bool is_unsigned)
{
	Type **slot = &shared_basic[k][is_unsigned];
	if (!*slot)
		*slot = ty_basic(k, is_unsigned);
	return *slot;
}

Type *ty_unknown(void)
{
	return ty_new(TY_UNKNOWN);
}

Type *ty_ptr(Type *base)
{
	Type *t = ty_new(TY_PTR);
	t->base = base;
	t->size = target.size_pointer;
	return t;
}

/* len elements of size elem: -1 when unknown or not an int (an array of
 * 2^62 elements is checked, not laid out). */
static int array_size(long len, int elem)
{
	if (len < 0 || elem < 0)
		return -1;
	if (elem && len > INT_MAX / elem)
		return -1;
	return (int)(len * elem);
}

Type *ty_array(Type *base, long len)
{
	Type *t = ty_new(TY_ARRAY);
	t->base = base;
	t->array_len = len;
	t->size = array_size(len, base->size);
	return t;
}

Type *ty_func(Type *ret)
{
	Type *t = ty_new(TY_FUNC);
	t->base = ret;
	return t;
}

Type *ty_copy(Type *src)
{
	Type *t = ty_new(src->kind);
	*t = *src;
	if (src->params) {
		t->params = ty_alloc(sizeof *t->params * (size_t)(src->nparams ? src->nparams : 1));
		memcpy(t->params, src->params, sizeof *t->params * (size_t)src->nparams);
	}
	/* members stay owned by the original */
	t->origin = src->origin ? src->origin : src;
	if (!src->members && ty_is_record(src))
		t->origin = src->origin ? src->origin : src;
	return t;
}

static bool has_quals(const Type *t)
{
	return t->is_const || t->is_volatile || t->is_restrict || t->is_atomic;
}

static bool same_quals(const Type *a, const Type *b)
{
	return a->is_const == b->is_const && a->is_volatile == b->is_volatile &&
	       a->is_restrict == b->is_restrict && a->is_atomic == b->is_atomic;
}

Type *ty_unqual(Type *t)
{
	if (!has_quals(t))
		return t;
	t = ty_copy(t);
	t->is_const = t->is_volatile = t->is_restrict = t->is_atomic = false;
	return t;
}

Type *ty_add_quals(Type *t, const Type *q)
{
	if ((t->is_const || !q->is_const) && (t->is_volatile || !q->is_volatile) &&
	    (t->is_restrict || !q->is_restrict) && (t->is_atomic || !q->is_atomic))
		return t;
	if (t->kind == TY_ARRAY)   /* a qualified array: its elements are */
		return ty_array(ty_add_quals(t->base, q), t->array_len);
	t = ty_copy(t);
	t->is_const |= q->is_const;
	t->is_volatile |= q->is_volatile;
	t->is_restrict |= q->is_restrict;
	t->is_atomic |= q->is_atomic;
	return t;
}

bool ty_is_integer(const Type *t)
{
	return t->kind >= TY_BOOL && t->kind <= TY_INT128 ? true : t->kind == TY_ENUM;
}

bool ty_is_arith(const Type *t)
{
	return ty_is_integer(t) || (t->kind >= TY_FLOAT && t->kind <= TY_LDOUBLE);
}

bool ty_is_pointer(const Type *t)
{
	return t->kind == TY_PTR || t->kind == TY_ARRAY || t->kind == TY_FUNC;
}

bool ty_is_scalar(const Type *t)
{
	return ty_is_arith(t) || ty_is_pointer(t) || t->kind == TY_NULLPTR;
}

bool ty_is_record(const Type *t)
{
	return t->kind == TY_STRUCT || t->kind == TY_UNION;
}

bool ty_is_char(const Type *t)
{
	return t->kind == TY_CHAR;
}

bool ty_is_void_ptr(const Type *t)
{
	return t->kind == TY_PTR && t->base && t->base->kind == TY_VOID;
}

Type *ty_decay(Type *t)
{
	if (t->kind == TY_ARRAY)
		return ty_ptr(t->base);
	if (t->kind == TY_FUNC)
		return ty_ptr(t);
	return t;
}

static int rank(const Type *t)
{
	switch (t->kind) {
	case TY_BOOL: return 0;
	case TY_CHAR: return 1;
	case TY_SHORT: return 2;
	case TY_INT: case TY_ENUM: return 3;
	case TY_LONG: return 4;
	case TY_LLONG: return 5;
	case TY_INT128: return 6;
	default: return 3;
	}
}

Type *ty_promote(Type *t)
{
	/* a bit-field whose values int can hold promotes to int, to unsigned
	 * int when unsigned int can */
	int int_bits = target.size_int * 8;
	if (t->bit_width > 0 && ty_is_integer(t) && t->bit_width <= int_bits)
		return ty_basic_shared(TY_INT, t->is_unsigned && t->bit_width == int_bits);
	if (ty_is_integer(t) && rank(t) < 3)
		return ty_basic_shared(TY_INT, false);
	if (t->kind == TY_ENUM)
		return ty_basic_shared(t->size > target.size_int ? TY_LONG : TY_INT, t->is_unsigned);
	return t;
}

Type *ty_arith_conv(Type *a, Type *b)
{
	if (a->kind == TY_UNKNOWN || b->kind == TY_UNKNOWN)
		return ty_unknown();
	if (!ty_is_arith(a) || !ty_is_arith(b))
		return ty_unknown();
	bool fa = a->kind >= TY_FLOAT && a->kind <= TY_LDOUBLE;
	bool fb = b->kind >= TY_FLOAT && b->kind <= TY_LDOUBLE;
	if (fa || fb) {  /* the wider floating type (an integer converts to it); of
		          * two with one format, the _FloatN interchange type */
		const Type *w = !fb || (fa && (a->kind > b->kind || (a->kind == b->kind && a->float_name))) ? a : b;
		Type *r = ty_basic(w->kind, false);
		r->float_name = w->float_name;
		r->size = w->size;
		return r;
	}
	a = ty_promote(a);
	b = ty_promote(b);
	int ra = rank(a), rb = rank(b);
	if (ra == rb)
		return ty_basic_shared(a->kind == TY_ENUM ? TY_INT : a->kind, a->is_unsigned || b->is_unsigned);
	Type *hi = ra > rb ? a : b, *lo = ra > rb ? b : a;
	bool u = hi->is_unsigned || (lo->is_unsigned && hi->size <= lo->size);
	return ty_basic_shared(hi->kind, u);
}

/* Broken code can make a struct an anonymous member of itself (found by
 * fuzzing: endless recursion): a type already on the search path is not
 * entered again, and anonymous members nest at most this deep. */
#define ANON_DEPTH_MAX 64

static Member *find_member(Type *t, const char *name, long *offset, Type **path, int depth)
{
	if (t->origin)
		t = t->origin;
	if (depth >= ANON_DEPTH_MAX)
		return NULL;
	for (int i = 0; i < depth; i++)
		if (path[i] == t)
			return NULL;
	path[depth] = t;
	for (Member *m = t->members; m; m = m->next) {
		Member *in = m->name == name ? m : NULL;
		if (!m->name && ty_is_record(m->type))
			in = find_member(m->type, name, offset, path, depth + 1);
		if (in) {
			if (offset)
				*offset = (in == m ? 0 : *offset) + m->offset;
			return in;
		}
	}
	return NULL;
}

Member *ty_find_member(Type *t, const char *name, long *offset)
{
	Type *path[ANON_DEPTH_MAX];
	return find_member(t, name, offset, path, 0);
}

int ty_size(const Type *t)
{
	if (ty_is_record(t))
		return t->origin ? t->origin->size : t->size;
	if (t->kind == TY_ARRAY) {
		int b = ty_size(t->base);
		return array_size(t->array_len, b);
	}
	return t->size;
}

int ty_align(const Type *t)
{
	if (t->align > 0)
		return t->align;
	switch (t->kind) {
	case TY_STRUCT: case TY_UNION:
		return t->origin && t->origin->align > 0 ? t->origin->align : 1;
	case TY_ARRAY:
		return ty_align(t->base);
	case TY_FUNC: case TY_VOID:
		return 1;
	default:
		return t->size > 0 ? t->size : 1;
	}
}

static long round_up(long n, long a)
{
	return (n + a - 1) / a * a;
}

void ty_layout(Type *t, bool packed, int struct_align)
{
	long bits = 0, size = 0;
	int align = 1;
	bool known = true;
	for (Member *m = t->members; m; m = m->next) {
		int msize = ty_size(m->type), malign = ty_align(m->type);
		const Type *elem = m->type;
		while (elem->kind == TY_ARRAY)
			elem = elem->base;
		if (target.size_pointer == 4 && malign > 4 && elem->kind >= TY_LLONG && elem->kind <= TY_LDOUBLE)
			malign = 4;   /* i386: long long and double members are 4-aligned */
		if (msize < 0 && !(m->type->kind == TY_ARRAY && m->type->array_len < 0 && !m->next))
			known = false;   /* a flexible array member has size 0 */
		if (msize < 0)
			msize = 0;
		if ((packed || m->packed) && m->bit_width < 0)
			malign = 1;
		if (m->align_attr > malign)
			malign = m->align_attr;
		if (t->kind == TY_UNION)
			bits = 0;
		if (m->bit_width >= 0) {
			long unit = (long)malign * 8;
			if (m->bit_width == 0)
				bits = round_up(bits, unit);
			else if (!packed && !m->packed && bits / unit != (bits + m->bit_width - 1) / unit)
				bits = round_up(bits, unit);   /* no straddling of its type's unit */
			m->offset = bits / 8 / malign * malign;
			bits += m->bit_width;
			if (!m->name || packed || m->packed)
				malign = 1;                     /* unnamed ones do not align the struct */
		} else {
			bits = round_up(bits, (long)malign * 8);
			m->offset = bits / 8;
			bits += (long)msize * 8;
		}
		if (malign > align)
			align = malign;
		if (round_up(bits, 8) / 8 > size)
			size = round_up(bits, 8) / 8;
	}
	if (struct_align > align)
		align = struct_align;
	t->align = align;
	t->size = known ? (int)round_up(size, align) : -1;
}

static void ty_write(StrBuf *sb, const Type *t, const char *inner)
{
	switch (t->kind) {
	case TY_PTR: {
		const Type *b = t->base;
		char *s = xasprintf("*%s%s%s%s%s", t->is_atomic ? " _Atomic" : "", t->is_const ? " const" : "",
		                    t->is_volatile ? " volatile" : "", t->is_restrict ? " restrict" : "", inner);
		if (b->kind == TY_ARRAY || b->kind == TY_FUNC) {
			char *p = xasprintf("(%s)", s);
			ty_write(sb, b, p);
			free(p);
		} else {
			ty_write(sb, b, s);
		}
		free(s);
		return;
	}
	case TY_ARRAY: {
		char *s = t->array_len >= 0 ? xasprintf("%s[%ld]", inner, t->array_len)
		                           : xasprintf("%s[]", inner);
		ty_write(sb, t->base, s);
		free(s);
		return;
	}
	case TY_FUNC: {
		StrBuf p = {0};
		sb_printf(&p, "%s(", inner);
		for (int i = 0; t->has_proto && i < t->nparams; i++) {
			if (i)
				sb_puts(&p, ", ");
			sb_puts(&p, ty_str(t->params[i].type));
		}
		if (t->variadic)
			sb_puts(&p, t->has_proto && t->nparams ? ", ..." : "...");
		else if (!t->nparams && t->has_proto)
			sb_puts(&p, "void");
		sb_putc(&p, ')');
		ty_write(sb, t->base, p.buf);
		free(p.buf);
		return;
	}
	case TY_VECTOR:
		if (!t->typedef_name) {
			char *s = xasprintf("__vector(%d) %s", ty_size(t->base) > 0 ? t->size / ty_size(t->base) : 0,
			                    ty_str(t->base));
			sb_puts(sb, s);
			if (*inner)
				sb_printf(sb, " %s", inner);
			free(s);
			return;
		}
		break;
	default:
		break;
	}
	if (t->is_atomic)
		sb_puts(sb, "_Atomic ");
	if (t->is_const)
		sb_puts(sb, "const ");
	if (t->is_volatile)
		sb_puts(sb, "volatile ");
	if (t->typedef_name) {
		sb_puts(sb, t->typedef_name);
	} else if (t->float_name) {
		sb_puts(sb, t->float_name);
	} else {
		static const char *const names[] = {
			"<unknown>", "void", "_Bool", "char", "short", "int", "long",
			"long long", "__int128", "float", "double", "long double", "enum",
			"", "", "", "struct", "union", "nullptr_t", "",
		};
		/* plain char is unsigned on arm64, arm, powerpc, s390x and
		 * riscv64 and is still written char */
		if (t->kind == TY_CHAR && !t->explicit_char_sign)
			;
		else if (t->is_unsigned && ty_is_integer(t) && t->kind != TY_BOOL && t->kind != TY_ENUM)
			sb_puts(sb, "unsigned ");
		else if (t->kind == TY_CHAR && t->explicit_char_sign)
			sb_puts(sb, "signed ");
		sb_puts(sb, names[t->kind]);
		if (t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ENUM)
			sb_printf(sb, " %s", t->tag ? t->tag : "<anonymous>");
	}
	if (*inner)
		sb_printf(sb, " %s", inner);
}

const char *ty_str(const Type *t)
{
	StrBuf sb = {0};
	ty_write(&sb, t, "");
	const char *s = intern(sb.buf ? sb.buf : "");
	free(sb.buf);
	return s;
}

/* Compatible types for _Generic and __builtin_types_compatible_p, without
 * top-level qualifiers (C11 6.2.7, simplified: tags and typedef names are
 * not compared beyond the struct identity). */
bool ty_compatible(const Type *a, const Type *b)
{
	if (!a || !b || a->kind == TY_UNKNOWN || b->kind == TY_UNKNOWN)
		return false;
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case TY_PTR:
		return ty_compatible(a->base, b->base) && same_quals(a->base, b->base);
	case TY_ARRAY:
		return ty_compatible(a->base, b->base) &&
		       (a->array_len < 0 || b->array_len < 0 || a->array_len == b->array_len);
	case TY_STRUCT: case TY_UNION: case TY_ENUM:
		return (a->origin ? a->origin : a) == (b->origin ? b->origin : b) ||
		       (a->tag && a->tag == b->tag);
	case TY_FUNC:
		return ty_compatible(a->base, b->base);
	case TY_CHAR:
		return a->is_unsigned == b->is_unsigned && a->explicit_char_sign == b->explicit_char_sign;
	default:
		return a->is_unsigned == b->is_unsigned && a->float_name == b->float_name;
	}
}
