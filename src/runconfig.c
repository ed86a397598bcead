/* runconfig.c -- configurations ready to run: the architecture presets
 * (config/arch), the audit's and the command line's flags, the x86 ABI a
 * compile command picks, and one unit's preprocessor options under them. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "runconfig.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ast.h"
#include "gccflags.h"

#ifndef NA_SRCDIR
#define NA_SRCDIR "."
#endif
#ifndef NA_DATADIR
#define NA_DATADIR "/usr/local/share/nullaudit"
#endif

/* The directory of the shipped arch presets. */
static const char *arch_dir(void)
{
	static char buf[4096];
	const char *env = getenv("NULLAUDIT_DATADIR");
	struct stat st;
	if (env) {
		snprintf(buf, sizeof buf, "%s/arch", env);
		return buf;
	}
	snprintf(buf, sizeof buf, "%s/config/arch", NA_SRCDIR);
	if (stat(buf, &st) == 0)
		return buf;
	snprintf(buf, sizeof buf, "%s/arch", NA_DATADIR);
	return buf;
}

static void push_defines(StrVec *args, const DefineVec *dv)
{
	for (int i = 0; i < dv->n; i++) {
		char *d = xasprintf("-D%s=%s", dv->v[i].name, dv->v[i].value);
		sv_push(args, d);
		free(d);
	}
}

int prepare_config(RunConfig *rc, const char *name, const char *arch, const Audit *audit,
                   const AuditConfig *ac, const Options *o)
{
	memset(rc, 0, sizeof *rc);
	rc->name = name;
	rc->audit = audit;
	rc->ac = ac;
	rc->o = o;
	if (arch_load(arch_dir(), arch ? arch : "x86_64", &rc->arch) != 0)
		return -1;
	rc->pp.predefines = rc->arch.predefines;
	for (int i = 0; i < rc->arch.sys_include_dirs.n; i++)
		sv_push(&rc->pp.sys_include_dirs, rc->arch.sys_include_dirs.v[i]);
	/* the header gcc includes first, searched once per configuration */
	for (int i = 0; i < rc->arch.sys_include_dirs.n && !rc->stdc_predef; i++) {
		char *path = xasprintf("%s/stdc-predef.h", rc->arch.sys_include_dirs.v[i]);
		if (access(path, R_OK) == 0)
			rc->stdc_predef = path;
		else
			free(path);
	}
	if (audit) {
		for (int i = 0; i < audit->include_paths.n; i++) {
			sv_push(&rc->pp.args, "-I");
			sv_push(&rc->pp.args, audit->include_paths.v[i]);
		}
		for (int i = 0; i < audit->system_include_paths.n; i++) {
			sv_push(&rc->pp.args, "-isystem");
			sv_push(&rc->pp.args, audit->system_include_paths.v[i]);
		}
		push_defines(&rc->pp.args, &audit->defines);
	}
	if (ac) {
		for (int i = 0; i < ac->include_paths.n; i++) {
			sv_push(&rc->pp.args, "-I");
			sv_push(&rc->pp.args, ac->include_paths.v[i]);
		}
		DefineVec kc = {0};
		if (ac->kconfig && kconfig_load(ac->kconfig, &kc) != 0)
			return -1;
		push_defines(&rc->pp.args, &kc);
		dv_free(&kc);
		push_defines(&rc->pp.args, &ac->defines);
		for (int i = 0; i < ac->undefines.n; i++) {
			sv_push(&rc->undefs, "-U");
			sv_push(&rc->undefs, ac->undefines.v[i]);
		}
	}
	for (int i = 0; i < o->pp_args.n; i++)
		sv_push(&rc->pp.args, o->pp_args.v[i]);
	return 0;
}

void apply_target(const ArchPreset *a)
{
	target.size_short = a->size_short;
	target.size_int = a->size_int;
	target.size_long = a->size_long;
	target.size_long_long = a->size_long_long;
	target.size_pointer = a->size_pointer;
	target.size_float = a->size_float;
	target.size_double = a->size_double;
	target.size_long_double = a->size_long_double;
	target.char_signed = a->char_signed;
	target.size_va_list = a->size_va_list;
	target.align_va_list = a->align_va_list;
	target.aarch64 = a->aarch64;
	target.altivec = a->altivec;
}


/* GCC applies -D and -U in the order given, after the predefined macros;
 * mcpp applies every -D, then the predefines (which do not replace a -D),
 * then every -U. So a -U that a later -D of the same name overrides is
 * dropped here: -U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=1 (vim's configure)
 * left _FORTIFY_SOURCE undefined. */
static void drop_overridden_undefs(StrVec *args)
{
	StrVec kept = {0};
	for (int i = 0; i < args->n; i++) {
		const char *un, *dn;
		char op;
		int took = gcc_define_option(args, i, &op, &un);
		bool overridden = false;
		if (took && op == 'U') {
			size_t ul = strcspn(un, "=(");
			for (int j = i + took; j < args->n && !overridden; j++)
				overridden = gcc_define_option(args, j, &op, &dn) && op == 'D' &&
				             strcspn(dn, "=(") == ul && !memcmp(dn, un, ul);
		}
		if (overridden) {
			i += took - 1;
			continue;
		}
		sv_push(&kept, args->v[i]);
	}
	sv_free(args);
	*args = kept;
}

