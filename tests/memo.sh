#!/bin/sh
# The header memo (NULLAUDIT_MEMO=1, mcpp patch 0113): --dump-tokens is the
# same with the memo on and off, and the memo replays where the inputs
# allow it. Each case has an input that a memo ignoring it would replay
# wrongly: the dump would differ (docs/design/header-memo.md, "Inputs").
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1

# same NAME REPLAYS ARGS...: the dumps agree; the memo replayed REPLAYS
# headers (a number, or + for at least one)
same() {
	name=$1 want=$2
	shift 2
	NULLAUDIT_MEMO=0 "$NULLAUDIT" --no-config --no-cache --dump-tokens "$@" > "$name.off" 2>&1
	NULLAUDIT_MEMO=1 NULLAUDIT_MEMO_DEBUG=1 "$NULLAUDIT" --no-config --no-cache \
		--dump-tokens "$@" > "$name.on" 2> "$name.err"
	grep -v '^memo: replayed ' "$name.err" >> "$name.on"
	cmp -s "$name.off" "$name.on" || { bad "$name: the dump differs with the memo"; diff "$name.off" "$name.on" | head -20; }
	n=$(grep -c '^memo: replayed ' "$name.err")
	case $want in
	+) [ "$n" -ge 1 ] || bad "$name: nothing replayed" ;;
	*) [ "$n" = "$want" ] || bad "$name: $n headers replayed, not $want" ;;
	esac
}

# across NAME REPLAYS ARGS...: the same with the recordings kept in a
# directory (NULLAUDIT_MEMO_DIR): a recording is written there the second
# time its state is met (the first time only the state is noted), so a
# first process notes, a second writes, a third reads; every dump agrees
# with the memo off, and the third replayed at least REPLAYS headers from
# the directory (a number, or + for one). Recordings are kept only of
# files not changed in the last two seconds.
across() {
	name=$1 want=$2
	shift 2
	find . -type f ! -path './memo*' -exec touch -h -d '1 minute ago' {} +
	NULLAUDIT_MEMO=0 "$NULLAUDIT" --no-config --no-cache --dump-tokens "$@" > "$name.off" 2>&1
	rm -rf "memo-$name"
	for run in 1 2 3; do
		NULLAUDIT_MEMO_DIR="$t/memo-$name" NULLAUDIT_MEMO_DEBUG=1 "$NULLAUDIT" --no-config \
			--no-cache --dump-tokens "$@" > "$name.dir$run" 2> "$name.direrr$run"
		grep -v '^memo: replayed ' "$name.direrr$run" >> "$name.dir$run"
		cmp -s "$name.off" "$name.dir$run" ||
			{ bad "$name: run $run with the directory differs"; diff "$name.off" "$name.dir$run" | head -20; }
	done
	n=$(grep -c '^memo: replayed .*from the directory' "$name.direrr3")
	case $want in
	+) [ "$n" -ge 1 ] || bad "$name: nothing replayed from the directory" ;;
	*) [ "$n" -ge "$want" ] || bad "$name: $n headers replayed from the directory, not $want" ;;
	esac
}

# A macro redefined between two includes of a header without a guard:
# the third include has the second's inputs.
cat > r.h <<'EOF'
int r_value = M;
char *r_ptr = 0;
EOF
cat > redefine.c <<'EOF'
#define M 1
#include "r.h"
#undef M
#define M 2
#include "r.h"
#include "r.h"
EOF
same redefine 1 redefine.c
across redefine 3 redefine.c

# A header that tests a macro an earlier header defines.
printf '#define FEATURE 1\n' > feature.h
cat > t.h <<'EOF'
#ifdef FEATURE
int with_feature;
#else
int without_feature;
#endif
EOF
cat > tests-macro.c <<'EOF'
#include "t.h"
#include "feature.h"
#include "t.h"
#include "t.h"
EOF
same tests-macro 1 tests-macro.c
across tests-macro 3 tests-macro.c

# __COUNTER__: its value at the header's start is an input; the
# counter goes on after a replay as after the processing.
cat > c.h <<'EOF'
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
int CAT(v, __COUNTER__);
EOF
printf '#include "c.h"\n#include "c.h"\nint w = __COUNTER__;\n' > counter1.c
cp counter1.c counter2.c
same counter 2 counter1.c counter2.c
across counter + counter1.c counter2.c

