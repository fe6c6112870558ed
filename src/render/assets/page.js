/* sleuth explain --format html: builds the grid, the clues and the steps from the embedded
   data, and moves between steps (buttons, the arrow keys, a click, or #step-N in the URL). */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("sleuth-data").textContent);
  var cats = data.categories;
  var n = cats.length > 0 ? cats[0].items.length : 0;
  var last = data.steps.length;
  var unit = data.unit || "Step";
  var unitLower = unit.toLowerCase();
  var current = 0;
  var shown = -1;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined && text !== null) { node.textContent = text; }
    return node;
  }
  function vertical(tag, className, text) {
    var node = el(tag, className);
    node.appendChild(el("span", "", text));
    return node;
  }

  /* The staircase grid: one td per cell, in layout order. */
  var cells = new Array(data.layout.cell_count);
  var cellBase = new Array(data.layout.cell_count);
  function buildGrid() {
    var table = el("table", "grid");
    var caption = el("caption", "", "The grid: ✓ the two go together, ✗ they do not.");
    caption.style.position = "absolute";
    caption.style.left = "-9999em";
    table.appendChild(caption);
    var head = el("thead");
    var top = el("tr");
    var corner = el("td");
    corner.colSpan = 2;
    corner.rowSpan = 2;
    corner.style.border = "none";
    top.appendChild(corner);
    data.layout.columns.forEach(function (c) {
      var th = el("th", "cat cat-col bl", cats[c].name);
      th.colSpan = n;
      th.scope = "colgroup";
      top.appendChild(th);
    });
    head.appendChild(top);
    var names = el("tr");
    data.layout.columns.forEach(function (c) {
      cats[c].items.forEach(function (item, j) {
        var th = vertical("th", "item-col" + (j === 0 ? " bl" : ""), item);
        th.scope = "col";
        names.appendChild(th);
      });
    });
    head.appendChild(names);
    table.appendChild(head);
    data.layout.rows.forEach(function (r) {
      var blocks = data.layout.blocks.filter(function (b) { return b.row === r; });
      var body = el("tbody");
      for (var i = 0; i < n; i++) {
        var tr = el("tr", (i === 0 ? "bt" : "") + (i === n - 1 ? " bb" : ""));
        if (i === 0) {
          var th = vertical("th", "cat cat-row", cats[r].name);
          th.rowSpan = n;
          th.scope = "rowgroup";
          tr.appendChild(th);
        }
        var rowName = el("th", "item-row", cats[r].items[i]);
        rowName.scope = "row";
        tr.appendChild(rowName);
        blocks.forEach(function (b, bi) {
          for (var j = 0; j < n; j++) {
            var base = (j === 0 ? "bl" : "") + (bi === blocks.length - 1 && j === n - 1 ? " br" : "");
            var td = el("td", base);
            td.title = cats[r].items[i] + " · " + cats[b.column].items[j];
            cells[b.first + i * n + j] = td;
            cellBase[b.first + i * n + j] = base;
            tr.appendChild(td);
          }
        });
        body.appendChild(tr);
      }
      table.appendChild(body);
    });
    document.getElementById("grid").appendChild(table);
  }

  var clueItems = {};
  function clueName(line, prefix) {
    var clue = data.clues.find(function (c) { return c.line === line; });
    return clue && clue.label ? "clue " + clue.label : prefix + line;
  }
  function buildClues() {
    var list = document.getElementById("clues");
    data.clues.forEach(function (clue) {
      var li = el("li");
      li.appendChild(el("span", "line", clueName(clue.line, "line ")));
      li.appendChild(el(clue.sentence ? "q" : "code", "", clue.text));
      clueItems[clue.line] = li;
      list.appendChild(li);
    });
  }

  var stepItems = [null];
  function buildSteps() {
    var list = document.getElementById("steps");
    document.getElementById("steps-heading").textContent = unit + "s";
    data.steps.forEach(function (step) {
      var li = el("li", step.technique === "search" ? "search" : "");
      li.id = "item-step-" + step.number;
      var a = el("a");
      a.href = "#step-" + step.number;
      a.appendChild(el("span", "meta", unit + " " + step.number + " · " + step.technique_name + " · " + step.tier + " technique"));
      a.appendChild(el("span", "headline", step.headline));
      a.appendChild(el("span", "reason", step.reason));
      a.addEventListener("click", function (event) {
        event.preventDefault();
        go(step.number);
      });
      li.appendChild(a);
      stepItems.push(li);
      list.appendChild(li);
    });
  }

  function buildResult() {
    var tier = data.rating.tier;
    document.getElementById("summary").textContent =
      cats.length + " categories of " + n + " items, " + data.clues.length + " clues, " +
      last + " " + unitLower + "s. " + data.outcome_text + " Difficulty: " + tier + " (score " + data.rating.score + ").";
    var answer = document.getElementById("answer");
    answer.appendChild(el("p", "", data.outcome_text));
    if (data.search_step !== null) {
      var stall = el("p", "stall", "Logic stalls after " + unitLower + " " + (data.search_step - 1) +
        ": no technique applies, so " + unitLower + " " + data.search_step +
        (data.search_guess ? " guesses where the choice is narrowest, and logic goes on from the guess. " : " searches. "));
      var link = el("a", "", "Open that " + unitLower);
      link.href = "#step-" + data.search_step;
      link.addEventListener("click", function (event) { event.preventDefault(); go(data.search_step); });
      stall.appendChild(link);
      answer.appendChild(stall);
    }
    data.solutions.forEach(function (rows, s) {
      if (data.solutions.length > 1) { answer.appendChild(el("h3", "", "Solution " + (s + 1))); }
      var table = el("table");
      var head = el("tr");
      cats.forEach(function (c) {
        var th = el("th", "", c.name);
        th.scope = "col";
        head.appendChild(th);
      });
      table.appendChild(head);
      rows.forEach(function (row) {
        var tr = el("tr");
        row.forEach(function (name, c) {
          var cell = el(c === 0 ? "th" : "td", "", name);
          if (c === 0) { cell.scope = "row"; }
          tr.appendChild(cell);
        });
        table.appendChild(tr);
      });
      answer.appendChild(table);
    });
    var rating = document.getElementById("rating");
    rating.appendChild(el("p", "", tier + " (score " + data.rating.score + ")"));
    var counts = el("ul");
    data.rating.counts.forEach(function (pair) {
      counts.appendChild(el("li", "", pair[0] + ": " + pair[1]));
    });
    rating.appendChild(counts);
    if (data.rating.note) { rating.appendChild(el("p", "", data.rating.note)); }
  }

  /* Show the grid after step k (0: the empty grid). */
  function render(k) {
    var grid = data.grids[k];
    var step = k > 0 ? data.steps[k - 1] : null;
    var touched = {};
    if (step) { step.cells.forEach(function (c) { touched[c] = true; }); }
    for (var i = 0; i < cells.length; i++) {
      var mark = grid.charAt(i);
      var cls = cellBase[i];
      var label = "";
      if (mark === "y") { cls += " yes"; label = "✓"; }
      else if (mark === "n") { cls += " no"; label = "✗"; }
      if (touched[i]) { cls += step.contradiction ? " clash" : " new"; }
      cells[i].className = cls;
      cells[i].textContent = label;
    }
    Object.keys(clueItems).forEach(function (line) { clueItems[line].className = ""; });
    if (step) {
      step.clues.forEach(function (line) {
        if (clueItems[line]) { clueItems[line].className = "used"; }
      });
    }
    for (var s = 1; s <= last; s++) {
      var base = data.steps[s - 1].technique === "search" ? "search" : "";
      stepItems[s].className = base;
      stepItems[s].removeAttribute("aria-current");
    }
    if (step) {
      step.steps.forEach(function (s) {
        if (stepItems[s]) { stepItems[s].className += " used"; }
      });
      stepItems[k].className += " current";
      stepItems[k].setAttribute("aria-current", "step");
    }
    shown = k;
  }

  function describe(k) {
    var panel = document.getElementById("panel");
    panel.textContent = "";
    document.getElementById("position").textContent = unit + " " + k + " of " + last;
    document.getElementById("prev").disabled = k === 0;
    document.getElementById("next").disabled = k === last;
    if (k === 0) {
      panel.appendChild(el("p", "headline", "The empty grid."));
      panel.appendChild(el("p", "", "Press Next or → for the first " + unitLower + "."));
      return;
    }
    var step = data.steps[k - 1];
    panel.appendChild(el("p", "meta", unit + " " + k + " · " + step.technique_name + " · " + step.tier + " technique"));
    panel.appendChild(el("p", "headline", step.headline));
    panel.appendChild(el("p", "", step.reason));
    if (step.chain.length > 0) {
      var chain = el("ul");
      step.chain.forEach(function (line) { chain.appendChild(el("li", "", line)); });
      panel.appendChild(chain);
    }
    if (step.one_to_one) { panel.appendChild(el("p", "", step.one_to_one)); }
    (step.bookkeeping || []).forEach(function (line) { panel.appendChild(el("p", "", line)); });
    step.also.forEach(function (line) { panel.appendChild(el("p", "also", line)); });
    if (step.parts && step.parts.length > 1) {
      /* A move can be opened into the steps it is made of. */
      var details = el("details", "parts");
      details.appendChild(el("summary", "", "The " + step.parts.length + " steps of this move"));
      step.parts.forEach(function (part) {
        details.appendChild(el("p", "meta", "Step " + part.number + " · " + part.technique_name + " · " + part.tier + " technique"));
        details.appendChild(el("p", "headline", part.headline));
        details.appendChild(el("p", "", part.reason));
      });
      panel.appendChild(details);
    }
    var uses = [];
    if (step.clues.length > 0) {
      uses.push(step.clues.map(function (line) { return clueName(line, "clue line "); }).join(", "));
    }
    if (step.steps.length > 0) { uses.push(unitLower + (step.steps.length > 1 ? "s " : " ") + step.steps.join(", ")); }
    if (uses.length > 0) { panel.appendChild(el("p", "meta", "Uses " + uses.join("; ") + " (highlighted).")); }
  }

  function go(k) {
    k = Math.max(0, Math.min(last, k));
    current = k;
    render(k);
    describe(k);
    var hash = "#step-" + k;
    if (location.hash !== hash) {
      try { history.replaceState(null, "", hash); } catch (e) { location.hash = hash; }
    }
    if (k > 0 && stepItems[k]) {
      var list = document.getElementById("steps");
      var item = stepItems[k];
      if (item.offsetTop < list.scrollTop || item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = Math.max(0, item.offsetTop - list.clientHeight / 3);
      }
    }
  }

  function fromHash() {
    var match = /^#step-(\d+)$/.exec(location.hash);
    return match ? parseInt(match[1], 10) : 0;
  }

  buildGrid();
  buildClues();
  buildSteps();
  buildResult();
  document.getElementById("prev").addEventListener("click", function () { go(current - 1); });
  document.getElementById("next").addEventListener("click", function () { go(current + 1); });
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
    if (event.key === "ArrowRight") { go(current + 1); event.preventDefault(); }
    else if (event.key === "ArrowLeft") { go(current - 1); event.preventDefault(); }
  });
  window.addEventListener("hashchange", function () { go(fromHash()); });
  /* Print the final grid (print media is also watched, for browsers without beforeprint). */
  window.addEventListener("beforeprint", function () { render(last); });
  window.addEventListener("afterprint", function () { render(current); });
  if (window.matchMedia) {
    var printing = window.matchMedia("print");
    var follow = function (event) { render(event.matches ? last : current); };
    if (printing.addEventListener) { printing.addEventListener("change", follow); }
    else if (printing.addListener) { printing.addListener(follow); }
  }
  go(fromHash());
}());
