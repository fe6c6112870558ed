//! Integration tests: one binary made of modules.
mod brute_force;
mod catalog;
mod cli;
mod commands;
mod engine;
mod errors;
mod examples;
mod ordered;
mod semantics;
