# The common start of the shell tests: . "$NA_SRCDIR/tests/lib.sh"
# NULLAUDIT and NA_SRCDIR are set by the harness (Makefile.am); $t is a
# temporary directory removed at exit; bad records a failure in $fail,
# has/hasnt check that a file holds (or not) a fixed string.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=1; }
has() { grep -qF -- "$2" "$1" || { bad "'$2' not in $1:"; cat "$1"; }; }
hasnt() { ! grep -qF -- "$2" "$1" || { bad "'$2' in $1:"; cat "$1"; }; }
