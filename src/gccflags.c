/* gccflags.c -- the predefined macros that gcc's driver flags change.
 *
 * An arch preset holds `gcc -dM -E` of the target with no flags. The flags
 * of a real compile command change that set: -O2 defines __OPTIMIZE__,
 * -fsanitize=kernel-address __SANITIZE_ADDRESS__, -mno-sse drops __SSE__,
 * -std=gnu11 sets __STDC_VERSION__, -nostdinc drops what stdc-predef.h
 * would define... The kernel tests several of these in #if. Each rule
 * below was measured against gcc 12 (`gcc FLAG -dM -E - </dev/null`
 * compared with no flag); flags not listed here change no macro we model
 * (-march= and -mtune= feature macros are not modelled). */
#include "gccflags.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* names are interned: a preset's 350 definitions are found by pointer,
 * through an index (a search of them all for each made the parse of a
 * preset quadratic: a fifth of a small unit's start) */
typedef struct {
	const char **name;
	char **value;
	int n, cap;
	PtrMap ix;   /* name -> its last index + 1 */
} Defs;

static int defs_find(const Defs *d, const char *name)
{
	name = intern(name);
	int i = (int)(intptr_t)pm_get(&d->ix, name) - 1;
	return i >= 0 && d->name[i] == name ? i : -1;
}

static void set(Defs *d, const char *name, const char *value)
{
	int i = defs_find(d, name);
	if (i >= 0) {
		free(d->value[i]);
		d->value[i] = xstrdup(value);
		return;
	}
	if (d->n == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 512;
		d->name = xrealloc(d->name, sizeof *d->name * (size_t)d->cap);
		d->value = xrealloc(d->value, sizeof *d->value * (size_t)d->cap);
	}
	d->name[d->n] = intern(name);
	d->value[d->n++] = xstrdup(value);
	pm_set(&d->ix, d->name[d->n - 1], (void *)(intptr_t)d->n);
}

static void drop(Defs *d, int i)
{
	free(d->value[i]);
	d->name[i] = NULL;
	d->value[i] = NULL;
}

static void unset(Defs *d, const char *name)
{
	int i = defs_find(d, name);
	if (i >= 0)
		drop(d, i);
}

static void unset_prefix(Defs *d, const char *prefix)
{
	size_t n = strlen(prefix);
	for (int i = 0; i < d->n; i++)
		if (d->name[i] && !strncmp(d->name[i], prefix, n))
			drop(d, i);
}

static bool has(const Defs *d, const char *name)
{
	return defs_find(d, name) >= 0;
}

/* "#define NAME VALUE" lines (function-like names keep their parameters). */
static void defs_parse(Defs *d, const char *text)
{
	const char *p = text;
	while (*p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		if (len > 8 && !strncmp(p, "#define ", 8)) {
			const char *n = p + 8, *e = n;
			int depth = 0;
			while (e < p + len && (depth || *e != ' ')) {
				depth += *e == '(' ? 1 : *e == ')' ? -1 : 0;
				e++;
			}
			char *name = xstrndup(n, (size_t)(e - n));
			char *value = xstrndup(e < p + len ? e + 1 : e, (size_t)(p + len - (e < p + len ? e + 1 : e)));
			set(d, name, value);
			free(name);
			free(value);
		}
		p += len + (eol ? 1 : 0);
	}
}

static char *defs_text(Defs *d)
{
	StrBuf sb = {0};
	for (int i = 0; i < d->n; i++) {
		if (d->name[i]) {
			sb_puts(&sb, "#define ");   /* not sb_printf: 350 lines a unit */
			sb_puts(&sb, d->name[i]);
			sb_putc(&sb, ' ');
			sb_puts(&sb, d->value[i]);
			sb_putc(&sb, '\n');
		}
		free(d->value[i]);
	}
	free(d->name);
	free(d->value);
	pm_free(&d->ix);
	if (!sb.buf)
		sb_puts(&sb, "");
	return sb_steal(&sb);
}

/* What glibc's stdc-predef.h defines: gcc includes that header implicitly,
 * so `gcc -dM -E` shows these in the preset. They depend on other macros
 * (__GCC_IEC_559), so they are not taken from the preset: the header is
 * included as gcc does, unless -nostdinc or -ffreestanding. */
static const char *const stdc_predef[] = {
	"_STDC_PREDEF_H", "__STDC_IEC_559__", "__STDC_IEC_559_COMPLEX__",
	"__STDC_IEC_60559_BFP__", "__STDC_IEC_60559_COMPLEX__", "__STDC_ISO_10646__", NULL,
};

static void std_version(Defs *d, const char *std)
{
	static const struct { const char *names; const char *version; } table[] = {
		{" c89 c90 gnu89 gnu90 iso9899:1990 ", NULL},
		{" iso9899:199409 ", "199409L"},
		{" c99 c9x gnu99 gnu9x iso9899:1999 iso9899:199x ", "199901L"},
		{" c11 c1x gnu11 gnu1x iso9899:2011 ", "201112L"},
		{" c17 c18 gnu17 gnu18 iso9899:2017 iso9899:2018 ", "201710L"},
		{" c2x gnu2x ", "202000L"},   /* GCC 12's value */
		{" c23 gnu23 iso9899:2024 ", "202311L"},   /* newer compilers' databases */
		{" c2y gnu2y ", "202500L"},
	};
	char key[64];
	if (strlen(std) > 60)
		return;
	snprintf(key, sizeof key, " %s ", std);
	for (size_t i = 0; i < sizeof table / sizeof *table; i++) {
		if (!strstr(table[i].names, key))
			continue;
		if (table[i].version) {
			set(d, "__STDC_VERSION__", table[i].version);
			if (strcmp(table[i].version, "201112L") >= 0) {   /* C11: char16_t */
				set(d, "__STDC_UTF_16__", "1");
				set(d, "__STDC_UTF_32__", "1");
			} else {
				unset(d, "__STDC_UTF_16__");
				unset(d, "__STDC_UTF_32__");
			}
			set(d, "__GNUC_STDC_INLINE__", "1");
			unset(d, "__GNUC_GNU_INLINE__");
		} else {
			unset(d, "__STDC_VERSION__");
			unset(d, "__STDC_UTF_16__");
			unset(d, "__STDC_UTF_32__");
			unset(d, "__GNUC_STDC_INLINE__");
			set(d, "__GNUC_GNU_INLINE__", "1");
		}
		if (strncmp(std, "gnu", 3)) {
			/* strict ISO: no names outside the reserved space */
			set(d, "__STRICT_ANSI__", "1");
			for (int k = 0; k < d->n; k++)
				if (d->name[k] && d->name[k][0] != '_')
					drop(d, k);
		}
		return;
	}
}

/* What the flags seen so far leave to their end: the target's family,
 * and the flags whose macros depend on one another. */
typedef struct Flags {
	bool x86, aarch64, mips;
	bool freestanding, fast_math, no_sse, no_sse2, no_387;
	bool async_unwind, unwind, debug;
} Flags;

/* -O LEVEL */
static void optimize_level(Defs *d, Flags *fs, const char *lvl)
{
	if (!strcmp(lvl, "0")) {
		unset(d, "__OPTIMIZE__");
		unset(d, "__OPTIMIZE_SIZE__");
		set(d, "__NO_INLINE__", "1");
		return;
	}
	set(d, "__OPTIMIZE__", "1");
	unset(d, "__NO_INLINE__");
	if (!strcmp(lvl, "s") || !strcmp(lvl, "z"))
		set(d, "__OPTIMIZE_SIZE__", "1");
	else
		unset(d, "__OPTIMIZE_SIZE__");
	if (!strcmp(lvl, "fast"))
		fs->fast_math = true;
}

/* -fpic, -fPIC, -fpie, -fPIE */
static void pic_level(Defs *d, const char *f)
{
	const char *lvl = f[2] == 'p' ? "1" : "2";
	set(d, "__pic__", lvl);
	set(d, "__PIC__", lvl);
	if (!strcmp(f + 3, "ie") || !strcmp(f + 3, "IE")) {
		set(d, "__pie__", lvl);
		set(d, "__PIE__", lvl);
	} else {
		unset(d, "__pie__");
		unset(d, "__PIE__");
	}
}

/* -fstack-protector[-strong|-all|-explicit], -fno-stack-protector */
static void stack_protector(Defs *d, const char *f)
{
	unset(d, "__SSP__");
	unset(d, "__SSP_STRONG__");
	unset(d, "__SSP_ALL__");
	unset(d, "__SSP_EXPLICIT__");
	if (!strcmp(f, "-fstack-protector"))
		set(d, "__SSP__", "1");
	else if (!strcmp(f, "-fstack-protector-strong"))
		set(d, "__SSP_STRONG__", "3");
	else if (!strcmp(f, "-fstack-protector-all"))
		set(d, "__SSP_ALL__", "2");
	else if (!strcmp(f, "-fstack-protector-explicit"))
		set(d, "__SSP_EXPLICIT__", "4");
}

/* -fsanitize=LIST, -fno-sanitize=LIST: the sanitizers that define a
 * macro */
static void sanitizers(Defs *d, const Flags *fs, const char *f)
{
	bool on = f[2] != 'n';
	const char *list = strchr(f, '=') + 1;
	char buf[256];
	snprintf(buf, sizeof buf, ",%s,", list);
	const char *macro[3] = {NULL, NULL, NULL};
	if (strstr(buf, ",address,") || strstr(buf, ",kernel-address,"))
		macro[0] = "__SANITIZE_ADDRESS__";
	if (strstr(buf, ",thread,"))
		macro[1] = "__SANITIZE_THREAD__";
	if (fs->aarch64 && (strstr(buf, ",hwaddress,") || strstr(buf, ",kernel-hwaddress,")))
		macro[2] = "__SANITIZE_HWADDRESS__";
	for (int k = 0; k < 3; k++)
		if (macro[k]) {
			if (on)
				set(d, macro[k], "1");
			else
				unset(d, macro[k]);
		}
}

/* -fshort-wchar: a 16-bit wchar_t, UTF-16 in the target's byte order */
static void short_wchar(Defs *d)
{
	set(d, "__WCHAR_TYPE__", "short unsigned int");
	set(d, "__WCHAR_MAX__", "0xffff");
	set(d, "__WCHAR_MIN__", "0");
	set(d, "__SIZEOF_WCHAR_T__", "2");
	set(d, "__WCHAR_WIDTH__", "16");
	set(d, "__GNUC_WIDE_EXECUTION_CHARSET_NAME",
	    has(d, "__ORDER_BIG_ENDIAN__") && defs_find(d, "__BYTE_ORDER__") >= 0 &&
	    !strcmp(d->value[defs_find(d, "__BYTE_ORDER__")], "__ORDER_BIG_ENDIAN__")
	    ? "\"UTF-16BE\"" : "\"UTF-16LE\"");
}

/* MIPS's -march=: the ISA's macros, as mips-linux-gnu-gcc 12 sets them
 * (tests/arch-presets.sh compares); Release 6, whose floating point
 * macros change too, and the CPU names are left as the preset has them. */
static void mips_arch(Defs *d, const char *isa)
{
	static const struct {
		const char *name, *upper, *rev;
		bool no_madd4, is64;
	} isas[] = {
		{"mips32", "MIPS32", "1", true, false},   {"mips32r2", "MIPS32R2", "2", false, false},
		{"mips32r5", "MIPS32R5", "5", false, false}, {"mips64", "MIPS64", "1", false, true},
		{"mips64r2", "MIPS64R2", "2", false, true},
	};
	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		if (strcmp(isa, isas[i].name))
			continue;
		char *q = xasprintf("\"%s\"", isa);
		unset_prefix(d, "_MIPS_ARCH_");
		unset_prefix(d, "_MIPS_TUNE_");
		set(d, "_MIPS_ARCH", q);
		set(d, "_MIPS_TUNE", q);
		char *a = xasprintf("_MIPS_ARCH_%s", isas[i].upper), *t = xasprintf("_MIPS_TUNE_%s", isas[i].upper);
		set(d, a, "1");
		set(d, t, "1");
		set(d, "__mips_isa_rev", isas[i].rev);
		if (isas[i].no_madd4)
			set(d, "__mips_no_madd4", "1");
		else
			unset(d, "__mips_no_madd4");
		if (isas[i].is64) {
			set(d, "__mips", "64");
			set(d, "_MIPS_ISA", "_MIPS_ISA_MIPS64");
		}
		free(q);
		free(a);
		free(t);
	}
}

