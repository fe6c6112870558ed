//! A moment after which long work stops and says so (`--timeout`): the exhaustive search checks
//! it every few nodes, the explaining engine between steps and inside its long techniques.
//! Without one (the default) nothing is ever cut short, so results stay deterministic.

use std::time::{Duration, Instant};

/// When to stop, if ever.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Deadline {
    at: Option<Instant>,
}

impl Deadline {
    /// Never stops.
    pub fn none() -> Deadline {
        Deadline { at: None }
    }

    /// Stops `duration` from now (never, if that is beyond what the clock can say).
    pub fn after(duration: Duration) -> Deadline {
        Deadline {
            at: Instant::now().checked_add(duration),
        }
    }

    /// Whether the moment has come.
    pub fn passed(&self) -> bool {
        self.at.is_some_and(|at| Instant::now() >= at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn none_never_passes_and_zero_passes_at_once() {
        assert!(!Deadline::none().passed());
        assert!(Deadline::after(Duration::ZERO).passed());
        assert!(!Deadline::after(Duration::from_secs(3600)).passed());
        assert!(!Deadline::after(Duration::MAX).passed());
    }
}
