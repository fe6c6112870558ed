//! Which machinery answers sleuth's clue-set questions faster: its own exhaustive solver
//! (`gridsleuth::solver::entailment`) or a CDCL SAT solver with assumptions (`batsat`, a MiniSat port; a
//! dev-dependency only, so the product does not ship it). Issue 8, "Choose the machinery on
//! measurements".
//!
//! The SAT encoding here is for the plain clue kinds only (`Together` options of single items or
//! `(x | y)` groups, negated or not, joined by `or`): one variable per cell `x[c1<c2][i][j]`,
//! exactly one ✓ in each line of each block, and transitivity across every three categories.
//! Puzzles with comparison or pair clues are skipped.
//!
//! The questions are asked at a realistic point: a generated puzzle's explanation is replayed for
//! its first half of steps, and from that grid we ask
//! - (a) the backbone of all clues over the open cells (`entailment::backbone` against one
//!   incremental SAT solver, an assumption per cell not yet seen both ways in a model);
//! - (b) 200 single checks `forces(dims, one or two clues, known facts, goal)` against a fresh SAT
//!   solver per check (restricted to the categories mentioned, as ours is) and against one
//!   incremental solver with a selector literal per clue, passed as assumptions with the known
//!   facts and the flipped goal (the unsat-core style).
//!
//! Before measuring, the encoding is checked: model counts agree with `gridsleuth::solve` on the
//! puzzles and on their first halves of clues, and every backbone and check agrees with ours.
//! A table of median times per query is printed to stderr, then criterion measures the batches.
//!
//! Run with `cargo bench --bench sat_vs_solver` (about 1.5 minutes). Figures are in
//! docs/performance.md, "Clue-set machinery: solver or SAT?".

use std::hint::black_box;
use std::time::{Duration, Instant};

use batsat::{BasicSolver, Lit, SolverInterface, Var, lbool};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
use gridsleuth::grid::Grid;
use gridsleuth::solver::backbones::{Forced, backbone};
use gridsleuth::solver::entailment::{Dimensions, forces};
use gridsleuth::{Clue, Fact, ItemId, Puzzle, Relation, Solution, explain, solve};

// ---------------------------------------------------------------------------------------------
// Encoding

/// The cell variables of a grid over some of a puzzle's categories, in one solver.
struct Encoding {
    /// Original category → local index (`usize::MAX`: not encoded).
    local: Vec<usize>,
    /// Local category count and items per category.
    m: usize,
    n: usize,
    /// Cell variables, block by block (local pairs `p < q` in order), `i * n + j` within.
    vars: Vec<Var>,
    /// Start of each block in `vars`, by `p * m + q`.
    block: Vec<usize>,
    /// A literal fixed true (for cells of one category).
    truth: Lit,
}

fn pos(v: Var) -> Lit {
    Lit::new(v, true)
}

fn add(solver: &mut BasicSolver, clause: &[Lit]) {
    let mut clause = clause.to_vec();
    solver.add_clause_reuse(&mut clause);
}

