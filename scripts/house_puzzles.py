#!/usr/bin/env python3
"""Random house-and-position ("Zebra"/"Einstein") puzzles, printed the way generated
benchmark sets (ZebraLogic and the like) print them, written as sleuth puzzle files.

They are test input for sleuth's reader of English clues: each puzzle has exactly one
solution (checked by the backtracking solver below, with its own encoding of every clue
type) and every clue is needed (dropping any one leaves more than one solution). The
answer is written at the end as `#` comment lines, one per house.

Usage:
    python3 scripts/house_puzzles.py --out DIR --count N --seed S [--max-houses H] [--max-kinds K]
        writes DIR/house-S.txt, DIR/house-(S+1).txt, ... (the same files for the same seeds)
    python3 scripts/house_puzzles.py --check DIR
        reads every house-*.txt in DIR back through this script's own phrase tables, and
        confirms each clue reads one way only, the puzzle has exactly one solution, that
        solution is the printed answer, and no clue can be dropped (small puzzles are
        also counted by brute force over whole permutations, as a second opinion)
    --jobs J runs J worker processes (default: all cores); the output does not depend on it.
"""

import argparse
import itertools
import multiprocessing
import os
import random
import re
import sys
import time

HEADER = ("There are {n} houses, numbered 1 to {n} from left to right, as seen from across "
          "the street. Each house is occupied by a different person. Each house has a unique "
          "attribute for each of the following characteristics:")

ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]

# ---------------------------------------------------------------------------------------
# The characteristics: item lists and the ways a person with an item is described.


def _article(display):
    return "an" if display[0].lower() in "aeiou" else "a"


def _kind(key, headers, items, templates, display=None, article=None, custom=None):
    """A characteristic: `templates` use {d} (the item as printed in a sentence) and {a}
    (the same with a/an before it); `custom` gives an item its own phrasings instead."""
    display = display or {}
    article = article or {}
    custom = custom or {}
    phrases = {}
    for item in items:
        d = display(item) if callable(display) else display.get(item, item)
        a = article.get(item, _article(d)) + " " + d
        phrases[item] = list(custom.get(item) or [t.format(d=d, a=a) for t in templates])
    return {"key": key, "headers": headers, "items": list(items), "phrases": phrases}


def _title(item):
    return " ".join(w[:1].upper() + w[1:] for w in item.split(" "))


NAME = _kind("name", ["Each person has a unique name"],
             ["Peter", "Eric", "Arnold", "Alice", "Bob", "Carol"], ["{d}"])

