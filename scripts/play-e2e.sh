#!/usr/bin/env bash
# End-to-end test of `sleuth play` in a real headless Chromium (scripts/play_e2e.py drives it
# through chromedriver with Selenium): hints at each level, wrong marks, the keyboard, check,
# reload, the spoiler, reveal, solving by hints only, printing, --blank; then the layout at a
# laptop's and a phone's size, one-page printing and axe-core (scripts/play_e2e_layout.py).
#
#   scripts/play-e2e.sh [--shots DIR] [PUZZLE...]   default: examples/murdle.txt examples/manor.txt
#                                                   (--shots docs re-records docs/play-*.png)
#
# Installs what it needs and never skips: Debian's chromium and chromium-driver (and nodejs and
# npm) with apt-get when missing (as root, or through sudo without a password), Selenium from
# PyPI into target/e2e-venv and axe-core from npm into target/e2e-axe (both gitignored, the first
# time). If any of that fails it says FAILED and exits 1, as a failure of the page itself does.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
    echo "play e2e: FAILED: $*" >&2
    exit 1
}

chromium=${CHROMIUM:-chromium}
missing=()
command -v "$chromium" >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
command -v npm >/dev/null 2>&1 || missing+=(nodejs npm)
if ((${#missing[@]})); then
    echo "play e2e: installing ${missing[*]} with apt-get"
    sudo=()
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null ||
            fail "${missing[*]} not installed and not root (apt-get install chromium chromium-driver nodejs npm)"
        sudo=(sudo -n)
    fi
    export DEBIAN_FRONTEND=noninteractive
    if ! timeout 900 "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null; then
        timeout 300 "${sudo[@]}" apt-get update -q >/dev/null || true
        timeout 900 "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null ||
            fail "apt-get could not install ${missing[*]}"
    fi
    command -v "$chromium" >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 ||
        fail "chromium or chromedriver still missing after apt-get"
fi

venv=target/e2e-venv
python=$venv/bin/python
if ! "$python" -c "import selenium" >/dev/null 2>&1; then
    echo "play e2e: installing Selenium into $venv"
    rm -rf "$venv"
    if ! python3 -m venv "$venv" >/dev/null 2>&1 ||
        ! timeout 600 "$venv/bin/pip" install --quiet --disable-pip-version-check \
            --timeout 60 --retries 2 'selenium>=4.11,<5'; then
        rm -rf "$venv"
        fail "could not install Selenium from PyPI"
    fi
fi

axe=target/e2e-axe
export AXE_JS=$axe/node_modules/axe-core/axe.min.js
if [ ! -f "$AXE_JS" ]; then
    echo "play e2e: installing axe-core into $axe"
    mkdir -p "$axe"
    timeout 600 npm install --prefix "$axe" --no-audit --no-fund --silent 'axe-core@^4.10' ||
        fail "could not install axe-core from npm"
    [ -f "$AXE_JS" ] || fail "no $AXE_JS after npm install"
fi

cargo build --locked --quiet
sleuth=${CARGO_TARGET_DIR:-target}/debug/sleuth
# Selenium must not try to fetch a driver or report statistics: the Debian driver is used.
export SE_AVOID_STATS=true SE_OFFLINE=true
timeout 900 "$python" scripts/play_e2e.py --sleuth "$sleuth" "$@"
