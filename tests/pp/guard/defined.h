// line comment first
#if !defined ( DEFINED_H )
#define DEFINED_H
int via_defined;
/* a comment that says
#endif
inside it */
char *s = "#endif";
#endif