OTHER_KINDS = [
    _kind("pet", ["Each person has a unique type of pet", "The people keep unique animals"],
          ["dog", "cat", "bird", "fish", "horse", "rabbit"],
          ["the {d} lover", "the person who keeps {a}", "the person who has {a}",
           "the {d} owner", "the {d} keeper", "the {d} enthusiast"]),
    _kind("color", ["People have unique favorite colors", "Each person has a favorite color"],
          ["red", "green", "blue", "white", "yellow", "purple"],
          ["the person who loves {d}", "the person whose favorite color is {d}",
           "the person who likes the color {d}"]),
    _kind("nationality", ["The people are of nationalities", "Each person has a unique nationality"],
          ["norwegian", "dane", "brit", "swede", "german", "chinese", "mexican"], [],
          custom={"norwegian": ["the Norwegian", "the Norwegian person"],
                  "dane": ["the Dane", "the Danish person"],
                  "brit": ["the British person", "the Brit"],
                  "swede": ["the Swedish person", "the Swede"],
                  "german": ["the German", "the German person"],
                  "chinese": ["the Chinese person"],
                  "mexican": ["the Mexican", "the Mexican person"]}),
    _kind("cigar", ["Everyone has a different favorite cigar", "Everyone has a unique favorite cigar"],
          ["prince", "pall mall", "dunhill", "blue master", "blends", "yellow monster"],
          ["the {d} smoker", "the person partial to {d}", "the person who smokes {d}"],
          display=_title,
          custom={"blends": ["the person who smokes many unique blends",
                             "the person who smokes blends"]}),
    _kind("drink", ["Each person has a unique favorite drink", "Each person has a favorite drink"],
          ["coffee", "tea", "milk", "water", "root beer", "boba tea"],
          ["the {d} drinker", "the person who likes {d}", "the {d} lover"],
          custom={"water": ["the one who only drinks water", "the water drinker",
                            "the person who likes water"]}),
    _kind("smoothie", ["Everyone has a favorite smoothie"],
          ["desert", "dragonfruit", "cherry", "watermelon", "lime", "butterscotch"],
          ["the {d} smoothie lover", "the {d} smoothie drinker", "the person who likes {d} smoothies",
           "the one who only drinks {d} smoothies"],
          display=_title),
    _kind("music", ["People have unique favorite music genres"],
          ["pop", "rock", "jazz", "classical", "hip hop", "country"],
          ["the person who loves {d} music", "the {d} music enthusiast",
           "the person who listens to {d} music", "the {d} music fan"]),
    _kind("book", ["People have unique favorite book genres"],
          ["fantasy", "mystery", "romance", "science fiction", "biography", "historical fiction"],
          ["the person who loves {d} books", "the person who reads {d} books",
           "the {d} book enthusiast"]),
    _kind("sport", ["People have unique favorite sports"],
          ["tennis", "soccer", "basketball", "baseball", "swimming", "volleyball"],
          ["the person who loves {d}", "the {d} enthusiast", "the person who plays {d}",
           "the {d} fan"],
          custom={"swimming": ["the person who loves swimming", "the swimming enthusiast",
                               "the person who enjoys swimming"]}),
    _kind("phone", ["People use unique phone models", "Each person has a unique phone model"],
          ["iphone 13", "samsung galaxy s21", "google pixel 6", "oneplus 9", "huawei p50",
           "xiaomi mi 11"],
          ["the person who uses {a}", "the {d} user", "the person with {a}"],
          display={"iphone 13": "iPhone 13", "samsung galaxy s21": "Samsung Galaxy S21",
                   "google pixel 6": "Google Pixel 6", "oneplus 9": "OnePlus 9",
                   "huawei p50": "Huawei P50", "xiaomi mi 11": "Xiaomi Mi 11"},
          article={"oneplus 9": "a"}),
    _kind("car", ["People own unique car models", "Each person has a unique car model"],
          ["tesla model 3", "ford f150", "toyota camry", "honda civic", "bmw 3 series",
           "chevrolet silverado"],
          ["the person who owns {a}", "the person who drives {a}", "the {d} driver",
           "the owner of the {d}"],
          display={"tesla model 3": "Tesla Model 3", "ford f150": "Ford F150",
                   "toyota camry": "Toyota Camry", "honda civic": "Honda Civic",
                   "bmw 3 series": "BMW 3 Series", "chevrolet silverado": "Chevrolet Silverado"},
          article={"bmw 3 series": "a"}),
    _kind("hobby", ["Everyone has a unique hobby", "Each person has a favorite hobby"],
          ["gardening", "photography", "cooking", "painting", "knitting", "woodworking"],
          ["the person who enjoys {d}", "the {d} enthusiast", "the person who loves {d}"],
          custom={"painting": ["the person who paints as a hobby", "the person who enjoys painting",
                               "the painting enthusiast"]}),
    _kind("height", ["People have unique heights", "Everyone has a unique height"],
          ["very short", "short", "average", "tall", "very tall", "super tall"],
          ["the person who is {d}", "the {d} person"],
          custom={"average": ["the person who has an average height",
                              "the person of average height"]}),
    _kind("education", ["Each person has a unique level of education"],
          ["high school", "bachelor", "master", "doctorate", "associate", "trade school"], [],
          custom={"high school": ["the person with a high school diploma", "the high school graduate"],
                  "bachelor": ["the person with a bachelor's degree"],
                  "master": ["the person with a master's degree"],
                  "doctorate": ["the person with a doctorate", "the person who holds a doctorate"],
                  "associate": ["the person with an associate's degree"],
                  "trade school": ["the person who attended trade school",
                                   "the trade school graduate"]}),
    _kind("occupation", ["Each person has an occupation", "Everyone has a different occupation"],
          ["doctor", "teacher", "engineer", "artist", "lawyer", "nurse"],
          ["the {d}", "the person who is {a}", "the person who works as {a}"]),
    _kind("lunch", ["Everyone has something unique for lunch", "Each person has a favorite lunch"],
          ["stew", "spaghetti", "pizza", "grilled cheese", "stir fry", "soup"],
          ["the {d} eater", "the person who loves eating {d}", "the {d} lover"],
          custom={"stew": ["the person who loves the stew", "the stew eater"],
                  "soup": ["the person who loves the soup", "the soup eater"],
                  "pizza": ["the person who is a pizza lover", "the pizza lover",
                            "the person who loves eating pizza"]}),
    _kind("month", ["Each person has a unique birthday month"],
          ["january", "february", "march", "april", "may", "september"],
          ["the person whose birthday is in {d}", "the person born in {d}"],
          display=_title),
    _kind("child", ["Each mother is accompanied by their child", "Each person has a unique child"],
          ["Bella", "Fred", "Meredith", "Samantha", "Timothy", "Billy"],
          ["the person whose child is named {d}", "the person who is the mother of {d}",
           "the parent of {d}"]),
    _kind("mother", ["The mothers' names in different houses are unique",
                     "Each person's mother has a unique name"],
          ["Holly", "Janelle", "Kailyn", "Aniya", "Sarah", "Penny"],
          ["the person whose mother's name is {d}", "the person whose mother is named {d}",
           "the child of {d}"]),
    _kind("vacation", ["Each person prefers a unique type of vacation",
                       "Everyone has a favorite type of vacation"],
          ["cruise", "beach", "mountain", "city", "camping", "cultural"], [],
          custom={"cruise": ["the person who prefers cruises", "the person who loves cruises",
                             "the cruise lover"],
                  "beach": ["the person who loves beach vacations",
                            "the person who prefers beach getaways", "the beach lover"],
                  "mountain": ["the person who enjoys mountain retreats",
                               "the person who likes going to the mountains"],
                  "city": ["the person who prefers city breaks", "the person who goes on city breaks"],
                  "camping": ["the person who loves camping trips", "the person who enjoys camping"],
                  "cultural": ["the person who goes on cultural tours",
                               "the person who prefers cultural tours"]}),
    _kind("hair", ["People have unique hair colors", "Each person has a unique hair color"],
          ["black", "brown", "blonde", "gray", "auburn", "chestnut"],
          ["the person who has {d} hair", "the person with {d} hair", "the {d}-haired person"]),
    _kind("house style", ["Each person lives in a unique style of house"],
          ["victorian", "colonial", "ranch", "craftsman", "modern", "gothic"],
          ["the person living in a {d}-style house", "the person residing in a {d} house",
           "the person in a {d}-style house"],
          display={"victorian": "Victorian"}),
    _kind("flower", ["The people have unique favorite flowers", "Everyone has a favorite flower"],
          ["roses", "tulips", "daffodils", "lilies", "carnations", "iris"],
          ["the person who loves a bouquet of {d}", "the person who grows {d}",
           "the person whose favorite flowers are {d}"],
          custom={"iris": ["the person who loves the iris", "the person who grows iris",
                           "the person whose favorite flower is iris"]}),
]

