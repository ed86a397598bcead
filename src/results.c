/* results.c -- results after the units ran: a JSON result read back,
 * several merged (nullaudit merge), the --baseline and --diff filters,
 * the report written in its format, and --fix's edits. */
#include "results.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "html.h"
#include "json.h"
#include "options.h"
#include "rules.h"
#include "suppress.h"
#include "unit.h"

/* One finding of a JSON result (its rule r known, its file given). */
static Finding result_finding(const JsonValue *x, int r, const char *file)
{
	Finding f = {0};
	f.rule = (RuleId)r;
	const char *sev = json_str_member(x, "severity");
	int sv = sev ? severity_parse(sev) : -1;
	f.severity = sv > 0 ? (Severity)sv : SEV_WARNING;
	const char *msg = json_str_member(x, "message");
	f.message = xstrdup(msg ? msg : "");
	f.loc = (SrcLoc){intern(file), (int)json_num_member(x, "line", 0),
	                 (int)json_num_member(x, "column", 0)};
	const char *sp = json_str_member(x, "spelling");
	f.spelling = intern(sp ? sp : "");
	int ctx = context_parse(json_str_member(x, "context"));
	f.context = ctx < 0 ? CTX_ASSIGNMENT : (Context)ctx;
	const char *et = json_str_member(x, "expected_type");
	f.expected_type = et ? intern(et) : NULL;
	f.expansion_count = (int)json_num_member(x, "expansion_count", 0);
	const char *cond = json_str_member(x, "condition");
	f.condition = cond ? intern(cond) : NULL;
	const JsonValue *ex = json_get(x, "expansions");
	for (int j = 0; ex && ex->type == J_ARR && j < ex->n; j++) {
		const JsonValue *e = ex->items[j];
		const char *m = json_str_member(e, "macro"), *ef = json_str_member(e, "file");
		f.exps = xrealloc(f.exps, sizeof *f.exps * (size_t)(f.nexps + 1));
		f.exps[f.nexps++] = (FindingExp){intern(m ? m : ""),
		        {intern(ef ? ef : ""), (int)json_num_member(e, "line", 0),
		         (int)json_num_member(e, "column", 0)}};
	}
	/* the other chains (expansion_chains repeats the first) */
	const JsonValue *chs = json_get(x, "expansion_chains");
	for (int c = 1; chs && chs->type == J_ARR && c < chs->n; c++) {
		const JsonValue *ch = chs->items[c];
		if (ch->type != J_ARR)
			continue;
		f.chains = xrealloc(f.chains, sizeof *f.chains * (size_t)(f.nchains + 1));
		FindingExp *v = xcalloc((size_t)ch->n + 1, sizeof *v);
		for (int j = 0; j < ch->n; j++) {
			const JsonValue *e = ch->items[j];
			const char *m = json_str_member(e, "macro"), *ef = json_str_member(e, "file");
			v[j] = (FindingExp){intern(m ? m : ""),
			        {intern(ef ? ef : ""), (int)json_num_member(e, "line", 0),
			         (int)json_num_member(e, "column", 0)}};
		}
		f.chains[f.nchains++] = (struct FindingChain){v, ch->n};
	}
	const JsonValue *sup = json_get(x, "suppressed");
	f.suppressed = sup && sup->type == J_BOOL && sup->boolean;
	const JsonValue *cf = json_get(x, "configs");
	for (int j = 0; cf && cf->type == J_ARR && j < cf->n; j++)
		if (cf->items[j]->type == J_STR)
			sv_push(&f.configs, cf->items[j]->str);
	const JsonValue *fix = json_get(x, "fix");
	const char *rep = json_str_member(fix, "replacement"), *ff = json_str_member(fix, "file");
	if (rep && ff) {
		f.has_fix = true;
		f.fix = (Fix){{intern(ff), (int)json_num_member(fix, "line", 0),
		               (int)json_num_member(fix, "column", 0)},
		              (int)json_num_member(fix, "end_column", 0), intern(rep), NULL};
	}
	return f;
}

