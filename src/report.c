/* report.c -- findings as GCC-style text, JSON, SARIF 2.1.0 and a unified diff. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#include "report.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define C_BOLD "\033[1m"
#define C_WARN "\033[1;35m"
#define C_ERR "\033[1;31m"
#define C_NOTE "\033[1;36m"
#define C_FIX "\033[32m"
#define C_OFF "\033[0m"

static const char *col(const ReportOptions *o, const char *c)
{
	return o->color ? c : "";
}

/* Display column of a byte column (tabs expanded) for --tab-width. */
static int display_col(const char *line, int len, int bytecol, int tab)
{
	if (!tab)
		return bytecol;
	int c = 1;
	for (int i = 0; i < bytecol - 1 && i < len; i++)
		c = line[i] == '\t' ? ((c - 1) / tab + 1) * tab + 1 : c + 1;
	return c;
}

static void print_loc_line(FILE *out, const ReportOptions *o, SrcLoc l, const char *kind,
                           const char *kcolor, const char *msg)
{
	int c = l.col;
	const char *line;
	int len;
	if (o->tab_width && source_line(l.file, l.line, &line, &len))
		c = display_col(line, len, l.col, o->tab_width);
	fprintf(out, "%s%s:%d:%d:%s %s%s:%s %s\n", col(o, C_BOLD), l.file, l.line, c, col(o, C_OFF),
	        col(o, kcolor), kind, col(o, C_OFF), msg);
}

/* The source line, a caret under the column, '~' under the rest of the text
 * the fix replaces (columns from..to-1, which may start before the caret:
 * `p == 0` -> `!p`), and the fix-it below it, where the replaced text starts. */
static void print_snippet(FILE *out, const ReportOptions *o, SrcLoc l, int from, int to,
                          const char *fixit)
{
	const char *line;
	int len;
	if (!source_line(l.file, l.line, &line, &len))
		return;
	if (from > l.col)
		from = l.col;
	if (to <= l.col)
		to = l.col + 1;
	fprintf(out, "%5d | %.*s\n      | ", l.line, len, line);
	for (int i = 0; i < from - 1 && i < len; i++)
		fputc(line[i] == '\t' ? '\t' : ' ', out);
	fputs(col(o, C_FIX), out);
	for (int c = from; c < to; c++)
		fputc(c == l.col ? '^' : '~', out);
	fprintf(out, "%s\n", col(o, C_OFF));
	if (fixit) {
		fputs("      | ", out);
		for (int i = 0; i < from - 1 && i < len; i++)
			fputc(line[i] == '\t' ? '\t' : ' ', out);
		fprintf(out, "%s%s%s\n", col(o, C_FIX), fixit, col(o, C_OFF));
	}
}

void report_text(FILE *out, const FindingList *fl, const ReportOptions *o)
{
	for (int i = 0; i < fl->n; i++) {
		const Finding *f = &fl->v[i];
		if (f->suppressed)
			continue;   /* counted in the summary */
		StrBuf msg = {0};
		sb_printf(&msg, "%s [-W%s%s]", f->message, f->severity == SEV_ERROR ? "error=" : "",
		          rules[f->rule].name);
		bool err = f->severity == SEV_ERROR;
		print_loc_line(out, o, f->loc, err ? "error" : "warning", err ? C_ERR : C_WARN, msg.buf);
		free(msg.buf);
		/* the fix's range when it is on the finding's line */
		bool here = f->has_fix && f->fix.loc.line == f->loc.line &&
		            !strcmp(f->fix.loc.file, f->loc.file);
		print_snippet(out, o, f->loc, here ? f->fix.loc.col : f->loc.col,
		              here ? f->fix.end_col : f->loc.col + 1, here ? f->fix.replacement : NULL);
		if (f->no_fix) {
			char *m = xasprintf("no automatic fix: %s", f->no_fix);
			print_loc_line(out, o, f->loc, "note", C_NOTE, m);
			free(m);
		}
		/* the first chain of expansions, innermost first (a note per
		 * macro, at most NOTE_CAP of them); the others are counted */
		enum { NOTE_CAP = 8 };
		int shown = f->nexps < NOTE_CAP ? f->nexps : NOTE_CAP;
		for (int j = 0; j < shown; j++) {
			char *m = xasprintf("in expansion of macro '%s'", f->exps[j].macro);
			print_loc_line(out, o, f->exps[j].loc, "note", C_NOTE, m);
			free(m);
		}
		int more_exps = f->expansion_count - 1;
		if (more_exps < f->nchains)
			more_exps = f->nchains;
		if (f->nexps > shown || (more_exps > 0 && f->nexps > 0)) {
			StrBuf m = {0};
			sb_puts(&m, "and");
			if (f->nexps > shown)
				sb_printf(&m, " %d more macro%s in this chain", f->nexps - shown,
				          f->nexps - shown == 1 ? "" : "s");
			if (f->nexps > shown && more_exps > 0)
				sb_puts(&m, ", and");
			if (more_exps > 0) {
				sb_printf(&m, " %d more expansion%s of this macro body", more_exps,
				          more_exps == 1 ? "" : "s");
				if (f->nchains)
					sb_printf(&m, " through %d other chain%s of calls", f->nchains,
					          f->nchains == 1 ? "" : "s");
			}
			print_loc_line(out, o, f->loc, "note", C_NOTE, m.buf);
			free(m.buf);
		}
		if (o->multi_config && f->configs.n) {
			StrBuf cm = {0};
			sb_puts(&cm, "in configuration");
			if (f->configs.n > 1)
				sb_putc(&cm, 's');
			for (int j = 0; j < f->configs.n; j++)
				sb_printf(&cm, "%s %s", j ? "," : "", f->configs.v[j]);
			sb_printf(&cm, " (%d of %d)", f->configs.n, o->nconfigs);
			if (f->condition)
				sb_printf(&cm, " under %s", f->condition);
			SrcLoc at = f->nexps ? f->exps[f->nexps - 1].loc : f->loc;
			print_loc_line(out, o, at, "note", C_NOTE, cm.buf);
			free(cm.buf);
		}
	}
	for (int i = 0; o->list_coverage && o->coverage && i < o->coverage->n; i++) {
		const Uncompiled *u = &o->coverage->v[i];
		if (!u->outer)
			continue;   /* counted with the group around it */
		fprintf(out, "%s:%d: note: %s (lines %d-%d) compiled in no configuration", u->file,
		        u->line, u->directive, u->line, u->end_line);
		if (u->nested)
			fprintf(out, ", with the %d group%s inside it", u->nested, u->nested == 1 ? "" : "s");
		fputc('\n', out);
	}
}

