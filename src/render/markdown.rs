//! Markdown rendering of explanations, for pasting into notes, issues and blogs.

use crate::explain::explanation::{Explanation, Outcome, Step};
use crate::explain::moves::{Detail, MoveText, Moves};
use crate::model::Puzzle;
use crate::render::text::solution_rows;
use crate::words::Prose;

/// A table in Markdown, first row as header; `|` in cells is escaped.
pub fn table(rows: &[Vec<String>]) -> String {
    let mut out = String::new();
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|c| escape(c).replace('|', "\\|")).collect();
        out.push_str(&format!("| {} |\n", cells.join(" | ")));
        if i == 0 {
            out.push_str(&format!("|{}\n", " --- |".repeat(row.len())));
        }
    }
    out
}

/// One step as a Markdown section.
pub fn step(step: &Step) -> String {
    let also = step
        .alternatives
        .as_ref()
        .map_or_else(Vec::new, |a| a.lines().iter().map(Prose::text).collect());
    let chain: Vec<String> = step.chain.iter().map(Prose::text).collect();
    section(
        &format!("Step {}", step.number),
        step,
        &step.reason.text(),
        &chain,
        step.one_to_one.as_deref(),
        (&[], &also),
    )
}

/// One move as a Markdown section: the step's words citing moves, and the folded bookkeeping.
pub fn move_section(text: &MoveText<'_>) -> String {
    section(
        &format!("Move {}", text.number),
        text.step,
        &text.reason,
        &text.chain,
        text.one_to_one.as_deref(),
        (&text.bookkeeping, &text.alternatives),
    )
}

/// A step's or a move's section: title, headline, reason, chain (a grouped step's facts as a
/// list; a supposition's chain quoted, each level of case lines, indented by two spaces, one
/// quote level deeper), one-to-one line, bookkeeping and `--alternatives` lines, all escaped.
fn section(
    title: &str,
    step: &Step,
    reason: &str,
    chain: &[String],
    one_to_one: Option<&str>,
    (bookkeeping, also): (&[String], &[String]),
) -> String {
    let mut out = format!(
        "### {title} · {} · {} technique\n\n**{}**\n\n{}\n",
        step.technique_name(),
        step.tier(),
        escape(&step.headline),
        escape(reason)
    );
    if !chain.is_empty() {
        out.push('\n');
        for line in chain {
            if step.parts.is_empty() {
                let text = line.trim_start();
                let depth = (line.len() - text.len()) / 2 + 1;
                let quote = vec![">"; depth].join(" ");
                out.push_str(&format!("{quote} {}\n{quote}\n", escape(text)));
            } else {
                out.push_str(&format!("- {}\n", escape(line)));
            }
        }
    }
    if let Some(text) = one_to_one {
        out.push_str(&format!("\n*{}*\n", escape(text)));
    }
    if !bookkeeping.is_empty() {
        out.push('\n');
        out.push_str(&escape(&bookkeeping.join("\n")));
        out.push('\n');
    }
    if !also.is_empty() {
        out.push('\n');
        for line in also {
            out.push_str(&format!("- {}\n", escape(line)));
        }
    }
    out
}

fn solution_table(puzzle: &Puzzle, solution: &crate::model::Solution) -> String {
    let mut rows = vec![puzzle.categories().iter().map(|c| c.name.clone()).collect()];
    rows.extend(solution_rows(puzzle, solution));
    table(&rows)
}

