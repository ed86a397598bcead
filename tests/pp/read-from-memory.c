/* Headers read from the include-guard scan's text (mcpp patches 0058, 0066):
 * CRLF line ends, a spliced line, no newline at the end, a long line. */
#include "crlf-noeol.h"
#include "long-line.h"
int after = 1;
