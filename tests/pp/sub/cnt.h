int lvl = __INCLUDE_LEVEL__; const char *fn = __FILE_NAME__, *bf = __BASE_FILE__, *f = __FILE__;
