#!/bin/sh
# The picture of the HTML report in README.md: renders the bundled demo's
# audit as a site (--format=html) and has headless Chromium take a
# screenshot of the page of drivers/net/demo_eth.c.
#
#   scripts/screenshot.sh            writes docs/images/report-file.png
#   make screenshot                  the same from a build directory
# NULLAUDIT names the program (default _build/nullaudit), CHROMIUM the
# browser (default chromium), SCREENSHOT_OUT the picture.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
na=${NULLAUDIT:-$top/_build/nullaudit}
chromium=${CHROMIUM:-chromium}
out=${SCREENSHOT_OUT:-$top/docs/images/report-file.png}
command -v "$chromium" >/dev/null 2>&1 ||
	{ echo "screenshot.sh: $chromium not found (the chromium package)" >&2; exit 1; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cd "$top/examples/demo"
st=0
"$na" --config audit.yaml --no-cache --format=html -o "$t/site" || st=$?
[ "$st" -le 1 ] || { echo "screenshot.sh: the demo's audit failed ($st)" >&2; exit 1; }
page=$(ls "$t/site/files" | grep '^drivers_net_demo_eth\.c-')
mkdir -p "$(dirname "$out")"
HOME=$t "$chromium" --headless --disable-gpu --no-sandbox --no-first-run --hide-scrollbars \
	--user-data-dir="$t/profile" --window-size=1200,1250 --screenshot="$out" \
	"file://$t/site/files/$page" 2>"$t/err" ||
	{ cat "$t/err" >&2; exit 1; }
[ -s "$out" ] || { echo "screenshot.sh: no picture written" >&2; exit 1; }
echo "screenshot.sh: wrote $out"
