//! When long work stops and says so. Two kinds of limit, either or both:
//!
//! - a moment (`--timeout`): the exhaustive search checks it every few nodes, the explaining
//!   engine between steps and inside its long techniques;
//! - a budget of *work units*, counted, not timed, so where it stops is the same on every run
//!   and every machine: the solver spends `k² · n` units a node (the cost of choosing its next
//!   cell), the contradiction technique one unit per grid cell it copies, the engine one unit per
//!   grid cell each step scans. Work is counted per thread (an explanation runs on one thread).
//!
//! Without either (the library's default) nothing is cut short. The commands give every run a
//! work budget ([`DEFAULT_WORK`]; docs/reliability.md), so their output stays deterministic
//! and bounded on every input within the limits.

use std::cell::Cell;
use std::time::{Duration, Instant};

/// The work budget the commands give one explanation (or one solve): about 10 s on the
/// reference 2-core machine at worst (docs/reliability.md).
pub const DEFAULT_WORK: u64 = 4_000_000_000;

thread_local! {
    /// Work units spent on this thread so far.
    static SPENT: Cell<u64> = const { Cell::new(0) };
}

/// Counts `units` of work on this thread.
pub fn spend(units: u64) {
    SPENT.with(|s| s.set(s.get().saturating_add(units)));
}

/// Work units spent on this thread so far.
pub fn spent() -> u64 {
    SPENT.with(Cell::get)
}

/// When to stop, if ever.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Deadline {
    at: Option<Instant>,
    /// Stop once this thread's work counter reaches this.
    work_until: Option<u64>,
}

impl Deadline {
    /// Never stops.
    pub fn none() -> Deadline {
        Deadline {
            at: None,
            work_until: None,
        }
    }

    /// Stops `duration` from now (never, if that is beyond what the clock can say).
    pub fn after(duration: Duration) -> Deadline {
        Deadline {
            at: Instant::now().checked_add(duration),
            work_until: None,
        }
    }

    /// The same limit, also stopping after `units` more work units on this thread.
    pub fn with_work(self, units: u64) -> Deadline {
        Deadline {
            work_until: Some(spent().saturating_add(units)),
            ..self
        }
    }

    /// Whether the moment has come, or the work budget is spent.
    pub fn passed(&self) -> bool {
        self.work_spent() || self.at.is_some_and(|at| Instant::now() >= at)
    }

    /// Whether it is the work budget that is spent (so the output can say which limit cut).
    pub fn work_spent(&self) -> bool {
        self.work_until.is_some_and(|until| spent() >= until)
    }

    /// The work units left on this thread before the budget is spent, if there is one.
    pub fn work_left(&self) -> Option<u64> {
        self.work_until.map(|until| until.saturating_sub(spent()))
    }

    /// The same moment, without the work budget (for work done on other threads, which count
    /// their own work).
    pub fn clock(self) -> Deadline {
        Deadline {
            work_until: None,
            ..self
        }
    }

    /// The work budget this limit was given, if any (units from when it was set).
    pub fn has_work_budget(&self) -> bool {
        self.work_until.is_some()
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

    #[test]
    fn work_budgets_count_units_on_this_thread() {
        let deadline = Deadline::none().with_work(100);
        assert!(!deadline.passed());
        spend(99);
        assert!(!deadline.passed());
        spend(1);
        assert!(deadline.passed() && deadline.work_spent());
        assert!(!Deadline::none().with_work(100).passed());
    }
}
