#!/usr/bin/env bash
# sleuth against Z3, OR-Tools CP-SAT and CaDiCaL, side by side, on one generated corpus (issue 23).
#
#   scripts/bench-peers.sh                 # sizes 4x4 … 10x10, 3 seeds each, 5 runs per puzzle
#   SIZES=5x5,8x8 SEEDS=5 RUNS=7 scripts/bench-peers.sh
#
# Installs z3-solver, ortools and python-sat (CaDiCaL) from the Python package registry into a
# virtual environment (target/peers-venv, made once), builds sleuth, the corpus writer and
# explain_time (sleuth's in-process solve) in release, writes the
# corpus (target/peers-corpus: each puzzle as sleuth's text, its answer, and its clues as JSON
# for the peers' encodings), then prints the Markdown table of scripts/bench_peers.py: medians
# per size and mix, whole-process times and ratios. Every solver proves each answer unique and
# must agree with the generator's answer. Record the table in docs/performance.md with the
# machine and the load (`uptime`).
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${SIZES:-4x4,5x5,6x6,8x8,8x10,10x10}
SEEDS=${SEEDS:-3}
RUNS=${RUNS:-5}
VENV=${VENV:-target/peers-venv}
CORPUS=${CORPUS:-target/peers-corpus}

if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV"
fi
if ! "$VENV/bin/python" -c 'import z3, ortools, pysat' 2>/dev/null; then
    "$VENV/bin/pip" install --quiet z3-solver ortools python-sat
fi
cargo build --release --quiet --bin sleuth --example corpus --example explain_time
rm -rf "$CORPUS"
target/release/examples/corpus "$CORPUS" "$SEEDS" "$SIZES"
echo "# $(nproc) cores, $(uptime | sed 's/.*load/load/'); $("$VENV/bin/python" -c 'import z3, ortools; import pysat; print("z3", z3.get_version_string(), "ortools", ortools.__version__, "python-sat", pysat.__version__)')" >&2
"$VENV/bin/python" scripts/bench_peers.py table target/release/sleuth "$CORPUS" "$RUNS" \
    target/release/examples/explain_time
