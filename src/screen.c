/* screen.c -- the screening policy: which units are checked first from
 * tokens without provenance, with mcpp's -K or without, the history of
 * the last units that decides it, and the screening pass itself. */
#include "screen.h"

#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "check.h"
#include "frontend.h"
#include "gccflags.h"

/* Screening: most units have no finding, and telling so needs no
 * provenance. A unit is first preprocessed without it (mcpp without -K,
 * about a fifth less work, and no records to follow) and checked with
 * check_screen set, which notes every site that could be a finding
 * (check.h). True when that pass ran clean to the end: no finding, no
 * message of the preprocessor or the parser, every NULL defined as
 * (void *)0; the unit is done, its statistics counted. Otherwise the
 * caller checks it with provenance, which says everything again. */
bool screen_units;   /* set by screen_setup() for the runs it is exact for */

/* Two ways to screen (docs/design/provenance.md, "Screening"). Without -K
 * (PPOptions.plain) a clean unit costs least, but one with a possible
 * finding is preprocessed again with -K: about 1.7 times the check with
 * provenance alone. With -K (PPOptions.screen) mcpp writes its records
 * and the text is kept: a clean unit costs 2-7% more on userland units
 * and about 15% more on kernel ones, but one with a possible finding is
 * placed from the kept text, with no second run. So a unit is screened
 * with -K while any of the last 8 units checked had a finding, an error
 * or a possible finding (the driver notes each worker's unit so, and a
 * worker starts with the driver's history), and without it otherwise.
 * A process that has checked nothing yet starts from what is known of
 * the code: a kernel unit (__KERNEL__ defined) as if the last 8 were
 * clean, since kbuild's sparse keeps such code clean of these findings
 * (1 of 100 kernel units has a possible finding), any other as if the
 * last one had a finding (10% to 60% of the units of most userland
 * packages have one). The results are the same either way. */
static unsigned screen_recent;   /* the last 8 units, newest in bit 0 */
static bool screen_seen;         /* screen_recent holds a unit's result */
bool screen_unit_hit;     /* a run of this worker's unit noted one */

void screen_note(bool hit)
{
	screen_recent = ((screen_recent << 1) | hit) & 0xff;
	screen_seen = true;
	screen_unit_hit |= hit;
}

/* -D__KERNEL__ among args */
static bool defines_kernel(const StrVec *args)
{
	for (int i = 0; args && i < args->n; i++) {
		const char *a;
		char op;
		int took = gcc_define_option(args, i, &op, &a);
		if (took && op == 'D' && !strncmp(a, "__KERNEL__", 10) && (!a[10] || a[10] == '='))
			return true;
		i += took > 1;   /* -D NAME: its name too */
	}
	return false;
}

/* The history a process starts from (see above), from its first unit's
 * flags: its configuration's and its own. */
void screen_prior(const StrVec *config_args, const StrVec *unit_args)
{
	if (screen_seen)
		return;
	screen_recent = defines_kernel(config_args) || defines_kernel(unit_args) ? 0 : 1;
	screen_seen = true;
}

/* Whether file is screened with -K: one choice for all the
 * configurations of a unit, whose screened texts an audit compares
 * (with -K and without, the same unit's texts never match). */
static bool screen_with_k(const char *file)
{
	static const char *chosen_for;
	static bool chosen;
	if (file != chosen_for) {
		chosen_for = file;
		chosen = screen_recent != 0;
	}
	return chosen;
}

bool screen_has_history(void)
{
	return screen_seen;
}

/* word is one of the comma-separated words of v (an environment value) */
static bool env_word(const char *v, const char *word)
{
	size_t n = strlen(word);
	for (const char *p = v; p && *p; p += strcspn(p, ","), p += *p == ',')
		if (!strncmp(p, word, n) && (p[n] == ',' || !p[n]))
			return true;
	return false;
}

static bool screen_trace;   /* NULLAUDIT_SCREEN=trace: each unit's outcome on stderr */
/* NULLAUDIT_SCREEN=plain or =k (also with trace or verify): every unit
 * screened without -K, or with it (0: as screen_with_k() says) */
static int screen_force;
/* NULLAUDIT_SCREEN=verify: every unit is checked with provenance too, and
 * its tokens compared with the screening pass's (screen_compare) */
bool screen_verify;
static TokenStream screen_kept;
static bool screen_have_kept;
static const char *screen_kept_why;   /* the screening pass's verdict */

void screen_setup(bool exact)
{
	const char *scr = getenv("NULLAUDIT_SCREEN");
	/* a list: trace or verify, and plain or k */
	screen_trace = env_word(scr, "trace");
	screen_verify = env_word(scr, "verify");
	screen_force = env_word(scr, "plain") ? 1 : env_word(scr, "k") ? 2 : 0;
	screen_units = !(scr && !strcmp(scr, "0")) && exact;
}

bool screen_use_k(const char *file)
{
	return screen_force ? screen_force == 2 : !screen_verify && screen_with_k(file);
}

/* The screening pass must read the tokens the provenance pass reads: the
 * same texts and kinds, the same line starts. */
