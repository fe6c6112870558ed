//! The reader on sentences of every form, each checked against the clue syntax it should give.

use super::*;
use crate::syntax::parser::parse_file;
use crate::syntax::{CompareOperator, OptionAst, RelationAst, Source, TermAst};

/// The categories of `header` and the readings of `sentence`, each clue in sleuth's syntax,
/// clues joined by `; `.
#[track_caller]
fn read_with(header: &str, sentence: &str) -> Result<String, String> {
    let source = Source::new("t", header);
    let (file, diagnostics) = parse_file(&source);
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let vocabulary = Vocabulary::new(&file.categories);
    match read(&vocabulary, sentence, 0, 1) {
        Ok((clues, _)) => Ok(clues
            .iter()
            .map(|said| {
                said.options
                    .iter()
                    .map(print_option)
                    .collect::<Vec<_>>()
                    .join(" or ")
            })
            .collect::<Vec<_>>()
            .join("; ")),
        Err(d) => Err(d.message),
    }
}

fn print_term(term: &TermAst) -> String {
    let names: Vec<&str> = term.alternatives.iter().map(|n| n.text.as_str()).collect();
    match names[..] {
        [one] => one.to_string(),
        _ => format!("({})", names.join(" | ")),
    }
}

fn print_option(option: &OptionAst) -> String {
    let not = if option.negated { "not " } else { "" };
    let terms: Vec<String> = option.terms.iter().map(print_term).collect();
    match &option.relation {
        RelationAst::Together => format!("{not}{}", terms.join(" + ")),
        RelationAst::Pairs => format!(
            "{not}{{{}, {}}} = {{{}, {}}}",
            terms[0], terms[1], terms[2], terms[3]
        ),
        RelationAst::Compare {
            operator,
            offset,
            by,
            ..
        } => {
            let by = by
                .as_ref()
                .map_or(String::new(), |b| format!(" by {}", b.text));
            match operator {
                CompareOperator::Before => format!("{not}{} < {}{by}", terms[0], terms[1]),
                CompareOperator::After => format!("{not}{} > {}{by}", terms[0], terms[1]),
                CompareOperator::Apart(k) => format!("{not}{} ~{k} {}{by}", terms[0], terms[1]),
                CompareOperator::Equals => {
                    let offset = offset.as_ref().map_or("?", |o| o.text.as_str());
                    let (sign, amount) = match offset.strip_prefix('-') {
                        Some(rest) => ("-", rest),
                        None => ("+", offset),
                    };
                    format!("{not}{} = {} {sign} {amount}{by}", terms[0], terms[1])
                }
            }
        }
    }
}

const DINER: &str = "\
customers: Oliver, Irene, Salvador, Perry
drinks: iced tea, orange soda, root beer, water
prices (ordered): $4.99, $5.99, $6.99, $7.99
";

const HOUSES: &str = "\
houses (ordered): house 1, house 2, house 3, house 4, house 5
nationality: Norwegian, Dane, Swede, German, Brit
pets: cats, dog, fish, bird, horse
smokes: Prince, Blue Master, Dunhill, Pall Mall, Blends
";

#[test]
fn same_and_not() {
    assert_eq!(
        read_with(DINER, "Oliver ordered the root beer."),
        Ok("Oliver + root beer".into())
    );
    assert_eq!(
        read_with(DINER, "The woman who ordered water didn't pay $5.99."),
        Ok("not water + $5.99".into())
    );
    assert_eq!(
        read_with(HOUSES, "The Prince smoker is the Dane."),
        Ok("Prince + Dane".into())
    );
    assert_eq!(
        read_with(HOUSES, "The Swede is not in the fourth house."),
        Ok("not Swede + house 4".into())
    );
    assert_eq!(
        read_with(HOUSES, "The Brit is not in the second or fifth house."),
        Ok("not Brit + (house 2 | house 5)".into())
    );
}

#[test]
fn comparisons_with_and_without_amounts() {
    assert_eq!(
        read_with(DINER, "Oliver paid 1 dollar more than Irene."),
        Ok("Oliver = Irene + 1 by prices".into())
    );
    assert_eq!(
        read_with(
            DINER,
            "Oliver paid less than the one who got the orange soda."
        ),
        Ok("Oliver < orange soda by prices".into())
    );
    assert_eq!(
        read_with(DINER, "Salvador paid $2 less than the iced tea drinker."),
        Ok("Salvador = iced tea - 2 by prices".into())
    );
}

