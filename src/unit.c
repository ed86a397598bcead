/* unit.c -- one unit's pipeline, a function per step: read the file,
 * its system directories, reuse between configurations, screening,
 * preprocessing, placing the tokens, parsing and checking, collecting
 * the findings, errors and #if groups; then the unit under every
 * configuration of a run. */
#include "unit.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ast.h"
#include "check.h"
#include "frontend.h"
#include "gccflags.h"
#include "pp.h"
#include "reuse.h"
#include "screen.h"
#include "token.h"

/* The unit's #if groups compiled in some configuration, and the files
 * its runs entered (coverage.h). */
typedef struct Taken {
	CovMark *v;
	int n, cap;
} Taken;

static void taken_add(Taken *t, const CovMark *lines, int n)
{
	for (int i = 0; i < n; i++) {
		if (t->n == t->cap) {
			t->cap = t->cap ? t->cap * 2 : 32;
			t->v = xrealloc(t->v, sizeof *t->v * (size_t)t->cap);
		}
		t->v[t->n++] = lines[i];
	}
}

/* The same #if groups compiled, in the same order (the files entered
 * aside). */
static bool same_groups(const CovMark *a, int na, const CovMark *b, int nb)
{
	int i = 0, k = 0;
	for (;;) {
		while (i < na && a[i].line == 0)
			i++;
		while (k < nb && b[k].line == 0)
			k++;
		if (i == na || k == nb)
			return i == na && k == nb;
		if (a[i].file != b[k].file || a[i].line != b[k].line)
			return false;
		i++, k++;
	}
}

/* Why units were not fully checked (JSON "errors", SARIF notifications,
 * the text summary): recorded while a unit runs, in the process that runs
 * it; a worker sends its records to the parent ("E" lines). */
UnitErrorList unit_errors;
static const char *ue_unit, *ue_config;   /* the unit running, its configuration */

static void ue_add(const char *file, int line, int col, UnitErrorKind kind, const char *msg)
{
	unit_errors_add(&unit_errors, ue_unit, file ? display_path(file) : ue_unit, line, col, kind,
	                msg, ue_config);
}

static void on_parse_error(SrcLoc at, const char *message)
{
	ue_add(at.file, at.line, at.col, strstr(message, "(parser limit)") ? UE_LIMIT : UE_PARSE,
	       message);
}

/* A preprocessor message "PATH:LINE: error: MSG" (or without a place). */
static void ue_add_pp(const char *line, int n, const char *unit_file)
{
	const char *e = memmem(line, (size_t)n, ": error: ", 9);
	const char *fe = memmem(line, (size_t)n, ": fatal error: ", 15);
	const char *at = fe ? fe : e;
	char *msg, *path = NULL;
	long ln = 0;
	if (at && !memchr(line, ' ', (size_t)(at - line)) && strchr(line, ':') < at) {
		path = xstrndup(line, (size_t)(strchr(line, ':') - line));
		ln = strtol(strchr(line, ':') + 1, NULL, 10);
		const char *m = at + (fe ? 15 : 9);
		msg = xstrndup(m, (size_t)(line + n - m));
	} else {
		msg = xstrndup(line, (size_t)n);
	}
	UnitErrorKind k = strstr(msg, "over the limit") ? UE_LIMIT : UE_PREPROCESS;
	ue_add(path ? path : unit_file, path ? (int)ln : 0, 0, k, msg);
	free(path);
	free(msg);
}

/* One run of a unit in one configuration, carried from step to step. */
typedef struct UnitPass {
	const RunConfig *rc;
	const char *file;
	const Options *o;
	FindingList *fl;
	RunStats *st;
	const StrVec *allow;
	bool multi;
	Reuse *ru;               /* reuse between configurations, or NULL */
	Taken *taken;
	char *content;           /* -fpreprocessed: the file's text */
	size_t flen;
	bool preprocessed;
	UnitPP up;
	PPOptions ppo;
	bool c23;
	ReuseInputs in;
	const UnitRun *same;     /* an earlier configuration's run it cannot differ from */
	unsigned *looked;
	int nlooked;
	bool screened;
	bool streamed;           /* the tokens built while mcpp writes */
	PPResult pr;
	int status;
	TokenStream ts;
} UnitPass;

