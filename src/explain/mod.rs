//! The explaining engine and what it produces: the deduction loop over the technique catalog
//! (`engine`), the steps and the explanation (`explanation`), the moves a person reads
//! (`moves`), the difficulty (`rating`) and other minimal premises for a step (`alternatives`).

pub mod alternatives;
pub mod effort;
pub mod engine;
pub mod explanation;
mod guess;
pub mod moves;
pub mod quick_rating;
pub mod rating;
