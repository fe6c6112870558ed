//! The architecture's invariants, read from the source (docs/ARCHITECTURE.md): the library's
//! modules import each other without cycles, each folder only from the layers below it, and no
//! file or function grows past its size without a reason written at its top.
//!
//! Imports are read as text: every `crate::…` and `super::…` path outside comments and before
//! the file's `#[cfg(test)]` tests, resolved to the file module it names (through a folder's
//! `pub use child::…` re-exports). A folder's `mod.rs` declaring and re-exporting its own
//! children is not an import.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The library's layers, lowest first: a module may import from its own unit and from units of
/// lower layers only. A unit is the longest listed prefix of a module path.
const LAYERS: &[&[&str]] = &[
    &["limits", "deadline"],
    &["syntax", "words::english"],
    &["model"],
    &["grid"],
    &["solver"],
    &["words"],
    &["techniques"],
    &["explain"],
    &["analysis"],
    &["generate"],
    &["render"],
    &["documents"],
];

/// How long a file or a function may grow before its top must say why.
const FILE_LINES: usize = 800;
const FUNCTION_LINES: usize = 80;
/// The words that give the reason, in a `//` line at the top of the file or of the function.
const REASON: &str = "long because";

struct Module {
    path: String,
    file: PathBuf,
    /// The file's code before its tests, comments removed.
    code: String,
}

fn modules() -> Vec<Module> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&root, &mut files);
    files
        .into_iter()
        .filter_map(|file| {
            let relative = file
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .to_string();
            // The binary (main.rs and app/) sits on top of the library and is not layered.
            if relative == "main.rs" || relative.starts_with("app/") {
                return None;
            }
            let path = relative
                .trim_end_matches(".rs")
                .trim_end_matches("/mod")
                .replace('/', "::");
            let path = if path == "lib" { String::new() } else { path };
            let text = std::fs::read_to_string(&file).unwrap();
            let code = text
                .lines()
                .take_while(|l| !l.starts_with("#[cfg(test)]"))
                .map(|l| match l.find("//") {
                    Some(i) => &l[..i],
                    None => l,
                })
                .collect::<Vec<_>>()
                .join("\n");
            Some(Module { path, file, code })
        })
        .collect()
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every path written after `crate::` or `super::` (`use` groups expanded), as segments from
/// the crate root.
fn paths(module: &str, code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for (prefix, base) in [("crate::", Vec::new()), ("super::", parent(module))] {
        let mut rest = code;
        while let Some(i) = rest.find(prefix) {
            let before = rest[..i].chars().next_back();
            rest = &rest[i + prefix.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            expand(&base, rest, &mut out);
        }
    }
    out
}

/// The module `super` names from `module`.
fn parent(module: &str) -> Vec<String> {
    let mut segments: Vec<String> = module
        .split("::")
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    // In `a/b.rs` (module a::b) `super` is `a`; in `a/mod.rs` (module a) it is a's parent.
    segments.pop();
    segments
}

/// Reads one path (or `{…}` group) at the start of `text`, appending full paths to `out`.
fn expand(base: &[String], text: &str, out: &mut Vec<Vec<String>>) {
    let mut segments = base.to_vec();
    let mut rest = text;
    loop {
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        expand(&segments, group[start..i].trim(), out);
                        return;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&segments, group[start..i].trim(), out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            return;
        }
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        segments.push(rest[..end].to_string());
        rest = &rest[end..];
        match rest.strip_prefix("::") {
            Some(more) => rest = more,
            None => break,
        }
    }
    if !segments.is_empty() {
        out.push(segments);
    }
}

/// For each folder module, the names its `pub use child::…` lines re-export, by child.
fn reexports(modules: &[Module]) -> BTreeMap<(String, String), String> {
    let mut out = BTreeMap::new();
    for m in modules {
        for line in m.code.lines() {
            let Some(rest) = line.trim().strip_prefix("pub use ") else {
                continue;
            };
            let Some((child, names)) = rest.split_once("::") else {
                continue;
            };
            if child == "crate" || child == "super" || child == "self" {
                continue;
            }
            let names = names
                .trim_end_matches(';')
                .trim_matches(|c| c == '{' || c == '}');
            for name in names.split(',') {
                let name = name.split(" as ").last().unwrap_or("").trim();
                let child_path = join(&m.path, child);
                out.insert((m.path.clone(), name.to_string()), child_path);
            }
        }
    }
    out
}

