//! Serialises values the ways Rust's standard library writes them
//! (shared/testkit/corpusgen/carriers.py drives it; `rustc -O main.rs`).
//! Each input line is KIND<TAB>KEY<TAB>VALUE<TAB>N; each output line is the
//! text std wrote, line breaks as "⏎". Std only: the shape is the library's.
use std::collections::HashMap;
use std::fmt;
use std::hash::BuildHasherDefault;
use std::collections::hash_map::DefaultHasher;
use std::io::{self, BufRead, Write};
use std::process::Command;

/// What #[derive(Debug)] writes for a struct, with the field named at run
/// time: derive expands to exactly these debug_struct calls.
struct Record<'a> {
    key: &'a str,
    value: &'a str,
    id: u64,
    optional: bool,
}

impl fmt::Debug for Record<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Record");
        d.field("id", &self.id);
        if self.optional {
            d.field(self.key, &Some(self.value));
        } else {
            d.field(self.key, &self.value);
        }
        d.field("retry", &(self.id % 2 == 0)).finish()
    }
}

#[derive(Debug)]
#[allow(dead_code)]
struct Member {
    id: u64,
    handle: String,
    invited_by: Option<String>,
}

#[derive(Debug)]
#[allow(dead_code)]
enum Event {
    Created { id: u64 },
    Renamed(String),
}

fn serialise(kind: &str, key: &str, value: &str, n: u64) -> String {
    let r = Record { key, value, id: n, optional: false };
    let o = Record { key, value, id: n, optional: true };
    // HashMap with the default (zero-keyed) hasher: real HashMap output,
    // the same order on every run.
    let mut m: HashMap<&str, String, BuildHasherDefault<DefaultHasher>> = HashMap::default();
    m.insert("id", n.to_string());
    m.insert(key, value.to_string());
    match kind {
        "debug" => format!("{:?}", r),
        "debug-pretty" => format!("{:#?}", r),
        "some" => format!("{:?}", o),
        "some-pretty" => format!("{:#?}", o),
        "derive" => format!("{:?}", Member { id: n, handle: value.to_string(), invited_by: None }),
        "derive-some" => format!("{:?}", Member { id: n, handle: "ops".to_string(), invited_by: Some(value.to_string()) }),
        "enum" => format!("{:?}", Event::Renamed(value.to_string())),
        "hashmap" => format!("{:?}", m),
        "tuple" => format!("{:?}", (n, value, n % 2 == 0)),
        "vec" => format!("{:?}", vec!["sync", "--retry", value]),
        "command" => {
            let mut c = Command::new(key);
            c.arg("--id").arg(n.to_string()).arg(value);
            format!("{:?}", c)
        }
        "io-error" => format!("{:?}", io::Error::new(io::ErrorKind::InvalidInput, value.to_string())),
        _ => { let _ = Event::Created { id: n }; String::new() }
    }
}

fn main() {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout());
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let p: Vec<&str> = line.splitn(4, '\t').collect();
        let n: u64 = p[3].parse().unwrap();
        writeln!(out, "{}", serialise(p[0], p[1], p[2], n).replace('\n', "⏎")).unwrap();
    }
}
