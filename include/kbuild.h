/* kbuild.h -- configurations with `kernel:` (docs/kernel.md): their compile
 * commands, derived from the kernel source tree by nullaudit-kbuild. */
#ifndef NULLAUDIT_KBUILD_H
#define NULLAUDIT_KBUILD_H

#include "audit.h"
#include "report.h"

/* Runs nullaudit-kbuild for every configuration of a with a kernel, one
 * after the other (each with `make -j jobs`), and sets the configuration's
 * compile_commands to the database it wrote. Its figures (configure,
 * prepare and commands seconds, units) are appended to *figures as the
 * elements of a JSON array. A configuration nullaudit-kbuild fails on is
 * reported (an error naming its `kernel:` in the audit file, and one in
 * *errs for the result's "errors", with its configuration) and removed:
 * the others go on. Returns 0, or -1 when no configuration is left. */
int kbuild_derive(Audit *a, int jobs, StrBuf *figures, UnitErrorList *errs);

#endif
