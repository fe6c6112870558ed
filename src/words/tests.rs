//! Tests of the wording of facts: neutral, templated, plural names, places.

use super::*;

#[test]
fn negatives_are_derived_from_the_verb() {
    for (template, negative) in [
        ("{a} had the {b}", "{a} did not have the {b}"),
        ("the {a} was in the {b}", "the {a} was not in the {b}"),
        (
            "the {a} lives in the {b} house",
            "the {a} does not live in the {b} house",
        ),
        (
            "the {a} owner smokes {b}",
            "the {a} owner does not smoke {b}",
        ),
        (
            "{b} is drunk in the {a} house",
            "{b} is not drunk in the {a} house",
        ),
        ("{a} drank {b}", "{a} did not drink {b}"),
        ("{a} owned the {b}", "{a} did not own the {b}"),
        ("{a} liked the {b}", "{a} did not like the {b}"),
        ("{a} watches {b}", "{a} does not watch {b}"),
        ("{a} studied {b}", "{a} did not study {b}"),
        ("{a} stopped at {b}", "{a} did not stop at {b}"),
        ("{a} arrived at {b}", "{a} did not arrive at {b}"),
        ("{a} visited {b}", "{a} did not visit {b}"),
    ] {
        assert_eq!(negate(template).as_deref(), Some(negative), "{template}");
    }
    assert_eq!(negate("{a} with {b}"), None);
}

#[test]
fn nouns_have_both_numbers() {
    for (name, singular, plural) in [
        ("suspects", "suspect", "suspects"),
        ("nationalities", "nationality", "nationalities"),
        ("places", "place", "places"),
        ("Name", "Name", "Names"),
        ("PhoneModel", "PhoneModel", "PhoneModels"),
        ("times", "time", "times"),
        ("dishes", "dish", "dishes"),
        ("glass", "glass", "glasses"),
        ("hobby", "hobby", "hobbies"),
        ("people", "person", "people"),
        ("townspeople", "townsperson", "townspeople"),
        (
            "level of education",
            "level of education",
            "levels of education",
        ),
        ("types of pet", "type of pet", "types of pet"),
        (
            "favorite type of vacation",
            "favorite type of vacation",
            "favorite types of vacation",
        ),
    ] {
        assert_eq!(
            noun_forms(name),
            (singular.to_string(), plural.to_string()),
            "{name}"
        );
    }
}

#[test]
fn sentences_start_with_a_capital() {
    assert_eq!(
        sentence("orange juice is drunk in house 3"),
        "Orange juice is drunk in house 3"
    );
    assert_eq!(sentence("the dumbbell is here"), "The dumbbell is here");
    assert_eq!(sentence("neither A nor B"), "Neither A nor B");
    assert_eq!(sentence("Sgt Gunmetal had it"), "Sgt Gunmetal had it");
    assert_eq!(sentence("$20 is the price"), "$20 is the price");
    assert_eq!(
        english::inline("The Japanese can go"),
        "the Japanese can go"
    );
    assert_eq!(english::inline("Because it is"), "because it is");
    assert_eq!(
        english::inline("Sgt Gunmetal had it"),
        "Sgt Gunmetal had it"
    );
}

#[test]
fn neutral_wording_is_grammatical() {
    let puzzle = Puzzle::parse(
        "suspects: Miss Saffron, Sgt Gunmetal\nweapons: dumbbell, pool cue\n\
         houses (ordered): house 1, house 2\ntimes (ordered): 9am, 10am\n",
    )
    .unwrap();
    let s = ItemId::new(0, 1);
    let d = ItemId::new(1, 0);
    let h = ItemId::new(2, 0);
    let t = ItemId::new(3, 1);
    assert_eq!(
        fact(&puzzle, s, d, true),
        "Sgt Gunmetal's weapon is the dumbbell"
    );
    assert_eq!(fact(&puzzle, d, h, false), "the dumbbell is not in house 1");
    assert_eq!(fact(&puzzle, s, t, true), "Sgt Gunmetal is at 10am");
    assert_eq!(
        clause(&puzzle, &[ItemId::new(0, 0), s], &[d], false),
        "neither Miss Saffron's nor Sgt Gunmetal's weapon is the dumbbell"
    );
    assert_eq!(
        clause(&puzzle, &[s], &[d, h], true),
        "Sgt Gunmetal's weapon is the dumbbell and Sgt Gunmetal is in house 1"
    );
}

