import Colors
import NSS
import SourceText

/// One stylesheet, parsed and analysed: names, variable scope, the rule sets merged per class, and
/// for every definition and declaration whether it takes effect.
package struct StylesheetFile: Sendable {
    package let path: String
    package let syntax: NSSStylesheet
    package let content: NSSContentKind
    package let dialect: Dialect
    package let palette: Palette

    /// Definition names without `@`, parallel to `syntax.definitions`.
    package let definitionNames: [String]
    /// Property names, parallel to `syntax.declarations`.
    package let propertyNames: [String]
    /// Class names, parallel to `syntax.selectors`.
    package let selectorNames: [String]
    /// Definitions outside rule sets by name, in file order (indices into `syntax.definitions`).
    package let definitionsByName: [String: [Int]]
    /// For each declaration, the later declaration of the same class and property that replaces it for
    /// every class of its rule set (nil when it takes effect somewhere).
    package let declarationShadowedBy: [Int?]
    /// Class name → its rule sets merged in file order.
    package let classes: [String: MergedStyleClass]
    /// What each definition means as a palette override, parallel to `syntax.definitions`.
    package let overrideKeys: [PaletteOverrideKey?]
    /// FioriThemeManager's reading of the file (only for the Fiori dialect).
    package let fioriThemeManagerEntries: [FioriThemeManagerEntry]
    /// Index into `fioriThemeManagerEntries` by the offset of the line the entry was read from.
    let fioriThemeManagerEntryByLine: [Int: Int]
    /// Did-you-mean for colour names (NUI's names, and the palette's in the Fiori dialect).
    let colorNameSuggestions: NameSuggestion.Cache

    package var isNUIContent: Bool { content == .nui }
    package var text: SourceText { syntax.text }

    package init(path: String, text: SourceText, dialect: Dialect, palette: Palette) {
        self.path = path
        self.dialect = dialect
        self.palette = palette
        let syntax = NSSStylesheet(text)
        self.syntax = syntax
        self.content = NSSContentKind.sniff(text.bytes)

        var definitionNames: [String] = []
        definitionNames.reserveCapacity(syntax.definitions.count)
        var definitionsByName: [String: [Int]] = [:]
        var overrideKeys: [PaletteOverrideKey?] = []
        for (index, definition) in syntax.definitions.enumerated() {
            let name = text[TextRange(start: definition.name.start + 1, end: definition.name.end)]
            definitionNames.append(name)
            overrideKeys.append(definition.isInsideRuleSet ? nil : PaletteOverrideKey.parse(name, palette: palette))
            if !definition.isInsideRuleSet { definitionsByName[name, default: []].append(index) }
        }
        self.definitionNames = definitionNames
        self.definitionsByName = definitionsByName
        self.overrideKeys = overrideKeys
        self.selectorNames = syntax.selectors.map { text[$0.name] }
        self.propertyNames = syntax.declarations.map { text[$0.property] }
        (self.classes, self.declarationShadowedBy) = StylesheetFile.mergeClasses(
            syntax: syntax, selectorNames: selectorNames, propertyNames: propertyNames)
        let entries = dialect == .fiori ? FioriThemeManagerReader.entries(of: text) : []
        self.fioriThemeManagerEntries = entries
        var byLine: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() { byLine[entry.line.start] = index }
        self.fioriThemeManagerEntryByLine = byLine
        var colorNames = Array(NSSCatalog.nuiNamedColors.keys)
        if dialect == .fiori { colorNames += palette.styles.keys }
        self.colorNameSuggestions = NameSuggestion.Cache(colorNames.sorted())
    }

    // MARK: Variables

    /// The definition NUI uses for `name` (without `@`): the last one outside `@media`, else the last one.
    package func nuiDefinition(of name: String) -> Int? {
        guard let indices = definitionsByName[name] else { return nil }
        return indices.last { syntax.definitions[$0].media == nil } ?? indices.last
    }

    package func isDefined(_ name: String) -> Bool { definitionsByName[name] != nil }

    /// Text of a variable token without its `@`.
    package func variableName(_ token: NSSToken) -> String {
        text[TextRange(start: Int(token.start) + 1, end: Int(token.end))]
    }

    /// The class names of a rule set.
    package func classNames(of ruleSet: Int) -> ArraySlice<String> {
        selectorNames[syntax.ruleSets[ruleSet].selectors]
    }

    package func ruleSet(of declaration: Int) -> Int { syntax.declarations[declaration].ruleSet }
}

/// Every rule set of one class in a file, merged in file order.
package struct MergedStyleClass: Sendable {
    package var name: String
    /// Rule sets naming the class, in file order.
    package var ruleSets: [Int] = []
    /// Property → the declaration in effect (outside `@media`; last wins).
    package var effective: [String: Int] = [:]
    /// Property → declarations inside `@media` (they apply only when their condition holds).
    package var conditional: [String: [Int]] = [:]
}

extension StylesheetFile {
    private struct Slot: Hashable {
        var className: String
        var property: String
        var media: Int
    }

    static func mergeClasses(
        syntax: NSSStylesheet, selectorNames: [String], propertyNames: [String]
    ) -> ([String: MergedStyleClass], [Int?]) {
        var classes: [String: MergedStyleClass] = [:]
        var shadowedBy = [Int?](repeating: nil, count: syntax.declarations.count)
        var shadowCount = [Int](repeating: 0, count: syntax.declarations.count)
        var last: [Slot: Int] = [:]
        for (ruleIndex, ruleSet) in syntax.ruleSets.enumerated() {
            let media = ruleSet.media ?? -1
            for selector in ruleSet.selectors {
                let className = selectorNames[selector]
                classes[className, default: MergedStyleClass(name: className)].ruleSets.append(ruleIndex)
            }
            for declaration in ruleSet.declarations {
                let property = propertyNames[declaration]
                for selector in ruleSet.selectors {
                    let className = selectorNames[selector]
                    let slot = Slot(className: className, property: property, media: media)
                    if let previous = last.updateValue(declaration, forKey: slot) {
                        shadowCount[previous] += 1
                        shadowedBy[previous] = declaration
                    }
                    if ruleSet.media == nil {
                        classes[className]?.effective[property] = declaration
                    } else {
                        classes[className]?.conditional[property, default: []].append(declaration)
                    }
                }
            }
        }
        for (index, declaration) in syntax.declarations.enumerated() where shadowedBy[index] != nil {
            let selectorCount = syntax.ruleSets[declaration.ruleSet].selectors.count
            if shadowCount[index] < selectorCount { shadowedBy[index] = nil }
        }
        // A declaration shadowed by a later one that is itself shadowed points at the final winner.
        for index in shadowedBy.indices.reversed() {
            if let next = shadowedBy[index], let final = shadowedBy[next] { shadowedBy[index] = final }
        }
        return (classes, shadowedBy)
    }
}