fn join(a: &str, b: &str) -> String {
    if a.is_empty() {
        b.to_string()
    } else {
        format!("{a}::{b}")
    }
}

/// The file module a path names: its longest module prefix, through re-exports.
fn resolve(
    segments: &[String],
    known: &BTreeSet<String>,
    reexports: &BTreeMap<(String, String), String>,
) -> Option<String> {
    let mut found: Option<String> = None;
    let mut current = String::new();
    for segment in segments {
        let next = join(&current, segment);
        if known.contains(&next) {
            current = next;
            found = Some(current.clone());
            continue;
        }
        if let Some(child) = reexports.get(&(current.clone(), segment.clone())) {
            found = Some(child.clone());
        }
        break;
    }
    found.filter(|m| !m.is_empty())
}

fn unit(module: &str) -> (usize, &'static str) {
    let mut best: Option<(usize, &'static str)> = None;
    for (layer, units) in LAYERS.iter().enumerate() {
        for unit in *units {
            let matches = module == *unit || module.starts_with(&format!("{unit}::"));
            if matches && best.is_none_or(|(_, b)| unit.len() > b.len()) {
                best = Some((layer, unit));
            }
        }
    }
    best.unwrap_or_else(|| panic!("module `{module}` is in no layer of LAYERS"))
}

/// The import graph between the library's file modules.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules();
    let known: BTreeSet<String> = modules.iter().map(|m| m.path.clone()).collect();
    let reexports = reexports(&modules);
    let mut graph = BTreeMap::new();
    // The crate root only declares and re-exports.
    for m in modules.iter().filter(|m| !m.path.is_empty()) {
        let is_folder = m.file.ends_with("mod.rs");
        let edges: &mut BTreeSet<String> = graph.entry(m.path.clone()).or_default();
        for path in paths(&m.path, &m.code) {
            let Some(target) = resolve(&path, &known, &reexports) else {
                continue;
            };
            let own_child = is_folder && target.starts_with(&join(&m.path, ""));
            if target != m.path && !own_child {
                edges.insert(target);
            }
        }
    }
    graph
}

#[test]
fn modules_import_without_cycles() {
    let graph = graph();
    // Depth-first search with colours: an edge to a module still on the stack closes a cycle.
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        colour: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
        cycles: &mut Vec<String>,
    ) {
        colour.insert(node.to_string(), 1);
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            match colour.get(next.as_str()).copied().unwrap_or(0) {
                1 => {
                    let from = stack.iter().position(|n| n == next).unwrap();
                    let mut cycle = stack[from..].to_vec();
                    cycle.push(next.clone());
                    cycles.push(cycle.join(" -> "));
                }
                0 => visit(next, graph, colour, stack, cycles),
                _ => {}
            }
        }
        stack.pop();
        colour.insert(node.to_string(), 2);
    }
    let mut colour = BTreeMap::new();
    let mut cycles = Vec::new();
    for node in graph.keys() {
        if colour.get(node.as_str()).copied().unwrap_or(0) == 0 {
            visit(node, &graph, &mut colour, &mut Vec::new(), &mut cycles);
        }
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
    // The test can fail: it sees the imports it is meant to see.
    assert!(graph["explain::engine"].contains("techniques::run"));
    assert!(graph["techniques::contradiction"].contains("techniques::run"));
}

