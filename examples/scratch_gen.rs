use gridsleuth::generate::{ClueMix, GenerateOptions, generate};
fn main() {
    let a: Vec<usize> = std::env::args()
        .skip(1)
        .map(|s| s.parse().unwrap())
        .collect();
    let p = generate(GenerateOptions {
        categories: a[0],
        items: a[1],
        seed: a[2] as u64,
        mix: ClueMix::Ordered,
    })
    .puzzle;
    print!("{}", p.source().text());
}