/* Read: the file exists, is not a directory, holds no NUL byte; with
 * -fpreprocessed (or a .i file) its text is kept, the preprocessor's
 * output already, with no provenance beyond its line markers. */
static int unit_read(UnitPass *u)
{
	const char *file = u->file;
	struct stat sb;
	if (stat(file, &sb) != 0) {
		na_error("%s: cannot open: %s", file, strerror(errno));
		char *m = xasprintf("cannot open: %s", strerror(errno));
		ue_add(NULL, 0, 0, UE_PREPROCESS, m);
		free(m);
		return -1;
	}
	if (S_ISDIR(sb.st_mode)) {
		na_error("%s: is a directory", file);
		ue_add(NULL, 0, 0, UE_PREPROCESS, "is a directory");
		return -1;
	}
	char *rerr = NULL;
	char *content = read_file(file, &u->flen, &rerr);
	if (!content) {
		na_error("%s: cannot read: %s", file, rerr);
		char *m = xasprintf("cannot read: %s", rerr);
		ue_add(NULL, 0, 0, UE_PREPROCESS, m);
		free(m);
		free(rerr);
		return -1;
	}
	const char *nul = memchr(content, '\0', u->flen);
	if (nul) {
		/* the preprocessor would stop reading there: not C source */
		long line = 1;
		for (const char *c = content; c < nul; c++)
			line += *c == '\n';
		na_error("%s:%ld: not a C source file (NUL byte at offset %ld)", file, line,
		         (long)(nul - content));
		char *m = xasprintf("not a C source file (NUL byte at offset %ld)", (long)(nul - content));
		ue_add(file, (int)line, 0, UE_PREPROCESS, m);
		free(m);
		free(content);
		return -1;
	}
	size_t fl_len = strlen(file);
	u->preprocessed = u->o->preprocessed || (fl_len > 2 && !strcmp(file + fl_len - 2, ".i"));
	if (u->preprocessed)
		u->content = content;
	else
		free(content);
	if (u->preprocessed)
		u->ru = NULL;
	return 0;
}

/* The system directories, as GCC marks them: -isystem, -idirafter, the
 * target's own and the standard ones. */
static void unit_system_dirs(const UnitPP *up)
{
	StrVec sysdirs = {0};
	for (int i = 0; i < up->args.n; i++) {
		const char *a = up->args.v[i];
		if ((!strcmp(a, "-isystem") || !strcmp(a, "-idirafter")) && i + 1 < up->args.n)
			sv_push(&sysdirs, up->args.v[++i]);
		else if (!strncmp(a, "-isystem", 8) && a[8])
			sv_push(&sysdirs, a + 8);
		else if (!strncmp(a, "-idirafter", 10) && a[10])
			sv_push(&sysdirs, a + 10);
	}
	for (int i = 0; i < up->ppo.sys_include_dirs.n; i++)
		sv_push(&sysdirs, up->ppo.sys_include_dirs.v[i]);
	sv_push(&sysdirs, "/usr/include");
	sv_push(&sysdirs, "/usr/local/include");
	check_set_system_dirs(&sysdirs);
	sv_free(&sysdirs);
}

/* Reuse: the same unit in an earlier configuration it cannot differ from,
 * or the watch of the names it looks up begins. */
static void unit_reuse_begin(UnitPass *u)
{
	if (!u->ru)
		return;
	char *tgt = target_id(u->rc, &u->ppo);
	reuse_inputs(&u->in, u->file, &u->ppo, tgt);
	free(tgt);
	if ((u->same = reuse_by_inputs(u->ru, &u->in)))
		u->ru->by_inputs++;
	else
		reuse_watch_begin();
}

/* Screen (screen.c): 1 when the unit is done, clean or the same as an
 * earlier configuration's clean text, with its status in *status; 0 to go
 * on, with the screening pass's -K text in *kept when it made one. */
