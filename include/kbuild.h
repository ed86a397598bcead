/* kbuild.h -- configurations with `kernel:` (docs/kernel.md): their compile
 * commands, derived from the kernel source tree by nullaudit-kbuild. */
#ifndef NULLAUDIT_KBUILD_H
#define NULLAUDIT_KBUILD_H

#include "audit.h"

/* Runs nullaudit-kbuild for every configuration of a with a kernel, one
 * after the other (each with `make -j jobs`), and sets the configuration's
 * compile_commands to the database it wrote. Its figures (configure,
 * prepare and commands seconds, units) are appended to *figures as the
 * elements of a JSON array. Returns 0, or -1 after printing an error that
 * names the configuration's `kernel:` in the audit file. */
int kbuild_derive(Audit *a, int jobs, StrBuf *figures);

#endif