/* The length of the well-formed UTF-8 sequence at p (RFC 3629: no
 * overlong forms, no surrogates, nothing past U+10FFFF), or 0. */
int utf8_len(const unsigned char *p)
{
	if (p[0] < 0x80)
		return 1;
	int n = p[0] >= 0xC2 && p[0] <= 0xDF ? 2 : p[0] >= 0xE0 && p[0] <= 0xEF ? 3 :
	        p[0] >= 0xF0 && p[0] <= 0xF4 ? 4 : 0;
	for (int i = 1; i < n; i++)
		if ((p[i] & 0xC0) != 0x80)
			return 0;   /* also stops at the terminating NUL */
	if ((p[0] == 0xE0 && p[1] < 0xA0) || (p[0] == 0xED && p[1] > 0x9F) ||
	    (p[0] == 0xF0 && p[1] < 0x90) || (p[0] == 0xF4 && p[1] > 0x8F))
		return 0;
	return n;
}

/* A JSON string (also SARIF's): a byte that is not part of well-formed
 * UTF-8 (a Latin-1 comment in a #error, binary junk) becomes U+FFFD, so
 * that the document stays valid JSON. */
static void json_str(FILE *out, const char *s)
{
	fputc('"', out);
	for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
		switch (*p) {
		case '"': fputs("\\\"", out); break;
		case '\\': fputs("\\\\", out); break;
		case '\n': fputs("\\n", out); break;
		case '\r': fputs("\\r", out); break;
		case '\t': fputs("\\t", out); break;
		default:
			if (*p < 0x20) {
				fprintf(out, "\\u%04x", *p);
			} else if (*p < 0x80) {
				fputc(*p, out);
			} else {
				int n = utf8_len(p);
				if (n) {
					fwrite(p, 1, (size_t)n, out);
					p += n - 1;
				} else {
					fputs("\\ufffd", out);
				}
			}
		}
	}
	fputc('"', out);
}

/* A chain of expansions, innermost first. */
static void json_chain(FILE *out, const FindingExp *v, int n)
{
	fputc('[', out);
	for (int j = 0; j < n; j++) {
		fprintf(out, "%s{\"macro\": ", j ? ", " : "");
		json_str(out, v[j].macro);
		fprintf(out, ", \"file\": ");
		json_str(out, v[j].loc.file);
		fprintf(out, ", \"line\": %d, \"column\": %d}", v[j].loc.line, v[j].loc.col);
	}
	fputc(']', out);
}

/* Configuration coverage in JSON (snake_case, a line an entry) or SARIF's
 * properties (camelCase): the totals and per file, */
static void coverage_totals(FILE *out, const CoverageList *c, bool sarif)
{
	const char *never = sarif ? "neverCompiled" : "never_compiled";
	const char *sep = sarif ? ", " : ",\n    ";
	fprintf(out, "\"groups\": %d, \"compiled\": %d, \"%s\": %d,%s\"files\": [", c->groups,
	        c->compiled, never, c->groups - c->compiled, sarif ? " " : "\n   ");
	for (int i = 0; i < c->nfiles; i++) {
		const CoverageFile *f = &c->files[i];
		fputs(i ? sep : sarif ? "" : "\n    ", out);
		fputs("{\"file\": ", out);
		json_str(out, f->file);
		fprintf(out, ", \"groups\": %d, \"compiled\": %d, \"%s\": %d}", f->groups, f->compiled,
		        never, f->groups - f->compiled);
	}
	fputs(c->nfiles && !sarif ? "\n   ]" : "]", out);
}

/* and every group never compiled. */
static void coverage_groups(FILE *out, const CoverageList *c, bool sarif)
{
	const char *sep = sarif ? ", " : ",\n    ";
	fputc('[', out);
	for (int i = 0; i < c->n; i++) {
		const Uncompiled *u = &c->v[i];
		fputs(i ? sep : sarif ? "" : "\n    ", out);
		fputs("{\"file\": ", out);
		json_str(out, u->file);
		fprintf(out, ", \"line\": %d, \"%s\": %d, \"directive\": ", u->line,
		        sarif ? "endLine" : "end_line", u->end_line);
		json_str(out, u->directive);
		fprintf(out, ", \"kind\": \"%s\"", u->kind);
		if (u->parent)
			fprintf(out, ", \"parent\": %d", u->parent);
		if (!u->outer)
			fputs(", \"nested\": true", out);
		fputc('}', out);
	}
	fputs(c->n && !sarif ? "\n  ]" : "]", out);
}