static int unit_screen(UnitPass *u, PPResult *kept, int *status)
{
	bool with_k = u->screened && screen_use_k(u->file);
	Screened sd;
	bool clean = u->screened && screen_unit(u->rc, &u->ppo, u->file, u->allow, u->c23,
	                                        u->ru != NULL, &sd, with_k ? kept : NULL);
	/* the preprocessor's errors, among them the limits of -K (its traced
	 * calls, the output bound): without -K the unit may still be clean,
	 * as a unit screened so at once is */
	if (!clean && with_k && kept->messages && *kept->messages && !screen_verify) {
		clean = screen_unit(u->rc, &u->ppo, u->file, u->allow, u->c23, u->ru != NULL, &sd, NULL);
		if (clean)
			pp_result_free(kept);
	}
	if (!clean)
		return 0;
	screen_note(false);
	unit_pp_free(&u->up);
	Reuse *ru = u->ru;
	*status = 0;
	if (ru) {
		/* the text without provenance stands for the run: another
		 * configuration's equal text (with or without it: equal texts
		 * are equal tokens) is the same result; without -K a text does
		 * not say which #if groups made it (an empty group and none give
		 * the same text): the groups compiled too (the files entered may
		 * differ: a configuration's -include of its definitions) */
		reuse_watch_end(&u->looked, &u->nlooked);
		const UnitRun *same = reuse_by_content(ru, &u->in, sd.text, sd.len);
		if (same && same_groups(same->taken, same->ntaken, sd.taken, sd.ntaken)) {
			ru->by_content++;
			reuse_apply(same, u->multi ? u->rc->name : NULL, u->fl);
			taken_add(u->taken, sd.taken, sd.ntaken);
			reuse_inputs_free(&u->in);
			free(u->looked);
			free(sd.text);
			free(sd.taken);
			*status = same->status < 0 ? -1 : 0;
			return 1;
		}
	}
	u->st->expressions += sd.expressions;
	u->st->untyped += sd.untyped;
	taken_add(u->taken, sd.taken, sd.ntaken);
	if (ru) {   /* kept with its text, its groups and no finding */
		FindingList none = {0};
		reuse_record(ru, &u->in, u->looked, u->nlooked, sd.text, sd.len, &none, sd.taken,
		             sd.ntaken, 0, sd.expressions, sd.untyped);
	} else {
		free(sd.taken);
	}
	return 1;
}

/* Preprocess: the text is the file itself (-fpreprocessed), the screening
 * pass's with -K, or mcpp's run; 1 when an earlier configuration had the
 * same inputs or text (its result applied, the status in *status). */
static int unit_preprocess(UnitPass *u, PPResult *kept, int *status)
{
	if (u->preprocessed) {
		u->pr.text = u->content;
		u->pr.len = u->flen;
		u->pr.messages = xstrdup("");
	} else if (u->same) {
		u->status = u->same->status;
	} else if (kept->text) {
		u->pr = *kept;   /* the screening pass's text with -K */
		u->status = u->pr.errors ? -1 : 0;
		u->streamed = false;
	} else {
		u->status = pp_run(&u->ppo, u->file, &u->pr);
	}
	if (u->ru && !u->same)
		reuse_watch_end(&u->looked, &u->nlooked);
	unit_pp_free(&u->up);
	if (!u->same && u->ru && (u->same = reuse_by_content(u->ru, &u->in, u->pr.text, u->pr.len)))
		u->ru->by_content++;
	if (!u->same)
		return 0;
	reuse_apply(u->same, u->multi ? u->rc->name : NULL, u->fl);
	taken_add(u->taken, u->same->taken, u->same->ntaken);
	reuse_inputs_free(&u->in);
	free(u->looked);
	pp_result_free(&u->pr);
	*status = u->same->status < 0 || u->status < 0 ? -1 : 0;
	return 1;
}

/* The preprocessor's messages: each recorded, the first ones said as
 * "nullaudit: error: PATH:LINE: MSG [preprocessor]" (a broken unit can
 * have an error per line). */