/* A -m flag of the target's machine (x86's, AArch64's, MIPS's). */
static void machine_flag(Defs *d, Flags *fs, const char *f)
{
	bool x86 = fs->x86;
	if (fs->mips && !strncmp(f, "-march=", 7)) {
		mips_arch(d, f + 7);
	} else if (fs->mips && !strcmp(f, "-msoft-float")) {
		set(d, "_MIPS_SPFPSET", "32");
		set(d, "__GCC_IEC_559", "0");
		set(d, "__GCC_IEC_559_COMPLEX", "0");
		set(d, "__mips_fpr", "32");
		unset(d, "__mips_hard_float");
		set(d, "__mips_soft_float", "1");
	} else if (fs->mips && !strcmp(f, "-mno-abicalls")) {
		unset(d, "__mips_abicalls");
	} else if (x86 && !strncmp(f, "-mcmodel=", 9)) {
		unset_prefix(d, "__code_model_");
		char *m = xasprintf("__code_model_%s__", f + 9);
		set(d, m, "1");
		free(m);
	} else if (x86 && !strcmp(f, "-mno-mmx")) {
		unset(d, "__MMX__");
		unset(d, "__MMX_WITH_SSE__");
	} else if (x86 && !strcmp(f, "-mno-sse")) {
		fs->no_sse = true;
	} else if (x86 && !strcmp(f, "-mno-sse2")) {
		fs->no_sse2 = true;
	} else if (x86 && !strcmp(f, "-mno-3dnow")) {
		unset(d, "__3dNOW__");
		unset(d, "__3dNOW_A__");
	} else if (x86 && !strcmp(f, "-mno-avx")) {
		unset_prefix(d, "__AVX");
	} else if ((x86 && (!strcmp(f, "-mno-80387") || !strcmp(f, "-msoft-float"))) ||
	           (fs->aarch64 && !strcmp(f, "-mgeneral-regs-only"))) {
		fs->no_387 = true;
	}
}

