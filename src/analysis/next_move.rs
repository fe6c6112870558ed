//! THE rule that picks the next move for a player, shared by `sleuth hint` and the play page:
//! the explanation's moves (see [`crate::explain::moves`]), each with the grid facts it needs
//! and the facts it sets, compared with what the player holds on paper
//! ([`crate::analysis::hint::on_paper`]). The play page embeds the same units and runs this rule
//! in `nextUnit` (`render/assets/play.js`); the browser test checks the two agree.

use crate::explain::explanation::Explanation;
use crate::explain::moves::{Move, Moves};
use crate::grid::{Fact, Grid};

/// A move as hints use it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unit {
    /// The move's number (from 1).
    pub number: usize,
    /// The grid facts its steps read that no earlier step of the move sets: what the player
    /// must already hold.
    pub premises: Vec<Fact>,
    /// The facts its steps conclude, without repeats.
    pub conclusions: Vec<Fact>,
    /// The one-to-one ✗s that come with its ✓s, without repeats.
    pub consequences: Vec<Fact>,
}

impl Unit {
    /// The unit of one move.
    pub fn of(explanation: &Explanation, m: &Move) -> Unit {
        let mut unit = Unit {
            number: m.number,
            premises: Vec::new(),
            conclusions: Vec::new(),
            consequences: Vec::new(),
        };
        for n in m.steps() {
            let step = &explanation.steps[n - 1];
            for &fact in &step.facts {
                let set_here = unit.conclusions.contains(&fact)
                    || (!fact.together && unit.consequences.contains(&fact));
                if !set_here && !unit.premises.contains(&fact) {
                    unit.premises.push(fact);
                }
            }
            for &fact in &step.conclusions {
                if !unit.conclusions.contains(&fact) {
                    unit.conclusions.push(fact);
                }
            }
            for &fact in &step.consequences {
                if !unit.consequences.contains(&fact) {
                    unit.consequences.push(fact);
                }
            }
        }
        unit
    }

    /// Every move's unit, in order.
    pub fn all(explanation: &Explanation, moves: &Moves) -> Vec<Unit> {
        moves
            .moves
            .iter()
            .map(|m| Unit::of(explanation, m))
            .collect()
    }

    fn done(&self, known: &Grid) -> bool {
        self.conclusions.iter().all(|&f| known.holds(f))
    }

    fn ready(&self, known: &Grid) -> bool {
        self.premises.iter().all(|&f| known.holds(f))
    }

    fn sets(&self, fact: Fact) -> bool {
        self.conclusions.contains(&fact) || (!fact.together && self.consequences.contains(&fact))
    }
}

/// The move a hint points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pick {
    /// Index into the units.
    pub unit: usize,
    /// When the first unfinished move needs facts the player lacks: its index (the picked one
    /// leads there).
    pub leads_to: Option<usize>,
}

/// The first unit whose conclusions `known` does not all hold and whose premises it does;
/// failing that, the first unfinished unit, followed back through a premise the player lacks
/// to the unit that sets it (the earliest one that leads there). `None` when every unit is done.
pub fn pick(units: &[Unit], known: &Grid) -> Option<Pick> {
    if let Some(u) = units.iter().position(|u| !u.done(known) && u.ready(known)) {
        return Some(Pick {
            unit: u,
            leads_to: None,
        });
    }
    let target = units.iter().position(|u| !u.done(known))?;
    let mut at = target;
    for _ in 0..units.len() {
        let Some(&missing) = units[at].premises.iter().find(|&&f| !known.holds(f)) else {
            break;
        };
        match units.iter().position(|u| u.sets(missing)) {
            Some(from) if from < at => at = from,
            _ => break,
        }
    }
    Some(Pick {
        unit: at,
        leads_to: (at != target).then_some(target),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Puzzle;

    /// Following the picks from an empty grid marks the moves in order, one pick per move.
    #[test]
    fn on_sleuths_own_path_each_pick_is_the_next_move() {
        let puzzle = Puzzle::parse(include_str!("../../examples/manor.txt")).unwrap();
        let explanation = crate::explain(&puzzle);
        let moves = Moves::of(&explanation);
        let units = Unit::all(&explanation, &moves);
        let mut grid = Grid::new(puzzle.category_count(), puzzle.size());
        for (i, unit) in units.iter().enumerate() {
            assert_eq!(
                pick(&units, &grid),
                Some(Pick {
                    unit: i,
                    leads_to: None
                })
            );
            for &f in unit.conclusions.iter().chain(&unit.consequences) {
                grid.set(f, 1).unwrap();
            }
        }
        assert_eq!(pick(&units, &grid), None);
    }

    /// A player who lacks a premise of the first unfinished move is led back to the move that
    /// sets it, and told which move that leads to.
    #[test]
    fn a_missing_premise_leads_back() {
        use crate::model::ItemId;
        let item = |c, i| ItemId::new(c, i);
        let (f0, gap) = (
            Fact::yes(item(0, 0), item(1, 0)),
            Fact::no(item(0, 1), item(2, 1)),
        );
        let units = vec![
            Unit {
                number: 1,
                premises: vec![],
                conclusions: vec![f0],
                consequences: vec![gap],
            },
            Unit {
                number: 2,
                premises: vec![gap],
                conclusions: vec![Fact::yes(item(0, 1), item(2, 0))],
                consequences: vec![],
            },
        ];
        let mut grid = Grid::new(3, 3);
        assert_eq!(pick(&units, &grid).map(|p| p.unit), Some(0));
        grid.set(f0, 1).unwrap();
        assert_eq!(
            pick(&units, &grid),
            Some(Pick {
                unit: 0,
                leads_to: Some(1)
            })
        );
        grid.set(gap, 1).unwrap();
        assert_eq!(
            pick(&units, &grid),
            Some(Pick {
                unit: 1,
                leads_to: None
            })
        );
    }
}
