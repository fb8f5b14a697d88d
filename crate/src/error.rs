//! An error as a code with named parameters, plus the English the CLI prints. The page says the
//! code in its own language (`error.<code>` in www/locales) from the same parameters, so one
//! macro, [`err!`], writes both: the English cannot name a value the parameters lack.

use serde::Serialize;
use std::fmt;

/// An error for a person to read: what went wrong as a code and its parameters, the English
/// sentence, and a place in the input when there is one.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Error {
    /// A dotted name, as `tree.unclosed` or `nim.heapTooBig`; the page's key is `error.` + code.
    pub code: &'static str,
    /// The values the sentence names: numbers as numbers, words as strings, lists as arrays.
    pub params: serde_json::Map<String, serde_json::Value>,
    /// The English sentence (the CLI's words).
    pub message: String,
    pub line: Option<u32>,
    pub column: Option<u32>,
}

impl Error {
    /// Use [`err!`], which writes the English from the parameters it records.
    #[doc(hidden)]
    pub fn coded(
        code: &'static str,
        message: String,
        params: serde_json::Map<String, serde_json::Value>,
    ) -> Self {
        Error {
            code,
            params,
            message,
            line: None,
            column: None,
        }
    }

    /// The same error at a place in the input (1-based line and column).
    #[must_use]
    pub fn at(self, line: u32, column: u32) -> Self {
        Error {
            line: Some(line),
            column: Some(column),
            ..self
        }
    }

    /// A parameter's value, for tests and callers that branch on it.
    pub fn param(&self, name: &str) -> Option<&serde_json::Value> {
        self.params.get(name)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// One parameter of an error: how the English shows it and what the page receives.
#[derive(Clone, Debug)]
pub enum Param {
    Int(i64),
    /// A whole number the English writes with thousands separators (100,000); a number in JSON.
    Grouped(i64),
    Float(f64),
    /// A value in JSON that the English writes its own way (megabytes as 0.4 and "0.4" or 1530
    /// and "1,530"; the end of a tree's text as null and "the end of the text").
    As(serde_json::Value, String),
    Str(String),
    /// Names the English joins with its separator (", " or " or "); an array of strings in JSON.
    List(Vec<String>, &'static str),
}

impl Param {
    pub fn json(&self) -> serde_json::Value {
        match self {
            Param::Int(n) | Param::Grouped(n) => (*n).into(),
            Param::Float(x) => serde_json::Number::from_f64(*x)
                .map_or(serde_json::Value::Null, serde_json::Value::Number),
            Param::As(v, _) => v.clone(),
            Param::Str(s) => s.clone().into(),
            Param::List(items, _) => items.clone().into(),
        }
    }
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Param::Int(n) => fmt::Display::fmt(n, f),
            Param::Grouped(n) => write!(
                f,
                "{}{}",
                if *n < 0 { "-" } else { "" },
                crate::numbers::group(n.unsigned_abs())
            ),
            Param::Float(x) => fmt::Display::fmt(x, f),
            Param::As(_, english) => f.write_str(english),
            Param::Str(s) => fmt::Display::fmt(s, f),
            Param::List(items, sep) => f.write_str(&items.join(sep)),
        }
    }
}

macro_rules! int_param {
    ($($t:ty),*) => { $(impl From<$t> for Param { fn from(n: $t) -> Self { Param::Int(n as i64) } })* };
}
int_param!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl From<f64> for Param {
    fn from(x: f64) -> Self {
        Param::Float(x)
    }
}
impl From<char> for Param {
    fn from(c: char) -> Self {
        Param::Str(c.to_string())
    }
}
impl From<&str> for Param {
    fn from(s: &str) -> Self {
        Param::Str(s.to_string())
    }
}
impl From<String> for Param {
    fn from(s: String) -> Self {
        Param::Str(s)
    }
}
impl From<&String> for Param {
    fn from(s: &String) -> Self {
        Param::Str(s.clone())
    }
}

impl From<&serde_json::Value> for Param {
    /// A parameter of another error, passed on (see `session`'s iterative-deepening wrapper).
    fn from(v: &serde_json::Value) -> Self {
        match v {
            serde_json::Value::Number(n) => n
                .as_i64()
                .map_or_else(|| Param::Float(n.as_f64().unwrap_or(0.0)), Param::Int),
            serde_json::Value::String(s) => Param::Str(s.clone()),
            serde_json::Value::Array(items) => Param::List(
                items
                    .iter()
                    .map(|i| i.as_str().unwrap_or_default().to_string())
                    .collect(),
                ", ",
            ),
            other => Param::Str(other.to_string()),
        }
    }
}

/// A number the English writes as 100,000.
pub fn grouped(n: impl TryInto<i64>) -> Param {
    Param::Grouped(n.try_into().unwrap_or(i64::MAX))
}

/// Names the English joins with `sep` (", " or " or "); the page joins them in its language.
pub fn list<S: ToString>(items: impl IntoIterator<Item = S>, sep: &'static str) -> Param {
    Param::List(items.into_iter().map(|s| s.to_string()).collect(), sep)
}

/// Megabytes as a number for the page and as [`crate::numbers::megabytes`] writes them.
pub fn megabytes(bytes: u64) -> Param {
    let shown = match crate::numbers::megabytes_shown(bytes) {
        crate::numbers::MegabytesShown::Tenths(t) => t as f64 / 10.0,
        crate::numbers::MegabytesShown::Whole(mb) => mb as f64,
    };
    Param::As(shown.into(), crate::numbers::megabytes(bytes))
}

/// An [`Error`] with a code, its English and its parameters from one list:
/// `err!("tree.unclosed", "expected ')' … at line {line}, column {column}, found {found}", line = l, column = c, found = f)`.
/// Parameters after a `;` are recorded but not in the English (as a game's `kind` beside its title).
/// Every parameter before the `;` must appear in the English (`format!` refuses an unused one).
#[macro_export]
macro_rules! err {
    ($code:literal, $fmt:literal $(, $name:ident = $value:expr)* $(; $($extra:ident = $evalue:expr),+)? $(,)?) => {
        match ($($crate::error::Param::from($value),)* $($($crate::error::Param::from($evalue),)+)?) {
            ($($name,)* $($($extra,)+)?) => {
                #[allow(unused_mut)]
                let mut params = ::serde_json::Map::new();
                $(params.insert(stringify!($name).to_string(), $name.json());)*
                $($(params.insert(stringify!($extra).to_string(), $extra.json());)+)?
                $crate::error::Error::coded($code, $crate::english!($fmt $(, $name = $name)*), params)
            }
        }
    };
}

/// The English of an [`err!`] or a [`term!`](crate::term!): the sentence, natively (the CLI's
/// words); in the WebAssembly nothing, since the page says every code in its own words from the
/// parameters (tests/unit/errors.test.mjs and evalterms.test.mjs hold that every code has them),
/// and the sentences and their formatting were about 20 KB of the wasm's 1,500,000-byte budget.
#[macro_export]
#[doc(hidden)]
macro_rules! english {
    ($fmt:literal $(, $name:ident = $value:expr)*) => {{
        #[cfg(not(target_arch = "wasm32"))]
        let text = format!($fmt $(, $name = $value)*);
        #[cfg(target_arch = "wasm32")]
        let text = {
            $(let _ = &$value;)*
            String::new()
        };
        text
    }};
}