static void unit_pp_messages(const char *p, const char *file)
{
	enum { SHOWN_ERRORS = 20 };
	int shown = 0;
	for (const char *q = p; *q;) {
		const char *eol = strchr(q, '\n');
		int n = eol ? (int)(eol - q) : (int)strlen(q);
		if (n)
			ue_add_pp(q, n, file);
		q += n + (eol ? 1 : 0);
	}
	while (*p) {
		const char *eol = strchr(p, '\n');
		int n = eol ? (int)(eol - p) : (int)strlen(p);
		if (shown++ == SHOWN_ERRORS) {
			int more = 0;
			for (const char *q = p; *q; q++)
				more += *q == '\n';
			more += p[strlen(p) - 1] != '\n';
			fprintf(stderr, "nullaudit: error: %s: %d more preprocessor error%s not shown\n",
			        file, more, more == 1 ? "" : "s");
			break;
		}
		/* "PATH:LINE: error: MSG" -> "nullaudit: error: PATH:LINE: MSG" */
		const char *e = memmem(p, (size_t)n, ": error: ", 9);
		const char *fe = memmem(p, (size_t)n, ": fatal error: ", 15);
		const char *at = fe ? fe : e;
		if (at && !memchr(p, ' ', (size_t)(at - p))) {
			char *path = xstrndup(p, (size_t)(strchr(p, ':') - p));
			const char *rest = strchr(p, ':');
			const char *msg = at + (fe ? 15 : 9);
			if (at - rest == 2 && rest[1] == '0')
				rest = at;   /* line 0: before the first line (-include) */
			fprintf(stderr, "nullaudit: error: %s%.*s: %.*s [preprocessor]\n", display_path(path),
			        (int)(at - rest), rest, (int)(p + n - msg), msg);
			free(path);
		} else {
			fprintf(stderr, "nullaudit: error: %s: %.*s [preprocessor]\n", file, n, p);
		}
		p += n + (eol ? 1 : 0);
	}
}

/* Place: the tokens with provenance (token.c), built while mcpp wrote or
 * from its text; -1 when its records cannot be followed (see
 * docs/design/provenance.md, "Reading the stream"): the unit is lost,
 * said, and the others go on. */
static int unit_place(UnitPass *u)
{
	char *err = NULL;
	int built;
	if (u->streamed) {
		err = u->pr.token_error;
		u->pr.token_error = NULL;
		built = err ? -1 : 0;
	} else {
		built = u->preprocessed ? tokens_from_preprocessed(u->pr.text, u->file, &u->ts, &err)
		                        : tokens_from_text(u->pr.text, u->file, &u->ts, &err);
	}
	if (built == 0)
		return 0;
	char *m = xasprintf("cannot follow the preprocessor's provenance records (%s); unit skipped",
	                    err);
	na_error("%s: %s", u->file, m);
	ue_add(NULL, 0, 0, UE_PREPROCESS, m);
	free(m);
	free(err);
	tokens_free(&u->ts);
	pp_result_free(&u->pr);
	reuse_inputs_free(&u->in);
	free(u->looked);
	return -1;
}

/* --dump-tokens, -E, --preprocess-only: the tokens printed or counted. */
static int unit_print(UnitPass *u)
{
	if (u->o->dump_tokens) {
		tokens_dump(&u->ts, stdout);
	} else {
		u->st->tokens += u->ts.n;
		u->st->expansions += u->ts.nexps;
		if (!u->o->no_print)
			pp_print_plain(&u->ts, stdout);
	}
	tokens_free(&u->ts);
	return u->status;
}

/* Parse and check (check_tokens), then collect: the statistics, the
 * screening history, and with reuse the findings copied and the run
 * recorded with its text. */
