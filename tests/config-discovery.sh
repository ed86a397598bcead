#!/bin/sh
# A project's .nullaudit.yaml is found as .clang-tidy is: in the working
# directory or the nearest parent, no higher than the repository root (a
# directory holding .git).  It gives settings to a run whose inputs are on
# the command line (rules, allow_macros, include and system include paths,
# sources.exclude), and its sources to a run that names none.  The command
# line wins (-W, --format); --config FILE names another file; --no-config
# ignores it.  The file used is named on stderr (not with --quiet).
. "$NA_SRCDIR/tests/lib.sh"
mkdir -p "$t/outer/repo/.git" "$t/outer/repo/src/deep" "$t/outer/repo/include" "$t/outer/repo/sys"
cd "$t/outer/repo" || exit 1
# a file above the repository root is not looked at
printf 'version: 1\nrules: {null-as-integer: off}\n' >../.nullaudit.yaml
cat >.nullaudit.yaml <<'Y'
version: 1
include_paths: [include]
system_include_paths: [sys]
rules: {zero-as-null: off, void-zero-spelled: warning}
allow_macros: [MAYBE_ZERO]
sources:
  files: [src/deep/a.c]
  exclude: ["src/skip/**"]
Y
printf '#define NONE 0\n' >include/proj.h
printf '#define SYSNONE 0\n' >sys/sysh.h
cat >src/deep/a.c <<'C'
#include <stddef.h>
#include "proj.h"
#include "sysh.h"
#define MAYBE_ZERO 0
char *p = 0;
char *q = (void *)0;
int i = NULL;
char *m = MAYBE_ZERO;
char *n = NONE;
char *s = SYSNONE;
C
mkdir -p src/skip && cp src/deep/a.c src/skip/b.c

cd src/deep || exit 1
"$NULLAUDIT" a.c >out 2>err; [ $? -eq 1 ] || bad "discovered: exit status"
has err "nullaudit: using the configuration file $t/outer/repo/.nullaudit.yaml"
[ "$(grep -c 'using the configuration file' err)" -eq 1 ] || bad "named more than once"
hasnt out "a.c:5:"                       # zero-as-null off
has out "a.c:6:11: warning: (void *)0 written out"   # void-zero-spelled on
has out "a.c:7:9: warning: NULL used as an integer"  # the outer file is not read
hasnt out "a.c:8:"                       # allow_macros
has out "include/proj.h:1:14: warning: macro 'NONE' expands to integer 0"  # include_paths
has out "a.c:10:11: warning: macro 'SYSNONE' from a system header"        # system_include_paths
hasnt out "in configuration"             # settings only: no configuration notes
# --quiet: not named; JSON: not named (stdout is the result)
"$NULLAUDIT" --quiet a.c >out 2>err
hasnt err "using the configuration file"
"$NULLAUDIT" --format=json a.c >out.json 2>err
hasnt err "using the configuration file"
python3 -c 'import json,sys; d=json.load(open("out.json")); assert "configs" not in d["findings"][0], d' \
	|| bad "json: configs of a settings-only file"
# --stats names it even when quiet
"$NULLAUDIT" --quiet --stats a.c >out 2>err
has err "using the configuration file"

# the command line wins
"$NULLAUDIT" -Wzero-as-null -Wno-void-zero-spelled a.c >out 2>err
has out "a.c:5:11: warning: plain integer 0"
hasnt out "a.c:6:"
# --no-config: defaults
"$NULLAUDIT" --no-config -Iinc a.c >out 2>err
has out "a.c:5:11: warning: plain integer 0"
hasnt out "a.c:6:"
hasnt err "using the configuration file"
# --config FILE instead
printf 'version: 1\nrules: {null-as-integer: off}\n' >other.yaml
"$NULLAUDIT" --config other.yaml -I../../include -isystem ../../sys a.c >out 2>err
has out "a.c:5:11: warning: plain integer 0"
hasnt out "a.c:7:"
hasnt err "using the configuration file"

# without inputs on the command line, the file's sources (paths from its
# directory), and its exclusions
cd "$t/outer/repo/src" || exit 1
"$NULLAUDIT" --format=json -o r.json 2>err; [ $? -eq 1 ] || { bad "sources: exit status"; cat err; }
grep -q '"file": "deep/a.c", "line": 6' r.json || { bad "sources: a.c not checked"; cat r.json; }
"$NULLAUDIT" deep/a.c skip/b.c >out 2>err
has out "deep/a.c:6:"
hasnt out "skip/b.c"

# a broken discovered file: its errors, status 2
cd "$t/outer/repo" || exit 1
printf 'version: 1\nrulez: {}\n' >.nullaudit.yaml
"$NULLAUDIT" src/deep/a.c >out 2>err; [ $? -eq 2 ] || bad "broken file: exit status not 2"
has err "nullaudit: error: .nullaudit.yaml:2:1: unknown key 'rulez' (did you mean 'rules'?)"
exit $fail
