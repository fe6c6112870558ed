//! The validated puzzle: categories of items, and clues whose names are resolved to [`ItemId`]s.
//! Also the exact meaning of a clue on a complete answer grid ([`Solution`]), which every solver
//! and technique must agree with.
//!
//! Ordered categories carry a value per item ([`Order`]), and comparison options
//! ([`Relation::Compare`]) read the values of the rows that hold two items.
//!
//! A *row* is one item of each category; row `r` is the row holding item `r` of the first
//! category, so a solution is an `n × k` table whose first column is `0..n`.

mod clock;
mod count;
mod lower;
pub mod meaning;
pub mod names;
mod natural;
pub mod phrasing;
pub mod print;
pub mod readings;

use std::fmt;

pub(crate) use clock::wrapped_past_noon;
pub use count::{CountClue, Statement};

use crate::syntax::diagnostic::{Diagnostic, ErrorKind, PuzzleError};
use crate::syntax::{Source, Span, parse_file};

/// An item: which category, and its position in that category's list (both from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ItemId {
    /// The category's index (file order, from 0).
    pub category: usize,
    /// The item's index in its category (list order, from 0).
    pub index: usize,
}

impl ItemId {
    /// The item `index` of category `category`.
    pub fn new(category: usize, index: usize) -> ItemId {
        ItemId { category, index }
    }
}

/// A category and its items, spelled as in the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Category {
    /// The name as written.
    pub name: String,
    /// Its items, as written, in list order.
    pub items: Vec<String>,
    /// The 1-based line it was declared on.
    pub line: usize,
    /// For a category marked `(ordered)`: its items' values.
    pub order: Option<Order>,
}

/// The values of an ordered category's items, in list order (strictly increasing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order {
    /// Each item's value, scaled to whole numbers by `10^decimals`.
    pub values: Vec<i64>,
    /// How many decimal places the values were written with (`$2.50` → 2).
    pub decimals: u32,
    /// True when every item carries a number; otherwise the values are the positions 1..n.
    pub numeric: bool,
    /// True when the items are clock times (`9:30`, `1pm`): the values are minutes of the day.
    pub clock: bool,
}

impl Order {
    /// A value in the units it was written in (`250` with 2 decimals → `2.50`).
    pub fn show(&self, value: i64) -> String {
        if self.clock {
            return clock::show_duration(value);
        }
        show_scaled(value, self.decimals)
    }
}

/// A whole number scaled by `10^decimals`, written back with its decimal places.
pub fn show_scaled(value: i64, decimals: u32) -> String {
    if decimals == 0 {
        return value.to_string();
    }
    let scale = 10i64.pow(decimals);
    let sign = if value < 0 { "-" } else { "" };
    let magnitude = value.unsigned_abs();
    let scale = scale.unsigned_abs();
    format!(
        "{sign}{}.{:0width$}",
        magnitude / scale,
        magnitude % scale,
        width = decimals as usize
    )
}

/// One clue line: it holds when at least one of its options holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clue {
    /// The 1-based line in the file.
    pub line: usize,
    /// The clue as written, without comment.
    pub text: String,
    /// At least one option; the clue holds when any of them does.
    pub options: Vec<ClueOption>,
    /// For a clue a case supposes (line 0: a statement supposed true or false, or a liar's
    /// condition), whose it is and how; `None` for every clue of a file. Its `text` is then the
    /// option in clue syntax.
    pub supposed: Option<Supposed>,
}

/// Whose statement a supposed clue is, and what the case supposes of the speaker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Supposed {
    /// The one who said it.
    pub speaker: ItemId,
    /// What is supposed of them.
    pub kind: SupposedKind,
}

/// What a case supposes of a speaker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SupposedKind {
    /// Their statement is true.
    TellsTruth,
    /// Their statement is false.
    Lies,
    /// They are not the liar (of a liar line).
    IsNotLiar,
    /// They are the liar.
    IsLiar,
}

/// One option of a clue: its terms and how they are related, perhaps negated.
///
/// - `Together` (`A + B + …`): some row holds every term (or, negated, no row does).
/// - `Compare` (`A < B`, `A = B + 2`, `A next to B`): the two terms are single items; the values
///   (in the comparison's ordered category) of the rows holding them are related as it says.
/// - `Pairs` (`{A, B} = {C, D}`): four single items; A and B are in different rows, and those
///   rows are A with C and B with D, or A with D and B with C.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClueOption {
    /// A `not` in front: the option holds when its relation does not.
    pub negated: bool,
    /// The terms the relation is about.
    pub terms: Vec<Term>,
    /// How the terms are related.
    pub relation: Relation,
}

