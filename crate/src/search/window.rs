//! The alpha-beta window as a value: the interval `(alpha, beta)` a node's value is wanted in.
//!
//! Negamax passes a child the same interval seen from the other side, `-window` = `(-beta,
//! -alpha)`, so a search reads `-search(child, -window)` and no pair is negated by hand.

use crate::game::INF;
use std::ops::Neg;

/// The window `(alpha, beta)`: values at or below alpha are "at most", at or above beta "at least".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub alpha: i32,
    pub beta: i32,
}

impl Window {
    /// The whole range of values: nothing is known yet.
    pub const FULL: Window = Window {
        alpha: -INF,
        beta: INF,
    };

    pub const fn new(alpha: i32, beta: i32) -> Window {
        Window { alpha, beta }
    }

    /// The zero window just above `value`: `(value, value + 1)`, answering "better than value?".
    pub const fn above(value: i32) -> Window {
        Window {
            alpha: value,
            beta: value + 1,
        }
    }

    /// The zero window just below `value`: `(value - 1, value)`, answering "at least value?".
    pub const fn below(value: i32) -> Window {
        Window {
            alpha: value - 1,
            beta: value,
        }
    }

    /// The window `width` either side of `guess`, kept inside the full window.
    pub fn around(guess: i32, width: i32) -> Window {
        Window {
            alpha: guess.saturating_sub(width).max(-INF),
            beta: guess.saturating_add(width).min(INF),
        }
    }

    /// Raises alpha to `value` when the value beats it; says whether it did.
    pub fn raise(&mut self, value: i32) -> bool {
        let raised = value > self.alpha;
        if raised {
            self.alpha = value;
        }
        raised
    }

    /// True when the window has closed (`alpha >= beta`): the node's remaining children cannot matter.
    pub const fn closed(&self) -> bool {
        self.alpha >= self.beta
    }
}

impl Neg for Window {
    type Output = Window;

    /// The same interval seen by the other side: `(-beta, -alpha)`.
    fn neg(self) -> Window {
        Window {
            alpha: -self.beta,
            beta: -self.alpha,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negating_a_window_swaps_and_negates_its_ends() {
        assert_eq!(-Window::new(3, 7), Window::new(-7, -3));
        assert_eq!(-Window::FULL, Window::FULL);
        assert_eq!(-Window::above(5), Window::new(-6, -5));
        assert_eq!(-Window::below(5), Window::new(-5, -4));
    }

    #[test]
    fn a_window_around_a_guess_stays_inside_the_full_window() {
        assert_eq!(Window::around(10, 3), Window::new(7, 13));
        assert_eq!(Window::around(INF - 1, 5), Window::new(INF - 6, INF));
        assert_eq!(
            Window::around(i32::MIN + 2, 5),
            Window::new(-INF, i32::MIN + 7)
        );
    }

    #[test]
    fn raising_alpha_only_moves_it_up_and_closes_at_beta() {
        let mut w = Window::new(0, 4);
        assert!(!w.raise(0));
        assert!(w.raise(2));
        assert!(!w.closed());
        assert!(w.raise(4));
        assert!(w.closed());
        assert_eq!(w, Window::new(4, 4));
    }
}