# #include_next: the nested header is part of the replay.
mkdir -p d1 d2
printf '#include_next <x.h>\nint in_d1;\n' > d1/x.h
printf 'int in_d2 = X2;\n' > d2/x.h
printf '#define X2 2\n#include <x.h>\n#include <x.h>\n' > next.c
same include-next 1 -Id1 -Id2 next.c
across include-next 2 -Id1 -Id2 next.c

# __has_include whose answer changes with -I: units of other include
# paths do not use each other's recordings.
# probe_units NAME HEADER 'FLAGS OF A' 'FLAGS OF B': NAME.h says whether
# <HEADER> is found; NAME-a.c and NAME-b.c include it, each with its own
# flags (as JSON strings, each followed by a comma) in
# compile_commands.json.
probe_units() {
	printf '#if __has_include(<%s>)\nint %s_found;\n#else\nint %s_not_found;\n#endif\n' \
		"$2" "$1" "$1" > "$1.h"
	printf '#include "%s.h"\n' "$1" > "$1-a.c"
	cp "$1-a.c" "$1-b.c"
	printf '[{"directory": "%s", "file": "%s-a.c", "arguments": ["cc", %s "-c", "%s-a.c"]},\n' \
		"$t" "$1" "$3" "$1" > compile_commands.json
	printf ' {"directory": "%s", "file": "%s-b.c", "arguments": ["cc", %s "-c", "%s-b.c"]}]\n' \
		"$t" "$1" "$4" "$1" >> compile_commands.json
}
mkdir -p has1
: > has1/probe.h
probe_units has probe.h '"-Ihas1",' ''
same has-include 0 -p compile_commands.json has-a.c has-b.c
across has-include 2 -p compile_commands.json has-a.c has-b.c

# The include search list is checked as far as a recording's searches
# read it: units whose lists differ only after the directory their
# headers were found in share recordings; a header found, or not found,
# further on is not shared. Each unit has a directory of its own last,
# as kbuild's -I of the unit's directory.
mkdir -p common ua ub
printf '#define COMMON 1\nint common_v = COMMON;\n' > common/c.h
printf 'int w_from_a;\n' > ua/w.h
printf 'int w_from_b;\n' > ub/w.h
: > ub/only-b.h
printf '#include <w.h>\nint wrap;\n' > common/wrap.h
cat > common/probe2.h <<'EOF'
#if __has_include(<only-b.h>)
int sees_only_b;
#else
int no_only_b;
#endif
EOF
for u in a b; do
	printf '#include <c.h>\n#include <wrap.h>\n#include <probe2.h>\n' > list-$u.c
done
cat > compile_commands.json <<EOF
[{"directory": "$t", "file": "list-a.c", "arguments": ["cc", "-Icommon", "-Iua", "-c", "list-a.c"]},
 {"directory": "$t", "file": "list-b.c", "arguments": ["cc", "-Icommon", "-Iub", "-c", "list-b.c"]}]
EOF
same search-list 1 -p compile_commands.json list-a.c list-b.c
grep -q 'replayed .*/common/c.h' search-list.err || bad "search list: c.h not shared by lists that begin alike"
! grep -q 'replayed .*/common/wrap.h\|replayed .*/common/probe2.h' search-list.err ||
	bad "search list: a header whose search went past the shared directories replayed"
grep -q 'w_from_b' search-list.on && grep -q 'sees_only_b' search-list.on ||
	bad "search list: the second unit lost its own headers"
across search-list 1 -p compile_commands.json list-a.c list-b.c

# A search that found nothing read the whole list and that it ended
# there: a unit whose list goes on (-idirafter) does not use the
# recording, where the file is found.
mkdir -p after
: > after/late.h
probe_units late late.h '' '"-idirafter", "after",'
same list-end 0 -p compile_commands.json late-a.c late-b.c
grep -q 'late_found' list-end.on || bad "list end: the unit whose list goes on took the other's answer"
across list-end + -p compile_commands.json late-a.c late-b.c

# #pragma once through two paths: not recorded (the once set is not an
# input of the prototype), the second path skipped as without the memo.
printf '#pragma once\nint once_only;\n' > o.h
ln -s o.h o-link.h
printf '#include "o.h"\n#include "o-link.h"\n#include "o.h"\n' > once.c
same pragma-once 0 once.c