impl Encoding {
    /// The grid rules over `categories` (original indices) of `total` categories of `n` items.
    fn grid(solver: &mut BasicSolver, total: usize, categories: &[usize], n: usize) -> Encoding {
        let m = categories.len();
        let mut local = vec![usize::MAX; total];
        for (l, &c) in categories.iter().enumerate() {
            local[c] = l;
        }
        let truth = pos(solver.new_var_default());
        add(solver, &[truth]);
        let mut vars = Vec::new();
        let mut block = vec![usize::MAX; m * m];
        for p in 0..m {
            for q in p + 1..m {
                block[p * m + q] = vars.len();
                for _ in 0..n * n {
                    vars.push(solver.new_var_default());
                }
            }
        }
        let enc = Encoding {
            local,
            m,
            n,
            vars,
            block,
            truth,
        };
        let x = |p: usize, q: usize, i: usize, j: usize| enc.x(p, q, i, j);
        // Exactly one ✓ in every row and column of every block.
        for p in 0..m {
            for q in p + 1..m {
                for i in 0..n {
                    let row: Vec<Lit> = (0..n).map(|j| x(p, q, i, j)).collect();
                    let col: Vec<Lit> = (0..n).map(|j| x(p, q, j, i)).collect();
                    for line in [row, col] {
                        add(solver, &line);
                        for a in 0..n {
                            for b in a + 1..n {
                                add(solver, &[!line[a], !line[b]]);
                            }
                        }
                    }
                }
            }
        }
        // Transitivity across every three categories: any two ✓s of a triangle bring the third.
        for p in 0..m {
            for q in p + 1..m {
                for r in q + 1..m {
                    for i in 0..n {
                        for j in 0..n {
                            for k in 0..n {
                                let (pq, qr, pr) = (x(p, q, i, j), x(q, r, j, k), x(p, r, i, k));
                                add(solver, &[!pq, !qr, pr]);
                                add(solver, &[!pq, !pr, qr]);
                                add(solver, &[!pr, !qr, pq]);
                            }
                        }
                    }
                }
            }
        }
        enc
    }

    /// The variable of local categories `p < q`, items `i` and `j`.
    fn x(&self, p: usize, q: usize, i: usize, j: usize) -> Lit {
        pos(self.vars[self.block[p * self.m + q] + i * self.n + j])
    }

    /// "`a` and `b` share a row".
    fn together(&self, a: ItemId, b: ItemId) -> Lit {
        if a.category == b.category {
            return if a == b { self.truth } else { !self.truth };
        }
        let (a, b) = if a.category < b.category {
            (a, b)
        } else {
            (b, a)
        };
        self.x(
            self.local[a.category],
            self.local[b.category],
            a.index,
            b.index,
        )
    }

    fn fact(&self, fact: Fact) -> Lit {
        let l = self.together(fact.a, fact.b);
        if fact.together { l } else { !l }
    }

    /// A clue, as one clause of its options' literals (with `¬guard` when guarded, so that it
    /// holds only while `guard` is assumed). Each option's literal implies the option.
    fn clue(&self, solver: &mut BasicSolver, clue: &Clue, guard: Option<Lit>) {
        let mut clause: Vec<Lit> = guard.map(|g| !g).into_iter().collect();
        for option in &clue.options {
            clause.push(self.option(solver, &option.terms, option.negated));
        }
        add(solver, &clause);
    }

    /// A literal that implies the option: "some row holds every term" (or, negated, none does).
    /// A row holds terms T1..Tm when some alternative `a` of T1 is together with an alternative
    /// of each other term (rows are classes, so that puts them all in `a`'s row).
    fn option(&self, solver: &mut BasicSolver, terms: &[gridsleuth::Term], negated: bool) -> Lit {
        let Some((first, rest)) = terms.split_first() else {
            return if negated { self.truth } else { !self.truth };
        };
        // The plain pair: one cell.
        if let ([a], [t]) = (&first.alternatives[..], rest)
            && let [b] = t.alternatives[..]
        {
            let l = self.together(*a, b);
            return if negated { !l } else { l };
        }
        let o = pos(solver.new_var_default());
        if !negated {
            // o → ∨_a y_a;  y_a → ∨_{b ∈ T} x(a, b) for each other term T.
            let mut some = vec![!o];
            for &a in &first.alternatives {
                let y = pos(solver.new_var_default());
                some.push(y);
                for t in rest {
                    let mut clause = vec![!y];
                    clause.extend(t.alternatives.iter().map(|&b| self.together(a, b)));
                    add(solver, &clause);
                }
            }
            add(solver, &some);
        } else {
            // o → for each a: ∨_T z_{a,T};  z_{a,T} → ¬x(a, b) for every b ∈ T.
            for &a in &first.alternatives {
                let mut some = vec![!o];
                for t in rest {
                    let z = pos(solver.new_var_default());
                    some.push(z);
                    for &b in &t.alternatives {
                        add(solver, &[!z, !self.together(a, b)]);
                    }
                }
                add(solver, &some);
            }
        }
        o
    }

