%{
/* a grammar whose actions #line points at */
char *b = 0;
%}
%%
start: /* empty */
	;
char *c = 0;