/* One flag f of the command: the macros it sets at once, or what it
 * leaves to the end in fs. */
static void apply_flag(Defs *d, Flags *fs, const char *f)
{
	if (f[0] == '-' && f[1] == 'O') {
		optimize_level(d, fs, f + 2);
	} else if (!strcmp(f, "-ffast-math")) {
		fs->fast_math = true;
	} else if (!strcmp(f, "-fpic") || !strcmp(f, "-fPIC") || !strcmp(f, "-fpie") ||
	           !strcmp(f, "-fPIE")) {
		pic_level(d, f);
	} else if (!strcmp(f, "-fno-pic") || !strcmp(f, "-fno-PIC") || !strcmp(f, "-fno-pie") ||
	           !strcmp(f, "-fno-PIE")) {
		unset(d, "__pic__");
		unset(d, "__PIC__");
		unset(d, "__pie__");
		unset(d, "__PIE__");
	} else if (!strncmp(f, "-fcf-protection", 15)) {
		const char *v = f[15] == '=' ? f + 16 : "full";
		if (!strcmp(v, "none"))
			unset(d, "__CET__");
		else
			set(d, "__CET__", !strcmp(v, "branch") ? "1" : !strcmp(v, "return") ? "2" : "3");
	} else if (!strcmp(f, "-ffreestanding") || !strcmp(f, "-fno-hosted")) {
		fs->freestanding = true;
	} else if (!strcmp(f, "-fhosted")) {
		fs->freestanding = false;
	} else if (!strcmp(f, "-funsigned-char") || !strcmp(f, "-fno-signed-char")) {
		set(d, "__CHAR_UNSIGNED__", "1");
	} else if (!strcmp(f, "-fsigned-char") || !strcmp(f, "-fno-unsigned-char")) {
		unset(d, "__CHAR_UNSIGNED__");
	} else if (!strncmp(f, "-fstack-protector", 17) || !strcmp(f, "-fno-stack-protector")) {
		stack_protector(d, f);
	} else if (!strncmp(f, "-fsanitize=", 11) || !strncmp(f, "-fno-sanitize=", 14)) {
		sanitizers(d, fs, f);
	} else if (!strcmp(f, "-fshort-wchar")) {
		short_wchar(d);
	} else if (!strcmp(f, "-fexceptions")) {
		set(d, "__EXCEPTIONS", "1");
	} else if (!strcmp(f, "-fno-exceptions")) {
		unset(d, "__EXCEPTIONS");
	} else if (!strcmp(f, "-fopenmp")) {
		set(d, "_OPENMP", "201511");
		set(d, "_REENTRANT", "1");
	} else if (!strcmp(f, "-fasynchronous-unwind-tables")) {
		fs->async_unwind = true;
	} else if (!strcmp(f, "-fno-asynchronous-unwind-tables")) {
		fs->async_unwind = false;
	} else if (!strcmp(f, "-funwind-tables")) {
		fs->unwind = true;
	} else if (!strcmp(f, "-fno-unwind-tables")) {
		fs->unwind = false;
	} else if (f[0] == '-' && f[1] == 'g' && strcmp(f, "-g0")) {
		fs->debug = true;
	} else if (!strcmp(f, "-g0")) {
		fs->debug = false;
	} else if (!strncmp(f, "-std=", 5)) {
		std_version(d, f + 5);
	} else if (!strcmp(f, "-ansi")) {
		std_version(d, "c90");
	} else {
		machine_flag(d, fs, f);
	}
}

