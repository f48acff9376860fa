import NSS

/// Did-you-mean over the style classes a workspace knows (built-in and derived from its models), made
/// once per index on first use and shared by every stylesheet's check.
final class ClassSuggestions: @unchecked Sendable {
    let derivedNames: [String]
    /// One edit away (for short names) and two edits away (for longer ones).
    let close: NameSuggestion.Cache
    let near: NameSuggestion.Cache
    /// The byte count of the longest candidate.
    private let longestCandidate: Int

    init(derived: [String: DerivedStyleClass]) {
        derivedNames = derived.keys.sorted()
        let candidates = NSSCatalog.classNames + derivedNames
        close = NameSuggestion.Cache(candidates, limit: 1)
        near = NameSuggestion.Cache(candidates, limit: 2)
        longestCandidate = candidates.map(\.utf8.count).max() ?? 0
    }

    /// True when an ASCII name of `length` bytes is longer than every candidate by more than the edit
    /// limit, so that neither cache has a suggestion for it.
    func isTooLong(_ length: Int) -> Bool {
        length > longestCandidate + 2
    }

    /// Short names get suggestions one edit away, longer ones two.
    func cache(forLength length: Int) -> NameSuggestion.Cache {
        length < 8 ? close : near
    }
}
