//! The command-line tool run as a user would: its exit code, what it printed and its errors.
use serde_json::Value;
use std::process::Command;

pub fn cutoff(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cutoff"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Its `--json` output, the run asserted to succeed.
pub fn json(args: &[&str]) -> Value {
    let (code, out, err) = cutoff(args);
    assert_eq!(code, 0, "{args:?} failed: {err}");
    serde_json::from_str(&out).unwrap()
}