static int unit_check(UnitPass *u, char *text, size_t tlen, int found_before)
{
	Reuse *ru = u->ru;
	/* the compiled #if groups move to the reuse record, which outlives ts */
	CovMark *tk = u->ts.cond_taken;
	int ntk = u->ts.ncond_taken;
	if (ru) {
		u->ts.cond_taken = NULL;
		u->ts.ncond_taken = u->ts.cond_taken_cap = 0;
	}
	apply_target(&u->rc->arch);
	target.c23 = u->c23;
	FindingList mine = {0};
	ParseStats ps;
	parse_error_hook = on_parse_error;
	check_tokens(&u->ts, ru ? &mine : u->fl, u->multi ? u->rc->name : NULL, u->allow, &ps);
	parse_error_hook = NULL;
	tokens_free(&u->ts);
	if (screen_units)   /* screened or not: what it would have been */
		screen_note(u->screened || (ru ? mine.n : u->fl->n - found_before) > 0 || ps.errors);
	u->st->expressions += ps.expressions;
	u->st->untyped += ps.untyped;
	if (ps.errors)
		u->status = -1;
	if (ru) {
		for (int i = 0; i < mine.n; i++) {
			Finding f = finding_copy(&mine.v[i], NULL);
			findings_add(u->fl, &f);
		}
		reuse_record(ru, &u->in, u->looked, u->nlooked, text, tlen, &mine, tk, ntk, u->status,
		             ps.expressions, ps.untyped);
	}
	return u->status;
}

/* Runs one unit in one configuration. Returns 0, or -1 when the unit could
 * not be preprocessed or parsed cleanly (already reported). */
static int run_unit(const RunConfig *rc, const char *file, const StrVec *unit_args, const Options *o,
                    FindingList *fl, RunStats *st, const StrVec *allow, bool multi, Reuse *ru,
                    Taken *taken)
{
	UnitPass u = {.rc = rc, .file = file, .o = o, .fl = fl, .st = st, .allow = allow,
	              .multi = multi, .ru = ru, .taken = taken};
	ue_unit = display_path(file);
	ue_config = multi ? rc->name : NULL;
	if (unit_read(&u) != 0)
		return -1;
	unit_pp(rc, unit_args, &u.up);
	u.ppo = u.up.ppo;
	unit_system_dirs(&u.up);
	unit_reuse_begin(&u);
	/* Without reuse the token stream is built while mcpp writes (the
	 * annotated text is not kept); reuse compares whole texts first. */
	u.streamed = !u.ru && !u.preprocessed;
	if (u.streamed)
		u.ppo.tokens = &u.ts;
	u.c23 = gcc_stdc_version(u.ppo.predefines) > 201710L;
	u.screened = !u.preprocessed && !u.same && screen_units;
	PPResult kept = {0};
	int status;
	if (unit_screen(&u, &kept, &status))
		return status;
	int found_before = fl->n;
	if (unit_preprocess(&u, &kept, &status))
		return status;
	if (u.pr.messages && *u.pr.messages)
		unit_pp_messages(u.pr.messages, file);
	if (u.pr.fatal && !o->dump_tokens && !o->preprocess_only) {
		/* the output stops short: its parse would only add errors */
		if (u.streamed)
			tokens_free(&u.ts);
		pp_result_free(&u.pr);
		reuse_inputs_free(&u.in);
		free(u.looked);
		return -1;
	}
	if (unit_place(&u) != 0)
		return -1;
	if (screen_verify)
		screen_compare(file, &u.ts);
	taken_add(taken, u.ts.cond_taken, u.ts.ncond_taken);
	char *text = u.pr.text;
	size_t tlen = u.pr.len;
	if (u.ru)
		u.pr.text = NULL;  /* kept for reuse_by_content */
	pp_result_free(&u.pr);
	if (o->dump_tokens || o->preprocess_only)
		return unit_print(&u);
	return unit_check(&u, text, tlen, found_before);
}

bool in_worker;   /* this process is a worker of run_parallel */

/* --report-unused-suppressions: the user files (not system headers) the
 * units of this process read, from the token streams' file table. */
bool collect_files;
StrVec seen_files;
static PtrMap seen_map;   /* seen_files, for lookups */

void seen_file(const char *file)
{
	file = intern(file);
	if (pm_get(&seen_map, file))
		return;
	pm_set(&seen_map, file, file);
	sv_push(&seen_files, file);
}

