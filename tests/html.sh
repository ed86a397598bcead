#!/bin/sh
# The HTML site (--format=html -o DIR, nullaudit report) as a person sees
# it: headless Chromium loads its pages, and their DOM shows every finding
# of the demo's JSON result (its place, message, rule, fix, configurations
# and presence condition, the spelling marked in the source, every
# expansion chain step by step), the matrix of findings by configuration
# and the coverage (tests/html/sitecheck.py). No internal link is dead and
# nothing comes from the network. A file whose name, code, comments and
# #if directives hold <script>, <b> and & shows them as text, and its lines
# no configuration compiled are shaded. `nullaudit report` renders the
# saved result as the run did, names a missing or broken result and renders
# the others. The checks are shown to fail on a dead link and on markup
# from the data. Chromium is the chromium package (scripts/install-deps.sh;
# CHROMIUM names another binary): without it the test fails.
. "$NA_SRCDIR/tests/lib.sh"
check="$NA_SRCDIR/tests/html/sitecheck.py"
chromium=${CHROMIUM:-chromium}
if ! command -v "$chromium" >/dev/null 2>&1; then
	echo "FAIL: $chromium not found: the browser checks of the HTML report cannot run" \
	     "(install the chromium package: scripts/install-deps.sh)"
	exit 1
fi
HOME=$t/home
export HOME
mkdir -p "$HOME"

# dom PAGE OUT: the DOM of PAGE after Chromium loaded it
dom() {
	mkdir -p "$(dirname "$2")"
	timeout 120 "$chromium" --headless --disable-gpu --no-sandbox --no-first-run \
		--user-data-dir="$t/profile" --dump-dom "file://$1" >"$2" 2>"$t/chromium.err"
	st=$?
	if [ $st -ne 0 ] || ! grep -q '</html>' "$2"; then
		bad "chromium could not load $1 (exit $st)"
		tail -5 "$t/chromium.err"
	fi
}

# ---- the demo: the run's site, and the same from its saved result
cd "$NA_SRCDIR/examples/demo" || exit 1
"$NULLAUDIT" --config audit.yaml --format=json -o "$t/demo.json" 2>"$t/err"
[ $? -eq 1 ] || { bad "demo: json run"; cat "$t/err"; }
"$NULLAUDIT" --config audit.yaml --format=html -o "$t/site" 2>"$t/err"
[ $? -eq 1 ] || { bad "demo: html run"; cat "$t/err"; }
"$NULLAUDIT" report "$t/demo.json" -o "$t/report" 2>"$t/err"
[ $? -eq 1 ] || { bad "report: exit status"; cat "$t/err"; }
cd "$t" || exit 1
for p in index.html coverage.html errors.html style.css; do
	[ -s "site/$p" ] || bad "site/$p missing"
done
# the same pages, but for the seconds the run took
diff -r site/files report/files >"$t/diff" || { bad "report renders other file pages"; cat "$t/diff"; }
diff site/coverage.html report/coverage.html >"$t/diff" || { bad "report renders another coverage"; cat "$t/diff"; }
[ "$(ls site/files | wc -l)" -eq 3 ] || bad "demo: not 3 file pages: $(ls site/files)"

