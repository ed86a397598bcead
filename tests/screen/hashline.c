/* A macro's expansion begins a line with #: a token of the text with -K,
 * where mcpp's text without it cannot tell it from a directive line. The
 * unit is not screened. */
#define H #
H char *p = 0;
