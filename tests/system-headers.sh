#!/bin/sh
# Findings spelled in system headers (SPEC 3): as GCC does, reported at the
# first expansion in the user's code that carried them (one finding per
# use), or not at all; --system-headers reports them where spelled. System:
# -isystem, -idirafter, the target's and the standard directories; -I is
# the user's. The kernel's style: -nostdinc, -isystem for the compiler's
# directory only, its own headers under -I.
. "$NA_SRCDIR/tests/lib.sh"
count() { # count FILE PATTERN WANT
	n=$(grep -c -- "$2" "$1"); [ "$n" = "$3" ] || { bad "$1: $n lines with '$2', expected $3"; cat "$1"; }
}
cd "$t" || exit 1

# 1. glibc's PTHREAD_MUTEX_INITIALIZER: the zeros of its __list member are
#    spelled in bits/struct_mutex.h; each use in c.c is one finding there
if [ -r /usr/include/pthread.h ]; then
	printf '#include <pthread.h>\nstatic pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;\nstatic pthread_mutex_t n =\n\tPTHREAD_MUTEX_INITIALIZER;\n' >c.c
	"$NULLAUDIT" c.c >out 2>err; [ $? -eq 1 ] || bad "pthread: exit status not 1"
	count out ': warning:' 2
	has out "c.c:2:28: warning: macro 'PTHREAD_MUTEX_INITIALIZER' from a system header expands to integer 0, used as null pointer for member '__prev'"
	has out "c.c:4:2: warning: macro 'PTHREAD_MUTEX_INITIALIZER' from a system header"
	has out "note: no automatic fix: '0' is spelled in the system header /usr/include/"
	hasnt out "struct_mutex.h:57:31: warning"
	hasnt out "; use NULL"
	"$NULLAUDIT" --format=json c.c >out.json 2>err
	python3 - out.json <<'PY' || bad "pthread: JSON"
import json, sys
fs = json.load(open(sys.argv[1]))["findings"]
assert [(f["file"], f["line"], f["column"]) for f in fs] == [("c.c", 2, 28), ("c.c", 4, 2)], fs
for f in fs:
    assert f["spelling"] == "PTHREAD_MUTEX_INITIALIZER" and "fix" not in f, f
    assert f["expansions"] == [], f
PY
	# --system-headers (GCC's -Wsystem-headers): where spelled, as before
	"$NULLAUDIT" --system-headers c.c >out 2>err; [ $? -eq 1 ] || bad "--system-headers: exit status"
	count out ': warning:' 2
	has out "bits/struct_mutex.h:57:31: warning: plain integer 0 in the body of macro '__PTHREAD_MUTEX_INITIALIZER' used as null pointer"
	has out "bits/struct_mutex.h:57:34: warning:"
	has out "c.c:2:28: note: in expansion of macro 'PTHREAD_MUTEX_INITIALIZER'"
	"$NULLAUDIT" -Wsystem-headers c.c >out 2>err
	count out ': warning:' 2
fi

# 2. a header of our own, once under -isystem, once under -I
mkdir sys usr kinc gccinc
cat >sys/lib.h <<'H'
#define NULL 0
#define LIB_NONE 0
#define LIB_INIT { LIB_NONE, 0 }
#define LIB_SET(p, v) ((p) = (v))
struct lib { char *name; int n; };
static inline char *lib_none(void) { return 0; }
H
cp sys/lib.h usr/lib.h
cat >u.c <<'C'
#include <lib.h>
char *a = LIB_NONE;
struct lib b = LIB_INIT;
void f(char *p)
{
	p = LIB_NONE;
	LIB_SET(p, 0);
	p = LIB_NONE; p = LIB_NONE;
	(void)p;
}
C
"$NULLAUDIT" -isystem sys u.c >out 2>err; [ $? -eq 1 ] || bad "-isystem: exit status"
# one finding per use of LIB_NONE (4) and of LIB_INIT (1); the 0 written
# in u.c as LIB_SET's argument is the user's, with its fix; nothing in lib.h
count out ': warning:' 6
count out "from a system header expands to integer 0" 5
for at in 2:11 6:6 8:6 8:20; do has out "u.c:$at: warning: macro 'LIB_NONE' from a system header"; done
has out "u.c:3:16: warning: macro 'LIB_INIT' from a system header expands to integer 0, used as null pointer for member 'name'"
has out "u.c:7:13: warning: plain integer 0 used as null pointer"
hasnt out "lib.h:1:14"
hasnt out "lib.h:6:45"
hasnt out "null-definition"
"$NULLAUDIT" -isystem sys --format=json u.c >out.json 2>err
python3 - out.json <<'PY' || bad "-isystem: JSON"
import json, sys
fs = json.load(open(sys.argv[1]))["findings"]
user = [f for f in fs if f["spelling"] == "0"]
assert len(user) == 1 and user[0]["fix"]["replacement"] == "NULL", user
moved = [f for f in fs if f["spelling"] != "0"]
assert all("fix" not in f and f["expansion_count"] == 0 for f in moved), moved
PY
# the same header under -I is the user's: found where spelled, with the
# definition of NULL and the inline function's 0
"$NULLAUDIT" -I usr u.c >out 2>err; [ $? -eq 1 ] || bad "-I: exit status"
has out "usr/lib.h:2:18: warning: macro 'LIB_NONE' expands to integer 0"
has out "usr/lib.h:1:14: warning: NULL is defined as the integer '0'"
has out "usr/lib.h:6:45: warning: plain integer 0 used as null pointer"
hasnt out "from a system header"
# --system-headers: the -isystem header's findings where spelled
"$NULLAUDIT" --system-headers -isystem sys u.c >out 2>err
has out "sys/lib.h:1:14: warning: NULL is defined as the integer '0'"
has out "sys/lib.h:6:45: warning: plain integer 0"
has out "sys/lib.h:2:18: warning: macro 'LIB_NONE' expands to integer 0"

# 3. the kernel's style: -nostdinc, -isystem for the compiler's include
#    directory only, the kernel's own headers under -I are user code
cat >gccinc/stddef.h <<'H'
#define offsetof(T, m) __builtin_offsetof(T, m)
#define GCC_ZERO 0
H
cat >kinc/kdefs.h <<'H'
#include <stddef.h>
#define KNONE 0
H
printf '#include <kdefs.h>\nchar *k1 = KNONE;\nchar *k2 = GCC_ZERO;\n' >k.c
"$NULLAUDIT" --kbuild -nostdinc -isystem gccinc -Ikinc -D__KERNEL__ k.c >out 2>err
has out "kinc/kdefs.h:2:15: warning: macro 'KNONE' expands to integer 0"
has out "k.c:3:12: warning: macro 'GCC_ZERO' from a system header"
hasnt out "gccinc/stddef.h:2:18: warning"

# 4. worker processes (-j, several units) know the system directories too
cp u.c v.c
"$NULLAUDIT" -j2 -isystem sys u.c v.c >out 2>err
count out ": warning: macro .* from a system header" 10
exit $fail