/* The "errors" of a JSON result: the units not fully checked. */
static void result_errors(const JsonValue *doc, UnitErrorList *errs)
{
	const JsonValue *es = json_get(doc, "errors");
	for (int i = 0; errs && es && es->type == J_ARR && i < es->n; i++) {
		const JsonValue *e = es->items[i];
		int k = unit_error_kind_parse(json_str_member(e, "kind"));
		unit_errors_add(errs, json_str_member(e, "unit"), json_str_member(e, "file"),
		                (int)json_num_member(e, "line", 0), (int)json_num_member(e, "column", 0),
		                k < 0 ? UE_CRASH : (UnitErrorKind)k, json_str_member(e, "message"),
		                json_str_member(e, "config"));
	}
}

static bool loaded_coverage;   /* a merged result had a "coverage" member */

/* The "coverage" of a JSON result: the files' totals and their groups
 * never compiled, joined with the other results' (a group compiled in
 * one is compiled). */
static void result_coverage(const JsonValue *doc, CoverageList *cov)
{
	const JsonValue *cd = json_get(doc, "coverage");
	const JsonValue *cv = json_get(cd, "uncompiled"), *cf = json_get(cd, "files");
	CoverageList one = {0};
	for (int i = 0; cov && cf && cf->type == J_ARR && i < cf->n; i++) {
		const JsonValue *f = cf->items[i];
		const char *file = json_str_member(f, "file");
		if (file)
			coverage_add_file(&one, file, (int)json_num_member(f, "groups", 0),
			                  (int)json_num_member(f, "compiled", 0));
	}
	for (int i = 0; cov && cv && cv->type == J_ARR && i < cv->n; i++) {
		const JsonValue *u = cv->items[i];
		const char *file = json_str_member(u, "file"), *dir = json_str_member(u, "directive");
		if (!file || !dir)
			continue;
		Uncompiled x = {file, (int)json_num_member(u, "line", 0),
		                (int)json_num_member(u, "end_line", 0), dir, json_str_member(u, "kind"),
		                (int)json_num_member(u, "parent", 0), false, 0};
		coverage_add(&one, &x);
	}
	if (cov && cv) {
		coverage_finish(&one);
		coverage_merge(cov, &one);
		loaded_coverage = true;
	}
	coverage_free(&one);
}

/* The "stats" of a JSON result, added to st. */
static void result_stats(const JsonValue *doc, RunStats *st)
{
	const JsonValue *s = json_get(doc, "stats");
	if (st && s) {
		st->units += (int)json_num_member(s, "translation_units", 0);
		int c = (int)json_num_member(s, "configs", 0);
		st->configs = c > st->configs ? c : st->configs;
		st->parse_failures += (int)json_num_member(s, "parse_failures", 0);
		st->expressions += (long)json_num_member(s, "expressions", 0);
		st->untyped += (long)json_num_member(s, "untyped_expressions", 0);
		st->seconds += json_num_member(s, "seconds", 0);
		st->reused_by_inputs += (int)json_num_member(s, "reused_by_inputs", 0);
		st->reused_by_content += (int)json_num_member(s, "reused_by_content", 0);
		/* per configuration: the same configurations in every shard */
		const JsonValue *pc = json_get(s, "per_config");
		if (pc && pc->type == J_ARR && pc->n > 0 && (!st->config_units || pc->n == st->configs)) {
			if (!st->config_units) {
				const char **names = xcalloc((size_t)pc->n, sizeof *names);
				for (int i = 0; i < pc->n; i++) {
					const char *name = json_str_member(pc->items[i], "config");
					names[i] = intern(name ? name : "");
				}
				st->config_names = names;
				st->config_units = xcalloc((size_t)pc->n, sizeof *st->config_units);
				st->config_seconds = xcalloc((size_t)pc->n, sizeof *st->config_seconds);
				st->configs = pc->n;
			}
			for (int i = 0; i < pc->n; i++) {
				st->config_units[i] += (int)json_num_member(pc->items[i], "units", 0);
				st->config_seconds[i] += json_num_member(pc->items[i], "seconds", 0);
			}
		}
		const char *shard = json_str_member(s, "shard");
		if (shard)
			st->shard_k = atoi(shard);    /* "K/N" */
	}
}

/* Reads a nullaudit JSON result (--format=json) back: its findings (with
 * their fingerprints, when KEYS is given) and stats. */
