//! Output files written so that nothing is lost: the page goes to a temporary file beside the
//! target and is renamed over it only when complete (a killed or failed write leaves the old
//! file whole); the puzzle being read is never replaced; an existing file that sleuth did not
//! write, or a symbolic link, is replaced only with `--force`.

use std::io::Write;
use std::path::{Path, PathBuf};

/// What every page sleuth writes carries near its top (`<meta name="generator" …>`).
const MARK: &str = "<meta name=\"generator\" content=\"sleuth";

/// Writes `contents` to `target`, which must not be `input` (the puzzle read, or `-`).
pub fn write_new(target: &Path, contents: &str, input: &Path, force: bool) -> Result<(), String> {
    let shown = target.display();
    if is_same_file(target, input) {
        return Err(format!(
            "`{shown}` is the puzzle being read; writing the page there would replace it \
             (choose another name, such as `{}`)",
            with_html(input).display()
        ));
    }
    match std::fs::symlink_metadata(target) {
        Ok(meta) if meta.file_type().is_symlink() && !force => {
            return Err(format!(
                "`{shown}` is a symbolic link; sleuth does not write through links \
                 (--force replaces the link itself with the page)"
            ));
        }
        Ok(meta) if meta.is_dir() => return Err(format!("`{shown}` is a folder")),
        Ok(meta) if meta.is_file() && !force && !written_by_sleuth(target) => {
            return Err(format!(
                "`{shown}` exists and is not a page sleuth wrote; --force replaces it"
            ));
        }
        _ => {}
    }
    let temporary = temporary_beside(target);
    let written = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)?;
        file.write_all(contents.as_bytes())?;
        file.sync_all()?;
        std::fs::rename(&temporary, target)
    })();
    written.map_err(|e| {
        let _ = std::fs::remove_file(&temporary);
        format!("cannot write `{shown}`: {e} (the old file, if any, is unchanged)")
    })
}

/// Whether the two paths name one file (through links, `..` and the like).
fn is_same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Whether the file at `path` is a page sleuth wrote: its mark within the first 2 KiB.
fn written_by_sleuth(path: &Path) -> bool {
    use std::io::Read;
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(2048).read_to_end(&mut head));
    read.is_ok() && String::from_utf8_lossy(&head).contains(MARK)
}

/// `.NAME.PID.tmp` in the target's folder, so the rename stays on one file system.
fn temporary_beside(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "page".to_string());
    target.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// `puzzle.txt` → `puzzle.html`.
fn with_html(input: &Path) -> PathBuf {
    input.with_extension("html")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_puzzle_read_is_never_replaced() {
        let dir = std::env::temp_dir().join(format!("sleuth-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let puzzle = dir.join("puzzle.txt");
        std::fs::write(&puzzle, "people: Ann, Bob\n").unwrap();
        let error = write_new(&puzzle, "<html>", &puzzle, true).unwrap_err();
        assert!(error.contains("puzzle being read"), "{error}");
        assert_eq!(
            std::fs::read_to_string(&puzzle).unwrap(),
            "people: Ann, Bob\n"
        );
        // A file sleuth did not write needs --force; a page it wrote does not.
        let other = dir.join("notes.html");
        std::fs::write(&other, "my notes").unwrap();
        assert!(write_new(&other, "<p>", &puzzle, false).is_err());
        assert_eq!(std::fs::read_to_string(&other).unwrap(), "my notes");
        write_new(&other, &format!("{MARK} play\">"), &puzzle, true).unwrap();
        write_new(&other, &format!("{MARK} play\"> again"), &puzzle, false).unwrap();
        assert!(std::fs::read_to_string(&other).unwrap().ends_with("again"));
        // No temporary file is left behind.
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(left.len(), 2);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
