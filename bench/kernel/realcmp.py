#!/usr/bin/env python3
# KSRC=SRC bench/kernel/realcmp.py O= ARCH CROSS|- N: compiles N units of
# O=/compile_commands.json (derived by nullaudit-kbuild from the kernel tree
# SRC, e.g. the src/ of bench/corpus/linux-6.1.sh's corpus) for real with
# kbuild and compares the command its .cmd file then holds with the derived
# one (docs/kernel.md, Exactness).
# kbuild's own command (a real compile: make OBJ, its .cmd written by fixdep) vs the derived one
import json, os, random, re, subprocess, sys
if len(sys.argv) != 5 or not os.environ.get('KSRC'):
    sys.exit('usage: KSRC=SRC bench/kernel/realcmp.py O= ARCH CROSS|- N')
out, arch, cross, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
src = os.path.abspath(os.environ['KSRC'])
db = [e for e in json.load(open(out + '/compile_commands.json')) if e['file'].startswith(src + '/')]
random.seed(24); sample = random.sample(db, n)
objs = [re.search(r' -c -o (\S+) ', e['command']).group(1) for e in sample]
args = ['make', '-C', src, 'O=' + out, 'ARCH=' + arch, '-j2'] + (['CROSS_COMPILE=' + cross] if cross != '-' else []) + objs
r = subprocess.run(args, capture_output=True, text=True)
same = 0
for e, o in zip(sample, objs):
    cmdf = os.path.join(out, os.path.dirname(o), '.' + os.path.basename(o) + '.cmd')
    first = open(cmdf).readline().rstrip('\n')
    real = first.split(' := ', 1)[1]
    m = re.match(r'^(.* )([^ ]*\.c) *(;|$)', real)
    real = m.group(1) + m.group(2)
    ok = real == e['command'] and os.path.exists(os.path.join(out, o))
    same += ok
    if not ok: print('DIFF', o, real[:200], '|', e['command'][:200])
print('%s: %d of %d sampled units compiled for real by kbuild: command identical to the derived one' % (out, same, n), 'make rc', r.returncode)
