//! Prose: a reason's words with its citations kept as data. A technique says why a step holds
//! in words and cites the cells it rests on by where they came from (their [`Origin`]: a step,
//! a line of a supposition's chain, a case line, a given); a citation stays a number until the
//! reason is printed. So the moves view can cite "move 2" where the steps view cites "step 5",
//! and a chain renumbered after it is cut keeps its citations, with no text read back: an item
//! named "step 2" prints as itself.
//!
//! Build prose with `prose!` (pieces in order: words and citations), print it
//! with [`Prose::text`] (steps as steps) or [`Prose::text_with`] (steps through a numbering).

use crate::grid::{CASE_BASE, CASE_SUPPOSITION, Origin, SUPPOSED_BASE, SUPPOSITION};
use crate::words::english::{inline, join, sentence};

/// Words and citations, in reading order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Prose {
    spans: Vec<Span>,
}

/// One piece of [`Prose`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Span {
    Words(String),
    /// Where some facts came from, each source once, in order ("steps 2 and 7 and from the
    /// supposition"); in parentheses when `paren`.
    Cite {
        origins: Vec<Origin>,
        paren: bool,
    },
    /// Names, each with where it came from, those from one source said together: "the butler
    /// and the plumber (move 1) and the dentist (move 2)". Names whose sources print alike (two
    /// steps of one move) are said together too.
    Named(Vec<(String, Origin)>),
}

/// Concatenates words (`&str`, `String`) and prose (a citation, a cited fact) into one
/// [`Prose`]: `prose!["Because ", fact, " ", ctx.cite(link), "."]`. (Reached as `crate::prose!`.)
macro_rules! prose {
    ($($piece:expr),* $(,)?) => {{
        let mut out = $crate::words::Prose::default();
        $(out.push($piece);)*
        out
    }};
}
pub(crate) use prose;

impl Prose {
    /// A citation of where `origins` came from ("step 3", "steps 2 and 7", "from 2 above").
    pub fn cite(origins: impl IntoIterator<Item = Origin>) -> Prose {
        Prose::citation(origins, false)
    }

    /// [`Prose::cite`] in parentheses: "(step 3)".
    pub fn cite_paren(origins: impl IntoIterator<Item = Origin>) -> Prose {
        Prose::citation(origins, true)
    }

    fn citation(origins: impl IntoIterator<Item = Origin>, paren: bool) -> Prose {
        let mut origins: Vec<Origin> = origins.into_iter().collect();
        origins.sort();
        origins.dedup();
        Prose {
            spans: vec![Span::Cite { origins, paren }],
        }
    }

    /// Names each with where it came from (see [`Span::Named`]), in order.
    pub fn named(names: Vec<(String, Origin)>) -> Prose {
        Prose {
            spans: vec![Span::Named(names)],
        }
    }

    /// Appends words or prose.
    pub fn push(&mut self, piece: impl Into<Prose>) {
        for span in piece.into().spans {
            match (self.spans.last_mut(), span) {
                (Some(Span::Words(last)), Span::Words(more)) => last.push_str(&more),
                (_, Span::Words(more)) if more.is_empty() => {}
                (_, span) => self.spans.push(span),
            }
        }
    }

    /// Appends words.
    pub fn push_str(&mut self, words: &str) {
        self.push(words);
    }

    /// Whether there is nothing to say.
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// Pieces joined as a list: "a", "a and b", "a, b and c" (see [`join`]).
    pub fn join(pieces: Vec<Prose>, conjunction: &str) -> Prose {
        let count = pieces.len();
        let mut out = Prose::default();
        for (i, piece) in pieces.into_iter().enumerate() {
            if i > 0 && i + 1 == count {
                out.push(format!(" {conjunction} "));
            } else if i > 0 {
                out.push(", ");
            }
            out.push(piece);
        }
        out
    }

    /// The same prose opening with a capital (see [`sentence`]).
    pub fn sentence(mut self) -> Prose {
        if let Some(Span::Words(first)) = self.spans.first_mut() {
            *first = sentence(first);
        }
        self
    }

    /// The same prose said after a colon or inside another sentence (see [`inline`]).
    pub fn inline(mut self) -> Prose {
        if let Some(Span::Words(first)) = self.spans.first_mut() {
            *first = inline(first);
        }
        self
    }

    /// Whether the words (citations aside) end with `suffix`.
    pub fn ends_with(&self, suffix: &str) -> bool {
        matches!(self.spans.last(), Some(Span::Words(w)) if w.ends_with(suffix))
    }

