#!/usr/bin/env bash
# Every item of the library's public API (what src/lib.rs re-exports) has a doc comment.
#
# The modules are `#[doc(hidden)] pub mod` so the program, tests and benches can reach inside,
# which also hides them from the `missing_docs` lint. This copies the sources, makes the modules
# private (so only the re-exports are public) and checks the copy with `missing_docs` denied, in
# a target folder of its own (target/api-docs): cargo names a path package's artifacts by its
# path inside the workspace, so sharing the main folder would mix the copy's library with the
# real one.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -r Cargo.toml Cargo.lock src examples docs techniques README.md "$copy"/ 2>/dev/null || true
sed -i -e 's/^#\[doc(hidden)\]$//' -e 's/^pub mod /mod /' \
    -e 's/^#!\[warn(missing_docs)\]/#![deny(missing_docs)]/' "$copy/src/lib.rs"
# Only the library is checked; drop the other targets from the copied manifest.
python3 - "$copy/Cargo.toml" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
text = re.sub(r'\n\[\[(bin|test|bench)\]\]\n(?:[^\[\n].*\n)*', '\n', text)
text = text.replace('default-run = "sleuth"\n', '')
open(path, 'w').write(text)
PY
if CARGO_TARGET_DIR="$root/target/api-docs" cargo check --lib --quiet --manifest-path "$copy/Cargo.toml" 2>"$copy/err.txt"; then
    echo "api docs: every public item is documented"
else
    grep -A1 -E "^error" "$copy/err.txt" | head -40
    echo "api docs: FAILED (see above)"
    exit 1
fi