void unit_files_free(void)
{
	sv_free(&seen_files);
	pm_free(&seen_map);
}

static void collect_unit_files(void)
{
	for (int i = 1; collect_files && i < tok_file_count(); i++)
		if (tok_files[i] && !check_in_system_dir(tok_files[i]))
			seen_file(tok_files[i]);
}

/* The unit file in configuration c: its entry and flags (NULL: none);
 * false when the configuration does not build it. */
bool config_unit(const Batch *b, int c, const char *file, CompUnit **cu,
                 const StrVec **uargs)
{
	CompDb *db = b->config_db[c].n ? &b->config_db[c] : b->main_db;
	*cu = db_unit(db, file);
	*uargs = *cu ? compdb_args(*cu) : NULL;
	return !(b->config_db[c].n && !*uargs);
}

/* The driver's start of the screening history, from the first unit it
 * gives out (its workers start from it). */
void screen_prior_unit(const Batch *b, const char *file)
{
	for (int c = 0; !screen_has_history() && c < b->nconfigs; c++) {
		CompUnit *cu;
		const StrVec *uargs;
		if (config_unit(b, c, file, &cu, &uargs))
			screen_prior(&unit_config(&b->configs[c], cu)->pp.args, uargs);
	}
}

/* One unit under every configuration; true when it failed somewhere. */
bool check_unit_all(const Batch *b, const char *file, FindingList *fl, RunStats *st,
                    CoverageSeen *cov)
{
	bool failed = false;
	Taken taken = {0};
	Reuse ru = {0};
	bool reuse = b->nconfigs > 1 && !b->o->dump_tokens && !b->o->preprocess_only;
	/* testing hook: a worker process checking a unit whose path contains
	 * $NULLAUDIT_TEST_CRASH stops on SIGSEGV, as a checker bug would */
	const char *crash = getenv("NULLAUDIT_TEST_CRASH");
	if (in_worker && crash && *crash && strstr(file, crash)) {
		signal(SIGSEGV, SIG_DFL);   /* past a sanitizer's handler */
		raise(SIGSEGV);
	}
	/* and one whose path contains $NULLAUDIT_TEST_HANG never ends, as a
	 * unit that loops would (--unit-timeout) */
	const char *hang = getenv("NULLAUDIT_TEST_HANG");
	if (in_worker && hang && *hang && strstr(file, hang))
		for (;;)
			pause();
	for (int c = 0; c < b->nconfigs; c++) {
		CompUnit *cu;
		const StrVec *uargs;
		bool builds = config_unit(b, c, file, &cu, &uargs);
		tok_unit_dir = cu ? cu->dir : NULL;
		if (!builds)
			continue;  /* this configuration does not build the unit */
		struct timespec t0, t1;
		clock_gettime(CLOCK_MONOTONIC, &t0);
		const RunConfig *rc = unit_config(&b->configs[c], cu);
		screen_prior(&rc->pp.args, uargs);
		if (run_unit(rc, file, uargs, b->o, fl, st, b->allow, b->multi,
		             reuse ? &ru : NULL, &taken) != 0)
			failed = true;
		clock_gettime(CLOCK_MONOTONIC, &t1);
		if (st->config_units) {
			st->config_units[c]++;
			st->config_seconds[c] += (double)(t1.tv_sec - t0.tv_sec) +
			                         (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
		}
	}
	if (b->coverage && !b->o->dump_tokens && !b->o->preprocess_only) {
		/* the unit's own file, and the user's headers (not the system's,
		 * unless --system-headers) */
		CovMark self = {display_path(file), 0};
		covseen_add(cov, &self, 1);
		for (int i = 0; i < taken.n; i++)
			if (check_system_headers || !check_in_system_dir(taken.v[i].file))
				covseen_add(cov, &taken.v[i], 1);
	}
	collect_unit_files();
	free(taken.v);
	st->reused_by_inputs += ru.by_inputs;
	st->reused_by_content += ru.by_content;
	reuse_free(&ru);
	st->units++;
	return failed;
}