void unit_pp(const RunConfig *rc, const StrVec *unit_args, UnitPP *u)
{
	memset(u, 0, sizeof *u);
	u->ppo = rc->pp;
	StrVec args = {0}, driver = {0}, maps = {0};
	bool nostdinc = false;
	for (int pass = 0; pass < 2; pass++) {
		const StrVec *from = pass == 0 ? &rc->pp.args : unit_args;
		for (int i = 0; from && i < from->n; i++) {
			const char *a = from->v[i];
			if (gcc_driver_flag(a)) {
				sv_push(&driver, a);
				if (!strncmp(a, "-fmacro-prefix-map=", 19))
					sv_push(&maps, a + 19);
				else if (!strncmp(a, "-ffile-prefix-map=", 18))
					sv_push(&maps, a + 18);
				continue;
			}
			sv_push(&args, a);
			nostdinc |= !strcmp(a, "-nostdinc");
			if (gcc_pp_flag_takes_arg(a) && i + 1 < from->n)
				sv_push(&args, from->v[++i]);
		}
	}
	drop_overridden_undefs(&args);
	for (int i = 0; i < rc->undefs.n; i++)
		sv_push(&args, rc->undefs.v[i]);
	u->predefines = gcc_flag_predefines(rc->pp.predefines, &driver);
	if (rc->stdc_predef && gcc_implicit_include(&driver, nostdinc)) {
		/* gcc's implicit -include of stdc-predef.h */
		StrVec with = {0};
		sv_push(&with, "-include");
		sv_push(&with, rc->stdc_predef);
		for (int k = 0; k < args.n; k++)
			sv_push(&with, args.v[k]);
		sv_free(&args);
		args = with;
	}
	u->args = args;
	u->driver = driver;
	u->maps = maps;
	u->ppo.predefines = u->predefines;
	u->ppo.args = args;
	u->ppo.prefix_maps = maps;
}

void unit_pp_free(UnitPP *u)
{
	sv_free(&u->args);
	sv_free(&u->driver);
	sv_free(&u->maps);
	free(u->predefines);
}

/* The target as reuse across configurations compares it. */
char *target_id(const RunConfig *rc, const PPOptions *ppo)
{
	return xasprintf("%s %d %d %d %d %d %d %d %d %d %d %d %d", rc->arch.name, rc->arch.char_bit,
	                 rc->arch.size_short, rc->arch.size_int, rc->arch.size_long,
	                 rc->arch.size_long_long, rc->arch.size_pointer, rc->arch.size_float,
	                 rc->arch.size_double, rc->arch.size_long_double, rc->arch.char_signed,
	                 rc->arch.big_endian, ppo->sys_include_dirs.n);
}

void free_config(RunConfig *rc)
{
	sv_free(&rc->pp.args);
	sv_free(&rc->undefs);
	sv_free(&rc->pp.sys_include_dirs);
	free(rc->stdc_predef);
	arch_free(&rc->arch);
	for (int i = 0; i < 3; i++) {
		if (rc->abi_alt[i]) {
			free_config(rc->abi_alt[i]);
			free(rc->abi_alt[i]);
		}
	}
}

/* The entry of a compile database for FILE, or NULL (its flags, and the
 * ABI unit_config() reads, are made by compdb_args()). */
CompUnit *db_unit(CompDb *db, const char *file)
{
	for (int i = 0; i < db->n; i++)
		if (!strcmp(db->v[i].file, file))
			return &db->v[i];
	return NULL;
}

/* The configuration a unit is checked under. A compile command's -m32,
 * -m64 or -mx32 picks the preset of that x86 ABI, as gcc's driver does
 * (strace builds its mpers units with -m32 and -mx32): the configuration
 * made again with that preset, once; other architectures are not x86's
 * to switch. */
const RunConfig *unit_config(RunConfig *rc, const CompUnit *cu)
{
	/* in the order of RunConfig.abi_alt */
	static const struct { const char *preset, *flag; } abis[3] = {
		{"i386", "-m32"}, {"x86_64", "-m64"}, {"x32", "-mx32"},
	};
	if (!cu || !cu->abi || !rc->arch.name || !strcmp(cu->abi, rc->arch.name))
		return rc;
	int k = -1;
	bool x86 = false;
	for (int i = 0; i < 3; i++) {
		if (!strcmp(cu->abi, abis[i].preset))
			k = i;
		x86 |= !strcmp(rc->arch.name, abis[i].preset);
	}
	if (k < 0 || !x86 || rc->abi_failed[k])
		return rc;
	if (!rc->abi_alt[k]) {
		RunConfig *alt = xcalloc(1, sizeof *alt);
		if (prepare_config(alt, rc->name, abis[k].preset, rc->audit, rc->ac, rc->o) != 0) {
			na_warning("%s: no '%s' preset for its %s units; they are checked as %s",
			           rc->name, abis[k].preset, abis[k].flag, rc->arch.name);
			free_config(alt);
			free(alt);
			rc->abi_failed[k] = true;
			return rc;
		}
		rc->abi_alt[k] = alt;
	}
	return rc->abi_alt[k];
}
