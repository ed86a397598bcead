/* libFuzzer harness: the whole pipeline on one unit -- the embedded mcpp
 * (with -K notes), the provenance token stream, the parser and the checks.
 * Built and run by scripts/fuzz.sh. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "frontend.h"
#include "pp.h"
#include "token.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char predefines[] =
	"#define __x86_64__ 1\n#define __GNUC__ 12\n#define __GNUC_MINOR__ 2\n"
	"#define __STDC__ 1\n#define __STDC_VERSION__ 201710L\n#define __CHAR_BIT__ 8\n"
	"#define __SIZEOF_POINTER__ 8\n#define __SIZEOF_LONG__ 8\n#define __LP64__ 1\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (memchr(data, 0, size))    /* run_unit refuses NUL bytes first */
		return 0;
	char path[] = "/tmp/nullaudit-fuzz-XXXXXX.c";
	int fd = mkstemps(path, 2);
	if (fd < 0)
		return 0;
	if (write(fd, data, size) != (ssize_t)size) {
		close(fd);
		unlink(path);
		return 0;
	}
	close(fd);
	PPOptions opt = {0};
	opt.predefines = predefines;
	PPResult r;
	TokenStream ts;
	char *err = NULL;
	int built;
	/* both ways of building the tokens: while mcpp writes (as a
	 * single-configuration run does), or from the whole text */
	if (size % 2) {
		opt.tokens = &ts;
		pp_run(&opt, path, &r);
		err = r.token_error;
		r.token_error = NULL;
		built = err ? -1 : 0;
	} else {
		pp_run(&opt, path, &r);
		built = tokens_from_text(r.text, path, &ts, &err);
	}
	if (built == 0) {
		FindingList fl = {0};
		ParseStats ps;
		check_tokens(&ts, &fl, NULL, NULL, &ps);
		findings_free(&fl);
	}
	free(err);
	tokens_free(&ts);
	pp_result_free(&r);
	unlink(path);
	return 0;
}