    /// The model's value of a cell.
    fn holds(&self, solver: &BasicSolver, a: ItemId, b: ItemId) -> bool {
        solver.value_lit(self.together(a, b)) == lbool::TRUE
    }

    /// Every cell variable, for blocking clauses.
    fn cells(&self) -> &[Var] {
        &self.vars
    }
}

fn sat(solver: &mut BasicSolver, assumptions: &[Lit]) -> bool {
    solver.solve_limited(assumptions) == lbool::TRUE
}

fn plain(puzzle: &Puzzle) -> bool {
    puzzle
        .clues()
        .iter()
        .flat_map(|c| &c.options)
        .all(|o| o.relation == Relation::Together)
}

/// The categories `clues`, `facts` and `goals` mention, as `entailment::forces` restricts to.
fn mentioned(total: usize, clues: &[&Clue], facts: &[Fact], goals: &[Fact]) -> Vec<usize> {
    let mut used = vec![false; total];
    for clue in clues {
        for item in clue
            .options
            .iter()
            .flat_map(|o| &o.terms)
            .flat_map(|t| &t.alternatives)
        {
            used[item.category] = true;
        }
    }
    for f in facts.iter().chain(goals) {
        used[f.a.category] = true;
        used[f.b.category] = true;
    }
    (0..total).filter(|&c| used[c]).collect()
}

// ---------------------------------------------------------------------------------------------
// The questions, SAT side

/// A SAT solver with the grid rules and every clue of `puzzle` (unguarded).
fn encode_puzzle(clues: &[&Clue], k: usize, n: usize) -> (BasicSolver, Encoding) {
    let mut solver = BasicSolver::default();
    let all: Vec<usize> = (0..k).collect();
    let enc = Encoding::grid(&mut solver, k, &all, n);
    for clue in clues {
        enc.clue(&mut solver, clue, None);
    }
    (solver, enc)
}

/// Counts models over the cell variables, up to `limit`.
fn count_models(clues: &[&Clue], k: usize, n: usize, limit: usize) -> (usize, Option<Vec<bool>>) {
    let (mut solver, enc) = encode_puzzle(clues, k, n);
    let mut count = 0;
    let mut first = None;
    while count < limit && sat(&mut solver, &[]) {
        count += 1;
        let values: Vec<bool> = enc
            .cells()
            .iter()
            .map(|&v| solver.value_lit(pos(v)) == lbool::TRUE)
            .collect();
        let block: Vec<Lit> = enc
            .cells()
            .iter()
            .zip(&values)
            .map(|(&v, &on)| if on { !pos(v) } else { pos(v) })
            .collect();
        first.get_or_insert(values);
        add(&mut solver, &block);
    }
    (count, first)
}

/// The backbone over `cells` by SAT: known facts as unit clauses, then per cell not yet seen
/// both ways in a model, one solve with its unseen value assumed.
fn sat_backbone(
    solver: &mut BasicSolver,
    enc: &Encoding,
    known: &[Fact],
    cells: &[(ItemId, ItemId)],
) -> Forced {
    for &f in known {
        add(solver, &[enc.fact(f)]);
    }
    if !sat(solver, &[]) {
        return Forced::Nothing;
    }
    let mut with = vec![false; cells.len()];
    let mut without = vec![false; cells.len()];
    let note = |solver: &BasicSolver, with: &mut [bool], without: &mut [bool]| {
        for (i, &(a, b)) in cells.iter().enumerate() {
            if enc.holds(solver, a, b) {
                with[i] = true;
            } else {
                without[i] = true;
            }
        }
    };
    note(solver, &mut with, &mut without);
    let mut forced = Vec::new();
    for (i, &(a, b)) in cells.iter().enumerate() {
        if with[i] && without[i] {
            continue;
        }
        let unseen = Fact::new(a, b, !with[i]);
        if sat(solver, &[enc.fact(unseen)]) {
            note(solver, &mut with, &mut without);
        } else {
            forced.push(unseen.negated());
        }
    }
    Forced::Cells(forced)
}