#[test]
fn places_in_a_row() {
    assert_eq!(
        read_with(HOUSES, "The Norwegian is directly left of the Dane."),
        Ok("Norwegian = Dane - 1 by houses".into())
    );
    assert_eq!(
        read_with(
            HOUSES,
            "The person who keeps a horse is somewhere to the right of the Brit."
        ),
        Ok("horse > Brit by houses".into())
    );
    assert_eq!(
        read_with(
            HOUSES,
            "The Dane and the fish owner are next to each other."
        ),
        Ok("Dane ~1 fish by houses".into())
    );
    assert_eq!(
        read_with(
            HOUSES,
            "There is one house between the Swede and the Dunhill smoker."
        ),
        Ok("Swede ~2 Dunhill by houses".into())
    );
    assert_eq!(
        read_with(
            HOUSES,
            "There are two houses between the Swede and the bird lover."
        ),
        Ok("Swede ~3 bird by houses".into())
    );
}

#[test]
fn either_neither_pairs_and_lists() {
    assert_eq!(
        read_with(
            DINER,
            "Oliver is either the water drinker or the one who paid $6.99."
        ),
        Ok("Oliver + (water | $6.99); not water + $6.99".into())
    );
    assert_eq!(
        read_with(DINER, "Neither Irene nor Perry ordered the water."),
        Ok("not Irene + water; not Perry + water".into())
    );
    assert_eq!(
        read_with(
            DINER,
            "Of Oliver and the orange soda customer, one paid $4.99 and the other paid $7.99."
        ),
        Ok("{Oliver, orange soda} = {$4.99, $7.99}".into())
    );
    assert_eq!(
        read_with(
            DINER,
            "The four customers were Oliver, the $5.99 one, the water drinker and Perry."
        ),
        Ok("not Oliver + $5.99; not Oliver + water; not $5.99 + water; not $5.99 + Perry; not water + Perry".into())
    );
}

#[test]
fn statements_with_or_both_and_not_all_together() {
    assert_eq!(
        read_with(
            DINER,
            "Oliver is with the water, or Irene is with $5.99, or both."
        ),
        Ok("Oliver + water or Irene + $5.99".into())
    );
    assert_eq!(
        read_with(
            DINER,
            "Oliver is not with the water, or Irene is with $5.99, or both."
        ),
        Ok("not Oliver + water or Irene + $5.99".into())
    );
    assert_eq!(
        read_with(DINER, "Oliver, the water and $5.99 are not all together."),
        Ok("not Oliver + water + $5.99".into())
    );
}

#[test]
fn refuses_rather_than_guesses() {
    assert!(read_with(DINER, "Olivr paid $4.99.").is_err_and(|e| e.contains("Olivr")));
    assert!(read_with(DINER, "Oliver paid.").is_err_and(|e| e.contains("only one name")));
    assert!(read_with(DINER, "Oliver paid 15 for the water, not Irene.").is_err());
}

/// The wording a sentence teaches, as `say` would write it.
fn learned(header: &str, sentence: &str) -> Option<String> {
    let source = Source::new("t", header);
    let (file, _) = parse_file(&source);
    let vocabulary = Vocabulary::new(&file.categories);
    let (_, learned) = read(&vocabulary, sentence, 0, 1).ok()?;
    let say = learned.say?;
    let categories = match &say.right {
        Some(right) => format!("{} + {}", say.left.text, right.text),
        None => say.left.text.clone(),
    };
    let second = say
        .second
        .map_or(String::new(), |s| format!(" / {}", s.text));
    Some(format!("say {categories}: {}{second}", say.first.text))
}

#[test]
fn simple_sentences_teach_their_wording() {
    assert_eq!(
        learned(HOUSES, "The Dane keeps a horse."),
        Some("say nationality + pets: the {a} keeps the {b}".into())
    );
    assert_eq!(
        learned(HOUSES, "The Norwegian lives in the first house."),
        Some("say nationality + houses: the {a} lives in {b}".into())
    );
    assert_eq!(
        learned(
            DINER,
            "Oliver paid less than the one who got the orange soda."
        ),
        Some("say prices: {a} paid less than {b} / {a} paid more than {b}".into())
    );
    // Nothing is learned from a negation, a choice, a name not written in full, or a subject
    // longer than its name (the negative would be put in the wrong place).
    assert_eq!(learned(HOUSES, "The Prince smoker is the Dane."), None);
    assert_eq!(learned(DINER, "Perry's drink was the root beer."), None);
    assert_eq!(
        learned(HOUSES, "The person who is the Dane keeps a horse."),
        None
    );
    assert_eq!(learned(DINER, "Oliver didn't order the water."), None);
    assert_eq!(
        learned(DINER, "Oliver ordered the water or the root beer."),
        None
    );
    assert_eq!(learned(DINER, "Salvador paid the most."), None);
}