/// A whole explanation as a Markdown document, at a level of detail.
// long because the document's sections in print order.
pub fn explanation(explanation: &Explanation, detail: Detail) -> String {
    let puzzle = &explanation.puzzle;
    let mut out = format!("# {}\n\n", escape(puzzle.source().file_name()));
    out.push_str("## Clues\n\n");
    for clue in puzzle.clue_per_line() {
        let text = if puzzle.is_sentence(clue.line) {
            escape(&puzzle.quote(clue))
        } else {
            code_span(&clue.text)
        };
        out.push_str(&format!("- line {}: {text}\n", clue.line));
    }
    let moves = (detail == Detail::Moves).then(|| Moves::of(explanation));
    match &moves {
        Some(moves) => {
            out.push_str("\n## Moves\n\n");
            for m in &moves.moves {
                out.push_str(&move_section(&moves.text(explanation, m)));
                out.push('\n');
            }
        }
        None => {
            out.push_str("\n## Steps\n\n");
            for s in &explanation.steps {
                out.push_str(&step(s));
                out.push('\n');
            }
        }
    }
    if let Some(note) = explanation.alternatives_note() {
        out.push_str(&format!("Note: {note}.\n\n"));
    }
    out.push_str("## Answer\n\n");
    match explanation.outcome {
        Outcome::Solved => {
            if let Some(s) = explanation.solutions.first() {
                out.push_str(&solution_table(puzzle, s));
            }
        }
        Outcome::NoSolution => out.push_str("No solution: the clues contradict each other.\n"),
        Outcome::Unfinished => out.push_str("Stopped early.\n"),
        Outcome::TimedOut if explanation.work_limited => {
            out.push_str("Stopped at the work limit before the answer was known.\n")
        }
        Outcome::TimedOut => out.push_str("Timed out before the answer was known.\n"),
        Outcome::SeveralSolutions => {
            out.push_str(&format!(
                "Several solutions ({} found).\n",
                explanation.solutions.len()
            ));
            for (i, s) in explanation.solutions.iter().take(4).enumerate() {
                out.push_str(&format!(
                    "\nSolution {}:\n\n{}",
                    i + 1,
                    solution_table(puzzle, s)
                ));
            }
        }
    }
    let rating = &explanation.rating;
    out.push_str(&format!(
        "\n**Difficulty:** {} (score {})\n\n",
        rating.tier, rating.score
    ));
    if let Some(note) = explanation.grouping_note() {
        out.push_str(&format!("Steps: {}, {note}.\n\n", explanation.steps.len()));
    }
    let mut rows = vec![vec!["technique".to_string(), "steps".to_string()]];
    rows.extend(
        rating
            .counts
            .iter()
            .map(|(t, n)| vec![t.name().to_string(), n.to_string()]),
    );
    out.push_str(&table(&rows));
    if let Some(moves) = &moves
        && !explanation.steps.is_empty()
    {
        out.push_str(&format!("\n{}.\n", moves.summary(explanation)));
    }
    out
}

/// `text` made safe for Markdown: `<`, `>` and `&` outside code spans become entities, so a
/// name cannot open raw HTML (`</script><script>…`). Code spans (found by CommonMark's rule: a
/// run of n backticks closes at the next run of exactly n) and backslash escapes are kept as
/// they are, since Markdown shows their text literally.
pub fn escape(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let run_at = |i: usize| chars[i..].iter().take_while(|&&c| c == '`').count();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                out.push('\\');
                if let Some(&next) = chars.get(i + 1) {
                    if matches!(next, '<' | '>' | '&') {
                        // `\<` shows `<` already, but an entity is safe in every renderer.
                        out.pop();
                        out.push_str(entity(next));
                    } else {
                        out.push(next);
                    }
                }
                i += 2;
            }
            '`' => {
                let n = run_at(i);
                let mut j = i + n;
                let close = loop {
                    if j >= chars.len() {
                        break None;
                    }
                    if chars[j] == '`' {
                        let m = run_at(j);
                        if m == n {
                            break Some(j);
                        }
                        j += m;
                    } else {
                        j += 1;
                    }
                };
                let end = close.map_or(i + n, |j| j + n);
                out.extend(&chars[i..end]);
                i = end;
            }
            c @ ('<' | '>' | '&') => {
                out.push_str(entity(c));
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

fn entity(c: char) -> &'static str {
    match c {
        '<' => "&lt;",
        '>' => "&gt;",
        _ => "&amp;",
    }
}

/// `text` as one code span, with a fence longer than any run of backticks inside it.
fn code_span(text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    if longest > 0 {
        format!("{fence} {text} {fence}")
    } else {
        format!("{fence}{text}{fence}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_keeps_code_spans_and_stops_html() {
        assert_eq!(escape("a <b> & `c<d>`"), "a &lt;b&gt; &amp; `c<d>`");
        assert_eq!(escape("``x`<y>``<z>"), "``x`<y>``&lt;z&gt;");
        // An unclosed backtick is a literal, so what follows is escaped.
        assert_eq!(
            escape("`</script><script>"),
            "`&lt;/script&gt;&lt;script&gt;"
        );
        assert_eq!(escape("\\<b>"), "&lt;b&gt;");
        assert_eq!(code_span("a`b"), "`` a`b ``");
        assert_eq!(code_span("ab"), "`ab`");
    }
}