/* What the flags left to their end: the floating point and SSE macros
 * that -mno-sse, -mno-sse2, -mno-80387 and -ffast-math change together,
 * the unwind tables' macro, a freestanding environment. */
static void apply_flags_end(Defs *d, const Flags *fs)
{
	bool x86 = fs->x86, no_sse = fs->no_sse, no_sse2 = fs->no_sse2, no_387 = fs->no_387;
	if (no_sse) {
		unset(d, "__SSE__");
		unset(d, "__SSE_MATH__");
		no_sse2 = true;
	}
	if (no_sse2) {
		unset(d, "__SSE2__");
		unset(d, "__SSE2_MATH__");
		unset(d, "__MMX_WITH_SSE__");
		unset_prefix(d, "__FLT16_");
	}
	if (no_387) {
		set(d, "_SOFT_FLOAT", "1");
		if (fs->aarch64)
			unset_prefix(d, "__FLT16_");
	}
	if (x86 && (no_sse || no_sse2) && !no_387) {
		const char *m = no_sse ? "2" : "-1";
		set(d, "__FLT_EVAL_METHOD__", m);
		set(d, "__FLT_EVAL_METHOD_TS_18661_3__", m);
	}
	if (x86 && (no_387 && (no_sse || no_sse2))) {
		set(d, "__GCC_IEC_559", "0");
		set(d, "__GCC_IEC_559_COMPLEX", "0");
	}
	if (fs->fast_math) {
		set(d, "__FAST_MATH__", "1");
		set(d, "__FINITE_MATH_ONLY__", "1");
		set(d, "__NO_MATH_ERRNO__", "1");
		set(d, "__ASSOCIATIVE_MATH__", "1");
		set(d, "__RECIPROCAL_MATH__", "1");
		set(d, "__NO_SIGNED_ZEROS__", "1");
		set(d, "__NO_TRAPPING_MATH__", "1");
		set(d, "__GCC_IEC_559", "0");
		set(d, "__GCC_IEC_559_COMPLEX", "0");
	}
	if (!(fs->async_unwind || fs->unwind || fs->debug))
		unset(d, "__GCC_HAVE_DWARF2_CFI_ASM");
	if (fs->freestanding)
		set(d, "__STDC_HOSTED__", "0");
}

