/* pp.c -- drive the embedded mcpp: one unit in memory, with provenance.
 *
 * mcpp writes everything through three function pointers. We point them at
 * growable buffers: OUT and DBG (where -K's provenance records go, see
 * mcpp_prov.h) share one buffer so records stay in order with the text;
 * ERR collects diagnostics.
 * Nothing touches the disk but the sources themselves. */
#include "pp.h"

#include <limits.h>
#include <malloc.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "gccflags.h"
#include "gnu_has.h"
#include "mcpp_lib.h"
#include "memotrace.h"
#include "pphooks.h"

static StrBuf pp_out, pp_err;
#define PP_OUT_RESERVE ((size_t)96 << 20)

/* Streaming (PPOptions.tokens): the complete lines of pp_out go to the
 * token builder once there are this many bytes, so the text is read
 * while still in cache and its pages are used again; pp_out_total counts
 * what was passed on. */
#define PP_FEED_AT ((size_t)256 << 10)
static TokenBuilder *pp_feed;
static size_t pp_out_total;

static void feed_lines(bool all)
{
	if (!pp_feed || !pp_out.len)
		return;
	size_t n = pp_out.len;
	if (!all) {
		const char *nl = memrchr(pp_out.buf, '\n', pp_out.len);
		if (!nl)
			return;
		n = (size_t)(nl - pp_out.buf) + 1;
	}
	char keep = pp_out.buf[n];
	pp_out.buf[n] = '\0';
	memo_trace_exclude(true);
	tokens_feed(pp_feed, pp_out.buf);
	memo_trace_exclude(false);
	pp_out.buf[n] = keep;
	memmove(pp_out.buf, pp_out.buf + n, pp_out.len - n + 1);
	pp_out.len -= n;
	pp_out_total += n;
}

/* A bound on one unit's output with records: the largest kernel unit makes
 * 24 MB; a macro bomb would make gigabytes. Past it the writes fail, mcpp
 * stops with a fatal "File write error", which pp_run explains
 * (pp_take_output). */
static size_t pp_out_limit;
static bool pp_out_full;

size_t pp_output_limit(void)
{
	const char *lim = getenv("NULLAUDIT_PP_LIMIT_MIB");
	return lim && atol(lim) > 0 ? (size_t)atol(lim) << 20 : (size_t)256 << 20;
}

static StrBuf *dest(OUTDEST od)
{
	return od == ERR ? &pp_err : &pp_out;
}

/* the bytes of output so far (the memo trace's measure) */
static size_t out_pos(void)
{
	return pp_out_total + pp_out.len;
}

static bool over_limit(OUTDEST od)
{
	if (od == ERR) {
		memo_trace_diag();
		return false;
	}
	if (pp_feed && pp_out.len >= PP_FEED_AT)
		feed_lines(false);
	if (pp_out_total + pp_out.len < pp_out_limit)
		return false;
	pp_out_full = true;
	return true;
}

static int out_putc(int c, OUTDEST od)
{
	if (over_limit(od))
		return EOF;
	sb_putc(dest(od), c);
	if (od != ERR && memo_tracing) {
		char ch = (char)c;
		memo_trace_output(&ch, 1);
	}
	return c;
}

static int out_puts(const char *s, OUTDEST od)
{
	if (over_limit(od))
		return EOF;
	sb_puts(dest(od), s);
	if (od != ERR && memo_tracing)
		memo_trace_output(s, strlen(s));
	return 0;
}

static int out_printf(OUTDEST od, const char *fmt, ...)
{
	if (over_limit(od))
		return -1;
	va_list ap;
	va_start(ap, fmt);
	size_t before = dest(od)->len;
	sb_vprintf(dest(od), fmt, ap);
	va_end(ap);
	if (od != ERR && memo_tracing)
		memo_trace_output(dest(od)->buf + before, dest(od)->len - before);
	return (int)(dest(od)->len - before);
}