# A header that #undefs a macro: the replay undefines it too.
printf '#undef U\nint u_seen;\n' > u.h
cat > undef.c <<'EOF'
#define U 1
#include "u.h"
#define U 1
#include "u.h"
int after = U;
EOF
same undef 1 undef.c
across undef 2 undef.c

# A header included under two #line states: its own lines are its own.
printf 'int line_here = __LINE__;\n' > l.h
printf '#include "l.h"\n#line 100 "renamed.c"\n#include "l.h"\nint main_line = __LINE__;\n' > line.c
same line 1 line.c
across line 2 line.c

# In the directory, a header's recording names the recordings of the
# headers it entered: the second process replays the outer header from
# them.
printf '#define INNER 3\nchar *inner_ptr = 0;\n' > inner.h
printf '#include "inner.h"\nint outer = INNER;\n' > outer.h
printf '#include "outer.h"\nint main_after = INNER;\n' > nest.c
across nest 1 nest.c
grep -q 'replayed .*/outer.h.*from the directory' nest.direrr3 || bad "nest: outer.h not replayed from the directory"
ls memo-nest/*/b/*.b > /dev/null 2>&1 || bad "nest: no body in the directory"

# With -K a body keeps the numbers of the definitions in its own text
# only; a nested body names a definition made before it by its name. Put
# in the text of the headers around it, that name means the definition
# the outer header made (M redefined in defby_o.h, N defined there, P in
# defby_j.h), not the one made before the outermost (M in defby.c): the
# dump would place the tokens of M in defby.c, or not at all.
printf 'int k_value = M + P;\nchar *k_ptr = N;\n' > defby_k.h
printf '#define P 3\n#include "defby_k.h"\nint j_after = M;\n' > defby_j.h
printf '#undef M\n#define M (2)\n#define N 0\n#include "defby_j.h"\nint o_after = M;\n' > defby_o.h
printf '#define M 1\n#include "defby_o.h"\nint main_after = M + N;\n' > defby.c
across defby 1 defby.c
grep -q 'replayed .*/defby_o.h.*from the directory' defby.direrr3 ||
	bad "defby: defby_o.h not replayed from the directory"
[ "$(ls memo-defby/*/b/*.b | wc -l)" = 3 ] || bad "defby: not a body for each header"

# A recording from the directory is read an input at a time as the
# checks reach them, each once: the first include of abc.h stops at B,
# which differs; the second goes on from there to the end, and replays.
cat > abc.h <<'EOF'
#if A
int abc_a = A;
#endif
#if B
char *abc_b = 0;
#endif
#ifdef C
int abc_c;
#endif
EOF
printf '#define A 1\n#define B 2\n#include "abc.h"\nint one;\n' > abc1.c
printf '#define A 1\n#include "abc.h"\n#define B 2\n#include "abc.h"\n' > abc2.c
touch -d '1 minute ago' abc.h abc1.c abc2.c
rm -rf memo-abc
for run in 1 2; do
	NULLAUDIT_MEMO_DIR="$t/memo-abc" "$NULLAUDIT" --no-config --no-cache --dump-tokens abc1.c > /dev/null 2>&1
done
NULLAUDIT_MEMO=0 "$NULLAUDIT" --no-config --no-cache --dump-tokens abc2.c > abc.off 2>&1
NULLAUDIT_MEMO_DIR="$t/memo-abc" NULLAUDIT_MEMO_DEBUG=1 "$NULLAUDIT" --no-config --no-cache \
	--dump-tokens abc2.c > abc.dir 2> abc.err
grep -v '^memo: replayed ' abc.err >> abc.dir
cmp -s abc.off abc.dir || { bad "inputs read as checks reach them: the dump differs"; diff abc.off abc.dir | head; }
[ "$(grep -c 'replayed .*/abc.h.*from the directory' abc.err)" = 1 ] ||
	bad "inputs read as checks reach them: abc.h not replayed once from the directory"

# A state met once leaves only a note in the table of states (one file
# for all the headers, no file of the header's own); the second time, the
# recording is written.
rm -rf memo-admit
NULLAUDIT_MEMO_DIR="$t/memo-admit" "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > /dev/null 2>&1
ls memo-admit/*/seen > /dev/null 2>&1 || bad "admission: no table of states after one run"
! ls memo-admit/*/*.i > /dev/null 2>&1 || bad "admission: an index made the first time"
! ls memo-admit/*/b/*.b > /dev/null 2>&1 || bad "admission: a body written the first time"
NULLAUDIT_MEMO_DIR="$t/memo-admit" "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > /dev/null 2>&1
ls memo-admit/*/b/*.b > /dev/null 2>&1 || bad "admission: no body written the second time"
ls memo-admit/*/*.i > /dev/null 2>&1 || bad "admission: no index the second time"

