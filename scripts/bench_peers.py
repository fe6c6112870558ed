#!/usr/bin/env python3
"""sleuth against Z3, OR-Tools CP-SAT and CaDiCaL on the same generated puzzles (scripts/bench-peers.sh).

`bench_peers.py table SLEUTH DIR RUNS [EXPLAIN_TIME]` times every `DIR/*.json` puzzle (written by
`cargo run --release --example corpus`) and prints one row per size and clue mix:

- sleuth: `sleuth solve --no-rating FILE.txt` and plain `sleuth solve FILE.txt` (whole process),
  and with EXPLAIN_TIME (`target/release/examples/explain_time`) its in-process solve alone
  (finding the answer and proving it unique, least of RUNS), to set beside the peers' in-process
  times;
- Z3: `python3 bench_peers.py z3 FILE.json` (whole process: interpreter, import, encoding, solving);
- CP-SAT: the same whole process, and the in-process time of encoding and solving alone;
- CaDiCaL (a CDCL SAT solver, through python-sat): the in-process time of solving alone, on the
  same row encoding as CP-SAT's written as clauses. CDCL is search that learns from its dead
  ends (nogoods), the one thing sleuth's solver does not do.

Every solver must prove the answer unique (find it, then show no other exists) and agree with
`FILE.answer`; a disagreement stops the run. Times are medians of RUNS runs per puzzle, then the
median over the puzzles of a row; ratios are peer / sleuth `--no-rating`.

`bench_peers.py z3|cpsat|cadical FILE.json` solves one puzzle and prints its answer (one row per
item of the first category) and, for CP-SAT and CaDiCaL, the in-process seconds.
"""

import json
import os
import statistics
import subprocess
import sys
import time


def load(path):
    with open(path) as f:
        return json.load(f)


def solve_z3(doc):
    import z3

    k, n = doc["k"], doc["n"]
    pos = [[z3.IntVal(i) if c == 0 else z3.Int(f"p{c}_{i}") for i in range(n)] for c in range(k)]
    s = z3.Solver()
    for c in range(1, k):
        for i in range(n):
            s.add(pos[c][i] >= 0, pos[c][i] < n)
        s.add(z3.Distinct(pos[c]))

    def term_at(term, row):
        return z3.Or([pos[c][i] == row for c, i in term])

    for clue in doc["clues"]:
        options = []
        for option in clue:
            holds = z3.Or([z3.And([term_at(t, r) for t in option["terms"]]) for r in range(n)])
            options.append(z3.Not(holds) if option["not"] else holds)
        s.add(z3.Or(options))
    if s.check() != z3.sat:
        return None, "no solution"
    m = s.model()
    rows = [[0] * k for _ in range(n)]
    values = []
    for c in range(k):
        for i in range(n):
            r = m.eval(pos[c][i]).as_long()
            rows[r][c] = i
            if c > 0:
                values.append(pos[c][i] != r)
    s.add(z3.Or(values))
    unique = s.check() == z3.unsat
    return rows, None if unique else "several solutions"


def clue_options(doc, x, any_of, all_of, negate):
    """Each clue of `doc` as the literals of its options, one of which must hold, in the row
    encoding (`x[c][i][r]`: item i of category c is in row r) that CP-SAT and CaDiCaL share: an
    option holds when some row has, for each of its terms, one of the term's items."""
    n = doc["n"]
    for clue in doc["clues"]:
        options = []
        for option in clue:
            rows = [
                all_of([any_of([x[c][i][r] for c, i in t]) for t in option["terms"]])
                for r in range(n)
            ]
            holds = any_of(rows)
            options.append(negate(holds) if option["not"] else holds)
        yield options


