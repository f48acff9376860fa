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
    /// Interned name ids of selectors and properties (parallel to `syntax.selectors` / `declarations`).
    package let selectorIDs: [Int32]
    package let propertyIDs: [Int32]
    /// What the catalog knows about each declaration's property (nil: unknown property).
    package let propertyInfos: [NSSPropertyInfo?]
    /// The built-in class each selector names (nil: custom or derived class).
    package let selectorClassInfos: [NSSClassInfo?]
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

        // Every name is interned once: definitions, selectors and properties get dense ids.
        var table = NSSNameTable(expectedNames: 256)
        var definitionIDs: [Int32] = []
        var selectorIDs: [Int32] = []
        var propertyIDs: [Int32] = []
        text.bytes.withUnsafeBufferPointer { bytes in
            definitionIDs = syntax.definitions.map { table.intern(bytes, $0.name.start + 1, $0.name.end) }
            selectorIDs = syntax.selectors.map { table.intern(bytes, $0.name.start, $0.name.end) }
            propertyIDs = syntax.declarations.map { table.intern(bytes, $0.property.start, $0.property.end) }
        }
        let names = table.names
        self.definitionNames = definitionIDs.map { names[Int($0)] }
        self.selectorNames = selectorIDs.map { names[Int($0)] }
        self.propertyNames = propertyIDs.map { names[Int($0)] }
        self.selectorIDs = selectorIDs
        self.propertyIDs = propertyIDs
        var propertyByID = [NSSPropertyInfo??](repeating: nil, count: names.count)
        self.propertyInfos = propertyIDs.map { id in
            if let known = propertyByID[Int(id)] { return known }
            let info = NSSCatalog.property(names[Int(id)])
            propertyByID[Int(id)] = .some(info)
            return info
        }
        var classByID = [NSSClassInfo??](repeating: nil, count: names.count)
        self.selectorClassInfos = selectorIDs.map { id in
            if let known = classByID[Int(id)] { return known }
            let info = NSSCatalog.styleClass(names[Int(id)])
            classByID[Int(id)] = .some(info)
            return info
        }

        var definitionsByName: [String: [Int]] = [:]
        var overrideByID: [Int32: PaletteOverrideKey?] = [:]
        var overrideKeys: [PaletteOverrideKey?] = []
        overrideKeys.reserveCapacity(syntax.definitions.count)
        for (index, definition) in syntax.definitions.enumerated() {
            guard !definition.isInsideRuleSet else {
                overrideKeys.append(nil)
                continue
            }
            let id = definitionIDs[index]
            let name = names[Int(id)]
            if let known = overrideByID[id] {
                overrideKeys.append(known)
            } else {
                let key = dialect == .fiori ? PaletteOverrideKey.parse(name, palette: palette) : nil
                overrideByID[id] = .some(key)
                overrideKeys.append(key)
            }
            definitionsByName[name, default: []].append(index)
        }
        self.definitionsByName = definitionsByName
        self.overrideKeys = overrideKeys
        (self.classes, self.declarationShadowedBy) = StylesheetFile.mergeClasses(
            syntax: syntax, names: names, selectorIDs: selectorIDs, propertyIDs: propertyIDs)
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
    /// Merges rule sets per class in file order. Keys pack class id, property id and `@media` block.
    static func mergeClasses(
        syntax: NSSStylesheet, names: [String], selectorIDs: [Int32], propertyIDs: [Int32]
    ) -> ([String: MergedStyleClass], [Int?]) {
        func slot(_ classID: Int32, _ propertyID: Int32, _ media: Int) -> UInt64 {
            UInt64(classID) << 40 | UInt64(propertyID) << 20 | UInt64(media + 1)
        }
        var ruleSetsByClass: [Int32: [Int]] = [:]
        var shadowedBy = [Int?](repeating: nil, count: syntax.declarations.count)
        var shadowCount = [Int32](repeating: 0, count: syntax.declarations.count)
        var last: [UInt64: Int] = [:]
        var conditional: [UInt64: [Int]] = [:]
        for (ruleIndex, ruleSet) in syntax.ruleSets.enumerated() {
            let media = ruleSet.media ?? -1
            for selector in ruleSet.selectors {
                ruleSetsByClass[selectorIDs[selector], default: []].append(ruleIndex)
            }
            for declaration in ruleSet.declarations {
                let propertyID = propertyIDs[declaration]
                for selector in ruleSet.selectors {
                    let key = slot(selectorIDs[selector], propertyID, media)
                    if let previous = last.updateValue(declaration, forKey: key) {
                        shadowCount[previous] += 1
                        shadowedBy[previous] = declaration
                    }
                    if ruleSet.media != nil { conditional[slot(selectorIDs[selector], propertyID, -1), default: []].append(declaration) }
                }
            }
        }
        var classes: [String: MergedStyleClass] = [:]
        classes.reserveCapacity(ruleSetsByClass.count)
        for (classID, ruleSets) in ruleSetsByClass {
            let name = names[Int(classID)]
            classes[name] = MergedStyleClass(name: name, ruleSets: ruleSets)
        }
        for (key, declaration) in last where key & 0xFFFFF == 0 {
            let className = names[Int(key >> 40)]
            let property = names[Int((key >> 20) & 0xFFFFF)]
            classes[className]?.effective[property] = declaration
        }
        for (key, declarations) in conditional {
            let className = names[Int(key >> 40)]
            let property = names[Int((key >> 20) & 0xFFFFF)]
            classes[className]?.conditional[property] = declarations
        }
        for (index, declaration) in syntax.declarations.enumerated() where shadowedBy[index] != nil {
            let selectorCount = syntax.ruleSets[declaration.ruleSet].selectors.count
            if Int(shadowCount[index]) < selectorCount { shadowedBy[index] = nil }
        }
        // A declaration shadowed by a later one that is itself shadowed points at the final winner.
        for index in shadowedBy.indices.reversed() {
            if let next = shadowedBy[index], let final = shadowedBy[next] { shadowedBy[index] = final }
        }
        return (classes, shadowedBy)
    }
}
