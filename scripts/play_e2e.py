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
import re
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

    def click_hint_button(self, label):
        """Clicks a button of the hint panel as a reader reaches it: a long hint (a first move that
        gathers many clue facts) is scrolled to the top of the side column, where it sticks, and
        within its own box to the button."""
        button = self.d.find_element(By.XPATH, f"//div[@id='hint']//button[text()='{label}']")
        self.d.execute_script(
            "var b = arguments[0], side = b.closest('.side');"
            " b.scrollIntoView({block: 'center'});"
            " if (side) { var s = side.getBoundingClientRect(), r = b.getBoundingClientRect();"
            "   if (r.bottom > s.bottom) side.scrollTop += r.bottom - s.bottom + 8;"
            "   if (r.top < s.top) side.scrollTop -= s.top - r.top + 8; }", button)
        button.click()

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


def replay(data):
    """The explanation's grid after each step (entry 0 empty), replayed from the steps."""
    grid = ["."] * data["layout"]["cell_count"]
    out = ["".join(grid)]
    for step in data["steps"]:
        if not step.get("contradiction"):
            for c, m in step["conclusions"]:
                grid[c] = m
            for c in step["consequences"]:
                grid[c] = "n"
        out.append("".join(grid))
    return out


def closure(data, marks):
    """What a solver on paper fills in from marks without thinking: one-to-one ✗s, and marks
    carried along rows that ✓s join (computed here independently of play.js)."""
    n = len(data["categories"][0]["items"])
    cats = len(data["categories"])
    where = {}
    for b in data["layout"]["blocks"]:
        for i in range(n):
            for j in range(n):
                where[(b["row"], i, b["column"], j)] = b["first"] + i * n + j
                where[(b["column"], j, b["row"], i)] = b["first"] + i * n + j
    k = list(marks)
    changed = True
    while changed:
        changed = False
        for (ca, ia, cb, ib), c in where.items():
            if k[c] == ".":
                continue
            if k[c] == "y":
                for x in range(n):
                    for p in (where[(ca, ia, cb, x)], where[(ca, x, cb, ib)]):
                        if p != c and k[p] == ".":
                            k[p] = "n"
                            changed = True
            for third in range(cats):
                if third in (ca, cb):
                    continue
                for x in range(n):
                    if k[where[(cb, ib, third, x)]] == "y":
                        p = where[(ca, ia, third, x)]
                        if k[p] == ".":
                            k[p] = k[c]
                            changed = True
    return k


def cell_items(data, cell):
    """The names of the two items of a cell."""
    n = len(data["categories"][0]["items"])
    for b in data["layout"]["blocks"]:
        if b["first"] <= cell < b["first"] + n * n:
            i, j = divmod(cell - b["first"], n)
            return data["categories"][b["row"]]["items"][i], data["categories"][b["column"]]["items"][j]
    raise AssertionError(f"no block has cell {cell}")


