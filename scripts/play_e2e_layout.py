"""The play page's layout, print and accessibility in headless Chromium (called once by
scripts/play_e2e.py after its per-puzzle checks, with its driver and its `check`).

- A laptop (1366 × 768) on tests/data/english-house/house-24.txt (7 categories of 6): after a
  focus hint the outlined cell, its row header, its column header and the hint's text are all in
  the viewport and none is covered (the sticky headers, the side column); the header sizes Rust
  estimates are no smaller than the real ones.
- A phone (390 × 844, touch emulated): no sideways scrolling of the page, the hint shown on
  screen when asked for and not covering its cell, cells and buttons at least 44 px.
- Print: house-24 and an 8 × 8 puzzle (written here), the play page and --blank, on portrait A4
  and Letter: the grid fits the printable width and height, and the grid alone prints on one page
  (counted in Chromium's PDF); the whole page's count is printed.
- axe-core (installed by scripts/play-e2e.sh from npm into target/e2e-axe): no violations on the
  play page fresh, with a focus hint, with a full hint and marks, and on the blank page, for
  house-24 and examples/murdle.txt.
"""

import base64
import os
import pathlib
import re
import subprocess

from selenium.webdriver.common.by import By

HOUSE = "tests/data/english-house/house-24.txt"
MURDLE = "examples/murdle.txt"
AXE = os.environ.get("AXE_JS", "target/e2e-axe/node_modules/axe-core/axe.min.js")
# Portrait paper in inches, and Chromium's default print margin on each side.
PAPERS = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}
MARGIN = 0.4

CATEGORIES = {
    "nationalities": ["Englishman", "Spaniard", "Ukrainian", "Norwegian", "Japanese", "Italian", "Swede", "Dane"],
    "colours": ["red", "green", "ivory", "yellow", "blue", "white", "purple", "black"],
    "pets": ["dog", "snails", "fox", "horse", "zebra", "cat", "parrot", "goldfish"],
    "drinks": ["coffee", "tea", "milk", "orange juice", "water", "cocoa", "lemonade", "beer"],
    "cigarettes": ["Old Gold", "Kools", "Chesterfields", "Lucky Strike", "Parliaments", "Pall Mall",
                   "Dunhill", "Blends"],
    "jobs": ["painter", "baker", "doctor", "sailor", "diplomat", "violinist", "engineer", "farmer"],
    "favourite instruments": ["harpsichord", "trombone", "violoncello", "xylophone", "bagpipes",
                              "accordion", "saxophone", "ukulele"],
    "hometowns": ["Wolverhampton", "Middlesbrough", "Manchester", "Birmingham", "Winchester",
                  "Canterbury", "Gloucester", "Dorchester"],
}


def eight_by_eight():
    """The biggest grid the page promises to print on one page: 8 categories of 8, long names
    (one solution: seven items of the first category are each placed in every other category)."""
    names = list(CATEGORIES)
    first = CATEGORIES[names[0]]
    lines = ["# Eight by eight", "#", "# Eight categories of eight items, to test the page's size."]
    lines += [f"{c}: {', '.join(items)}" for c, items in CATEGORIES.items()]
    lines.append("")
    for c in names[1:]:
        lines += [f"{first[i]} + {CATEGORIES[c][(i + 3) % 8]}" for i in range(7)]
    return "\n".join(lines) + "\n"


def viewport(driver, width, height, mobile=False):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": mobile, "maxTouchPoints": 5})


def reset(driver):
    viewport(driver, 1280, 900)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def fresh(driver, path):
    driver.get(path.resolve().as_uri())
    driver.execute_script("localStorage.clear();")
    driver.refresh()


# For each element: its box, and whether the element drawn at its centre is it (or inside it):
# in the viewport and not covered by a sticky header, the side column or the hint.
SEEN = """
return arguments[0].map(function (e) {
  var b = e.getBoundingClientRect();
  var x = (b.left + b.right) / 2, y = (b.top + b.bottom) / 2;
  var inside = b.left >= 0 && b.top >= 0 && b.right <= innerWidth && b.bottom <= innerHeight;
  var top = document.elementFromPoint(x, y);
  return {box: [Math.round(b.left), Math.round(b.top), Math.round(b.right), Math.round(b.bottom)],
          inside: inside, shown: !!top && (top === e || e.contains(top))};
});
"""


