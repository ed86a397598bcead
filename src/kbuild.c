/* kbuild.c -- configurations with `kernel:` (docs/kernel.md). For each,
 * scripts/nullaudit-kbuild (installed as nullaudit-kbuild) configures the
 * kernel in an O= directory of its own, runs `make prepare`, and records
 * each unit's command from kbuild without compiling; the configuration
 * then reads the compile_commands.json it wrote, as if it had been given. */
#include "kbuild.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef NA_BINDIR
#define NA_BINDIR "/usr/bin"
#endif

/* $NULLAUDIT_KBUILD, the source tree's script when run from the build
 * tree, or the installed one. */
static char *script_path(void)
{
	const char *env = getenv("NULLAUDIT_KBUILD");
	if (env && *env)
		return xstrdup(env);
	char *p = xasprintf("%s/scripts/nullaudit-kbuild", NA_SRCDIR);
	if (access(p, X_OK) == 0)
		return p;
	free(p);
	return xstrdup(NA_BINDIR "/nullaudit-kbuild");
}

/* Where the O= directories go: build_dir, else beside the result cache
 * ($XDG_CACHE_HOME/nullaudit-kbuild, ~/.cache/nullaudit-kbuild), not in
 * it: the cache's size limit must not evict a prepared kernel. */
static char *build_root(const KernelSpec *k)
{
	if (k->build_dir)
		return xstrdup(k->build_dir);
	const char *x = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	if (x && *x == '/')
		return xasprintf("%s/nullaudit-kbuild", x);
	if (home && *home)
		return xasprintf("%s/.cache/nullaudit-kbuild", home);
	return NULL;
}

/* One O= directory per configuration name and what it builds from: two
 * audit files naming different trees do not share one. */