# A table of states of another size (damaged): a warning naming it, and
# every recording written the first time; the dumps right.
rm -rf memo-seen
NULLAUDIT_MEMO_DIR="$t/memo-seen" "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > /dev/null 2>&1
for f in memo-seen/*/seen; do printf 'junk' > "$f"; done
rm -rf memo-seen/*/b memo-seen/*/*.i
NULLAUDIT_MEMO_DIR="$t/memo-seen" "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > seen.dir1 2> seen.err1
grep -q 'header memo: .*/seen: not the size of a table of states' seen.err1 || bad "damaged table of states: no warning"
ls memo-seen/*/b/*.b > /dev/null 2>&1 || bad "damaged table of states: nothing written the first time"
NULLAUDIT_MEMO_DIR="$t/memo-seen" NULLAUDIT_MEMO_DEBUG=1 "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > seen.dir2 2> seen.err2
grep -q 'replayed .*from the directory' seen.err2 || bad "damaged table of states: nothing replayed the second time"
NULLAUDIT_MEMO=0 "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > seen.off 2>&1
grep -v '^nullaudit: warning: header memo: ' seen.err1 >> seen.dir1
grep -v '^nullaudit: warning: header memo: \|^memo: replayed ' seen.err2 >> seen.dir2
cmp -s seen.off seen.dir1 || { bad "damaged table of states: the first dump differs"; diff seen.off seen.dir1 | head; }
cmp -s seen.off seen.dir2 || { bad "damaged table of states: the second dump differs"; diff seen.off seen.dir2 | head; }

# The names a replayed header looked up reach the listeners, those of the
# headers inside it too: an audit reuses a unit's result for another
# configuration only when no name its run looked up differs between them.
# Without CONFIG_X heard through inner.h, "nox" would take "x"'s finding.
mkdir -p heard
printf '#ifdef CONFIG_X\nchar *inner_p = 0;\n#endif\n' > heard/inner.h
printf '#include "inner.h"\nint outer_v;\n' > heard/outer.h
for i in 1 2 3 4 5; do printf '#include "outer.h"\nint u%d;\n' "$i" > heard/u$i.c; done
cat > heard/audit.yaml <<'EOF'
version: 1
sources:
  files: [u1.c, u2.c, u3.c, u4.c, u5.c]
configs:
  - name: x
    defines: {CONFIG_X: 1}
  - name: nox
    defines: {CONFIG_Y: 1}
EOF
find heard -type f -exec touch -d '1 minute ago' {} +
(cd heard && NULLAUDIT_MEMO=0 "$NULLAUDIT" --config audit.yaml --no-cache --format=json -j 1 2>/dev/null |
	grep -v '"seconds"' > ../heard.off)
rm -rf memo-heard
(cd heard && NULLAUDIT_MEMO_DIR="$t/memo-heard" NULLAUDIT_MEMO_DEBUG=1 "$NULLAUDIT" --config audit.yaml \
	--no-cache --format=json -j 1 2> ../heard.err | grep -v '"seconds"' > ../heard.dir)
grep -q '"configs": \[' heard.off && grep -q 'inner.h' heard.off || bad "heard: no finding without the memo"
cmp -s heard.off heard.dir || { bad "heard: the audit differs with the directory"; diff heard.off heard.dir | head; }
grep -q 'replayed .*/outer.h.*from the directory' heard.err || bad "heard: outer.h not replayed from the directory"

# A header changed after it was recorded: its recording is not used.
printf '#define INNER 4\nchar *inner_ptr = 0;\n' > inner.h
touch -d '30 seconds ago' inner.h
NULLAUDIT_MEMO=0 "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > changed.off 2>&1
NULLAUDIT_MEMO_DIR="$t/memo-nest" NULLAUDIT_MEMO_DEBUG=1 "$NULLAUDIT" --no-config --no-cache \
	--dump-tokens nest.c > changed.dir 2> changed.err
