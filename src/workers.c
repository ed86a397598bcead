/* workers.c -- the worker pool: each unit checked in a child process of
 * its own (up to -j at a time), which writes its records (findings,
 * errors, coverage, files read, times, statistics) to a temporary file;
 * the parent collects them in unit order, so the result does not depend
 * on -j. A child's memory goes with it (mcpp keeps tens of MB per run), a
 * crash or a time-out loses one unit, named, and the run goes on; an
 * interrupt stops the children. With the result cache, a unit whose entry
 * holds is replayed from it instead of being dispatched. */
#include "workers.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cache.h"
#include "cachekey.h"
#include "check.h"
#include "report.h"
#include "reuse.h"
#include "screen.h"

typedef struct Record {
	long unit, seq;
	Finding f;
} Record;

static int record_cmp(const void *a, const void *b)
{
	const Record *x = a, *y = b;
	if (x->unit != y->unit)
		return x->unit < y->unit ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

typedef struct Child {
	pid_t pid;
	int unit;
	FILE *out;
	FILE *err;   /* with the cache: the worker's stderr, copied when it ends */
	bool screen_hit;   /* its unit had a possible finding (screen_note) */
} Child;

/* A unit's cache key and initial macro definitions per configuration. */
typedef struct UnitKey {
	char key[33];
	ReuseInputs *ins;
	PtrMap **envs;
	bool hit;
} UnitKey;

/* One run of the pool. */
typedef struct Pool {
	const Batch *b;
	const StrVec *units;
	RunStats *st;
	CoverageSeen *cov;
	Record *rec;
	long nrec, cap;
	UnitKey *uk;   /* with the cache: each unit's key, and whether it hit */
} Pool;

/* One line of a child's records; true when it was its unit's S line (the
 * child got to the end), *failed then counting the unit's failure. */
static bool collect_line(Pool *p, Child *c, char *line, int *failed)
{
	RunStats *st = p->st;
	switch (line[0] && line[1] == '\t' ? line[0] : line[0] == 'S' ? 'S' : 0) {
	case 'K': {   /* the cache: a hit, the bytes read and written */
		int hit = 0;
		long long r = 0, w = 0;
		if (sscanf(line, "K\t%d\t%lld\t%lld", &hit, &r, &w) == 3) {
			st->cache_hits += hit;
			st->cache_misses += !hit;
			st->cache_bytes_read += r;
			st->cache_bytes_written += w;
		}
		return false;
	}
	case 'H':
		c->screen_hit = atoi(line + 2) != 0;
		return false;
	case 'G':   /* coverage: a file's groups compiled */
		line[strcspn(line, "\n")] = '\0';
		if (p->cov)
			covseen_read(p->cov, line + 2);
		return false;
	case 'R': {
		line[strcspn(line, "\n")] = '\0';
		const char *file = record_get_field(line + 2);
		if (file)
			seen_file(file);
		return false;
	}
	case 'T': {
		/* a configuration's time, counted when a worker spent it now:
		 * not from a cache entry (pid 0) */
		int k = -1, n = 0;
		double sec = 0;
		if (c->pid && st->config_units &&
		    sscanf(line, "T\t%d\t%d\t%lf", &k, &n, &sec) == 3 && k >= 0 && k < st->configs) {
			st->config_units[k] += n;
			st->config_seconds[k] += sec;
		}
		return false;
	}
	case 'E': {
		UnitError e;
		if (unit_error_read(line, &e))
			unit_errors_add(&unit_errors, e.unit, e.file, e.line, e.col, e.kind, e.message,
			                e.config);
		return false;
	}
	case 'S': {
		int ufailed = 0, errs = 0, ri = 0, rc = 0;
		long e = 0, un = 0;
		if (sscanf(line, "S\t%d\t%ld\t%ld\t%d\t%d\t%d", &ufailed, &e, &un, &errs, &ri,
		           &rc) != 6)
			return false;
		*failed += ufailed;
		st->reused_by_inputs += ri;
		st->reused_by_content += rc;
		st->expressions += e;
		st->untyped += un;
		na_error_count += errs;
		return true;
	}
	}
	if (p->nrec == p->cap) {
		p->cap = p->cap ? p->cap * 2 : 256;
		p->rec = xrealloc(p->rec, sizeof *p->rec * (size_t)p->cap);
	}
	Record *r = &p->rec[p->nrec];
	if (finding_read(line, &r->unit, &r->f)) {
		r->unit = c->unit;   /* a cached record's may differ */
		r->seq = p->nrec;
		p->nrec++;
	}
	return false;
}

/* A child's records once it ended with status; 1 when its unit failed. */
static int collect_child(Pool *p, Child *c, int status)
{
	int failed = 0;
	bool done = false;
	rewind(c->out);
	char *line = NULL;
	size_t lcap = 0;
	if (c->err) {
		rewind(c->err);
		char buf[8192];
		size_t n;
		while ((n = fread(buf, 1, sizeof buf, c->err)) > 0)
			fwrite(buf, 1, n, stderr);
		fclose(c->err);
		c->err = NULL;
	}
	while (getline(&line, &lcap, c->out) > 0)
		done |= collect_line(p, c, line, &failed);
	free(line);
	fclose(c->out);
	p->st->units++;
	if (!done || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		const char *u = display_path(p->units->v[c->unit]);
		char *m;
		UnitErrorKind k = UE_CRASH;
		if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) {
			m = xasprintf("not checked: took longer than --unit-timeout=%d s",
			              p->b->o->unit_timeout);
			k = UE_TIMEOUT;
		} else if (WIFSIGNALED(status)) {
			m = xasprintf("not checked: the checker stopped on signal %d (%s); "
			              "please report this unit", WTERMSIG(status), strsignal(WTERMSIG(status)));
		} else {
			m = xasprintf("not checked: the checker exited with status %d", WEXITSTATUS(status));
		}
		na_error("%s: %s", p->units->v[c->unit], m);
		unit_errors_add(&unit_errors, u, u, 0, 0, k, m, NULL);
		free(m);
		failed = 1;
	}
	return failed;
}