static int result_load(const char *path, FindingList *fl, RunStats *st, StrVec *keys,
                       CoverageList *cov, UnitErrorList *errs)
{
	char *err = NULL;
	char *text = read_file(path, NULL, &err);
	if (!text) {
		na_error("%s: cannot read: %s", path, err);
		free(err);
		return -1;
	}
	JsonValue *doc = json_parse(text, path, "JSON");
	free(text);
	if (!doc)
		return -1;
	const JsonValue *fs = json_get(doc, "findings");
	if (!fs || fs->type != J_ARR) {
		na_error("%s:1:1: not a nullaudit JSON result (no \"findings\" array)", path);
		json_free(doc);
		return -1;
	}
	int status = 0;
	for (int i = 0; i < fs->n; i++) {
		const JsonValue *x = fs->items[i];
		const char *rule = json_str_member(x, "rule"), *file = json_str_member(x, "file");
		int r = rule ? rule_find(rule) : -1;
		if (r < 0 || !file) {
			na_error("%s: finding %d has no known rule or no file", path, i + 1);
			status = -1;
			continue;
		}
		if (keys) {
			const char *fp = json_str_member(x, "fingerprint");
			char *k = xasprintf("%s\n%s\n%s", rule, file, fp ? fp : "");
			sv_push(keys, k);
			free(k);
		}
		if (!fl)
			continue;
		Finding f = result_finding(x, r, file);
		findings_add(fl, &f);
	}
	result_errors(doc, errs);
	result_coverage(doc, cov);
	result_stats(doc, st);
	json_free(doc);
	return status;
}

/* --baseline: drops the findings whose rule, file and fingerprint are in a
 * previous JSON result of nullaudit. */
int baseline_filter(const char *path, FindingList *fl)
{
	StrVec keys = {0};
	if (result_load(path, NULL, NULL, &keys, NULL, NULL) != 0) {
		sv_free(&keys);
		return -1;
	}
	int kept = 0;
	for (int i = 0; i < fl->n; i++) {
		Finding *f = &fl->v[i];
		char *fp = finding_fingerprint(f);
		char *k = xasprintf("%s\n%s\n%s", rules[f->rule].name, f->loc.file, fp);
		bool old = sv_contains(&keys, k);
		free(k);
		free(fp);
		if (old)
			finding_free(f);
		else
			fl->v[kept++] = *f;
	}
	fl->n = kept;
	sv_free(&keys);
	return 0;
}

/* The findings no inline suppression covers: those shown and counted. */
int unsuppressed(const FindingList *fl)
{
	int n = 0;
	for (int i = 0; i < fl->n; i++)
		n += !fl->v[i].suppressed;
	return n;
}

int results_write(Format fmt, const char *output, const FindingList *fl, const RunStats *st,
                  const ReportOptions *ro, bool say_unchecked)
{
	if (fmt == FMT_HTML)
		return report_html(output, fl, st, ro) != 0 ? -1 : 0;
	char *buf = NULL;
	size_t len = 0;
	FILE *out = output ? open_memstream(&buf, &len) : stdout;
	if (fmt == FMT_JSON)
		report_json(out, fl, st, ro);
	else if (fmt == FMT_SARIF)
		report_sarif(out, fl, st, ro);
	else if (fmt == FMT_DIFF)
		report_diff(out, fl);
	else
		report_text(out, fl, ro);
	if (say_unchecked)
		report_unchecked_units(stderr, ro->errors);
	int status = 0;
	if (output) {
		fclose(out);
		if (write_file_atomic(output, buf, len) != 0) {
			na_error("%s: cannot write: %s", output, strerror(errno));
			status = -1;
		}
		free(buf);
	}
	return status;
}

/* nullaudit merge [--format=F] [-o FILE] RESULT.json...: the results of
 * --shard runs (or any runs) as one, as if checked in one run; nullaudit
 * report -o DIR RESULT.json...: the same, rendered as the HTML site. */