/* mcpp's own spelling of an option with a separate argument. */
static void push_opt(StrVec *argv, const char *opt, const char *arg)
{
	sv_push(argv, opt);
	sv_push(argv, arg);
}

/* Rewrites mcpp's diagnostics: keeps errors with their location, drops its
 * warnings (style remarks about the code, not problems of ours), counts. */
static void collect_messages(PPResult *res)
{
	StrBuf sb = {0};
	if (!pp_err.buf) {
		res->messages = xstrdup("");
		return;
	}
	const char *p = pp_err.buf;
	while (*p) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);
		const char *e = memmem(p, n, ": error: ", 9);
		const char *f = memmem(p, n, ": fatal error: ", 15);
		if (e || f) {
			sb_putn(&sb, p, n);
			sb_putc(&sb, '\n');
			res->errors++;
			if (f)
				res->fatal = true;
		} else if (n && p[0] != ' ' && !memmem(p, n, ": warning: ", 11) &&
		           !memmem(p, n, "error in preprocessor", 21) &&
		           !memmem(p, n, "errors in preprocessor", 22)) {
			/* Messages without a location (option errors, "Can't
			 * open input file"): keep them and count them. */
			sb_putn(&sb, p, n);
			sb_putc(&sb, '\n');
			res->errors++;
			res->fatal = true;
		}
		p = eol ? eol + 1 : p + n;
	}
	res->messages = sb_steal(&sb);
}

/* mcpp mallocs three 256 KiB work buffers per function-like macro call and
 * shrinks them at once: above glibc's mmap threshold each becomes an
 * mmap/mremap/munmap cycle, which dominated its time (notes/mcpp.md 5).
 * Keep such blocks on the heap and the heap from being trimmed. */
static void tune_malloc(void)
{
	static bool done;
	if (done)
		return;
	done = true;
	mallopt(M_MMAP_THRESHOLD, 64 << 20);
	mallopt(M_TRIM_THRESHOLD, 256 << 20);
	mallopt(M_TOP_PAD, 16 << 20);
}

/* The preprocessor reads every header once; the token builder needs the
 * text of those that define macros or have calls, and takes it from here
 * instead of opening each file again. */
static int take_source(const char *fullname, char *text, size_t len)
{
	return tokens_take_source(fullname, text, len);
}

/* The result of a screening run (PPOptions.plain or screen), which mcpp's
 * hooks below fill in. */
static PPResult *pp_screened;

/* The definitions a run without provenance installs: a null pointer
 * constant can then be told by its form alone (check.c's screening) only
 * while every NULL is defined as (void *)0, and no macro stands for __null
 * (a NULL of integer type, or one that is no cast, is told by its
 * expansion only). */
static void screen_define(const char *name, int nargs, const char *repl)
{
	bool is_null = !strcmp(name, "NULL");
	char b[16];
	size_t n = 0;
	for (const char *p = repl; *p && n < sizeof b - 1; p++)
		if (*p != ' ' && *p != '\t')
			b[n++] = *p;
	b[n] = '\0';
	if ((is_null && (nargs >= 0 || (strcmp(b, "((void*)0)") && strcmp(b, "(void*)0")))) ||
	    !strcmp(b, "__null"))
		pp_screened->null_odd = true;
}

/* The groups a run without -K compiled, in every file (mcpp patches 0103
 * and 0111; -K gives them as records, token.c's cond_taken), and the files
 * it entered (coverage). */
static const char *pp_main_disp;

static void screen_cond(const char *fullname, long line, int what)
{
	const char *disp = display_path(fullname);
	if (what == 0 && disp == pp_main_disp) {
		pp_screened->main_line = true;   /* the lines change their numbering */
		return;
	}
	if (pp_screened->ntaken % 64 == 0)
		pp_screened->taken = xrealloc(pp_screened->taken, sizeof *pp_screened->taken *
		                                            (size_t)(pp_screened->ntaken + 64));
	/* what 2: entered; 0: a header's #line (its groups are not measured) */
	int l = what == 2 ? 0 : what == 0 ? -1 : line > INT_MAX ? INT_MAX : (int)line;
	pp_screened->taken[pp_screened->ntaken++] = (CovMark){disp, l};
}