/* SIGINT/SIGTERM/SIGHUP during a multi-unit run: no new unit starts, the
 * running ones are stopped and reaped, and nothing is written. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
	interrupted = sig;
}

static void stop_children(Child *kids, int jobs)
{
	for (int k = 0; k < jobs; k++)
		if (kids[k].pid > 0)
			kill(kids[k].pid, SIGTERM);
	for (int k = 0; k < jobs; k++)
		if (kids[k].pid > 0) {
			waitpid(kids[k].pid, NULL, 0);
			fclose(kids[k].out);
			if (kids[k].err)
				fclose(kids[k].err);
			kids[k].err = NULL;
			kids[k].pid = 0;
		}
}

typedef struct Dispatch {
	off_t size;
	int unit;
} Dispatch;

static int size_desc(const void *a, const void *b)
{
	const Dispatch *x = a, *y = b;
	if (x->size != y->size)
		return x->size < y->size ? 1 : -1;
	return (x->unit > y->unit) - (x->unit < y->unit);
}

/* The largest sources first, so that no large unit is left to run alone
 * at the end; results are still merged in unit order. */
static int *dispatch_order(const StrVec *units)
{
	Dispatch *d = xcalloc((size_t)units->n + 1, sizeof *d);
	for (int i = 0; i < units->n; i++) {
		struct stat sb;
		d[i] = (Dispatch){stat(units->v[i], &sb) == 0 ? sb.st_size : 0, i};
	}
	qsort(d, (size_t)units->n, sizeof *d, size_desc);
	int *order = xcalloc((size_t)units->n + 1, sizeof *order);
	for (int i = 0; i < units->n; i++)
		order[i] = d[i].unit;
	free(d);
	return order;
}

/* With the cache, the driver checks every unit's entry first, before any
 * worker starts: the file system answers are memoised across units (a
 * header shared by a thousand units is hashed once), and only the misses
 * are dispatched. A hit is collected as a worker that replays it would
 * send it. The count of failed units among the hits. */