void report_json(FILE *out, const FindingList *fl, const RunStats *st, const ReportOptions *o)
{
	fprintf(out, "{\n  \"tool\": {\"name\": \"nullaudit\", \"version\": \"%s\"},\n  \"findings\": [", PACKAGE_VERSION);
	for (int i = 0; i < fl->n; i++) {
		const Finding *f = &fl->v[i];
		fprintf(out, "%s\n    {\"rule\": ", i ? "," : "");
		json_str(out, rules[f->rule].name);
		fprintf(out, ", \"severity\": ");
		json_str(out, severity_name(f->severity));
		fprintf(out, ", \"message\": ");
		json_str(out, f->message);
		fprintf(out, ",\n     \"file\": ");
		json_str(out, f->loc.file);
		fprintf(out, ", \"line\": %d, \"column\": %d, \"spelling\": ", f->loc.line, f->loc.col);
		json_str(out, f->spelling);
		fprintf(out, ", \"context\": ");
		json_str(out, context_name(f->context));
		if (f->expected_type) {
			fprintf(out, ", \"expected_type\": ");
			json_str(out, f->expected_type);
		}
		fprintf(out, ",\n     \"expansions\": ");
		json_chain(out, f->exps, f->nexps);
		fprintf(out, ", \"expansion_count\": %d", f->expansion_count);
		if (f->nchains) {
			/* every distinct chain, the first one included */
			fprintf(out, ",\n     \"expansion_chains\": [");
			json_chain(out, f->exps, f->nexps);
			for (int j = 0; j < f->nchains; j++) {
				fputs(", ", out);
				json_chain(out, f->chains[j].v, f->chains[j].n);
			}
			fputc(']', out);
		}
		char *fp = finding_fingerprint(f);
		fprintf(out, ", \"fingerprint\": \"%s\"", fp);
		free(fp);
		if (f->suppressed)
			fputs(", \"suppressed\": true", out);
		if (o->multi_config) {
			fprintf(out, ",\n     \"configs\": [");
			for (int j = 0; j < f->configs.n; j++) {
				fputs(j ? ", " : "", out);
				json_str(out, f->configs.v[j]);
			}
			fputc(']', out);
			if (f->condition) {
				fprintf(out, ", \"condition\": ");
				json_str(out, f->condition);
			}
		}
		if (f->has_fix) {
			fprintf(out, ",\n     \"fix\": {\"file\": ");
			json_str(out, f->fix.loc.file);
			fprintf(out, ", \"line\": %d, \"column\": %d, \"end_column\": %d, \"replacement\": ",
			        f->fix.loc.line, f->fix.loc.col, f->fix.end_col);
			json_str(out, f->fix.replacement);
			fputc('}', out);
		}
		fputc('}', out);
	}
	fprintf(out, "%s],\n", fl->n ? "\n  " : "");
	if (o->coverage) {
		fputs("  \"coverage\": {", out);
		coverage_totals(out, o->coverage, false);
		fputs(",\n   \"uncompiled\": ", out);
		coverage_groups(out, o->coverage, false);
		fputs("},\n", out);
	}
	if (o->errors) {
		fputs("  \"errors\": [", out);
		for (int i = 0; i < o->errors->n; i++) {
			const UnitError *e = &o->errors->v[i];
			fputs(i ? ",\n    {\"unit\": " : "\n    {\"unit\": ", out);
			json_str(out, e->unit);
			if (e->file) {
				fputs(", \"file\": ", out);
				json_str(out, e->file);
			}
			if (e->file && e->line > 0)
				fprintf(out, ", \"line\": %d", e->line);
			if (e->file && e->line > 0 && e->col > 0)
				fprintf(out, ", \"column\": %d", e->col);
			fputs(", \"kind\": ", out);
			json_str(out, unit_error_kind_name(e->kind));
			fputs(", \"message\": ", out);
			json_str(out, e->message);
			if (e->config) {
				fputs(", \"config\": ", out);
				json_str(out, e->config);
			}
			fputc('}', out);
		}
		fputs(o->errors->n ? "\n  ],\n" : "],\n", out);
	}
	fprintf(out, "  \"stats\": {\"translation_units\": %d, \"configs\": %d, \"parse_failures\": %d,\n"
	        "            \"expressions\": %ld, \"untyped_expressions\": %ld, \"seconds\": %.3f",
	        st->units, st->configs, st->parse_failures, st->expressions,
	        st->untyped, st->seconds);
	if (st->configs > 1)
		fprintf(out, ",\n            \"reused_by_inputs\": %d, \"reused_by_content\": %d",
		        st->reused_by_inputs, st->reused_by_content);
	if (st->shard_n)
		fprintf(out, ", \"shard\": \"%d/%d\"", st->shard_k, st->shard_n);
	if (st->config_units && st->configs > 1) {
		fputs(",\n            \"per_config\": [", out);
		for (int c = 0; c < st->configs; c++) {
			fputs(c ? ", {\"config\": " : "{\"config\": ", out);
			json_str(out, st->config_names[c]);
			fprintf(out, ", \"units\": %d, \"seconds\": %.3f}", st->config_units[c],
			        st->config_seconds[c]);
		}
		fputc(']', out);
	}
	if (st->kbuild)
		fprintf(out, ",\n            \"kbuild\": %s", st->kbuild);
	if (st->cache && st->show_cache)
		fprintf(out, ",\n            \"cache\": {\"hits\": %ld, \"misses\": %ld, \"bytes_read\": %lld, "
		        "\"bytes_written\": %lld, \"size\": %lld}", st->cache_hits, st->cache_misses,
		        st->cache_bytes_read, st->cache_bytes_written, st->cache_size);
	fputs("}\n}\n", out);
}

