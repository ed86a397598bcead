#!/bin/sh
# --diff=REF (git diff -U0 REF in the working directory's repository) and
# --diff=FILE ('-' for stdin): only the findings whose primary location is
# on a line the diff adds or changes, with paths of the diff (relative to
# the repository root) matched to the findings' files by their real path,
# from a subdirectory too; combined with --baseline, SARIF and suppressions.
. "$NA_SRCDIR/tests/lib.sh"
command -v git >/dev/null 2>&1 || { echo "diff.sh: git not installed, skipped" >&2; exit 77; }
mkdir "$t/repo" && cd "$t/repo" || exit 1
export GIT_CONFIG_NOSYSTEM=1 HOME="$t" GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@t \
	GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@t
git init -q . || exit 1
mkdir -p lib include
printf '#define OLD_NONE 0\n' >include/h.h
cat >lib/a.c <<'C'
#include "h.h"
char *p1 = 0;
char *p2 = 0;
char *p3 = 0;
C
printf 'char *other = 0;\n' >lib/b.c
git add -A && git commit -qm one || exit 1
# change a line, add two (one suppressed), leave the others
cat >lib/a.c <<'C'
#include "h.h"
char *p1 = 0;
char *p2 = 0; /* changed */
char *p3 = 0;
char *p4 = 0;
char *p5 = 0; /* nullaudit: ignore */
char *p6 = OLD_NONE;
C
na() { "$NULLAUDIT" --no-config -Iinclude "$@"; }
na --diff=HEAD lib/a.c lib/b.c >out 2>err; [ $? -eq 1 ] || bad "--diff=HEAD: exit status"
has out "lib/a.c:3:12: warning:"
has out "lib/a.c:5:12: warning:"
hasnt out "lib/a.c:2:"
hasnt out "lib/a.c:4:"
hasnt out "lib/a.c:6:"
hasnt out "lib/b.c"
hasnt out "include/h.h"   # spelled on an unchanged line: not this change's
[ "$(grep -c ': warning:' out)" -eq 2 ] || { bad "--diff=HEAD: not 2 findings"; cat out; }
has err "nullaudit: 2 findings (zero-as-null: 2) in 2 units"
has err "1 suppressed"

# from a subdirectory: the diff's paths are the repository root's
cd lib || exit 1
"$NULLAUDIT" --no-config -I../include --diff=HEAD a.c >out 2>err
has out "a.c:3:12: warning:"
has out "a.c:5:12: warning:"
[ "$(grep -c ': warning:' out)" -eq 2 ] || { bad "subdirectory: not 2 findings"; cat out; }
cd .. || exit 1

# a diff file (git's, with context lines), and stdin; no changes: nothing
git diff HEAD >change.diff
na --diff=change.diff lib/a.c >out 2>err; [ $? -eq 1 ] || bad "--diff=FILE: exit status"
[ "$(grep -c ': warning:' out)" -eq 2 ] || { bad "--diff=FILE: not 2 findings"; cat out; }
has out "lib/a.c:5:12: warning:"
git diff -U0 HEAD | na --diff=- lib/a.c >out 2>err
[ "$(grep -c ': warning:' out)" -eq 2 ] || { bad "--diff=-: not 2 findings"; cat out; }
# a diff -u file of the tree's own paths
cp lib/a.c new.c && git show HEAD:lib/a.c >old.c
diff -u old.c new.c | sed 's|^+++ new.c|+++ lib/a.c|' >plain.diff
na --diff=plain.diff lib/a.c >out 2>err
[ "$(grep -c ': warning:' out)" -eq 2 ] || { bad "diff -u file: not 2 findings"; cat out; }
: >empty.diff
na --diff=empty.diff lib/a.c >out 2>err; [ $? -eq 0 ] || bad "empty diff: exit status not 0"

# with --baseline and SARIF
git stash -q && na --format=json -o base.json lib/a.c; git stash pop -q
printf 'char *p7 = 0;\n' >>lib/a.c
na --diff=HEAD --baseline=base.json --format=sarif -o r.sarif lib/a.c; [ $? -eq 1 ] || bad "sarif: exit status"
python3 - r.sarif <<'PY' || bad "sarif"
import json, sys
res = json.load(open(sys.argv[1]))["runs"][0]["results"]
lines = sorted(r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in res)
assert lines == [3, 5, 6, 8], lines     # 6: the suppressed one, kept as such
sup = [r for r in res if r.get("suppressions")]
assert [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in sup] == [6]
PY

# errors: a bad revision, a missing file, outside a repository
na --diff=no-such-rev lib/a.c >out 2>err; [ $? -eq 2 ] || bad "bad revision: exit status not 2"
has err "nullaudit: error: --diff=no-such-rev: 'git diff -U0 no-such-rev' failed"
printf '@@ -x +1 @@\n' >bad.diff
na --diff=bad.diff lib/a.c >out 2>err; [ $? -eq 2 ] || bad "bad diff: exit status not 2"
has err "nullaudit: error: bad.diff:1:1: malformed hunk header"
mkdir "$t/norepo" && cp lib/a.c "$t/norepo/" && cd "$t/norepo" || exit 1
"$NULLAUDIT" --no-config --diff=HEAD a.c >out 2>err; [ $? -eq 2 ] || bad "no repository: exit status not 2"
has err "not a diff file, and the working directory is not in a git repository"
exit $fail
