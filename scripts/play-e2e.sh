#!/usr/bin/env bash
# End-to-end test of `sleuth play` in a real headless Chromium (scripts/play_e2e.py drives it
# through chromedriver with Selenium): hints at each level, wrong marks, the keyboard, check,
# reload, the spoiler, reveal, solving by hints only, printing, --blank.
#
#   scripts/play-e2e.sh [--shots DIR] [PUZZLE...]   default: examples/murdle.txt examples/manor.txt
#                                                   (--shots docs re-records docs/play-*.png)
#
# Needs Debian's chromium and chromium-driver (apt-get install chromium chromium-driver); when
# either is missing it says SKIPPED and exits 0. Installs Selenium from PyPI into
# target/e2e-venv (gitignored) the first time; if PyPI cannot be reached it says SKIPPED and
# exits 0. A failure of the page itself exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=${CHROMIUM:-chromium}
if ! command -v "$chromium" >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    echo "play e2e: SKIPPED: chromium or chromedriver not installed (apt-get install chromium chromium-driver)"
    exit 0
fi

venv=target/e2e-venv
python=$venv/bin/python
if ! "$python" -c "import selenium" >/dev/null 2>&1; then
    echo "play e2e: installing Selenium into $venv"
    rm -rf "$venv"
    if ! python3 -m venv "$venv" >/dev/null 2>&1 ||
        ! timeout 600 "$venv/bin/pip" install --quiet --disable-pip-version-check \
            --timeout 60 --retries 2 'selenium>=4.11,<5'; then
        echo "play e2e: SKIPPED: could not install Selenium from PyPI"
        rm -rf "$venv"
        exit 0
    fi
fi

cargo build --locked --quiet
sleuth=${CARGO_TARGET_DIR:-target}/debug/sleuth
# Selenium must not try to fetch a driver or report statistics: the Debian driver is used.
export SE_AVOID_STATS=true SE_OFFLINE=true
timeout 900 "$python" scripts/play_e2e.py --sleuth "$sleuth" "$@"