void screen_compare(const char *file, const TokenStream *full)
{
	if (!screen_have_kept)
		return;
	const TokenStream *sc = &screen_kept;
	int n = sc->n < full->n ? sc->n : full->n, first = -1, ndiff = 0, nkind = 0;
	for (int i = 0; i < n; i++) {
		if (sc->tok[i].text == full->tok[i].text && sc->tok[i].kind == full->tok[i].kind)
			continue;
		if (first < 0)
			first = i;
		ndiff++;
		/* a line number (__LINE__) is a number or in a string either way */
		nkind += sc->tok[i].kind != full->tok[i].kind ||
		         (sc->tok[i].kind != TK_NUM && sc->tok[i].kind != TK_STR);
	}
	if (first < 0 && sc->n != full->n)
		first = n;
	if (first >= 0)
		fprintf(stderr, "nullaudit: screen: %s: tokens differ from %d (%s / %s) of %d / %d: "
		        "%d tokens, %d not numbers or strings; screened: %s\n", display_path(file), first,
		        first < sc->n ? sc->tok[first].text : "(end)",
		        first < full->n ? full->tok[first].text : "(end)", sc->n, full->n, ndiff, nkind,
		        screen_kept_why);
	if (first >= 0 && nkind) {   /* the tokens around the first */
		for (int k = 0; k < 2; k++) {
			const TokenStream *s = k ? full : sc;
			fprintf(stderr, "nullaudit: screen:   %s:", k ? "with provenance" : "screening");
			for (int i = first > 8 ? first - 8 : 0; i < s->n && i < first + 8; i++)
				fprintf(stderr, " %s", s->tok[i].text);
			fputc('\n', stderr);
		}
	}
	tokens_free(&screen_kept);
	screen_have_kept = false;
}

bool screen_unit(const RunConfig *rc, const PPOptions *ppo, const char *file,
                 const StrVec *allow, bool c23, bool keep_text, Screened *out,
                 PPResult *with_k)
{
	if (screen_have_kept) {   /* the last unit's, not compared */
		tokens_free(&screen_kept);
		screen_have_kept = false;
	}
	memset(out, 0, sizeof *out);
	PPOptions sp = *ppo;
	TokenStream ts;
	sp.plain = !with_k;
	sp.screen = with_k != NULL;
	sp.tokens = keep_text || with_k ? NULL : &ts;
	PPResult pr;
	int ran = pp_run(&sp, file, &pr);
	if ((keep_text || with_k) && !pr.token_error) {
		char *err = NULL;
		const char *text = pr.text ? pr.text : "";
		if ((with_k ? tokens_unplaced_records(text, file, &ts, &err)
		            : tokens_from_unplaced(text, file, &ts, &err)) != 0)
			pr.token_error = err ? err : xstrdup("?");
	}
	bool clean = ran == 0 && !pr.null_odd && !pr.main_line && !pr.token_error &&
	             !(pr.messages && *pr.messages);
	const char *why = clean ? NULL : pr.null_odd ? "NULL defined otherwise"
	                : pr.main_line ? "#line in the unit's file"
	                : pr.token_error ? "malformed provenance records" : "preprocessor messages";
	out->taken = pr.taken;
	out->ntaken = pr.ntaken;
	pr.taken = NULL;
	pr.ntaken = 0;
	char *text = pr.text;
	size_t len = pr.len;
	pr.text = NULL;
	PPResult k = pr;   /* its messages, for the caller */
	memset(&pr, 0, sizeof pr);
	if (clean) {
		apply_target(&rc->arch);
		target.c23 = c23;
		FindingList none = {0};
		ParseStats ps;
		check_screen = true;
		check_screen_hit = false;
		check_tokens(&ts, &none, NULL, allow, &ps);
		check_screen = false;
		clean = !check_screen_hit && !ps.errors && !none.n && !ts.hash_line;
		why = clean ? NULL : ts.hash_line ? "a line begun with # by a macro"
		    : ps.errors ? "parse errors" : "a possible finding";
		findings_free(&none);
		out->expressions = ps.expressions;
		out->untyped = ps.untyped;
	}
	if (clean && keep_text) {
		out->text = text;
		out->len = len;
		text = NULL;
	}
	if (!clean) {
		free(out->taken);
		memset(out, 0, sizeof *out);
	}
	if (!clean && with_k) {
		/* placing it says a malformed record again, as without screening */
		free(k.token_error);
		k.token_error = NULL;
		k.text = text;
		k.len = len;
		text = NULL;
		*with_k = k;   /* placed by the caller: no second run */
	} else {
		if (with_k)
			memset(with_k, 0, sizeof *with_k);
		pp_result_free(&k);
	}
	free(text);
	if (screen_trace)
		fprintf(stderr, "nullaudit: screen: %s: %s%s\n", display_path(file),
		        clean ? "no finding" : why, with_k ? " [-K]" : "");
	if (!screen_verify) {
		tokens_free(&ts);
		return clean;
	}
	screen_kept = ts;
	screen_have_kept = true;
	screen_kept_why = clean ? "no finding" : why;
	free(out->taken);   /* checked with provenance all the same */
	free(out->text);
	memset(out, 0, sizeof *out);
	return false;
}
