#!/usr/bin/env python3
# bench/kernel/cmpdb.py BUILT.json DERIVED.json: units and commands of two compile
# databases compared (docs/kernel.md, Exactness).
import json, shlex, sys
a = {e['file']: e for e in json.load(open(sys.argv[1]))}
b = {e['file']: e for e in json.load(open(sys.argv[2]))}
common = a.keys() & b.keys()
print('corpus', len(a), 'derived', len(b), 'common', len(common))
print('only corpus', sorted(a.keys()-b.keys()))
print('only derived', sorted(b.keys()-a.keys()))
same = 0; diffs = {}
for f in common:
    if a[f]['command'] == b[f]['command']: same += 1
    else:
        x, y = shlex.split(a[f]['command']), shlex.split(b[f]['command'])
        k = (tuple(t for t in x if t not in y), tuple(t for t in y if t not in x), x == y)
        diffs.setdefault(k, []).append(f)
print('identical command text', same, 'of', len(common))
for k, v in diffs.items(): print(len(v), 'differ: corpus-only', k[0], 'derived-only', k[1], 'same argv' if k[2] else '', v[:2])