ALL_KINDS = [NAME] + OTHER_KINDS


def _check_pool():
    """Item names unique across the pool and free of the reserved characters and words;
    every phrasing names one item only."""
    seen_items, seen_phrases = {}, {}
    bad_chars = set(":+&|,()<>=~{}#`")
    for kind in ALL_KINDS:
        assert len(kind["items"]) >= 6, kind["key"]
        for item in kind["items"]:
            assert item.lower() not in seen_items, item
            seen_items[item.lower()] = kind["key"]
            assert not (set(item) & bad_chars), item
            assert not (set(item.lower().split()) & {"not", "or", "either"}), item
            for p in kind["phrases"][item]:
                assert p.lower() not in seen_phrases, p
                seen_phrases[p.lower()] = item
                assert not (set(re.findall(r"[a-z']+", p.lower())) & {"not", "or", "either"}), p
    assert len(ALL_KINDS) >= 15


_check_pool()
ITEM_KIND = {item: kind for kind in ALL_KINDS for item in kind["items"]}

# ---------------------------------------------------------------------------------------
# Clues. A clue is (type, v, w): v (and w) are variables, one per item (kind k, item i ->
# k * n + i, whose value is the item's house, 0-based); for 'at' and 'notat' w is a house.
#   same      v and w in one house          diff     v and w in different houses
#   at        v in house w                  notat    v not in house w
#   left1     v directly left of w          right1   v directly right of w
#   before    v somewhere left of w         after    v somewhere right of w
#   next      v and w next to each other    gap2     one house between v and w
#   gap3      two houses between v and w

