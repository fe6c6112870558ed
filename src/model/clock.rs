//! Values that magazines print in ordered categories besides plain numbers: clock times
//! (`9:00`, `7:30am`, `12 noon`, `1pm` after `12pm`, `midnight`), valued in minutes of the day,
//! and durations in clue differences (`+ 30 min`, `+ 1 h`, `+ 1:30`); and money that mixes
//! cents with dollars (`50¢, $1, $1.50`).
//!
//! A category is read as clock times when every item is a time and at least one is written
//! unmistakably as one (with `:`, `am` / `pm`, `noon` or `midnight`), so `1, 2, 3` stay numbers.

/// How a time was written, which decides how it follows the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Written {
    /// `7:30am`, `1pm`, `noon`: the time of day is fixed.
    Fixed,
    /// `midnight` / `12 midnight`: the start of the day if listed first, else its end.
    Midnight,
    /// `9:30` with an hour from 1 to 12: a 12-hour clock, read as the afternoon when it would
    /// otherwise not come after the time before it (`12:00, 1:00`).
    TwelveHour,
    /// `14:30`, `0:15`: a 24-hour clock.
    TwentyFourHour,
}

/// One item read as a time: minutes after midnight (before any day or afternoon is added) and
/// how it was written; `None` when it is not a time.
fn time_of(text: &str) -> Option<(i64, Written, bool)> {
    let lower = text.trim().to_lowercase();
    let lower = lower.as_str();
    match lower {
        "noon" | "12 noon" | "midday" | "12 midday" | "12 noon." => {
            return Some((720, Written::Fixed, true));
        }
        "midnight" | "12 midnight" => return Some((0, Written::Midnight, true)),
        _ => {}
    }
    let (clock, suffix) = [
        ("a.m.", Some(false)),
        ("p.m.", Some(true)),
        ("am", Some(false)),
        ("pm", Some(true)),
    ]
    .iter()
    .find_map(|&(s, pm)| lower.strip_suffix(s).map(|rest| (rest.trim_end(), pm)))
    .unwrap_or((lower, None));
    let (hour, minute, colon) = match clock.split_once(':') {
        Some((h, m)) => (h, Some(m), true),
        None => (clock, None, false),
    };
    let digits = |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(hour) || minute.is_some_and(|m| m.len() != 2 || !digits(m)) {
        return None;
    }
    let hour: i64 = hour.parse().ok()?;
    let minute: i64 = minute.map_or(Some(0), |m| m.parse().ok())?;
    if minute >= 60 {
        return None;
    }
    match suffix {
        Some(pm) => {
            if !(1..=12).contains(&hour) {
                return None;
            }
            let base = (hour % 12) * 60 + minute;
            if !pm && hour == 12 && minute == 0 {
                // 12am: midnight.
                return Some((0, Written::Midnight, true));
            }
            Some((if pm { base + 720 } else { base }, Written::Fixed, true))
        }
        None if !colon => None,
        None if (1..=12).contains(&hour) => Some((hour * 60 + minute, Written::TwelveHour, true)),
        None if hour <= 24 => Some((hour * 60 + minute, Written::TwentyFourHour, true)),
        None => None,
    }
}

/// The values of a category whose items are all clock times, in minutes from the midnight the
/// list starts after; `None` when the items are not all times. `Err(i)`: item `i` does not come
/// after the one before it, however the clock is read.
pub(super) fn clock_values(items: &[&str]) -> Option<Result<Vec<i64>, usize>> {
    let times: Vec<(i64, Written, bool)> =
        items.iter().map(|t| time_of(t)).collect::<Option<_>>()?;
    if !times.iter().any(|t| t.2) {
        return None;
    }
    let twenty_four = times.iter().any(|t| t.1 == Written::TwentyFourHour);
    let mut values: Vec<i64> = Vec::new();
    for (i, &(minutes, written, _)) in times.iter().enumerate() {
        let previous = values.last().copied();
        let value = match (written, previous) {
            (_, None) => minutes,
            (Written::Midnight, Some(_)) => 1440,
            (Written::TwelveHour, Some(p)) if !twenty_four => {
                // Forward on a 12-hour clock: the first reading after the time before.
                let day = p.div_euclid(1440) * 1440;
                let mut v = day + minutes % 720;
                if minutes / 60 == 12 {
                    v = day + minutes;
                }
                while v <= p && v < p + 1440 {
                    v += 720;
                }
                v
            }
            (Written::TwelveHour | Written::TwentyFourHour, Some(p)) => {
                p.div_euclid(1440) * 1440 + minutes
            }
            (Written::Fixed, Some(p)) => {
                // A fixed time after the previous day's evening (`11pm, 1am`) is the next day.
                let day = p.div_euclid(1440) * 1440;
                let v = day + minutes;
                if v <= p && p % 1440 >= 720 && minutes < 720 {
                    v + 1440
                } else {
                    v
                }
            }
        };
        if previous.is_some_and(|p| value <= p) {
            return Some(Err(i));
        }
        values.push(value);
    }
    Some(Ok(values))
}

