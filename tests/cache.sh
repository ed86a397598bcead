#!/bin/bash
# tests/cache.sh -- the persistent result cache (docs/cache.md) on small
# trees of our own: a second run hits and gives the same result; each
# invalidation rule misses (a changed byte in the unit or a header, a header
# that appears earlier on the include path, a __has_include that now
# finds a file, a flag, a .config, a rule option, another program (its
# hash kept by the executable's identity); files hashed by their identity
# once across processes (DIR/hashes, damaged or not); a
# changed CONFIG_ of a kbuild autoconf.h only where it was looked up); -j and
# two runs at once share it; a corrupt or truncated entry is a miss and a
# warning; eviction; cache --stats/--clear; the three-configuration audit
# and shards + merge (tests/multiconfig.sh, tests/scale.sh) with it on.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
unset NULLAUDIT_CACHE
export XDG_CACHE_HOME="$t/xdg"
fail=0
C="$t/cache"
cd "$t" || exit 1
mkdir -p src inc1 inc2
cat > src/a.c <<'EOF'
#include "h.h"
#include <s.h>
#if __has_include(<opt.h>)
#include <opt.h>
#endif
#ifdef CONFIG_X
char *q = 0;
#endif
char *p = ZERO;
EOF
echo '#define ZERO 0' > inc1/h.h
echo 'int s_;' > inc2/s.h
cat > src/b.c <<'EOF'
int f(void) { int i = NULL; return i; }
EOF
printf 'CONFIG_X=y\n' > dot.config
# a file changed in the second a run starts is not trusted (docs/cache.md):
# let the files above age first
sleep 2

# run NAME EXPECT(hit|miss) [args...]: one unit, JSON, compared by stats
n=0
run() {
	name=$1 want=$2
	shift 2
	n=$((n + 1))
	"$NULLAUDIT" --cache-dir="$C" --stats --format=json -o "$t/r$n.json" "$@" 2>"$t/e$n"
	python3 - "$t/r$n.json" "$want" "$name" <<'PY' || { fail=1; cat "$t/e$n"; }
import json, sys
r = json.load(open(sys.argv[1]))
c = r["stats"]["cache"]
got = "hit" if c["hits"] and not c["misses"] else "miss" if c["misses"] and not c["hits"] else "mixed"
if got != sys.argv[2]:
    print("FAIL %s: %s, expected %s (%s)" % (sys.argv[3], got, sys.argv[2], c))
    sys.exit(1)
PY
}
# findings without the run's statistics: what a hit must reproduce
strip() {
	python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); r.pop("stats"); print(json.dumps(r, sort_keys=True))' "$1"
}
same() {
	[ "$(strip "$t/r$1.json")" = "$(strip "$t/r$2.json")" ] ||
		{ echo "FAIL: runs $1 and $2 differ"; diff <(strip "$t/r$1.json") <(strip "$t/r$2.json"); fail=1; }
}
I="-Iinc1 -Iinc2"
run first miss $I src/a.c
run again hit $I src/a.c
same 1 2
# flags, predefines, rules
run "another -D" miss $I -DCONFIG_X src/a.c
run "-D again" hit $I -DCONFIG_X src/a.c
same 3 4
run "include order" miss -Iinc2 -Iinc1 src/a.c
run "a rule option" miss $I -Wno-nonliteral-zero-as-null src/a.c
run "--system-headers" miss $I --system-headers src/a.c
run "--arch" miss $I --arch=i386 src/a.c
# the same key (a -D is compared by name, in the manifest), and one entry
# per key: the -D run replaced the first one's entry
run "back to the first" miss $I src/a.c
run "the first again" hit $I src/a.c
# a changed byte in the unit, then in a header
echo '/* */' >> src/a.c
run "unit changed" miss $I src/a.c
echo '/* */' >> inc2/s.h
run "header changed" miss $I src/a.c
sleep 2
run "stored again" miss $I src/a.c
run "hit after the changes" hit $I src/a.c
# a header that appears earlier on the path: the includer's directory,
# then an -I directory before the one that had it
echo '#define ZERO ((void *)0)' > src/h.h
run "h.h now in the unit's directory" miss $I src/a.c
rm src/h.h
run "h.h gone again" hit $I src/a.c
echo 'int s_, t_;' > inc1/s.h
run "s.h now in inc1" miss $I src/a.c
rm inc1/s.h
run "s.h only in inc2 again" hit $I src/a.c
# __has_include: a file that now exists
echo '' > inc2/opt.h
run "__has_include finds opt.h" miss $I src/a.c
rm inc2/opt.h
run "opt.h gone" hit $I src/a.c
# a header of a subdirectory found in inc2, then in inc1 whose
# subdirectory appears: mcpp asked for the subdirectory, not for the
# header in it (patch 0107), and the manifest has what it asked for
mkdir -p inc2/sub
echo 'char *sub_p = 0;' > inc2/sub/t.h
echo '#include <sub/t.h>' > src/c.c
sleep 2
run "sub/t.h in inc2" miss $I src/c.c
k=$n
run "sub/t.h in inc2 again" hit $I src/c.c
mkdir inc1/sub
echo 'int sub_q;' > inc1/sub/t.h
run "sub/t.h now in inc1" miss $I src/c.c
grep -q '"rule"' "$t/r$n.json" && { echo "FAIL: inc1/sub/t.h not read"; fail=1; }
rm -r inc1/sub
run "inc1/sub gone" hit $I src/c.c
same $k $n
# a changed .config (an audit with a kconfig)
cat > audit.yaml <<EOF
version: 1
sources:
  files: [src/a.c]
