//! `sleuth rate`'s batch as text: the summary line and the rows as CSV. (Its JSON documents are
//! in `render::json`; the aligned table is `render::text`.)

use std::time::Duration;

use crate::render::json::RateJson;
use crate::words::english::plural;

/// The rating table as aligned text: the rows, the summary and the slowest puzzles.
pub fn text(
    table: &[Vec<String>],
    total: usize,
    counts: &[(String, usize)],
    slowest: &[(&str, Duration)],
) -> String {
    let mut out = crate::render::text::table(table);
    out.push_str(&format!("\n{}\n", summary_line(total, counts)));
    if !slowest.is_empty() {
        out.push_str("slowest:\n");
        for (file, elapsed) in slowest {
            out.push_str(&format!("  {}  {file}\n", millis(*elapsed)));
        }
    }
    out
}

/// The rating table in Markdown: the rows, the summary and the slowest puzzles.
pub fn markdown(
    table: &[Vec<String>],
    total: usize,
    counts: &[(String, usize)],
    slowest: &[(&str, Duration)],
) -> String {
    let mut out = crate::render::markdown::table(table);
    out.push_str(&format!("\n{}\n", summary_line(total, counts)));
    if !slowest.is_empty() {
        out.push_str("\nSlowest:\n\n");
        for (file, elapsed) in slowest {
            out.push_str(&format!("- `{file}`: {}\n", millis(*elapsed)));
        }
    }
    out
}

/// A time for people: `12.3 ms`.
fn millis(duration: Duration) -> String {
    format!("{:.1} ms", duration.as_secs_f64() * 1000.0)
}

/// "12 puzzles: 3 Easy, 9 Hard".
/// "6 puzzles: 3 Hard, 1 several solutions, 2 error".
pub fn summary_line(total: usize, counts: &[(String, usize)]) -> String {
    let parts: Vec<String> = counts
        .iter()
        .map(|(tier, count)| format!("{count} {tier}"))
        .collect();
    format!(
        "{}: {}",
        plural(total, "puzzle"),
        if parts.is_empty() {
            "none".to_string()
        } else {
            parts.join(", ")
        }
    )
}

/// The rows as CSV (RFC 4180): `file,outcome,tier,score,steps,needs_search,error`, without
/// times so the same files give the same bytes.
pub fn csv(rows: &[&RateJson]) -> String {
    let mut out = String::from("file,outcome,tier,score,steps,needs_search,error\n");
    for row in rows {
        let doc = row;
        let fields = [
            doc.file.clone(),
            doc.outcome.clone(),
            doc.tier
                .map_or(String::new(), |t| t.to_string().to_lowercase()),
            doc.score.map_or(String::new(), |s| s.to_string()),
            doc.steps.map_or(String::new(), |s| s.to_string()),
            doc.needs_search.map_or(String::new(), |s| s.to_string()),
            doc.error.clone().unwrap_or_default(),
        ];
        let quoted: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
        out.push_str(&quoted.join(","));
        out.push('\n');
    }
    out
}

fn csv_field(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}