/// The items (by index) of a list of clock times written without any am/pm, noon or midnight
/// mark that are read as afternoon only because the list wraps past noon at them, with no 12
/// o'clock item before (`10:00, 9:00` is 10am, then 9pm): most likely a list written latest
/// first, or a missing `pm`. Empty for any other list (`11:00, 12:00, 1:00` wraps at noon).
pub(crate) fn wrapped_past_noon(items: &[&str]) -> Vec<usize> {
    let Some(times) = items.iter().map(|t| time_of(t)).collect::<Option<Vec<_>>>() else {
        return Vec::new();
    };
    if times.iter().any(|t| t.1 != Written::TwelveHour) {
        return Vec::new();
    }
    let Some(Ok(values)) = clock_values(items) else {
        return Vec::new();
    };
    (1..values.len())
        .filter(|&i| {
            let (before, now) = (values[i - 1] % 1440, values[i] % 1440);
            before < 720 && now >= 720 && times[i].0 / 60 != 12
        })
        .collect()
}

/// A difference of clock times in minutes, as written after `+` or `-` without its sign:
/// `30 min`, `1 h`, `1.5 hours`, `90 minutes`, `1:30`, `2h`. `Err` says what is wrong.
pub(super) fn duration(text: &str) -> Result<i64, String> {
    let text = text.trim();
    if let Some((h, m)) = text.split_once(':') {
        let h: i64 = h
            .trim()
            .parse()
            .map_err(|_| format!("`{text}` is no duration"))?;
        let m: i64 = match m.trim() {
            m if m.len() == 2 => m.parse().map_err(|_| format!("`{text}` is no duration"))?,
            _ => {
                return Err(format!(
                    "`{text}` is no duration: write minutes with two digits"
                ));
            }
        };
        if m >= 60 {
            return Err(format!("`{text}` has {m} minutes"));
        }
        return Ok(h * 60 + m);
    }
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let (number, unit) = (&text[..split], text[split..].trim());
    let per = match unit_minutes(unit) {
        Some(per) => per,
        None if unit.is_empty() => {
            return Err("a difference of times needs a unit".to_string());
        }
        None => return Err(format!("`{unit}` is not a unit of time")),
    };
    let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
    let whole: i64 = whole
        .parse()
        .map_err(|_| format!("`{text}` is no duration"))?;
    let mut minutes = whole.checked_mul(per).ok_or("too large")?;
    if !fraction.is_empty() {
        let digits: i64 = fraction
            .parse()
            .map_err(|_| format!("`{text}` is no duration"))?;
        let scale = 10i64
            .checked_pow(fraction.len() as u32)
            .ok_or("too precise")?;
        if (digits * per) % scale != 0 {
            return Err(format!("`{text}` is not a whole number of minutes"));
        }
        minutes += digits * per / scale;
    }
    Ok(minutes)
}

/// Minutes in one of a unit of time as written in a clue (`min`, `h`, `hours`, …).
pub(crate) fn unit_minutes(unit: &str) -> Option<i64> {
    match unit.to_lowercase().as_str() {
        "m" | "min" | "mins" | "minute" | "minutes" => Some(1),
        "h" | "hr" | "hrs" | "hour" | "hours" => Some(60),
        _ => None,
    }
}

/// A duration in words: `30 minutes`, `1 hour`, `1 hour 30 minutes`.
pub fn show_duration(minutes: i64) -> String {
    let sign = if minutes < 0 { "-" } else { "" };
    let m = minutes.unsigned_abs();
    let (h, m) = (m / 60, m % 60);
    let hours = match h {
        0 => String::new(),
        1 => "1 hour".to_string(),
        h => format!("{h} hours"),
    };
    let mins = match m {
        0 => String::new(),
        1 => "1 minute".to_string(),
        m => format!("{m} minutes"),
    };
    let both = [hours, mins]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    if both.is_empty() {
        "0 minutes".to_string()
    } else {
        format!("{sign}{both}")
    }
}

