/* audit.h -- audit descriptions: YAML audit files, architecture presets and
 * kernel .config files, turned into the list of configurations to run.
 * Implemented in src/audit.c (libyaml). Errors are printed as
 * "nullaudit: error: FILE:LINE:COL: message" and counted in na_error_count. */
#ifndef NULLAUDIT_AUDIT_H
#define NULLAUDIT_AUDIT_H

#include "rules.h"
#include "util.h"

/* A macro definition given by configuration: NAME with VALUE ("1" when the
 * YAML gives `true` or nothing; "" for an empty definition). */
typedef struct Define {
	char *name;
	char *value;
} Define;

typedef struct DefineVec {
	Define *v;
	int n, cap;
} DefineVec;

void dv_set(DefineVec *dv, const char *name, const char *value); /* replaces same name */
void dv_free(DefineVec *dv);

/* An architecture preset (config/arch/NAME.yaml). */
typedef struct ArchPreset {
	char *name;          /* "x86_64" */
	char *predefines;    /* "#define A B\n..." as printed by gcc -dM -E */
	int char_bit;
	int size_short, size_int, size_long, size_long_long, size_pointer;
	int size_float, size_double, size_long_double;
	bool char_signed;
	bool big_endian;
	StrVec sys_include_dirs; /* searched after -I/-isystem, like gcc's */
	/* derived from the predefines when loaded (arch_load) */
	int size_va_list, align_va_list; /* __builtin_va_list's layout */
	bool aarch64;        /* GCC's AdvSIMD builtin types exist */
	bool altivec;        /* vector before a type is AltiVec's */
} ArchPreset;

/* A kernel configuration whose compile commands nullaudit-kbuild derives
 * from a source tree without building it (docs/kernel.md). */
typedef struct KernelSpec {
	char *source;            /* the kernel source tree */
	char *arch;              /* KERNEL_ARCHES: x86_64, arm64, ... */
	char *config;            /* defconfig, allmodconfig, ..., NAME_defconfig, or a .config path */
	StrVec fragments;        /* merged onto it with scripts/kconfig/merge_config.sh */
	StrVec dirs;             /* the directories audited; none: the whole tree */
	StrVec dir_wheres;       /* "FILE:LINE:COL" of each of dirs */
	StrVec files;            /* only these units (.c files of the tree); none: all of dirs */
	StrVec file_wheres;      /* "FILE:LINE:COL" of each of files */
	char *build_dir;         /* where the O= directories go, or NULL: the cache's */
	char *seed;              /* a prepared O= directory a new one starts as a copy of, or NULL */
	char *where;             /* "FILE:LINE:COL" of the configuration's `kernel:` */
	bool invalid;            /* a value was refused (reported): no "missing key" */
} KernelSpec;

/* The architectures nullaudit-kbuild prepares, space-separated; each is
 * also the name of its preset in config/arch. */
#define KERNEL_ARCHES "x86_64 i386 arm64 arm riscv64 powerpc64le powerpc mips s390x"

void kernel_spec_free(KernelSpec *k);

/* One configuration of an audit: everything that changes preprocessing. */
typedef struct AuditConfig {
	char *name;
	char *arch;              /* preset name; NULL = host default "x86_64" */
	char *kconfig;           /* path of a kernel .config, or NULL */
	char *compile_commands;  /* this configuration's own build, or NULL */
	DefineVec defines;       /* applied after the audit-level defines */
	StrVec undefines;
	StrVec include_paths;
	KernelSpec *kernel;      /* `kernel:`, or NULL; its compile_commands are
	                            set by kbuild_derive() */
} AuditConfig;

typedef struct Audit {
	char *path;              /* the YAML file */
	int version;
	/* sources */
	char *compile_commands;  /* path, or NULL */
	StrVec files;            /* explicit files and globs (expanded by the driver) */
	StrVec headers;          /* header-only scan roots */
	StrVec exclude;          /* globs */
	/* audit-wide preprocessing */
	StrVec include_paths;
	StrVec system_include_paths; /* -isystem: their findings move to the
	                                user's expansions (SPEC 3) */
	DefineVec defines;
	KernelSpec kernel;       /* top-level `kernel:`: what every configuration's
	                            `kernel:` leaves out */
	/* configurations: `configs:` entries, then the product of `matrix:` */
	AuditConfig *configs;
	int nconfigs;
	bool implicit_config;    /* no configs nor matrix: one named "default" */
	/* rules: severity per rule, or -1 when the file does not set it */
	int rule_sev[RULE_COUNT];
	StrVec allow_macros;
	/* cover: {flip}: macros nullaudit-cover may define or undefine */
	StrVec cover_flip;
	/* output */
	char *output_format;     /* NULL = from the command line / text */
	char *output_file;
	/* cache: {enabled, dir, max_size} (docs/cache.md) */
	bool cache_disabled;     /* enabled: false */
	char *cache_dir;         /* resolved against the file's directory, or NULL */
	char *cache_max_size;    /* as written ("512M"), or NULL */
} Audit;

/* Loads and validates an audit file. Relative paths inside it (kconfig,
 * compile_commands, include_paths, files, headers) are resolved against the
 * directory of the YAML file. Returns 0 on success; on error prints every
 * problem found (file:line:col, "did you mean" for misspelt keys) and
 * returns -1. */
int audit_load(const char *path, Audit *out);
void audit_free(Audit *a);
/* Removes configuration i (a kernel configuration that could not be
 * prepared: the others go on). */
void audit_drop_config(Audit *a, int i);

/* Loads config/arch/NAME.yaml from dir (the installed or source arch
 * directory). Returns 0, or -1 after printing an error naming the file or
 * the unknown arch with the list of known ones. */
int arch_load(const char *dir, const char *name, ArchPreset *out);
void arch_free(ArchPreset *a);

/* Reads a kernel .config: CONFIG_X=y -> CONFIG_X 1; =m -> CONFIG_X_MODULE 1;
 * strings and numbers as written; "# CONFIG_X is not set" -> nothing.
 * Returns 0, or -1 after printing an error (missing/unreadable file,
 * malformed line with its line number). */
int kconfig_load(const char *path, DefineVec *out);

#endif
