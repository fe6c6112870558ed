"""End-to-end test of `sleuth play` in headless Chromium (through chromedriver and Selenium).

    python scripts/play_e2e.py [--sleuth target/debug/sleuth] [--shots docs] PUZZLE...

For each puzzle: writes the page, opens it from a file:// URL, asks for a hint at each level and
compares the words with the embedded moves, makes a wrong ✗ and a wrong ✓ and checks the "this
mark is wrong" message and its step, moves and marks with the keyboard, checks "check my grid",
reloads and checks the marks survived, steps through the explanation, reveals the answer, and
finally solves the whole grid by hints only ("Mark it for me"), reloading half way. Screenshots go
to --shots (only for the first puzzle). Any failed expectation exits non-zero with a message.
Run it through scripts/play-e2e.sh, which installs Selenium and skips when Chromium is missing.
"""

import argparse
import base64
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import play_e2e_layout

CHECKS = 0


def check(condition, message):
    global CHECKS
    CHECKS += 1
    if not condition:
        raise AssertionError(message)


def browser(profile):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which(os.environ.get("CHROMIUM", "chromium")) or "/usr/bin/chromium"
    for flag in [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--window-size=1280,900",
        "--force-device-scale-factor=1",
        f"--user-data-dir={profile}",
    ]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_page_load_timeout(30)
    return driver


def page_data(html):
    start = html.index('id="sleuth-data">') + len('id="sleuth-data">')
    end = html.index("</script>", start)
    return json.loads(html[start:end])


class Page:
    def __init__(self, driver, data):
        self.d = driver
        self.data = data

    def by_id(self, ident):
        return self.d.find_element(By.ID, ident)

    def click(self, ident):
        self.by_id(ident).click()

    def cell(self, c):
        return self.by_id(f"cell-{c}")

    def marks(self):
        return self.d.execute_script(
            "var out = [];"
            " document.querySelectorAll('button.cell').forEach(function (b) {"
            "   out[parseInt(b.getAttribute('data-cell'), 10)] ="
            "     b.textContent === '✓' ? 'y' : b.textContent === '✗' ? 'n' : '.'; });"
            " return out.join('');"
        )

    def hint_text(self):
        panel = self.by_id("hint")
        check(panel.is_displayed(), "the hint panel is shown")
        return panel.text

    def focused_cells(self):
        return sorted(
            int(b.get_attribute("data-cell"))
            for b in self.d.find_elements(By.CSS_SELECTOR, "button.cell.focus")
        )

    def errors(self):
        return [e for e in self.d.get_log("browser") if e.get("level") == "SEVERE"]

    def status(self):
        return self.by_id("status").text

    def press(self, *keys):
        self.d.switch_to.active_element.send_keys(*keys)

    def shot(self, path):
        if path:
            self.d.save_screenshot(str(path))
            print(f"  screenshot {path}")


def headline(unit):
    """A move's (or the rows unit's) headline: the line after its title."""
    return unit["text"].splitlines()[1].strip()


def expected_next(data, marks):
    """The move a hint should point at (the rule of play.js, computed here independently): the
    first move (then the rows unit) whose conclusions are not all held and whose premises are."""
    n = len(data["categories"][0]["items"])
    k = list(marks)
    for c, m in enumerate(marks):
        if m == "y":
            first = c - c % (n * n)
            i, j = divmod(c - first, n)
            for x in range(n):
                for p in (first + i * n + x, first + x * n + j):
                    if p != c and k[p] == ".":
                        k[p] = "n"
    units = list(data["moves"])
    if data.get("rows_unit"):
        units.append(dict(data["rows_unit"], number=len(data["moves"]) + 1,
                          grid=len(data["grids"]) - 1))
    for unit in units:
        done = all(k[c] == m for c, m in unit["conclusions"])
        ready = all(k[c] == m for c, m in unit["premises"])
        if not done and ready:
            return unit
    return None


