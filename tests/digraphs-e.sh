#!/bin/sh
# nullaudit -E writes a digraph as it is spelled, as gcc -E does, though
# the parser reads it as its punctuator (tests/checks/digraphs.c); and a
# %:%: in a body places what it pastes as ## does.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
printf '%%:define ARR(n) int n<:2:> = <%% 0 %%>\nARR(a);\nint b[1] = {1};\n' > d.c
"$NULLAUDIT" --no-config --no-cache -E d.c > d.e 2> d.err || bad "nullaudit -E d.c failed"
has d.e "int a <: 2 :> = <% 0 %> ;"
has d.e "int b [ 1 ] = { 1 } ;"
# a pasted token is placed at the operator, %:%: as ##
printf '%%:define CAT(a, b) a %%:%%: b\nint CAT(y, 1) = 0;\n' > p.c
"$NULLAUDIT" --no-config --no-cache --dump-tokens p.c > p.dt 2>&1
has p.dt "p.c:1:22 ident 'y1' <- CAT(body)@p.c:2:5"
exit $fail
