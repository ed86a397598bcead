/* memotrace.h -- the header-memo trace (NULLAUDIT_MEMO_TRACE, memotrace.c):
 * what each header entered by a preprocessing run read, and what it cost. */
#ifndef NULLAUDIT_MEMOTRACE_H
#define NULLAUDIT_MEMOTRACE_H

#include <stdbool.h>
#include <stddef.h>

/* Set while a run is traced. */
extern bool memo_tracing;
/* Whether NULLAUDIT_MEMO_TRACE is set. */
bool memo_trace_on(void);
/* Around one mcpp run; pos gives the bytes it has written so far. */
void memo_trace_begin(size_t (*pos)(void), bool plain);
void memo_trace_end(const char *unit, bool plain);
/* mcpp wrote these bytes of output (not diagnostics) */
void memo_trace_output(const char *s, size_t n);
/* mcpp wrote a diagnostic */
void memo_trace_diag(void);
/* Around work inside the run that is not preprocessing (the token
 * builder fed from mcpp's output): its time is not counted. */
void memo_trace_exclude(bool begin);

#endif
