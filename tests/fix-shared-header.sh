#!/bin/sh
# --fix on several units that include one header, run through a compile
# database (-p) with two workers: each unit reports the header's findings,
# the header gets each fix exactly once, every unit gets its own, and the
# fixed tree compiles and has no finding left.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
command -v gcc > /dev/null || { bad "gcc is needed (scripts/install-deps.sh)"; exit 1; }
mkdir include
cat > include/shared.h <<'EOF'
#ifndef SHARED_H
#define SHARED_H
#include <stddef.h>
struct node { struct node *next; char *name; };
static inline int is_last(const struct node *n) { return n->next == 0; }
static inline void clear(struct node *n) { n->next = 0; n->name = 0; }
#endif
EOF
for u in a b c d; do
	cat > $u.c <<EOF
#include "shared.h"
char *$u(struct node *n)
{
	clear(n);
	return is_last(n) ? 0 : n->name;
}
EOF
done
{
	echo '['
	for u in a b c d; do
		printf '  {"directory": "%s", "file": "%s.c", "command": "gcc -Iinclude -c %s.c"}' "$t" $u $u
		[ $u = d ] && echo || echo ,
	done
	echo ']'
} > compile_commands.json
"$NULLAUDIT" --no-config --no-cache -j2 -p . > before.txt 2>&1
[ $? -eq 1 ] || bad "before the fix: exit status not 1"
# 4 units x (3 in the header + 1 own), the header's reported once
has before.txt 'nullaudit: 7 findings'
"$NULLAUDIT" --no-config --no-cache -j2 -p . --fix > fix.out 2> fix.err
status=$?
[ $status -eq 0 ] || { bad "--fix exit status $status"; cat fix.out fix.err; }
hasnt fix.err 'internal error'
cat > want.h <<'EOF'
#ifndef SHARED_H
#define SHARED_H
#include <stddef.h>
struct node { struct node *next; char *name; };
static inline int is_last(const struct node *n) { return n->next == NULL; }
static inline void clear(struct node *n) { n->next = NULL; n->name = NULL; }
#endif
EOF
diff -u want.h include/shared.h || bad "the header's fixes (want - / got +)"
for u in a b c d; do
	cat > want.c <<EOF
#include "shared.h"
char *$u(struct node *n)
{
	clear(n);
	return is_last(n) ? NULL : n->name;
}
EOF
	diff -u want.c $u.c || bad "$u.c's fix (want - / got +)"
	gcc -Wall -Werror -Iinclude -fsyntax-only $u.c || bad "$u.c does not compile after the fix"
done
"$NULLAUDIT" --no-config --no-cache -j2 -p . > after.txt 2>&1 || bad "findings left after --fix"
[ -s after.txt ] && { bad "output after --fix:"; cat after.txt; }
[ $fail -eq 0 ] || { echo "--- before"; cat before.txt; echo "--- fix"; cat fix.out fix.err; }
exit $fail