def solve_cpsat(doc):
    from ortools.sat.python import cp_model

    k, n = doc["k"], doc["n"]
    m = cp_model.CpModel()
    true = m.NewConstant(1)
    false = m.NewConstant(0)
    x = [[[None] * n for _ in range(n)] for _ in range(k)]
    for c in range(k):
        for i in range(n):
            for r in range(n):
                x[c][i][r] = (true if i == r else false) if c == 0 else m.NewBoolVar("")
    for c in range(1, k):
        for i in range(n):
            m.AddExactlyOne(x[c][i])
        for r in range(n):
            m.AddExactlyOne([x[c][i][r] for i in range(n)])

    def any_of(lits):
        b = m.NewBoolVar("")
        m.AddBoolOr(lits).OnlyEnforceIf(b)
        for lit in lits:
            m.AddImplication(lit, b)
        return b

    def all_of(lits):
        b = m.NewBoolVar("")
        m.AddBoolAnd(lits).OnlyEnforceIf(b)
        m.AddBoolOr([lit.Not() for lit in lits]).OnlyEnforceIf(b.Not())
        return b

    for options in clue_options(doc, x, any_of, all_of, lambda lit: lit.Not()):
        m.AddBoolOr(options)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    if solver.Solve(m) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, "no solution"
    rows = [[0] * k for _ in range(n)]
    chosen = []
    for c in range(k):
        for i in range(n):
            for r in range(n):
                if solver.Value(x[c][i][r]):
                    rows[r][c] = i
                    if c > 0:
                        chosen.append(x[c][i][r])
    m.AddBoolOr([lit.Not() for lit in chosen])
    unique = solver.Solve(m) == cp_model.INFEASIBLE
    return rows, None if unique else "several solutions"


def solve_cadical(doc):
    """The row encoding of `solve_cpsat` as clauses (Tseitin), solved by CaDiCaL; the clock
    starts once the clauses are built (the encoding is Python, the solver is not)."""
    from pysat.card import CardEnc, EncType
    from pysat.solvers import Solver

    k, n = doc["k"], doc["n"]
    top = [1]
    clauses = [[1]]  # variable 1 is true

    def new():
        top[0] += 1
        return top[0]

    x = [[[(1 if i == r else -1) if c == 0 else new() for r in range(n)] for i in range(n)]
         for c in range(k)]

    def exactly_one(lits):
        enc = CardEnc.equals(lits=lits, bound=1, top_id=top[0], encoding=EncType.pairwise)
        clauses.extend(enc.clauses)

    for c in range(1, k):
        for i in range(n):
            exactly_one(x[c][i])
        for r in range(n):
            exactly_one([x[c][i][r] for i in range(n)])

    def any_of(lits):
        if len(lits) == 1:
            return lits[0]
        b = new()
        clauses.append([-b] + lits)
        clauses.extend([b, -lit] for lit in lits)
        return b

    def all_of(lits):
        b = new()
        clauses.extend([-b, lit] for lit in lits)
        clauses.append([b] + [-lit for lit in lits])
        return b

    for options in clue_options(doc, x, any_of, all_of, lambda lit: -lit):
        clauses.append(options)
    start = time.perf_counter()
    with Solver(name="cadical153", bootstrap_with=clauses) as solver:
        if not solver.solve():
            return None, "no solution", 0.0
        model = set(lit for lit in solver.get_model() if lit > 0)
        rows = [[0] * k for _ in range(n)]
        chosen = []
        for c in range(k):
            for i in range(n):
                for r in range(n):
                    if c == 0 and i == r or c > 0 and x[c][i][r] in model:
                        rows[r][c] = i
                        if c > 0:
                            chosen.append(x[c][i][r])
        solver.add_clause([-lit for lit in chosen])
        unique = not solver.solve()
    seconds = time.perf_counter() - start
    return rows, None if unique else "several solutions", seconds


