#!/bin/sh
# Token equivalence on small cases: nullaudit -E against gcc -E, token by
# token (scripts/tokcmp.py), for the GCC features the kernel and glibc use.
set -u
: "${NULLAUDIT:=./nullaudit}"
: "${NA_SRCDIR:=.}"
if ! command -v python3 >/dev/null 2>&1 || ! command -v gcc >/dev/null 2>&1; then
	echo "pp.sh: python3 and gcc are needed (scripts/install-deps.sh installs them)" >&2
	exit 1
fi
cd "$NA_SRCDIR/tests/pp" || exit 1
na=$NULLAUDIT
case $na in /*) ;; *) na=$OLDPWD/$na ;; esac
status=0
python3 ../../scripts/tokcmp.py --nullaudit "$na" --list -- \
	is-enabled.c directive-in-args.c paste-stringify.c line.c counter.c \
	va-args-paste.c va-opt.c include-guards.c deep-arg-names.c has-features.c cond-ternary.c self-arg.c read-over.c \
	push-pop-macro.c many-macros.c read-from-memory.c quotes.c macro-param-9-32.c comment-runs.c \
	stringize-ucn.c \
	-Iinc1 || status=1
python3 ../../scripts/tokcmp.py --nullaudit "$na" --list -- \
	include-next.c -Iinc2 -Iinc1 || status=1
python3 ../../scripts/tokcmp.py --nullaudit "$na" --list -- \
	-O2 -fno-PIE -mno-sse -mno-mmx -mno-80387 -fsanitize=kernel-address \
	-fstack-protector-strong -fshort-wchar -std=gnu11 -mcmodel=kernel \
	-fno-asynchronous-unwind-tables -fcf-protection=branch predefs.c || status=1
python3 ../../scripts/tokcmp.py --nullaudit "$na" --list -- \
	-std=c99 -Os -funsigned-char -fpic -ffreestanding predefs.c || status=1
# -D and -U in the order given (vim's -U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=1)
python3 ../../scripts/tokcmp.py --nullaudit "$na" --list -- \
	-UFOO -DFOO=1 -DBAR=1 -UBAR -U__linux__ -D__linux__=3 -DBAZ=1 -UBAZ -DBAZ=2 \
	-O2 -U__OPTIMIZE__ -D__OPTIMIZE__=6 -UQUX '-DQUX(x)=x+1' -U QUX -D 'QUX(y)=y*3' \
	define-order.c || status=1
# -include FILE: the working directory, then -iquote, then -I (GCC's order)
python3 ../../scripts/tokcmp.py --nullaudit "$na" --list -- \
	-include preinc.h -include quoted.h -include both.h -iquote sub -Iinc1 \
	preinclude.c || status=1
# an -include file found nowhere is an error naming it, as in GCC
out=$("$na" -include not-anywhere.h preinclude.c 2>&1 >/dev/null)
case $out in
*'preinclude.c: Can'"'"'t open -include file "not-anywhere.h"'*) ;;
*) echo "pp.sh: no error for a missing -include file in: $out" >&2; status=1 ;;
esac
# Ill-formed __VA_OPT__ groups: GCC 12 rejects each #define (lines 2-6).
out=$("$na" -E va-opt-errors.c 2>&1 >/dev/null)
for want in '2: Unterminated __VA_OPT__' '3: Unterminated __VA_OPT__' \
	'4: __VA_OPT__ inside __VA_OPT__' '5: "##" at either end of __VA_OPT__' \
	'6: "##" at either end of __VA_OPT__'; do
	case $out in
	*"va-opt-errors.c:$want"*) ;;
	*) echo "pp.sh: no error 'va-opt-errors.c:$want' in: $out" >&2; status=1 ;;
	esac
done
exit $status
