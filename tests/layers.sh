#!/bin/sh
# The files of src/ stand one above the other: no file calls a file that
# calls it back, directly or through others, and no header of include/
# includes one that includes it back. The calls are read from the built
# objects: nm names the file that defines each global symbol and the files
# that use it. Every call between two files is listed (file -> file: the
# symbols); a circle fails, named with the symbols that close it.
#   sh tests/layers.sh            (top_builddir: the build; NA_SRCDIR: the source)
set -u
: "${top_builddir:=.}" "${NA_SRCDIR:=.}"
command -v python3 > /dev/null || { echo "FAIL: python3 missing (scripts/install-deps.sh installs it)"; exit 1; }
objs=$(ls "$top_builddir"/src/*.o 2> /dev/null)
[ -n "$objs" ] || { echo "FAIL: no objects in $top_builddir/src: build first"; exit 1; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for o in $objs; do
	f=$(basename "$o" .o)
	f=${f#nullaudit-}
	${NM:-nm} -P -g --defined-only "$o" | awk -v f="$f" '$2 != "U" { print "D", f, $1 }'
	${NM:-nm} -P -u "$o" | awk -v f="$f" '{ print "U", f, $1 }'
done > "$t/symbols" || { echo "FAIL: nm"; exit 1; }

python3 - "$t/symbols" "$NA_SRCDIR/include" << 'EOF'
import os, re, sys

def circles(graph):
    """The strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out

def cycle_in(graph, comp):
    """One circle through the component's first node, as a path."""
    start, inside = comp[0], set(comp)
    path, seen = [start], {start}
    def walk(v):
        for w in sorted(graph[v]):
            if w == start and len(path) > 1:
                return True
            if w in inside and w not in seen:
                seen.add(w)
                path.append(w)
                if walk(w):
                    return True
                path.pop()
        return False
    walk(start)
    return path + [start]

defs, uses = {}, []
for line in open(sys.argv[1]):
    kind, f, sym = line.split()
    if kind == 'D':
        defs[sym] = f
    else:
        uses.append((f, sym))
calls = {}
for f, sym in uses:
    g = defs.get(sym)
    if g and g != f:
        calls.setdefault(f, {}).setdefault(g, set()).add(sym)
graph = {f: set(c) for f, c in calls.items()}
print('calls between the files of src/ (file -> file: symbols):')
for f in sorted(calls):
    for g in sorted(calls[f]):
        syms = sorted(calls[f][g])
        print('  %s -> %s: %s%s' % (f, g, ' '.join(syms[:4]), ' ...' if len(syms) > 4 else ''))
fail = 0
for comp in circles(graph):
    path = cycle_in(graph, comp)
    steps = ', '.join('%s -> %s (%s)' % (a, b, ' '.join(sorted(calls[a][b])[:3]))
                      for a, b in zip(path, path[1:]))
    print('FAIL: call circle among %s: %s' % (' '.join(comp), steps))
    fail = 1

inc = {}
hdir = sys.argv[2]
for h in sorted(os.listdir(hdir)):
    if h.endswith('.h'):
        text = open(os.path.join(hdir, h), encoding='utf-8', errors='replace').read()
        inc[h] = {m for m in re.findall(r'^#\s*include\s+"([^"]+)"', text, re.M)
                  if os.path.exists(os.path.join(hdir, m))}
for comp in circles(inc):
    path = cycle_in(inc, comp)
    print('FAIL: include circle: %s' % ' -> '.join(path))
    fail = 1
if not calls:
    print('FAIL: no calls between files found: nm gave no symbols')
    fail = 1
sys.exit(fail)
EOF