void report_summary(FILE *out, const FindingList *fl, const RunStats *st)
{
	int per[RULE_COUNT] = {0}, shown = 0, suppressed = 0;
	for (int i = 0; i < fl->n; i++) {
		if (fl->v[i].suppressed) {
			suppressed++;
			continue;
		}
		per[fl->v[i].rule]++;
		shown++;
	}
	fprintf(out, "nullaudit: %d finding%s", shown, shown == 1 ? "" : "s");
	const char *sep = " (";
	for (int r = 0; r < RULE_COUNT; r++)
		if (per[r]) {
			fprintf(out, "%s%s: %d", sep, rules[r].name, per[r]);
			sep = ", ";
		}
	if (*sep == ',')
		fputc(')', out);
	fprintf(out, " in %d unit%s, %d configuration%s; %ld expressions, %ld untyped",
	        st->units, st->units == 1 ? "" : "s", st->configs, st->configs == 1 ? "" : "s",
	        st->expressions, st->untyped);
	if (st->uncompiled)
		fprintf(out, "; %d of %d #if group%s compiled in no configuration", st->uncompiled,
		        st->groups, st->groups == 1 ? "" : "s");
	if (st->reused_by_inputs + st->reused_by_content)
		fprintf(out, "; %d unit run%s reused across configurations",
		        st->reused_by_inputs + st->reused_by_content,
		        st->reused_by_inputs + st->reused_by_content == 1 ? "" : "s");
	if (st->parse_failures)
		fprintf(out, "; %d unit%s with errors", st->parse_failures, st->parse_failures == 1 ? "" : "s");
	if (suppressed)
		fprintf(out, "; %d suppressed", suppressed);
	if (st->show_cache)
		fprintf(out, "; cache: %ld hit%s, %ld miss%s, %lld bytes read, %lld written, %lld in the "
		        "cache", st->cache_hits, st->cache_hits == 1 ? "" : "s", st->cache_misses,
		        st->cache_misses == 1 ? "" : "es", st->cache_bytes_read, st->cache_bytes_written,
		        st->cache_size);
	fputc('\n', out);
}

/* ---- units not fully checked ---- */

const char *unit_error_kind_name(UnitErrorKind k)
{
	static const char *const names[] = {"preprocess", "parse", "crash", "timeout", "limit"};
	return (unsigned)k < UE_KIND_COUNT ? names[k] : "crash";
}

int unit_error_kind_parse(const char *name)
{
	for (int k = 0; name && k < UE_KIND_COUNT; k++)
		if (!strcmp(unit_error_kind_name((UnitErrorKind)k), name))
			return k;
	return -1;
}

void unit_errors_add(UnitErrorList *l, const char *unit, const char *file, int line, int col,
                     UnitErrorKind kind, const char *message, const char *config)
{
	UnitError e = {intern(unit ? unit : ""), file && *file ? intern(file) : NULL, line, col, kind,
	               intern(message ? message : ""), config ? intern(config) : NULL};
	int of_unit = 0;
	for (int i = 0; i < l->n; i++) {
		const UnitError *x = &l->v[i];
		if (x->unit != e.unit)
			continue;
		if (x->file == e.file && x->line == e.line && x->col == e.col && x->kind == e.kind &&
		    x->message == e.message && x->config == e.config)
			return;
		of_unit++;
	}
	if (of_unit >= UNIT_ERRORS_MAX)
		return;
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 16;
		l->v = xrealloc(l->v, sizeof *l->v * (size_t)l->cap);
	}
	l->v[l->n++] = e;
}

static int unit_error_cmp(const void *a, const void *b)
{
	const UnitError *x = a, *y = b;
	int c = strcmp(x->unit, y->unit);
	if (!c)
		c = strcmp(x->file ? x->file : "", y->file ? y->file : "");
	if (!c)
		c = x->line != y->line ? (x->line < y->line ? -1 : 1) : 0;
	if (!c)
		c = x->col != y->col ? (x->col < y->col ? -1 : 1) : 0;
	if (!c)
		c = (int)x->kind - (int)y->kind;
	if (!c)
		c = strcmp(x->message, y->message);
	if (!c)
		c = strcmp(x->config ? x->config : "", y->config ? y->config : "");
	return c;
}

void unit_errors_sort(UnitErrorList *l)
{
	if (l->n)
		qsort(l->v, (size_t)l->n, sizeof *l->v, unit_error_cmp);
}

void unit_errors_free(UnitErrorList *l)
{
	free(l->v);
	memset(l, 0, sizeof *l);
}

void unit_error_write(FILE *out, const UnitError *e)
{
	fprintf(out, "E\t%d\t%d\t%d", (int)e->kind, e->line, e->col);
	record_put_field(out, e->unit);
	record_put_field(out, e->file);
	record_put_field(out, e->message);
	record_put_field(out, e->config);
	fputc('\n', out);
}

bool unit_error_read(char *line, UnitError *e)
{
	line[strcspn(line, "\n")] = '\0';
	char *f[8];
	if (record_split_fields(line, f, 8) != 8 || strcmp(f[0], "E"))
		return false;
	int k = atoi(f[1]);
	*e = (UnitError){record_get_field(f[4]), record_get_field(f[5]), atoi(f[2]), atoi(f[3]),
	                 k >= 0 && k < UE_KIND_COUNT ? (UnitErrorKind)k : UE_CRASH,
	                 record_get_field(f[6]), record_get_field(f[7])};
	if (!e->unit)
		e->unit = intern("");
	if (!e->message)
		e->message = intern("");
	return true;
}

