/* Re-#includes skipped by the multiple-include optimization must give
 * what reading the file again gives: only a whole-file #ifndef group
 * whose macro is defined is skipped. */
#include "guard/plain.h"
#include "guard/plain.h"
#include "guard/after.h"
#include "guard/after.h"
#include "guard/else.h"
#include "guard/else.h"
#include "guard/defined.h"
#include "guard/defined.h"
#include "guard/noguard.h"
#include "guard/noguard.h"
#include "guard/undef.h"
#undef UNDEF_H
#include "guard/undef.h"
#include "guard/splice.h"
#include "guard/splice.h"
int end;
