//! Sentences that may mean either of two things: `The green house is on the left of the white
//! house` is anywhere to the left in some puzzles and directly left in others (Einstein's riddle).
//! The reader takes the weaker meaning, which can never give a wrong answer: the stronger one's
//! answer also fits it. It keeps the stronger one beside it, and a caller that can count
//! solutions (`crate::analysis::readings`) takes it when the weaker one leaves several.

use super::{Clue, Puzzle};

/// A clue read the weaker way, with its stronger reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EitherReading {
    /// The clue as read (`green < white by houses`).
    pub clue: Clue,
    /// The stronger reading (`green = white - 1 by houses`), same line and text.
    pub stronger: Clue,
}

impl Puzzle {
    /// The clues read the weaker of two ways (see the module header).
    pub fn either_readings(&self) -> &[EitherReading] {
        &self.either
    }

    /// The same puzzle with every clue of [`Puzzle::either_readings`] read the stronger way.
    pub fn with_stronger_readings(&self) -> Puzzle {
        let mut puzzle = self.clone();
        for either in &self.either {
            for clue in puzzle.clues.iter_mut().filter(|c| **c == either.clue) {
                *clue = either.stronger.clone();
            }
            puzzle.settled.push(either.stronger.clone());
        }
        puzzle.either.clear();
        puzzle
    }

    /// Whether `clue` is a stronger reading taken because the weaker left several answers.
    pub fn is_stronger_reading(&self, clue: &Clue) -> bool {
        self.settled.contains(clue)
    }
}
