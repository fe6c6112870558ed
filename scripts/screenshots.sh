#!/bin/sh
# Renders `sleuth explain --format html` pages in headless Chromium and takes a screenshot of
# step 1 and of the last step of each puzzle (through the page's #step-N fragment).
#
#   scripts/screenshots.sh [PUZZLE...]      default: examples/murdle.txt examples/zebra.txt
#
# Screenshots go to $OUT (default target/screenshots) as NAME-step-1.png and NAME-last.png.
# Needs Chromium (Debian: apt-get install chromium); set CHROMIUM to use another binary, SIZE for
# the window (default 1280,800). Not run by CI.
set -eu
cd "$(dirname "$0")/.."

chromium=${CHROMIUM:-chromium}
out=${OUT:-target/screenshots}
size=${SIZE:-1280,800}
if ! command -v "$chromium" >/dev/null 2>&1; then
    echo "error: $chromium not found (apt-get install chromium, or set CHROMIUM)" >&2
    exit 2
fi
if [ $# -eq 0 ]; then
    set -- examples/murdle.txt examples/zebra.txt
fi

cargo build --locked --quiet
sleuth=target/debug/sleuth
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT
mkdir -p "$out"

shot() { # page fragment png
    # A private profile directory, so a running browser is never disturbed.
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --user-data-dir="$pages/profile" --force-device-scale-factor=1 \
        --window-size="$size" --virtual-time-budget=3000 \
        --screenshot="$3" "file://$1#$2" >/dev/null 2>&1
    echo "$3"
}

for puzzle in "$@"; do
    name=$(basename "$puzzle" .txt)
    page="$pages/$name.html"
    # explain exits 3 or 4 for puzzles without exactly one solution: still a page.
    "$sleuth" explain --format html "$puzzle" >"$page" || [ $? -ne 2 ]
    last=$("$sleuth" rate --format json "$puzzle" | sed -n 's/.*"steps": \([0-9][0-9]*\).*/\1/p')
    shot "$page" step-1 "$out/$name-step-1.png"
    shot "$page" "step-${last:-1}" "$out/$name-last.png"
done