TEMPLATES = {
    "same": ["{X} is {Y}."],
    "diff": ["{X} is not {Y}."],
    "at": ["{X} is in the {H} house.", "{X} lives in the {H} house."],
    "notat": ["{X} is not in the {H} house.", "{X} does not live in the {H} house."],
    "left1": ["{X} is directly left of {Y}.", "{X} lives directly left of {Y}."],
    "right1": ["{X} is directly right of {Y}.", "{X} lives directly right of {Y}."],
    "before": ["{X} is somewhere to the left of {Y}."],
    "after": ["{X} is somewhere to the right of {Y}."],
    "next": ["{X} and {Y} are next to each other.", "{X} lives next to {Y}."],
    "gap2": ["There is one house between {X} and {Y}."],
    "gap3": ["There are two houses between {X} and {Y}."],
}

WEIGHTS = {"same": 3.0, "diff": 3.0, "at": 1.5, "notat": 3.0, "left1": 1.5, "right1": 1.2,
           "before": 1.2, "after": 1.2, "next": 1.5, "gap2": 1.0, "gap3": 0.8}

# Each binary type as a relation on (house of v, house of w), and the solver's form.
REL = {
    "same": lambda a, b: a == b,
    "diff": lambda a, b: a != b,
    "left1": lambda a, b: a + 1 == b,
    "before": lambda a, b: a < b,
    "next": lambda a, b: abs(a - b) == 1,
    "gap2": lambda a, b: abs(a - b) == 2,
    "gap3": lambda a, b: abs(a - b) == 3,
}
SWAPPED = {"right1": "left1", "after": "before"}
SYMMETRIC = {"same", "diff", "next", "gap2", "gap3"}


def normal(clue):
    """The clue in the solver's form: right1/after become left1/before with v, w swapped,
    symmetric types have v < w."""
    t, v, w = clue
    if t in SWAPPED:
        return (SWAPPED[t], w, v)
    if t in SYMMETRIC and w < v:
        return (t, w, v)
    return clue


def holds(clue, pos):
    t, v, w = normal(clue)
    if t == "at":
        return pos[v] == w
    if t == "notat":
        return pos[v] != w
    return REL[t](pos[v], pos[w])


# ---------------------------------------------------------------------------------------
# Solver: domains are bitmasks of houses, propagation over the binary clues and
# all-different within each kind (naked and hidden singles), then backtracking.

_TABLES = {}


def _tables(n):
    """For each relation, per direction, supp[mask of one side] = mask the other side may take."""
    if n in _TABLES:
        return _TABLES[n]
    out = {}
    for name, rel in REL.items():
        for direction in (0, 1):
            per = []
            for a in range(n):
                m = 0
                for b in range(n):
                    if (rel(a, b) if direction == 0 else rel(b, a)):
                        m |= 1 << b
                per.append(m)
            supp = [0] * (1 << n)
            for mask in range(1, 1 << n):
                low = mask & -mask
                supp[mask] = supp[mask ^ low] | per[low.bit_length() - 1]
            out[(name, direction)] = supp
    _TABLES[n] = out
    return out