/// How an option's terms are related.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Relation {
    /// `A + B + …`: one row holds every term.
    Together,
    /// A comparison of two items' places in an ordered category.
    Compare(Comparison),
    /// `{A, B} = {C, D}`: of A and B, one is with C and the other with D.
    Pairs,
}

/// A comparison of two items by an ordered category.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    /// The ordered category compared on.
    pub category: usize,
    /// Which comparison (before, after, a fixed difference, a distance).
    pub kind: CompareKind,
    /// That category's values (copied from its [`Order`], so a clue is self-contained).
    pub values: Vec<i64>,
}

/// What a comparison says of the first item's value `a` and the second's `b`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareKind {
    /// `A < B`: a < b.
    Before,
    /// `A > B`: a > b.
    After,
    /// `A = B + K`: a = b + K (K scaled like the values; never 0).
    Offset(i64),
    /// `A ~K B`, `A next to B`: their positions are exactly K apart, either way.
    Apart(usize),
}

impl Comparison {
    /// Whether the comparison holds when the first item's row holds item `i` of the ordered
    /// category and the second's holds item `j` (positions from 0). Not negated.
    pub fn allows(&self, i: usize, j: usize) -> bool {
        match self.kind {
            CompareKind::Before => i < j,
            CompareKind::After => i > j,
            CompareKind::Offset(k) => match (self.values.get(i), self.values.get(j)) {
                (Some(&a), Some(&b)) => b.checked_add(k) == Some(a),
                _ => false,
            },
            CompareKind::Apart(k) => i.abs_diff(j) == k,
        }
    }

    /// For each position `i` of the first item, the positions `j` of the second that
    /// [`allows`](Self::allows) (or, when `negated`, that it does not), as a bit mask.
    pub fn table(&self, negated: bool) -> Vec<u64> {
        (0..self.values.len())
            .map(|i| self.row(i, negated))
            .collect()
    }

    /// Row `i` of [`table`](Self::table): the positions of the second item
    /// [`allows`](Self::allows) (or, when `negated`, does not allow) with the first at `i`.
    pub fn row(&self, i: usize, negated: bool) -> u64 {
        let n = self.values.len();
        let full = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
        // From the kind's shape (the techniques ask for it at every look, so a row is built in
        // O(1), an offset's in O(n), rather than by asking `allows` of every pair; a test
        // checks the two agree).
        let below = |i: usize| if i >= 64 { u64::MAX } else { (1u64 << i) - 1 };
        let bit = |j: Option<usize>| j.filter(|&j| j < n).map_or(0, |j| 1u64 << j);
        let mask = match self.kind {
            CompareKind::Before => full & !below(i + 1),
            CompareKind::After => below(i),
            CompareKind::Apart(k) => bit(i.checked_sub(k)) | bit(i.checked_add(k)),
            CompareKind::Offset(_) => (0..n)
                .filter(|&j| self.allows(i, j))
                .fold(0u64, |mask, j| mask | (1 << j)),
        };
        if negated { full & !mask } else { mask }
    }
}

/// One item, or a group of alternatives of which a row must hold at least one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    /// The items, any of which will do (one for a single name).
    pub alternatives: Vec<ItemId>,
}

impl Term {
    /// A term of one item.
    pub fn single(item: ItemId) -> Term {
        Term {
            alternatives: vec![item],
        }
    }
}

impl ClueOption {
    /// `a + b` (or `not a + b` when `negated`).
    pub fn pair(a: ItemId, b: ItemId, negated: bool) -> ClueOption {
        ClueOption {
            negated,
            terms: vec![Term::single(a), Term::single(b)],
            relation: Relation::Together,
        }
    }

    /// The single items of a comparison or pair option (its terms' only alternatives).
    pub fn items(&self) -> Vec<ItemId> {
        self.terms
            .iter()
            .filter_map(|t| t.alternatives.first().copied())
            .collect()
    }

    /// Whether this is a plain `Together` option (the original clue form).
    pub fn is_together(&self) -> bool {
        self.relation == Relation::Together
    }

