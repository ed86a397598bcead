#define G(name, ...) struct { __VA_ARGS__ } name
#define CONFIG_X 1
G(hdr,
	††††††††††††††††††††††††††††††††††††††††††††††††††††††††††intcount(char *p, int n, long l)
{
	char *q = (char *)0;          /* a cast zero is explicit */
	char  = 3;
#define DEFINED_IN_ARG 7
int z = __LINE__;
