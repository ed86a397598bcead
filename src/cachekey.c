/* cachekey.c -- the key of a unit's entry in the result cache
 * (docs/cache.md): everything but the files and the macro definitions
 * that decides its record; the files and names are its manifest (cache.c). */
#include "cachekey.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cache.h"
#include "check.h"
#include "gccflags.h"
#include "rules.h"

static void key_str(StrBuf *k, const char *tag, const char *v)
{
	if (v)
		sb_printf(k, "%s %zu:%s\n", tag, strlen(v), v);
	else
		sb_printf(k, "%s -\n", tag);
}

static void key_strs(StrBuf *k, const char *tag, const StrVec *v)
{
	sb_printf(k, "%s %d\n", tag, v ? v->n : -1);
	for (int i = 0; v && i < v->n; i++)
		key_str(k, "", v->v[i]);
}

/* Whether mcpp takes a -D/-U (or a predefine) without a message whatever
 * its value, so that only a lookup of its name can matter: an object-like
 * definition of an identifier other than "defined". The others are keyed
 * whole. */
static bool define_by_name(const char *v, size_t n)
{
	if (!n || !(isalpha((unsigned char)v[0]) || v[0] == '_'))
		return false;
	for (size_t i = 1; i < n; i++)
		if (!(isalnum((unsigned char)v[i]) || v[i] == '_'))
			return false;
	return !(n == 7 && !strncmp(v, "defined", 7));
}

/* Everything but the files and the macro definitions that decides a unit's
 * record: the program, the working directory (display paths), the
 * environment mcpp reads, the rule settings, and per configuration its
 * flags but -D/-U, driver flags, target and compile directory. The initial
 * macro definitions of each configuration (predefines, -D, -U: ins[c].env)
 * are compared name by name for the names the unit looked up (the
 * manifest's D and B lines, docs/cache.md). ins has b->nconfigs slots. */
void unit_key(const Batch *b, const char *file, char out[33], ReuseInputs *ins)
{
	StrBuf k = {0};
	char cwd[PATH_MAX];
	sb_printf(&k, "nullaudit-cache 3\nprogram %s\n", cache_program_id());
	key_str(&k, "cwd", getcwd(cwd, sizeof cwd) ? cwd : NULL);
	key_str(&k, "unit", file);
	static const char *const envs[] = {"CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "LC_ALL",
	                                   "LC_CTYPE", "LANG", "NULLAUDIT_PP_LIMIT_MIB", NULL};
	for (int i = 0; envs[i]; i++)
		key_str(&k, envs[i], getenv(envs[i]));
	sb_puts(&k, "rules");
	for (int r = 0; r < RULE_COUNT; r++)
		sb_printf(&k, " %s=%d", rules[r].name, (int)rule_severity[r]);
	sb_printf(&k, "\nsystem_headers %d kernel_idiom %d preprocessed %d multi %d coverage %d "
	          "collect %d configs %d\n", check_system_headers, check_kernel_idiom,
	          b->o->preprocessed, b->multi, b->coverage, collect_files, b->nconfigs);
	key_strs(&k, "allow", b->allow);
	for (int c = 0; c < b->nconfigs; c++) {
		CompDb *db = b->config_db[c].n ? &b->config_db[c] : b->main_db;
		CompUnit *cu = db_unit(db, file);
		const StrVec *uargs = cu ? compdb_args(cu) : NULL;
		const char *udir = cu ? cu->dir : NULL;
		const RunConfig *rc = unit_config(&b->configs[c], cu);
		key_str(&k, "config", rc->name);
		sb_printf(&k, "own_db %d built %d\n", b->config_db[c].n > 0, uargs != NULL);
		key_str(&k, "dir", udir);
		UnitPP up;
		unit_pp(rc, uargs, &up);
		char *tgt = target_id(rc, &up.ppo);
		reuse_inputs(&ins[c], file, &up.ppo, tgt);
		free(tgt);
		/* the flags but -D/-U, the file and the target */
		key_str(&k, "inputs", ins[c].key);
		key_strs(&k, "driver", &up.driver);
		/* predefines and -D/-U that could make a message are keyed whole */
		int ndefs = 0;
		for (const char *p = up.predefines ? up.predefines : ""; *p;) {
			size_t len = strcspn(p, "\n");
			size_t n = 0;
			if (len > 8 && !strncmp(p, "#define ", 8))
				n = strcspn(p + 8, " (\n");
			if (!(n && p[8 + n] != '(' && define_by_name(p + 8, n)))
				sb_printf(&k, "predefine %.*s\n", (int)len, p);
			p += len + (p[len] == '\n');
		}
		for (int i = 0; i < up.args.n; i++) {
			const char *v;
			char op;
			int took = gcc_define_option(&up.args, i, &op, &v);
			if (!took)
				continue;
			i += took - 1;
			ndefs++;
			size_t n = strcspn(v, "=(");
			if (v[n] == '(' || !define_by_name(v, n))
				sb_printf(&k, "define %c%zu:%s\n", op, strlen(v), v);
		}
		/* mcpp's limit on the number of -D options */
		sb_printf(&k, "many_defines %d\n", ndefs >= 8000);
		key_str(&k, "stdc_predef", rc->stdc_predef);
		const ArchPreset *a = &rc->arch;
		key_str(&k, "arch", a->name);
		key_strs(&k, "arch_sysdirs", &a->sys_include_dirs);
		sb_printf(&k, "target %d %d %d %d %d %d %d %d %d %d %d\n", a->char_bit, a->size_short,
		          a->size_int, a->size_long, a->size_long_long, a->size_pointer, a->size_float,
		          a->size_double, a->size_long_double, a->char_signed, a->big_endian);
		/* what the front end derives from the predefines (the unit may
		 * never look __aarch64__ up, its parse still depends on it) */
		sb_printf(&k, "target_derived %d %d %d %d\n", a->size_va_list, a->align_va_list,
		          a->aarch64, a->altivec);
		unit_pp_free(&up);
	}
	hash_hex(hash128(k.buf, k.len), out);
	free(k.buf);
}