    /// Whether this option holds in a complete solution.
    pub fn holds(&self, solution: &Solution) -> bool {
        let holds = match &self.relation {
            Relation::Together => (0..solution.size()).any(|row| {
                self.terms.iter().all(|t| {
                    t.alternatives
                        .iter()
                        .any(|&a| solution.item_in_row(row, a.category) == a.index)
                })
            }),
            Relation::Compare(comparison) => match &self.items()[..] {
                &[a, b] => match (solution.row_of(a), solution.row_of(b)) {
                    (Some(ra), Some(rb)) => comparison.allows(
                        solution.item_in_row(ra, comparison.category),
                        solution.item_in_row(rb, comparison.category),
                    ),
                    _ => false,
                },
                _ => false,
            },
            Relation::Pairs => match &self.items()[..] {
                &[a, b, c, d] => {
                    !solution.together(a, b)
                        && ((solution.together(a, c) && solution.together(b, d))
                            || (solution.together(a, d) && solution.together(b, c)))
                }
                _ => false,
            },
        };
        holds != self.negated
    }
}

impl Clue {
    /// A clue made of one option, for facts that are not written in a file.
    pub fn from_option(option: ClueOption) -> Clue {
        Clue {
            line: 0,
            text: String::new(),
            options: vec![option],
            supposed: None,
        }
    }

    /// Whether the clue holds in a complete solution: at least one option does.
    pub fn holds(&self, solution: &Solution) -> bool {
        self.options.iter().any(|o| o.holds(solution))
    }

    /// The clue's negation, as clues that must all hold: each of its options negated (an
    /// option's `not` flips whether it holds, whatever its relation).
    pub fn negation(&self) -> Vec<Clue> {
        self.options
            .iter()
            .map(|o| {
                Clue::from_option(ClueOption {
                    negated: !o.negated,
                    ..o.clone()
                })
            })
            .collect()
    }
}

/// A fact a player states about one cell (from a facts file or the command line).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GivenFact {
    /// The 1-based line it was written on.
    pub line: usize,
    /// As written.
    pub text: String,
    /// One item.
    pub a: ItemId,
    /// The other item.
    pub b: ItemId,
    /// `A + B` (true) or `not A + B` (false).
    pub together: bool,
}

/// A complete answer grid: `rows[r][c]` is the index of the item of category `c` in row `r`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Solution {
    rows: Vec<Vec<usize>>,
}

impl Solution {
    /// Every grid of `k` categories × `n` items: row r holds item r of the first category, every
    /// other category any permutation (category 1 varies slowest, permutations in lexicographic
    /// order). The brute-force ground truth tests count against: there are (n!)^(k-1), so it is
    /// for tiny puzzles only.
    pub fn every(k: usize, n: usize) -> Vec<Solution> {
        fn permutations(n: usize) -> Vec<Vec<usize>> {
            if n == 0 {
                return vec![Vec::new()];
            }
            let mut out = Vec::new();
            for smaller in permutations(n - 1) {
                for at in 0..=smaller.len() {
                    let mut p = smaller.clone();
                    p.insert(at, n - 1);
                    out.push(p);
                }
            }
            out.sort();
            out
        }
        let perms = permutations(n);
        let mut columns: Vec<Vec<&Vec<usize>>> = vec![Vec::new()];
        for _ in 1..k {
            columns = columns
                .into_iter()
                .flat_map(|chosen| {
                    perms.iter().map(move |p| {
                        let mut next = chosen.clone();
                        next.push(p);
                        next
                    })
                })
                .collect();
        }
        columns
            .into_iter()
            .map(|cols| {
                let rows = (0..n)
                    .map(|r| {
                        std::iter::once(r)
                            .chain(cols.iter().map(|p| p[r]))
                            .collect()
                    })
                    .collect();
                Solution::from_rows(rows)
            })
            .collect()
    }

    /// Wraps a table; row `r` must hold item `r` of the first category.
    pub fn from_rows(rows: Vec<Vec<usize>>) -> Solution {
        Solution { rows }
    }

    /// The rows: for each row, the index of its item in every category.
    pub fn rows(&self) -> &[Vec<usize>] {
        &self.rows
    }

    /// The number of rows (items per category).
    pub fn size(&self) -> usize {
        self.rows.len()
    }

