//! A term of a static evaluation as a code with named parameters, plus the English the CLI and
//! the tests read. The page says the code in its own language (`eval.<code>` in www/locales) from
//! the same parameters; one macro, [`term!`], writes both, as [`err!`] does for errors.

use crate::error::Param;
use serde::Serialize;
use std::fmt;

/// One line of an evaluation: what it counts as a code and its parameters, the English sentence,
/// and its value (from the game's first player's point of view; a position's terms add up to its
/// evaluation).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Term {
    /// A name such as `material` or `openThrees`; the page's key is `eval.` + code.
    pub code: &'static str,
    /// The values the sentence names: numbers as numbers, words (sides as "White", "Red", "MAX")
    /// as strings, a material's counts as a list ("1Q", "8P").
    pub params: serde_json::Map<String, serde_json::Value>,
    /// The English sentence.
    pub text: String,
    pub value: i32,
}

impl Term {
    /// Use [`term!`], which writes the English from the parameters it records.
    #[doc(hidden)]
    pub fn coded(
        value: i32,
        code: &'static str,
        text: String,
        params: serde_json::Map<String, serde_json::Value>,
    ) -> Self {
        Term {
            code,
            params,
            text,
            value,
        }
    }

    /// A parameter's value, for tests and callers that branch on it.
    pub fn param(&self, name: &str) -> Option<&serde_json::Value> {
        self.params.get(name)
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// A count the English writes with its noun ("1 ply", "3 plies"); a number in JSON, so the page
/// chooses the noun's form in its language.
pub fn counted(n: impl TryInto<i64>, one: &str, many: &str) -> Param {
    let n: i64 = n.try_into().unwrap_or(i64::MAX);
    Param::As(n.into(), format!("{n} {}", if n == 1 { one } else { many }))
}

/// A word the page chooses by (`stalemate`, `fiftyMoves`) that the English writes its own way.
pub fn said(key: &str, english: &str) -> Param {
    Param::As(key.into(), english.to_string())
}

/// A [`Term`] with its value, code, English and parameters from one list:
/// `term!(v, "material", "{side} material ({counts})", side = "White", counts = "1Q 2P")`.
/// The same rules as [`err!`]: every parameter before a `;` appears in the English.
#[macro_export]
macro_rules! term {
    ($value:expr, $code:literal, $fmt:literal $(, $name:ident = $pvalue:expr)* $(; $($extra:ident = $evalue:expr),+)? $(,)?) => {{
        // The value first: the parameters' names below would shadow a variable it uses.
        let value: i32 = $value;
        match ($($crate::error::Param::from($pvalue),)* $($($crate::error::Param::from($evalue),)+)?) {
            ($($name,)* $($($extra,)+)?) => {
                #[allow(unused_mut)]
                let mut params = ::serde_json::Map::new();
                $(params.insert(stringify!($name).to_string(), $name.json());)*
                $($(params.insert(stringify!($extra).to_string(), $extra.json());)+)?
                $crate::term::Term::coded(value, $code, $crate::english!($fmt $(, $name = $name)*), params)
            }
        }
    }};
}