/// Plural item names take plural verbs in the neutral wording; names and words that only end
/// in `s` do not.
#[test]
fn plural_names_take_plural_verbs() {
    for name in ["birds", "daisies", "fish fingers", "snails"] {
        assert!(english::plural_name(name), "{name}");
    }
    for name in [
        "glass",
        "bus",
        "tennis",
        "physics",
        "Agnes",
        "Kools",
        "asparagus",
        "dog",
        // An amount is one value: "21 minutes has no other shirt".
        "21 minutes",
        "3 years",
    ] {
        assert!(!english::plural_name(name), "{name}");
    }
    let puzzle = Puzzle::parse(
        "pets: birds, dog
flowers: daisies, tulip
houses (ordered): house 1, house 2
",
    )
    .unwrap();
    let (birds, daisies, house) = (ItemId::new(0, 0), ItemId::new(1, 0), ItemId::new(2, 1));
    assert_eq!(
        fact(&puzzle, daisies, birds, true),
        "the daisies go with the birds"
    );
    assert_eq!(
        fact(&puzzle, birds, house, false),
        "the birds are not in house 2"
    );
    assert_eq!(
        fact(&puzzle, ItemId::new(0, 1), house, true),
        "the dog is in house 2"
    );
    assert_eq!(
        clause(&puzzle, &[house], &[ItemId::new(0, 1), birds], false),
        "neither the dog nor the birds are in house 2"
    );
    assert_eq!(
        clause(&puzzle, &[house], &[birds, ItemId::new(0, 1)], false),
        "neither the birds nor the dog is in house 2"
    );
}

/// A template's verb agrees with a plural subject in its slot ("the snails are kept"), and
/// is left alone where the slot only qualifies the subject ("the snails owner smokes").
#[test]
fn template_verbs_agree_with_plural_subjects() {
    let puzzle = Puzzle::parse(
        "pets: snails, dog
houses (ordered): house 1, house 2
smokes: Kools, Old Gold
say pets + houses: the {a} is kept in {b}
say pets + smokes: the {a} owner smokes {b}
",
    )
    .unwrap();
    let (snails, dog) = (ItemId::new(0, 0), ItemId::new(0, 1));
    let (house, kools) = (ItemId::new(1, 0), ItemId::new(2, 0));
    assert_eq!(
        fact(&puzzle, snails, house, false),
        "the snails are not kept in house 1"
    );
    assert_eq!(
        fact(&puzzle, snails, house, true),
        "the snails are kept in house 1"
    );
    assert_eq!(
        fact(&puzzle, dog, house, false),
        "the dog is not kept in house 1"
    );
    assert_eq!(
        fact(&puzzle, snails, kools, false),
        "the snails owner does not smoke Kools"
    );
    let puzzle = Puzzle::parse(
        "nationalities: Spaniard, Japanese, Norwegian
pets: snails, dog, fox
say nationalities + pets: the {a} owns the {b}
",
    )
    .unwrap();
    let (spaniard, japanese, snails) = (ItemId::new(0, 0), ItemId::new(0, 1), ItemId::new(1, 0));
    assert_eq!(
        clause(&puzzle, &[spaniard, japanese], &[snails], false),
        "neither the Spaniard nor the Japanese owns the snails"
    );
    assert_eq!(
        english::plural_verb_after("{a} lives in {b}", "{a}"),
        "{a} live in {b}"
    );
    assert_eq!(
        english::plural_verb_after("{a} does not live in {b}", "{a}"),
        "{a} do not live in {b}"
    );
    assert_eq!(
        english::plural_verb_after("{b} is home to {a}", "{a}"),
        "{b} is home to {a}"
    );
}

