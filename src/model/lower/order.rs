//! The values of an `(ordered)` category: numbers with units, amounts of money, clock times
//! (`super::super::clock`), ordinals, read from its items' spelling and checked to rise.

use super::*;

/// The values of an ordered category: the numbers its items carry when every item carries one
/// (listed smallest first), otherwise the positions 1..n.
// long because each kind of ordered value (clock times, money, numbers with units, ordinals) is read and checked in turn.
pub(super) fn order_of(decl: &CategoryDecl, diagnostics: &mut Vec<Diagnostic>) -> Option<Order> {
    let texts: Vec<&str> = decl.items.iter().map(|i| i.text.as_str()).collect();
    match crate::model::clock::clock_values(&texts) {
        Some(Ok(values)) => {
            return Some(Order {
                values,
                decimals: 0,
                numeric: true,
                clock: true,
            });
        }
        Some(Err(i)) => {
            let (first, second) = (&decl.items[i - 1], &decl.items[i]);
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::BadCategory,
                    format!(
                        "ordered category `{}` must list its times from earliest to latest",
                        decl.name.text
                    ),
                )
                .at(second.span)
                .label(format!(
                    "`{}` does not come after `{}`",
                    second.text, first.text
                ))
                .help("list the times in order; without am/pm, `1:00` after `12:00` is 1pm (on a 24-hour clock, write `13:00`)"),
            );
            return None;
        }
        None => {}
    }
    if let Some(values) = crate::model::clock::mixed_cents(&texts) {
        if let Some(i) = (1..values.len()).find(|&i| values[i - 1] >= values[i]) {
            diagnostics.push(not_rising(
                decl,
                i,
                "list the items in increasing order (100¢ is $1)",
            ));
            return None;
        }
        return Some(Order {
            values,
            decimals: 2,
            numeric: true,
            clock: false,
        });
    }
    let numbers: Vec<Option<(i128, u32)>> = decl.items.iter().map(|i| number_in(&i.text)).collect();
    let positions = || Order {
        values: (1..=decl.items.len() as i64).collect(),
        decimals: 0,
        numeric: false,
        clock: false,
    };
    if numbers.iter().any(Option::is_none) {
        return Some(positions());
    }
    let numbers: Vec<(i128, u32)> = numbers.into_iter().flatten().collect();
    let decimals = numbers.iter().map(|&(_, d)| d).max().unwrap_or(0);
    let mut values = Vec::new();
    // Too many decimals first: they would make every other value look too large.
    if let Some((&(_, d), item)) = numbers
        .iter()
        .zip(&decl.items)
        .find(|((_, d), _)| *d > MAX_DECIMALS)
    {
        diagnostics.push(
            Diagnostic::new(
                ErrorKind::BadCategory,
                format!(
                    "the number in `{}` has {d} decimal places, more than {MAX_DECIMALS}",
                    item.text
                ),
            )
            .at(item.span)
            .help(format!(
                "values of an ordered category have at most {MAX_DECIMALS} decimal places"
            )),
        );
        return None;
    }
    for (&(value, d), item) in numbers.iter().zip(&decl.items) {
        let scaled = 10i128
            .checked_pow(decimals - d)
            .and_then(|f| value.checked_mul(f))
            .and_then(|v| i64::try_from(v).ok())
            .filter(|v| v.unsigned_abs() < 1 << 50);
        let Some(scaled) = scaled else {
            diagnostics.push(
                Diagnostic::new(
                    ErrorKind::BadCategory,
                    format!("the number in `{}` is too large", item.text),
                )
                .at(item.span)
                .help("values of an ordered category must stay below 10^15"),
            );
            return None;
        };
        values.push(scaled);
    }
    for (i, pair) in values.windows(2).enumerate() {
        if pair[0] >= pair[1] {
            diagnostics.push(not_rising(
                decl,
                i + 1,
                "list the items in increasing order, each with a different number",
            ));
            return None;
        }
    }
    Some(Order {
        values,
        decimals,
        numeric: true,
        clock: false,
    })
}

/// What `text` says besides its number: `$10` → `$`, `8.5 kg` → `kg`, `-2` → ``.
pub(super) fn unit_of(text: &str) -> String {
    let rest: String = text
        .chars()
        .filter(|c| !c.is_ascii_digit() && !matches!(c, '.' | '-' | '+'))
        .collect();
    rest.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Most decimal places a value of an ordered category may have.
pub(super) const MAX_DECIMALS: u32 = 6;

/// The first number written in `text` (`$30` → 30, `8.5 kg` → 85 with 1 decimal, `-3°` → -3):
/// the value as a whole number and how many decimals it had.
pub(super) fn number_in(text: &str) -> Option<(i128, u32)> {
    let bytes = text.as_bytes();
    let start = bytes.iter().position(u8::is_ascii_digit)?;
    let mut end = start;
    while end < bytes.len() && bytes[end].is_ascii_digit() {
        end += 1;
    }
    let whole = &text[start..end];
    let mut fraction = "";
    if bytes.get(end) == Some(&b'.') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit) {
        let f_start = end + 1;
        let mut f_end = f_start;
        while f_end < bytes.len() && bytes[f_end].is_ascii_digit() {
            f_end += 1;
        }
        fraction = &text[f_start..f_end];
    }
    if whole.len() + fraction.len() > 18 || fraction.len() > MAX_DECIMALS as usize {
        // Out of range either way; the decimals say which way (too precise or too large).
        return Some((i128::MAX / 4, fraction.len() as u32));
    }
    let magnitude: i128 = format!("{whole}{fraction}").parse().ok()?;
    let negative = start > 0 && bytes[start - 1] == b'-';
    Some((
        if negative { -magnitude } else { magnitude },
        fraction.len() as u32,
    ))
}

/// The error for item `i` of an ordered category that does not come after item `i - 1`.
fn not_rising(decl: &CategoryDecl, i: usize, help: &str) -> Diagnostic {
    Diagnostic::new(
        ErrorKind::BadCategory,
        format!(
            "ordered category `{}` must list its values from smallest to largest",
            decl.name.text
        ),
    )
    .at(decl.items[i].span)
    .label(format!(
        "`{}` does not come after `{}`",
        decl.items[i].text,
        decl.items[i - 1].text
    ))
    .help(help.to_string())
}
