//! Integration tests: one binary made of modules.
mod brute_force;
mod cli;
mod errors;
mod examples;
mod semantics;
