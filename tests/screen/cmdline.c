int i = NULL;
char c = NULL;