include_paths: [inc1, inc2]
configs:
  - name: k
    kconfig: dot.config
EOF
run "audit" miss --config audit.yaml
sleep 1
run "audit again" hit --config audit.yaml
printf 'CONFIG_X=n\n' > dot.config
run ".config changed" miss --config audit.yaml
# YAML cache: {enabled: false} is off; --cache-dir on the command line wins
printf 'cache:\n  enabled: false\n' >> audit.yaml
"$NULLAUDIT" --config audit.yaml --stats --format=json 2>/dev/null | grep -q '"cache"' &&
	{ echo "FAIL: cache: {enabled: false} did not turn the cache off"; fail=1; }
# another program: the key holds a hash of the executable
cp "$NULLAUDIT" "$t/na2" && printf 'x' >> "$t/na2"
"$t/na2" --cache-dir="$C" --stats --format=json $I src/a.c 2>/dev/null |
	grep -q '"hits": 0, "misses": 1' || { echo "FAIL: another program hit"; fail=1; }
# its hash is kept in the cache directory by the executable's identity
# (device, inode, size, times): a copy of the same bytes hits; the same
# file changed in place misses; a damaged line is made again
grep -q "^$(stat -c '%d %i %s' "$t/na2") " "$C/program-id" ||
	{ echo "FAIL: no program-id line for the program last run"; fail=1; }
"$NULLAUDIT" --cache-dir="$C" -q $I src/a.c >/dev/null 2>&1
cp "$NULLAUDIT" "$t/na3"
"$t/na3" --cache-dir="$C" --stats --format=json $I src/a.c 2>/dev/null |
	grep -q '"hits": 1, "misses": 0' || { echo "FAIL: a copy of the program missed"; fail=1; }
printf 'y' >> "$t/na2"
"$t/na2" --cache-dir="$C" --stats --format=json $I src/a.c 2>/dev/null |
	grep -q '"hits": 0, "misses": 1' || { echo "FAIL: the program changed in place hit"; fail=1; }
printf 'junk\n' > "$C/program-id"
"$NULLAUDIT" --cache-dir="$C" --stats --format=json $I src/a.c 2>/dev/null |
	grep -q '"hits": 1, "misses": 0' || { echo "FAIL: a damaged program-id line made a miss"; fail=1; }
grep -q "^$(stat -L -c '%d %i %s' "$NULLAUDIT") .* [0-9a-f]\{32\}$" "$C/program-id" ||
	{ echo "FAIL: a damaged program-id line was not made again"; fail=1; }
# NULLAUDIT_CACHE=0 and --no-cache
NULLAUDIT_CACHE=0 "$NULLAUDIT" --stats --format=json $I src/a.c 2>/dev/null | grep -q '"cache"' &&
	{ echo "FAIL: NULLAUDIT_CACHE=0 did not turn it off"; fail=1; }
"$NULLAUDIT" --no-cache --cache-dir="$C" --stats --format=json $I src/a.c 2>/dev/null | grep -q '"cache"' &&
	{ echo "FAIL: --no-cache did not turn it off"; fail=1; }
