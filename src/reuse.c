/* reuse.c -- one analysis of a unit for every configuration in which it
 * preprocesses identically; see reuse.h. */
#include "reuse.h"

#include <stdlib.h>
#include <string.h>

#include "gccflags.h"
#include "pphooks.h"

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

const UnitRun *reuse_by_inputs(const Reuse *ru, const ReuseInputs *in)
{
	for (int i = 0; i < ru->n; i++) {
		const UnitRun *r = &ru->runs[i];
		if (r->in.key != in->key)
			continue;
		bool same = true;
		for (int j = 0; j < r->nnames && same; j++)
			same = pm_get(&r->in.env, r->names[j]) == pm_get(&in->env, r->names[j]);
		if (same)
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

static PtrMap watched;
static NameSet watched_seen;   /* the names the hook gave, each once */

static void watch(const char *name)
{
	const char *k = intern(name);
	pm_set(&watched, k, k);
}

/* the preprocessor's lookup hook: every identifier of every rescan is looked up, and
 * a name met before costs one probe of watched_seen */
static void watch_lookup(const char *name, size_t len, unsigned hash)
{
	const char *k;
	if (ns_add(&watched_seen, name, len, hash, &k))
		pm_set(&watched, k, k);
}

static const PPCallbacks watcher = {.lookup = watch_lookup};

void reuse_watch_begin(void)
{
	pm_free(&watched);
	ns_free(&watched_seen);
	/* the target mcpp's __has_builtin answers for (pp.c) */
	watch("__x86_64__");
	watch("__i386__");
	pp_listen(&watcher);
}

void reuse_watch_end(const char ***names, int *n)
{
	pp_unlisten(&watcher);
	ns_free(&watched_seen);
	*names = xmalloc(sizeof **names * (watched.n + 1));
	*n = 0;
	for (size_t i = 0; i < watched.cap; i++)
		if (watched.key[i])
			(*names)[(*n)++] = watched.key[i];
	pm_free(&watched);
}

void reuse_record(Reuse *ru, ReuseInputs *in, const char **names, int nnames, char *text,
                  size_t len, FindingList *findings, CovMark *taken, int ntaken, int status,
                  long expressions, long untyped)
{
	if (ru->n == ru->cap) {
		ru->cap = ru->cap ? ru->cap * 2 : 4;
		ru->runs = xrealloc(ru->runs, sizeof *ru->runs * (size_t)ru->cap);
	}
	ru->runs[ru->n++] = (UnitRun){*in, names, nnames, text, len, *findings, taken, ntaken, status,
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
		free(r->names);
		free(r->text);
		free(r->taken);
		findings_free(&r->findings);
	}
	free(ru->runs);
	memset(ru, 0, sizeof *ru);
}