def one(kind, path):
    doc = load(path)
    # The import is part of the whole process, not of the in-process time.
    if kind == "z3":
        import z3  # noqa: F401
    elif kind == "cpsat":
        from ortools.sat.python import cp_model  # noqa: F401
    start = time.perf_counter()
    if kind == "cadical":
        rows, problem, seconds = solve_cadical(doc)
    else:
        rows, problem = (solve_z3 if kind == "z3" else solve_cpsat)(doc)
        seconds = time.perf_counter() - start
    if problem:
        print(problem)
        sys.exit(1)
    for row in rows:
        print(" ".join(map(str, row)))
    print(f"seconds {seconds:.6f}")


def timed(args, runs):
    times, out = [], ""
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(args, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        out = done.stdout
    return statistics.median(times), out


def answer_rows(out):
    return [line for line in out.splitlines() if line and not line.startswith("seconds")]


def table(sleuth, folder, runs, explain_time=None):
    me = os.path.abspath(__file__)
    groups = {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        stem = os.path.join(folder, name[: -len(".json")])
        size, mix = name.split("-")[0], name.split("-")[1]
        with open(stem + ".answer") as f:
            expected = f.read().split("\n")[:-1]
        plain, _ = timed([sleuth, "solve", "--no-rating", stem + ".txt"], runs)
        rated, _ = timed([sleuth, "solve", stem + ".txt"], runs)
        row = {"sleuth": plain, "rated": rated}
        if explain_time:
            out = subprocess.run([explain_time, "--solve", "--runs", str(runs), stem + ".txt"],
                                 capture_output=True, text=True, check=True).stdout
            row["sleuth_in"] = float(out.split("\t")[1].split(" ms")[0]) / 1000
        for kind in ("z3", "cpsat", "cadical"):
            took, out = timed([sys.executable, me, kind, stem + ".json"], runs)
            if answer_rows(out) != expected:
                sys.exit(f"{kind} disagrees on {stem}: {out}")
            row[kind] = took
            if kind != "z3":
                row[kind + "_in"] = float(out.split("seconds ")[1])
        del row["cadical"]
        groups.setdefault((size, mix), []).append(row)
        print(f"  {name}: " + ", ".join(f"{k} {v * 1000:.1f} ms" for k, v in row.items()),
              file=sys.stderr, flush=True)

    def med(rows, key):
        return statistics.median(r[key] for r in rows)

    def size_key(item):
        (size, mix), _ = item
        k, n = size.split("x")
        return (int(k) * int(n), int(k), mix)

    print("| size | mix | puzzles | sleuth `solve --no-rating` | sleuth `solve` | Z3 process"
          " | CP-SAT process | CP-SAT in-process | CaDiCaL in-process | Z3 / sleuth"
          " | CP-SAT in-process / sleuth | CaDiCaL in-process / sleuth |"
          + (" sleuth in-process | CP-SAT / sleuth, in-process | CaDiCaL / sleuth, in-process |"
             if explain_time else ""))
    print("|---" * (15 if explain_time else 12) + "|")
    for (size, mix), rows in sorted(groups.items(), key=size_key):
        s, r, z, c, ci, si = (med(rows, key) for key in
                              ("sleuth", "rated", "z3", "cpsat", "cpsat_in", "cadical_in"))
        line = (f"| {size} | {mix} | {len(rows)} | {s * 1000:.1f} ms | {r * 1000:.1f} ms"
                f" | {z * 1000:.0f} ms | {c * 1000:.0f} ms | {ci * 1000:.1f} ms"
                f" | {si * 1000:.1f} ms | {z / s:.0f}× | {ci / s:.1f}× | {si / s:.1f}× |")
        if explain_time:
            sin = med(rows, "sleuth_in")
            line += f" {sin * 1000:.2f} ms | {ci / sin:.0f}× | {si / sin:.1f}× |"
        print(line)


def main():
    if len(sys.argv) >= 3 and sys.argv[1] in ("z3", "cpsat", "cadical"):
        one(sys.argv[1], sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "table":
        table(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 5,
              sys.argv[5] if len(sys.argv) > 5 else None)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