void report_unchecked_units(FILE *out, const UnitErrorList *l)
{
	if (!l || !l->n)
		return;
	StrVec seen = {0};
	StrBuf sb = {0};
	for (int i = 0; i < l->n; i++) {
		if (sv_contains(&seen, l->v[i].unit))
			continue;
		sv_push(&seen, l->v[i].unit);
		/* each kind of error of the unit, in the order met */
		sb_printf(&sb, "%s%s (", seen.n > 1 ? ", " : "", l->v[i].unit);
		bool kinds[UE_KIND_COUNT] = {false};
		for (int j = i; j < l->n; j++)
			if (l->v[j].unit == l->v[i].unit && !kinds[l->v[j].kind]) {
				sb_printf(&sb, "%s%s", j > i ? ", " : "", unit_error_kind_name(l->v[j].kind));
				kinds[l->v[j].kind] = true;
			}
		sb_putc(&sb, ')');
	}
	fprintf(out, "nullaudit: %d unit%s not fully checked: %s\n", seen.n, seen.n == 1 ? "" : "s",
	        sb.buf);
	free(sb.buf);
	sv_free(&seen);
}

/* ---- fingerprints: stable across unrelated line shifts ---- */

/* FNV-1a over the rule, the file, the text of the finding's line (without
 * its indentation) and the spelling's offset in it: inserting or deleting
 * lines elsewhere leaves it unchanged. */
char *finding_fingerprint(const Finding *f)
{
	uint64_t h = 1469598103934665603ULL;
	const char *parts[3] = {rules[f->rule].name, f->loc.file, f->spelling};
	for (int i = 0; i < 3; i++) {
		for (const char *p = parts[i] ? parts[i] : ""; *p; p++)
			h = (h ^ (unsigned char)*p) * 1099511628211ULL;
		h = (h ^ 0xff) * 1099511628211ULL;
	}
	const char *line;
	int len, indent = 0;
	if (source_line(f->loc.file, f->loc.line, &line, &len)) {
		while (indent < len && (line[indent] == ' ' || line[indent] == '\t'))
			indent++;
		for (int i = indent; i < len; i++)
			h = (h ^ (unsigned char)line[i]) * 1099511628211ULL;
	}
	h = (h ^ (uint64_t)(f->loc.col - indent)) * 1099511628211ULL;
	return xasprintf("%016llx", (unsigned long long)h);
}

/* ---- SARIF 2.1.0 ---- */

/* A relative path as a URI reference under %SRCROOT%, an absolute one as a
 * file: URI; bytes outside the unreserved set are percent-encoded. */
static void sarif_artifact(FILE *out, const char *path)
{
	bool abs = path && path[0] == '/';
	fputs("{\"uri\": \"", out);
	if (abs)
		fputs("file://", out);
	for (const unsigned char *p = (const unsigned char *)(path ? path : ""); *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    strchr("-._~/", *p))
			fputc(*p, out);
		else
			fprintf(out, "%%%02X", *p);
	}
	fputc('"', out);
	if (!abs)
		fputs(", \"uriBaseId\": \"%SRCROOT%\"", out);
	fputc('}', out);
}

/* The column of byte column col of file's line in UTF-16 code units, as
 * SARIF's "columnKind": "utf16CodeUnits" (GitHub code scanning) counts: a
 * character beyond U+FFFF is two, a byte that is not UTF-8 one; the byte
 * column when the line cannot be read. */
static int utf16_col(const char *file, int line, int col)
{
	const char *text;
	int len;
	if (!file || !source_line(file, line, &text, &len))
		return col;
	int units = 1;
	const unsigned char *p = (const unsigned char *)text;
	for (int i = 0; i < col - 1 && i < len;) {
		unsigned char c[5] = {0};   /* NUL-ended: utf8_len reads no further */
		memcpy(c, p + i, (size_t)(len - i < 4 ? len - i : 4));
		int n = utf8_len(c);
		units += n == 4 ? 2 : 1;
		i += n && i + n <= col - 1 ? n : 1;
	}
	return units + (col - 1 > len ? col - 1 - len : 0);
}

static void sarif_region(FILE *out, const char *file, int line, int col, int end_col)
{
	fprintf(out, "{\"startLine\": %d, \"startColumn\": %d", line, utf16_col(file, line, col));
	if (end_col > col)
		fprintf(out, ", \"endColumn\": %d", utf16_col(file, line, end_col));
	fputc('}', out);
}

static void sarif_location(FILE *out, const char *file, int line, int col, int end_col)
{
	fputs("{\"physicalLocation\": {\"artifactLocation\": ", out);
	sarif_artifact(out, file);
	fputs(", \"region\": ", out);
	sarif_region(out, file, line, col, end_col);
	fputs("}}", out);
}