python3 "$check" links site || bad "demo: links"
for p in index.html coverage.html errors.html site/files/*.html; do
	p=${p#site/}
	dom "$t/site/$p" "$t/dom/$p"
done
python3 "$check" findings demo.json dom || bad "demo: the DOM does not show the result"
has dom/index.html 'Findings by configuration'
has dom/errors.html 'Every unit was fully checked.'

# the checks fail on a dead link and on markup from the data
cp -r site broken
sed -i 's|href="files/|href="files/x|' broken/index.html
python3 "$check" links broken >"$t/out" && bad "a dead link is not found"
has "$t/out" "dead link 'files/x"
cp dom/index.html dom-broken.html
sed -i 's|<title>|<title><script>document.title="pwned"</script>|' dom-broken.html
python3 "$check" escaped dom-broken.html >"$t/out" && bad "a script element is not found"
has "$t/out" "a script element"

# ---- escaping: a file whose name and text are markup; non-ASCII, spaces
mkdir -p "esc/dir <i>&amp; é"
name='esc/dir <i>&amp; é/x<script>&amp;ü .c'
cat >"$name" <<'EOF'
/* <script>document.title="pwned"</script> <b>bold</b> & &amp; */
#define Z_AMP 0 /* "<b>&</b>" */
char *p = Z_AMP; /* </td></tr></table><script>document.title="pwned"</script> */
#if CONFIG_LEVEL < 2 && defined(CONFIG_NEVER)
int never = 1; /* <u>never</u> &lt; */
#endif
static const char *const s = "<b>&</b>";
EOF
"$NULLAUDIT" --coverage --format=json -o esc.json "$name" 2>"$t/err"
[ $? -eq 1 ] || { bad "escaping: json run"; cat "$t/err"; }
"$NULLAUDIT" --coverage --format=html -o "esc site" "$name" 2>"$t/err"
[ $? -eq 1 ] || { bad "escaping: html run"; cat "$t/err"; }
python3 "$check" links "esc site" || bad "escaping: links"
page=$(ls "esc site/files" | head -1)
[ "$(ls "esc site/files" | wc -l)" -eq 1 ] || bad "escaping: not one file page: $(ls "esc site/files")"
dom "$t/esc site/index.html" esc-dom/index.html
dom "$t/esc site/coverage.html" esc-dom/coverage.html
dom "$t/esc site/files/$page" "esc-dom/files/$page"
python3 "$check" findings esc.json esc-dom || bad "escaping: the DOM does not show the result"
python3 "$check" escaped "esc-dom/files/$page" \
	'x<script>&amp;ü .c' \
	'/* <script>document.title="pwned"</script> <b>bold</b> & &amp; */' \
	'"<b>&</b>"' '</td></tr></table><script>document.title="pwned"</script>' \
	'#if CONFIG_LEVEL < 2 && defined(CONFIG_NEVER)' '<u>never</u> &lt;' \
	|| bad "escaping: the file page"
python3 "$check" escaped esc-dom/index.html 'esc/dir <i>&amp; é/x<script>&amp;ü .c:2:15' \
	|| bad "escaping: the index"
python3 "$check" escaped esc-dom/coverage.html 'dir <i>&amp; é/x<script>&amp;ü .c' \
	|| bad "escaping: the coverage page"
# the group never compiled: its directive's line and its line shaded
grep -q '<tr id="L4" class="nd">' "esc-dom/files/$page" || bad "escaping: line 4 not marked as a directive never compiled"
grep -q '<tr id="L5" class="nc">' "esc-dom/files/$page" || bad "escaping: line 5 not shaded"
grep -q '<tr id="L6">' "esc-dom/files/$page" || bad "escaping: line 6 shaded"

# ---- report: a missing or broken result is named, the others rendered
printf '{"findings": [' >broken.json
"$NULLAUDIT" report demo.json missing.json broken.json -o partial 2>"$t/err"
st=$?
[ $st -eq 2 ] || bad "report with bad inputs: exit $st, want 2"
has "$t/err" "missing.json"
has "$t/err" "broken.json"
[ -s partial/index.html ] && grep -q 'drivers/net/demo_eth.c' partial/index.html ||
	bad "report with bad inputs: the good result not rendered"
"$NULLAUDIT" --format=html examples.c >"$t/out" 2>&1
[ $? -eq 2 ] && grep -q 'give it with -o DIR' "$t/out" || { bad "--format=html without -o"; cat "$t/out"; }
"$NULLAUDIT" report demo.json >"$t/out" 2>&1
[ $? -eq 2 ] && grep -q 'give it with -o DIR' "$t/out" || { bad "report without -o"; cat "$t/out"; }
exit $fail
