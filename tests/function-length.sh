#!/bin/sh
# No function of src/*.c is longer than 100 lines, counted from the line of
# its name to its closing brace: a longer one is split where a step has a
# name, a static helper for each. Each one over fails, named
# FILE:FUNCTION:LINES. Generated files (a first line "/* Generated ...")
# are not ours to split and are passed over; there are no exceptions.
# The functions are found by their braces, with comments, strings,
# character constants and preprocessor lines blanked first; the count is
# checked on a made-up file before the sources are.
#   sh tests/function-length.sh            (NA_SRCDIR: the source)
set -u
: "${NA_SRCDIR:=.}"
command -v python3 > /dev/null || { echo "FAIL: python3 missing (scripts/install-deps.sh installs it)"; exit 1; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT

cat > "$t/lengths.py" << 'EOF'
import re, sys

LIMIT = 100

def blank(text):
    """The text with comments, string and character literals and
    preprocessor lines blanked, newlines kept: its braces and
    parentheses are the code's."""
    out, i, n, bol = [], 0, len(text), True
    while i < n:
        c = text[i]
        if bol:
            j = i
            while j < n and text[j] in ' \t':
                j += 1
            if j < n and text[j] == '#':     # a directive, continued lines too
                while i < n and not (text[i] == '\n' and text[i - 1] != '\\'):
                    out.append('\n' if text[i] == '\n' else ' ')
                    i += 1
                continue
        bol = False
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(c + re.sub(r'[^\n]', ' ', text[i + 1:j]) + c)
            i = j + 1
        else:
            out.append(c)
            bol = c == '\n'
            i += 1
    return ''.join(out)

def functions(text):
    """(name, lines) of each function definition: a brace at file scope
    after a parameter list's closing parenthesis (not an initializer's)."""
    code = blank(text)
    line = lambda pos: code.count('\n', 0, pos) + 1
    depth, start, open_, res = 0, 0, None, []
    for i, c in enumerate(code):
        if c == '{':
            if depth == 0:
                head = code[start:i]
                m = re.search(r'\)\s*$', head)
                open_ = None
                if m and '=' not in head.split('(')[0]:
                    k, d = m.start(), 0
                    while k >= 0:        # the parameter list's '('
                        d += {')': 1, '(': -1}.get(head[k], 0)
                        if d == 0:
                            break
                        k -= 1
                    nm = re.search(r'([A-Za-z_]\w*)\s*$', head[:k])
                    if nm:
                        open_ = (nm.group(1), line(start + nm.start(1)))
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                if open_:
                    res.append((open_[0], line(i) - open_[1] + 1))
                open_ = None
                start = i + 1
        elif c == ';' and depth == 0:
            start = i + 1
    return res

if sys.argv[1] == '--selftest':
    body = '\n'.join('\tx += %d; /* { */ s = "}";' % k for k in range(LIMIT - 3))
    text = ('#define OPEN {\nstatic int t[] = {1, 2};\n'
            'static int\nlong_one(int x)\n{\n\tconst char *s;\n%s\n}\n'
            'int short_one(void) { return \'{\'; }\n' % body)
    got = dict(functions(text))
    ok = got == {'long_one': LIMIT + 1, 'short_one': 1}
    print('selftest:', 'ok' if ok else 'FAIL, counted %r' % got)
    sys.exit(0 if ok else 1)

fail, nfun = 0, 0
for path in sys.argv[2:]:
    text = open(path, encoding='utf-8', errors='replace').read()
    if text.startswith('/* Generated'):
        continue
    for name, lines in functions(text):
        nfun += 1
        if lines > LIMIT:
            print('FAIL: %s:%s:%d (over %d lines)' % (sys.argv[1] + path.rsplit('/', 1)[1], name, lines, LIMIT))
            fail = 1
if nfun < 100:
    print('FAIL: only %d functions found in src/*.c' % nfun)
    fail = 1
if not fail:
    print('%d functions in src/*.c, none over %d lines' % (nfun, LIMIT))
sys.exit(fail)
EOF
python3 "$t/lengths.py" --selftest || exit 1
python3 "$t/lengths.py" src/ "$NA_SRCDIR"/src/*.c
