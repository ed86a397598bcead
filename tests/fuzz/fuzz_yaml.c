/* libFuzzer harness: the YAML audit loader (schema checks, matrix
 * expansion, error locations). Built and run by scripts/fuzz.sh. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "audit.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[] = "/tmp/nullaudit-fuzz-XXXXXX.yaml";
	int fd = mkstemps(path, 5);
	if (fd < 0)
		return 0;
	if (write(fd, data, size) != (ssize_t)size) {
		close(fd);
		unlink(path);
		return 0;
	}
	close(fd);
	Audit a;
	if (audit_load(path, &a) == 0)
		audit_free(&a);
	unlink(path);
	return 0;
}
