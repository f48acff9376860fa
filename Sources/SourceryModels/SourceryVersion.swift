/// Which Sourcery release's reading of annotations to reproduce. The two differ in two attachment
/// cases; everything else is the same.
package enum SourceryVersion: String, Sendable, Hashable, CaseIterable {
    /// Sourcery 2.1.7 (pinned by FioriSwiftUICore): a trailing annotation two lines above a
    /// declaration, with a comment or attribute line in between, also applies to that declaration; a
    /// `*/` line directly above a declaration keeps the comment above it attached.
    case v2_1_7 = "2.1.7"
    /// Current releases: neither of the above.
    case current
}