void report_sarif(FILE *out, const FindingList *fl, const RunStats *st, const ReportOptions *o)
{
	fprintf(out, "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	        "  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
	        "    \"tool\": {\"driver\": {\"name\": \"nullaudit\", \"version\": \"%s\",\n"
	        "      \"semanticVersion\": \"%s\",\n"
	        "      \"informationUri\": \"https://github.com/nullaudit/nullaudit\",\n"
	        "      \"rules\": [", PACKAGE_VERSION, PACKAGE_VERSION);
	for (int r = 0; r < RULE_COUNT; r++) {
		fprintf(out, "%s\n        {\"id\": ", r ? "," : "");
		json_str(out, rules[r].name);
		fputs(", \"shortDescription\": {\"text\": ", out);
		json_str(out, rules[r].summary);
		fputs("},\n         \"fullDescription\": {\"text\": ", out);
		json_str(out, rules[r].help);
		fputs("},\n         \"help\": {\"text\": ", out);
		json_str(out, rules[r].help);
		fprintf(out, "},\n         \"defaultConfiguration\": {\"enabled\": %s, \"level\": \"%s\"},"
		        " \"properties\": {\"tags\": [\"null-pointer\", \"MISRA-C:2012-11.9\"]}}",
		        rules[r].default_sev != SEV_OFF ? "true" : "false",
		        rules[r].default_sev == SEV_ERROR ? "error" : "warning");
	}
	static const char *const kind_text[UE_KIND_COUNT] = {
		"The unit could not be preprocessed (a missing file or header, a preprocessor error).",
		"The unit could not be parsed; the declarations after the error were skipped.",
		"The checker stopped on a signal while checking the unit.",
		"The unit took longer than --unit-timeout.",
		"The unit went over a limit of the checker (preprocessed size, nesting).",
	};
	fputs("],\n      \"notifications\": [", out);
	for (int k = 0; k < UE_KIND_COUNT; k++) {
		fprintf(out, "%s\n        {\"id\": ", k ? "," : "");
		json_str(out, unit_error_kind_name((UnitErrorKind)k));
		fputs(", \"shortDescription\": {\"text\": ", out);
		json_str(out, kind_text[k]);
		fputs("}, \"defaultConfiguration\": {\"level\": \"error\"}}", out);
	}
	/* units not fully checked: one notification per error */
	const UnitErrorList *errs = o->errors;
	bool success = !(errs && errs->n) && !st->parse_failures;
	fprintf(out, "]}},\n    \"invocations\": [{\"executionSuccessful\": %s,\n"
	        "      \"toolExecutionNotifications\": [", success ? "true" : "false");
	for (int i = 0; errs && i < errs->n; i++) {
		const UnitError *e = &errs->v[i];
		fprintf(out, "%s\n        {\"level\": \"error\", \"message\": {\"text\": ", i ? "," : "");
		char *m = xasprintf("%s: %s", e->unit, e->message);
		json_str(out, m);
		free(m);
		fprintf(out, "},\n         \"descriptor\": {\"id\": \"%s\", \"index\": %d}",
		        unit_error_kind_name(e->kind), (int)e->kind);
		const char *where = e->file ? e->file : e->unit;
		fputs(",\n         \"locations\": [{\"physicalLocation\": {\"artifactLocation\": ", out);
		sarif_artifact(out, where);
		if (e->file && e->line > 0) {
			fputs(", \"region\": ", out);
			if (e->col > 0)
				sarif_region(out, e->file, e->line, e->col, 0);
			else
				fprintf(out, "{\"startLine\": %d}", e->line);
		}
		fputs("}}],\n         \"properties\": {\"unit\": ", out);
		json_str(out, e->unit);
		fputs(", \"kind\": ", out);
		json_str(out, unit_error_kind_name(e->kind));
		if (e->config) {
			fputs(", \"config\": ", out);
			json_str(out, e->config);
		}
		fputs("}}", out);
	}
	fputs(errs && errs->n ? "\n      ]}],\n" : "]}],\n", out);
	fputs("    \"columnKind\": \"utf16CodeUnits\",\n    \"results\": [", out);
	for (int i = 0; i < fl->n; i++) {
		const Finding *f = &fl->v[i];
		fprintf(out, "%s\n      {\"ruleId\": ", i ? "," : "");
		json_str(out, rules[f->rule].name);
		fprintf(out, ", \"ruleIndex\": %d, \"level\": \"%s\",\n       \"message\": {\"text\": ",
		        (int)f->rule, f->severity == SEV_ERROR ? "error" : "warning");
		json_str(out, f->message);
		fputs("},\n       \"locations\": [", out);
		sarif_location(out, f->loc.file, f->loc.line, f->loc.col,
		               f->loc.col + (int)strlen(f->spelling ? f->spelling : ""));
		fputs("]", out);
		if (f->nexps) {
			fputs(",\n       \"relatedLocations\": [", out);
			for (int j = 0; j < f->nexps; j++) {
				fprintf(out, "%s{\"id\": %d, \"message\": {\"text\": ", j ? ", " : "", j + 1);
				char *m = xasprintf("in expansion of macro '%s'", f->exps[j].macro);
				json_str(out, m);
				free(m);
				fputs("}, \"physicalLocation\": {\"artifactLocation\": ", out);
				sarif_artifact(out, f->exps[j].loc.file);
				fputs(", \"region\": ", out);
				sarif_region(out, f->exps[j].loc.file, f->exps[j].loc.line, f->exps[j].loc.col, 0);
				fputs("}}", out);
			}
			fputc(']', out);
		}
		char *fp = finding_fingerprint(f);
		fprintf(out, ",\n       \"partialFingerprints\": {\"nullaudit/v1\": \"%s\"}", fp);
		free(fp);
		if (f->suppressed)   /* an inline suppression: kept, marked */
			fputs(",\n       \"suppressions\": [{\"kind\": \"inSource\"}]", out);
		fputs(",\n       \"properties\": {\"spelling\": ", out);
		json_str(out, f->spelling);
		fputs(", \"context\": ", out);
		json_str(out, context_name(f->context));
		if (f->expected_type) {
			fputs(", \"expectedType\": ", out);
			json_str(out, f->expected_type);
		}
		fprintf(out, ", \"expansionCount\": %d", f->expansion_count);
		if (f->nchains)
			fprintf(out, ", \"otherExpansionChains\": %d", f->nchains);
		if (o->multi_config) {
			fputs(", \"configs\": [", out);
			for (int j = 0; j < f->configs.n; j++) {
				fputs(j ? ", " : "", out);
				json_str(out, f->configs.v[j]);
			}
			fputc(']', out);
			if (f->condition) {
				fputs(", \"condition\": ", out);
				json_str(out, f->condition);
			}
		}
		fputc('}', out);
		if (f->has_fix) {
			fputs(",\n       \"fixes\": [{\"description\": {\"text\": ", out);
			char *d = xasprintf("Replace '%s' with '%s'", f->spelling, f->fix.replacement);
			json_str(out, d);
			free(d);
			fputs("}, \"artifactChanges\": [{\"artifactLocation\": ", out);
			sarif_artifact(out, f->fix.loc.file);
			fputs(", \"replacements\": [{\"deletedRegion\": ", out);
			sarif_region(out, f->fix.loc.file, f->fix.loc.line, f->fix.loc.col, f->fix.end_col);
			fputs(", \"insertedContent\": {\"text\": ", out);
			json_str(out, f->fix.replacement);
			fputs("}}]}]}]", out);
		}
		fputc('}', out);
	}
	fprintf(out, "%s],\n    \"properties\": {\"translationUnits\": %d, \"configs\": %d, "
	        "\"parseFailures\": %d, \"expressions\": %ld, \"untypedExpressions\": %ld",
	        fl->n ? "\n    " : "", st->units, st->configs, st->parse_failures, st->expressions,
	        st->untyped);
	if (o->coverage) {
		/* configuration coverage: the #if groups of the files read, and
		 * those no configuration compiled */
		fputs(",\n      \"coverage\": {", out);
		coverage_totals(out, o->coverage, true);
		fputs("},\n      \"uncompiledGroups\": ", out);
		coverage_groups(out, o->coverage, true);
	}
	fputs("}\n  }]\n}\n", out);
}