static char *out_dir(const char *root, const char *name, const KernelSpec *k)
{
	char *src = realpath(k->source, NULL);
	unsigned long h = 14695981039346656037UL;
	StrBuf key = {0};
	sb_printf(&key, "%s\n%s\n%s\n", src ? src : k->source, k->arch, k->config);
	for (int i = 0; i < k->fragments.n; i++)
		sb_printf(&key, "%s\n", k->fragments.v[i]);
	for (const char *s = key.buf; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211UL;
	free(key.buf);
	free(src);
	return xasprintf("%s/%s-%08lx", root, name, h & 0xffffffffUL);
}

/* Runs argv; its stdout is returned (the caller frees it), its stderr is
 * ours. *status is the exit status, or -1 when it could not run. */
static char *run_capture(char *const argv[], int *status)
{
	int fd[2];
	*status = -1;
	if (pipe(fd) != 0)
		return NULL;
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		close(fd[0]);
		close(fd[1]);
		return NULL;
	}
	if (pid == 0) {
		dup2(fd[1], 1);
		close(fd[0]);
		close(fd[1]);
		execv(argv[0], argv);
		fprintf(stderr, "nullaudit: error: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	close(fd[1]);
	StrBuf out = {0};
	char buf[4096];
	ssize_t n;
	while ((n = read(fd[0], buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
		if (n > 0)
			sb_printf(&out, "%.*s", (int)n, buf);
	close(fd[0]);
	int ws;
	while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
		;
	*status = WIFEXITED(ws) ? WEXITSTATUS(ws) : 128 + (WIFSIGNALED(ws) ? WTERMSIG(ws) : 0);
	return out.buf ? out.buf : xstrdup("");
}

/* The O= directories prepared so far in this run, each with its source
 * and arch: a later configuration of the same tree and architecture
 * without a seed of its own starts as a copy of the first (nullaudit-kbuild
 * --seed; kbuild then rebuilds what the other .config changes, as after
 * editing one). */
typedef struct Prepared {
	StrVec source, arch, out;
} Prepared;

static const char *seed_for(const Prepared *p, const KernelSpec *k)
{
	if (k->seed)
		return k->seed;
	for (int i = 0; i < p->out.n; i++)
		if (!strcmp(p->source.v[i], k->source) && !strcmp(p->arch.v[i], k->arch))
			return p->out.v[i];
	return NULL;
}

/* Prepares configuration c; on failure, *why says so for the result. */
static int derive_one(AuditConfig *c, const char *script, int jobs, StrBuf *figures, Prepared *done,
                      char **why)
{
	const KernelSpec *k = c->kernel;
	char *root = build_root(k);
	if (!root) {
		na_error("%s: configuration '%s': no directory for the kernel builds (HOME is not "
		         "set); give 'build_dir' in 'kernel'", k->where, c->name);
		*why = xstrdup("configuration not prepared: no directory for the kernel builds "
		               "(HOME is not set; give 'build_dir' in 'kernel')");
		return -1;
	}
	char *out = out_dir(root, c->name, k);
	char *j = xasprintf("-j%d", jobs > 0 ? jobs : 1);
	StrVec argv = {0};
	const char *fixed[] = {script, "--source", k->source, "--arch", k->arch, "--config", k->config,
	                       "--out", out, j};
	for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
		sv_push(&argv, fixed[i]);
	for (int i = 0; i < k->fragments.n; i++) {
		sv_push(&argv, "--fragment");
		sv_push(&argv, k->fragments.v[i]);
	}
	for (int i = 0; i < k->dirs.n; i++) {
		sv_push(&argv, "--dir");
		sv_push(&argv, k->dirs.v[i]);
	}
	for (int i = 0; i < k->files.n; i++) {
		sv_push(&argv, "--file");
		sv_push(&argv, k->files.v[i]);
	}
	const char *seed = seed_for(done, k);
	if (seed) {
		sv_push(&argv, "--seed");
		sv_push(&argv, seed);
	}
	char **args = xcalloc((size_t)argv.n + 1, sizeof *args);
	memcpy(args, argv.v, sizeof *args * (size_t)argv.n);
	int status;
	char *stdout_text = run_capture(args, &status);
	int rc = 0;
	/* the database's path is the script's last line */
	char *path = NULL;
	if (stdout_text) {
		size_t n = strlen(stdout_text);
		while (n && stdout_text[n - 1] == '\n')
			stdout_text[--n] = '\0';
		const char *last = strrchr(stdout_text, '\n');
		path = xstrdup(last ? last + 1 : stdout_text);
	}
	if (status != 0 || !path || !*path || access(path, R_OK) != 0) {
		if (status == 127 || status < 0) {
			na_error("%s: configuration '%s': cannot run %s", k->where, c->name, script);
			*why = xasprintf("configuration not prepared: cannot run %s", script);
		} else {
			na_error("%s: configuration '%s': %s failed (status %d; its messages are above)",
			         k->where, c->name, script, status);
			*why = xasprintf("configuration not prepared: %s failed (status %d); its log is "
			                 "%s/nullaudit-kbuild.log", script, status, out);
		}
		rc = -1;
	} else {
		free(c->compile_commands);
		c->compile_commands = xstrdup(path);
		sv_push(&done->source, k->source);
		sv_push(&done->arch, k->arch);
		sv_push(&done->out, out);
		char *fig = xasprintf("%s/nullaudit-kbuild.json", out);
		char *err = NULL;
		char *text = read_file(fig, NULL, &err);
		free(err);
		if (text) {
			text[strcspn(text, "\n")] = '\0';
			if (*text == '{') {
				/* names are labels (letters, digits and . _ + -); the
				 * directory may need escapes */
				sb_printf(figures, "%s{\"config\": \"%s\", \"build_dir\": \"",
				          figures->len ? ", " : "", c->name);
				for (const char *s = out; *s; s++)
					if (*s == '"' || *s == '\\')
						sb_printf(figures, "\\%c", *s);
					else if ((unsigned char)*s < 0x20)
						sb_printf(figures, "\\u%04x", (unsigned char)*s);
					else
						sb_putc(figures, *s);
				sb_printf(figures, "\", %s", text + 1);
			}
		}
		free(text);
		free(fig);
	}
	free(path);
	free(stdout_text);
	free(args);
	sv_free(&argv);
	free(j);
	free(out);
	free(root);
	return rc;
}

int kbuild_derive(Audit *a, int jobs, StrBuf *figures, UnitErrorList *errs)
{
	char *script = NULL;
	int failed = 0;
	Prepared done = {0};
	for (int i = 0; i < a->nconfigs; i++) {
		if (!a->configs[i].kernel)
			continue;
		if (!script)
			script = script_path();
		char *why = NULL;
		if (derive_one(&a->configs[i], script, jobs, figures, &done, &why) == 0)
			continue;
		/* the error at the configuration's kernel: (FILE:LINE:COL) */
		const char *where = a->configs[i].kernel->where;
		char *file = xstrdup(where ? where : (a->path ? a->path : ""));
		int line = 0, col = 0;
		char *c2 = strrchr(file, ':');
		if (c2) {
			*c2 = '\0';
			char *c1 = strrchr(file, ':');
			if (c1) {
				*c1 = '\0';
				line = atoi(c1 + 1);
				col = atoi(c2 + 1);
			}
		}
		unit_errors_add(errs, file, file, line, col, UE_PREPROCESS, why, a->configs[i].name);
		free(file);
		free(why);
		audit_drop_config(a, i--);
		failed++;
	}
	free(script);
	sv_free(&done.source);
	sv_free(&done.arch);
	sv_free(&done.out);
	return failed && a->nconfigs == 0 ? -1 : 0;
}
