#!/usr/bin/env bash
# Every item of the library's public API (`documents`, `limits` and what src/lib.rs re-exports)
# has a doc comment, and the binary uses nothing else.
#
# Built without the `internals` feature (the one the tests and benchmarks turn on), the library
# is only its API, and src/lib.rs denies `missing_docs` there; the binary, built against it,
# cannot reach anything else. A plain `cargo build` is that check.
set -euo pipefail
cd "$(dirname "$0")/.."
if cargo build --locked --quiet --bin sleuth 2>&1; then
    echo "api docs: every public item is documented, and the binary uses only the API"
else
    echo "api docs: FAILED (see above)"
    exit 1
fi