# the default directory is under XDG_CACHE_HOME
"$NULLAUDIT" -q $I src/a.c >/dev/null 2>&1
ls "$XDG_CACHE_HOME"/nullaudit/??/*.e >/dev/null 2>&1 || { echo "FAIL: nothing under \$XDG_CACHE_HOME/nullaudit"; fail=1; }
# without XDG_CACHE_HOME, or with a relative one (which the XDG spec says to
# ignore), under $HOME/.cache
mkdir -p "$t/home-unset" "$t/home-relative"
env -u XDG_CACHE_HOME HOME="$t/home-unset" "$NULLAUDIT" -q $I src/a.c >/dev/null 2>&1
XDG_CACHE_HOME=relative HOME="$t/home-relative" "$NULLAUDIT" -q $I src/a.c >/dev/null 2>&1
for h in home-unset home-relative; do
	ls "$t/$h"/.cache/nullaudit/??/*.e >/dev/null 2>&1 || { echo "FAIL: nothing under \$HOME/.cache/nullaudit ($h)"; fail=1; }
done
[ -e relative ] && { echo "FAIL: a relative XDG_CACHE_HOME was used"; fail=1; }
# a file changed in the second the run starts is not cached (what was read
# may not be what is hashed), even when its mtime was set back (touch -d):
# its inode's change time says it is new
mkdir -p fresh && printf 'char *p = 0;\n' > fresh/f.c && touch -d 2020-01-01 fresh/f.c
"$NULLAUDIT" --cache-dir="$t/fresh.c" --stats -q fresh/f.c 2>&1 >/dev/null |
	grep -q "cache: 0 hits, 1 miss, 0 bytes read, 0 written" || { echo "FAIL: a file with an old mtime but a new ctime was cached"; fail=1; }

# errors are replayed: a unit with a missing header
printf '#include "missing.h"\nchar *p = 0;\n' > src/err.c
sleep 2
"$NULLAUDIT" --cache-dir="$C" --format=json src/err.c >/dev/null 2>"$t/err1"; s1=$?
"$NULLAUDIT" --cache-dir="$C" --format=json --stats -o "$t/ej.json" src/err.c 2>"$t/err2"; s2=$?
grep -v '^nullaudit: [0-9]* \(finding\|unit\)' "$t/err2" > "$t/err3"
grep -q missing.h "$t/err1" && cmp -s "$t/err1" "$t/err3" && [ $s1 = $s2 ] &&
	grep -q '"hits": 1' "$t/ej.json" ||
	{ echo "FAIL: errors not replayed ($s1 $s2)"; cat "$t/err1" "$t/err2"; fail=1; }
echo '' > src/missing.h
"$NULLAUDIT" --cache-dir="$C" -q src/err.c >/dev/null 2>"$t/err4"
grep -q missing.h "$t/err4" && { echo "FAIL: the header now found is still missing"; fail=1; }

# corrupt and truncated entries: a miss and a warning, then stored again
rm -rf "$C"
run "fresh" miss $I src/a.c
e=$(ls "$C"/??/*.e)
sed -i 's/^S\t0/S\t9/' "$e"
run "corrupt" miss $I src/a.c
grep -q 'truncated or corrupt' "$t/e$n" || { echo "FAIL: no warning for a corrupt entry"; fail=1; }
run "stored again" hit $I src/a.c
same $((n - 2)) $n
head -c 100 "$e" > "$e.x" && mv "$e.x" "$e"
run "truncated" miss $I src/a.c
: > "$e"
run "empty" miss $I src/a.c
run "after the empty one" hit $I src/a.c

# -j and two runs at once share one cache; results equal a run without it
rm -rf "$C"
mkdir -p many
for i in $(seq 1 12); do printf '#include "h.h"\nchar *p%d = ZERO;\nint i%d = NULL;\n' $i $i > many/u$i.c; done
sleep 2
NULLAUDIT_CACHE=0 "$NULLAUDIT" --stats --format=json $I -j2 many/*.c -o "$t/plain.json" 2>/dev/null
"$NULLAUDIT" --cache-dir="$C" --format=json $I -j3 many/*.c -o "$t/c1.json" 2>/dev/null &
"$NULLAUDIT" --cache-dir="$C" --format=json $I -j2 many/*.c -o "$t/c2.json" 2>/dev/null &
wait
"$NULLAUDIT" --cache-dir="$C" --stats --format=json $I -j2 many/*.c -o "$t/c3.json" 2>/dev/null
for r in c1 c2 c3; do
	[ "$(strip "$t/plain.json")" = "$(strip "$t/$r.json")" ] || { echo "FAIL: $r differs from the run without the cache"; fail=1; }
done
grep -q '"hits": 12, "misses": 0' "$t/c3.json" || { echo "FAIL: third run not all hits"; grep '"cache"' "$t/c3.json"; fail=1; }
[ -n "$(find "$C" -name '*.tmp.*')" ] && { echo "FAIL: temporary files left"; fail=1; }

# eviction: a limit below the 12 entries keeps the most recently used
size=$(cat "$C"/??/*.e | wc -c)
"$NULLAUDIT" --cache-dir="$C" --cache-max-size=$((size / 2)) -q $I many/u1.c >/dev/null 2>&1
left=$(ls "$C"/??/*.e | wc -l)
[ "$left" -ge 1 ] && [ "$left" -le 6 ] || { echo "FAIL: eviction left $left entries"; fail=1; }
run "the last one used survives" hit $I many/u1.c
"$NULLAUDIT" cache --cache-dir="$C" --stats > "$t/stats"
grep -q '^hits' "$t/stats" && grep -q '^evicted *[1-9]' "$t/stats" || { echo "FAIL: cache --stats"; cat "$t/stats"; fail=1; }
"$NULLAUDIT" cache --cache-dir="$C" --clear >/dev/null
[ -z "$(find "$C" -type f ! -name lock)" ] || { echo "FAIL: cache --clear left files"; find "$C" -type f; fail=1; }

# sizes: integers and fractions with K, M, G, T (KiB, MB...), above 0 and
# at most LLONG_MAX bytes; 0 (a cache that keeps nothing), nan, inf, a sign,
# an exponent or an overflow are refused, on the command line and in YAML
printf 'int k;\n' > k.c
for v in 1 512M 1.5G 2GiB 100kb 8388607T 9223372036854775807; do
	"$NULLAUDIT" --cache-dir="$C" --cache-max-size=$v -q k.c >/dev/null 2>"$t/err" ||
		{ echo "FAIL: --cache-max-size=$v refused"; cat "$t/err"; fail=1; }
	printf 'version: 1\ncache:\n  max_size: %s\n' "$v" > "$t/ok.yaml"
	"$NULLAUDIT" --config "$t/ok.yaml" --cache-dir="$C" -q k.c >/dev/null 2>"$t/err" ||
		{ echo "FAIL: max_size: $v refused"; cat "$t/err"; fail=1; }
done
for v in 0 0.0 0K 0.0000001K nan inf -1 +1 -0 1e3 0x10 " 1" 1.G 1Q 8388608T 9223372036854775808 \
	99999999999999999999; do
	"$NULLAUDIT" --cache-dir="$C" --cache-max-size="$v" -q k.c >/dev/null 2>"$t/err"
	[ $? -eq 2 ] && grep -qF "error: --cache-max-size takes a size" "$t/err" ||
		{ echo "FAIL: --cache-max-size='$v' accepted"; cat "$t/err"; fail=1; }
	printf 'version: 1\ncache:\n  max_size: "%s"\n' "$v" > "$t/bad.yaml"
	"$NULLAUDIT" --config "$t/bad.yaml" --cache-dir="$C" -q k.c >/dev/null 2>"$t/err"
	[ $? -eq 2 ] && grep -qF "error: $t/bad.yaml:3:13: 'max_size' should be a size above 0" "$t/err" ||
		{ echo "FAIL: max_size: '$v' accepted"; cat "$t/err"; fail=1; }
done
printf 'version: 1\ncache: {max_size: 0}\n' > "$t/bad.yaml"
"$NULLAUDIT" --config "$t/bad.yaml" --cache-dir="$C" -q k.c >/dev/null 2>"$t/err"
[ $? -eq 2 ] && grep -qF "error: $t/bad.yaml:2:19: 'max_size' should be a size above 0" "$t/err" ||
	{ echo "FAIL: cache: {max_size: 0} accepted"; cat "$t/err"; fail=1; }

# A warm run checks the entries in the driver, with each path stat()ed and
# each file hashed once for the run however many units share it
mkdir -p many/inc
for h in 1 2 3 4 5; do printf '#pragma once\nint h%s(void);\n' $h > many/inc/h$h.h; done
for u in $(seq 1 20); do
	printf '#include "h1.h"\n#include "h2.h"\n#include "h3.h"\n#include "h4.h"\n#include "h5.h"\nchar *p%s = 0;\n' $u > many/u$u.c
done
sleep 2
"$NULLAUDIT" --cache-dir="$t/many.c" -j2 -q -Imany/inc many/u*.c >/dev/null 2>&1
# warm(WANT, WHAT): a warm run's counters, WANT files hashed
warm() {
	NULLAUDIT_CACHE_DEBUG=1 "$NULLAUDIT" --cache-dir="$t/many.c" -j2 --stats --format=json \
		-Imany/inc many/u*.c >"$t/many.json" 2>"$t/many.err"
	grep -q "^nullaudit: cache debug: 20 entries checked, [0-9]* paths stat'ed, $1 files hashed$" "$t/many.err" &&
		grep -q '"hits": 20, "misses": 0' "$t/many.json" ||
		{ echo "FAIL: a warm run of 20 units over 5 shared headers, $2"; cat "$t/many.err"; fail=1; }
}
# the cold run's workers entered each file's content hash by its identity
# (DIR/hashes): the warm run reads none
warm 0 "not all hashes from the table"
# without the table, each file hashed once for the run however many units
# share it (20 units, 5 headers, stdc-predef.h); the table made again
rm "$t/many.c/hashes"
warm 26 "not each file hashed once without the table"
warm 0 "the table not made again"
# a table damaged: a byte of each hash changed, its slots fail their
# checks, the files are hashed again
python3 - "$t/many.c/hashes" <<'PY'
import sys
b = bytearray(open(sys.argv[1], "rb").read())
n = 0
for o in range(0, len(b), 48):           # slots: key, check, hash, size, kind
    if any(b[o:o + 8]):
        b[o + 16] ^= 1
        n += 1
open(sys.argv[1], "r+b").write(b)
sys.exit(0 if n >= 6 else "only %d slots" % n)
PY
warm 26 "a damaged table of hashes trusted"
grep -q "not the size" "$t/many.err" && { echo "FAIL: a damaged table taken for one of another size"; fail=1; }
# a table of another size: a warning, every file hashed
printf 'x' > "$t/many.c/hashes"
warm 26 "a table of another size used"
grep -q "hashes: not the size of a table of hashes; files are read and hashed" "$t/many.err" ||
	{ echo "FAIL: no warning for a table of hashes of another size"; fail=1; }
grep -q "cache: 20 hits, 0 misses" "$t/many.err" || { echo "FAIL: the warm run of 20 units missed"; cat "$t/many.err"; fail=1; }

# A changed CONFIG_ of an audit's kconfig misses only in the units that
# looked its name up (#ifdef, defined(), #if, #ifndef); the others hit, and
# every result equals a run without the cache
mkdir -p kc
printf '#ifdef CONFIG_A\nchar *a = 0;\n#endif\n' > kc/u1.c
printf '#if defined(CONFIG_B) && CONFIG_B\nchar *b = 0;\n#endif\n' > kc/u2.c
printf '#ifndef CONFIG_C\nchar *c = 0;\n#endif\n' > kc/u3.c
printf 'int f(void) { int i = 0; return i; }\n' > kc/u4.c
printf '#define CONFIG_A 1\n#if CONFIG_A\nchar *s = 0;\n#endif\n' > kc/u5.c
printf 'CONFIG_A=y\nCONFIG_B=y\n# CONFIG_C is not set\nCONFIG_D=y\n' > kc.config
printf 'version: 1\nsources:\n  files: [kc/u1.c, kc/u2.c, kc/u3.c, kc/u4.c, kc/u5.c]\nconfigs:\n  - name: k\n    kconfig: kc.config\n' > kc.yaml
sleep 2
# kc STEP HITS MISSES
kc() {
	"$NULLAUDIT" --config kc.yaml --cache-dir="$t/kc.c" -j2 --stats --format=json -o "$t/kc.json" 2>/dev/null
	"$NULLAUDIT" --config kc.yaml --no-cache --format=json -o "$t/kc0.json" 2>/dev/null
	python3 - "$t/kc.json" "$t/kc0.json" "$@" <<'PY' || fail=1
import json, sys
r, r0 = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
c = r.pop("stats")["cache"]; r0.pop("stats", None)
if (c["hits"], c["misses"]) != (int(sys.argv[4]), int(sys.argv[5])):
    print("FAIL kconfig %s: %d hits, %d misses, expected %s, %s" % (sys.argv[3], c["hits"], c["misses"], sys.argv[4], sys.argv[5]))
    sys.exit(1)
if r != r0:
    print("FAIL kconfig %s: the result differs from a run without the cache" % sys.argv[3])
    sys.exit(1)
PY
}
kc cold 0 5
kc warm 5 0
# CONFIG_A off: u1 misses, and u5, which defines it itself before its
# #if (still a lookup: a miss, never a wrong hit)
printf 'CONFIG_B=y\n# CONFIG_C is not set\nCONFIG_D=y\n' > kc.config
kc "CONFIG_A off" 3 2
# a new name, CONFIG_C: only u3, whose #ifndef looked it up
printf 'CONFIG_B=y\nCONFIG_C=y\nCONFIG_D=y\n' > kc.config
kc "CONFIG_C on" 4 1
# CONFIG_B=m (CONFIG_B goes, CONFIG_B_MODULE comes): u2
printf 'CONFIG_B=m\nCONFIG_C=y\nCONFIG_D=y\n' > kc.config
kc "CONFIG_B=m" 4 1
# CONFIG_D and a new CONFIG_E, looked up by no unit, change nothing
printf 'CONFIG_B=m\nCONFIG_C=y\nCONFIG_D=m\nCONFIG_E=y\n' > kc.config
kc "CONFIG_D, CONFIG_E" 5 0
kc "again" 5 0
# the same on the command line: a -D and a -U nobody looks up, then -DCONFIG_A
"$NULLAUDIT" --cache-dir="$t/kd.c" -q kc/u1.c kc/u4.c >/dev/null 2>&1
"$NULLAUDIT" --cache-dir="$t/kd.c" --stats -q -DUNUSED=2 -UOTHER kc/u1.c kc/u4.c 2>&1 >/dev/null |
	grep -q "cache: 2 hits, 0 misses" || { echo "FAIL: an unused -D/-U missed"; fail=1; }
"$NULLAUDIT" --cache-dir="$t/kd.c" --stats -q -DCONFIG_A kc/u1.c kc/u4.c 2>&1 >/dev/null |
	grep -q "cache: 1 hit, 1 miss" || { echo "FAIL: -DCONFIG_A did not miss in u1 only"; fail=1; }

# Which files are files of definitions (docs/cache.md): the entry of a
# unit that includes one of each shape has an M line for those, an F line
# (content hash) for the others
mkdir -p shapes
# NAME BODY (printf's escapes)
while read -r h body; do printf "$body" > "shapes/$h"; done <<'EOF'
ok-empty.h
ok-comment.h /* only\n   a comment */\n\n
ok-defs.h #define A\n#  define B 1\n\t# define C "s \\" /* x */" /* c */\n#undef A\n
ok-guard.h /* g */\n#ifndef G_H\n#define G_H\n#define D (1 << 4) + 0x10UL\n#endif /* G_H */\n
ok-operators.h #define W a/b*c /* d */\n
no-linecomment.h // c\n#define E 1\n
no-function.h #define F(x) x\n
no-include.h #include "ok-empty.h"\n
no-if.h #if 1\n#define H 1\n#endif\n
no-code.h int x_;\n
no-char.h #define I 'a'\n
no-paste.h #define J a ## b\n
no-string.h #define K "unterminated\n
no-comment-first.h /* c */ #define L 1\n
no-open-comment.h #define M 1 /* open\n */\n
no-utf8.h #define N 1\xc3\xa9\n
no-trigraph.h #define O "??="\n
no-newline.h #define P 1
no-builtin.h #define __FILE__ 1\n
no-splice.h #define Q 1 \\\n 2\n
no-endif.h #define R 1\n#endif\n
no-ifndef-late.h #define S 1\n#ifndef G2\n#define G2\n#endif\n
no-after-endif.h #ifndef G3\n#define G3\n#endif\n#define T 1\n
no-cr.h #define U 1\r\n
no-blank.h #define V+1\n
no-del.h /* \x7f */\n#define Y 1\n
EOF
for h in shapes/*.h; do echo "#include \"$h\""; done > shapes.c
sleep 2
"$NULLAUDIT" --cache-dir="$t/shapes.cache" -q shapes.c >/dev/null 2>&1
python3 - "$t/shapes.cache" <<'PY' || fail=1
import glob, os, sys
e = glob.glob(sys.argv[1] + "/??/*.e")
kinds = {}
for line in open(e[0], encoding="latin-1"):
    f = line.rstrip("\n").split("\t")
    if f[0] in ("F", "M") and "/shapes/" in f[-1]:
        kinds[os.path.basename(f[-1])] = f[0]
bad = [h for h, k in sorted(kinds.items()) if (k == "M") != h.startswith("ok-")]
if bad or len(kinds) != 26:
    print("FAIL files of definitions: wrongly classified %s (of %d)" % (bad, len(kinds)))
    sys.exit(1)
PY

# A file of definitions (kbuild's include/generated/autoconf.h, -include'd
# by every unit through kconfig.h) is compared name by name: a changed
# CONFIG_ misses in the units whose lookups saw it, the rest hit; every
# result equals a run without the cache. k5's result shows a place in
# autoconf.h (a finding spelled there), so its definitions' line numbers
# count; k6 expands CONFIG_NR, and has a finding, without such a place, so
# they do not.
mkdir -p kb/include/generated kb/include/linux
ac=kb/include/generated/autoconf.h
printf '/*\n * Automatically generated file; DO NOT EDIT.\n */\n#define CONFIG_A 1\n#define CONFIG_B_MODULE 1\n#define CONFIG_ZERO 0\n#define CONFIG_NR 64\n#define CONFIG_NAME "x y"\n#define CONFIG_UNUSED 1\n' > $ac
printf '#ifndef __BOUNDS_H__\n#define __BOUNDS_H__\n/* generated */\n#define NR_X 5 /* __NR_X */\n#endif\n' \
	> kb/include/generated/bounds.h
