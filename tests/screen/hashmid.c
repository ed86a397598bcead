/* A # in the middle of a line, outside any macro: a parse error, which the
 * pass with -K sees as the one without it does (such a # is a token of
 * the line, not the start of a directive). */
int x = 1; # stray
int y;