static int pool_lookup(Pool *p)
{
	const Batch *b = p->b;
	const StrVec *units = p->units;
	int failed = 0;
	p->uk = xcalloc((size_t)units->n + 1, sizeof *p->uk);
	for (int u = 0; u < units->n && !interrupted; u++) {
		UnitKey *uk = &p->uk[u];
		uk->ins = xcalloc((size_t)b->nconfigs + 1, sizeof *uk->ins);
		uk->envs = xcalloc((size_t)b->nconfigs + 1, sizeof *uk->envs);
		unit_key(b, units->v[u], uk->key, uk->ins);
		for (int c = 0; c < b->nconfigs; c++)
			uk->envs[c] = &uk->ins[c].env;
		char *rtext = NULL, *etext = NULL;
		size_t rlen = 0, elen = 0, bytes = 0;
		if (!cache_lookup(b->cache_dir, uk->key, uk->envs, b->nconfigs, &rtext, &rlen, &etext,
		                  &elen, &bytes))
			continue;
		uk->hit = true;
		fwrite(etext, 1, elen, stderr);
		char *buf = xasprintf("%.*sK\t1\t%zu\t0\n", (int)rlen, rtext, bytes);
		Child hc = {.pid = 0, .unit = u, .out = fmemopen(buf, strlen(buf), "r"), .err = NULL};
		if (!hc.out) {
			na_error("cannot read a cache entry from memory: %s", strerror(errno));
			exit(2);
		}
		failed += collect_child(p, &hc, 0);
		free(buf);
		free(rtext);
		free(etext);
		if (b->o->progress)
			fprintf(stderr, "\rnullaudit: %d/%d units", p->st->units, units->n);
	}
	return failed;
}

/* With the cache: the worker's record, made in memory (mbuf), stored with
 * the stderr text it wrote from the start, then sent. */
static void worker_store(const Pool *p, const Child *c, const char *key, char *mbuf, size_t mlen)
{
	/* the names the unit looked up stay in mcpp's set until another watch
	 * begins: none does before cache_store() has asked them */
	cache_watch_end();
	struct stat esb;
	char *etext = NULL;
	ssize_t elen = 0;
	if (fstat(2, &esb) == 0 && esb.st_size > 0) {
		etext = xmalloc((size_t)esb.st_size);
		elen = pread(2, etext, (size_t)esb.st_size, 0);
	}
	size_t wrote = elen >= 0 ? cache_store(p->b->cache_dir, key, p->uk[c->unit].envs,
	                                       p->b->nconfigs, mbuf, mlen, etext ? etext : "",
	                                       (size_t)elen) : 0;
	fwrite(mbuf, 1, mlen, c->out);
	fprintf(c->out, "K\t0\t0\t%zu\n", wrote);
	free(etext);
}

/* The child: its unit checked, its records written to c->out. */
NA_NORETURN static void worker_main(const Pool *p, Child *c)
{
	const Batch *b = p->b;
	const char *file = p->units->v[c->unit];
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	if (b->o->unit_timeout > 0)
		alarm((unsigned)b->o->unit_timeout);
	RunStats ws = {0};
	if (p->st->config_units) {
		ws.config_units = xcalloc((size_t)b->nconfigs, sizeof *ws.config_units);
		ws.config_seconds = xcalloc((size_t)b->nconfigs, sizeof *ws.config_seconds);
	}
	FindingList mine = {0};
	na_error_count = 0;
	in_worker = true;
	unit_errors.n = 0;   /* the parent's records are the parent's */
	CoverageSeen mycov = {0};
	/* with the cache, the record is made in memory, stored, then sent;
	 * stderr goes to c->err to be stored too */
	char key[33], *mbuf = NULL;
	size_t mlen = 0;
	FILE *w = c->out;
	if (b->cache_dir) {
		memcpy(key, p->uk[c->unit].key, sizeof key);
		fflush(stderr);
		dup2(fileno(c->err), 2);
		cache_watch_begin();
		cache_watch_file(file);
		w = open_memstream(&mbuf, &mlen);
	}
	screen_unit_hit = false;
	int ufailed = check_unit_all(b, file, &mine, &ws, &mycov) ? 1 : 0;
	for (int i = 0; i < mine.n; i++)
		finding_write(w, c->unit, &mine.v[i]);
	for (int i = 0; i < unit_errors.n; i++)
		unit_error_write(w, &unit_errors.v[i]);
	covseen_write(&mycov, w);
	for (int i = 0; i < seen_files.n; i++) {
		fputc('R', w);   /* a file Read: R\tPATH */
		record_put_field(w, seen_files.v[i]);
		fputc('\n', w);
	}
	for (int k = 0; ws.config_units && k < b->nconfigs; k++)   /* T: Time */
		if (ws.config_units[k])
			fprintf(w, "T\t%d\t%d\t%.6f\n", k, ws.config_units[k], ws.config_seconds[k]);
	fprintf(w, "S\t%d\t%ld\t%ld\t%d\t%d\t%d\n", ufailed, ws.expressions, ws.untyped,
	        na_error_count, ws.reused_by_inputs, ws.reused_by_content);
	fflush(stderr);
	if (b->cache_dir) {
		fclose(w);
		worker_store(p, c, key, mbuf, mlen);
		free(mbuf);
	}
	/* H: for the driver's screening history (not cached) */
	fprintf(c->out, "H\t%d\n", screen_unit_hit);
	fflush(c->out);
	fflush(stderr);
	_exit(0);
}