/* ---- unified diff of the safe fixes ---- */

typedef struct Edit {
	int line, col, end_col;
	const char *text;
	const char *expect;     /* the bytes it replaces, */
	bool exact;             /* or only a part of them */
} Edit;

int fix_mismatches;

static int edit_cmp(const void *a, const void *b)
{
	const Edit *x = a, *y = b;
	if (x->line != y->line)
		return x->line - y->line;
	return x->col - y->col;
}

/* The edits of FILE, sorted, overlapping ones dropped. */
static int file_edits(const FindingList *fl, const char *file, Edit **out)
{
	int n = 0;
	Edit *v = xmalloc(sizeof *v * (size_t)(fl->n ? fl->n : 1));
	for (int i = 0; i < fl->n; i++) {
		const Finding *f = &fl->v[i];
		if (f->has_fix && !f->suppressed && f->fix.loc.file == file)
			v[n++] = (Edit){f->fix.loc.line, f->fix.loc.col, f->fix.end_col, f->fix.replacement,
			                f->fix.expect ? f->fix.expect : f->spelling, f->fix.expect != NULL};
	}
	qsort(v, (size_t)n, sizeof *v, edit_cmp);
	int k = 0;
	for (int i = 0; i < n; i++) {
		if (k && v[k - 1].line == v[i].line && v[i].col < v[k - 1].end_col)
			continue;   /* overlaps the previous one: keep the first */
		v[k++] = v[i];
	}
	*out = v;
	return k;
}

/* Lines of a file: offsets of each line start (1-based), count. */
typedef struct Lines {
	char *text;
	int n;
	int *start;         /* start[1..n], start[n+1] = end */
} Lines;

static bool lines_read(const char *path, Lines *l)
{
	size_t len = 0;
	char *err = NULL;
	memset(l, 0, sizeof *l);
	l->text = read_file(path, &len, &err);
	free(err);
	if (!l->text)
		return false;
	int cap = 1024;
	l->start = xmalloc(sizeof(int) * (size_t)cap);
	l->start[1] = 0;
	int n = 0;
	for (size_t i = 0; i < len; i++)
		if (l->text[i] == '\n' || i + 1 == len) {
			if (n + 3 >= cap) {
				cap *= 2;
				l->start = xrealloc(l->start, sizeof(int) * (size_t)cap);
			}
			n++;
			l->start[n + 1] = (int)i + 1;
		}
	l->n = n;
	return true;
}

/* Drops the edits whose bytes in the file are not the ones they replace:
 * a location is exact or absent, and an edit at a wrong one is never
 * made (an internal error, counted in fix_mismatches for the exit status;
 * or the file changed since it was preprocessed). */
static int check_edits(const char *file, const Lines *l, Edit *e, int ne)
{
	int k = 0;
	for (int i = 0; i < ne; i++) {
		int w = e[i].end_col - e[i].col;
		int ok = e[i].line >= 1 && e[i].line <= l->n && e[i].col >= 1 && e[i].expect && w > 0;
		if (ok) {
			const char *s = l->text + l->start[e[i].line] + e[i].col - 1;
			int len = l->start[e[i].line + 1] - l->start[e[i].line];
			size_t n = strlen(e[i].expect);
			/* a fix read back from JSON knows only the spelling,
			 * which a wider fix (p == 0 -> !p) takes in */
			ok = e[i].end_col - 1 <= len &&
			     ((size_t)w == n ? !memcmp(s, e[i].expect, n)
			                     : !e[i].exact && memmem(s, (size_t)w, e[i].expect, n) != NULL);
		}
		if (ok) {
			e[k++] = e[i];
			continue;
		}
		fprintf(stderr, "nullaudit: internal error: %s:%d:%d: the fix replaces '%s', which the file "
		        "does not hold there; not edited\n", file, e[i].line, e[i].col,
		        e[i].expect ? e[i].expect : "?");
		fix_mismatches++;
	}
	return k;
}