    /// Every origin cited, in order of citation.
    pub fn origins(&self) -> impl Iterator<Item = Origin> + '_ {
        self.spans.iter().flat_map(|span| -> Vec<Origin> {
            match span {
                Span::Cite { origins, .. } => origins.clone(),
                Span::Named(names) => names.iter().map(|(_, o)| *o).collect(),
                Span::Words(_) => Vec::new(),
            }
        })
    }

    /// Every step cited (origins of the explanation's own steps), sorted, each once.
    pub fn steps(&self) -> Vec<usize> {
        let mut steps: Vec<usize> = self
            .origins()
            .filter(|&o| is_step(o))
            .map(|o| o as usize)
            .collect();
        steps.sort();
        steps.dedup();
        steps
    }

    /// The same prose with every cited origin mapped by `f` (a chain renumbered after it is
    /// cut, a case's lines moved into another band).
    pub fn map_origins(&self, mut f: impl FnMut(Origin) -> Origin) -> Prose {
        let spans = self
            .spans
            .iter()
            .map(|span| match span {
                Span::Words(w) => Span::Words(w.clone()),
                Span::Cite { origins, paren } => {
                    let mut origins: Vec<Origin> = origins.iter().map(|&o| f(o)).collect();
                    origins.sort();
                    origins.dedup();
                    Span::Cite {
                        origins,
                        paren: *paren,
                    }
                }
                Span::Named(names) => {
                    Span::Named(names.iter().map(|(n, o)| (n.clone(), f(*o))).collect())
                }
            })
            .collect();
        Prose { spans }
    }

    /// The prose as text, steps cited as steps ("step 3").
    pub fn text(&self) -> String {
        self.text_with(|_| None)
    }

    /// The prose as text, each step cited as the move `move_of` gives it ("move 2"), or as a
    /// step when it gives none.
    pub fn text_with(&self, move_of: impl Fn(usize) -> Option<usize>) -> String {
        let mut out = String::new();
        for span in &self.spans {
            match span {
                Span::Words(w) => out.push_str(w),
                Span::Cite { origins, paren } => {
                    let said = cite_text(origins, &move_of);
                    if *paren {
                        out.push('(');
                        out.push_str(&said);
                        out.push(')');
                    } else {
                        out.push_str(&said);
                    }
                }
                Span::Named(names) => out.push_str(&named_text(names, &move_of)),
            }
        }
        out
    }
}