grep -v '^memo: replayed ' changed.err >> changed.dir
cmp -s changed.off changed.dir || { bad "changed header: the dump differs"; diff changed.off changed.dir | head; }
grep -q 'INNER 4\|inner_ptr' changed.off || bad "changed header: the dump lost the header"
! grep -q 'replayed .*/outer.h' changed.err || bad "changed header: outer.h replayed with a stale inner.h"

# Damaged files in the directory: a warning naming the file, no wrong
# token. A body cut short, then an index with junk appended.
printf '#define INNER 3\nchar *inner_ptr = 0;\n' > inner.h
across damage 1 nest.c
for b in memo-damage/*/b/*.b; do
	head -c 20 "$b" > "$b.cut" && mv "$b.cut" "$b"
done
NULLAUDIT_MEMO_DIR="$t/memo-damage" "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > damage.cut 2> damage.cut.err
grep -v '^nullaudit: warning: header memo: ' damage.cut.err >> damage.cut
cmp -s damage.off damage.cut || { bad "damaged body: the dump differs"; diff damage.off damage.cut | head; }
grep -q 'header memo: .*\.b: does not match its checksum' damage.cut.err || bad "damaged body: no warning"
rm -rf memo-damage
across damage 1 nest.c
for i in memo-damage/*/*.i; do printf 'junk' >> "$i"; done
NULLAUDIT_MEMO_DIR="$t/memo-damage" NULLAUDIT_MEMO_DEBUG=1 "$NULLAUDIT" --no-config --no-cache \
	--dump-tokens nest.c > damage.idx 2> damage.idx.err
grep -v '^nullaudit: warning: header memo: \|^memo: replayed ' damage.idx.err >> damage.idx
cmp -s damage.off damage.idx || { bad "damaged index: the dump differs"; diff damage.off damage.idx | head; }
grep -q 'header memo: .*\.i: a record is cut short or malformed' damage.idx.err || bad "damaged index: no warning"
grep -q 'replayed .*/outer.h.*from the directory' damage.idx.err || bad "damaged index: the records before the junk not used"

