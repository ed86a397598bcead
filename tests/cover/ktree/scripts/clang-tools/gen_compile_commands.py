#!/usr/bin/env python3
# The heart of the kernel's scripts/clang-tools/gen_compile_commands.py
# (tests/kbuild.sh): each .cmd file's `cmd_X.o := COMMAND FILE.c` line.
import argparse, json, os, re
ap = argparse.ArgumentParser()
ap.add_argument('-d', default='.')
ap.add_argument('-o', default='compile_commands.json')
a = ap.parse_args()
line_re = re.compile(r'^cmd_[^ ]*\.o := (.* )([^ ]*\.c) *(;|$)')
out = []
root = os.path.abspath(a.d)
for d, _, files in os.walk(root):
    for f in files:
        if not re.match(r'^\..*\.cmd$', f):
            continue
        for line in open(os.path.join(d, f)):
            m = line_re.match(line)
            if m:
                out.append({'directory': root, 'file': os.path.normpath(os.path.join(root, m.group(2))),
                            'command': m.group(1) + m.group(2)})
json.dump(out, open(a.o, 'w'), indent=2)