int merge_main(int argc, char **argv)
{
	bool report = !strcmp(argv[1], "report");
	Format fmt = report ? FMT_HTML : FMT_JSON;
	const char *output = NULL;
	StrVec inputs = {0};
	for (int i = 2; i < argc; i++) {
		const char *a = argv[i];
		if (!strncmp(a, "--format=", 9)) {
			const char *v = a + 9;
			int f = format_parse(v);
			if (f < 0)
				usage_error("unknown format '%s' (text, json, sarif, diff, html)", v);
			fmt = (Format)f;
		} else if (!strcmp(a, "-o") && i + 1 < argc) {
			output = argv[++i];
		} else if (a[0] == '-' && a[1]) {
			usage_error(report ? "report: unknown option '%s'" : "merge: unknown option '%s'", a);
		} else {
			sv_push(&inputs, a);
		}
	}
	if (!inputs.n)
		usage_error("%s", report ? "report needs the JSON results to render"
		                         : "merge needs the JSON results to merge");
	if (fmt == FMT_HTML && !output)
		usage_error("%s", "the html format writes a directory: give it with -o DIR");
	FindingList fl = {0};
	RunStats st = {0};
	CoverageList cov = {0};
	int status = 0;
	/* each result read once, then merged in shard order, whatever order
	 * they are given in (same-shard or unsharded ones keep theirs) */
	FindingList *part = xcalloc((size_t)inputs.n, sizeof *part);
	int *shard = xcalloc((size_t)inputs.n, sizeof *shard);
	int *order = xcalloc((size_t)inputs.n, sizeof *order);
	for (int i = 0; i < inputs.n; i++) {
		st.shard_k = 0;
		if (result_load(inputs.v[i], &part[i], &st, NULL, &cov, &unit_errors) != 0)
			status = 2;
		shard[i] = st.shard_k;
		order[i] = i;
	}
	for (int i = 1; i < inputs.n; i++)
		for (int j = i; j > 0 && shard[order[j]] < shard[order[j - 1]]; j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (int i = 0; i < inputs.n; i++) {
		FindingList *pl = &part[order[i]];
		for (int k = 0; k < pl->n; k++)
			findings_add(&fl, &pl->v[k]);
		free(pl->v);
	}
	free(part);
	free(order);
	free(shard);
	st.shard_k = st.shard_n = 0;
	findings_sort(&fl);
	coverage_finish(&cov);
	st.groups = cov.groups;
	st.uncompiled = cov.groups - cov.compiled;
	ReportOptions ro = {0};
	ro.nconfigs = st.configs;
	ro.coverage = loaded_coverage ? &cov : NULL;
	unit_errors_sort(&unit_errors);
	ro.errors = &unit_errors;
	for (int i = 0; i < fl.n; i++)
		ro.multi_config |= fl.v[i].configs.n > 0;
	if (results_write(fmt, output, &fl, &st, &ro, fmt == FMT_TEXT) != 0)
		status = 2;
	if (!status)   /* units a shard could not check are not a clean result */
		status = unsuppressed(&fl) ? 1 : unit_errors.n ? 2 : 0;
	if (fix_mismatches && status < 2)
		status = 3;   /* an edit at a place that is not its spelling */
	findings_free(&fl);
	coverage_free(&cov);
	unit_errors_free(&unit_errors);
	sv_free(&inputs);
	free((void *)st.config_names);
	free(st.config_units);
	free(st.config_seconds);
	return status;
}

/* --fix: writes each file with its safe fixes applied (atomically), then
 * checks again by running this program without --fix, whose status and
 * findings (those that had no safe fix) are the result. */
int apply_fixes(FindingList *fl, int argc, char **argv)
{
	StrVec done = {0};
	int edits = 0, failed = 0;
	fixed_files(fl, &done);
	for (int i = 0; i < done.n; i++) {
		int n = 0;
		char *text = fixed_file_text(fl, intern(done.v[i]), &n);
		if (!text || write_file_atomic(done.v[i], text, strlen(text)) != 0) {
			na_error("%s: cannot apply the fixes: %s", done.v[i], strerror(errno));
			failed++;
		} else {
			edits += n;
		}
		free(text);
	}
	fprintf(stderr, "nullaudit: %d fix%s applied in %d file%s; checking again\n", edits,
	        edits == 1 ? "" : "es", done.n - failed, done.n - failed == 1 ? "" : "s");
	sv_free(&done);
	fflush(NULL);
	char **args = xcalloc((size_t)argc + 1, sizeof *args);
	int n = 0;
	for (int i = 0; i < argc; i++)
		if (strcmp(argv[i], "--fix"))
			args[n++] = argv[i];
	pid_t pid = fork();
	if (pid == 0) {
		execv("/proc/self/exe", args);
		execvp(argv[0], args);
		_exit(3);
	}
	int status = 3;
	if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status))
		status = WEXITSTATUS(status);
	else
		status = 3;
	free(args);
	if (fix_mismatches && !failed && status < 2)
		return 3;     /* an edit at a place that is not its spelling */
	return failed ? 2 : status;
}
