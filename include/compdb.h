/* compdb.h -- compile_commands.json: the units of a build and their flags. */
#ifndef NULLAUDIT_COMPDB_H
#define NULLAUDIT_COMPDB_H

#include "util.h"

typedef struct CompUnit {
	char *file;      /* absolute, or as the database gives it joined to directory */
	/* as the database gives them; turned into pp_args when first asked for
	 * (compdb_args), so a run on a few units of a large database does not
	 * split every command */
	char *dir, *command;
	StrVec arguments;
	/* or, read by compdb_load's skim, where they are in the database's
	 * text (at the string's quote, the array's bracket), decoded by
	 * compdb_args */
	const char *raw_command, *raw_arguments, *raw_arguments_end;
	bool ready;
	StrVec pp_args;  /* the preprocessor flags of its command, paths made absolute */
	const char *abi;  /* the x86 preset its last -m32 (-m16), -m64 or -mx32 picks:
	                     "i386", "x86_64", "x32"; NULL: none given */
	const char *lang; /* NULL: C; else the language its command compiles
	                     ("C++", "assembler", ...), by -x, the driver and
	                     the file's extension as GCC decides it */
} CompUnit;

typedef struct CompDb {
	CompUnit *v;
	int n;
	char *text;      /* the database, kept for the raw_ fields */
	size_t maplen;   /* its mapping's length; 0: malloc'ed */
	char *path;      /* for messages */
} CompDb;

/* Reads PATH (a compile_commands.json, or a directory holding one).
 * Returns 0, or -1 after printing "nullaudit: error: FILE:LINE:COL: ...". */
int compdb_load(const char *path, CompDb *db);
void compdb_free(CompDb *db);

/* The preprocessor flags of a unit (its pp_args, made on first use). */
const StrVec *compdb_args(CompUnit *u);

/* The language the unit's command compiles when it is not C (a mixed
 * C/C++ project's database), else NULL. */
const char *compdb_language(CompUnit *u);

#endif
