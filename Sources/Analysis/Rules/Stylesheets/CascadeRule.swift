import Diagnostics

/// A stylesheet rule whose findings follow from which declaration wins for each class and property
/// (the cascade) and from line numbers: each finding is about one declaration that another one
/// shadows, or about definitions outside all rule sets. After an edit inside one rule set's braces
/// that leaves the line breaks as they were, a finding about a declaration outside that rule set,
/// shadowed by the same declaration as before, is the earlier one moved by the edit; the others are
/// made again (``RuleSetEditReuse``).
package protocol CascadeRule: StylesheetRule {
    /// Its findings in `file`, the same as `findings(in:at:of:limit:)`, made from `earlier` (its
    /// findings in the earlier text, at the same limit) across `edit`; nil when they cannot be.
    func findings(
        in file: StylesheetFile, at path: String, of index: WorkspaceIndex, limit: Int, carrying earlier: [Finding], across edit: RuleSetEditReuse
    ) -> [Finding]?
}

extension CascadeRule {
    package var asCascadeRule: (any CascadeRule)? { self }
}
