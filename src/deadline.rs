//! When long work stops and says so. Two kinds of limit, either or both:
//!
//! - a moment (`--timeout`): the exhaustive search checks it every few nodes, the explaining
//!   engine between steps and inside its long techniques;
//! - a budget of *work units*, counted, not timed, so where it stops is the same on every run
//!   and every machine: the solver spends `k² · n` units a node (the cost of choosing its next
//!   cell), the contradiction technique one unit per grid cell it copies, the engine one unit per
//!   grid cell each step scans. Work is counted per thread; work done ahead on other threads
//!   ([`map_ahead`]) is counted on the thread that takes its answers, in order.
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

/// `f` of every item, worked out ahead on the machine's cores and taken in order as if done here
/// one at a time: before each item, if `deadline` has passed, `None` (as a loop that checks it
/// before each item would stop there); else the work units the item took are counted on this
/// thread. Other threads (one fewer than the machine has cores, at most three; none for fewer
/// than `AHEAD_MIN` items) take items in order, and so does this one while the answer it
/// waits for is not ready. The items are worked out with `deadline`'s moment but not its work
/// budget (`f` is given the moment alone), so what each gives, and where a budget stops the
/// list, are the same on every machine and with any number of threads.
pub fn map_ahead<T: Sync, R: Send>(
    items: &[T],
    deadline: Deadline,
    f: impl Fn(&T, Deadline) -> R + Sync,
) -> Option<Vec<R>> {
    let mut answers = Vec::with_capacity(items.len());
    each_ahead(items, deadline, f, |_, answer| {
        answers.push(answer);
        true
    })?;
    Some(answers)
}

/// [`map_ahead`], with each answer handed to `take` (with its item's index) as soon as it is
/// ready, in order, rather than all at the end: `take` returning `false` stops the list there
/// (no item is started after it, and answers worked out ahead are dropped). `None` when
/// `deadline` passed before an item; else whether every item was taken.
// long because the other threads, the answers they leave and the taking in order share the one scope.
pub fn each_ahead<T: Sync, R: Send>(
    items: &[T],
    deadline: Deadline,
    f: impl Fn(&T, Deadline) -> R + Sync,
    mut take: impl FnMut(usize, R) -> bool,
) -> Option<bool> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    type Answer<R> = std::thread::Result<(R, u64)>;
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    let cores = *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let width = if items.len() < AHEAD_MIN {
        0
    } else {
        cores.saturating_sub(1).min(3)
    };
    let clock = deadline.clock();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    // Each item's answer, and whether it is there. The taker sleeps only when the answer it
    // needs is being worked out elsewhere, saying which one in `waiting`, and the thread that
    // leaves that answer wakes it: no system call per item otherwise.
    let slots: Vec<Mutex<Option<Answer<R>>>> = (0..items.len()).map(|_| Mutex::new(None)).collect();
    let filled: Vec<AtomicBool> = (0..items.len()).map(|_| AtomicBool::new(false)).collect();
    let waiting = AtomicUsize::new(usize::MAX);
    let taker = std::thread::current();
    // Works out the next item nobody has started, if any (`false`: none is left), with its work
    // kept to be counted when taken. A panic is kept with the item and raised again then.
    let work_next = || -> bool {
        let at = next.fetch_add(1, Ordering::Relaxed);
        let Some(item) = items.get(at) else {
            return false;
        };
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let before = spent();
            let answer = f(item, clock);
            let work = spent() - before;
            SPENT.with(|s| s.set(before));
            (answer, work)
        }));
        if let Ok(mut slot) = slots[at].lock() {
            *slot = Some(answer);
        }
        filled[at].store(true, Ordering::SeqCst);
        if waiting.load(Ordering::SeqCst) == at {
            taker.unpark();
        }
        true
    };
    let take_slot = |at: usize| -> Option<(R, u64)> {
        if !filled[at].load(Ordering::SeqCst) {
            return None;
        }
        match slots[at].lock().ok()?.take()? {
            Ok(answer) => Some(answer),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..width {
            scope.spawn(|| {
                // Each turn works out one item; it ends when none is left or none is wanted.
                let mut go_on = true;
                while go_on {
                    go_on = !stop.load(Ordering::Relaxed) && work_next();
                }
            });
        }
        for (at, is_filled) in filled.iter().enumerate() {
            if deadline.passed() {
                // The other threads start no new item.
                stop.store(true, Ordering::Relaxed);
                return None;
            }
            let (answer, work) = loop {
                if let Some(answer) = take_slot(at) {
                    break answer;
                }
                if next.load(Ordering::Relaxed) < items.len() {
                    work_next();
                    continue;
                }
                // Every item is in hand somewhere: wait for this one (a wake-up meant for an
                // earlier wait only makes the loop look again).
                waiting.store(at, Ordering::SeqCst);
                if !is_filled.load(Ordering::SeqCst) {
                    std::thread::park();
                }
                waiting.store(usize::MAX, Ordering::SeqCst);
            };
            spend(work);
            if !take(at, answer) {
                stop.store(true, Ordering::Relaxed);
                return Some(false);
            }
        }
        Some(true)
    })
}

/// Fewest items [`map_ahead`] starts other threads for (below it, starting them costs more than
/// they save).
const AHEAD_MIN: usize = 8;

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

    /// Answers come in order; the work done on other threads is counted here, item by item,
    /// and a budget stops the list where a loop over the items would stop.
    #[test]
    fn work_ahead_is_counted_here_in_order() {
        let items: Vec<u64> = (1..=40).collect();
        let start = spent();
        let answers = map_ahead(&items, Deadline::none(), |&i, _| {
            spend(i);
            i * i
        });
        assert_eq!(answers, Some(items.iter().map(|i| i * i).collect()));
        assert_eq!(spent() - start, items.iter().sum::<u64>());
        // 1 + 2 + … + 9 = 45 units: the tenth item is not taken under a budget of 45.
        let deadline = Deadline::none().with_work(45);
        assert_eq!(
            map_ahead(&items, deadline, |&i, _| {
                spend(i);
                i
            }),
            None
        );
        assert!(spent() - start - items.iter().sum::<u64>() == 45);
        // Too few items for other threads: the same, here.
        assert_eq!(
            map_ahead(&items[..3], Deadline::none(), |&i, _| i + 1),
            Some(vec![2, 3, 4])
        );
    }

    /// Answers reach the taker in order, one at a time; when it says stop, nothing after that
    /// item is taken or counted, whatever other threads worked out ahead.
    #[test]
    fn the_taker_sees_answers_in_order_and_may_stop() {
        let items: Vec<u64> = (1..=40).collect();
        let start = spent();
        let mut seen = Vec::new();
        let taken = each_ahead(
            &items,
            Deadline::none(),
            |&i, _| {
                spend(i);
                i * 10
            },
            |at, answer| {
                seen.push((at, answer));
                answer < 100
            },
        );
        assert_eq!(taken, Some(false));
        let expected: Vec<(usize, u64)> = (0..10).map(|at| (at, 10 * (at as u64 + 1))).collect();
        assert_eq!(seen, expected);
        assert_eq!(spent() - start, (1..=10).sum::<u64>());
        assert_eq!(
            each_ahead(&items, Deadline::none(), |&i, _| i, |_, _| true),
            Some(true)
        );
    }

    /// A panic while working ahead is raised again on the thread that takes the answers.
    #[test]
    #[should_panic(expected = "item 17")]
    fn a_panic_ahead_reaches_the_taker() {
        let items: Vec<u64> = (0..40).collect();
        map_ahead(&items, Deadline::none(), |&i, _| {
            assert!(i != 17, "item {i}");
            i
        });
    }
}
