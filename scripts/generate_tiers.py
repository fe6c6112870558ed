#!/usr/bin/env python3
"""How long `sleuth generate` takes to reach each tier at each size (issue 23, point 3).

Usage:
    cargo build --release
    python3 scripts/generate_tiers.py [target/release/sleuth] [SIZES] [SEEDS] [TIMEOUT]

SIZES is a comma-separated list of KxN (default 3x3,4x4,4x5,5x5,5x6,6x6,5x8,6x8), SEEDS how
many seeds from 1 (default 3), TIMEOUT the `--timeout` of each run in seconds (default 20).
Runs `sleuth generate -k K -n N --difficulty T --seed S` for every tier, takes the wall time
and the CPU time (user + system, from the operating system) of each run, and prints a Markdown
table: per size and tier the mean wall time (what a setter waits), the slowest run's, and the
mean CPU time; "refused" where sleuth says at once that no puzzle of that size has the tier
(exit code 2), and how many runs gave up at the timeout (exit code 5). `generate` rates the
candidates to come on the machine's other cores, so wall time is below CPU time; CPU time
holds on a machine shared with other work (within a few percent), wall time does not.
"""

import os
import statistics
import subprocess
import sys
import time

TIERS = ["easy", "medium", "hard", "expert", "master"]


def run(argv):
    """Runs argv; returns (wall seconds, CPU seconds, exit code)."""
    start = time.monotonic()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    return wall, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status)


def cell(results):
    """One table cell from the (wall, CPU, code) of every seed."""
    if all(code == 2 for _, _, code in results):
        return "refused"
    done = [(wall, cpu) for wall, cpu, code in results if code == 0]
    gave_up = sum(1 for _, _, code in results if code == 5)
    if not done:
        return f"none ({gave_up} timed out)"
    walls = [wall for wall, _ in done]
    cpu = statistics.mean(cpu for _, cpu in done)
    text = f"{statistics.mean(walls):.2f} s (max {max(walls):.2f}; CPU {cpu:.2f})"
    if gave_up:
        text += f", {gave_up} of {len(results)} timed out"
    return text


def main():
    sleuth = sys.argv[1] if len(sys.argv) > 1 else "target/release/sleuth"
    sizes = (sys.argv[2] if len(sys.argv) > 2 else "3x3,4x4,4x5,5x5,5x6,6x6,5x8,6x8").split(",")
    seeds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    timeout = sys.argv[4] if len(sys.argv) > 4 else "20"
    print("| size | " + " | ".join(TIERS) + " |")
    print("|---|" + "---|" * len(TIERS))
    for size in sizes:
        k, n = size.split("x")
        row = []
        for tier in TIERS:
            results = []
            for seed in range(1, seeds + 1):
                argv = [sleuth, "generate", "-k", k, "-n", n, "--difficulty", tier,
                        "--seed", str(seed), "--timeout", timeout]
                results.append(run(argv))
                if results[-1][2] == 2:
                    break
            row.append(cell(results))
        print(f"| {k}×{n} | " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
