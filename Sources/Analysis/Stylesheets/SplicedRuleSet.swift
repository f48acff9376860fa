/// How an analysed stylesheet was made from an earlier analysis of the file by re-parsing one rule
/// set (`NSSStylesheet.splice(into:)`): the edit lies inside that rule set's braces.
struct SplicedRuleSet: Sendable {
    /// Weak: an analysis must not keep every earlier one alive.
    weak let earlier: StylesheetFile?
    let ruleSet: Int
    /// How many bytes the edit added.
    let delta: Int
}