    /// The index of the item of `category` in `row`.
    pub fn item_in_row(&self, row: usize, category: usize) -> usize {
        self.rows
            .get(row)
            .and_then(|r| r.get(category))
            .copied()
            .unwrap_or(usize::MAX)
    }

    /// The row holding `item`.
    pub fn row_of(&self, item: ItemId) -> Option<usize> {
        self.rows
            .iter()
            .position(|r| r.get(item.category) == Some(&item.index))
    }

    /// Whether `a` and `b` share a row.
    pub fn together(&self, a: ItemId, b: ItemId) -> bool {
        self.row_of(a).is_some() && self.row_of(a) == self.row_of(b)
    }
}

/// A parsed, validated puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    source: Source,
    categories: Vec<Category>,
    clues: Vec<Clue>,
    /// Count clues and statements (their clauses are among `clues`).
    counts: Vec<CountClue>,
    /// How the categories read in English (`say` lines); empty for neutral wording.
    phrasing: phrasing::Phrasing,
    /// The lines whose clues were written as English sentences, in order.
    sentences: Vec<usize>,
    /// Clues read the weaker of two ways (see [`readings`]).
    either: Vec<readings::EitherReading>,
    /// Clues read the stronger way because the weaker left several answers.
    settled: Vec<Clue>,
}

impl Puzzle {
    /// Parses puzzle text; diagnostics name the source `<input>`.
    pub fn parse(text: &str) -> Result<Puzzle, PuzzleError> {
        Puzzle::parse_named("<input>", text)
    }

    /// Parses puzzle text; `name` (usually the path) is used in diagnostics.
    pub fn parse_named(name: &str, text: &str) -> Result<Puzzle, PuzzleError> {
        if text.len() > crate::limits::MAX_FILE_BYTES {
            let d = Diagnostic::new(
                ErrorKind::TooLarge,
                format!(
                    "the file is larger than the limit of {} bytes",
                    crate::limits::MAX_FILE_BYTES
                ),
            )
            .help("a puzzle file is a few kilobytes; is this the right file?");
            return Err(PuzzleError::new(Source::new(name, ""), vec![d]));
        }
        let source = Source::new(name, text);
        if let Some(error) = nul_error(&source) {
            return Err(error);
        }
        let (source, forbidden) = forbidden_chars(source);
        let (file, mut diagnostics) = parse_file(&source);
        let puzzle = lower::lower(&source, &file, &mut diagnostics);
        diagnostics.extend(forbidden);
        diagnostics.sort_by_key(|d| d.span.map(|s| s.start));
        match puzzle {
            Some(puzzle) if diagnostics.is_empty() => Ok(puzzle),
            _ => Err(PuzzleError::new(source, diagnostics)),
        }
    }