/// Money written partly in cents (`50¢`, `75c`, `75 cents`) beside dollars (`$1`, `$1.50`):
/// each item's value in dollars scaled by 100, when the category mixes the two; `None` when it
/// does not (then items are read as plain numbers).
pub(super) fn mixed_cents(items: &[&str]) -> Option<Vec<i64>> {
    let cents = |t: &str| -> Option<i64> {
        let t = t.trim();
        let rest = t
            .strip_suffix('¢')
            .or_else(|| t.strip_suffix("cents"))
            .or_else(|| t.strip_suffix('c'))?
            .trim_end();
        (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
            .then(|| rest.parse().ok())
            .flatten()
    };
    let dollars = |t: &str| -> Option<i64> {
        let rest = t.trim().strip_prefix('$')?;
        let (whole, fraction) = rest.split_once('.').unwrap_or((rest, ""));
        if whole.is_empty() && fraction.is_empty() {
            return None;
        }
        let whole: i64 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let fraction: i64 = match fraction.len() {
            0 => 0,
            1 => fraction.parse::<i64>().ok()? * 10,
            2 => fraction.parse().ok()?,
            _ => return None,
        };
        whole.checked_mul(100)?.checked_add(fraction)
    };
    let any_cents = items.iter().any(|t| cents(t).is_some());
    let any_dollars = items.iter().any(|t| dollars(t).is_some());
    if !(any_cents && any_dollars) {
        return None;
    }
    items
        .iter()
        .map(|t| cents(t).or_else(|| dollars(t)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(items: &[&str]) -> Option<Result<Vec<i64>, usize>> {
        clock_values(items)
    }

    #[test]
    fn magazine_times_are_minutes_of_the_day() {
        assert_eq!(
            clock(&["9:00", "9:30", "10:00"]),
            Some(Ok(vec![540, 570, 600]))
        );
        assert_eq!(
            clock(&["11am", "12pm", "1pm"]),
            Some(Ok(vec![660, 720, 780]))
        );
        assert_eq!(
            clock(&["7:30am", "12 noon", "4:15 p.m.", "midnight"]),
            Some(Ok(vec![450, 720, 975, 1440]))
        );
        assert_eq!(
            clock(&["11:00", "12:00", "1:00", "2:30"]),
            Some(Ok(vec![660, 720, 780, 870]))
        );
        assert_eq!(
            clock(&["13:00", "14:30", "9:00"]),
            Some(Err(2)),
            "a 24-hour clock does not wrap"
        );
        assert_eq!(
            clock(&["midnight", "1am", "2am"]),
            Some(Ok(vec![0, 60, 120]))
        );
        assert_eq!(
            clock(&["10pm", "11pm", "1am"]),
            Some(Ok(vec![1320, 1380, 1500]))
        );
        assert_eq!(clock(&["10am", "9am"]), Some(Err(1)));
        assert_eq!(clock(&["1", "2", "3"]), None, "plain numbers are no times");
        assert_eq!(clock(&["9:00", "early"]), None);
        assert_eq!(clock(&["9:75", "10:00"]), None);
    }

    #[test]
    fn lists_that_wrap_past_noon_are_found() {
        assert_eq!(wrapped_past_noon(&["10:00", "9:00"]), [1]);
        assert_eq!(wrapped_past_noon(&["9:00", "10:30", "11:00", "1:00"]), [3]);
        assert!(wrapped_past_noon(&["11:00", "12:00", "1:00"]).is_empty());
        assert!(wrapped_past_noon(&["9:00", "10:00"]).is_empty());
        assert!(
            wrapped_past_noon(&["10am", "9:00"]).is_empty(),
            "a mark says the clock is meant"
        );
        assert!(wrapped_past_noon(&["10:00", "13:00"]).is_empty());
    }

    #[test]
    fn durations() {
        assert_eq!(duration("30 min"), Ok(30));
        assert_eq!(duration("1 h"), Ok(60));
        assert_eq!(duration("1.5 hours"), Ok(90));
        assert_eq!(duration("2h"), Ok(120));
        assert_eq!(duration("1:30"), Ok(90));
        assert_eq!(
            duration("30"),
            Err("a difference of times needs a unit".into())
        );
        assert_eq!(
            duration("3 days"),
            Err("`days` is not a unit of time".into())
        );
        assert_eq!(show_duration(90), "1 hour 30 minutes");
        assert_eq!(show_duration(30), "30 minutes");
        assert_eq!(show_duration(120), "2 hours");
    }

    #[test]
    fn cents_beside_dollars() {
        assert_eq!(
            mixed_cents(&["50¢", "75c", "$1", "$1.25"]),
            Some(vec![50, 75, 100, 125])
        );
        assert_eq!(mixed_cents(&["$1", "$2"]), None);
        assert_eq!(mixed_cents(&["5c", "10c"]), None);
    }
}
