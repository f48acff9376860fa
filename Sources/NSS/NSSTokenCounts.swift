/// How many tokens of the kinds that make nodes the lexer met: the parser reserves its arrays from
/// them instead of growing them (estimates; a wrong one costs a copy, never a wrong tree).
struct NSSTokenCounts {
    /// About one rule set and one selector each.
    var leftBraces = 0
    /// About one declaration each.
    var colonsInBraces = 0
    /// About one definition each.
    var colonsOutsideBraces = 0
}
