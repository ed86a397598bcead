/* libFuzzer harness: the front end alone -- the input is taken as
 * already-preprocessed text, tokenized, parsed, typed and checked: as mcpp
 * hands it over (with provenance records, mcpp_prov.h, when the input has
 * them) when its first byte is even, as -fpreprocessed text (comments,
 * no records) when it is odd. Without the
 * preprocessor in the loop it runs far more executions per second than
 * fuzz_pp, so it reaches deeper into the parser's recovery paths.
 * Built and run by scripts/fuzz.sh. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "frontend.h"
#include "token.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	TokenStream ts;
	char *err = NULL;
	int built = size && (data[0] & 1) ? tokens_from_preprocessed(text, "fuzz.c", &ts, &err)
	                                   : tokens_from_text(text, "fuzz.c", &ts, &err);
	if (built == 0) {
		FindingList fl = {0};
		ParseStats ps;
		check_tokens(&ts, &fl, NULL, NULL, &ps);
		findings_free(&fl);
	}
	free(err);
	tokens_free(&ts);
	free(text);
	return 0;
}
