/* report.c -- findings as GCC-style text and as JSON. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#include "report.h"

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

/* The source line, a caret under the column and the fix-it below it. */
static void print_snippet(FILE *out, const ReportOptions *o, SrcLoc l, int width, const char *fixit)
{
	const char *line;
	int len;
	if (!source_line(l.file, l.line, &line, &len))
		return;
	fprintf(out, "%5d | %.*s\n      | ", l.line, len, line);
	for (int i = 0; i < l.col - 1 && i < len; i++)
		fputc(line[i] == '\t' ? '\t' : ' ', out);
	fprintf(out, "%s^", col(o, C_FIX));
	for (int i = 1; i < width; i++)
		fputc('~', out);
	fprintf(out, "%s\n", col(o, C_OFF));
	if (fixit) {
		fputs("      | ", out);
		for (int i = 0; i < l.col - 1 && i < len; i++)
			fputc(line[i] == '\t' ? '\t' : ' ', out);
		fprintf(out, "%s%s%s\n", col(o, C_FIX), fixit, col(o, C_OFF));
	}
}

void report_text(FILE *out, const FindingList *fl, const ReportOptions *o)
{
	for (int i = 0; i < fl->n; i++) {
		const Finding *f = &fl->v[i];
		StrBuf msg = {0};
		sb_printf(&msg, "%s [-W%s%s]", f->message, f->severity == SEV_ERROR ? "error=" : "",
		          rules[f->rule].name);
		bool err = f->severity == SEV_ERROR;
		print_loc_line(out, o, f->loc, err ? "error" : "warning", err ? C_ERR : C_WARN, msg.buf);
		free(msg.buf);
		int width = f->has_fix ? f->fix.end_col - f->fix.loc.col : (int)strlen(f->spelling);
		if (width < 1)
			width = 1;
		print_snippet(out, o, f->loc, f->has_fix ? width : 1, f->has_fix ? f->fix.replacement : NULL);
		for (int j = 0; j < f->nexps; j++) {
			char *m = xasprintf("in expansion of macro '%s'", f->exps[j].macro);
			print_loc_line(out, o, f->exps[j].loc, "note", C_NOTE, m);
			free(m);
		}
		if (f->expansion_count > f->nexps && f->nexps > 0) {
			char *m = xasprintf("and %d more expansion%s of this macro body",
			                    f->expansion_count - f->nexps,
			                    f->expansion_count - f->nexps == 1 ? "" : "s");
			print_loc_line(out, o, f->loc, "note", C_NOTE, m);
			free(m);
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
}

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
			if (*p < 0x20)
				fprintf(out, "\\u%04x", *p);
			else
				fputc(*p, out);
		}
	}
	fputc('"', out);
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
		fprintf(out, ",\n     \"expansions\": [");
		for (int j = 0; j < f->nexps; j++) {
			fprintf(out, "%s{\"macro\": ", j ? ", " : "");
			json_str(out, f->exps[j].macro);
			fprintf(out, ", \"file\": ");
			json_str(out, f->exps[j].loc.file);
			fprintf(out, ", \"line\": %d, \"column\": %d}", f->exps[j].loc.line, f->exps[j].loc.col);
		}
		fprintf(out, "], \"expansion_count\": %d", f->expansion_count);
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
	fprintf(out, "%s],\n  \"stats\": {\"translation_units\": %d, \"configs\": %d, \"parse_failures\": %d,\n"
	        "            \"expressions\": %ld, \"untyped_expressions\": %ld, \"seconds\": %.3f}\n}\n",
	        fl->n ? "\n  " : "", st->units, st->configs, st->parse_failures, st->expressions,
	        st->untyped, st->seconds);
}

void report_summary(FILE *out, const FindingList *fl, const RunStats *st)
{
	int per[RULE_COUNT] = {0};
	for (int i = 0; i < fl->n; i++)
		per[fl->v[i].rule]++;
	fprintf(out, "nullaudit: %d finding%s", fl->n, fl->n == 1 ? "" : "s");
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
	if (st->parse_failures)
		fprintf(out, "; %d unit%s with errors", st->parse_failures, st->parse_failures == 1 ? "" : "s");
	fputc('\n', out);
}