/* Starts unit u in a free slot of kids. */
static void pool_start(const Pool *p, Child *kids, int jobs, int u)
{
	Child *c = NULL;
	for (int k = 0; k < jobs && !c; k++)
		if (!kids[k].pid)
			c = &kids[k];
	c->unit = u;
	screen_prior_unit(p->b, p->units->v[u]);
	c->out = tmpfile();
	c->err = p->b->cache_dir ? tmpfile() : NULL;
	if (!c->out || (p->b->cache_dir && !c->err)) {
		na_error("cannot create a temporary file: %s", strerror(errno));
		exit(2);
	}
	c->pid = fork();
	if (c->pid < 0) {
		na_error("cannot start a process for %s: %s", p->units->v[u], strerror(errno));
		exit(2);
	}
	if (c->pid == 0)
		worker_main(p, c);
}

/* The child pid ended with status: its records collected (or, on an
 * interrupt, dropped); the children that ended. */
static int pool_reap(Pool *p, Child *kids, int jobs, pid_t pid, int status, int *failed)
{
	int ended = 0;
	for (int k = 0; interrupted && k < jobs; k++)
		if (kids[k].pid == pid) {   /* stopped by the same interrupt */
			fclose(kids[k].out);
			if (kids[k].err)
				fclose(kids[k].err);
			kids[k].err = NULL;
			kids[k].pid = 0;
			ended++;
		}
	if (interrupted)
		return ended;
	for (int k = 0; k < jobs; k++)
		if (kids[k].pid == pid) {
			long had = p->nrec;
			kids[k].screen_hit = false;
			int f = collect_child(p, &kids[k], status);
			*failed += f;
			/* the workers to come inherit what their units were */
			screen_note(f || p->nrec > had || kids[k].screen_hit);
			kids[k].pid = 0;
			ended++;
		}
	return ended;
}

static void pool_free(Pool *p)
{
	for (int u = 0; p->uk && u < p->units->n; u++) {
		for (int c = 0; p->uk[u].ins && c < p->b->nconfigs; c++)
			reuse_inputs_free(&p->uk[u].ins[c]);
		free(p->uk[u].ins);
		free(p->uk[u].envs);
	}
	free(p->uk);
	free(p->rec);
}

int run_parallel(const Batch *b, const StrVec *units, int jobs, FindingList *fl, RunStats *st,
                 CoverageSeen *cov)
{
	if (jobs < 1)
		jobs = 1;
	Child *kids = xcalloc((size_t)jobs, sizeof *kids);
	int running = 0, next = 0, failed = 0;
	int *order = dispatch_order(units);
	Pool p = {.b = b, .units = units, .st = st, .cov = cov};
	fflush(NULL);
	struct sigaction sa = {0}, old_int, old_term, old_hup;
	sa.sa_handler = on_interrupt;   /* no SA_RESTART: wait() returns */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	sigaction(SIGHUP, &sa, &old_hup);
	if (b->cache_dir)
		failed += pool_lookup(&p);
	while ((next < units->n || running) && !interrupted) {
		while (running < jobs && next < units->n && !interrupted) {
			if (p.uk && p.uk[order[next]].hit) {
				next++;
				continue;
			}
			pool_start(&p, kids, jobs, order[next++]);
			running++;
		}
		if (!running)
			continue;   /* the rest were hits */
		int status = 0;
		pid_t pid = wait(&status);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		running -= pool_reap(&p, kids, jobs, pid, status, &failed);
		if (interrupted)
			break;
		if (b->o->progress)
			fprintf(stderr, "\rnullaudit: %d/%d units", st->units, units->n);
	}
	if (b->o->progress)
		fputc('\n', stderr);
	if (interrupted) {
		stop_children(kids, jobs);
		na_error("interrupted (%s) after %d of %d units; no results written",
		         strsignal(interrupted), st->units, units->n);
		exit(128 + interrupted);
	}
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	sigaction(SIGHUP, &old_hup, NULL);
	free(order);
	if (p.nrec)
		qsort(p.rec, (size_t)p.nrec, sizeof *p.rec, record_cmp);
	for (long i = 0; i < p.nrec; i++)
		findings_add(fl, &p.rec[i].f);
	pool_free(&p);
	free(kids);
	return failed;
}
