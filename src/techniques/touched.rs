//! Looking again only where a supposition changed the grid. A look-ahead (`contradiction`,
//! `case_split`, `refutations`) follows thousands of short runs of the easier techniques, each
//! from a copy of one grid on which those techniques found nothing. Several of them read only
//! the lines of a few items for each place they look at (a clue's items, an item and its
//! partners), so on such a run they can find something only where an item whose line changed
//! since that grid takes part. [`Quiet`] records which techniques found nothing on the grid a
//! run starts from; [`Touched`] the items whose lines changed since; a technique that is
//! [`local`](super::Technique::local) looks only at the places those items take part in, in its
//! usual order, so it finds exactly what a whole scan would. (Debug builds check that against
//! the whole scan at every step.)

use super::{Context, Technique, TechniqueId};
use crate::grid::{Fact, Grid};
use crate::model::ItemId;
use std::cell::{Ref, RefCell};

/// A grid on which some local techniques found nothing: where runs of steps start.
#[derive(Debug)]
pub struct Quiet<'a> {
    base: &'a Grid,
    /// Bit `id as usize`: that technique found nothing on `base`.
    found_nothing: u64,
}

impl<'a> Quiet<'a> {
    /// Asks each local technique of `techniques` on `ctx`'s grid once.
    pub fn new(ctx: &Context<'a>, techniques: &[&dyn Technique]) -> Quiet<'a> {
        let mut found_nothing = 0;
        for t in techniques.iter().filter(|t| t.local()) {
            if ctx.found_nothing(t.id()) || (t.find(ctx).is_none() && !ctx.deadline.passed()) {
                found_nothing |= t.id().bit();
            }
        }
        Quiet {
            base: ctx.grid,
            found_nothing,
        }
    }

    /// No item touched yet (for a run whose grid is built from the quiet one by setting facts,
    /// each added as it is set, rather than compared line by line afterwards).
    pub fn untouched(&self) -> Touched {
        Touched::none(self.base.categories())
    }

    /// Whether `technique` found nothing on the grid runs start from.
    pub fn covers(&self, technique: TechniqueId) -> bool {
        self.found_nothing & technique.bit() != 0
    }

    /// The items whose lines differ between the grid runs start from and `grid` (a copy of it
    /// with more cells set).
    pub fn touched(&self, grid: &Grid) -> Touched {
        let mut touched = Touched::none(grid.categories());
        grid.each_changed_line(self.base, |item, category, cells| {
            touched.masks[item.category] |= 1 << item.index;
            touched.masks[category] |= cells;
        });
        touched
    }
}

/// The items whose lines changed since the grid a run started from ([`Quiet`]).
#[derive(Debug, Clone)]
pub struct Touched {
    /// Per category, the indices of its touched items.
    masks: Vec<u64>,
    /// Where [`near`](Self::near) works (kept, so a look does not allocate).
    near: RefCell<Vec<u64>>,
}

impl Touched {
    /// Sets `fact` on `grid` (a copy of the quiet grid, with `origin`), adding it and its
    /// one-to-one consequences.
    pub fn set(
        &mut self,
        grid: &mut Grid,
        fact: Fact,
        origin: crate::grid::Origin,
    ) -> Result<(), crate::grid::Clash> {
        grid.set_with(fact, origin, |c| self.add(c))?;
        self.add(fact);
        Ok(())
    }

    /// The cell of `fact` was set.
    pub fn add(&mut self, fact: Fact) {
        self.masks[fact.a.category] |= 1 << fact.a.index;
        self.masks[fact.b.category] |= 1 << fact.b.index;
    }

    /// None touched, for the same grid.
    pub fn emptied(&self) -> Touched {
        Touched::none(self.masks.len())
    }

    /// No item of `categories` categories touched.
    fn none(categories: usize) -> Touched {
        Touched {
            masks: vec![0; categories],
            near: RefCell::new(Vec::new()),
        }
    }

    /// Forgets every item touched so far.
    pub fn clear(&mut self) {
        self.masks.fill(0);
    }

    /// Whether `item`'s lines changed.
    pub fn item(&self, item: ItemId) -> bool {
        self.masks[item.category] & (1 << item.index) != 0
    }

    /// The touched items of `category`, as index bits.
    pub fn in_category(&self, category: usize) -> u64 {
        self.masks[category]
    }

    /// Per category, the items touched or with a touched partner: what a link through a
    /// partner reads.
    pub fn near(&self, grid: &Grid) -> Ref<'_, [u64]> {
        let mut near = self.near.borrow_mut();
        near.clear();
        near.extend_from_slice(&self.masks);
        for (category, &mask) in self.masks.iter().enumerate() {
            let mut rest = mask;
            while rest != 0 {
                let index = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let (yes, _) = grid.lines(ItemId::new(category, index));
                for (n, &partner) in near.iter_mut().zip(yes) {
                    *n |= partner;
                }
            }
        }
        drop(near);
        Ref::map(self.near.borrow(), Vec::as_slice)
    }
}