/// "the butler and the plumber (move 1) and the dentist (move 2)": the names grouped by how
/// their source prints, groups in order of first appearance.
fn named_text(names: &[(String, Origin)], move_of: &impl Fn(usize) -> Option<usize>) -> String {
    let mut groups: Vec<(String, Vec<&str>)> = Vec::new();
    for (name, origin) in names {
        let source = cite_text(&[*origin], move_of);
        match groups.iter_mut().find(|(s, _)| *s == source) {
            Some((_, group)) => group.push(name),
            None => groups.push((source, vec![name])),
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|(source, group)| format!("{} ({source})", join(group, "and")))
        .collect();
    join(&parts, "and")
}

/// Whether an origin is a step of the explanation (not a given, a supposition or a case line).
fn is_step(origin: Origin) -> bool {
    origin > 0 && origin < CASE_BASE
}

/// "moves 1 and 3 and step 5 and from the supposition": moves, then steps with no move, then
/// the other sources, each group in order.
fn cite_text(origins: &[Origin], move_of: &impl Fn(usize) -> Option<usize>) -> String {
    let mut moves = Vec::new();
    let mut steps = Vec::new();
    for &o in origins.iter().filter(|&&o| is_step(o)) {
        match move_of(o as usize) {
            Some(m) => moves.push(m),
            None => steps.push(o as usize),
        }
    }
    moves.sort();
    moves.dedup();
    let mut parts = Vec::new();
    for (word, list) in [("move", moves), ("step", steps)] {
        let names: Vec<String> = list.iter().map(usize::to_string).collect();
        match &names[..] {
            [] => {}
            [one] => parts.push(format!("{word} {one}")),
            many => parts.push(format!("{word}s {}", join(many, "and"))),
        }
    }
    parts.extend(
        origins
            .iter()
            .filter(|&&o| !is_step(o))
            .map(|&o| source_name(o)),
    );
    join(&parts, "and")
}

/// A source that is not a step: "given" (a player's fact), "from the supposition", "from 2
/// above" (a line of a supposition's chain), "from the case", "from case line 2".
fn source_name(origin: Origin) -> String {
    match origin {
        0 => "given".to_string(),
        SUPPOSITION => "from the supposition".to_string(),
        o if o >= SUPPOSED_BASE => format!("from {} above", o - SUPPOSED_BASE),
        CASE_SUPPOSITION => "from the case".to_string(),
        o if o >= CASE_BASE => format!("from case line {}", o - CASE_BASE),
        o => format!("step {o}"),
    }
}

impl From<&str> for Prose {
    fn from(words: &str) -> Prose {
        Prose::from(words.to_string())
    }
}

impl From<String> for Prose {
    fn from(words: String) -> Prose {
        let spans = if words.is_empty() {
            Vec::new()
        } else {
            vec![Span::Words(words)]
        };
        Prose { spans }
    }
}

impl From<&String> for Prose {
    fn from(words: &String) -> Prose {
        Prose::from(words.as_str())
    }
}

impl From<&Prose> for Prose {
    fn from(prose: &Prose) -> Prose {
        prose.clone()
    }
}

/// For unit tests only: prose read as its text (steps as steps). The library itself has no
/// `Display` for prose, so every place that prints a reason chooses how citations read.
#[cfg(test)]
impl std::fmt::Display for Prose {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

#[cfg(test)]
impl Prose {
    /// Whether the text contains `words`.
    pub fn contains(&self, words: &str) -> bool {
        self.text().contains(words)
    }

    /// Whether the text starts with `words`.
    pub fn starts_with(&self, words: &str) -> bool {
        self.text().starts_with(words)
    }
}

#[cfg(test)]
impl PartialEq<&str> for Prose {
    fn eq(&self, other: &&str) -> bool {
        self.text() == *other
    }
}

#[cfg(test)]
impl PartialEq<String> for Prose {
    fn eq(&self, other: &String) -> bool {
        self.text() == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citations_print_as_steps_or_moves() {
        let p = prose!["Ann has the cat ", Prose::cite_paren([8]), "."];
        assert_eq!(p.text(), "Ann has the cat (step 8).");
        assert_eq!(
            p.text_with(|n| (n == 8).then_some(2)),
            "Ann has the cat (move 2)."
        );
        let p = Prose::cite([39, 1, 21, SUPPOSITION]);
        assert_eq!(p.text(), "steps 1, 21 and 39 and from the supposition");
        assert_eq!(
            p.text_with(|n| (n != 21).then_some(n / 10 + 1)),
            "moves 1 and 4, step 21 and from the supposition"
        );
    }

    #[test]
    fn moves_are_listed_once_each_before_steps_without_a_move() {
        let moves_of = |n: usize| match n {
            1 => Some(1),
            21 | 39 => Some(3),
            8 => Some(2),
            _ => None,
        };
        assert_eq!(
            Prose::cite([1, 21, 39]).text_with(moves_of),
            "moves 1 and 3"
        );
        assert_eq!(
            Prose::cite_paren([8, 40]).text_with(moves_of),
            "(move 2 and step 40)"
        );
        assert_eq!(
            Prose::cite([8, SUPPOSITION]).text_with(moves_of),
            "move 2 and from the supposition"
        );
    }

    #[test]
    fn words_that_look_like_citations_stay_words() {
        let p = prose!["clue 1 (`Ann + step 2`) ", Prose::cite_paren([2])];
        assert_eq!(
            p.text_with(|n| Some(n + 10)),
            "clue 1 (`Ann + step 2`) (move 12)"
        );
        assert_eq!(p.steps(), vec![2]);
    }

    #[test]
    fn bands_renumber_as_numbers() {
        let p = prose!["x ", Prose::cite_paren([SUPPOSED_BASE + 4, 3])];
        assert_eq!(p.text(), "x (step 3 and from 4 above)");
        let q = p.map_origins(|o| {
            if o == SUPPOSED_BASE + 4 {
                SUPPOSED_BASE + 1
            } else {
                o
            }
        });
        assert_eq!(q.text(), "x (step 3 and from 1 above)");
        assert_eq!(
            Prose::cite([CASE_BASE + 2, CASE_SUPPOSITION, 0]).text(),
            "given, from case line 2 and from the case"
        );
    }

    #[test]
    fn names_from_one_move_are_said_together() {
        let p = Prose::named(vec![
            ("the butler".into(), 1),
            ("the plumber".into(), 1),
            ("the dentist".into(), 2),
            ("the solicitor".into(), 3),
        ]);
        assert_eq!(
            p.text(),
            "the butler and the plumber (step 1), the dentist (step 2) and the solicitor (step 3)"
        );
        let one_move = |n: usize| Some(if n < 3 { 1 } else { 2 });
        assert_eq!(
            p.text_with(one_move),
            "the butler, the plumber and the dentist (move 1) and the solicitor (move 2)"
        );
        assert_eq!(p.steps(), vec![1, 2, 3]);
    }

    #[test]
    fn lists_and_sentences() {
        let parts = vec![Prose::from("a"), Prose::cite([1]), Prose::from("c")];
        assert_eq!(Prose::join(parts, "or").text(), "a, step 1 or c");
        assert_eq!(prose!["the cat", "."].sentence().text(), "The cat.");
        assert!(prose!["x", "."].ends_with("."));
        assert!(Prose::from("").is_empty());
    }
}