/// `forces` by a fresh SAT solver over the categories mentioned: encoding, then one solve.
fn sat_forces_fresh(
    total: usize,
    n: usize,
    clues: &[&Clue],
    facts: &[Fact],
    goal: Fact,
) -> (BasicSolver, Lit) {
    let mut solver = BasicSolver::default();
    let cats = mentioned(total, clues, facts, &[goal]);
    let enc = Encoding::grid(&mut solver, total, &cats, n);
    for clue in clues {
        enc.clue(&mut solver, clue, None);
    }
    for &f in facts {
        add(&mut solver, &[enc.fact(f)]);
    }
    let flipped = enc.fact(goal.negated());
    (solver, flipped)
}

/// One solver with every clue behind a selector literal, for checks by assumptions.
struct Incremental {
    solver: BasicSolver,
    enc: Encoding,
    selectors: Vec<Lit>,
}

impl Incremental {
    /// `units`: facts that hold for every check, added as unit clauses.
    fn new(clues: &[&Clue], k: usize, n: usize, units: &[Fact]) -> Incremental {
        let mut solver = BasicSolver::default();
        let all: Vec<usize> = (0..k).collect();
        let enc = Encoding::grid(&mut solver, k, &all, n);
        for &f in units {
            add(&mut solver, &[enc.fact(f)]);
        }
        let mut selectors = Vec::new();
        for clue in clues {
            let s = pos(solver.new_var_default());
            enc.clue(&mut solver, clue, Some(s));
            selectors.push(s);
        }
        Incremental {
            solver,
            enc,
            selectors,
        }
    }

    /// Whether clues `set` and `facts` force `goal`; when they do, how many of the clues the
    /// final conflict (the unsat core) names.
    fn forces(&mut self, set: &[usize], facts: &[Fact], goal: Fact) -> Option<usize> {
        let mut assumptions: Vec<Lit> = set.iter().map(|&c| self.selectors[c]).collect();
        assumptions.extend(facts.iter().map(|&f| self.enc.fact(f)));
        assumptions.push(self.enc.fact(goal.negated()));
        if sat(&mut self.solver, &assumptions) {
            return None;
        }
        let core = self.solver.unsat_core();
        Some(
            set.iter()
                .filter(|&&c| core.iter().any(|&l| l.var() == self.selectors[c].var()))
                .count(),
        )
    }
}

// ---------------------------------------------------------------------------------------------
// The instances

/// A generated plain puzzle at a realistic point: its grid after the first half of its
/// explanation's steps, and 200 single checks from there.
struct Instance {
    label: String,
    puzzle: Puzzle,
    k: usize,
    n: usize,
    known: Vec<Fact>,
    open: Vec<(ItemId, ItemId)>,
    checks: Vec<(Vec<usize>, Fact)>,
}

impl Instance {
    fn clues(&self) -> Vec<&Clue> {
        self.puzzle.clues().iter().collect()
    }

    fn dims(&self) -> Dimensions {
        Dimensions {
            categories: self.k,
            items: self.n,
        }
    }
}

const CHECKS: usize = 200;