# An index record damaged after its inputs (in the files it read): its
# inputs still hold, so it is checked whole before use: a warning, and it
# is not replayed.
rm -rf memo-damage
across damage 1 nest.c
for i in memo-damage/*/*.i; do
	python3 - "$i" <<'EOF'
import struct, sys
p = sys.argv[1]
b = bytearray(open(p, 'rb').read())
n = struct.unpack_from('<Q', b, 8)[0]
b[16 + n - 1] ^= 0x40
open(p, 'wb').write(b)
EOF
done
NULLAUDIT_MEMO_DIR="$t/memo-damage" NULLAUDIT_MEMO_DEBUG=1 "$NULLAUDIT" --no-config --no-cache \
	--dump-tokens nest.c > damage.rec 2> damage.rec.err
grep -v '^nullaudit: warning: header memo: \|^memo: replayed ' damage.rec.err >> damage.rec
cmp -s damage.off damage.rec || { bad "damaged record: the dump differs"; diff damage.off damage.rec | head; }
grep -q 'header memo: .*\.i: a record does not match its checksum' damage.rec.err || bad "damaged record: no warning"
! grep -q 'replayed .*from the directory' damage.rec.err || bad "damaged record: replayed"

# A body whose bytes are another body's (a file copied over another): its
# name is the hash of its bytes, so it is not used.
rm -rf memo-damage
across damage 1 nest.c
set -- memo-damage/*/b/*.b
[ $# -ge 2 ] || bad "swapped body: fewer than two bodies"
cp "$1" swapped.b && cp "$2" "$1" && cp swapped.b "$2"
NULLAUDIT_MEMO_DIR="$t/memo-damage" "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > damage.swap 2> damage.swap.err
grep -v '^nullaudit: warning: header memo: ' damage.swap.err >> damage.swap
cmp -s damage.off damage.swap || { bad "swapped body: the dump differs"; diff damage.off damage.swap | head; }
grep -q 'header memo: .*\.b: does not match its checksum' damage.swap.err || bad "swapped body: no warning"

# A body emptied, and a body removed: a warning naming it, no wrong token
# (bodies are mapped: an empty file cannot be).
for how in empty gone; do
	rm -rf memo-damage
	across damage 1 nest.c
	for b in memo-damage/*/b/*.b; do
		if [ $how = empty ]; then : > "$b"; else rm -f "$b"; fi
	done
	NULLAUDIT_MEMO_DIR="$t/memo-damage" "$NULLAUDIT" --no-config --no-cache --dump-tokens nest.c > damage.$how 2> damage.$how.err
	grep -v '^nullaudit: warning: header memo: ' damage.$how.err >> damage.$how
	cmp -s damage.off damage.$how || { bad "body $how: the dump differs"; diff damage.off damage.$how | head; }
	grep -q 'header memo: .*\.b: is missing or empty' damage.$how.err || bad "body $how: no warning"
done

# A header of many inputs (more than a recording keeps in the process
# once it is in the directory) read twice in one unit in the same state:
# the second time it is made again, not replayed from the process, and
# both are replayed from the directory by a later process.
{
	i=0
	while [ $i -lt 80 ]; do
		printf '#ifdef WIDE_%d\nint wide_%d;\n#endif\n' $i $i
		i=$((i + 1))
	done
	printf 'char *wide_ptr = 0;\n'
} > wide.h
cat > wide.c <<'EOF'
#define WIDE_3 1
#define WIDE_70 1
#include "wide.h"
int between;
#include "wide.h"
EOF
across wide 2 wide.c
n=$(grep -c '^memo: replayed .*wide.h' wide.direrr1)
[ "$n" = 0 ] || bad "wide: replayed $n times by the first process, which keeps only the directory's"

# The same header of many inputs read five times in one unit in the same
# state: made again each time after the first, but its recording written
# to the index once (as when it is read twice).
printf '#define WIDE_3 1\n#define WIDE_70 1\n' > wide5.c
for i in 1 2 3 4 5; do printf '#include "wide.h"\nint between%d;\n' $i >> wide5.c; done
touch -d '1 minute ago' wide5.c
NULLAUDIT_MEMO=0 "$NULLAUDIT" --no-config --no-cache --dump-tokens wide5.c > wide5.off 2>&1
for c in wide wide5; do
	rm -rf memo-once-$c
	NULLAUDIT_MEMO_DIR="$t/memo-once-$c" "$NULLAUDIT" --no-config --no-cache --dump-tokens $c.c > once-$c.dump 2>&1
done
cmp -s wide5.off once-wide5.dump || { bad "wide5: the dump differs with the directory"; diff wide5.off once-wide5.dump | head; }
size2=$(cat memo-once-wide/*/*.i | wc -c)
size5=$(cat memo-once-wide5/*/*.i | wc -c)
[ "$size2" -gt 0 ] && [ "$size2" = "$size5" ] ||
	bad "wide5: the index holds $size5 bytes after five readings, $size2 after two"

# With a directory, a process that runs many units forgets its recordings
# at the start of each run (the directory has them): the second unit of
# one process does not replay the first's from the process, it writes the
# recording (its state met the second time), and a later process replays
# it for both units from the directory.
mkdir -p forget
printf '#ifndef F_H\n#define F_H\nint f_v;\nchar *f_p = 0;\n#endif\n' > forget/f.h
printf '#include "f.h"\nint fa;\n' > forget/a.c
printf '#include "f.h"\nint fb;\n' > forget/b.c
find forget -type f -exec touch -d '1 minute ago' {} +
(cd forget && NULLAUDIT_MEMO=0 "$NULLAUDIT" --no-config --no-cache --dump-tokens a.c b.c > ../forget.off 2>&1)
rm -rf memo-forget
for run in 1 2; do
	(cd forget && NULLAUDIT_MEMO_DIR="$t/memo-forget" NULLAUDIT_MEMO_DEBUG=1 "$NULLAUDIT" --no-config \
		--no-cache --dump-tokens a.c b.c > ../forget.dir$run 2> ../forget.err$run)
	cmp -s forget.off forget.dir$run || { bad "forget: run $run differs"; diff forget.off forget.dir$run | head; }
done
! grep -q 'replayed .*/f\.h' forget.err1 || bad "forget: the first process replayed f.h from itself"
ls memo-forget/*/b/*.b > /dev/null 2>&1 || bad "forget: no body written by the first process"
[ "$(grep -c 'replayed .*/f\.h.*from the directory' forget.err2)" = 2 ] ||
	bad "forget: the second process did not replay f.h twice from the directory"

exit $fail