class Solver:
    def __init__(self, n, m, clues):
        self.n, self.m, self.nv = n, m, n * m
        full = (1 << n) - 1
        self.init = [full] * self.nv
        self.adj = [[] for _ in range(self.nv)]
        tables = _tables(n)
        self.ok = True
        for clue in clues:
            t, v, w = normal(clue)
            if t == "at":
                self.init[v] &= 1 << w
            elif t == "notat":
                self.init[v] &= ~(1 << w)
            else:
                self.adj[v].append((w, tables[(t, 0)]))
                self.adj[w].append((v, tables[(t, 1)]))
        if any(d == 0 for d in self.init):
            self.ok = False

    def propagate(self, dom, queue):
        n, nv, adj = self.n, self.nv, self.adj
        while True:
            while queue:
                v = queue.pop()
                d = dom[v]
                for w, supp in adj[v]:
                    nd = dom[w] & supp[d]
                    if nd != dom[w]:
                        if not nd:
                            return False
                        dom[w] = nd
                        queue.append(w)
                if not d & (d - 1):
                    base = v - v % n
                    for u in range(base, base + n):
                        if u != v and dom[u] & d:
                            nd = dom[u] & ~d
                            if not nd:
                                return False
                            dom[u] = nd
                            queue.append(u)
            for base in range(0, nv, n):
                for h in range(n):
                    bit = 1 << h
                    count, last = 0, -1
                    for u in range(base, base + n):
                        if dom[u] & bit:
                            count += 1
                            last = u
                    if count == 0:
                        return False
                    if count == 1 and dom[last] != bit:
                        dom[last] = bit
                        queue.append(last)
            if not queue:
                return True

    def solve(self, limit=2):
        """Up to `limit` solutions, each a list of houses (0-based) per variable."""
        sols = []
        if not self.ok:
            return sols
        dom = self.init[:]
        if self.propagate(dom, list(range(self.nv))):
            self._search(dom, sols, limit)
        return sols

    def _search(self, dom, sols, limit):
        best, best_count = -1, 99
        for v, d in enumerate(dom):
            if d & (d - 1):
                c = d.bit_count()
                if c < best_count:
                    best, best_count = v, c
                    if c == 2:
                        break
        if best < 0:
            sols.append([d.bit_length() - 1 for d in dom])
            return
        d = dom[best]
        while d:
            bit = d & -d
            d ^= bit
            nd = dom[:]
            nd[best] = bit
            if self.propagate(nd, [best]):
                self._search(nd, sols, limit)
                if len(sols) >= limit:
                    return


def count_solutions(n, m, clues, limit=2):
    return Solver(n, m, clues).solve(limit)


