#!/bin/sh
# --diff=REF (git diff -U0 REF in the working directory's repository) and
# --diff=FILE ('-' for stdin): only the findings whose primary location is
# on a line the diff adds or changes, with paths of the diff (relative to
# the repository root) matched to the findings' files by their real path,
# from a subdirectory too; combined with --baseline, SARIF and suppressions.
. "$NA_SRCDIR/tests/lib.sh"
command -v git >/dev/null 2>&1 || { echo "FAIL: git missing (scripts/install-deps.sh installs it)"; exit 1; }
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

# the user's git configuration changes nothing: prefixes (w/ and i/,
# none), paths relative to a subdirectory, an external diff, colour,
# renames off; names git quotes ("sub/caf\303\251.c", "sub/q\\b.c") or ends with a tab
# (a space); a file moved and edited has only its edited lines new
mkdir "$t/cfg" && cd "$t/cfg" || exit 1
git init -q . && mkdir sub || exit 1
body() { i=1; while [ $i -le 12 ]; do printf 'char *%s%d = 0;\n' "$1" $i; i=$((i + 1)); done; }
body c >sub/café.c && body s >"sub/a b.c" && body m >sub/old.c && printf 'int keep;\n' >sub/same.c
git add -A && git commit -qm one && git mv sub/old.c sub/new.c || exit 1
for f in sub/café.c "sub/a b.c" sub/new.c; do
	sed -i 's/^\(char \*[a-z]*3 = 0;\)$/\1 \/* changed *\//' "$f" && printf 'char *added = 0;\n' >>"$f"
done
printf '#!/bin/sh\necho "+++ b/sub/same.c"; echo "@@ -0,0 +1 @@"\n' >"$t/ext.sh" && chmod +x "$t/ext.sh"
git config diff.relative true && git config diff.external "$t/ext.sh" && git config diff.renames false &&
	git config color.diff always && git config color.ui always && git config core.quotePath true || exit 1
for prefix in diff.mnemonicPrefix diff.noprefix; do
	git config $prefix true || exit 1
	for dir in . sub; do
		(cd $dir && "$NULLAUDIT" --no-config --diff=HEAD "$t/cfg/sub/café.c" "$t/cfg/sub/a b.c" \
			"$t/cfg/sub/new.c" "$t/cfg/sub/same.c") >out 2>err
		for f in café.c "a b.c" new.c; do
			has out "$f:3:12: warning:"
			has out "$f:13:15: warning:"
		done
		[ "$(grep -c ': warning:' out)" -eq 6 ] || { bad "git config $prefix, in $dir: not 6 findings"; cat out err; }
	done
	git config --unset $prefix || exit 1
done
# the same names quoted in a diff file, and in diff -u's (GNU diff quotes
# a name with a space too), followed by a tab and a timestamp
git diff --no-ext-diff --no-color HEAD >q.diff
grep -qF '+++ "b/sub/caf\303\251.c"' q.diff || bad "q.diff: café.c not quoted"
"$NULLAUDIT" --no-config --diff=q.diff sub/café.c "sub/a b.c" >out 2>err
[ "$(grep -c ': warning:' out)" -eq 4 ] || { bad "quoted names in a diff file: not 4 findings"; cat out err; }
git show "HEAD:sub/a b.c" >old.c && cp "sub/a b.c" "new b.c" && diff -u old.c "new b.c" >u.diff
sed -i 's|^+++ "new b.c"\t|+++ "sub/a b.c"\t|' u.diff && grep -q '^+++ "sub/a b.c"'"$(printf '\t')"2 u.diff ||
	{ bad "u.diff: not a quoted name and a timestamp"; cat u.diff; }
"$NULLAUDIT" --no-config --diff=u.diff "sub/a b.c" >out 2>err
[ "$(grep -c ': warning:' out)" -eq 2 ] || { bad "diff -u, a space and a timestamp: not 2 findings"; cat out err; }
# a deleted file (+++ /dev/null) is skipped; a broken quote is an error
git rm -q sub/same.c && git diff --no-ext-diff --no-color HEAD >d.diff && grep -q '^+++ /dev/null' d.diff || bad "d.diff: no /dev/null"
"$NULLAUDIT" --no-config --diff=d.diff sub/café.c >out 2>err
[ "$(grep -c ': warning:' out)" -eq 2 ] || { bad "diff with a deleted file: not 2 findings"; cat out err; }
printf '+++ "b/x\\q.c"\n' >badq.diff
"$NULLAUDIT" --no-config --diff=badq.diff sub/café.c >out 2>err; [ $? -eq 2 ] || bad "bad quote: exit status not 2"
has err "nullaudit: error: badq.diff:1:5: malformed quoted file name"
# a backslash escaped in a quoted name; an octal escape is three octal
# digits
printf 'char *z = 0;\n' >'sub/q\b.c'
printf '+++ "b/sub/q\\\\b.c"\n@@ -0,0 +1 @@\n+char *z = 0;\n' >qq.diff
"$NULLAUDIT" --no-config --diff=qq.diff 'sub/q\b.c' >out 2>err
[ "$(grep -c ': warning:' out)" -eq 1 ] || { bad "a backslash in a quoted name: not 1 finding"; cat out err; }
has out 'sub/q\b.c:1:11: warning:'
printf '+++ "b/x\\1!.c"\n' >bado.diff
"$NULLAUDIT" --no-config --diff=bado.diff sub/café.c >out 2>err; [ $? -eq 2 ] || bad "bad octal escape: exit status not 2"
has err "nullaudit: error: bado.diff:1:5: malformed quoted file name"
cd "$t/repo" || exit 1

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
