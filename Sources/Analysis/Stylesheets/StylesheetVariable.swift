/// A `@name` defined outside rule sets in one file: its definitions, and the one each reader uses.
package struct StylesheetVariable: Sendable, Hashable {
    /// The name without `@`.
    package let name: String
    /// What the name means as a palette override (nil: not a palette colour's name).
    package let overrideKey: PaletteOverrideKey?
    /// Indices into ``NSS/NSSStylesheet/definitions``, in file order.
    package private(set) var definitions: [Int]
    /// The definition NUI and SAPFiori use: the last one outside `@media`, else the last one.
    package private(set) var nuiWinner: Int
    private var nuiWinnerIsOutsideMedia: Bool

    /// The definition FioriThemeManager uses: it reads the lines in order and keeps the first.
    package var fioriThemeManagerWinner: Int { definitions[0] }

    init(name: String, overrideKey: PaletteOverrideKey?, first index: Int, outsideMedia: Bool) {
        self.name = name
        self.overrideKey = overrideKey
        definitions = [index]
        nuiWinner = index
        nuiWinnerIsOutsideMedia = outsideMedia
    }

    /// Adds the next definition in file order.
    mutating func add(_ index: Int, outsideMedia: Bool) {
        definitions.append(index)
        if outsideMedia || !nuiWinnerIsOutsideMedia {
            nuiWinner = index
            nuiWinnerIsOutsideMedia = outsideMedia
        }
    }
}