#[test]
fn a_comparison_without_by_teaches_the_only_ordered_category() {
    let header = "names: Jason, Noel, Shari, Tim\nstates: Georgia, Illinois, South Dakota, Utah\nages (ordered): 109 years, 110 years, 111 years, 112 years\n";
    assert_eq!(
        learned(header, "Tim is younger than Noel."),
        Some("say ages: {a} is younger than {b} / {a} is older than {b}".to_string())
    );
}

/// The phrases a sentence names items by, as `item: phrase [predicate]`.
fn described(header: &str, sentence: &str) -> Vec<String> {
    let source = Source::new("t", header);
    let (file, _) = parse_file(&source);
    let vocabulary = Vocabulary::new(&file.categories);
    let (_, learned) = read(&vocabulary, sentence, 0, 1).unwrap();
    learned
        .descriptions
        .iter()
        .map(|d| match &d.predicate {
            Some((lead, rest)) => format!("{}: {} [{lead} {rest}]", d.item, d.phrase),
            None => format!("{}: {}", d.item, d.phrase),
        })
        .collect()
}

#[test]
fn sentences_teach_how_they_name_items() {
    let houses = "houses (ordered): house 1, house 2\nname: Peter, Eric\nhair: black, auburn\n\
                  cigar: prince, blends\nsport: tennis, golf\njob: doctor, nurse\n";
    assert_eq!(
        described(
            houses,
            "The person with black hair is the person who smokes Prince."
        ),
        [
            "black: the person with black hair [has black hair]",
            "prince: the person who smokes Prince [smokes Prince]"
        ]
    );
    assert_eq!(
        described(houses, "The tennis fan is the person who is a doctor."),
        [
            "tennis: the tennis fan [is the tennis fan]",
            "doctor: the doctor",
            "doctor: the person who is a doctor [is a doctor]"
        ]
    );
    // A participle, and a thing (no one "is the golf").
    assert_eq!(
        described(houses, "The person wearing black hair is not the golf."),
        [
            "black: the person wearing black hair [is wearing black hair]",
            "golf: the golf"
        ]
    );
    // A word between the item and the one who has it (`music`) belongs to the phrase.
    let music = "houses (ordered): house 1, house 2\nname: Peter, Eric\n\
                 genre: classical, pop\n";
    assert_eq!(
        described(music, "The classical music enthusiast is Peter."),
        ["classical: the classical music enthusiast [is the classical music enthusiast]"]
    );
    // `style` before a category's noun: `a colonial-style house`.
    let styles = "houses (ordered): house 1, house 2\nname: Peter, Eric\n\
                  style: colonial, modern\n";
    assert_eq!(
        described(
            styles,
            "Peter is the person living in a colonial-style house."
        ),
        [
            "colonial: the person living in a colonial-style house [is living in a colonial-style house]"
        ]
    );
    // Only when such a word follows it: `the pop music` stays a thing.
    assert_eq!(
        described(music, "Peter is not the pop music."),
        ["pop: the pop"]
    );
    // Nothing is learned of a name alone, or of a place.
    assert!(described(houses, "Peter is in the first house.").is_empty());
}

/// `Bluemaster` for the item `Blue Master`; and the word `in` is never `Ines` (no plural of it).
#[test]
fn names_run_together_and_short_words_are_no_plurals() {
    let header =
        "houses (ordered): 1, 2, 3\nnames: Ines, Otto, Pia\ncigars: Blue Master, Prince, Dunhill\n";
    assert_eq!(
        read_with(header, "The owner who smokes Bluemaster is Otto.").as_deref(),
        Ok("Blue Master + Otto")
    );
    assert_eq!(
        read_with(header, "Otto is in the first house.").as_deref(),
        Ok("Otto + 1")
    );
}