#[test]
fn each_layer_imports_only_from_below() {
    let mut wrong = Vec::new();
    for (from, targets) in graph() {
        let (layer, own) = unit(&from);
        for to in targets {
            let (target_layer, target_unit) = unit(&to);
            if target_unit != own && target_layer >= layer {
                wrong.push(format!("{from} -> {to}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers (see LAYERS and docs/ARCHITECTURE.md):\n{}",
        wrong.join("\n")
    );
    // The rules the issue names, said outright.
    for (from, to) in [
        ("techniques::contradiction", "explain"),
        ("syntax::parser", "model"),
    ] {
        assert!(unit(from).0 < unit(to).0);
    }
}

/// The binary is a user of the library like any other, and the README and docs show users what
/// they can write: both name only the public API (the re-exports at the crate's root,
/// `documents` and `limits`), never a module that only the crate's tests reach through the
/// `internals` feature. (A plain `cargo build` refuses such a path in the binary; `cargo test`
/// builds it, and the README's doctests, with the feature on, so this test says it there.)
#[test]
fn the_binary_and_the_docs_use_only_the_public_api() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = manifest.join("src");
    let mut files = vec![root.join("main.rs"), manifest.join("README.md")];
    collect(&root.join("app"), &mut files);
    for entry in std::fs::read_dir(manifest.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            files.push(path);
        }
    }
    let mut seen = 0;
    let mut wrong = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (at, _) in text.match_indices("gridsleuth::") {
            seen += 1;
            let rest = &text[at + "gridsleuth::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let is_module = rest[name.len()..].starts_with("::")
                && name.starts_with(|c: char| c.is_ascii_lowercase());
            if is_module && !["documents", "limits"].contains(&name.as_str()) {
                wrong.push(format!("{}: gridsleuth::{name}::", file.display()));
            }
        }
    }
    assert!(seen > 20, "the binary's library paths were not found");
    assert!(
        wrong.is_empty(),
        "the binary reaches inside:\n{}",
        wrong.join("\n")
    );
}

/// Sentences are built in `words/` (about a puzzle's facts) and `render/` (documents' own
/// lines), nowhere else on the explaining side: the techniques and the engine give reasons as
/// shapes (`words::reasons::Reason`), and `documents/` assembles what `render/` words. So no
/// `format!` or `prose![…]` outside their tests in `techniques/`, `explain/` or `documents/`.
#[test]
fn sentences_are_built_in_words_and_render_only() {
    let mut found = Vec::new();
    let mut seen = 0;
    for module in modules() {
        let folder = module.path.split("::").next().unwrap_or_default();
        if !["techniques", "explain", "documents", "words", "render"].contains(&folder) {
            continue;
        }
        let builds =
            module.code.matches("format!(").count() + module.code.matches("prose![").count();
        if ["words", "render"].contains(&folder) {
            seen += builds;
        } else if builds > 0 {
            found.push(format!("{}: {builds}", module.file.display()));
        }
    }
    // The test can fail: it sees the sentences words/ and render/ build.
    assert!(seen > 100, "{seen}");
    assert!(
        found.is_empty(),
        "sentences built outside words/ and render/ (give the reason as a shape):\n{}",
        found.join("\n")
    );
}

#[test]
fn long_files_and_functions_say_why() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&root, &mut files);
    let mut unexplained = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let name = file.strip_prefix(&root).unwrap().display().to_string();
        let header = lines
            .iter()
            .take_while(|l| l.starts_with("//"))
            .any(|l| l.contains(REASON));
        if lines.len() > FILE_LINES && !header {
            unexplained.push(format!("{name}: {} lines", lines.len()));
        }
        // Functions of the code, not of its tests.
        let code_end = lines
            .iter()
            .position(|l| l.starts_with("#[cfg(test)]"))
            .unwrap_or(lines.len());
        for (start, len) in functions(&lines[..code_end]) {
            let reason = lines[..start]
                .iter()
                .rev()
                .take_while(|l| {
                    let t = l.trim_start();
                    t.starts_with("//") || t.starts_with("#[")
                })
                .any(|l| l.contains(REASON));
            if len > FUNCTION_LINES && !reason {
                unexplained.push(format!("{name}:{}: a function of {len} lines", start + 1));
            }
        }
    }
    assert!(
        unexplained.is_empty(),
        "over {FILE_LINES} lines a file, over {FUNCTION_LINES} a function, with no `// {REASON} …` \
         line at its top:\n{}",
        unexplained.join("\n")
    );
}

/// Each `fn` item's first line and length (to its closing brace at the same indent).
fn functions(lines: &[&str]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let is_fn = [
            "fn ",
            "pub fn ",
            "pub(crate) fn ",
            "pub(super) fn ",
            "const fn ",
        ]
        .iter()
        .any(|p| trimmed.starts_with(p));
        if !is_fn || trimmed.ends_with(';') {
            continue;
        }
        let close = format!("{}}}", " ".repeat(indent));
        if let Some(end) = lines[i..].iter().position(|l| *l == close) {
            out.push((i, end + 1));
        }
    }
    out
}
