//! A puzzle's text and positions in it. The text is normalised once on load (UTF-8 BOM removed,
//! CRLF turned into LF) so every [`Span`] is a byte range into [`Source::text`].

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
    /// Wraps text for parsing: strips a UTF-8 byte-order mark and turns CRLF into LF.
    pub fn new(name: impl Into<String>, text: &str) -> Source {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let text = if text.contains('\r') {
            text.replace("\r\n", "\n")
        } else {
            text.to_string()
        };
        Source {
            name: name.into(),
            text,
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn text(&self) -> &str {
        &self.text
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

/// One line of a [`Source`].
#[derive(Debug, Clone, Copy)]
pub struct Line<'a> {
    pub number: usize,
    pub offset: usize,
    pub text: &'a str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bom_and_crlf_are_normalised() {
        let source = Source::new("x", "\u{feff}a: b\r\nc\r\n");
        assert_eq!(source.text(), "a: b\nc\n");
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