/// The first `count` plain puzzles of size `k × n` and `mix`, by seed from 1.
fn instances(k: usize, n: usize, mix: ClueMix, count: usize) -> Vec<Instance> {
    let mut found = Vec::new();
    let mut seed = 0;
    while found.len() < count && seed < 50 {
        seed += 1;
        let generated = generate(GenerateOptions {
            categories: k,
            items: n,
            seed,
            mix,
        });
        let puzzle = generated.puzzle;
        if !plain(&puzzle) {
            continue;
        }
        let explanation = explain(&puzzle);
        let mut grid = Grid::new(k, n);
        let half = explanation.steps.len() / 2;
        for step in &explanation.steps[..half] {
            for &fact in &step.conclusions {
                let _ = grid.set(fact, step.number as u32);
            }
        }
        let known = grid.known_facts();
        let open = grid.open_facts();
        if open.is_empty() {
            continue;
        }
        // One or two clues (alternately), and an open cell's true value as the goal.
        let mut rng = fastrand::Rng::with_seed(seed);
        let clue_count = puzzle.clues().len();
        let checks = (0..CHECKS)
            .map(|i| {
                let mut set = vec![rng.usize(..clue_count)];
                if i % 2 == 1 && clue_count > 1 {
                    let other = (set[0] + 1 + rng.usize(..clue_count - 1)) % clue_count;
                    set.push(other);
                }
                let (a, b) = open[rng.usize(..open.len())];
                (set, Fact::new(a, b, generated.solution.together(a, b)))
            })
            .collect();
        let mix_name = if mix == ClueMix::Mixed {
            "mixed"
        } else {
            "indirect"
        };
        found.push(Instance {
            label: format!("{k}x{n}-{mix_name}-seed{seed}"),
            puzzle,
            k,
            n,
            known,
            open,
            checks,
        });
    }
    found
}

fn same_solution(values: &[bool], enc_cells: &[(ItemId, ItemId)], solution: &Solution) -> bool {
    enc_cells
        .iter()
        .zip(values)
        .all(|(&(a, b), &v)| solution.together(a, b) == v)
}

/// Every cell in variable order (the encoding's block layout over all categories).
fn all_cells(k: usize, n: usize) -> Vec<(ItemId, ItemId)> {
    let mut cells = Vec::new();
    for p in 0..k {
        for q in p + 1..k {
            for i in 0..n {
                for j in 0..n {
                    cells.push((ItemId::new(p, i), ItemId::new(q, j)));
                }
            }
        }
    }
    cells
}

/// A budget of solver runs that never runs out.
fn unlimited() -> usize {
    usize::MAX
}

fn sorted(forced: Option<Forced>) -> Option<Forced> {
    match forced {
        Some(Forced::Cells(mut cells)) => {
            cells.sort();
            Some(Forced::Cells(cells))
        }
        other => other,
    }
}