    /// Parses raw bytes: they must be UTF-8 text.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Result<Puzzle, PuzzleError> {
        Puzzle::parse_named(name, text_of(name, bytes)?)
    }

    /// The text it was read from (normalised), with its name.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// The published number written before the clue on `line` (`2. Englishman + red`), if any.
    pub fn clue_label(&self, line: usize) -> Option<&str> {
        let content = self.line_content(line)?;
        crate::syntax::clue_label(content).map(|(label, _)| label)
    }

    /// The clue on `line` as printed, without its number and comment: every sentence of it,
    /// where one line holds several (each [`Clue::text`] is one sentence).
    pub fn clue_line_text(&self, line: usize) -> Option<&str> {
        let content = self.line_content(line)?;
        Some(crate::syntax::clue_label(content).map_or(content, |(_, rest)| rest.trim()))
    }

    /// Line `line` of the source without its comment and surrounding space.
    fn line_content(&self, line: usize) -> Option<&str> {
        let text = self.source.lines().nth(line.checked_sub(1)?)?.text;
        Some(text[..crate::syntax::parser::comment_start(text)].trim())
    }

    /// How lists for the setter name the clue on `line`: "line 15", or "line 15 (clue 1)" when
    /// the file numbers the clue there, so the setter finds both the line to edit and the clue
    /// the explanations cite.
    pub fn line_name(&self, line: usize) -> String {
        match self.clue_label(line) {
            Some(label) => format!("line {line} (clue {label})"),
            None => format!("line {line}"),
        }
    }

    /// How explanations name the clue on `line`: "clue 2" when the file numbers it (see
    /// [`Puzzle::clue_label`]), else "clue line 12".
    pub fn clue_name(&self, line: usize) -> String {
        match self.clue_label(line) {
            Some(label) => format!("clue {label}"),
            None => format!("clue line {line}"),
        }
    }

    /// The categories, in file order.
    pub fn categories(&self) -> &[Category] {
        &self.categories
    }

    /// The clues, in file order.
    pub fn clues(&self) -> &[Clue] {
        &self.clues
    }

    /// How many clues the puzzle prints: its clue lines, count lines and statements. One line
    /// may give several [`clues`](Self::clues) (two sentences, a sentence read as two facts, a
    /// count's clauses).
    pub fn printed_clue_count(&self) -> usize {
        let mut lines: Vec<usize> = self.clues.iter().map(|c| c.line).collect();
        for count in &self.counts {
            lines.extend(count.statements.iter().map(|s| s.line));
        }
        lines.sort_unstable();
        lines.dedup();
        lines.len()
    }

    /// The count clues (`exactly 1 of: …`) and counts of statements, in file order. Each
    /// one's [`CountClue::clauses`] are among [`clues`](Self::clues).
    pub fn counts(&self) -> &[CountClue] {
        &self.counts
    }

    /// How the categories read in English, as the file's `say` lines declare.
    pub fn phrasing(&self) -> &phrasing::Phrasing {
        &self.phrasing
    }

    /// The number of categories (k).
    pub fn category_count(&self) -> usize {
        self.categories.len()
    }

    /// The number of items in every category (n), which is also the number of rows.
    pub fn size(&self) -> usize {
        self.categories.first().map_or(0, |c| c.items.len())
    }

    /// An item's name as the puzzle spells it.
    pub fn item_name(&self, item: ItemId) -> &str {
        self.categories
            .get(item.category)
            .and_then(|c| c.items.get(item.index))
            .map_or("?", String::as_str)
    }

    /// A category's name as the puzzle spells it.
    pub fn category_name(&self, category: usize) -> &str {
        self.categories
            .get(category)
            .map_or("?", |c| c.name.as_str())
    }

    /// Every item, category by category.
    pub fn items(&self) -> impl Iterator<Item = ItemId> + '_ {
        self.categories
            .iter()
            .enumerate()
            .flat_map(|(c, cat)| (0..cat.items.len()).map(move |i| ItemId::new(c, i)))
    }

    /// Looks an item up by the loose name rules (as in clues).
    pub fn find_item(&self, name: &str) -> crate::model::names::Lookup<ItemId> {
        lower::item_index(&self.categories).lookup(name)
    }

    /// Parses facts (one per line, `A + B` or `not A + B`) about this puzzle's items, with the
    /// same name rules and diagnostics as clues. `name` is used in diagnostics.
    pub fn parse_facts(&self, name: &str, text: &str) -> Result<Vec<GivenFact>, PuzzleError> {
        let source = Source::new(name, text);
        if let Some(error) = nul_error(&source) {
            return Err(error);
        }
        let (source, forbidden) = forbidden_chars(source);
        let (clues, mut diagnostics) = crate::syntax::parse_clue_lines(&source);
        let facts = lower::lower_facts(&self.categories, &clues, &mut diagnostics);
        diagnostics.extend(forbidden);
        if diagnostics.is_empty() {
            Ok(facts)
        } else {
            diagnostics.sort_by_key(|d| d.span.map(|s| s.start));
            Err(PuzzleError::new(source, diagnostics))
        }
    }

    /// Parses a player's facts from raw bytes: they must be UTF-8 text, like a puzzle file.
    pub fn facts_from_bytes(
        &self,
        name: &str,
        bytes: &[u8],
    ) -> Result<Vec<GivenFact>, PuzzleError> {
        self.parse_facts(name, text_of(name, bytes)?)
    }

    /// Whether every clue holds in `solution`.
    pub fn is_solution(&self, solution: &Solution) -> bool {
        self.clues.iter().all(|c| c.holds(solution))
            && self.counts.iter().all(|c| c.holds(solution))
    }

    /// The same puzzle with other clues and every count kept, even where some of a count's
    /// clauses are not: for a step that splits on a count's ways and cites only the clauses
    /// its conclusions need (`liar_cases`). Solving it reads only the clues.
    pub(crate) fn with_clues_and_counts(&self, clues: Vec<Clue>) -> Puzzle {
        Puzzle {
            clues,
            ..self.clone()
        }
    }

    /// The same puzzle with other clues (used to test subsets of the clues). A count clue is
    /// kept only while all of its clauses are.
    pub fn with_clues(&self, clues: Vec<Clue>) -> Puzzle {
        let counts = self
            .counts
            .iter()
            .filter(|c| c.clauses().iter().all(|clause| clues.contains(clause)))
            .cloned()
            .collect();
        Puzzle {
            source: self.source.clone(),
            categories: self.categories.clone(),
            counts,
            phrasing: self.phrasing.clone(),
            sentences: self.sentences.clone(),
            either: self
                .either
                .iter()
                .filter(|e| clues.contains(&e.clue))
                .cloned()
                .collect(),
            settled: self.settled.clone(),
            clues,
        }
    }

    /// The first clue of each line, in order: an English sentence may say several clues, and a
    /// list of the puzzle's clues names it once.
    pub fn clue_per_line(&self) -> impl Iterator<Item = &Clue> {
        let mut last = None;
        self.clues.iter().filter(move |c| {
            let new = last != Some(c.line) || !self.is_sentence(c.line);
            last = Some(c.line);
            new
        })
    }

    /// Whether the clue on `line` was written as an English sentence (and read by
    /// `crate::syntax::english`).
    pub fn is_sentence(&self, line: usize) -> bool {
        self.sentences.binary_search(&line).is_ok()
    }

    /// A clue's text as explanations quote it: a sentence in quotation marks, without its full
    /// stop ("Oliver paid 1 dollar more than Irene"), a formula in backticks (`Oliver + tea`).
    pub fn quote(&self, clue: &Clue) -> String {
        if self.is_sentence(clue.line) {
            let text = clue.text.trim_end();
            let text = text.strip_suffix('.').unwrap_or(text);
            format!("\u{201c}{text}\u{201d}")
        } else {
            format!("`{}`", clue.text)
        }
    }
}

