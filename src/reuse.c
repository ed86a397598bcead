/* reuse.c -- one analysis of a unit for every configuration in which it
 * preprocesses identically; see reuse.h. */
#include "reuse.h"

#include <stdlib.h>
#include <string.h>

#include "gccflags.h"
#include "mcpp_lib.h"
#include "pp.h"

/* The definition history of a name: its predefine, then each -D/-U in
 * order. Equal histories give equal definitions whatever order mcpp gives
 * -D and -U (it applies every -U after every -D). */
static void env_push(PtrMap *env, const char *name, size_t nlen, char op, const char *def)
{
	const char *k = intern_n(name, nlen);
	const char *old = pm_get(env, k);
	char *s = xasprintf("%s\x1f%c%s", old ? old : "", op, def);
	pm_set(env, k, intern(s));
	free(s);
}

static void env_option(PtrMap *env, char op, const char *v)
{
	size_t n = strcspn(v, "=(");
	const char *def = v[n] == '=' ? v + n + 1 : v[n] ? v + n : "1";
	env_push(env, v, n, op, op == 'U' ? "" : def);
}

void reuse_inputs(ReuseInputs *in, const char *file, const PPOptions *ppo, const char *target)
{
	memset(in, 0, sizeof *in);
	for (const char *p = ppo->predefines ? ppo->predefines : ""; *p;) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		if (len > 8 && !strncmp(p, "#define ", 8)) {
			const char *name = p + 8;
			size_t n = 0;
			while (n < len - 8 && name[n] != ' ' && name[n] != '(')
				n++;
			char *def = xstrndup(name + n, len - 8 - n);
			env_push(&in->env, name, n, 'P', def);
			free(def);
		}
		p += len + (eol ? 1 : 0);
	}
	StrBuf key = {0};
	sb_printf(&key, "%s\n%s\n", file, target);
	for (int i = 0; i < ppo->args.n; i++) {
		const char *a = ppo->args.v[i], *v;
		char op;
		int took = gcc_define_option(&ppo->args, i, &op, &v);
		if (took) {
			env_option(&in->env, op, v);
			i += took - 1;
		} else {
			sb_printf(&key, "%s\n", a);
			if (gcc_pp_flag_takes_arg(a) && i + 1 < ppo->args.n)
				sb_printf(&key, "%s\n", ppo->args.v[++i]);
		}
	}
	for (int i = 0; i < ppo->sys_include_dirs.n; i++)
		sb_printf(&key, "-isystem\n%s\n", ppo->sys_include_dirs.v[i]);
	for (int i = 0; i < ppo->prefix_maps.n; i++)
		sb_printf(&key, "-fmacro-prefix-map=%s\n", ppo->prefix_maps.v[i]);
	char *k = sb_steal(&key);
	in->key = intern(k);
	free(k);
	in->target = intern(target);
}

static int hash_cmp(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
	return x < y ? -1 : x > y;
}

/* Whether run r looked the name up (or one of the same hash: a false yes
 * only costs a reuse) */
static bool run_looked_up(const UnitRun *r, const char *name)
{
	unsigned h = mcpp_name_hash(name, strlen(name));
	return bsearch(&h, r->looked, (size_t)r->nlooked, sizeof h, hash_cmp) != NULL;
}

/* No name that a defines otherwise than b did run r look up */
static bool envs_agree(const UnitRun *r, const PtrMap *a, const PtrMap *b)
{
	for (size_t i = 0; i < a->cap; i++) {
		const char *k = a->key[i];
		if (k && a->val[i] != pm_get(b, k) && run_looked_up(r, k))
			return false;
	}
	return true;
}

const UnitRun *reuse_by_inputs(const Reuse *ru, const ReuseInputs *in)
{
	for (int i = 0; i < ru->n; i++) {
		const UnitRun *r = &ru->runs[i];
		if (r->in.key == in->key && envs_agree(r, &r->in.env, &in->env) &&
		    envs_agree(r, &in->env, &r->in.env))
			return r;
	}
	return NULL;
}

const UnitRun *reuse_by_content(const Reuse *ru, const ReuseInputs *in, const char *text,
                                size_t len)
{
	for (int i = 0; i < ru->n; i++) {
		const UnitRun *r = &ru->runs[i];
		if (r->in.target == in->target && r->len == len && !memcmp(r->text, text, len))
			return r;
	}
	return NULL;
}

/* The names the preprocessor looks up are kept by mcpp, as their hashes
 * (mcpp_lookup_begin()): a unit's half a million lookups cost a probe each
 * inside mcpp, not a call */
static unsigned watch_set;

void reuse_watch_begin(void)
{
	watch_set = mcpp_lookup_begin();
	pp_note_target_names();
}

void reuse_watch_end(unsigned **looked, int *n)
{
	size_t nh = 0;
	unsigned *h = mcpp_looked_up_hashes(watch_set, &nh);
	mcpp_lookup_end();
	qsort(h, nh, sizeof *h, hash_cmp);
	*looked = h;
	*n = (int)nh;
}

void reuse_record(Reuse *ru, ReuseInputs *in, unsigned *looked, int nlooked, char *text,
                  size_t len, FindingList *findings, CovMark *taken, int ntaken, int status,
                  long expressions, long untyped)
{
	if (ru->n == ru->cap) {
		ru->cap = ru->cap ? ru->cap * 2 : 4;
		ru->runs = xrealloc(ru->runs, sizeof *ru->runs * (size_t)ru->cap);
	}
	ru->runs[ru->n++] = (UnitRun){*in, looked, nlooked, text, len, *findings, taken, ntaken, status,
	                              expressions, untyped};
	memset(in, 0, sizeof *in);
	memset(findings, 0, sizeof *findings);
}

void reuse_apply(const UnitRun *r, const char *config, FindingList *out)
{
	for (int i = 0; i < r->findings.n; i++) {
		Finding f = finding_copy(&r->findings.v[i], config);
		findings_add(out, &f);
	}
}

void reuse_inputs_free(ReuseInputs *in)
{
	pm_free(&in->env);
}

void reuse_free(Reuse *ru)
{
	for (int i = 0; i < ru->n; i++) {
		UnitRun *r = &ru->runs[i];
		reuse_inputs_free(&r->in);
		free(r->looked);
		free(r->text);
		free(r->taken);
		findings_free(&r->findings);
	}
	free(ru->runs);
	memset(ru, 0, sizeof *ru);
}
