#!/usr/bin/env python3
"""How sleuth's cost grows with the number of categories k and items n.

Usage:
    cargo run --release --example corpus DIR 3 "4x4,4x8,8x4,5x5,6x6,6x10,10x6,8x8,10x10,12x12"
    python3 scripts/cost_growth.py DIR [target/release/sleuth]

Runs `solve --no-rating`, `solve`, `explain`, `rate` and `check` on every `KxN-MIX-seedS.txt`
of DIR (and `generate --difficulty hard` at each size the generator allows, seeds 1-3), takes
the CPU time (user + system) of each run from the operating system, and prints the median per
size and command, then a least-squares fit of log(time) = c + a*log(k) + b*log(n) over the
sizes: time grows about like k^a * n^b. CPU time, not wall time, so the figures hold on a
machine shared with other work (within a few percent).
"""

import math
import os
import re
import statistics
import subprocess
import sys

COMMANDS = [
    ("solve --no-rating", ["solve", "--no-rating"]),
    ("solve", ["solve"]),
    ("explain", ["explain"]),
    ("rate", ["rate"]),
    ("check", ["check"]),
]


def cpu_seconds(argv):
    """Runs argv and returns its CPU time in seconds (user + system)."""
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime


def fit(points):
    """Least squares of log t = c + a log k + b log n; returns (a, b) or None."""
    rows = [(1.0, math.log(k), math.log(n), math.log(max(t, 1e-4))) for k, n, t in points]
    if len({(r[1], r[2]) for r in rows}) < 3:
        return None
    # Normal equations, 3 x 3, solved by Cramer's rule.
    m = [[sum(r[i] * r[j] for r in rows) for j in range(3)] for i in range(3)]
    v = [sum(r[i] * r[3] for r in rows) for i in range(3)]

    def det(a):
        return (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))

    d = det(m)
    if abs(d) < 1e-12:
        return None
    coefficients = []
    for col in range(3):
        replaced = [row[:] for row in m]
        for i in range(3):
            replaced[i][col] = v[i]
        coefficients.append(det(replaced) / d)
    return coefficients[1], coefficients[2]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    binary = sys.argv[2] if len(sys.argv) > 2 else "target/release/sleuth"
    sizes = {}
    for name in sorted(os.listdir(folder)):
        match = re.fullmatch(r"(\d+)x(\d+)-\w+-seed\d+\.txt", name)
        if match:
            key = (int(match.group(1)), int(match.group(2)))
            sizes.setdefault(key, []).append(os.path.join(folder, name))
    if not sizes:
        sys.exit(f"no KxN-MIX-seedS.txt puzzles in {folder}")
    medians = {}
    for (k, n), files in sorted(sizes.items()):
        for label, args in COMMANDS:
            times = [cpu_seconds([binary, *args, f]) for f in files]
            medians[(label, k, n)] = statistics.median(times)
        if 3 <= k <= 6 and 3 <= n <= 8:
            times = [
                cpu_seconds([binary, "generate", "-k", str(k), "-n", str(n),
                             "--difficulty", "hard", "--seed", str(s)])
                for s in (1, 2, 3)
            ]
            medians[("generate hard", k, n)] = statistics.median(times)
    labels = [label for label, _ in COMMANDS] + ["generate hard"]
    print("| size | " + " | ".join(labels) + " |")
    print("|---|" + "---|" * len(labels))
    for k, n in sorted(sizes):
        cells = []
        for label in labels:
            t = medians.get((label, k, n))
            cells.append("—" if t is None else f"{t * 1000:.0f} ms" if t >= 0.01 else f"{t * 1000:.1f} ms")
        print(f"| {k}×{n} | " + " | ".join(cells) + " |")
    print()
    for label in labels:
        points = [(k, n, t) for (l, k, n), t in medians.items() if l == label]
        exponents = fit(points)
        if exponents:
            a, b = exponents
            print(f"{label}: time ~ k^{a:.1f} * n^{b:.1f} ({len(points)} sizes)")


if __name__ == "__main__":
    main()
