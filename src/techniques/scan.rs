//! Grid scans shared by the cheap techniques and their memo ([`super::scan_memo`]): whether a
//! line is down to its last possibility, and what the links through an item's partners would
//! give it.

use crate::grid::Grid;
use crate::model::ItemId;

/// Whether a line with these ✓s and these still possible items is down to its last possibility
/// (or to none): no ✓ yet, at most one possible item.
pub(super) fn is_last_line(yes: u64, possible: u64) -> bool {
    yes == 0 && possible.count_ones() <= 1
}

/// What the links through A's partners would give A.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Pending {
    /// A partner's mark contradicts A's.
    pub clash: bool,
    /// A partner's ✓ falls on a cell open for A.
    pub yes: bool,
    /// A partner's ✗ falls on a cell open for A.
    pub no: bool,
}

/// The links A's partners offer, or `None` when A has no partner yet. `scratch` holds two
/// masks per category.
pub(super) fn pending_links(grid: &Grid, a: ItemId, scratch: &mut [u64]) -> Option<Pending> {
    let k = grid.categories();
    let (a_yes, a_no) = grid.lines(a);
    // Everything A's partners are with, and are not with, per category.
    scratch.fill(0);
    let (linked_yes, linked_no) = scratch.split_at_mut(k);
    let mut partners = 0;
    for (via, &partner) in a_yes.iter().enumerate() {
        if partner == 0 {
            continue;
        }
        let b = ItemId::new(via, partner.trailing_zeros() as usize);
        let (b_yes, b_no) = grid.lines(b);
        let (b_yes, b_no) = (&b_yes[..k], &b_no[..k]);
        for c in 0..k {
            linked_yes[c] |= b_yes[c];
            linked_no[c] |= b_no[c];
        }
        partners += 1;
    }
    if partners == 0 {
        return None;
    }
    // In A's own category the partners' lines are about A itself, not links. (A partner's own
    // category is empty in its lines, so it adds nothing there.)
    linked_yes[a.category] = 0;
    linked_no[a.category] = 0;
    let (mut clash, mut yes, mut no) = (0, 0, 0);
    let (a_yes, a_no) = (&a_yes[..k], &a_no[..k]);
    for c in 0..k {
        let open = !(a_yes[c] | a_no[c]);
        clash |= (linked_yes[c] & a_no[c]) | (linked_no[c] & a_yes[c]);
        yes |= linked_yes[c] & open;
        no |= linked_no[c] & open;
    }
    Some(Pending {
        clash: clash != 0,
        yes: yes != 0,
        no: no != 0,
    })
}