def run_puzzle(driver, sleuth, puzzle, work, shots):
    name = pathlib.Path(puzzle).stem
    html_path = work / f"{name}.html"
    subprocess.run([sleuth, "play", puzzle, "-o", str(html_path)], check=True)
    data = page_data(html_path.read_text(encoding="utf-8"))
    answer = data["answer"]
    count = data["layout"]["cell_count"]
    shot = (lambda label: shots / f"play-{label}.png") if shots else (lambda label: None)
    print(f"{puzzle}: {count} cells, {len(data['moves'])} moves of {len(data['steps'])} steps")

    driver.get(html_path.resolve().as_uri())
    page = Page(driver, data)
    # Fresh storage for this puzzle, whatever an earlier run left.
    driver.execute_script("localStorage.clear();")
    driver.refresh()
    check(page.marks() == "." * count, "the grid starts empty")
    check(page.errors() == [], f"no script errors: {page.errors()}")

    # The hint ladder from the empty grid: nudge, focus, full, in the words of the moves.
    first = expected_next(data, "." * count)
    page.click("hint-button")
    text = page.hint_text()
    check("Hint 1 of 3 (nudge)" in text, f"first press is the nudge: {text!r}")
    check(first["number"] == 1 and first["text"].startswith("Move 1 · "), "the first hint is move 1")
    check("Hint: " + first["nudge"] in text, f"the nudge of move {first['number']}: {text!r}")
    check("Focus:" not in text, "the nudge does not say which cells")
    page.click("hint-button")
    text = page.hint_text()
    check("Hint 2 of 3 (focus)" in text and "Focus: " + first["focus"] in text, f"focus: {text!r}")
    want = sorted(c for c, _ in first["conclusions"])
    check(page.focused_cells() == want, f"the focus outlines the cells {want}: {page.focused_cells()}")
    page.shot(shot("hint-focus"))
    page.click("hint-button")
    text = page.hint_text()
    check("Hint 3 of 3 (full)" in text, f"full: {text!r}")
    for line in first["text"].splitlines():
        check(line.strip() in text, f"the full hint is the move's text: {line.strip()!r} in {text!r}")
    check(page.marks() == "." * count, "a hint never marks the grid by itself")
    driver.find_element(By.XPATH, "//div[@id='hint']//button[text()='Mark it for me']").click()
    marks = page.marks()
    for c, m in first["conclusions"]:
        check(marks[c] == m, f"Mark it for me set cell {c}")
    for c in first["consequences"]:
        check(marks[c] == "n", f"Mark it for me crossed out cell {c}")
    c0, m0 = first["conclusions"][0]
    label = page.cell(c0).get_attribute("aria-label")
    check(label.endswith(": ticked" if m0 == "y" else ": crossed out"), f"the label says the mark: {label!r}")
    check(" / " in label, f"the label names both items: {label!r}")

    # A wrong ✗ on a cell whose answer is ✓.
    wrong = next(c for c in range(count) if answer[c] == "y" and marks[c] == ".")
    page.cell(wrong).click()
    check(page.marks()[wrong] == "n", "one click crosses out")
    page.click("hint-button")
    text = page.hint_text()
    cell_name = page.cell(wrong).get_attribute("data-name")
    check(f"This mark is wrong: {cell_name} is crossed out ✗, but they go together." in text, f"wrong ✗: {text!r}")
    why = data["why"][wrong]
    check(why and f"Step {why[0]}" in text, f"names the step that shows the opposite ({why}): {text!r}")
    check(data["steps"][why[0] - 1]["headline"] in text, "and shows that step")
    check("wrong" in page.cell(wrong).get_attribute("class"), "the wrong cell is outlined")
    check(page.cell(wrong).get_attribute("aria-label").endswith(", wrong"), "and its label says so")
    page.shot(shot("wrong-mark"))
    # Check my grid counts it.
    page.click("check-button")
    text = page.by_id("check").text
    check("1 of your" in text and "is wrong" in text, f"check counts one wrong mark: {text!r}")
    page.click("show-wrong")
    check("wrong" in page.cell(wrong).get_attribute("class"), "show outlines it")
    # Undo with the keyboard.
    page.cell(wrong).send_keys(Keys.CONTROL, "z")
    check(page.marks()[wrong] == ".", "Ctrl+Z undoes the ✗")
    page.cell(wrong).send_keys(Keys.CONTROL, "y")
    check(page.marks()[wrong] == "n", "Ctrl+Y redoes it")
    page.click("undo")
    check(page.marks()[wrong] == ".", "Undo undoes it")

    # A wrong ✓ (two clicks) brings one-to-one ✗s; the hint blames the ✓.
    wrong_yes = next(c for c in range(count) if answer[c] == "n" and page.marks()[c] == "."
                     and all(page.marks()[p] != "y" for p in peers(data, c)))
    before = page.marks()
    page.cell(wrong_yes).click()
    page.cell(wrong_yes).click()
    after = page.marks()
    check(after[wrong_yes] == "y", "two clicks tick")
    crossed = [p for p in peers(data, wrong_yes) if before[p] == "."]
    check(all(after[p] == "n" for p in crossed), "auto ✗ crosses out the row and column of the block")
    if crossed:
        page.cell(crossed[0]).click()
        check(page.marks() == after, "a click on an automatic ✗ leaves it (no second ✓ in the line)")
    page.click("hint-button")
    text = page.hint_text()
    name_yes = page.cell(wrong_yes).get_attribute("data-name")
    check(f"This mark is wrong: {name_yes} is ticked ✓, but they do not go together." in text, f"wrong ✓: {text!r}")
    page.cell(wrong_yes).click()
    check(page.marks() == before, "cycling the ✓ away takes its automatic ✗s with it")

    # The keyboard: arrows move, x crosses out, Delete clears.
    page.cell(0).click()
    page.cell(0).click()
    page.cell(0).click()
    check(page.marks() == before, "three clicks come back to open")
    page.cell(0).send_keys(Keys.ARROW_RIGHT)
    active = driver.switch_to.active_element
    check(active.get_attribute("data-cell") == "1", "→ moves to the next cell")
    check(active.get_attribute("tabindex") == "0", "the focused cell is the one in the tab order")
    page.press(Keys.ARROW_DOWN)
    n = len(data["categories"][0]["items"])
    check(driver.switch_to.active_element.get_attribute("data-cell") == str(1 + n), "↓ moves down")
    target = int(driver.switch_to.active_element.get_attribute("data-cell"))
    original = page.marks()[target]
    if original != ".":
        page.press(Keys.DELETE)
        check(page.marks()[target] == ".", "Delete clears")
    page.press("x")
    check(page.marks()[target] == "n", "x crosses out")
    check(driver.switch_to.active_element.get_attribute("aria-label").endswith(": crossed out"), "the label follows")
    page.press(Keys.DELETE)
    check(page.marks()[target] == ".", "Delete clears")
    page.press(Keys.SPACE)
    check(page.marks()[target] == "n", "Space cycles to ✗")
    page.press(Keys.ENTER)
    check(page.marks()[target] == "y", "Enter cycles to ✓")
    page.press(Keys.SPACE)
    check(page.marks()[target] == ".", "and back to open, with its automatic ✗s")
    if original != ".":
        page.press("x" if original == "n" else "v")
    check(page.marks() == before, "the grid is as it was")

    # Your path differs: a right mark the explanation only reaches in its last move.
    current = page.marks()
    want = expected_next(data, current)
    before_want = data["grids"][want["grid"]]
    earlier = {c for m in data["moves"][:want["number"]] for c in
               [c for c, _ in m["conclusions"]] + m["consequences"]}
    late = next((c for move in reversed(data["moves"]) for c, m in move["conclusions"]
                 if m == "n" and current[c] == "." and before_want[c] == "." and c not in earlier), None)
    check(late is not None, "a right ✗ the explanation makes later")
    page.cell(late).click()
    want = expected_next(data, current[:late] + "n" + current[late + 1:])
    page.click("hint-button")
    text = page.hint_text()
    check("Your path differs from sleuth's" in text, f"says the path differs: {text!r}")
    check("right but come" in text and "later in its explanation" in text, f"in words: {text!r}")
    check("Hint: " + want["nudge"] in text, f"and still points at move {want['number']}: {text!r}")
    page.click("hint-button")
    again = page.hint_text()
    check("Your path differs" not in again, f"the note is said once, not on every press: {again!r}")
    page.click("undo")
    check(page.marks() == current, "undone")

    # A clue crossed off.
    clue = driver.find_element(By.CSS_SELECTOR, "#clues li")
    clue.find_element(By.CSS_SELECTOR, "button.clue-toggle").click()
    check("struck" in clue.get_attribute("class"), "a click crosses a clue off")
    check(
        clue.find_element(By.CSS_SELECTOR, "button.clue-toggle").get_attribute("aria-pressed") == "true",
        "and says so to a screen reader",
    )
    check(clue.get_attribute("role") is None, "the clue stays a list item")

    # Reload keeps the marks and the crossed-off clue.
    kept = page.marks()
    driver.refresh()
    check(page.marks() == kept, "the marks survive a reload")
    clue = driver.find_element(By.CSS_SELECTOR, "#clues li")
    check("struck" in clue.get_attribute("class"), "the crossed-off clue survives a reload")
    clue.find_element(By.CSS_SELECTOR, "button.clue-toggle").send_keys(Keys.ENTER)
    check("struck" not in clue.get_attribute("class"), "Enter puts it back")

    # The spoiler step-through shows the explanation's grid, then gives the player's back.
    page.click("walk-button")
    page.click("walk-next")
    check(page.by_id("walk-position").text == f"Step 1 of {len(data['steps'])}", "step 1 of the walk")
    check(page.marks() == data["grids"][1], "the grid shows the explanation after step 1")
    check(data["steps"][0]["headline"] in page.by_id("walk-panel").text, "with its words")
    page.click("walk-close")
    check(page.marks() == kept, "back to the player's grid")

    # Reveal needs a second click, then shows the answer.
    page.click("reveal")
    check(not page.by_id("answer").is_displayed(), "one click does not reveal")
    page.click("reveal-yes")
    table = page.by_id("answer").text
    check(all(row[0] in table for row in data["solution"]), "the answer lists every row")

    # Solve by hints only, reloading half way.
    page.click("clear")
    page.click("clear-yes")
    check(page.marks() == "." * count, "start again clears the grid")
    presses = 0
    reloaded = False
    hints = 0
    for _ in range(4 * len(data["moves"]) + 10):
        if page.status().startswith("Solved!"):
            break
        current = page.marks()
        want = expected_next(data, current)
        for level in range(3):
            page.click("hint-button")
            presses += 1
        text = page.hint_text()
        check(want is not None, f"the Python rule finds a move on an unsolved grid: {current}")
        check(headline(want) in text, f"the hint is move {want['number']}: {text!r}")
        hints += 1
        buttons = driver.find_elements(By.XPATH, "//div[@id='hint']//button[text()='Mark it for me']")
        check(buttons, f"a full hint offers to mark it: {text!r}")
        buttons[0].click()
        if not reloaded and page.marks().count(".") < count // 2:
            kept = page.marks()
            driver.refresh()
            check(page.marks() == kept, "the marks survive a reload half way")
            reloaded = True
    check(page.status().startswith("Solved!"), f"solved by hints only: {page.status()!r}")
    check(not driver.find_elements(By.CSS_SELECTOR, ".grid button.focus, .grid button.wrong"),
          "no hint outline is left once solved")
    check(page.marks() == answer, "the solved grid is the answer")
    check(reloaded, "reloaded half way")
    page.shot(shot("solved"))
    check(page.errors() == [], f"no script errors: {page.errors()}")
    units = len(data["moves"]) + (1 if data.get("rows_unit") else 0)
    check(hints == units, f"one hint per move (and the rows): {hints} hints, {units} units")
    print(f"  solved by hints only: {presses} presses of Hint, {hints} moves")

    # Printing: the grid prints blank, with the clues.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    visible = driver.execute_script(
        "return getComputedStyle(document.querySelector('button.cell.yes')).color;")
    check(visible in ("rgba(0, 0, 0, 0)", "transparent"), f"marks are hidden in print: {visible}")
    check(not page.by_id("hint-button").is_displayed(), "buttons are hidden in print")
    check(page.by_id("clues").is_displayed(), "the clues print")
    page.shot(shot("print"))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    pdf = driver.execute_cdp_cmd("Page.printToPDF", {})
    check(len(base64.b64decode(pdf["data"])) > 1000, "the page prints to PDF")

    # --blank: the same grid and clues, no script.
    blank_path = work / f"{name}-blank.html"
    subprocess.run([sleuth, "play", "--blank", puzzle, "-o", str(blank_path)], check=True)
    driver.get(blank_path.resolve().as_uri())
    check(len(driver.find_elements(By.CSS_SELECTOR, "table.grid td")) >= count, "the blank page has the grid")
    check(len(driver.find_elements(By.CSS_SELECTOR, "#clues li")) == len(data["clues"]), "and every clue")
    check(not driver.find_elements(By.ID, "hint-button") or not page.by_id("hint-button").is_displayed(),
          "and no play buttons")
    page.shot(shot("blank"))


