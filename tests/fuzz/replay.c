/* The three libFuzzer harnesses built by `make check` with the configured
 * compiler (no libFuzzer, which needs clang): each harness's entry point
 * under its own name, and a main that runs files through one of them once,
 * as libFuzzer replays a corpus.  tests/fuzz-harnesses.sh runs the
 * committed corpora through it; scripts/fuzz.sh builds the real fuzzers.
 *
 *   replay pp|parse|yaml FILE|DIR...   prints "N inputs"; exit 0, or 1 when
 *                                     a file cannot be read (a crash is a
 *                                     crash, a sanitizer report fails) */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define LLVMFuzzerTestOneInput fuzz_pp_input
#include "fuzz_pp.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_parse_input
#include "fuzz_parse.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_yaml_input
#include "fuzz_yaml.c"
#undef LLVMFuzzerTestOneInput

typedef int (*Harness)(const uint8_t *data, size_t size);

static int inputs;

/* One file through the harness, in a buffer of exactly its size (as
 * libFuzzer passes it, so a read past the end is caught under ASan). */
static int replay_file(Harness h, const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return 1;
	}
	size_t cap = 4096, n = 0;
	uint8_t *buf = malloc(cap);
	size_t got;
	while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap)
			buf = realloc(buf, cap *= 2);
	}
	int bad = ferror(f) || !buf;
	fclose(f);
	if (bad) {
		fprintf(stderr, "replay: %s: cannot read\n", path);
		free(buf);
		return 1;
	}
	uint8_t *exact = malloc(n ? n : 1);
	memcpy(exact, buf, n);
	free(buf);
	h(exact, n);
	free(exact);
	inputs++;
	return 0;
}

static int replay_path(Harness h, const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return 1;
	}
	if (!S_ISDIR(st.st_mode))
		return replay_file(h, path);
	DIR *d = opendir(path);
	if (!d) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return 1;
	}
	int bad = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		size_t len = strlen(path) + strlen(e->d_name) + 2;
		char *p = malloc(len);
		snprintf(p, len, "%s/%s", path, e->d_name);
		bad |= replay_path(h, p);
		free(p);
	}
	closedir(d);
	return bad;
}

int main(int argc, char **argv)
{
	Harness h = NULL;
	if (argc > 1 && !strcmp(argv[1], "pp"))
		h = fuzz_pp_input;
	else if (argc > 1 && !strcmp(argv[1], "parse"))
		h = fuzz_parse_input;
	else if (argc > 1 && !strcmp(argv[1], "yaml"))
		h = fuzz_yaml_input;
	if (!h || argc < 3) {
		fprintf(stderr, "usage: replay pp|parse|yaml FILE|DIR...\n");
		return 2;
	}
	int bad = 0;
	for (int i = 2; i < argc; i++)
		bad |= replay_path(h, argv[i]);
	printf("%d inputs\n", inputs);
	return bad;
}
