//! A puzzle's text and positions in it. The text is normalised once on load (UTF-8 BOM removed,
//! CRLF turned into LF, Unicode composed to NFC so `café` typed either way is one name) so every
//! [`Span`] is a byte range into [`Source::text`].

use unicode_normalization::UnicodeNormalization;

/// The text of one puzzle file, with the name used in diagnostics (a path, or `<stdin>`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    name: String,
    text: String,
}

/// A byte range into [`Source::text`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn join(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

impl Source {
    /// Wraps text for parsing: strips a UTF-8 byte-order mark, reads every line end as LF (see
    /// [`line_breaks`]) and composes the text to Unicode NFC.
    pub fn new(name: impl Into<String>, text: &str) -> Source {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let text = line_breaks(text);
        let text = if text.is_ascii()
            || unicode_normalization::is_nfc_quick(text.chars())
                == unicode_normalization::IsNormalized::Yes
        {
            text
        } else {
            text.nfc().collect()
        };
        Source {
            name: name.into(),
            text,
        }
    }

    /// The same source with every control or invisible character replaced by `?`s of the same
    /// byte length (so spans still point at them): safe to print.
    pub fn new_shown(source: &Source) -> Source {
        let mut text = String::with_capacity(source.text.len());
        for line in source.text.split_inclusive('\n') {
            let mut previous = None;
            for c in line.chars() {
                if c != '\n' && forbidden(c, previous) {
                    text.extend(std::iter::repeat_n('?', c.len_utf8()));
                } else {
                    text.push(c);
                }
                previous = Some(c);
            }
        }
        Source {
            name: source.name.clone(),
            text,
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The file's own name, without the folders of the path it was given by
    /// (`/home/ann/puzzles/zebra.txt` → `zebra.txt`): for headings and captions.
    pub fn file_name(&self) -> &str {
        std::path::Path::new(&self.name)
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or(&self.name)
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// The comment lines the file opens with (a title, a story), without their `#` and the
    /// space after it; an empty `#` line is an empty string. Blank lines before them are
    /// skipped; the first other line ends them.
    pub fn leading_comment(&self) -> Vec<&str> {
        self.text
            .lines()
            .map(|l| l.trim_start_matches('\u{feff}').trim())
            .skip_while(|l| l.is_empty())
            .take_while(|l| l.starts_with('#'))
            .map(|l| {
                let l = l.trim_start_matches('#');
                l.strip_prefix(' ').unwrap_or(l).trim_end()
            })
            .collect()
    }

    /// The text of a span (empty if the span is out of range).
    pub fn slice(&self, span: Span) -> &str {
        self.text.get(span.start..span.end).unwrap_or("")
    }

    /// The lines of the text with their 1-based number and the byte offset where each starts.
    pub fn lines(&self) -> impl Iterator<Item = Line<'_>> {
        let mut offset = 0;
        self.text.split('\n').enumerate().map(move |(index, text)| {
            let line = Line {
                number: index + 1,
                offset,
                text,
            };
            offset += text.len() + 1;
            line
        })
    }

    /// The first character on each line that must not be in a puzzle: control characters (an
    /// escape or a bell would act on the terminal that shows a name) and invisible ones (zero
    /// width, direction marks and overrides, soft hyphen, a byte-order mark inside the text),
    /// which make two names that look the same differ. Tabs and line ends are fine, and so is a
    /// zero-width joiner inside an emoji sequence. Each with its byte offset.
    pub fn forbidden_chars(&self) -> Vec<(usize, char)> {
        let mut found = Vec::new();
        for line in self.lines() {
            let mut previous: Option<char> = None;
            for (i, c) in line.text.char_indices() {
                if forbidden(c, previous) {
                    found.push((line.offset + i, c));
                    break;
                }
                previous = Some(c);
            }
        }
        found
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let before = self.text.get(..offset).unwrap_or("");
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before.get(line_start..).map_or(0, |s| s.chars().count()) + 1;
        (line, column)
    }
}

/// Line ends as files bring them: CRLF and stray CRs before a line end (`\r\r\n`, from a file
/// converted twice) become LF, and each classic CR alone one LF; a form feed (a page break) is a space.
fn line_breaks(text: &str) -> String {
    if !text.contains(['\r', '\u{c}']) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                let mut run = 1;
                while chars.peek() == Some(&'\r') {
                    chars.next();
                    run += 1;
                }
                if chars.peek() != Some(&'\n') {
                    out.extend(std::iter::repeat_n('\n', run));
                }
            }
            '\u{c}' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

/// One line of a [`Source`].
#[derive(Debug, Clone, Copy)]
pub struct Line<'a> {
    pub number: usize,
    pub offset: usize,
    pub text: &'a str,
}

/// Whether `c` (after `previous` on its line) is a control or invisible character.
fn forbidden(c: char, previous: Option<char>) -> bool {
    let emoji = |p: char| matches!(p, '\u{2600}'..='\u{27bf}' | '\u{1f000}'..);
    match c {
        '\t' => false,
        '\u{200d}' => !previous.is_some_and(|p| emoji(p) || p == '\u{fe0f}'),
        _ if c.is_control() => true,
        '\u{00ad}'
        | '\u{061c}'
        | '\u{180e}'
        | '\u{200b}'..='\u{200f}'
        | '\u{2028}'..='\u{202e}' => true,
        '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{206f}'
        | '\u{feff}'
        | '\u{fff9}'..='\u{fffb}' => true,
        _ => false,
    }
}

/// `c` as a person can read it in a message: `U+001B`.
pub fn char_name(c: char) -> String {
    format!("U+{:04X}", c as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bom_and_crlf_are_normalised() {
        let source = Source::new("x", "\u{feff}a: b\r\nc\r\n");
        assert_eq!(source.text(), "a: b\nc\n");
        // A stray CR before a line end, classic CR line ends (a blank line kept), a form feed.
        assert_eq!(Source::new("x", "a\r\r\nb\r\n").text(), "a\nb\n");
        assert_eq!(Source::new("x", "a\rb\r\rc\r").text(), "a\nb\n\nc\n");
        assert_eq!(Source::new("x", "a\n\u{c}b\n").text(), "a\n b\n");
    }

    #[test]
    fn line_col_counts_characters() {
        let source = Source::new("x", "ab\ncé d");
        assert_eq!(source.line_col(0), (1, 1));
        assert_eq!(source.line_col(3), (2, 1));
        // 'é' is two bytes but one column.
        assert_eq!(source.line_col(7), (2, 4));
    }
}