/* The new text of line LN with the edits [e, e+ne) of that line applied. */
static char *edited_line(const Lines *l, int ln, const Edit *e, int ne)
{
	const char *s = l->text + l->start[ln];
	int len = l->start[ln + 1] - l->start[ln];
	StrBuf sb = {0};
	int pos = 0;
	for (int i = 0; i < ne; i++) {
		int c = e[i].col - 1, ec = e[i].end_col - 1;
		if (c < pos || ec > len)
			continue;
		sb_putn(&sb, s + pos, (size_t)(c - pos));
		sb_puts(&sb, e[i].text);
		pos = ec;
	}
	sb_putn(&sb, s + pos, (size_t)(len - pos));
	if (!sb.buf)
		sb_puts(&sb, "");
	return sb_steal(&sb);
}

/* Writes the new contents of FILE with its edits applied; NULL if none. */
char *fixed_file_text(const FindingList *fl, const char *file, int *nedits)
{
	Edit *e;
	int ne = file_edits(fl, file, &e);
	*nedits = ne;
	Lines l;
	if (!ne || !lines_read(file, &l)) {
		free(e);
		return NULL;
	}
	*nedits = ne = check_edits(file, &l, e, ne);
	StrBuf sb = {0};
	int k = 0;
	for (int ln = 1; ln <= l.n; ln++) {
		int k0 = k;
		while (k < ne && e[k].line == ln)
			k++;
		if (k > k0) {
			char *t = edited_line(&l, ln, e + k0, k - k0);
			sb_puts(&sb, t);
			free(t);
		} else {
			sb_putn(&sb, l.text + l.start[ln], (size_t)(l.start[ln + 1] - l.start[ln]));
		}
	}
	free(e);
	free(l.text);
	free(l.start);
	if (!sb.buf)
		sb_puts(&sb, "");
	return sb_steal(&sb);
}

static void diff_line(FILE *out, char sign, const char *s, int len)
{
	fputc(sign, out);
	fwrite(s, 1, (size_t)len, out);
	if (!len || s[len - 1] != '\n')
		fputs("\n\\ No newline at end of file\n", out);
}

/* The '+' lines of a run of changed lines, after its '-' lines. */
static void flush_plus(FILE *out, StrBuf *plus)
{
	const char *p = plus->buf;
	while (*p) {
		const char *eol = strchr(p, '\n');
		int len = eol ? (int)(eol - p) + 1 : (int)strlen(p);
		diff_line(out, '+', p, len);
		p += len;
	}
	plus->len = 0;
	plus->buf[0] = '\0';
}

void fixed_files(const FindingList *fl, StrVec *files)
{
	for (int i = 0; i < fl->n; i++) {
		const Finding *f = &fl->v[i];
		if (!f->has_fix || f->suppressed)
			continue;
		bool seen = false;
		for (int j = 0; j < files->n && !seen; j++)
			seen = !strcmp(files->v[j], f->fix.loc.file);
		if (!seen)
			sv_push(files, f->fix.loc.file);
	}
}

void report_diff(FILE *out, const FindingList *fl)
{
	StrVec files = {0};
	fixed_files(fl, &files);
	for (int fi = 0; fi < files.n; fi++) {
		const char *file = intern(files.v[fi]);
		Edit *e;
		int ne = file_edits(fl, file, &e);
		Lines l;
		if (!ne || !lines_read(file, &l)) {
			free(e);
			continue;
		}
		ne = check_edits(file, &l, e, ne);
		if (!ne) {
			free(e);
			free(l.text);
			free(l.start);
			continue;
		}
		bool abs = file[0] == '/';
		fprintf(out, "--- %s%s\n+++ %s%s\n", abs ? "" : "a/", file, abs ? "" : "b/", file);
		/* hunks: edited lines with 3 lines of context, merged when close */
		int k = 0;
		while (k < ne) {
			int first = e[k].line, last = first, kend = k;
			while (kend < ne && e[kend].line <= last + 6) {
				last = e[kend].line;
				kend++;
			}
			int from = first - 3 < 1 ? 1 : first - 3;
			int to = last + 3 > l.n ? l.n : last + 3;
			int nlines = to - from + 1;
			fprintf(out, "@@ -%d,%d +%d,%d @@\n", from, nlines, from, nlines);
			int kk = k;
			StrBuf plus = {0};   /* new lines of a run of changed lines */
			for (int ln = from; ln <= to; ln++) {
				const char *s = l.text + l.start[ln];
				int len = l.start[ln + 1] - l.start[ln];
				int k0 = kk;
				while (kk < kend && e[kk].line == ln)
					kk++;
				if (kk > k0) {
					char *t = edited_line(&l, ln, e + k0, kk - k0);
					diff_line(out, '-', s, len);
					sb_puts(&plus, t);
					free(t);
					continue;
				}
				if (plus.len) {
					flush_plus(out, &plus);
				}
				diff_line(out, ' ', s, len);
			}
			if (plus.len)
				flush_plus(out, &plus);
			free(plus.buf);
			k = kend;
		}
		free(e);
		free(l.text);
		free(l.start);
	}
	sv_free(&files);
}
