/// A `@name` defined outside rule sets in one file: its definitions, and the one each reader uses. Its
/// name is the name of its definitions (`StylesheetFile.definitionNames`).
package struct StylesheetVariable: Sendable, Hashable {
    /// What the name means as a palette override (nil: not a palette colour's name).
    package let overrideKey: PaletteOverrideKey?
    /// The first definition, an index into ``NSS/NSSStylesheet/definitions``.
    private let first: Int32
    /// The definitions after the first, in file order (empty for most names: no array is made).
    private var later: [Int32] = []
    private var winner: Int32
    private var nuiWinnerIsOutsideMedia: Bool

    /// Indices into ``NSS/NSSStylesheet/definitions``, in file order.
    package var definitions: [Int] { [Int(first)] + later.map(Int.init) }
    package var definitionCount: Int { 1 + later.count }
    /// The definition NUI and SAPFiori use: the last one outside `@media`, else the last one.
    package var nuiWinner: Int { Int(winner) }

    /// The definition FioriThemeManager uses: it reads the lines in order and keeps the first.
    package var fioriThemeManagerWinner: Int { Int(first) }

    init(overrideKey: PaletteOverrideKey?, first index: Int, outsideMedia: Bool) {
        self.overrideKey = overrideKey
        first = Int32(truncatingIfNeeded: index)
        winner = first
        nuiWinnerIsOutsideMedia = outsideMedia
    }

    /// Adds the next definition in file order.
    mutating func add(_ index: Int, outsideMedia: Bool) {
        later.append(Int32(truncatingIfNeeded: index))
        if outsideMedia || !nuiWinnerIsOutsideMedia {
            winner = Int32(truncatingIfNeeded: index)
            nuiWinnerIsOutsideMedia = outsideMedia
        }
    }
}
