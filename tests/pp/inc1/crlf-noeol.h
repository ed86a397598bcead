/* CRLF line ends and no newline at the end: read from memory as fgets()
 * would read the file */
#define CRLF_A(x) (x + \
    1)
int crlf_v = CRLF_A(2);
int crlf_w;