/* mcpp's command line for file (argv), from opt: provenance records
 * unless plain, the digraphs and trigraphs of the C standard the
 * predefined macros say, the options of the unit and its system
 * directories. The names GCC was given for paths are passed to mcpp. */
static void pp_argv(const PPOptions *opt, const char *file, StrVec *argv)
{
	sv_push(argv, "nullaudit");
	if (!opt->plain)
		sv_push(argv, "-K");    /* provenance records (mcpp_prov.h) */
	sv_push(argv, "-W0");       /* its warnings are not our findings */
	push_opt(argv, "-e", "utf8");
	sv_push(argv, "-nostdinc"); /* the target's directories come below */
	/* GCC reads digraphs (%: <: <% ...) in every mode but strict C90 */
	bool strict = opt->predefines && strstr(opt->predefines, "#define __STRICT_ANSI__ ");
	long version = gcc_stdc_version(opt->predefines);
	if (!strict || version)
		sv_push(argv, "-digraphs");
	/* and trigraphs (??= ??( ??/ ...) in the strict modes before C23
	 * (-std=c99, -ansi; C23 has none, nor has GCC 13's -std=c2x) */
	tok_trigraphs = strict && version <= 201710L;
	if (tok_trigraphs)
		sv_push(argv, "-trigraphs");
	/* "-na-given NAME": the path before it was given to GCC as NAME;
	 * "-na-main NAME": so was the input file (compdb.c) */
	mcpp_add_given_name(NULL, NULL);
	for (int i = 0; i < opt->args.n; i++) {
		const char *a = opt->args.v[i];
		if ((!strcmp(a, "-na-given") || !strcmp(a, "-na-main")) && i + 1 < opt->args.n) {
			const char *given = opt->args.v[++i];
			if (a[4] == 'm')
				mcpp_add_given_name(file, given);
			else if (argv->n > 0)
				mcpp_add_given_name(argv->v[argv->n - 1], given);
			continue;
		}
		sv_push(argv, a);
	}
	for (int i = 0; i < opt->sys_include_dirs.n; i++)
		push_opt(argv, "-isystem", opt->sys_include_dirs.v[i]);
	sv_push(argv, file);
}

/* The predefined names whose definition makes the target x86 for
 * __has_builtin's answers (gnu_has_set_target()) */
static const char *const target_names[] = {"__x86_64__", "__i386__"};

void pp_note_target_names(void)
{
	for (size_t i = 0; i < sizeof target_names / sizeof *target_names; i++)
		mcpp_lookup_note(target_names[i], strlen(target_names[i]));
}

/* Whether the predefines pre define one of target_names */
static bool target_x86(const char *pre)
{
	char want[64];
	for (size_t i = 0; i < sizeof target_names / sizeof *target_names; i++) {
		snprintf(want, sizeof want, "#define %s ", target_names[i]);
		if (strstr(pre, want))
			return true;
	}
	return false;
}

/* mcpp's settings and hooks for a run on file: the predefined macros,
 * __has_builtin's target, the sources kept, the macro prefix maps, the
 * output, and the screening hooks that fill in res. */
