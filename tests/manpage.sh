#!/bin/sh
# The manual (man/nullaudit.1) and `nullaudit --help` list the same options
# and the same rules: an option or a rule in one and not the other fails.
# Options are the heads of --help's "Options:" lines and of the .TP entries
# of the manual's OPTIONS section; rules are the ids of --help's "Rules:" list
# and of the manual's RULES section.  The environment variables the manual
# documents for the program are named by --help too.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
man=$NA_SRCDIR/man/nullaudit.1
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
[ -f "$man" ] || { echo "FAIL: $man missing"; exit 1; }
"$NULLAUDIT" --help > "$t/help" || { echo "FAIL: --help exits $?"; exit 1; }

# "--format=FMT" -> "--format", "-W<rule>" -> "-Wrule", "-o FILE" -> "-o"
heads() {
	tr -d '<>' | awk '{
		n = split($0, alt, /, */)
		for (i = 1; i <= n; i++) {
			split(alt[i], w, " "); o = w[1]
			if (o ~ /^--/) sub(/=.*/, "", o)
			if (o ~ /^-/) print o
		}
	}' | sort -u
}

# --help: the option lines of "Options:" start with two spaces and a dash;
# the head ends where two spaces begin the description.
awk '/^Options:/ { on = 1; next } /^[^ ]/ { on = 0 }
     on && /^  -/ { sub(/^  /, ""); sub(/  .*/, ""); print }' "$t/help" | heads > "$t/help.opts"
awk '/^Rules:/ { on = 1; next } /^[^ ]/ { on = 0 }
     on && /^  [a-z]/ { print $1 }' "$t/help" | sort -u > "$t/help.rules"

# roff: the line after .TP in a section, font macros' arguments joined as
# troff joins them, escapes removed.
roff_heads() { # SECTION
	awk -v sec="$1" '
	/^\.SH/ { on = ($2 == sec); next }
	on && /^\.TP/ { tp = 1; next }
	on && tp {
		tp = 0; line = $0
		if (line ~ /^\.[A-Z]+ /) {
			sub(/^\.[A-Z]+ /, "", line)
			out = ""
			while (length(line)) {
				if (substr(line, 1, 1) == "\"") {
					e = index(substr(line, 2), "\""); if (!e) e = length(line)
					out = out substr(line, 2, e - 1); line = substr(line, e + 2)
				} else {
					e = index(line, " "); if (!e) e = length(line) + 1
					out = out substr(line, 1, e - 1); line = substr(line, e)
				}
				sub(/^ +/, "", line)
			}
			line = out
		}
		gsub(/\\f[BIRP]/, "", line); gsub(/\\-/, "-", line)
		print line
	}' "$man"
}
roff_heads OPTIONS | heads > "$t/man.opts"
roff_heads RULES | sort -u > "$t/man.rules"

[ "$(wc -l < "$t/help.opts")" -ge 25 ] || { echo "FAIL: only $(wc -l < "$t/help.opts") options parsed from --help"; fail=1; }
[ "$(wc -l < "$t/help.rules")" -ge 6 ] || { echo "FAIL: only $(wc -l < "$t/help.rules") rules parsed from --help"; fail=1; }
for o in $(comm -23 "$t/help.opts" "$t/man.opts"); do
	echo "FAIL: option $o is in --help but not in the manual's OPTIONS"; fail=1
done
for o in $(comm -13 "$t/help.opts" "$t/man.opts"); do
	echo "FAIL: option $o is in the manual's OPTIONS but not in --help"; fail=1
done
for r in $(comm -23 "$t/help.rules" "$t/man.rules"); do
	echo "FAIL: rule $r is in --help but not in the manual's RULES"; fail=1
done
for r in $(comm -13 "$t/help.rules" "$t/man.rules"); do
	echo "FAIL: rule $r is in the manual's RULES but not in --help"; fail=1
done
# the variables the manual says --shard=auto reads
for v in CI_NODE_INDEX CI_NODE_TOTAL JOB_COMPLETION_INDEX; do
	grep -q "$v" "$man" || { echo "FAIL: the manual does not name $v"; fail=1; }
	grep -q "$v" "$t/help" || { echo "FAIL: --help does not name $v (the manual does)"; fail=1; }
done
# the manual is well-formed roff
if command -v groff > /dev/null; then
	groff -man -ww -z "$man" > "$t/groff" 2>&1
	[ -s "$t/groff" ] && { echo "FAIL: groff warns on the manual:"; cat "$t/groff"; fail=1; }
fi
[ $fail -eq 0 ] || { echo "--help options:"; tr '\n' ' ' < "$t/help.opts"; echo; echo "manual options:"; tr '\n' ' ' < "$t/man.opts"; echo; }
exit $fail
