/* sleuth play: the player marks the grid; hints, checks and the answer come from the embedded
   data (the explanation's moves with the facts each needs and the cells each sets, its steps,
   the answer, and the steps behind every cell). Nothing here reasons about the puzzle: it only compares the
   player's marks with that data. See docs/play.md. */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("sleuth-data").textContent);
  var n = data.categories.length > 0 ? data.categories[0].items.length : 0;
  var count = data.layout.cell_count;
  var OPEN = ".", YES = "y", NO = "n";
  var storeKey = "sleuth-play:" + data.key;

  /* ---- State: the player's marks, which ✗s came automatically (from which ✓), undo/redo. ---- */
  var marks = [], auto = [], when = [], clock = 0;
  var undoStack = [], redoStack = [];
  /* Clue lines the player has crossed off as used up. */
  var struck = {};
  var MAX_UNDO = 500;
  /* The time played (counted only while the page is in view) and the hints asked, for the timer
     and the solved screen; `solvedIn` is the time when the grid was first right (-1: not yet). */
  var playedBefore = 0, runningSince = Date.now(), hintsAsked = 0, solvedIn = -1;
  function elapsed() {
    return playedBefore + (runningSince === null ? 0 : Math.floor((Date.now() - runningSince) / 1000));
  }
  function clockText(seconds) {
    var m = Math.floor(seconds / 60), sec = seconds % 60;
    var h = Math.floor(m / 60);
    return (h > 0 ? h + ":" + (m % 60 < 10 ? "0" : "") + (m % 60) : m) + ":" + (sec < 10 ? "0" : "") + sec;
  }
  function blankState() {
    marks = []; auto = []; when = [];
    for (var i = 0; i < count; i++) { marks.push(OPEN); auto.push(-1); when.push(0); }
    clock = 0;
  }
  blankState();

  /* The cell buttons come bare from Rust: each gets its number (`block.first + i·n + j`), its
     position in the whole grid (for the arrow keys), its name and its tab stop here, in the
     order `grid_table` writes them: row categories in turn, each row item, each block of that
     row, each column item. */
  var buttons = [];
  var byPos = {};
  (function layOut() {
    var list = document.querySelectorAll("button.cell");
    var at = 0;
    data.layout.rows.forEach(function (rowCat, ri) {
      var blocks = data.layout.blocks.filter(function (b) { return b.row === rowCat; });
      for (var i = 0; i < n; i++) {
        blocks.forEach(function (block, bi) {
          for (var j = 0; j < n; j++) {
            var b = list[at++];
            if (!b) { return; }
            var cell = block.first + i * n + j;
            b.type = "button";
            b.id = "cell-" + cell;
            b.tabIndex = -1;
            b.setAttribute("data-cell", cell);
            b.setAttribute("data-r", ri * n + i);
            b.setAttribute("data-c", bi * n + j);
            b.setAttribute("data-name", data.categories[rowCat].items[i] + " / " + data.categories[block.column].items[j]);
            b.parentNode.setAttribute("role", "gridcell");
            buttons[cell] = b;
            byPos[(ri * n + i) + "," + (bi * n + j)] = b;
          }
        });
      }
    });
  }());
  function name(cell) { return buttons[cell].getAttribute("data-name"); }
  function $(id) { return document.getElementById(id); }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined && text !== null) { node.textContent = text; }
    return node;
  }

  /* The cells in the same row and the same column of a cell's block: one ✓ there crosses out
     the others (the one-to-one rule). */
  function peers(cell) {
    var size = n * n;
    var first = cell - (cell % size);
    var i = Math.floor((cell - first) / n), j = (cell - first) % n;
    var out = [];
    for (var k = 0; k < n; k++) {
      if (k !== j) { out.push(first + i * n + k); }
      if (k !== i) { out.push(first + k * n + j); }
    }
    return out;
  }

  /* ---- Saving progress in local storage (per puzzle: a hash of its text). ---- */
  function save() {
    try {
      localStorage.setItem(storeKey, JSON.stringify({
        version: 1, marks: marks.join(""), auto: auto, when: when, clock: clock,
        autoX: $("auto-x").checked, undo: undoStack, redo: redoStack, struck: Object.keys(struck).map(Number),
        elapsed: elapsed(), hints: hintsAsked, solvedIn: solvedIn
      }));
    } catch (e) { /* storage off or full: play on without saving */ }
  }
  function load() {
    var saved = null;
    try { saved = JSON.parse(localStorage.getItem(storeKey) || "null"); } catch (e) { saved = null; }
    if (!saved || saved.version !== 1 || typeof saved.marks !== "string" || saved.marks.length !== count) { return false; }
    for (var i = 0; i < count; i++) {
      var m = saved.marks.charAt(i);
      marks[i] = (m === YES || m === NO) ? m : OPEN;
      auto[i] = (saved.auto && typeof saved.auto[i] === "number") ? saved.auto[i] : -1;
      when[i] = (saved.when && typeof saved.when[i] === "number") ? saved.when[i] : 0;
    }
    clock = typeof saved.clock === "number" ? saved.clock : 0;
    undoStack = Array.isArray(saved.undo) ? saved.undo : [];
    redoStack = Array.isArray(saved.redo) ? saved.redo : [];
    if (typeof saved.autoX === "boolean") { $("auto-x").checked = saved.autoX; }
    if (Array.isArray(saved.struck)) { saved.struck.forEach(function (line) { struck[line] = true; }); }
    playedBefore = typeof saved.elapsed === "number" && saved.elapsed >= 0 ? saved.elapsed : 0;
    runningSince = Date.now();
    hintsAsked = typeof saved.hints === "number" ? saved.hints : 0;
    solvedIn = typeof saved.solvedIn === "number" ? saved.solvedIn : -1;
    return true;
  }

  /* ---- Changing marks: every change is one undoable action. ---- */
  function snapshot(cell) { return [cell, marks[cell], auto[cell], when[cell]]; }
  function restore(entry) { marks[entry[0]] = entry[1]; auto[entry[0]] = entry[2]; when[entry[0]] = entry[3]; }

  /* Sets cells to marks ([[cell, mark], …]) as one action; a ✓ brings its one-to-one ✗s when
     Auto ✗ is on, and a ✓ taken away takes away the ✗s it brought. */
  function act(changes, label) {
    var before = {}, order = [];
    function touch(cell) { if (!(cell in before)) { before[cell] = snapshot(cell); order.push(cell); } }
    var autoCount = 0;
    changes.forEach(function (change) {
      var cell = change[0], mark = change[1];
      if (marks[cell] === mark) { return; }
      touch(cell);
      if (marks[cell] === YES) {
        for (var c = 0; c < count; c++) {
          if (auto[c] === cell && marks[c] === NO) { touch(c); marks[c] = OPEN; auto[c] = -1; }
        }
      }
      marks[cell] = mark;
      auto[cell] = -1;
      when[cell] = mark === OPEN ? 0 : ++clock;
      if (mark === YES && $("auto-x").checked) {
        peers(cell).forEach(function (p) {
          if (marks[p] === OPEN) { touch(p); marks[p] = NO; auto[p] = cell; when[p] = ++clock; autoCount++; }
        });
      }
    });
    if (order.length === 0) { return; }
    var entry = order.map(function (cell) { return [before[cell], snapshot(cell)]; });
    undoStack.push(entry);
    if (undoStack.length > MAX_UNDO) { undoStack.shift(); }
    redoStack = [];
    if (label) { announce(label + (autoCount > 0 ? ", and " + autoCount + " crossed out by one-to-one" : "")); }
    changed();
  }
  function undo() {
    var entry = undoStack.pop();
    if (!entry) { announce("Nothing to undo."); return; }
    entry.forEach(function (pair) { restore(pair[0]); });
    redoStack.push(entry);
    announce("Undone.");
    changed();
  }
  function redo() {
    var entry = redoStack.pop();
    if (!entry) { announce("Nothing to redo."); return; }
    entry.forEach(function (pair) { restore(pair[1]); });
    undoStack.push(entry);
    announce("Redone.");
    changed();
  }
  var NEXT = {}; NEXT[OPEN] = NO; NEXT[NO] = YES; NEXT[YES] = OPEN;
  function word(mark) { return mark === YES ? "ticked" : mark === NO ? "crossed out" : "open"; }
  function setCell(cell, mark) { act([[cell, mark]], name(cell) + ": " + word(mark)); }
  function cycle(cell) {
    /* An automatic ✗ belongs to the ✓ that brought it: a click would only make a second ✓ in
       that line, so it says where the ✓ is instead. */
    if (marks[cell] === NO && auto[cell] >= 0) {
      announce(name(cell) + " is crossed out by your ✓ at " + name(auto[cell]) + ": take that ✓ away to change it.");
      return;
    }
    setCell(cell, NEXT[marks[cell]]);
  }

  /* ---- What the player's marks hold: their marks plus what a solver on paper fills in without
     thinking: the ✗s of the one-to-one rule, and the rows their ✓s join (two items ticked with
     the same third item go together; an item crossed out against one of a row is crossed out
     against all of it). The explanation's moves these settle are done. ---- */
  var blockOf = {};
  data.layout.blocks.forEach(function (b) { blockOf[b.row + "," + b.column] = b; });
  var categoryCount = data.categories.length;
  function cellOf(ca, ia, cb, ib) {
    var b = blockOf[ca + "," + cb];
    if (b) { return b.first + ia * n + ib; }
    b = blockOf[cb + "," + ca];
    return b ? b.first + ib * n + ia : -1;
  }
  /* The player's marks with the ✗s their ✓s imply: what their grid shows (it is solved when this
     is the answer). */
  function shown() {
    var k = marks.slice();
    for (var c = 0; c < count; c++) {
      if (marks[c] === YES) { peers(c).forEach(function (p) { if (k[p] === OPEN) { k[p] = NO; } }); }
    }
    return k;
  }
  function known() {
    var k = marks.slice();
    for (var round = 0; round < 2 * categoryCount + 2; round++) {
      var changed = false;
      var set = function (cell, mark) { if (cell >= 0 && k[cell] === OPEN) { k[cell] = mark; changed = true; } };
      for (var c = 0; c < count; c++) {
        if (k[c] === YES) { peers(c).forEach(function (p) { set(p, NO); }); }
      }
      /* Rows: the items each item is ticked with. */
      data.layout.blocks.forEach(function (b) {
        for (var i = 0; i < n; i++) {
          for (var j = 0; j < n; j++) {
            var mark = k[b.first + i * n + j];
            if (mark === OPEN) { continue; }
            /* Carry the mark across any third category where one side is ticked. */
            for (var third = 0; third < categoryCount; third++) {
              if (third === b.row || third === b.column) { continue; }
              for (var x = 0; x < n; x++) {
                if (k[cellOf(b.row, i, third, x)] === YES) { set(cellOf(third, x, b.column, j), mark); }
                if (k[cellOf(b.column, j, third, x)] === YES) { set(cellOf(b.row, i, third, x), mark); }
              }
            }
          }
        }
      });
      if (!changed) { break; }
    }
    return k;
  }
  function wrongCells() {
    var wrong = [];
    for (var c = 0; c < count; c++) {
      if (marks[c] !== OPEN && marks[c] !== data.answer.charAt(c)) { wrong.push(c); }
    }
    /* A wrong ✓ first (its ✗s follow from it), then in the order they were made. */
    wrong.sort(function (a, b) {
      var ya = marks[a] === YES ? 0 : 1, yb = marks[b] === YES ? 0 : 1;
      return ya !== yb ? ya - yb : when[a] - when[b];
    });
    return wrong;
  }

  /* The explanation's grid after each step (entry 0: empty), replayed from the steps' conclusions
     and their one-to-one ✗s (a contradiction sets nothing), as Rust's `Layout::states` does. */
  var grids = null;
  function gridAfter(step) {
    if (!grids) {
      var g = [];
      for (var c = 0; c < count; c++) { g.push(OPEN); }
      grids = [g.join("")];
      data.steps.forEach(function (s) {
        if (!s.contradiction) {
          s.conclusions.forEach(function (p) { g[p[0]] = p[1]; });
          s.consequences.forEach(function (cell) { g[cell] = NO; });
        }
        grids.push(g.join(""));
      });
    }
    return grids[step];
  }

  /* The units a hint can point at: the explanation's moves (a real step with the bookkeeping
     steps folded under it). Rust gives each its premises (the facts its steps read that no
     earlier step of the move sets), its conclusions (those of all its steps), its words (the
     move as `explain` prints it; nudge and focus of its real step) and the explanation's grid
     before its real step. Steps the answer does not need are in no move. */
  var unitList = null;
  function units() {
    if (unitList) { return unitList; }
    unitList = data.moves.map(function (move) {
      return {
        number: move.number, steps: move.steps, premises: move.premises,
        conclusions: move.conclusions, consequences: move.consequences,
        clues: move.clues, nudge: move.nudge, focus: move.focus, text: move.text,
        search: move.search, grid: move.grid
      };
    });
    /* The moves end once every row is known; the cells the rows settle come last. */
    if (data.rows_unit) {
      var rows = data.rows_unit;
      unitList.push({
        number: data.moves.length + 1, steps: [], premises: rows.premises,
        conclusions: rows.conclusions, consequences: [], clues: [],
        nudge: rows.nudge, focus: rows.focus, text: rows.text, search: false, rows: true,
        grid: data.steps.length
      });
    }
    return unitList;
  }
  function unitName(unit) { return unit.rows ? "the rows" : "move " + unit.number; }
  function holds(k, pair) { return k[pair[0]] === pair[1]; }
  function done(k, unit) { return unit.conclusions.every(function (p) { return holds(k, p); }); }
  function ready(k, unit) { return unit.premises.every(function (p) { return holds(k, p); }); }
  /* The unit a fact comes from: the first one that sets that cell to that mark. */
  function unitSetting(pair) {
    var list = units();
    for (var u = 0; u < list.length; u++) {
      var unit = list[u];
      if (unit.conclusions.some(function (c) { return c[0] === pair[0] && c[1] === pair[1]; })) { return unit; }
      if (pair[1] === NO && unit.consequences.indexOf(pair[0]) >= 0) { return unit; }
    }
    return null;
  }

  /* THE place where hints pick the next unit: the first unit whose conclusions are not all on
     the player's grid and whose premises the player's marks already hold; failing that, the
     first unfinished unit, followed back through a premise the player lacks to the unit that
     gives it (the earliest one that leads there). */
  function nextUnit(k) {
    var list = units();
    for (var u = 0; u < list.length; u++) {
      if (!done(k, list[u]) && ready(k, list[u])) { return { unit: list[u], leadsTo: null }; }
    }
    var target = null;
    for (u = 0; u < list.length; u++) { if (!done(k, list[u])) { target = list[u]; break; } }
    if (!target) { return null; }
    var unit = target;
    for (var guard = 0; guard < list.length; guard++) {
      var missing = unit.premises.filter(function (p) { return !holds(k, p); });
      if (missing.length === 0) { break; }
      var from = unitSetting(missing[0]);
      if (!from || from.number >= unit.number) { break; }
      unit = from;
    }
    return { unit: unit, leadsTo: unit === target ? null : target };
  }

  /* The player's right marks that the explanation makes only after `unit`: open on its grid
     before the unit's real step and set by no earlier move (a bookkeeping step folded under an
     earlier move can come after that step). The player found them another way, or ahead. */
  function aheadOf(unit) {
    var grid = gridAfter(unit.grid);
    var ahead = [];
    for (var c = 0; c < count; c++) {
      if (marks[c] !== OPEN && marks[c] === data.answer.charAt(c) && grid.charAt(c) === OPEN && auto[c] < 0) {
        var from = unitSetting([c, marks[c]]);
        if (!from || from.number >= unit.number) { ahead.push(c); }
      }
    }
    return ahead;
  }

  /* The steps a step rests on, itself included, in order. */
  function slice(numbers) {
    var needed = {}, stack = numbers.slice();
    while (stack.length > 0) {
      var s = stack.pop();
      if (needed[s] || s < 1 || s > data.steps.length) { continue; }
      needed[s] = true;
      data.steps[s - 1].steps.forEach(function (t) { stack.push(t); });
    }
    return Object.keys(needed).map(Number).sort(function (a, b) { return a - b; });
  }

  /* ---- Drawing. ---- */
  var highlight = { cells: {}, wrong: {}, clues: {} };
  var walking = -1;
  function render() {
    /* What the player's grid holds (with the ✗s their ✓s imply); once every cell of it is right,
       no hint's outline or wrong mark is left on the grid. */
    var k = shown();
    var solved = true;
    for (var s = 0; s < count; s++) { if (k[s] !== data.answer.charAt(s)) { solved = false; break; } }
    if (walking < 0 && solved) { clearHighlight(); }
    var grid = walking >= 0 ? gridAfter(walking) : null;
    var walkStep = walking > 0 ? data.steps[walking - 1] : null;
    var walkCells = {};
    if (walkStep) {
      walkStep.conclusions.forEach(function (p) { walkCells[p[0]] = true; });
      walkStep.consequences.forEach(function (c) { walkCells[c] = true; });
    }
    for (var c = 0; c < count; c++) {
      var mark = grid ? grid.charAt(c) : marks[c];
      var cls = "cell";
      if (mark === YES) { cls += " yes"; } else if (mark === NO) { cls += " no"; }
      if (!grid && auto[c] >= 0 && mark === NO) { cls += " auto"; }
      if (grid ? walkCells[c] : highlight.cells[c]) { cls += " focus"; }
      if (!grid && highlight.wrong[c]) { cls += " wrong"; }
      var b = buttons[c];
      b.className = cls;
      b.textContent = mark === YES ? "✓" : mark === NO ? "✗" : "";
      var label = name(c) + ": " + word(mark);
      if (!grid && highlight.wrong[c]) { label += ", wrong"; }
      b.setAttribute("aria-label", label);
    }
    renderTableView(grid ? grid.split("") : shown());
    var clueLines = walkStep ? walkStep.clues : Object.keys(highlight.clues).map(Number);
    Array.prototype.forEach.call(document.querySelectorAll("#clues li"), function (li) {
      var line = parseInt(li.getAttribute("data-line"), 10);
      li.className = (clueLines.indexOf(line) >= 0 ? "used" : "") + (struck[line] ? " struck" : "");
      var toggle = li.querySelector("button.clue-toggle");
      if (toggle) { toggle.setAttribute("aria-pressed", struck[line] ? "true" : "false"); }
    });
    document.body.classList.toggle("walking", walking >= 0);
    $("undo").disabled = undoStack.length === 0;
    $("redo").disabled = redoStack.length === 0;
    var marked = 0;
    var filled = 0, right = 0;
    for (c = 0; c < count; c++) {
      if (marks[c] !== OPEN) { marked++; }
      if (k[c] !== OPEN) { filled++; if (k[c] === data.answer.charAt(c)) { right++; } }
    }
    var status = $("status");
    if (walking >= 0) {
      status.textContent = "Showing the explanation's grid after step " + walking + "; your marks come back with “Back to my grid”.";
      status.className = "play-only walking";
    } else if (right === count) {
      if (solvedIn < 0) { solvedIn = elapsed(); save(); solvedScreen(); }
      status.textContent = "Solved! Every cell is right (in " + clockText(solvedIn) + ").";
      status.className = "play-only solved";
    } else {
      status.textContent = "Marked " + marked + " of " + count + " cells.";
      status.className = "play-only";
    }
    if (typeof clockNode !== "undefined" && clockNode) { tick(); }
  }

  /* Scrolls an element into view if it is not, without moving the keyboard focus. */
  function show(node) {
    if (node && node.scrollIntoView) {
      try { node.scrollIntoView({ block: "nearest", inline: "nearest" }); } catch (e) { node.scrollIntoView(false); }
    }
  }
  function announce(text) { $("announce").textContent = text; }

  /* ---- Hints: a ladder (nudge, focus, full) for one move; a wrong mark comes first. ---- */
  var ladder = { unit: 0, level: 0 };
  var shownWrong = -1;
  var saidDiffers = "";
  function clearHighlight() { highlight = { cells: {}, wrong: {}, clues: {} }; }
  function panelText(panel, text, className) { var p = el("p", className || "", text); panel.appendChild(p); return p; }
  function stepBlock(panel, number, text) {
    var pre = el("pre", "step", text || data.steps[number - 1].text);
    panel.appendChild(pre);
  }
  /* A wrong mark comes first, shown wrong the short way and graded like any hint (nudge: the
     clue it clashes with; focus: all it takes; full: the chain), never by the true answer's
     derivation: (1) a clue that rules it out alone (`data.refutations`, found in Rust);
     (2) the step that settles the cell, when the player's right marks hold all it reads;
     (3) otherwise the steps behind that one that the player's grid does not hold yet. */
  function refutationOf(cell, k) {
    var own = data.refutations[cell];
    if (own) {
      return { clues: [own.clue], cells: [], texts: [own.text], supposes: true,
        focus: "Clue " + clueLabel(own.clue) + " alone rules it out." };
    }
    var why = data.why[cell] || [];
    var held = function (s) { return data.steps[s - 1].premises.every(function (p) { return holds(k, p); }); };
    if (why.length === 1 && held(why[0])) {
      var step = data.steps[why[0] - 1];
      var cells = step.premises.map(function (p) { return p[0]; });
      var parts = step.clues.map(function (line) { return "clue " + clueLabel(line); });
      if (cells.length > 0) { parts.push("your mark" + (cells.length > 1 ? "s at " : " at ") + cells.map(name).join("; ")); }
      return { clues: step.clues, cells: cells, texts: [step.text],
        focus: (parts.length > 0 ? parts.join(" and ") : "Your marks") + " rule it out." };
    }
    /* The steps behind it that the player's grid does not hold yet. */
    var chain = slice(why).filter(function (s) {
      var st = data.steps[s - 1];
      return !(st.conclusions.length > 0 && st.conclusions.every(function (p) { return holds(k, p); }));
    });
    /* The clues, nearest the clash first (the nudge names the first). */
    var clues = [];
    chain.slice().reverse().forEach(function (s) { data.steps[s - 1].clues.forEach(function (line) { if (clues.indexOf(line) < 0) { clues.push(line); } }); });
    return { clues: clues, cells: [], texts: chain.map(function (s) { return data.steps[s - 1].text; }),
      focus: "It does not follow from your right marks yet: " + chain.length + " step" + (chain.length === 1 ? "" : "s") +
        " of reasoning from clue" + (clues.length === 1 ? " " : "s ") + clues.map(clueLabel).join(", ") + " rule it out." };
  }
  function clueLabel(line) {
    var clue = data.clues.filter(function (c) { return c.line === line; })[0];
    return clue && clue.label ? clue.label : "line " + line;
  }
  function wrongHint(panel, wrong) {
    var cell = wrong[0];
    if (ladder.wrong === cell) { ladder.level = Math.min(3, ladder.level + 1); }
    else { ladder = { unit: 0, level: 1, wrong: cell }; }
    shownWrong = cell;
    highlight.wrong[cell] = true;
    show(buttons[cell]);
    var r = refutationOf(cell, known());
    var names = ["nudge", "focus", "full"];
    panelText(panel, "Hint " + ladder.level + " of 3 (" + names[ladder.level - 1] + ")" +
      (ladder.level < 3 ? ": press Hint again for more." : "."), "meta");
    panelText(panel, "One of your marks cannot be right: " + name(cell) + " (outlined in red)." +
      (r.clues.length > 0 ? " It clashes with clue " + clueLabel(r.clues[0]) + "." : ""), "wrong-head");
    if (r.clues.length > 0) { highlight.clues[r.clues[0]] = true; show(document.getElementById("clue-" + r.clues[0])); }
    if (ladder.level >= 2) {
      panelText(panel, "Focus: " + r.focus);
      r.clues.forEach(function (line) { highlight.clues[line] = true; });
      r.cells.forEach(function (c) { highlight.cells[c] = true; });
    }
    if (ladder.level >= 3) {
      panelText(panel, r.supposes ? "Why it cannot hold: suppose it did (“given” below is your mark)." : "Why it cannot hold:");
      r.texts.forEach(function (text) { stepBlock(panel, 0, text); });
    }
    /* The automatic ✗s a wrong ✓ brought go with it, so they are not counted. */
    var more = wrong.filter(function (c) { return c !== cell && auto[c] < 0; }).length;
    if (more > 0) { panelText(panel, "(" + more + " more of your marks " + (more > 1 ? "are" : "is") + " wrong too.)", "meta"); }
  }
  /* A hint sticks at the top of the side column (the laptop layout): it may be no taller than
     that column, or its last lines and its buttons would be out of reach; it scrolls inside. */
  function fitHint(panel) {
    var side = panel.closest ? panel.closest(".side") : null;
    var sticky = side && getComputedStyle(panel).position === "sticky";
    panel.style.maxHeight = sticky ? Math.max(120, side.clientHeight - 8) + "px" : "";
  }
  window.addEventListener("resize", function () { if (!$("hint").hidden) { fitHint($("hint")); } });

  function hint() {
    hintsAsked++;
    var panel = $("hint");
    panel.textContent = "";
    panel.hidden = false;
    fitHint(panel);
    $("check").hidden = true;
    clearHighlight();
    shownWrong = -1;
    var wrong = wrongCells();
    if (wrong.length > 0) {
      wrongHint(panel, wrong);
      render();
      return;
    }
    var k = known();
    var next = nextUnit(k);
    if (!next) {
      ladder = { unit: 0, level: 0 };
      /* What the grid shows still open follows from the player's rows (`known` has it). */
      var showing = shown();
      var open = [];
      for (var c = 0; c < count; c++) { if (showing[c] === OPEN) { open.push(c); } }
      if (open.length === 0) {
        panelText(panel, "Nothing left to find: your grid is complete and right.");
      } else {
        panelText(panel, "Every move of the explanation is on your grid. The " + open.length +
          " open cell" + (open.length > 1 ? "s follow" : " follows") + " from the rows you have found, for example " + name(open[0]) + ".");
        highlight.cells[open[0]] = true;
        var fill = el("button", "", "Mark them for me");
        fill.type = "button";
        fill.addEventListener("click", function () {
          act(open.map(function (cell) { return [cell, k[cell]]; }), "The rows marked");
          panel.hidden = true;
        });
        panel.appendChild(fill);
      }
      render();
      return;
    }
    var unit = next.unit;
    if (ladder.unit === unit.number) { ladder.level = Math.min(3, ladder.level + 1); }
    else { ladder = { unit: unit.number, level: 1 }; }
    var names = ["nudge", "focus", "full"];
    panelText(panel, "Hint " + ladder.level + " of 3 (" + names[ladder.level - 1] + ")" +
      (ladder.level < 3 ? ": press Hint again for more." : "."), "meta");
    var ahead = aheadOf(unit);
    if (next.leadsTo) {
      panelText(panel, "The next move of the explanation (" + unitName(next.leadsTo) + ") needs facts you do not have yet; this one leads there.", "differs");
    }
    /* Said once for the same marks ahead and the same move, not on every press of Hint. */
    var differsKey = unit.number + ":" + ahead.join(",");
    if (ahead.length > 0 && differsKey !== saidDiffers) {
      saidDiffers = differsKey;
      var from = unitSetting([ahead[0], marks[ahead[0]]]);
      panelText(panel, "Your path differs from sleuth's: " + ahead.length + " of your marks " +
        (ahead.length > 1 ? "are" : "is") + " right but come" + (ahead.length > 1 ? "" : "s") + " later in its explanation (for example " +
        name(ahead[0]) + (from ? ", " + unitName(from) : "") + "). This hint is the next move of sleuth's explanation that your marks allow; there may be another way from your grid.", "differs");
    }
    panelText(panel, "Hint: " + unit.nudge);
    unit.clues.forEach(function (line) { highlight.clues[line] = true; });
    if (unit.clues.length > 0) { show(document.getElementById("clue-" + unit.clues[0])); }
    if (ladder.level >= 2) {
      panelText(panel, "Focus: " + unit.focus);
      /* Outline the cells still to mark (all of them if, oddly, none is). */
      var missing = unit.conclusions.filter(function (p) { return !holds(k, p); });
      if (missing.length === 0) { missing = unit.conclusions; }
      missing.forEach(function (p) { highlight.cells[p[0]] = true; });
      if (missing.length > 0) { show(buttons[missing[0][0]]); }
      /* The table view shows only the first category's blocks. */
      if (tableView && !tableView.section.hidden &&
          missing.some(function (p) { return !tableView.cells[p[0]]; })) {
        panelText(panel, "Some of these cells are between two other categories: switch to the grid view to see them.", "meta");
      }
    }
    if (ladder.level >= 3) {
      stepBlock(panel, unit.number, unit.text);
      var apply = el("button", "", "Mark it for me");
      apply.type = "button";
      apply.addEventListener("click", function () {
        act(unit.conclusions.map(function (p) { return [p[0], p[1]]; }).concat(
          unit.consequences.map(function (c) { return [c, NO]; })), (unit.rows ? "The rows" : "Move " + unit.number) + " marked");
        panel.hidden = true;
      });
      panel.appendChild(apply);
    }
    render();
  }

  /* ---- Check my grid. ---- */
  function check() {
    var panel = $("check");
    panel.textContent = "";
    panel.hidden = false;
    $("hint").hidden = true;
    clearHighlight();
    var wrong = wrongCells();
    var marked = 0;
    for (var c = 0; c < count; c++) { if (marks[c] !== OPEN) { marked++; } }
    if (marked === 0) {
      panelText(panel, "Your grid is empty: nothing to check yet.");
    } else if (wrong.length === 0) {
      panelText(panel, "All " + marked + " of your marks are right." + (marked < count ? " " + (count - marked) + " cells to go." : ""));
    } else {
      panelText(panel, wrong.length + " of your " + marked + " marks " + (wrong.length > 1 ? "are" : "is") + " wrong.", "wrong-head");
      var show = el("button", "", "Show " + (wrong.length > 1 ? "them" : "it"));
      show.type = "button";
      show.id = "show-wrong";
      show.addEventListener("click", function () {
        wrong.forEach(function (cell) { highlight.wrong[cell] = true; });
        show.remove();
        panelText(panel, "Outlined in red: " + wrong.map(name).join("; ") + ". Hint tells why.");
        render();
      });
      panel.appendChild(show);
    }
    render();
  }

  /* ---- Reveal the answer. ---- */
  function reveal() {
    var answer = $("answer");
    answer.textContent = "";
    var table = answerTable();
    answer.appendChild(table);
    answer.appendChild(el("p", "", "Difficulty: " + data.tier + " (score " + data.score + ")."));
    var fill = el("button", "", "Put the answer on my grid");
    fill.type = "button";
    fill.addEventListener("click", function () {
      var changes = [];
      for (var c = 0; c < count; c++) { changes.push([c, data.answer.charAt(c)]); }
      act(changes, "The answer is on your grid");
    });
    answer.appendChild(fill);
    answer.hidden = false;
  }

  /* ---- Step through the whole explanation (a spoiler): the grid shows the explanation's. ---- */
  function walk(k) {
    walking = Math.max(0, Math.min(data.steps.length, k));
    $("walk-position").textContent = "Step " + walking + " of " + data.steps.length;
    $("walk-prev").disabled = walking === 0;
    $("walk-next").disabled = walking === data.steps.length;
    var panel = $("walk-panel");
    panel.textContent = "";
    if (walking === 0) {
      panelText(panel, "The grid shows the explanation's grid, starting empty; your marks are kept and come back with “Back to my grid”.");
    } else {
      stepBlock(panel, walking);
    }
    render();
  }
  function endWalk() {
    walking = -1;
    $("walk").hidden = true;
    $("walk-button").setAttribute("aria-expanded", "false");
    render();
  }

  /* ---- Keyboard: one cell in the tab order; the arrows move it. ---- */
  var focusCell = buttons.length > 0 ? 0 : -1;
  function setFocus(cell, move) {
    if (cell < 0 || !buttons[cell]) { return; }
    if (focusCell >= 0 && buttons[focusCell]) { buttons[focusCell].tabIndex = -1; }
    focusCell = cell;
    buttons[cell].tabIndex = 0;
    if (move) { buttons[cell].focus(); }
  }
  function step(cell, dr, dc) {
    var b = buttons[cell];
    var r = parseInt(b.getAttribute("data-r"), 10), c = parseInt(b.getAttribute("data-c"), 10);
    var limit = (data.layout.rows.length + data.layout.columns.length) * n;
    for (var i = 1; i <= limit; i++) {
      var found = byPos[(r + dr * i) + "," + (c + dc * i)];
      if (found) { return parseInt(found.getAttribute("data-cell"), 10); }
    }
    return cell;
  }
  function onGridKey(event, cell) {
    var key = event.key;
    var moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[key]) {
      setFocus(step(cell, moves[key][0], moves[key][1]), true);
    } else if (key === "x" || key === "X") {
      setCell(cell, marks[cell] === NO ? OPEN : NO);
    } else if (key === "v" || key === "V" || key === "y" || key === "Y") {
      setCell(cell, marks[cell] === YES ? OPEN : YES);
    } else if (key === "Delete" || key === "Backspace" || key === "0") {
      setCell(cell, OPEN);
    } else if (key === "h" || key === "H") {
      hint();
    } else if (key === "Home" || key === "End") {
      setFocus(step(cell, 0, key === "Home" ? -1 : 1), true);
    } else {
      return false;
    }
    return true;
  }

  buttons.forEach(function (b, cell) {
    b.addEventListener("click", function () {
      setFocus(cell, false);
      if (walking >= 0) { announce("Showing the explanation: press “Back to my grid” to mark cells."); return; }
      cycle(cell);
    });
    b.addEventListener("focus", function () { setFocus(cell, false); });
    b.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey) { return; }
      if (walking >= 0 && !/^Arrow|^Home$|^End$/.test(event.key)) { return; }
      if (onGridKey(event, cell)) { event.preventDefault(); event.stopPropagation(); }
    });
  });
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) { return; }
    var ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && !event.altKey && (event.key === "z" || event.key === "Z")) {
      if (walking < 0) { if (event.shiftKey) { redo(); } else { undo(); } }
      event.preventDefault();
    } else if (ctrl && !event.altKey && (event.key === "y" || event.key === "Y")) {
      if (walking < 0) { redo(); }
      event.preventDefault();
    } else if (walking >= 0 && !ctrl && (event.key === "ArrowRight" || event.key === "ArrowLeft") &&
      !(target && target.classList && target.classList.contains("cell"))) {
      walk(walking + (event.key === "ArrowRight" ? 1 : -1));
      event.preventDefault();
    }
  });

  /* Anything that changes the marks: redraw, save, and drop hints about the old grid. */
  function changed() {
    /* A hint stays up (its cells and clues stay outlined) until the next one; a wrong mark that
       is put right loses its outline, and a message about it goes. Counts from "check" are
       stale after any change. */
    Object.keys(highlight.wrong).forEach(function (c) {
      if (marks[c] === OPEN || marks[c] === data.answer.charAt(c)) {
        delete highlight.wrong[c];
        if (shownWrong === Number(c)) { $("hint").hidden = true; shownWrong = -1; }
      }
    });
    $("check").hidden = true;
    save();
    render();
  }

  $("hint-button").addEventListener("click", function () { if (walking >= 0) { endWalk(); } hint(); });
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("check-button").addEventListener("click", function () { if (walking >= 0) { endWalk(); } check(); });
  $("auto-x").addEventListener("change", save);
  /* A confirmation puts the hint away: a long hint sticks at the top of the side column and
     would cover the question under it. */
  $("clear").addEventListener("click", function () { $("hint").hidden = true; $("clear-confirm").hidden = false; $("clear-yes").focus(); });
  $("clear-no").addEventListener("click", function () { $("clear-confirm").hidden = true; });
  $("clear-yes").addEventListener("click", function () {
    $("clear-confirm").hidden = true;
    var changes = [];
    for (var c = 0; c < count; c++) { if (marks[c] !== OPEN) { changes.push([c, OPEN]); } }
    struck = {};
    act(changes, "Grid cleared");
    /* A fresh start: the clock and the hint count start again. */
    playedBefore = 0; runningSince = Date.now(); hintsAsked = 0; solvedIn = -1;
    if ($("solved")) { $("solved").hidden = true; }
    $("hint").hidden = true;
    save();
    render();
  });
  $("reveal").addEventListener("click", function () { $("hint").hidden = true; $("reveal-confirm").hidden = false; $("reveal-yes").focus(); });
  $("reveal-no").addEventListener("click", function () { $("reveal-confirm").hidden = true; });
  $("reveal-yes").addEventListener("click", function () { $("reveal-confirm").hidden = true; reveal(); });
  $("walk-button").addEventListener("click", function () {
    if (walking >= 0) { endWalk(); return; }
    $("walk").hidden = false;
    $("walk-button").setAttribute("aria-expanded", "true");
    $("hint").hidden = true;
    $("check").hidden = true;
    walk(0);
  });
  $("walk-prev").addEventListener("click", function () { walk(walking - 1); });
  $("walk-next").addEventListener("click", function () { walk(walking + 1); });
  $("walk-close").addEventListener("click", endWalk);
  $("print-marks").addEventListener("change", function () {
    document.body.classList.toggle("print-marks", $("print-marks").checked);
  });
  $("print").addEventListener("click", function () { window.print(); });
  /* Printing shows the player's grid, never the explanation's. */
  window.addEventListener("beforeprint", function () { if (walking >= 0) { endWalk(); } });

  /* A click (or Enter or Space) on a clue crosses it off, as on paper. The clue's words sit in
     a button inside its list item, so the list stays a list for a screen reader. */
  Array.prototype.forEach.call(document.querySelectorAll("#clues li"), function (li) {
    var line = parseInt(li.getAttribute("data-line"), 10);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "clue-toggle";
    button.title = "Cross this clue off (or back on)";
    while (li.firstChild) { button.appendChild(li.firstChild); }
    li.appendChild(button);
    button.addEventListener("click", function () {
      if (struck[line]) { delete struck[line]; } else { struck[line] = true; }
      announce("Clue line " + line + (struck[line] ? " crossed off" : " back on"));
      save();
      render();
    });
  });

  /* ---- The table view, as people solve house puzzles: one row per item of the first category,
     one column per other category, each cell the candidates still possible, struck out as they
     are ruled out. It shows and sets the same marks as the grid (a click on a candidate cycles
     its cell: open → ✗ → ✓), so the two stay in step; a button switches between them. Offered
     when the puzzle has four categories or more. ---- */
  var tableView = null;
  function buildTableView() {
    var section = el("section", "table-view play-only");
    section.id = "table-view";
    section.hidden = true;
    section.setAttribute("aria-label", "Table view");
    var table = el("table", "candidates");
    var caption = el("caption", "", "Candidates: click one to cross it out, again to tick it, again to clear it.");
    table.appendChild(caption);
    var head = el("tr");
    data.categories.forEach(function (cat) { var th = el("th", "", cat.name); th.scope = "col"; head.appendChild(th); });
    table.appendChild(head);
    var buttonsOf = [];
    data.categories[0].items.forEach(function (rowItem, r) {
      var tr = el("tr");
      var th = el("th", "", rowItem); th.scope = "row"; tr.appendChild(th);
      for (var c = 1; c < data.categories.length; c++) {
        var td = el("td");
        data.categories[c].items.forEach(function (item, j) {
          var cell = cellOf(0, r, c, j);
          if (cell < 0) { return; }
          var b = el("button", "candidate", item);
          b.type = "button";
          b.setAttribute("data-cell", cell);
          b.addEventListener("click", function () {
            if (walking >= 0) { return; }
            cycle(cell);
          });
          td.appendChild(b);
          buttonsOf.push(b);
        });
        tr.appendChild(td);
      }
      table.appendChild(tr);
    });
    section.appendChild(table);
    var grid = $("grid");
    grid.parentNode.insertBefore(section, grid.nextSibling);
    var cells = {};
    buttonsOf.forEach(function (b) { cells[b.getAttribute("data-cell")] = true; });
    return { section: section, buttons: buttonsOf, cells: cells };
  }
  function renderTableView(k) {
    if (!tableView || tableView.section.hidden) { return; }
    tableView.buttons.forEach(function (b) {
      var cell = parseInt(b.getAttribute("data-cell"), 10);
      var mark = k[cell];
      b.className = "candidate" + (mark === YES ? " yes" : mark === NO ? " no" : "") +
        (highlight.cells[cell] ? " focus" : "") + (highlight.wrong[cell] ? " wrong" : "");
      b.setAttribute("aria-label", name(cell) + ": " + word(mark));
    });
  }
  function setView(table) {
    if (!tableView) { tableView = buildTableView(); }
    tableView.section.hidden = !table;
    $("grid").hidden = table;
    var toggle = $("view-toggle");
    toggle.setAttribute("aria-pressed", table ? "true" : "false");
    toggle.textContent = table ? "Grid view" : "Table view";
    try { localStorage.setItem(storeKey + ":view", table ? "table" : "grid"); } catch (e) { /* no storage */ }
    render();
  }
  if (data.categories.length >= 4) {
    var toggle = el("button", "", "Table view");
    toggle.type = "button";
    toggle.id = "view-toggle";
    toggle.setAttribute("aria-pressed", "false");
    toggle.title = "Switch between the grid and a table with one row per " + data.categories[0].name;
    toggle.addEventListener("click", function () { setView(toggle.getAttribute("aria-pressed") !== "true"); });
    var bar = document.querySelector(".toolbar");
    if (bar) { bar.appendChild(toggle); }
  }

  /* ---- Solved: the time, the hints asked and the answer table, as puzzle sites show. ---- */
  function answerTable() {
    var table = el("table");
    var head = el("tr");
    data.categories.forEach(function (cat) { var th = el("th", "", cat.name); th.scope = "col"; head.appendChild(th); });
    table.appendChild(head);
    data.solution.forEach(function (row) {
      var tr = el("tr");
      row.forEach(function (item, i) { var cell = el(i === 0 ? "th" : "td", "", item); if (i === 0) { cell.scope = "row"; } tr.appendChild(cell); });
      table.appendChild(tr);
    });
    return table;
  }
  function solvedScreen() {
    var panel = $("solved");
    if (!panel) {
      panel = el("div", "panel solved play-only");
      panel.id = "solved";
      panel.setAttribute("role", "status");
      var side = document.querySelector(".side");
      side.insertBefore(panel, side.firstChild);
    }
    panel.textContent = "";
    panelText(panel, "Solved in " + clockText(solvedIn) + (hintsAsked > 0 ? " with " + hintsAsked + " hint" + (hintsAsked > 1 ? "s" : "") : " without a hint") + ".", "solved-head");
    panel.appendChild(answerTable());
    panelText(panel, "Difficulty: " + data.tier + " (score " + data.score + ").");
    panel.hidden = false;
    $("hint").hidden = true;
    show(panel);
  }
  /* The clock counts only while the page is in view, and ticks once a second in the status. */
  document.addEventListener("visibilitychange", function () {
    if (document.hidden) { playedBefore = elapsed(); runningSince = null; save(); }
    else { runningSince = Date.now(); }
  });
  /* The clock sits in its own element (role timer, not a live region: a screen reader is not
     told every second), beside the status line. */
  var clockNode = el("span", "clock play-only");
  clockNode.id = "clock";
  clockNode.setAttribute("role", "timer");
  clockNode.setAttribute("aria-label", "Time played");
  $("status").parentNode.insertBefore(clockNode, $("status"));
  function tick() {
    clockNode.textContent = "Time " + clockText(solvedIn >= 0 ? solvedIn : elapsed());
  }
  window.setInterval(function () { if (!document.hidden) { tick(); } }, 1000);

  /* ---- Two tabs of one puzzle: a change saved in one is taken up by the other. ---- */
  window.addEventListener("storage", function (event) {
    if (event.key !== storeKey) { return; }
    blankState();
    struck = {};
    undoStack = []; redoStack = [];
    load();
    clearHighlight();
    $("hint").hidden = true;
    $("check").hidden = true;
    announce("Your marks changed in another tab; this one follows.");
    render();
  });

  load();
  if (solvedIn >= 0) { solvedScreen(); }
  try { if ($("view-toggle") && localStorage.getItem(storeKey + ":view") === "table") { setView(true); } } catch (e) { /* no storage */ }
  setFocus(focusCell, false);
  render();
}());