/// Objects of several categories are said once each, the owner named once; a place keeps its
/// own wording.
#[test]
fn plain_objects_of_several_categories_share_one_verb() {
    let puzzle = Puzzle::parse(
        "suspects: Miss Saffron, Sgt Gunmetal
weapons: dumbbell, pool cue
         motives: greed, envy
houses (ordered): house 1, house 2
",
    )
    .unwrap();
    let (s, d, m, h) = (
        ItemId::new(0, 1),
        ItemId::new(1, 0),
        ItemId::new(2, 1),
        ItemId::new(3, 0),
    );
    assert_eq!(
        clause(&puzzle, &[s], &[d, m], true),
        "Sgt Gunmetal's weapon is the dumbbell and their motive is the envy"
    );
    assert_eq!(
        clause(&puzzle, &[s], &[d, m], false),
        "Sgt Gunmetal's weapon is not the dumbbell and their motive is not the envy"
    );
    assert_eq!(
        clause(&puzzle, &[s], &[d, h, m], true),
        "Sgt Gunmetal's weapon is the dumbbell and their motive is the envy and Sgt Gunmetal is in house 1"
    );
}

/// The one-fact shortcut says what grouping would.
#[test]
fn one_fact_headlines_read_as_grouped_ones() {
    let puzzle = Puzzle::parse(
        "place (ordered): 1st, 2nd, 3rd\ncolour: red, green, blue\npet: cat, dog, fish\n",
    )
    .unwrap();
    let items: Vec<ItemId> = (0..3)
        .flat_map(|c| (0..3).map(move |i| ItemId::new(c, i)))
        .collect();
    let mut compared = 0;
    for &a in &items {
        for &b in items.iter().filter(|b| b.category != a.category) {
            for together in [true, false] {
                let fact = [Fact::new(a, b, together)];
                assert_eq!(
                    headline_inline(&puzzle, &fact),
                    grouped_headline(&puzzle, &fact)
                );
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 108);
}

#[test]
fn headlines_put_places_last() {
    let puzzle = Puzzle::parse("place (ordered): 1st, 2nd\nrunner: Ana, Ben\nAna < Ben\n").unwrap();
    let ana = ItemId::new(1, 0);
    let second = ItemId::new(0, 1);
    assert_eq!(
        headline(&puzzle, &[Fact::no(ana, second)]),
        "Ana is not 2nd"
    );
}

/// An ordered category of people reads with "goes with" ("the idli does not go with Lara"), and
/// days with "on"; prices with "costs" ("the idli costs $10").
#[test]
fn ordered_people_and_days_read_naturally() {
    let puzzle = Puzzle::parse(
        "girl (ordered): Lara, Madhavi
snack: idli, vada
day (ordered): Monday, Tuesday
price (ordered): $10, $20
",
    )
    .unwrap();
    let (lara, idli) = (ItemId::new(0, 0), ItemId::new(1, 0));
    let (monday, ten) = (ItemId::new(2, 0), ItemId::new(3, 0));
    assert_eq!(
        fact(&puzzle, idli, lara, false),
        "the idli does not go with Lara"
    );
    assert_eq!(fact(&puzzle, idli, lara, true), "the idli goes with Lara");
    assert_eq!(fact(&puzzle, idli, monday, true), "the idli is on Monday");
    assert_eq!(fact(&puzzle, idli, ten, true), "the idli costs $10");
}

/// Items whose category the puzzle's own `say` lines give a plural verb ("{a} are smoked in
/// {b}") take plural verbs in neutral wording too.
#[test]
fn a_template_s_plural_verb_makes_its_items_plural() {
    let puzzle = Puzzle::parse(
        "smokes: Kools, Old Gold
pets: horse, fox
houses (ordered): house 1, house 2
say smokes + houses: {a} are smoked in {b}
",
    )
    .unwrap();
    let (kools, horse) = (ItemId::new(0, 0), ItemId::new(1, 0));
    assert!(plural(&puzzle, kools));
    assert!(!plural(&puzzle, horse));
    assert_eq!(
        fact(&puzzle, kools, horse, false),
        "Kools do not go with the horse"
    );
}

#[test]
fn nationalities_take_the_article_and_names_do_not() {
    let puzzle = Puzzle::parse(
        "name: Alice, Bob\nnationality: Dane, Chinese\ndrink: water, tea\nAlice + Dane\n",
    )
    .unwrap();
    assert_eq!(item(&puzzle, ItemId::new(0, 0)), "Alice");
    assert_eq!(item(&puzzle, ItemId::new(1, 0)), "the Dane");
    assert_eq!(item(&puzzle, ItemId::new(1, 1)), "the Chinese");
    assert_eq!(item(&puzzle, ItemId::new(2, 0)), "the water");
    assert_eq!(
        fact(&puzzle, ItemId::new(1, 1), ItemId::new(2, 0), true),
        "the Chinese's drink is water"
    );
}

#[test]
fn an_item_keeps_the_noun_its_wording_always_gives_it() {
    let puzzle = Puzzle::parse(
        "house (ordered): house 1, house 2\nnationality: Dane, Swede\ncolour: red, blue\n\
         say nationality + house: the {a} lives in {b}\n\
         say nationality + colour: the {a} lives in the {b} house\n\
         say colour + house: the {a} house is {b}\nDane + red\n",
    )
    .unwrap();
    assert_eq!(item(&puzzle, ItemId::new(2, 0)), "the red house");
    // "lives" follows the nationality's slot, but it is no category's noun.
    assert_eq!(item(&puzzle, ItemId::new(1, 0)), "the Dane");
    assert_eq!(item_among(&puzzle, ItemId::new(2, 1), &[0]), "blue");
    assert_eq!(
        item_among(&puzzle, ItemId::new(2, 1), &[1]),
        "the blue house"
    );
}

#[test]
fn a_headline_of_both_kinds_leads_with_what_it_places() {
    let puzzle = Puzzle::parse("a: A1, A2, A3\nb: B1, B2, B3\nc: C1, C2, C3\nA1 + B1\n").unwrap();
    let (a1, a2) = (ItemId::new(0, 0), ItemId::new(0, 1));
    let (b1, c2) = (ItemId::new(1, 0), ItemId::new(2, 1));
    let facts = [Fact::no(a1, c2), Fact::yes(a1, b1), Fact::yes(a2, c2)];
    assert_eq!(
        headline(&puzzle, &facts),
        "A1 goes with B1 and A2 goes with C2; A1 does not go with C2"
    );
    // Inside a sentence the order is kept (a case says a statement's parts in its order).
    assert!(headline_inline(&puzzle, &facts).starts_with("A1 does not go with C2"));
    // Two conclusions, or one kind: as grouped.
    assert_eq!(
        headline(&puzzle, &facts[..2]),
        "A1 does not go with C2 and goes with B1"
    );
}

#[test]
fn a_one_letter_category_is_said_with_items() {
    let puzzle = Puzzle::parse("a: A1, A2\nb: B1, B2\nA1 + B1\n").unwrap();
    assert_eq!(noun(&puzzle, 1, false), "b item");
    assert_eq!(noun(&puzzle, 0, true), "a items");
}

#[test]
fn several_items_in_both_slots_read_as_one_clause() {
    let puzzle = Puzzle::parse(
        "nationalities: Spaniard, Japanese, Norwegian
pets: snails, dog, fox
say nationalities + pets: the {a} owns the {b}
",
    )
    .unwrap();
    let (spaniard, japanese) = (ItemId::new(0, 0), ItemId::new(0, 1));
    // A noun after the slot: two items share it, more take its plural.
    let smokers = Puzzle::parse(
        "drinks: tea, milk, water
cigarettes: Kools, Old Gold, Blends
say drinks + cigarettes: the {b} smoker drinks {a}
",
    )
    .unwrap();
    let (tea, milk) = (ItemId::new(0, 0), ItemId::new(0, 1));
    let brands = [ItemId::new(1, 0), ItemId::new(1, 1), ItemId::new(1, 2)];
    assert_eq!(
        clause(&smokers, &brands[..2], &[tea], false),
        "neither the Kools nor the Old Gold smoker drinks tea"
    );
    assert_eq!(
        clause(&smokers, &brands, &[tea, milk], false),
        "none of the Kools, Old Gold and Blends smokers drinks tea or milk"
    );
    // Lists in both slots: one clause, as a person says it, not one per pet.
    let (dog, fox) = (ItemId::new(1, 1), ItemId::new(1, 2));
    assert_eq!(
        clause(&puzzle, &[spaniard, japanese], &[dog, fox], false),
        "neither the Spaniard nor the Japanese owns the dog or fox"
    );
    assert_eq!(
        clause(&puzzle, &[spaniard], &[dog, fox], false),
        "the Spaniard does not own the dog or fox"
    );
}

#[test]
fn a_the_before_a_noun_is_the_nouns_not_the_items() {
    // "the {a} murder" is the murder; the motive itself is said bare, as "was {b}" says it.
    let puzzle = Puzzle::parse(
        "murderers: artist, butler
motives: power, love
towns: Brighton, Dunoon
say murderers + motives: the {a}'s motive was {b}
say motives + towns: the {a} murder took place in {b} / the {a} murder did not take place in {b}
",
    )
    .unwrap();
    assert_eq!(item(&puzzle, ItemId::new(1, 0)), "power");
    assert_eq!(item(&puzzle, ItemId::new(0, 0)), "the artist");
}

#[test]
fn cases_of_two_facts_show_their_seams() {
    let list =
        |cases: &[&str]| alternatives(&cases.iter().map(|c| c.to_string()).collect::<Vec<_>>());
    assert_eq!(list(&["A has B", "C has D"]), "A has B or C has D");
    assert_eq!(
        list(&["A has B and C has D", "A has D and C has B"]),
        "either A has B and C has D, or A has D and C has B"
    );
    assert_eq!(
        list(&["A has B and C has D", "E has F", "G has H"]),
        "A has B and C has D; E has F; or G has H"
    );
}

#[test]
fn one_of_puts_the_options_where_the_item_goes() {
    let puzzle = Puzzle::parse(
        "suspects: Miss Saffron, Sgt Gunmetal, Coach Raspberry
weapons: dumbbell, pool cue, rope
places: gym, pool, lobby
say suspects + weapons: {a} had the {b}
",
    )
    .unwrap();
    let (saffron, gunmetal) = (ItemId::new(0, 0), ItemId::new(0, 1));
    let (cue, rope) = (ItemId::new(1, 1), ItemId::new(1, 2));
    let (pool, lobby) = (ItemId::new(2, 1), ItemId::new(2, 2));
    assert_eq!(
        one_of(&puzzle, cue, &[saffron, gunmetal]),
        "Miss Saffron or Sgt Gunmetal had the pool cue"
    );
    assert_eq!(
        one_of(&puzzle, saffron, &[cue, rope]),
        "Miss Saffron had the pool cue or the rope"
    );
    // Neutral wording.
    assert_eq!(
        one_of(&puzzle, cue, &[pool, lobby]),
        "the pool cue goes with the pool or the lobby"
    );
}

#[test]
fn several_facts_at_a_value_keep_their_wordings_and_floors_are_on() {
    let puzzle = Puzzle::parse(
        "rents (ordered): $10, $20
nationalities: Norwegian, Dane
colours: red, blue
say nationalities + rents: the {a} pays {b}
say colours + rents: the {a} house rents for {b} / the {a} house does not rent for {b}
",
    )
    .unwrap();
    let (ten, norwegian, red) = (ItemId::new(0, 0), ItemId::new(1, 0), ItemId::new(2, 0));
    assert_eq!(
        clause(&puzzle, &[ten], &[norwegian, red], true),
        "the Norwegian pays $10 and the red house rents for $10"
    );
    let floors = Puzzle::parse("floors (ordered): floor 1, floor 2\nrooms: gym, pool\n").unwrap();
    assert_eq!(
        fact(&floors, ItemId::new(1, 0), ItemId::new(0, 1), true),
        "the gym is on floor 2"
    );
}

/// A subject said with a noun after it ("the snails owner") is said once with that noun, not
/// cut in the middle ("… and owner smokes Lucky Strike").
#[test]
fn a_subject_with_a_noun_after_it_is_said_once_whole() {
    let text = "pets: snails, zebra\ndrinks: tea, water\ncigarettes: Kools, Old Gold\n\
                nations: Dane, Swede\n\
                say pets + drinks: the {a} owner drinks {b}\n\
                say pets + cigarettes: the {a} owner smokes {b}\n\
                say nations + pets: the {a} owns the {b}\n";
    let puzzle = Puzzle::parse(text).unwrap();
    let (snails, tea, kools) = (ItemId::new(0, 0), ItemId::new(1, 0), ItemId::new(2, 0));
    assert_eq!(
        clause(&puzzle, &[snails], &[tea, kools], true),
        "the snails owner drinks tea and smokes Kools"
    );
    let clauses = [
        fact(&puzzle, snails, tea, false),
        fact(&puzzle, snails, kools, false),
    ];
    assert_eq!(
        same_subject(&puzzle, snails, &clauses),
        "the snails owner does not drink tea and does not smoke Kools"
    );
    // A clause naming the subject another way stays whole.
    let dane = ItemId::new(3, 0);
    let mixed = [
        fact(&puzzle, snails, tea, true),
        fact(&puzzle, dane, snails, true),
    ];
    assert_eq!(
        same_subject(&puzzle, snails, &mixed),
        "the snails owner drinks tea and the Dane owns the snails"
    );
}

/// An amount of one unit written in the plural is said in the singular: "1 minute more", not
/// "1 minutes more"; other amounts keep the unit as written.
#[test]
fn one_of_a_plural_unit_is_singular() {
    let puzzle = Puzzle::parse(
        "runners: Ann, Bob, Cy\ntimes (ordered): 21 minutes, 22 minutes, 24 minutes\n\
         prices (ordered): $10, $20, $30\nAnn = Bob + 1 minute by times\n",
    )
    .unwrap();
    assert_eq!(order::amount(&puzzle, 1, 1), "1 minute");
    assert_eq!(order::amount(&puzzle, 1, -1), "-1 minute");
    assert_eq!(order::amount(&puzzle, 1, 2), "2 minutes");
    assert_eq!(order::amount(&puzzle, 2, 10), "$10");
    let read = clue::read_clue(&puzzle, &puzzle.clues()[0]);
    assert!(read.contains("1 minute more than"), "{read}");
}

/// How each clue of `text` reads.
fn readings(text: &str) -> Vec<String> {
    let puzzle = Puzzle::parse(text).unwrap();
    puzzle
        .clues()
        .iter()
        .map(|c| clue::read_clue(&puzzle, c))
        .collect()
}

/// A `say` line for an ordered category words its comparisons: before and after, a difference
/// put before the comparing word or at `{n}`, the negative, and each side named as the subject
/// of the puzzle's wording for its category ("the runner in the white shirt"); a thing compared
/// by price costs, even where the puzzle's words say people pay ("the red shirt costs less than
/// Ann's shirt", not "the red shirt paid less than Ann").
#[test]
fn comparisons_read_in_the_declared_wording() {
    let read = readings(
        "runners: Ann, Bob, Cy\ntimes (ordered): 21 minutes, 22 minutes, 24 minutes\n\
         shirts: white, pink, red\nprices (ordered): $10, $20, $30\n\
         Ann < Bob by times\nwhite = Ann + 1 minute by times\nnot Cy > pink by times\n\
         Bob = Cy + $20 by prices\nred < Ann by prices\n\
         say times: {a} finished before {b} / {a} finished after {b}\n\
         say prices: {a} paid {n} less than {b} / {a} paid {n} more than {b}\n\
         say shirts + times: the runner in the {a} shirt finished in {b} / \
         the runner in the {a} shirt did not finish in {b}\n",
    );
    assert_eq!(
        read,
        [
            "Ann finished before Bob",
            "the runner in the white shirt finished 1 minute after Ann",
            "Cy did not finish after the runner in the pink shirt",
            "Bob paid $20 more than Cy",
            // No wording for shirts and prices: the shirt is said as an item.
            "the red shirt costs less than Ann's shirt",
        ]
    );
}

/// Without `{n}`, the difference goes before the word that compares, or before the one ahead
/// of "than"; positions keep "right after".
#[test]
fn a_difference_goes_before_the_comparing_word() {
    let read = readings(
        "people: Ann, Bob, Cy\nages (ordered): 20, 22, 24\nhouses (ordered): house 1, house 2, house 3\n\
         Ann = Bob + 2 by ages\nAnn = Bob + 1 by houses\n\
         say ages: {a} is younger than {b} / {a} is older than {b}\n\
         say houses: {a} lives left of {b} / {a} lives right of {b}\n",
    );
    assert_eq!(read, ["Ann is 2 older than Bob", "Ann is right after Bob"]);
}

/// Amounts in one unit say the unit once, after the last; other lists stay as they are.
#[test]
fn a_list_of_amounts_says_its_unit_once() {
    assert_eq!(
        english::join_amounts(&["12 years", "13 years", "14 years"], "or"),
        "12, 13 or 14 years"
    );
    assert_eq!(
        english::join_amounts(&["1 million", "5 million"], "and"),
        "1 and 5 million"
    );
    for (list, said) in [
        (&["$20", "$30"][..], "$20 or $30"),
        (&["house 1", "house 2"][..], "house 1 or house 2"),
        (&["21", "23"][..], "21 or 23"),
        (&["12 years", "13 months"][..], "12 years or 13 months"),
        (&["14 years"][..], "14 years"),
    ] {
        assert_eq!(english::join_amounts(list, "or"), said);
    }
}

/// Several items in a slot that opens a hyphenated word keep the hyphen on each but the last.
#[test]
fn a_hyphenated_slot_keeps_its_hyphen() {
    let puzzle = Puzzle::parse(
        "dishes: salad, soup\nages (ordered): 23, 29\n\
         say dishes + ages: the {a} was ordered by the {b}-year-old\n",
    )
    .unwrap();
    let salad = ItemId::new(0, 0);
    let ages = [ItemId::new(1, 0), ItemId::new(1, 1)];
    assert_eq!(
        clause(&puzzle, &[salad], &ages, false),
        "the salad was not ordered by the 23- or 29-year-old"
    );
}

#[test]
fn a_date_is_a_day_one_is_on() {
    let puzzle = Puzzle::parse(
        "dates (ordered): October 7, October 8, October 9\nnames: Ann, Bob, Cy\n\
         months (ordered): April, May, June\n",
    )
    .unwrap();
    let at = |category, index| preposition(&puzzle, ItemId { category, index });
    assert_eq!(at(0, 1), "on");
    assert_eq!(at(2, 0), "in");
}

/// A `say` verb whose past is its base form ("cost") is negated in the past: the wording from
/// docs/format.md is accepted.
#[test]
fn cost_is_negated_as_a_past() {
    assert_eq!(
        english::negate("{a} cost less than {b}").as_deref(),
        Some("{a} did not cost less than {b}")
    );
    let puzzle = Puzzle::parse(
        "people: Ann, Bob\nprice (ordered): $1, $2\n\
         say price: {a} cost less than {b} / {a} cost more than {b}\nAnn < Bob\n",
    );
    assert!(puzzle.is_ok());
}

/// A value with no learned verb reads by its category: a price "costs" (a person "paid"), a
/// count in its own unit "has", another value "X's year is"; a ranking keeps "is 2nd".
#[test]
fn values_read_by_their_category() {
    let puzzle = Puzzle::parse(
        "names: Vera, Amelia
dishes: idli, vada
prices (ordered): $10, $20
years (ordered): 1974, 1975
votes (ordered): 100 votes, 200 votes
trees: Nolan's Pine, Evan's Fir
heights (ordered): 150 ft, 153 ft
place (ordered): 1st, 2nd
",
    )
    .unwrap();
    let item = |c: usize, i: usize| ItemId::new(c, i);
    assert_eq!(
        fact(&puzzle, item(1, 0), item(2, 0), false),
        "the idli does not cost $10"
    );
    assert_eq!(fact(&puzzle, item(0, 0), item(2, 1), true), "Vera paid $20");
    assert_eq!(
        fact(&puzzle, item(0, 1), item(3, 0), false),
        "Amelia's year is not 1974"
    );
    assert_eq!(
        fact(&puzzle, item(0, 0), item(4, 1), true),
        "Vera has 200 votes"
    );
    assert_eq!(
        fact(&puzzle, item(5, 0), item(6, 1), true),
        "the height of Nolan's Pine is 153 ft"
    );
    assert_eq!(
        fact(&puzzle, item(0, 0), item(7, 1), false),
        "Vera is not 2nd"
    );
    // The value first, as a place would be: still said with the item first.
    assert_eq!(
        fact(&puzzle, item(2, 0), item(1, 1), true),
        "the vada costs $10"
    );
}

/// A difference of bare years or dates is said with its unit ("sailed 7 years after Cole",
/// "left 2 days after"), while the clue's own syntax keeps the bare number.
#[test]
fn a_difference_of_years_or_dates_says_its_unit() {
    let puzzle = Puzzle::parse(
        "ships: Amelia, Doris, Carmen\ncaptains: Ames, Bell, Cole\n\
         years (ordered): 1950, 1957, 1964\ndays (ordered): April 4th, April 5th, April 6th\n\
         Doris = Cole + 7 by years\n",
    )
    .unwrap();
    assert_eq!(order::amount_said(&puzzle, 2, 7), "7 years");
    assert_eq!(order::amount_said(&puzzle, 2, 1), "1 year");
    assert_eq!(order::amount_said(&puzzle, 3, 2), "2 days");
    assert_eq!(order::amount(&puzzle, 2, 7), "7");
    let option = &puzzle.clues()[0].options[0];
    assert_eq!(
        clue::option_syntax(&puzzle, option),
        "Doris = Cole + 7 by years"
    );
}

/// In a list of a category's things an item is itself, not the phrase the clues describe its
/// row with ("the scones", not "the scones baker"); a people's name is capitalised however the
/// file spells it.
#[test]
fn things_in_a_list_are_themselves() {
    let puzzle = Puzzle::parse(
        "bakers: Hana, Iris\ntreats: brownies, scones\nnationalities: swede, german\n\
         1. The scones baker is not Hana.\n",
    )
    .unwrap();
    let scones = ItemId::new(1, 1);
    assert_eq!(crate::words::item(&puzzle, scones), "the scones baker");
    assert_eq!(crate::words::thing(&puzzle, scones), "the scones");
    assert_eq!(crate::words::thing(&puzzle, ItemId::new(2, 0)), "the Swede");
}