printf '#include <generated/autoconf.h>\n#include <generated/bounds.h>\n#define IS_ON(x) ((x) + 0)\n' \
	> kb/include/linux/kconfig.h
printf '#ifdef CONFIG_A\nchar *a = 0;\n#endif\n' > kb/k1.c
printf '#if defined(CONFIG_B) || defined(CONFIG_B_MODULE)\nchar *b = 0;\n#endif\n' > kb/k2.c
printf '#ifndef CONFIG_C\nchar *c = 0;\n#endif\n' > kb/k3.c
printf 'int f(void) { int i = 0; return i; }\n' > kb/k4.c
printf 'char *z = CONFIG_ZERO;\n' > kb/k5.c
printf 'int n = IS_ON(CONFIG_NR);\nchar *n6 = 0;\n' > kb/k6.c
printf 'int m = NR_X;\n' > kb/k7.c
{
	echo '['
	for u in 1 2 3 4 5 6 7; do
		printf '{"directory": "%s/kb", "file": "k%s.c", "arguments": ["gcc", "-Iinclude", "-include", "include/linux/kconfig.h", "-c", "k%s.c"]}' "$t" $u $u
		[ $u = 7 ] && echo || echo ,
	done
	echo ']'
} > kb/compile_commands.json
# kb STEP EXPECTED [now]: each unit alone, h (hit) or m (miss) for k1..k7;
# now: at once after the change (a file changed in the last second is
# hashed and read again for each entry, not memoised)
kb() {
	[ $# = 3 ] || sleep 2   # the change before is not in the second of this run
	for u in 1 2 3 4 5 6 7; do
		"$NULLAUDIT" --cache-dir="$t/kb.c" --stats --format=json -p kb -o "$t/kb$u.json" kb/k$u.c 2>>"$t/kb.err"
		"$NULLAUDIT" --no-cache --format=json -p kb -o "$t/kb0$u.json" kb/k$u.c 2>/dev/null
	done
	got=$(python3 - "$t" <<'PY'
import json, sys
out = ""
for u in range(1, 8):
    r = json.load(open("%s/kb%d.json" % (sys.argv[1], u)))
    r0 = json.load(open("%s/kb0%d.json" % (sys.argv[1], u)))
    c = r.pop("stats")["cache"]; r0.pop("stats")
    out += "X" if r != r0 else "h" if c["hits"] == 1 else "m"
print(out)
PY
)
	[ "$got" = "$2" ] || { echo "FAIL definitions $1: $got, expected $2 (k1..k7; X: a result differs)"; fail=1; }
}
kb cold mmmmmmm
sed -i 's/CONFIG_UNUSED 1/CONFIG_UNUSED 2/; s/"x y"/"x z"/' $ac
kb "names nobody looked up" hhhhhhh
# each unit misses for its own name: CONFIG_A goes (k1; the lines after
# it move up: k5 shows autoconf.h:6, now 5), CONFIG_B=m becomes y (k2), a
# new name CONFIG_C (k3), CONFIG_NR (k6), NR_X in bounds.h, a file with an
# include guard (k7)
sed -i '/CONFIG_A 1/d; s/CONFIG_B_MODULE/CONFIG_B/; s/CONFIG_NR 64/CONFIG_NR 128/' $ac
echo '#define CONFIG_C 1' >> $ac
sed -i 's/NR_X 5/NR_X 6/' kb/include/generated/bounds.h
kb "CONFIG_A, B, C, NR, NR_X" mmmhmmm
sed -i '1i /* a new first line */' $ac
kb "every line moved" hhhhmhh
# NULL: every definition is checked (null-definition), looked up or not
echo '#define NULL 0' >> $ac
kb "NULL defined" mmmmmmm
grep -q null-definition "$t/kb4.json" || { echo "FAIL definitions: no null-definition finding"; fail=1; }
sed -i '/NULL/d' $ac
kb "NULL gone" mmmmmmm
# a snapshot gone (evicted): a miss, never a wrong hit
rm -f "$t"/kb.c/??/*.d
sed -i 's/CONFIG_UNUSED 2/CONFIG_UNUSED 3/' $ac
kb "snapshot gone" mmmmmmm
# a corrupt snapshot: a warning, a miss, and a good one stored again
for d in "$t"/kb.c/??/*.d; do printf 'x' >> "$d"; done
sed -i 's/CONFIG_UNUSED 3/CONFIG_UNUSED 4/' $ac
: > "$t/kb.err"
kb "snapshot corrupt" mmmmmmm
grep -q 'truncated or corrupt; removed' "$t/kb.err" || { echo "FAIL definitions: no warning for a corrupt snapshot"; fail=1; }
sed -i 's/CONFIG_UNUSED 4/CONFIG_UNUSED 5/' $ac
kb "snapshot again" hhhhhhh
# a file that stops being one (a function-like macro): its content hash
echo '#define CONFIG_F(x) x' >> $ac
kb "not a file of definitions" mmmmmmm
sed -i 's/CONFIG_UNUSED 5/CONFIG_UNUSED 6/' $ac
kb "compared byte for byte" mmmmmmm
sed -i '/CONFIG_F/d' $ac
kb "one again" mmmmmmm
sed -i 's/CONFIG_UNUSED 6/CONFIG_UNUSED 7/' $ac
kb "names again" hhhhhhh
# the names beside a snapshot (.n) are what a store reads instead of the
# file, found by its identity in DIR/hashes: a list cut short (CONFIG_NR's
# line gone) does not match its hash and is not used, so an entry stored
# after it still compares CONFIG_NR, and k6 misses when it changes
ls "$t"/kb.c/??/*.n >/dev/null 2>&1 || { echo "FAIL definitions: no names beside the snapshots"; fail=1; }
k6() {
	"$NULLAUDIT" --cache-dir="$t/kn.c" --stats --format=json -p kb kb/k6.c 2>/dev/null |
		grep -q "\"hits\": $1, \"misses\": $2" || { echo "FAIL definitions: names cut short, $3"; fail=1; }
}
k6 0 1 "cold"
sed -i '/^CONFIG_NR$/d' "$t"/kn.c/??/*.n
rm -f "$t"/kn.c/??/*.e
k6 0 1 "stored again"
grep -qx CONFIG_NR "$t"/kn.c/??/*.n || { echo "FAIL definitions: the names cut short not written again"; fail=1; }
cp $ac "$t/ac.keep"
sed -i 's/CONFIG_NR 128/CONFIG_NR 129/' $ac
sleep 2
k6 0 1 "CONFIG_NR changed: a hit"
cp "$t/ac.keep" $ac
sed -i 's/CONFIG_UNUSED 7/CONFIG_UNUSED 8/; s/CONFIG_NR 128/CONFIG_NR 256/' $ac
kb "at once" hhhhhmh now
# a name defined twice in the file: its text is all its lines in order,
# so a change in the second definition misses where the name is looked up
printf '#undef CONFIG_NR\n#define CONFIG_NR 512\n' >> $ac
kb "CONFIG_NR defined again" hhhhhmh
sed -i 's/CONFIG_NR 512/CONFIG_NR 1024/' $ac
kb "its second definition changed" hhhhhmh

# headers reached through a symbolic link to their directory and through
# a symbolic link to a file: the entry names each by its real path (the
# directory's real path is kept for the run, a linked file resolved
# whole: real_path()), as readlink -f does; a retargeted link misses
mkdir -p real_a real_b
echo '#define DZERO 0' > real_a/d.h
echo '#define DZERO ((void *)0)' > real_b/d.h
echo 'int e_;' > real_a/e.h
echo 'int e_;' > real_b/e.h
ln -s e.h real_a/f.h
ln -s e.h real_b/f.h
ln -s real_a lnk
printf '#include "lnk/d.h"\n#include "lnk/f.h"\nchar *p = DZERO;\n' > src/s.c
sleep 2
run "through links" miss -I"$t" src/s.c
entry=$(grep -l 'src/s\.c' "$C"/??/*.e | head -1)
for f in lnk/d.h lnk/f.h; do
	real=$(readlink -f "$f")
	grep -q "	$real	$t/$f\$" "$entry" ||
		{ echo "FAIL: $f recorded without its real path $real"; grep -F "$f" "$entry"; fail=1; }
done
grep -q '"rule": "nonliteral-zero-as-null"' "$t/r$n.json" || { echo "FAIL: DZERO 0 not found through lnk"; fail=1; }
run "through links again" hit -I"$t" src/s.c
rm lnk
ln -s real_b lnk
run "link retargeted" miss -I"$t" src/s.c
grep -q '"rule"' "$t/r$n.json" && { echo "FAIL: lnk/d.h read from real_a after the link moved"; fail=1; }

# a name whose mcpp hash is 0 (NA_ZAiO_nEsE; mcpp's table of the hashes
# looked up keeps 0 apart from its empty slots): looked up after others,
# a -D of it misses and shows the finding it guards
mkdir -p hz
printf 'int hz_first;\n#ifdef NA_ZAiO_nEsE\nchar *hz_p = 0;\n#endif\n' > hz/u.c
sleep 2   # (files changed in the second a run starts are not trusted)
"$NULLAUDIT" --no-config --cache-dir="$t/hz.c" hz/u.c >/dev/null 2>&1
"$NULLAUDIT" --no-config --cache-dir="$t/hz.c" --stats -DNA_ZAiO_nEsE hz/u.c >"$t/hz.out" 2>&1
grep -q "cache: 0 hits, 1 miss" "$t/hz.out" && grep -q 'u\.c:3' "$t/hz.out" ||
	{ echo "FAIL: a -D of a name of hash 0 that the unit looked up did not miss"; cat "$t/hz.out"; fail=1; }

# the three-configuration audit and shards + merge, with the cache on:
# their own tests pass twice in a row on one cache (the second from it)
for i in 1 2; do
	for s in multiconfig scale; do
		NULLAUDIT_CACHE=1 XDG_CACHE_HOME="$t/shared" sh "$NA_SRCDIR/tests/$s.sh" >"$t/$s.out" 2>&1 ||
			{ echo "FAIL: tests/$s.sh with the cache, run $i"; tail -20 "$t/$s.out"; fail=1; }
	done
done
ls "$t"/shared/nullaudit/??/*.e >/dev/null 2>&1 || { echo "FAIL: those tests did not use the cache"; fail=1; }
"$NULLAUDIT" cache --cache-dir="$t/shared/nullaudit" --stats | grep -q '^hits *[1-9]' ||
	{ echo "FAIL: the second runs of those tests did not hit"; fail=1; }

[ $fail -eq 0 ] && echo "cache: ok ($n runs)"
exit $fail