/// The encoding agrees with `sleuth`: model counts (whole puzzle and first half of its clues),
/// the unique answer, the backbone and every check.
fn verify(inst: &Instance) {
    let clues = inst.clues();
    let (k, n) = (inst.k, inst.n);
    let ours = solve(&inst.puzzle, 50).solutions;
    let (count, first) = count_models(&clues, k, n, 50);
    assert_eq!(count, ours.len(), "{}: model count", inst.label);
    let values = first.expect("a model");
    assert!(same_solution(&values, &all_cells(k, n), &ours[0]));
    let half: Vec<Clue> = inst.puzzle.clues()[..clues.len() / 2].to_vec();
    let ours = solve(&inst.puzzle.with_clues(half.clone()), 50)
        .solutions
        .len();
    let half_refs: Vec<&Clue> = half.iter().collect();
    assert_eq!(
        count_models(&half_refs, k, n, 50).0,
        ours,
        "{}: half",
        inst.label
    );

    let ours = sorted(backbone(
        inst.dims(),
        &clues,
        &inst.known,
        &inst.open,
        &mut unlimited(),
    ));
    let (mut solver, enc) = encode_puzzle(&clues, k, n);
    let theirs = sorted(Some(sat_backbone(
        &mut solver,
        &enc,
        &inst.known,
        &inst.open,
    )));
    assert_eq!(ours, theirs, "{}: backbone", inst.label);

    let mut assumed = Incremental::new(&clues, k, n, &[]);
    let mut units = Incremental::new(&clues, k, n, &inst.known);
    for (set, goal) in &inst.checks {
        let set_refs: Vec<&Clue> = set.iter().map(|&c| clues[c]).collect();
        let ours = forces(inst.dims(), &set_refs, &inst.known, &[*goal]);
        let (mut solver, flipped) = sat_forces_fresh(k, n, &set_refs, &inst.known, *goal);
        let fresh = !sat(&mut solver, &[flipped]);
        let by_assumption = assumed.forces(set, &inst.known, *goal).is_some();
        let by_unit = units.forces(set, &[], *goal).is_some();
        assert_eq!(
            [ours, ours, ours],
            [fresh, by_assumption, by_unit],
            "{}: check",
            inst.label
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Timing

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// The median of `rounds` timings of `f`.
fn time<T>(rounds: usize, mut f: impl FnMut() -> T) -> Duration {
    median(
        (0..rounds)
            .map(|_| {
                let start = Instant::now();
                black_box(f());
                start.elapsed()
            })
            .collect(),
    )
}

fn micros(d: Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us >= 1000.0 {
        format!("{:.2} ms", us / 1000.0)
    } else {
        format!("{us:.1} µs")
    }
}

/// Times `f` once, split at the `Instant` it returns: (before, after).
fn split<T>(f: impl FnOnce() -> (Instant, T)) -> (Duration, Duration) {
    let start = Instant::now();
    let (mid, out) = f();
    let end = Instant::now();
    black_box(out);
    (mid - start, end - mid)
}

/// Prints, per size, the median per query over the instances (each query the median of a few
/// rounds): the backbone both ways, and the single checks four ways.
fn report(size: &str, insts: &[Instance]) {
    const ROUNDS: usize = 3;
    let mut bb_ours = Vec::new();
    let mut bb_enc = Vec::new();
    let mut bb_solve = Vec::new();
    let mut ch_ours = Vec::new();
    let mut ch_enc = Vec::new();
    let mut ch_solve = Vec::new();
    let mut inc_enc = Vec::new();
    let mut ch_assumed = Vec::new();
    let mut ch_units = Vec::new();
    let (mut forced, mut core_clues, mut open, mut known) = (0, 0, 0, 0);
    for inst in insts {
        let clues = inst.clues();
        let (k, n) = (inst.k, inst.n);
        open += inst.open.len();
        known += inst.known.len();
        bb_ours.push(time(ROUNDS, || {
            backbone(
                inst.dims(),
                &clues,
                &inst.known,
                &inst.open,
                &mut unlimited(),
            )
        }));
        let (enc, solve): (Vec<_>, Vec<_>) = (0..ROUNDS)
            .map(|_| {
                split(|| {
                    let (mut solver, enc) = encode_puzzle(&clues, k, n);
                    let mid = Instant::now();
                    (
                        mid,
                        sat_backbone(&mut solver, &enc, &inst.known, &inst.open),
                    )
                })
            })
            .unzip();
        bb_enc.push(median(enc));
        bb_solve.push(median(solve));
        inc_enc.push(time(ROUNDS, || Incremental::new(&clues, k, n, &[])));
        let mut assumed = Incremental::new(&clues, k, n, &[]);
        let mut units = Incremental::new(&clues, k, n, &inst.known);
        for (set, goal) in &inst.checks {
            let set_refs: Vec<&Clue> = set.iter().map(|&c| clues[c]).collect();
            ch_ours.push(time(ROUNDS, || {
                forces(inst.dims(), &set_refs, &inst.known, &[*goal])
            }));
            let (enc, solve): (Vec<_>, Vec<_>) = (0..ROUNDS)
                .map(|_| {
                    split(|| {
                        let (mut solver, flipped) =
                            sat_forces_fresh(k, n, &set_refs, &inst.known, *goal);
                        let mid = Instant::now();
                        (mid, sat(&mut solver, &[flipped]))
                    })
                })
                .unzip();
            ch_enc.push(median(enc));
            ch_solve.push(median(solve));
            ch_assumed.push(time(ROUNDS, || assumed.forces(set, &inst.known, *goal)));
            ch_units.push(time(ROUNDS, || units.forces(set, &[], *goal)));
            if let Some(c) = assumed.forces(set, &inst.known, *goal) {
                forced += 1;
                core_clues += c;
            }
        }
    }
    let checks = insts.len() * CHECKS;
    eprintln!(
        "\n== {size}: {} puzzles, mean {} known / {} open cells after half the steps",
        insts.len(),
        known / insts.len(),
        open / insts.len()
    );
    eprintln!(
        "(a) backbone of all clues: sleuth {} | SAT encode {} + solve {}",
        micros(median(bb_ours)),
        micros(median(bb_enc)),
        micros(median(bb_solve))
    );
    eprintln!(
        "(b) single check ({checks}, {forced} forced, mean {:.2} clues in core): sleuth {} | \
         fresh SAT encode {} + solve {} | incremental SAT, facts assumed {}, facts as units {} \
         (one-off encode {})",
        core_clues as f64 / forced.max(1) as f64,
        micros(median(ch_ours)),
        micros(median(ch_enc)),
        micros(median(ch_solve)),
        micros(median(ch_assumed)),
        micros(median(ch_units)),
        micros(median(inc_enc)),
    );
}

// ---------------------------------------------------------------------------------------------
// The benchmarks

/// Puzzles of each mix per size.
const PUZZLES: usize = 2;
/// Checks per criterion batch (the printed medians use all [`CHECKS`]).
const BATCH: usize = 40;

fn sizes() -> Vec<(&'static str, Vec<Instance>)> {
    let mut out = Vec::new();
    for (label, k, n) in [("5x5", 5, 5), ("8x8", 8, 8)] {
        let mut insts = instances(k, n, ClueMix::Mixed, PUZZLES);
        insts.extend(instances(k, n, ClueMix::Indirect, PUZZLES));
        out.push((label, insts));
    }
    out
}

fn sat_vs_solver(c: &mut Criterion) {
    let sizes = sizes();
    for (size, insts) in &sizes {
        for inst in insts {
            verify(inst);
        }
        report(size, insts);
    }
    let mut group = c.benchmark_group("sat_vs_solver");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    for (_, insts) in &sizes {
        // The first (mixed) puzzle.
        {
            let inst = &insts[0];
            let clues = inst.clues();
            let (k, n) = (inst.k, inst.n);
            let label = &inst.label;
            group.bench_function(format!("backbone/{label}/sleuth"), |b| {
                b.iter(|| {
                    backbone(
                        inst.dims(),
                        &clues,
                        &inst.known,
                        &inst.open,
                        &mut unlimited(),
                    )
                })
            });
            group.bench_function(format!("backbone/{label}/sat-encode"), |b| {
                b.iter(|| encode_puzzle(&clues, k, n))
            });
            group.bench_function(format!("backbone/{label}/sat-solve"), |b| {
                b.iter_batched(
                    || encode_puzzle(&clues, k, n),
                    |(mut solver, enc)| sat_backbone(&mut solver, &enc, &inst.known, &inst.open),
                    BatchSize::LargeInput,
                )
            });
            let sets: Vec<(Vec<&Clue>, Fact)> = inst
                .checks
                .iter()
                .take(BATCH)
                .map(|(set, goal)| (set.iter().map(|&c| clues[c]).collect(), *goal))
                .collect();
            group.bench_function(format!("checks40/{label}/sleuth"), |b| {
                b.iter(|| {
                    sets.iter()
                        .filter(|(set, goal)| forces(inst.dims(), set, &inst.known, &[*goal]))
                        .count()
                })
            });
            group.bench_function(format!("checks40/{label}/sat-fresh"), |b| {
                b.iter(|| {
                    sets.iter()
                        .filter(|(set, goal)| {
                            let (mut solver, flipped) =
                                sat_forces_fresh(k, n, set, &inst.known, *goal);
                            !sat(&mut solver, &[flipped])
                        })
                        .count()
                })
            });
            group.bench_function(format!("checks40/{label}/sat-incremental"), |b| {
                let mut inc = Incremental::new(&clues, k, n, &[]);
                b.iter(|| {
                    inst.checks
                        .iter()
                        .take(BATCH)
                        .filter(|(set, goal)| inc.forces(set, &inst.known, *goal).is_some())
                        .count()
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, sat_vs_solver);
criterion_main!(benches);