def expected_next(data, marks):
    """The move a hint should point at (the rule of play.js, computed here independently): the
    first move (then the rows unit) whose conclusions are not all held and whose premises are,
    where the player holds their marks and what follows from them on paper (`closure`)."""
    k = closure(data, marks)
    units = list(data["moves"])
    if data.get("rows_unit"):
        units.append(dict(data["rows_unit"], number=len(data["moves"]) + 1,
                          grid=len(data["steps"])))
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
    # Every cell button is numbered, named by its two items and labelled by the script.
    labels = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('button.cell'), function (b) {"
        " return [parseInt(b.getAttribute('data-cell'), 10), b.getAttribute('aria-label'), b.id]; });")
    check(sorted(c for c, _, _ in labels) == list(range(count)), "every cell has its number once")
    check(all(label == " / ".join(cell_items(data, c)) + ": open" and ident == f"cell-{c}" for c, label, ident in labels),
          f"and is labelled with both items: {labels[:3]}")

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
    page.click_hint_button("Mark it for me")
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
    check(f"One of your marks cannot be right: {cell_name} (outlined in red)." in text, f"wrong ✗: {text!r}")
    check("Hint 1 of 3 (nudge)" in text and "go together" not in text and "Focus" not in text,
          f"the nudge names no answer: {text!r}")
    page.click("hint-button")
    text = page.hint_text()
    check("Hint 2 of 3 (focus)" in text and "Focus: " in text, f"then the focus: {text!r}")
    page.click("hint-button")
    text = page.hint_text()
    check("Hint 3 of 3 (full)" in text and "Why it cannot hold" in text, f"then the chain: {text!r}")
    lines = len([line for line in text.splitlines() if line.strip()])
    print(f"  wrong ✗ refuted in {lines} lines at full detail")
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
    # A wrong ✓ that one clue rules out: refuted by that clue, in a few lines.
    refuted = next((int(c) for c, r in sorted(data["refutations"].items(), key=lambda x: int(x[0]))
                    if answer[int(c)] == "n" and page.marks()[int(c)] == "."), None)
    if refuted is not None:
        page.cell(refuted).send_keys("v")
        check(page.marks()[refuted] == "y", "V ticks")
        page.click("hint-button")
        text = page.hint_text()
        clue = data["refutations"][str(refuted)]["clue"]
        label = next(c.get("label") or f"line {c['line']}" for c in data["clues"] if c["line"] == clue)
        check(f"It clashes with clue {label}." in text, f"a wrong ✓ names the clue that rules it out: {text!r}")
        page.click("hint-button")
        page.click("hint-button")
        text = page.hint_text()
        lines = len([line for line in text.splitlines() if line.strip()])
        check("Here the supposition clashes." in text and lines <= 14, f"and shows the short chain ({lines} lines): {text!r}")
        print(f"  one-clue wrong ✓ refuted in {lines} lines at full detail")
        page.click("undo")
        check(page.marks()[refuted] == ".", "undone")

    # A wrong ✓ (two clicks) brings one-to-one ✗s; the hint blames the ✓.
    def lone_wrong_yes():
        marks = page.marks()
        return next((c for c in range(count) if answer[c] == "n" and marks[c] == "."
                     and all(marks[p] != "y" for p in peers(data, c))), None)
    wrong_yes = lone_wrong_yes()
    if wrong_yes is None:
        # The first move left no such cell (the Murdle's gathers all four clue facts): this part
        # starts from an empty grid.
        page.click("clear")
        check(not page.by_id("hint").is_displayed(), "asking to start again puts the hint away")
        page.click("clear-yes")
        check(page.marks() == "." * count, "Clear empties the grid")
        wrong_yes = lone_wrong_yes()
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
    check(f"One of your marks cannot be right: {name_yes} (outlined in red)." in text, f"wrong ✓: {text!r}")
    check("more of your marks" not in text, f"its automatic ✗s are not blamed: {text!r}")
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
    # (A puzzle of one move, the Murdle's, has no later move: the other puzzles check this.)
    current = page.marks()
    want = expected_next(data, current)
    if want is not None and len(data["moves"]) > want["number"]:
        before_want = replay(data)[want["grid"]]
        earlier = {c for m in data["moves"][:want["number"]] for c in
                   [c for c, _ in m["conclusions"]] + m["consequences"]}
        late = next((c for move in reversed(data["moves"])
                     for c, m in move["conclusions"] + [[x, "n"] for x in move["consequences"]]
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

    # The table view (four categories or more): candidates per row, the same marks as the grid.
    cats = len(data["categories"])
    toggles = driver.find_elements(By.ID, "view-toggle")
    check(bool(toggles) == (cats >= 4), f"a table view is offered exactly with 4+ categories ({cats})")
    if toggles:
        toggles[0].click()
        check(page.by_id("table-view").is_displayed() and not page.by_id("grid").is_displayed(),
              "the table view replaces the grid")
        candidates = driver.find_elements(By.CSS_SELECTOR, "#table-view button.candidate")
        check(len(candidates) == n * n * (cats - 1), f"every candidate is there: {len(candidates)}")
        before_table = page.marks()
        pick = next(b for b in candidates if before_table[int(b.get_attribute("data-cell"))] == ".")
        cell = int(pick.get_attribute("data-cell"))
        pick.click()
        check(page.marks()[cell] == "n" and "no" in pick.get_attribute("class"),
              "a click on a candidate crosses it out, on the grid too")
        check(pick.get_attribute("aria-label").endswith(": crossed out"), "and its label says so")
        driver.refresh()
        check(page.by_id("table-view").is_displayed(), "the view survives a reload")
        # A focus hint in the table view says when its cells are only on the grid.
        want = expected_next(data, page.marks())
        first_blocks = [b for b in data["layout"]["blocks"] if 0 in (b["row"], b["column"])]
        in_table = {c for b in first_blocks for c in range(b["first"], b["first"] + n * n)}
        held = closure(data, page.marks())
        outside = [c for c, m in want["conclusions"] if held[c] != m and c not in in_table]
        page.click("hint-button")
        page.click("hint-button")
        text = page.hint_text()
        check(("switch to the grid view" in text) == bool(outside),
              f"the table view points to the grid for cells it lacks ({outside}): {text!r}")
        page.by_id("view-toggle").click()
        check(page.by_id("grid").is_displayed() and not page.by_id("table-view").is_displayed(),
              "and switches back to the grid")
        page.click("undo")
        check(page.marks() == before_table, "undone")

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
    check(page.marks() == replay(data)[1], "the grid shows the explanation after step 1")
    check(data["steps"][0]["text"].splitlines()[1].strip() in page.by_id("walk-panel").text, "with its words")
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

    # The H key asks for a hint on the grid, and nowhere else (no page-wide single-key shortcut).
    page.cell(0).send_keys("h")
    check(page.by_id("hint").is_displayed(), "H on the grid asks for a hint")
    page.click("clear")
    page.click("clear-no")
    driver.find_element(By.CSS_SELECTOR, "#clues button.clue-toggle").send_keys("h")
    check(not page.by_id("hint").is_displayed() or "Hint 2 of 3" not in page.hint_text(),
          "H elsewhere does nothing")
    clock = page.by_id("clock")
    check(re.search(r"^Time \d+:\d\d$", clock.text) is not None and clock.get_attribute("role") == "timer",
          f"a clock shows the time played, outside the live status: {clock.text!r}")

    # From a grid of ✓s only, the hint is a real move from where the player stands: the first
    # move that the ticks and what follows from them on paper do not already hold.
    ticks = []
    for block in data["layout"]["blocks"][:3]:
        first = block["first"]
        ticks.append(next(c for c in range(first, first + n * n) if answer[c] == "y"))
    for c in ticks:
        page.cell(c).click()
        page.cell(c).click()
    marks = page.marks()
    check(all(marks[c] == "y" for c in ticks), "three right ticks")
    want = expected_next(data, marks)
    for _ in range(3):
        page.click("hint-button")
        text = page.hint_text()
        if "Hint 3 of 3" in text:
            break
    check(want is not None and headline(want) in text, f"a ✓-only grid gets move {want and want['number']}: {text!r}")
    held = closure(data, marks)
    check(not all(held[c] == m for c, m in want["conclusions"]),
          "a move the ticks do not already settle on paper")
    # `sleuth hint --given` with the same ticks picks the same move (one rule, two places).
    facts = work / "ticks.txt"
    facts.write_text("".join(f"{cell_items(data, c)[0]} + {cell_items(data, c)[1]}\n" for c in ticks),
                     encoding="utf-8")
    cli = subprocess.run([sleuth, "hint", "--given", str(facts), puzzle], capture_output=True, text=True)
    check(cli.returncode == 0 and cli.stdout.splitlines()[-1] in text,
          f"the page and `sleuth hint --given` agree: {cli.stdout!r} vs {text!r}")
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
        hints += 1
        if want is None:
            # Every move is held once the player's rows are followed; the open cells follow.
            check("from the rows you have found" in text, f"the open cells follow from the rows: {text!r}")
            buttons = driver.find_elements(By.XPATH, "//div[@id='hint']//button[text()='Mark them for me']")
            check(buttons, f"and it offers to mark them: {text!r}")
            page.click_hint_button("Mark them for me")
            continue
        check(headline(want) in text, f"the hint is move {want['number']}: {text!r}")
        buttons = driver.find_elements(By.XPATH, "//div[@id='hint']//button[text()='Mark it for me']")
        check(buttons, f"a full hint offers to mark it: {text!r}")
        page.click_hint_button("Mark it for me")
        if not reloaded and page.marks().count(".") < count // 2:
            kept = page.marks()
            driver.refresh()
            check(page.marks() == kept, "the marks survive a reload half way")
            reloaded = True
    check(page.status().startswith("Solved!"), f"solved by hints only: {page.status()!r}")
    check(not driver.find_elements(By.CSS_SELECTOR, ".grid button.focus, .grid button.wrong"),
          "no hint outline is left once solved")
    check(page.marks() == answer, "the solved grid is the answer")
    solved = page.by_id("solved")
    check(solved.is_displayed() and "Solved in " in solved.text, f"the solved screen: {solved.text!r}")
    check(len(solved.find_elements(By.CSS_SELECTOR, "table tr")) == n + 1, "with the answer table")
    check(f"with {presses} hints" in solved.text, f"and the hints asked: {solved.text!r}")

    # Two tabs of one puzzle stay in sync through local storage.
    first_tab = driver.current_window_handle
    driver.switch_to.new_window("tab")
    driver.get(html_path.resolve().as_uri())
    check(page.marks() == answer, "a second tab opens with the same marks")
    page.click("clear")
    page.click("clear-yes")
    page.cell(0).click()
    page.cell(0).click()
    mine = page.marks()
    driver.close()
    driver.switch_to.window(first_tab)
    check(page.marks() == mine, f"the first tab follows the second: {page.marks()[:12]} vs {mine[:12]}")
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


def house_wrong_mark(driver, sleuth, work):
    """An early wrong ✓ on a 6 × 6 house puzzle (7 categories) is refuted in a few lines, and
    the nudge names only the mark and the clue, no answer."""
    puzzle = "tests/data/english-house/house-24.txt"
    path = work / "house-24.html"
    subprocess.run([sleuth, "play", puzzle, "-o", str(path)], check=True, capture_output=True)
    data = page_data(path.read_text(encoding="utf-8"))
    size = path.stat().st_size
    print(f"{puzzle}: page {size // 1024} KB, {len(data['refutations'])} one-clue refutations")
    driver.get(path.resolve().as_uri())
    driver.execute_script("localStorage.clear();")
    driver.refresh()
    page = Page(driver, data)
    answer = data["answer"]
    cell = next(int(c) for c in sorted(data["refutations"], key=int) if answer[int(c)] == "n")
    page.cell(cell).send_keys("v")
    check(page.marks()[cell] == "y", "an early wrong ✓")
    page.click("hint-button")
    nudge = page.hint_text()
    name = page.cell(cell).get_attribute("data-name")
    clue = data["refutations"][str(cell)]["clue"]
    label = next(c.get("label") or f"line {c['line']}" for c in data["clues"] if c["line"] == clue)
    check(nudge.splitlines()[1:] == [f"One of your marks cannot be right: {name} (outlined in red). It clashes with clue {label}."],
          f"the nudge names the mark and the clue, nothing more: {nudge!r}")
    page.click("hint-button")
    page.click("hint-button")
    chain = [p.text for p in driver.find_elements(By.CSS_SELECTOR, "#hint pre.step")]
    lines = sum(len([x for x in t.splitlines() if x.strip()]) for t in chain)
    check(chain and lines <= 6, f"refuted in at most 6 lines at full detail ({lines}): {chain!r}")
    print(f"  early wrong ✓ on house-24 refuted in {lines} lines")
    page.click("undo")


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
            house_wrong_mark(driver, args.sleuth, work)
        except AssertionError as e:
            failed += 1
            print(f"FAIL house-24 wrong mark: {e}", file=sys.stderr)
        try:
            play_e2e_layout.run(driver, args.sleuth, work, check)
        except AssertionError as e:
            failed += 1
            print(f"FAIL layout: {e}", file=sys.stderr)
    finally:
        driver.quit()
        shutil.rmtree(work, ignore_errors=True)
    print(f"play e2e: {len(args.puzzles) + 2 - failed} passed, {failed} failed ({CHECKS} checks)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