def brute_force_count(n, m, clues, limit=2, budget=400000):
    """An independent check: assigns whole kinds one at a time (every permutation of the
    houses), testing each clue once all its variables are placed. Returns the number of
    solutions (up to `limit`), or None if it would take more than `budget` permutations."""
    perms = list(itertools.permutations(range(n)))
    by_level = [[] for _ in range(m)]
    for clue in clues:
        t, v, w = clue
        kinds = [v // n] + ([] if t in ("at", "notat") else [w // n])
        by_level[max(kinds)].append(clue)
    pos = [0] * (n * m)
    found = [0]
    spent = [0]

    def go(k):
        if k == m:
            found[0] += 1
            return found[0] >= limit
        spent[0] += len(perms)
        if spent[0] > budget:
            raise TimeoutError
        for p in perms:
            pos[k * n:(k + 1) * n] = p
            if all(holds(c, pos) for c in by_level[k]):
                if go(k + 1):
                    return True
        return False

    try:
        go(0)
    except TimeoutError:
        return None
    return found[0]


# ---------------------------------------------------------------------------------------
# Generation.

HOUSE_WEIGHTS = {2: 2, 3: 2, 4: 3, 5: 4, 6: 5}
KIND_WEIGHTS = {2: 2, 3: 2, 4: 3, 5: 4, 6: 4}


def _weighted(rng, weights):
    keys = list(weights)
    return rng.choices(keys, [weights[k] for k in keys])[0]


def random_clue(rng, n, m, pos, where):
    """A clue true of the solution `pos`; where[k][h] is the variable of kind k in house h."""
    types = [t for t in WEIGHTS if not (t == "gap2" and n < 3) and not (t == "gap3" and n < 4)
             and not (t == "diff" and m < 2)]
    t = rng.choices(types, [WEIGHTS[x] for x in types])[0]
    nv = n * m
    if t == "at":
        v = rng.randrange(nv)
        return ("at", v, pos[v])
    if t == "notat":
        v = rng.randrange(nv)
        return ("notat", v, rng.choice([h for h in range(n) if h != pos[v]]))
    if t == "same":
        h = rng.randrange(n)
        k1, k2 = rng.sample(range(m), 2)
        return ("same", where[k1][h], where[k2][h])
    if t == "diff":
        h1, h2 = rng.sample(range(n), 2)
        k1, k2 = rng.sample(range(m), 2)
        return ("diff", where[k1][h1], where[k2][h2])
    # Position clues: houses a (of v) and b (of w) with the right offset.
    if t in ("left1", "right1", "next"):
        a = rng.randrange(n - 1)
        b = a + 1
        if t == "right1" or (t == "next" and rng.random() < 0.5):
            a, b = b, a
    elif t in ("before", "after"):
        a, b = sorted(rng.sample(range(n), 2))
        if t == "after":
            a, b = b, a
    else:
        gap = 2 if t == "gap2" else 3
        a = rng.randrange(n - gap)
        b = a + gap
        if rng.random() < 0.5:
            a, b = b, a
    k1, k2 = rng.randrange(m), rng.randrange(m)
    return (t, where[k1][a], where[k2][b])


def choose_size(rng, max_houses, max_kinds):
    hw = {h: w for h, w in HOUSE_WEIGHTS.items() if h <= max_houses}
    kw = {k: w for k, w in KIND_WEIGHTS.items() if k <= max_kinds}
    return _weighted(rng, hw), _weighted(rng, kw)


def make_puzzle(seed, max_houses=6, max_kinds=6):
    rng = random.Random(seed)
    n, m = choose_size(rng, max_houses, max_kinds)
    if rng.random() < 0.85:
        kinds = [NAME] + rng.sample(OTHER_KINDS, m - 1)
    else:
        kinds = rng.sample(OTHER_KINDS, m)
    items = [rng.sample(k["items"], n) for k in kinds]      # printed order
    headers = [rng.choice(k["headers"]) for k in kinds]
    pos = []                                                # house of each variable
    for _ in range(m):
        perm = list(range(n))
        rng.shuffle(perm)
        pos.extend(perm)
    where = [[0] * n for _ in range(m)]
    for v, h in enumerate(pos):
        where[v // n][h] = v

    # Add clues true of the solution, preferring one that rules out the other solution
    # the solver found, until the solution is unique.
    clues, keys = [], set()
    while True:
        sols = count_solutions(n, m, clues)
        if len(sols) == 1:
            assert sols[0] == pos
            break
        alt = sols[0] if sols[0] != pos else sols[1]
        clue = None
        for _ in range(400):
            c = random_clue(rng, n, m, pos, where)
            if normal(c) in keys:
                continue
            clue = c
            if not holds(c, alt):
                break
        assert clue is not None
        clues.append(clue)
        keys.add(normal(clue))

    # Drop every clue the others make redundant. A clue kept here was needed in a larger
    # set, so it is still needed in the final one.
    order = list(range(len(clues)))
    rng.shuffle(order)
    keep = [True] * len(clues)
    for i in order:
        keep[i] = False
        trial = [c for c, k in zip(clues, keep) if k]
        if len(count_solutions(n, m, trial)) != 1:
            keep[i] = True
    clues = [c for c, k in zip(clues, keep) if k]
    rng.shuffle(clues)
    return {"seed": seed, "n": n, "m": m, "kinds": kinds, "items": items, "headers": headers,
            "pos": pos, "where": where, "clues": clues, "rng": rng}


def render(p):
    rng, n, kinds, items = p["rng"], p["n"], p["kinds"], p["items"]

    def phrase(v):
        k, i = divmod(v, n)
        return rng.choice(kinds[k]["phrases"][items[k][i]])

    lines = ["# Generated house puzzle, seed {} (scripts/house_puzzles.py)".format(p["seed"]),
             HEADER.format(n=n)]
    for header, its in zip(p["headers"], items):
        lines.append(" - {}: {}".format(header, ", ".join("`{}`".format(x) for x in its)))
    lines.append("## Clues:")
    for number, (t, v, w) in enumerate(p["clues"], 1):
        text = rng.choice(TEMPLATES[t])
        fill = {"X": phrase(v)}
        if t in ("at", "notat"):
            fill["H"] = ORDINALS[w]
        else:
            fill["Y"] = phrase(w)
        text = text.format(**fill)
        lines.append("{}. {}".format(number, text[0].upper() + text[1:]))
    lines.append("# Answer:")
    for h in range(n):
        row = [str(h + 1)] + [items[k][p["where"][k][h] % n] for k in range(p["m"])]
        lines.append("# " + " | ".join(row))
    return "\n".join(lines) + "\n"


def _generate_one(args):
    seed, max_houses, max_kinds = args
    p = make_puzzle(seed, max_houses, max_kinds)
    return seed, p["n"], p["m"], render(p)


# ---------------------------------------------------------------------------------------
# Reading files back (--check).

def _templates_for_parsing():
    out = []
    for t, forms in TEMPLATES.items():
        for form in forms:
            out.append((t, form.lower()))
    return out


def read_puzzle(text):
    """Parses a generated file with this script's own tables. Returns (n, items, clues,
    answer) with clues in the solver's (type, v, w) form; raises ValueError."""
    lines = text.splitlines()
    m_head = re.match(r"There are (\d+) houses, numbered 1 to (\d+) from left to right", lines[1])
    if not m_head:
        raise ValueError("no house header")
    n = int(m_head.group(1))
    items, clue_texts, answer = [], [], []
    section = "head"
    for line in lines[2:]:
        if line == "## Clues:":
            section = "clues"
        elif line == "# Answer:":
            section = "answer"
        elif section == "head":
            mm = re.match(r" - (.+?): (`.*`)$", line)
            if not mm:
                raise ValueError("bad characteristic line: " + line)
            items.append(re.findall(r"`([^`]*)`", mm.group(2)))
        elif section == "clues":
            mm = re.match(r"(\d+)\. (.+)$", line)
            if not mm:
                raise ValueError("bad clue line: " + line)
            clue_texts.append(mm.group(2))
        elif section == "answer":
            answer.append(line[2:].split(" | "))
    m = len(items)
    var_of = {}
    for k, its in enumerate(items):
        if len(its) != n:
            raise ValueError("kind {} has {} items".format(k, len(its)))
        for i, item in enumerate(its):
            for ph in ITEM_KIND[item]["phrases"][item]:
                var_of[ph.lower()] = k * n + i
    phrases = sorted(var_of, key=len, reverse=True)
    ordinal = {w: h for h, w in enumerate(ORDINALS[:n])}
    forms = _templates_for_parsing()
    clues = []
    for text in clue_texts:
        low = text.lower()
        parses = set()
        for t, form in forms:
            for x in phrases:
                filled = form.replace("{x}", x, 1)
                prefix = filled.split("{", 1)[0]
                if not low.startswith(prefix):
                    continue
                pattern = re.escape(filled).replace(r"\{y\}", "(?P<y>.+)").replace(r"\{h\}", "(?P<h>[a-z]+)")
                mm = re.fullmatch(pattern, low)
                if not mm:
                    continue
                if "y" in mm.groupdict():
                    y = mm.group("y")
                    if y in var_of and var_of[y] != var_of[x]:
                        parses.add((t, var_of[x], var_of[y]))
                else:
                    h = mm.group("h")
                    if h in ordinal:
                        parses.add((t, var_of[x], ordinal[h]))
        if len(parses) != 1:
            raise ValueError("clue reads {} ways: {}".format(len(parses), text))
        clues.append(parses.pop())
    pos = [None] * (n * m)
    for h, row in enumerate(answer):
        if row[0] != str(h + 1) or len(row) != m + 1:
            raise ValueError("bad answer row {}".format(row))
        for k in range(m):
            pos[k * n + items[k].index(row[k + 1])] = h
    return n, m, items, clue_texts, clues, pos


def check_file(path):
    """Returns a list of problems (empty when the file is right) and whether the brute force
    check ran."""
    with open(path) as f:
        text = f.read()
    problems = []
    try:
        n, m, items, texts, clues, pos = read_puzzle(text)
    except ValueError as e:
        return [str(e)], False
    for t in texts:
        if not t[0].isupper():
            problems.append("clue not capitalised: " + t)
    for c in clues:
        if not holds(c, pos):
            problems.append("clue false of the answer: {}".format(c))
    sols = count_solutions(n, m, clues)
    if len(sols) != 1:
        problems.append("{} solutions".format(len(sols)))
    elif sols[0] != pos:
        problems.append("the solution is not the printed answer")
    for i in range(len(clues)):
        if len(count_solutions(n, m, clues[:i] + clues[i + 1:])) == 1:
            problems.append("clue {} is redundant".format(i + 1))
    brute = brute_force_count(n, m, clues)
    if brute is not None and brute != 1:
        problems.append("brute force finds {} solutions".format(brute))
    return problems, brute is not None


def _check_one(path):
    return path, check_file(path)


# ---------------------------------------------------------------------------------------

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", help="directory to write house-SEED.txt files into")
    ap.add_argument("--count", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-houses", type=int, default=6, choices=range(2, 7))
    ap.add_argument("--max-kinds", type=int, default=6, choices=range(2, 7))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--check", metavar="DIR", help="re-read and verify the puzzles in DIR")
    args = ap.parse_args(argv)

    start = time.monotonic()
    if args.check:
        paths = sorted(os.path.join(args.check, f) for f in os.listdir(args.check)
                       if re.fullmatch(r"house-\d+\.txt", f))
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(_check_one, paths)
        bad = 0
        brute_ran = 0
        for path, (problems, brute) in results:
            brute_ran += brute
            if problems:
                bad += 1
                for pr in problems:
                    print("{}: {}".format(path, pr))
        print("checked {} files in {:.1f} s: {} with problems; brute force also confirmed {}"
              .format(len(paths), time.monotonic() - start, bad, brute_ran))
        return 1 if bad else 0

    if not args.out:
        ap.error("--out is required")
    os.makedirs(args.out, exist_ok=True)
    jobs = [(s, args.max_houses, args.max_kinds) for s in range(args.seed, args.seed + args.count)]
    if args.jobs > 1 and len(jobs) > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(_generate_one, jobs, chunksize=1)
    else:
        results = [_generate_one(j) for j in jobs]
    for seed, n, m, text in results:
        with open(os.path.join(args.out, "house-{}.txt".format(seed)), "w") as f:
            f.write(text)
    sizes = {}
    for _, n, m, _ in results:
        sizes[(n, m)] = sizes.get((n, m), 0) + 1
    print("wrote {} puzzles to {} in {:.1f} s; sizes (houses x kinds): {}".format(
        len(results), args.out, time.monotonic() - start,
        ", ".join("{}x{}: {}".format(n, m, c) for (n, m), c in sorted(sizes.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
