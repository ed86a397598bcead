#!/bin/sh
# What an audit's settings do to the units, not only that they load: the
# defines of the audit and of a configuration (the configuration's win,
# each name its own value), a .config's y/m/n/number/"is not set" values,
# and a preset of one's own (NULLAUDIT_DATADIR/arch/NAME.yaml) whose size of
# 1 is in the allowed range; a preset whose sizes disagree with its
# predefines is an error at its predefines; each word for a rule's severity;
# allow_macros.
. "$NA_SRCDIR/tests/lib.sh"
cd "$t" || exit 1
mkdir -p data/arch
x86=$NA_SRCDIR/config/arch/x86_64.yaml
sed -e 's/^  short: 2$/  short: 1/' -e 's/#define __SIZEOF_SHORT__ 2$/#define __SIZEOF_SHORT__ 1/' \
	-e 's/^name: x86_64$/name: tiny/' "$x86" > data/arch/tiny.yaml
# (its sys_include_dirs moved after its predefines: the error is at the
# predefines wherever they stand)
sed -e 's/^  long: 8$/  long: 4/' -e 's/^name: x86_64$/name: wrong/' "$x86" |
	awk '/^sys_include_dirs:/ { held = 1 } /^predefines:/ { held = 0 }
	     held { dirs = dirs $0 "\n"; next } { print } END { printf "%s", dirs }' > data/arch/wrong.yaml
line=$(grep -n '^predefines: |$' data/arch/wrong.yaml | cut -d: -f1)
printf 'CONFIG_A=y\nCONFIG_B=m\nCONFIG_C=n\nCONFIG_D=42\n# CONFIG_E is not set\n' > k.config
cat > e.c <<'EOF'
#if A == 1 && B == 2 && C == 3
char *defines_ok = 0;
#endif
#if defined(CONFIG_A) && defined(CONFIG_B_MODULE) && !defined(CONFIG_B) && !defined(CONFIG_C) && CONFIG_D == 42 && !defined(CONFIG_E)
char *kconfig_ok = 0;
#endif
#if __SIZEOF_SHORT__ == 1
char *tiny_ok = 0;
#endif
EOF
cat > e.yaml <<'EOF'
version: 1
sources:
  files: [e.c]
defines: {A: 1, B: 5}
configs:
  - name: one
    arch: tiny
    kconfig: k.config
    defines: {B: 2, C: 3}
EOF
NULLAUDIT_DATADIR=$t/data "$NULLAUDIT" --no-cache --config e.yaml > out 2> err
[ $? -eq 1 ] || { bad "e.yaml: exit status not 1:"; cat err; }
grep ': warning: ' out | cut -d: -f1-3 > got
printf 'e.c:2:20\ne.c:5:20\ne.c:8:17\n' > want
diff -u want got || bad "e.yaml: findings (want - / got +)"
# the summary, whole (no reuse across configurations to speak of)
grep -qx 'nullaudit: 3 findings (zero-as-null: 3) in 1 unit, 1 configuration; 3 expressions, 0 untyped' err ||
	{ bad "e.yaml: the summary:"; cat err; }
# each finding names the conditions it stands under
has out 'e.c:2:20: note: in configuration one (1 of 1) under (A == 1 && B == 2 && C == 3)'
has out 'e.c:8:17: note: in configuration one (1 of 1) under (__SIZEOF_SHORT__ == 1)'
# allow_macros: a numeric macro that may be 0 where a pointer is meant
printf '#define SLOT 0\n#define NONE 0\nchar *a = SLOT, *b = NONE;\n' > m.c
printf 'version: 1\nsources: {files: [m.c]}\nallow_macros: [SLOT]\n' > m.yaml
"$NULLAUDIT" --no-cache --config m.yaml > out 2> err
grep ': warning: ' out | cut -d: -f1-3 > got
echo m.c:2:14 > want
diff -u want got || bad "allow_macros: findings (want - / got +)"
cat > w.yaml <<'EOF'
version: 1
sources:
  files: [e.c]
configs:
  - name: w
    arch: wrong
EOF
NULLAUDIT_DATADIR=$t/data "$NULLAUDIT" --no-cache --config w.yaml > out 2> err
[ $? -eq 2 ] || bad "w.yaml: exit status not 2"
has err "nullaudit: error: $t/data/arch/wrong.yaml:$line:13: predefines say __SIZEOF_LONG__ 8 but sizes.long is 4"
# each word a rule's severity may be given by: off (or false, none),
# warning (or on, true), error
printf 'char *p = 0;\n' > r.c
for w in off:off false:off none:off warning:warning on:warning true:warning error:error; do
	printf 'version: 1\nsources: {files: [r.c]}\nrules: {zero-as-null: %s}\n' "${w%%:*}" > r.yaml
	"$NULLAUDIT" --no-cache --config r.yaml > out 2> err
	st=$?
	case ${w#*:} in
	off) [ $st -eq 0 ] && [ ! -s out ] || bad "rules: {zero-as-null: ${w%%:*}}: not off (exit $st)" ;;
	warning) [ $st -eq 1 ] && grep -q ': warning: .*\[-Wzero-as-null\]$' out ||
		bad "rules: {zero-as-null: ${w%%:*}}: not a warning (exit $st)" ;;
	error) [ $st -eq 1 ] && grep -q ': error: .*\[-Werror=zero-as-null\]$' out ||
		bad "rules: {zero-as-null: ${w%%:*}}: not an error (exit $st)" ;;
	esac
done
exit $fail