char *gcc_flag_predefines(const char *preset, const StrVec *flags)
{
	Defs d = {0};
	defs_parse(&d, preset ? preset : "");
	Flags fs = {0};
	fs.x86 = has(&d, "__x86_64__") || has(&d, "__i386__");
	fs.aarch64 = has(&d, "__aarch64__");
	fs.mips = has(&d, "__mips__");
	bool s390 = has(&d, "__s390__"), ppc = has(&d, "__powerpc__");
	/* gcc's defaults: asynchronous unwind tables on x86, AArch64, s390 and
	 * PowerPC (32- and 64-bit), and on AArch64 synchronous ones too
	 * (-fno-asynchronous-unwind-tables alone keeps __GCC_HAVE_DWARF2_CFI_ASM
	 * there) */
	fs.async_unwind = fs.x86 || fs.aarch64 || s390 || ppc;
	fs.unwind = fs.aarch64;
	for (int i = 0; flags && i < flags->n; i++)
		apply_flag(&d, &fs, flags->v[i]);
	apply_flags_end(&d, &fs);
	/* stdc-predef.h is included instead, as gcc does (gcc_implicit_include) */
	for (int k = 0; stdc_predef[k]; k++)
		unset(&d, stdc_predef[k]);
	return defs_text(&d);
}

