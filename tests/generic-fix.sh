#!/bin/sh
# _Generic's selected association (and __builtin_choose_expr's selected
# operand) is checked and fixed where it is spelled:
# the 0 or NULL inside the selection is replaced, and a comparison with it
# never takes the kernel idiom (p == 0 -> !p), which would drop the
# associations that other types select. The fixed file compiles without
# a conversion warning and has no finding left.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
cat > g.c <<'EOF'
#include <stddef.h>
int x;
char *p = _Generic(x, int: 0, default: NULL);
int i = _Generic(x, int: NULL, default: 0);
int f(char *q)
{
	if (q == _Generic(x, int: 0, default: 0))
		return 1;
	return q != _Generic(x, long: q, default: 0);
}
char *c = __builtin_choose_expr(sizeof(void) == 1, 0, "s");
int n = __builtin_choose_expr(sizeof(int) == 1, 1, NULL);
EOF
cp g.c orig.c
"$NULLAUDIT" --no-config --no-cache --fix-style=kernel --format=diff g.c > got.diff
cat > want.diff <<'EOF'
--- a/g.c
+++ b/g.c
@@ -1,12 +1,12 @@
 #include <stddef.h>
 int x;
-char *p = _Generic(x, int: 0, default: NULL);
-int i = _Generic(x, int: NULL, default: 0);
+char *p = _Generic(x, int: NULL, default: NULL);
+int i = _Generic(x, int: 0, default: 0);
 int f(char *q)
 {
-	if (q == _Generic(x, int: 0, default: 0))
+	if (q == _Generic(x, int: NULL, default: 0))
 		return 1;
-	return q != _Generic(x, long: q, default: 0);
+	return q != _Generic(x, long: q, default: NULL);
 }
-char *c = __builtin_choose_expr(sizeof(void) == 1, 0, "s");
-int n = __builtin_choose_expr(sizeof(int) == 1, 1, NULL);
+char *c = __builtin_choose_expr(sizeof(void) == 1, NULL, "s");
+int n = __builtin_choose_expr(sizeof(int) == 1, 1, 0);
EOF
diff -u want.diff got.diff || bad "the diff of the _Generic fixes differs (want - / got +)"
"$NULLAUDIT" --no-config --no-cache --fix g.c > /dev/null 2>&1
"$NULLAUDIT" --no-config --no-cache g.c > left.txt 2>&1 || bad "findings left after --fix: $(cat left.txt)"
if command -v gcc > /dev/null; then
	gcc -Werror -Wall -fsyntax-only g.c || bad "the fixed file does not compile without warnings"
fi
exit $fail
