#!/bin/bash
# bench/corpus/sparse-wrap.sh -- kbuild's CHECK program for linux-6.1.sh.
# kbuild (make C=2 CHECK=this) runs it in the O= directory as
#     this CHECKFLAGS c_flags FILE.c
# It runs sparse with those arguments plus -fmax-warnings=unlimited (sparse
# stops after 100 warnings otherwise) and -ftabstop=1 (columns in bytes, as
# nullaudit counts them), and keeps, under $NA_SPARSE_OUT, for the object
# kbuild is making (named by its -Wp,-MMD,DIR/.NAME.o.d):
#     args/OBJ.args  the directory and the sparse argv, NUL-separated
#     logs/OBJ.log   sparse's output
#     times.tsv      one line: OBJ, FILE (relative to $NA_KSRC), wall and
#                    CPU seconds, exit status, output lines
# It exits 0 whatever sparse says, so that the build goes on.
set -u
: "${NA_SPARSE_OUT:?set by linux-6.1.sh}" "${NA_KSRC:?set by linux-6.1.sh}"
file=${!#}
obj=
for a in "$@"; do
	case $a in -Wp,-MMD,* | -Wp,-MD,*)
		d=${a#-Wp,-M*D,}
		n=${d##*/}; n=${n#.}; n=${n%.d}
		case $d in */*) obj=${d%/*}/$n ;; *) obj=$n ;; esac ;;
	esac
done
rel=${file#"$NA_KSRC"/}
[ -n "$obj" ] || obj=${rel%.c}.o
argv=(sparse -fmax-warnings=unlimited -ftabstop=1 "$@")
mkdir -p "$NA_SPARSE_OUT/args/${obj%/*}" "$NA_SPARSE_OUT/logs/${obj%/*}"
printf '%s\0' "$PWD" "${argv[@]}" >"$NA_SPARSE_OUT/args/$obj.args"
log=$NA_SPARSE_OUT/logs/$obj.log
rc=0
TIMEFORMAT='%R %U %S'
t=$({ time "${argv[@]}" >"$log" 2>&1; } 2>&1) || rc=$?
read -r wall user sys <<<"$t"
printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$obj" "$rel" "$wall" \
	"$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')" "$rc" \
	"$(wc -l <"$log")" >>"$NA_SPARSE_OUT/times.tsv"
exit 0
