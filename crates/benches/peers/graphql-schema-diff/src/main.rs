//! `peer-graphql-schema-diff OLD NEW`: diffs two SDL files with graphql-schema-diff 0.6.0 and
//! prints how many changes it found (it neither validates nor classifies them).

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(old), Some(new)) = (args.next(), args.next()) else {
        eprintln!("usage: peer-graphql-schema-diff OLD NEW");
        std::process::exit(2);
    };
    let read = |path: &str| std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let changes = graphql_schema_diff::diff(&read(&old), &read(&new)).expect("both schemas parse");
    println!("{} changes", changes.len());
}
