//! Count clues: `exactly K of: A; B; C` (and `at least`, `at most`), and statements made by
//! people with a count of how many are true (`Mango says: …` and `exactly one statement is
//! false`). [`CountClue::holds`] is what such a clue means on a complete grid.
//!
//! The solver and the techniques read clues as disjunctions of options, so lowering also adds a
//! count's [`clauses`](CountClue::clauses): the plain clues that together say the same (at
//! least L true: every n − L + 1 of the options have one that holds; at most U true: every
//! U + 1 have one that fails, an option negated by flipping its `not`). They carry the count's
//! line and text, so explanations cite the line the count was written on. That the clauses hold
//! exactly when the count does is tested by brute force (`tests/integration/brute_force.rs`).
//!
//! A liar line (`the liar + dining hall`: whoever was in the dining hall lies, everyone else
//! tells the truth) is a count of the statements that bounds nothing and carries, for each
//! statement, when its speaker lies ([`CountClue::liar_when`]); its clauses are two per
//! statement (the statement or its lie condition, and not both).

use super::{Clue, ClueOption, ItemId, Solution};

/// A count clue: between `at_least` and `at_most` of its options hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountClue {
    /// The 1-based line of the count.
    pub line: usize,
    /// The count as written.
    pub text: String,
    /// What is counted (for statements: what each says, in file order).
    pub options: Vec<ClueOption>,
    /// For a count of statements: who made each one (parallel to `options`); empty otherwise.
    pub statements: Vec<Statement>,
    /// The fewest options that must hold (`exactly 2`: 2; `at most 1`: 0).
    pub at_least: usize,
    /// The most options that may hold (`exactly 2`: 2; `at least 1`: all of them).
    pub at_most: usize,
    /// For a liar line (`the liar + dining hall`): for each statement (parallel to `options`),
    /// the option that holds exactly when its speaker lies (`Mango + dining hall`); empty for
    /// every other count. Such a line bounds nothing (`at_least` 0, `at_most` all).
    pub liar_when: Vec<ClueOption>,
}

/// A statement: who says it, where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    /// The item who makes it (`Father Mango says: …`).
    pub speaker: ItemId,
    /// The 1-based line of the statement.
    pub line: usize,
    /// The statement line as written.
    pub text: String,
}

/// Most clauses one count may stand for (the number of ways to pick the options).
pub const MAX_CLAUSES: usize = 256;

impl CountClue {
    /// Whether the count holds in a complete solution: between `at_least` and `at_most` of its
    /// options hold.
    /// For a liar line, also: each statement is false exactly when its `liar_when` holds.
    pub fn holds(&self, solution: &Solution) -> bool {
        let true_ones = self.options.iter().filter(|o| o.holds(solution)).count();
        (self.at_least..=self.at_most).contains(&true_ones)
            && self
                .options
                .iter()
                .zip(&self.liar_when)
                .all(|(said, lies)| said.holds(solution) != lies.holds(solution))
    }

    /// How many clauses [`clauses`](Self::clauses) gives, without making them (`None`: too many
    /// to count).
    pub fn clause_count(&self) -> Option<usize> {
        let n = self.options.len();
        let lower = if self.at_least == 0 {
            0
        } else {
            choose(n, n + 1 - self.at_least)?
        };
        let upper = if self.at_most >= n {
            0
        } else {
            choose(n, self.at_most + 1)?
        };
        lower
            .checked_add(upper)?
            .checked_add(2 * self.liar_when.len())
    }

    /// The plain clues that together hold exactly when the count does (see the module header).
    pub fn clauses(&self) -> Vec<Clue> {
        let n = self.options.len();
        let mut clues = Vec::new();
        let mut clause = |picked: &[usize], negate: bool| {
            clues.push(Clue {
                line: self.line,
                text: self.text.clone(),
                options: picked
                    .iter()
                    .map(|&i| {
                        let mut option = self.options[i].clone();
                        option.negated ^= negate;
                        option
                    })
                    .collect(),
                supposed: None,
            });
        };
        if self.at_least > 0 && self.at_least <= n {
            for picked in subsets(n, n + 1 - self.at_least) {
                clause(&picked, false);
            }
        }
        if self.at_most < n {
            for picked in subsets(n, self.at_most + 1) {
                clause(&picked, true);
            }
        }
        // A liar line: statement i is false exactly when `liar_when[i]` holds, that is
        // (statement or liar_when) and (not statement or not liar_when).
        for (said, lies) in self.options.iter().zip(&self.liar_when) {
            for negate in [false, true] {
                let mut said = said.clone();
                let mut lies = lies.clone();
                said.negated ^= negate;
                lies.negated ^= negate;
                clues.push(Clue {
                    line: self.line,
                    text: self.text.clone(),
                    options: vec![said, lies],
                    supposed: None,
                });
            }
        }
        clues
    }

    /// Which statement (by index) `speaker` made, if any.
    pub fn statement_of(&self, speaker: ItemId) -> Option<usize> {
        self.statements.iter().position(|s| s.speaker == speaker)
    }
}

/// n choose k, `None` on overflow.
fn choose(n: usize, k: usize) -> Option<usize> {
    if k > n {
        return Some(0);
    }
    let mut out: usize = 1;
    for i in 0..k.min(n - k) {
        out = out.checked_mul(n - i)? / (i + 1);
    }
    Some(out)
}

/// Every set of `k` indices below `n`, in lexicographic order.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if k > n {
        return out;
    }
    let mut pick: Vec<usize> = (0..k).collect();
    loop {
        out.push(pick.clone());
        let Some(i) = (0..k).rev().find(|&i| pick[i] < n - k + i) else {
            return out;
        };
        pick[i] += 1;
        for j in i + 1..k {
            pick[j] = pick[j - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_and_choose_agree() {
        for n in 0..7 {
            for k in 0..=n {
                assert_eq!(subsets(n, k).len(), choose(n, k).unwrap(), "{n} {k}");
            }
        }
        assert_eq!(subsets(3, 2), vec![vec![0, 1], vec![0, 2], vec![1, 2]]);
    }
}
