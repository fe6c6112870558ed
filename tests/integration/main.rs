//! Integration tests: one binary made of modules.