bool gcc_implicit_include(const StrVec *flags, bool nostdinc)
{
	bool freestanding = false;
	for (int i = 0; flags && i < flags->n; i++) {
		if (!strcmp(flags->v[i], "-ffreestanding") || !strcmp(flags->v[i], "-fno-hosted"))
			freestanding = true;
		else if (!strcmp(flags->v[i], "-fhosted"))
			freestanding = false;
	}
	return !freestanding && !nostdinc;
}

bool gcc_driver_flag(const char *a)
{
	return (a[0] == '-' && (a[1] == 'O' || a[1] == 'f' || a[1] == 'g' ||
	        (a[1] == 'm' && strcmp(a, "-m32") && strcmp(a, "-m64")))) ||
	       !strncmp(a, "-std=", 5) || !strcmp(a, "-ansi");
}

bool gcc_pp_flag_takes_arg(const char *a)
{
	static const char *const with_arg[] = {"-I", "-D", "-U", "-include", "-imacros", "-isystem",
	                                       "-iquote", "-idirafter", "-na-given", "-na-main", NULL};
	for (int i = 0; with_arg[i]; i++)
		if (!strcmp(a, with_arg[i]))
			return true;
	return false;
}

int gcc_define_option(const StrVec *args, int i, char *op, const char **value)
{
	const char *a = args->v[i];
	if (a[0] != '-' || (a[1] != 'D' && a[1] != 'U'))
		return 0;
	*op = a[1];
	if (!a[2] && i + 1 < args->n) {
		*value = args->v[i + 1];
		return 2;
	}
	*value = a + 2;
	return 1;
}

int gcc_search_dir_option(const StrVec *argv, int i)
{
	static const char *const opts[] = {"-I", "-isystem", "-iquote", "-idirafter", NULL};
	const char *a = argv->v[i];
	if (!strcmp(a, "-I-") || (!strncmp(a, "-I", 2) && a[2] >= '1' && a[2] <= '3' && !a[3]) ||
	    (!strcmp(a, "-I") && i + 1 < argv->n && !strcmp(argv->v[i + 1], "-")))
		return 0;
	for (int k = 0; opts[k]; k++) {
		size_t n = strlen(opts[k]);
		if (!strncmp(a, opts[k], n))
			return a[n] ? 1 : 2;
	}
	return 0;
}

long gcc_stdc_version(const char *predefines)
{
	const char *sv = predefines ? strstr(predefines, "#define __STDC_VERSION__ ") : NULL;
	return sv ? strtol(sv + 25, NULL, 10) : 0;
}