static void pp_settings(const PPOptions *opt, const char *file, PPResult *res)
{
	const char *pre = opt->predefines ? opt->predefines : "";
	mcpp_set_predefines(pre);
	gnu_has_set_target(target_x86(pre));
	mcpp_set_has_hook(gnu_has);
	/* the sources are kept for the placing of tokens: not when none is
	 * placed (a screening pass's text with -K may be placed after: it
	 * keeps them, which costs less than reading them again then) */
	mcpp_set_source_hook(opt->plain ? NULL : take_source);
	mcpp_add_macro_prefix_map(NULL, NULL);
	for (int i = 0; i < opt->prefix_maps.n; i++) {
		const char *m = opt->prefix_maps.v[i];
		const char *eq = strchr(m, '=');
		if (!eq)
			continue;
		char *old = xstrndup(m, (size_t)(eq - m));
		mcpp_add_macro_prefix_map(old, eq + 1);
		free(old);
	}
	mcpp_set_out_func(out_putc, out_puts, out_printf);
	mcpp_set_prov_records(!opt->plain);   /* -K as records: mcpp_prov.h */
	pp_screened = res;
	pp_main_disp = display_path(file);
	mcpp_set_define_hook(opt->plain || opt->screen ? screen_define : NULL);
	mcpp_set_cond_hook(opt->plain || opt->screen ? screen_cond : NULL);
}

/* The run's output taken: to the tokens it was streamed to, or the
 * tokens built from the whole text (raw: it was written to that file
 * too), or the text itself into res; and the output's limit, if it went
 * over, said as the error it is. */
static void pp_take_output(const PPOptions *opt, const char *file, PPResult *res, const char *raw)
{
	/* Debugging aid: the raw stream with its binary records, before
	 * token.c reads it (scripts/prov-dump.py renders the records). */
	if (raw && *raw) {
		FILE *f = fopen(raw, "w");
		if (f) {
			fwrite(pp_out.buf ? pp_out.buf : "", 1, pp_out.len, f);
			fclose(f);
		}
	}
	if (pp_feed) {
		feed_lines(true);
		tokens_end(pp_feed, &res->token_error);
		pp_feed = NULL;
		pp_out.len = 0;  /* the buffer is kept for the next unit */
	} else if (opt->tokens) {
		/* not streamed (NULLAUDIT_PP_RAW): built from the whole text */
		tokens_from_text(pp_out.buf ? pp_out.buf : "", file, opt->tokens,
		                 &res->token_error);
		pp_out.len = 0;
	} else {
		res->len = pp_out.len;
		res->text = sb_steal(&pp_out);
	}
	if (pp_out_full) {
		/* mcpp said "File write error": say what happened */
		pp_err.len = 0;
		sb_printf(&pp_err, "%s:1: fatal error: preprocessed output over the limit of %zu MiB "
		          "(a runaway macro expansion?); unit stopped\n", file, pp_out_limit >> 20);
		pp_out_full = false;
	}
}

/* NULLAUDIT_MEMO=1: mcpp replays a header whose inputs are those of an
 * earlier processing of it in this process (patch 0113, a prototype; off
 * by default); NULLAUDIT_MEMO_DIR=DIR keeps the recordings in DIR too,
 * for other processes (patch 0114; NULLAUDIT_MEMO=0 still turns it off).
 * Its recordings are for the settings of the run that made them, all but
 * the input file, the definitions (-D, -U, predefines), which are inputs
 * themselves, and the include search list, whose directories (with the
 * names GCC was given for them) a recording checks as far as its searches
 * read it (patch 0116): mcpp's other arguments, the names the other paths
 * were given as (__FILE__) and the prefix maps are the memo's context, so
 * that the units of directories with -I flags of their own share it. */