def focus_hint(driver):
    # Pressed from the script: a WebDriver click can hang under touch emulation.
    for _ in range(2):
        driver.execute_script("document.getElementById('hint-button').click();")
    cells = driver.find_elements(By.CSS_SELECTOR, "button.cell.focus")
    if not cells:
        return None
    # A move may set cells all over the grid (the first move gathers every clue fact): the page
    # brings one of them into view, and that is the one a reader looks at.
    seen = driver.execute_script(SEEN, cells)
    return next((c for c, s in zip(cells, seen) if s["inside"] and s["shown"]), cells[0])


def headers(driver, cell):
    row = cell.find_element(By.XPATH, "./ancestor::tr[1]/th[contains(@class, 'item-row')]")
    column = driver.find_elements(By.CSS_SELECTOR, "th.item-col")[int(cell.get_attribute("data-c"))]
    return row, column


def laptop(driver, page, check):
    viewport(driver, 1366, 768)
    fresh(driver, page)
    cell = focus_hint(driver)
    check(cell is not None, "laptop: a focus hint outlines a cell")
    row, column = headers(driver, cell)
    hint = driver.find_element(By.ID, "hint")
    seen = driver.execute_script(SEEN, [cell, row, column, hint])
    print(f"  laptop 1366x768: cell {seen[0]['box']}, row header {seen[1]['box']}, "
          f"column header {seen[2]['box']}, hint {seen[3]['box']}")
    for what, s in zip(["the focused cell", "its row header", "its column header", "the hint"], seen):
        check(s["inside"] and s["shown"], f"laptop: {what} is in view and not covered: {s}")
    # The header sizes Rust writes (in em) are at least the real ones.
    sizes = driver.execute_script("""
      var wrap = document.getElementById('grid'), t = wrap.querySelector('table.grid');
      var em = parseFloat(getComputedStyle(t).fontSize), s = getComputedStyle(wrap);
      var last = t.querySelector('thead tr:last-child').getBoundingClientRect();
      var first = t.querySelector('thead tr').getBoundingClientRect();
      var rowHead = t.querySelector('th.item-row').getBoundingClientRect();
      return {top: (last.bottom - first.top) / em, left: (rowHead.right - t.getBoundingClientRect().left) / em,
              estTop: parseFloat(s.getPropertyValue('--head-top')), estLeft: parseFloat(s.getPropertyValue('--head-left')),
              height: document.documentElement.scrollHeight, viewport: innerHeight};""")
    check(sizes["top"] <= sizes["estTop"] and sizes["left"] <= sizes["estLeft"],
          f"laptop: the header sizes written in the page are generous: {sizes}")
    check(sizes["height"] <= sizes["viewport"], f"laptop: the page is one screen high: {sizes}")


def phone(driver, page, check):
    viewport(driver, 390, 844, mobile=True)
    fresh(driver, page)
    check(driver.execute_script("return matchMedia('(pointer: coarse)').matches"),
          "phone: touch emulation makes the pointer coarse")
    wide = driver.execute_script("return [document.documentElement.scrollWidth, innerWidth]")
    check(wide[0] <= wide[1], f"phone: the page does not scroll sideways: {wide}")
    size = driver.execute_script("return parseFloat(getComputedStyle(document.body).fontSize)")
    check(size >= 16, f"phone: body text is 16 px or more: {size}")
    cell = focus_hint(driver)
    check(cell is not None, "phone: a focus hint outlines a cell")
    hint = driver.find_element(By.ID, "hint")
    seen = driver.execute_script(SEEN, [hint, cell])
    print(f"  phone 390x844: hint {seen[0]['box']}, cell {seen[1]['box']}")
    check(seen[0]["inside"] and seen[0]["shown"], f"phone: the hint is on screen: {seen[0]}")
    check(seen[1]["inside"] and seen[1]["shown"], f"phone: its cell is on screen, not under the hint: {seen[1]}")
    small = driver.execute_script("""
      var out = [];
      document.querySelectorAll('button.cell, .toolbar button, .side button').forEach(function (b) {
        var r = b.getBoundingClientRect();
        if (r.width > 0 && (r.width < 44 || r.height < 44)) out.push([b.id || b.className, r.width, r.height]);
      });
      return out;""")
    check(small == [], f"phone: touch targets are 44 px or more: {small[:5]}")


def pdf_pages(driver, paper):
    width, height = PAPERS[paper]
    data = driver.execute_cdp_cmd("Page.printToPDF", {"paperWidth": width, "paperHeight": height})["data"]
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", base64.b64decode(data)))


