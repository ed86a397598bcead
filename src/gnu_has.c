/* gnu_has.c -- GCC's answers to __has_attribute and __has_builtin in #if.
 *
 * The embedded preprocessor asks through mcpp_set_has_hook. The answers are
 * those of GCC 12 (the Debian 12 compiler the presets come from), measured
 * with gcc -E on every operand used in Linux 6.1 and /usr/include plus the
 * attributes of the GCC manual: see docs/design/provenance.md. A name GCC does not
 * know is 0, as in GCC. */
#include "gnu_has.h"

#include <stdlib.h>
#include <string.h>

static bool target_x86;

void gnu_has_set_target(bool x86)
{
	target_x86 = x86;
}

/* Attributes of every target (GCC 12, value 1). */
static const char *const attributes[] = {
	"access",
	"alias",
	"aligned",
	"alloc_align",
	"alloc_size",
	"always_inline",
	"artificial",
	"assume_aligned",
	"cleanup",
	"cold",
	"common",
	"const",
	"constructor",
	"copy",
	"designated_init",
	"destructor",
	"error",
	"externally_visible",
	"flatten",
	"format",
	"format_arg",
	"gnu_inline",
	"hot",
	"ifunc",
	"leaf",
	"malloc",
	"may_alias",
	"mode",
	"no_icf",
	"no_instrument_function",
	"no_profile_instrument_function",
	"no_reorder",
	"no_sanitize",
	"no_sanitize_address",
	"no_sanitize_coverage",
	"no_sanitize_thread",
	"no_sanitize_undefined",
	"no_split_stack",
	"no_stack_limit",
	"no_stack_protector",
	"noclone",
	"nocommon",
	"noinit",
	"noinline",
	"noipa",
	"nonnull",
	"nonstring",
	"noplt",
	"noreturn",
	"nothrow",
	"optimize",
	"packed",
	"patchable_function_entry",
	"persistent",
	"pure",
	"retain",
	"returns_nonnull",
	"returns_twice",
	"scalar_storage_order",
	"section",
	"sentinel",
	"simd",
	"stack_protect",
	"symver",
	"target",
	"target_clones",
	"tls_model",
	"transparent_union",
	"unavailable",
	"uninitialized",
	"unused",
	"used",
	"vector_size",
	"visibility",
	"warn_if_not_aligned",
	"warn_unused",
	"warn_unused_result",
	"warning",
	"weak",
	"weakref",
	"zero_call_used_regs",
	NULL,
};

/* Attributes of the x86 back end only. */
static const char *const x86_attributes[] = {
	"callee_pop_aggregate_return", "cdecl", "cf_check", "fastcall",
	"fentry_name", "fentry_section", "force_align_arg_pointer",
	"function_return", "gcc_struct", "indirect_branch", "indirect_return",
	"interrupt", "ms_abi", "ms_hook_prologue", "ms_struct", "naked",
	"no_caller_saved_registers", "nocf_check", "regparm", "stdcall",
	"sysv_abi", "thiscall", NULL,
};

/* Standard attributes: GCC answers with the C2x version of each. */
static const struct { const char *name; long value; } std_attributes[] = {
	{"deprecated", 201904}, {"fallthrough", 201904},
	{"maybe_unused", 201904}, {"nodiscard", 202003}, {NULL, 0},
};

/* Builtins: every name for which GCC 12 answers 1, measured
 * (scripts/gen-gnu-builtins.sh): the generic __builtin_*, __atomic_* and
 * __sync_* and the C library functions GCC knows (gnulib asks for
 * __builtin_mul_overflow_p, which a list of the kernel's and glibc's
 * operands did not have). */
#include "gnu_builtins.h"

static int cmp_name(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

static bool in_list(const char *const *list, const char *name)
{
	for (; *list; list++)
		if (!strcmp(*list, name))
			return true;
	return false;
}

long gnu_has(const char *op, const char *name)
{
	if (!strcmp(op, "__has_builtin")) {
		if (!strncmp(name, "__builtin_ia32_", 15))
			return target_x86;
		return bsearch(name, gnu_builtins, sizeof gnu_builtins / sizeof *gnu_builtins,
		               sizeof *gnu_builtins, cmp_name) != NULL;
	}
	/* __has_attribute, __has_c_attribute, __has_cpp_attribute: GCC
	 * strips __x__ to x and knows the gnu:: scope. */
	char base[256];
	const char *n = name;
	bool scoped = false;
	if (!strncmp(n, "gnu::", 5)) {
		n += 5;
		scoped = true;
	} else if (strstr(n, "::")) {
		return 0;
	}
	size_t len = strlen(n);
	if (len >= sizeof base)
		return 0;
	if (len > 4 && !strncmp(n, "__", 2) && !strcmp(n + len - 2, "__")) {
		memcpy(base, n + 2, len - 4);
		base[len - 4] = '\0';
	} else {
		memcpy(base, n, len + 1);
	}
	for (int i = 0; std_attributes[i].name; i++)
		if (!strcmp(std_attributes[i].name, base))
			return scoped && strcmp(base, "fallthrough") ? 0
			     : scoped ? 1 : std_attributes[i].value;
	if (!strcmp(op, "__has_c_attribute") && !scoped)
		return 0;
	if (!strcmp(op, "__has_cpp_attribute") && !scoped)
		return 0;
	if (in_list(attributes, base))
		return 1;
	return target_x86 && in_list(x86_attributes, base);
}