impl fmt::Display for ItemId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.category, self.index)
    }
}

/// The error for a text holding a NUL byte, if it does.
fn nul_error(source: &Source) -> Option<PuzzleError> {
    // Offsets are into the normalised text (BOM removed, CRLF as LF), like every span.
    let offset = source.text().find('\0')?;
    let d = Diagnostic::new(ErrorKind::NotText, "the file holds a NUL byte")
        .at(Span::new(offset, offset + 1))
        .help("a puzzle is plain text; is this the right file?");
    Some(PuzzleError::new(source.clone(), vec![d]))
}

/// One error for each line holding a control or invisible character, and the source to read on
/// with those characters replaced (so no later message or snippet can carry them to a terminal).
fn forbidden_chars(source: Source) -> (Source, Vec<Diagnostic>) {
    let found = source.forbidden_chars();
    if found.is_empty() {
        return (source, Vec::new());
    }
    let diagnostics = found
        .into_iter()
        .map(|(offset, c)| {
            let what = if c.is_control() {
                "a control character"
            } else {
                "an invisible character"
            };
            let (line, _) = source.line_col(offset);
            let name = crate::syntax::char_name(c);
            Diagnostic::new(
                ErrorKind::NotText,
                format!("line {line} holds {what} ({name})"),
            )
            .at(Span::new(offset, offset + c.len_utf8()))
            .label(format!("{name} here"))
            .help("names and clues are visible text; delete the character or retype the line")
        })
        .collect();
    (Source::new_shown(&source), diagnostics)
}

/// `bytes` as text, or the error naming the first byte that is not UTF-8.
fn text_of<'a>(name: &str, bytes: &'a [u8]) -> Result<&'a str, PuzzleError> {
    std::str::from_utf8(bytes).map_err(|e| {
        let valid = e.valid_up_to();
        let lossy = String::from_utf8_lossy(bytes);
        let source = Source::new(name, &lossy);
        // The replacement character follows the valid prefix; normalise that prefix the
        // same way the source was to find its offset.
        let offset = Source::new("", lossy.get(..valid).unwrap_or(""))
            .text()
            .len();
        let d = Diagnostic::new(ErrorKind::NotText, "the file is not UTF-8 text")
            .at(Span::new(offset, offset + '\u{fffd}'.len_utf8()))
            .label("this byte is not UTF-8")
            .help("save the file as UTF-8");
        PuzzleError::new(source, vec![d])
    })
}