static void set_memo(const PPOptions *opt, const StrVec *argv)
{
	const char *m = getenv("NULLAUDIT_MEMO");
	const char *dir = getenv("NULLAUDIT_MEMO_DIR");
	bool off = m && !strcmp(m, "0");
	if (off || (dir && !*dir))
		dir = NULL;
	mcpp_set_memo_dir(dir);
	if (!dir && (off || !m || !*m)) {
		mcpp_set_memo(0, "");
		return;
	}
	StrBuf ctx = {0};
	sb_puts(&ctx, opt->plain ? "plain\n" : "-K\n");
	for (int i = 1; i + 1 < argv->n; i++) {
		char op;
		const char *v;
		int took = gcc_define_option(argv, i, &op, &v);
		if (!took)
			took = gcc_search_dir_option(argv, i);
		if (took)
			i += took - 1;
		else
			sb_printf(&ctx, "%s\n", argv->v[i]);
	}
	for (int i = 0; i + 1 < opt->args.n; i++) {
		if (strcmp(opt->args.v[i], "-na-given"))
			continue;
		/* after a directory of the list: checked with it by mcpp */
		if ((i >= 1 && gcc_search_dir_option(&opt->args, i - 1) == 1) ||
		    (i >= 2 && gcc_search_dir_option(&opt->args, i - 2) == 2))
			continue;
		sb_printf(&ctx, "given %s\n", opt->args.v[i + 1]);
	}
	for (int i = 0; i < opt->prefix_maps.n; i++)
		sb_printf(&ctx, "prefix-map %s\n", opt->prefix_maps.v[i]);
	mcpp_set_memo(1, ctx.buf);
	free(ctx.buf);
}

int pp_run(const PPOptions *opt, const char *file, PPResult *res)
{
	memset(res, 0, sizeof *res);
	tune_malloc();
	pp_out_limit = pp_output_limit();
	StrVec argv = {0};
	pp_argv(opt, file, &argv);

	/* mcpp keeps pointers into argv during the run; argv.v stays alive. */
	pp_out.len = pp_err.len = 0;
	pp_out_total = 0;
	/* the raw stream asked for (below) is the whole text */
	const char *raw = getenv("NULLAUDIT_PP_RAW");
	pp_feed = opt->tokens && !(raw && *raw) ? tokens_begin(file, opt->tokens) : NULL;
	if (pp_feed && opt->plain)
		tokens_plain(pp_feed, false);
	/* Room for a large unit at once: the block is mapped, not touched,
	 * so only what is written costs memory, and the text is never
	 * copied to grow (a doubling buffer copied 31 MB for a 17 MB unit). */
	sb_reserve(&pp_out, PP_OUT_RESERVE);
	pp_out.buf[0] = '\0';
	if (pp_err.buf)
		pp_err.buf[0] = '\0';
	pp_settings(opt, file, res);
	memo_trace_begin(out_pos, opt->plain);
	set_memo(opt, &argv);
	mcpp_lib_main(argv.n, argv.v);
	memo_trace_end(file, opt->plain);
	mcpp_set_define_hook(NULL);
	mcpp_set_cond_hook(NULL);
	mcpp_reset_def_out_func();
	pp_heard_output(pp_out_total + pp_out.len);
	pp_take_output(opt, file, res, raw);
	collect_messages(res);
	sv_free(&argv);
	return res->errors ? -1 : 0;
}

void pp_result_free(PPResult *res)
{
	free(res->text);
	free(res->messages);
	free(res->token_error);
	free(res->taken);
	memset(res, 0, sizeof *res);
}

void pp_print_plain(const TokenStream *ts, FILE *out)
{
	/* through one buffer: a kernel unit is a million tokens, and two
	 * stdio calls for each were a tenth of -E's time */
	char buf[1 << 16];
	size_t n = 0;
	for (int i = 0; i < ts->n; i++) {
		const Token *t = &ts->tok[i];
		/* a digraph as it is spelled, as gcc -E writes it */
		const char *text = ts->digraphs ? tok_spelled(t) : t->text;
		size_t len = strlen(text);
		if (n + len + 2 > sizeof buf) {
			fwrite(buf, 1, n, out);
			n = 0;
		}
		if (i)
			buf[n++] = t->bol ? '\n' : ' ';
		if (len + 2 > sizeof buf) {     /* a string longer than the buffer */
			fwrite(buf, 1, n, out);
			n = 0;
			fwrite(text, 1, len, out);
			continue;
		}
		memcpy(buf + n, text, len);
		n += len;
	}
	if (ts->n)
		buf[n++] = '\n';
	fwrite(buf, 1, n, out);
}
