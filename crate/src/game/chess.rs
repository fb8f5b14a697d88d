//! Chess, on cozy-chess's move generator (placeholder until the chess work lands).
