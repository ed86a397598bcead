#!/bin/sh
# A directive continued over several lines (`#if A && \` then `B`) is one
# group at its first line, and the preprocessor names it by its last: the
# group is compiled when the run took it.  By hand, with -DA: 1 taken,
# 3 (#elif) and the two groups in it not, 9 (#else) not; 13-14 (#if
# !defined(D) && !defined(E), continued) taken, 17 (#else) not; with
# -DA -DD the other way round for 13 and 17.  Screened (no finding, mcpp's
# condition hook) and with -K's records (a finding).
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
cat > c.c <<'EOF2'
#if defined(A)
# define X 1
#elif defined(B)
# if defined(C)
#  define X 2
# else
#  define X 3
# endif
#else
# define X 4
#endif

#if !defined(D) && \
    !defined(E)
#define Y 1
#else
#define Y 2
#endif
int x = X + Y;
EOF2
{ cat c.c; echo 'char *p = 0;'; } > f.c
for u in c.c f.c; do
	"$NULLAUDIT" -DA --coverage --no-cache "$u" > out 2>&1
	grep 'note: #.*compiled in no configuration' out | sed 's/ (lines.*//' > got
	cat > want <<EOF2
$u:3: note: #elif defined(B)
$u:9: note: #else (of #elif defined(B), line 3)
$u:16: note: #else (of #if !defined(D) && !defined(E), line 13)
EOF2
	cmp -s want got || { bad "$u -DA"; diff want got; }
	"$NULLAUDIT" -DA -DD --coverage --no-cache "$u" > out 2>&1
	grep 'note: #.*compiled in no configuration' out | sed 's/ (lines.*//' > got
	cat > want <<EOF2
$u:3: note: #elif defined(B)
$u:9: note: #else (of #elif defined(B), line 3)
$u:13: note: #if !defined(D) && !defined(E)
EOF2
	cmp -s want got || { bad "$u -DA -DD"; diff want got; }
done
exit $fail