def printing(driver, page, check):
    driver.get(page.resolve().as_uri())
    for paper, (width, height) in PAPERS.items():
        # The printable area, in CSS px, with print media: the grid's box.
        area = [round((width - 2 * MARGIN) * 96), round((height - 2 * MARGIN) * 96)]
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": area[0], "height": area[1], "deviceScaleFactor": 1, "mobile": False})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        box = driver.execute_script(
            "var b = document.querySelector('table.grid').getBoundingClientRect();"
            " return [b.left, b.right, b.width, b.height];")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        check(box[0] >= 0 and box[1] <= area[0] + 0.5 and box[3] <= area[1],
              f"print {page.name} {paper}: the grid {box} fits the printable area {area}")
        whole = pdf_pages(driver, paper)
        driver.execute_script(
            "var s = document.createElement('style'); s.id = 'grid-only';"
            " s.textContent = '@media print { header, .side, .paper-only { display: none !important; } }';"
            " document.head.appendChild(s);")
        alone = pdf_pages(driver, paper)
        driver.execute_script("document.getElementById('grid-only').remove();")
        print(f"  print {page.name} {paper}: grid {box[2]:.0f} x {box[3]:.0f} px of {area[0]} x {area[1]};"
              f" the grid alone {alone} page, the whole page {whole} pages")
        check(alone == 1, f"print {page.name} {paper}: the grid alone prints on one page, not {alone}")


def violations(driver, axe):
    driver.execute_script(axe)
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        " axe.run(document, {resultTypes: ['violations']}).then(function (r) {"
        "   done(r.violations.map(function (v) {"
        "     return v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 3).map(function (n) {"
        "       return n.target.join(' ') + ' ' + (n.failureSummary || '').split('\\n').slice(1, 2).join(''); }).join('; ');"
        "   }));"
        " }, function (e) { done(['axe failed: ' + e]); });")


def accessibility(driver, pages, check):
    axe = pathlib.Path(AXE).read_text(encoding="utf-8")
    viewport(driver, 1366, 768)
    driver.set_script_timeout(60)
    for name, (play, blank) in pages.items():
        fresh(driver, play)
        states = [("fresh", violations(driver, axe))]
        focus_hint(driver)
        states.append(("with a focus hint", violations(driver, axe)))
        driver.find_element(By.ID, "hint-button").click()
        driver.find_element(By.XPATH, "//div[@id='hint']//button[text()='Mark it for me']").click()
        driver.find_element(By.ID, "hint-button").click()
        states.append(("with marks and a hint", violations(driver, axe)))
        # A wrong mark's hint, the table view (four categories or more) and the solved screen.
        driver.execute_script("document.querySelector('button.cell:not(.yes):not(.no)').click();")
        driver.find_element(By.ID, "hint-button").click()
        states.append(("with a wrong-mark hint", violations(driver, axe)))
        toggles = driver.find_elements(By.ID, "view-toggle")
        if toggles:
            toggles[0].click()
            states.append(("in the table view", violations(driver, axe)))
            toggles[0].click()
        driver.execute_script("document.getElementById('reveal').click();"
                              " document.getElementById('reveal-yes').click();")
        driver.find_element(By.XPATH, "//button[text()='Put the answer on my grid']").click()
        states.append(("solved", violations(driver, axe)))
        driver.get(blank.resolve().as_uri())
        states.append(("blank", violations(driver, axe)))
        for state, found in states:
            print(f"  axe-core {name} {state}: {len(found)} violations")
            check(found == [], f"axe-core {name} {state}: {found}")


def run(driver, sleuth, work, check):
    """All of the above; an AssertionError says what failed."""
    big = work / "eight-by-eight.txt"
    big.write_text(eight_by_eight(), encoding="utf-8")
    pages = {}
    for puzzle in [HOUSE, MURDLE, str(big)]:
        stem = pathlib.Path(puzzle).stem
        play, blank = work / f"layout-{stem}.html", work / f"layout-{stem}-blank.html"
        subprocess.run([sleuth, "play", puzzle, "-o", str(play)], check=True, capture_output=True)
        subprocess.run([sleuth, "play", "--blank", puzzle, "-o", str(blank)], check=True, capture_output=True)
        pages[stem] = (play, blank)
    try:
        laptop(driver, pages["house-24"][0], check)
        phone(driver, pages["house-24"][0], check)
        reset(driver)
        for stem in ["house-24", "eight-by-eight"]:
            for page in pages[stem]:
                printing(driver, page, check)
        accessibility(driver, {k: pages[k] for k in ["house-24", "murdle"]}, check)
    finally:
        reset(driver)
