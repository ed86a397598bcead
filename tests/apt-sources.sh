#!/bin/sh
# scripts/install-deps.sh --print-deb-src: the deb-src entry takes the URI and
# Signed-By of the machine's own bookworm main `deb` entry (one-line .list or
# deb822 .sources), and falls back to deb.debian.org with a message only when
# there is none.
set -u
: "${NA_SRCDIR:?}"
command -v bash > /dev/null || { echo "FAIL: bash missing (scripts/install-deps.sh installs it)"; exit 1; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
script=$NA_SRCDIR/scripts/install-deps.sh
run() { APT_ROOT=$1 bash "$script" --print-deb-src > "$t/out" 2> "$t/err"; }
want() { grep -qx -- "$1" "$t/out" || { echo "FAIL $2: no line '$1' in:"; cat "$t/out" "$t/err"; fail=1; }; }

# one-line sources.list with options; the security and bullseye lines do not count
mkdir -p "$t/a/etc/apt/sources.list.d"
cat > "$t/a/etc/apt/sources.list" <<'L'
# deb http://commented.example/debian bookworm main
deb http://security.example/debian-security bookworm-security main
deb http://old.example/debian bullseye main
deb [arch=amd64 signed-by=/etc/apt/keyrings/mirror.gpg] http://mirror.example/debian/ bookworm main contrib
L
run "$t/a"; want 'URIs: http://mirror.example/debian/' list; want 'Signed-By: /etc/apt/keyrings/mirror.gpg' list
want 'Types: deb-src' list; want 'Suites: bookworm' list; want 'Components: main' list
[ -s "$t/err" ] && { echo "FAIL list: a message although an entry was found"; fail=1; }

# deb822 .sources: a deb-src stanza and a stanza without main come first
mkdir -p "$t/b/etc/apt/sources.list.d"
cat > "$t/b/etc/apt/sources.list.d/debian.sources" <<'S'
Types: deb-src
URIs: http://src-only.example/debian
Suites: bookworm
Components: main

Types: deb
URIs: http://nonfree.example/debian
Suites: bookworm
Components: non-free-firmware

Types: deb
# a comment inside the stanza
URIs: http://mirror822.example/debian http://second.example/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
S
run "$t/b"; want 'URIs: http://mirror822.example/debian' sources
want 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg' sources

# an entry without Signed-By gives none
mkdir -p "$t/c/etc/apt/sources.list.d"
echo 'deb http://plain.example/debian bookworm main' > "$t/c/etc/apt/sources.list.d/x.list"
run "$t/c"; want 'URIs: http://plain.example/debian' nosb
grep -q Signed-By "$t/out" && { echo "FAIL nosb: a Signed-By was made up"; fail=1; }

# nothing: the fallback, with a message
mkdir -p "$t/d/etc/apt"
run "$t/d"; want 'URIs: http://deb.debian.org/debian' fallback
grep -q 'falling back' "$t/err" || { echo "FAIL fallback: no message"; fail=1; }
exit $fail
