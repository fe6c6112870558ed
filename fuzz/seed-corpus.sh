#!/bin/sh
# Copies the example and catalog puzzles into the fuzz corpus (run from the repository root).
set -e
mkdir -p fuzz/corpus/parse_solve_explain
for f in examples/*.txt tests/bad_inputs/*.txt; do
  cp "$f" "fuzz/corpus/parse_solve_explain/$(echo "$f" | tr / _)"
done
for d in techniques/*/; do
  cp "$d/puzzle.txt" "fuzz/corpus/parse_solve_explain/$(basename "$d").txt"
done