def peers(data, c):
    n = len(data["categories"][0]["items"])
    first = c - c % (n * n)
    i, j = divmod(c - first, n)
    out = set()
    for x in range(n):
        out.add(first + i * n + x)
        out.add(first + x * n + j)
    out.discard(c)
    return sorted(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sleuth", default="target/debug/sleuth")
    parser.add_argument("--shots", default=None, help="folder for screenshots of the first puzzle")
    parser.add_argument("puzzles", nargs="*", default=["examples/murdle.txt", "examples/manor.txt"])
    args = parser.parse_args()
    work = pathlib.Path(tempfile.mkdtemp(prefix="sleuth-play-e2e-"))
    driver = browser(work / "profile")
    failed = 0
    try:
        for i, puzzle in enumerate(args.puzzles):
            shots = pathlib.Path(args.shots) if (args.shots and i == 0) else None
            try:
                run_puzzle(driver, args.sleuth, puzzle, work, shots)
            except AssertionError as e:
                failed += 1
                print(f"FAIL {puzzle}: {e}", file=sys.stderr)
        try:
            play_e2e_layout.run(driver, args.sleuth, work, check)
        except AssertionError as e:
            failed += 1
            print(f"FAIL layout: {e}", file=sys.stderr)
    finally:
        driver.quit()
        shutil.rmtree(work, ignore_errors=True)
    print(f"play e2e: {len(args.puzzles) + 1 - failed} passed, {failed} failed ({CHECKS} checks)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
