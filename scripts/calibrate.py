#!/usr/bin/env python3
"""Calibrate sleuth's difficulty rating against labels: rates every puzzle named in a labels file
and prints the rank correlation (Spearman, ties averaged) of the score and of the tier with the
labels, and the puzzles whose rating disagrees most with their label.

Usage:
    scripts/calibrate.py LABELS [--sleuth PATH]

LABELS is a text file with one puzzle a line: a path (relative to the labels file) and its
label, separated by whitespace; `#` starts a comment. A label is a number (higher = harder) or
a word from a publisher's scale, ranked easiest first:

    very easy < easy < moderate = medium < challenging = hard < very hard = expert < master

Example (tests/data/labelled/labels.tsv):

    brothers.txt      easy
    zebra.txt         challenging

By default the script runs `target/release/sleuth`, else `target/debug/sleuth`, else
`cargo run --release --quiet --`; `--sleuth PATH` names another binary. Only the standard library
is used.
"""

import json
import os
import subprocess
import sys

WORDS = {
    "very easy": 0,
    "easy": 1,
    "moderate": 2,
    "medium": 2,
    "challenging": 3,
    "hard": 3,
    "difficult": 3,
    "very hard": 4,
    "expert": 4,
    "master": 5,
}
TIERS = ["easy", "medium", "hard", "expert", "master", "extreme"]


def label_value(text):
    text = text.strip().lower()
    try:
        return float(text)
    except ValueError:
        pass
    if text not in WORDS:
        sys.exit(f"unknown label {text!r}: use a number or one of {', '.join(WORDS)}")
    return float(WORDS[text])


def read_labels(path):
    base = os.path.dirname(os.path.abspath(path))
    rows = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split(None, 1)
            if len(parts) != 2:
                sys.exit(f"{path}:{number}: expected `FILE LABEL`")
            rows.append((os.path.join(base, parts[0]), parts[0], label_value(parts[1])))
    return rows


def sleuth_command(given):
    if given:
        return [given]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for build in ("release", "debug"):
        path = os.path.join(root, "target", build, "sleuth")
        if os.path.exists(path):
            return [path]
    return ["cargo", "run", "--release", "--quiet", "--"]


def rate(command, files):
    out = subprocess.run(
        command + ["rate", "--format", "json"] + files,
        check=False,
        capture_output=True,
        text=True,
    )
    if not out.stdout:
        sys.exit(f"sleuth rate failed:\n{out.stderr}")
    return json.loads(out.stdout)["puzzles"]


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def spearman(xs, ys):
    """Pearson correlation of the ranks (ties get their average rank)."""
    rx, ry = ranks(xs), ranks(ys)
    n = len(xs)
    mx, my = sum(rx) / n, sum(ry) / n
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    vx = sum((a - mx) ** 2 for a in rx)
    vy = sum((b - my) ** 2 for b in ry)
    if vx == 0 or vy == 0:
        return float("nan")
    return cov / (vx * vy) ** 0.5


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return
    given = None
    if "--sleuth" in args:
        at = args.index("--sleuth")
        given = args[at + 1]
        del args[at : at + 2]
    rows = read_labels(args[0])
    if len(rows) < 3:
        sys.exit("need at least 3 labelled puzzles")
    rated = rate(sleuth_command(given), [r[0] for r in rows])
    labels, scores, tiers, lines = [], [], [], []
    for (path, shown, label), row in zip(rows, rated):
        if row.get("outcome") != "solved":
            print(f"skipped {shown}: {row.get('outcome')} {row.get('error', '')}".rstrip())
            continue
        labels.append(label)
        scores.append(row["score"])
        tiers.append(TIERS.index(row["tier"]))
        lines.append((shown, label, row["tier"], row["score"]))
    print(f"{'file':40} {'label':>5}  {'tier':8} {'score':>6}")
    for shown, label, tier, score in sorted(lines, key=lambda l: (l[1], l[3])):
        print(f"{shown:40} {label:>5g}  {tier:8} {score:>6}")
    print()
    print(f"puzzles: {len(labels)}")
    print(f"Spearman(score, label) = {spearman(scores, labels):.3f}")
    print(f"Spearman(tier, label)  = {spearman(tiers, labels):.3f}")
    easy = WORDS["easy"]
    above = [l[0] for l in lines if l[1] <= easy and TIERS.index(l[2]) > TIERS.index("hard")]
    print(f"labelled easy but rated above Hard: {len(above)}" + (f" ({', '.join(above)})" if above else ""))


if __name__ == "__main__":
    main()
