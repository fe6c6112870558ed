//! `sleuth rate`'s batch as text: the summary line and the rows as CSV. (Its JSON documents are
//! in `render::json`; the aligned table is `render::text`.)

use crate::render::json::RateJson;
use crate::words::english::plural;

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
