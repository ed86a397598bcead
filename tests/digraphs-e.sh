#!/bin/sh
# nullaudit -E writes a digraph as it is spelled, as gcc -E does, though
# the parser reads it as its punctuator (tests/checks/digraphs.c).
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
printf '%%:define ARR(n) int n<:2:> = <%% 0 %%>\nARR(a);\nint b[1] = {1};\n' > d.c
"$NULLAUDIT" --no-config --no-cache -E d.c > d.e 2> d.err || bad "nullaudit -E d.c failed"
has d.e "int a <: 2 :> = <% 0 %> ;"
has d.e "int b [ 1 ] = { 1 } ;"
exit $fail
