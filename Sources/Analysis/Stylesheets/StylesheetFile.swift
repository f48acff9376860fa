import Colors
import NSS
import SourceText

/// One stylesheet, parsed and analysed: names, variable scope, the rule sets merged per class, and
/// for every definition and declaration whether it takes effect.
package final class StylesheetFile: Sendable {
    package let path: String
    package let syntax: NSSStylesheet
    package let content: NSSContentKind
    package let dialect: Dialect
    package let palette: Palette

    /// Every distinct name of the file (definitions without `@`, selectors, properties), by id.
    package let names: StylesheetNames
    /// Definition names without `@`, parallel to `syntax.definitions`.
    package let definitionNames: InternedList<StylesheetNames>
    /// Property names, parallel to `syntax.declarations`.
    package let propertyNames: InternedList<StylesheetNames>
    /// Class names, parallel to `syntax.selectors`.
    package let selectorNames: InternedList<StylesheetNames>
    /// What the catalog knows about each declaration's property (nil: unknown property).
    package let propertyInfos: InternedList<CatalogEntriesByName<NSSPropertyInfo>>
    /// The built-in class each selector names (nil: custom or derived class).
    package let selectorClassInfos: InternedList<CatalogEntriesByName<NSSClassInfo>>
    /// The variables (definitions outside rule sets) per name id.
    let variablesByID: VariablesByID
    /// The ids of the defined names, in the order of their first definition.
    var definedNameIDs: [Int32] { variablesByID.nameIDs }
    private let definitionsByNameStore = LazyValue<[String: [Int]]>()
    /// The colour of each constant that holds one, by name id (see `constantColor(nameID:)`).
    let constantColorsStore = LazyValue<[Int32: RGBA]>()
    /// What NUI substitutes for each declaration's value, parallel to `syntax.declarations`.
    let declarationSubstitutions: [ValueSubstitution]
    /// For each declaration, the later declaration of the same class and property that replaces it for
    /// every class of its rule set (nil when it takes effect somewhere).
    package let declarationShadowedBy: ShadowingDeclarations
    /// Class id → the rule sets naming it, in file order.
    package let ruleSetsByClass: RuleSetsByClass
    /// What each definition means as a palette override, parallel to `syntax.definitions`.
    package let overrideKeys: [PaletteOverrideKey?]
    /// The palette styles this file overrides on some background.
    let overriddenStyles: Set<String>
    /// Did-you-mean for colour names (NUI's names, and the palette's in the Fiori dialect).
    let colorNameSuggestions: NameSuggestion.Cache
    /// The rule set re-parsed when this analysis was made from an earlier one (nil: parsed whole).
    let splicedRuleSet: SplicedRuleSet?

    package var isNUIContent: Bool { content == .nui }
    package var text: SourceText { syntax.text }
    package var selectorIDs: [Int32] { selectorNames.ids }
    package var propertyIDs: [Int32] { propertyNames.ids }

    /// `earlier`, an analysis of an earlier text of the file, lets an edit inside one rule set re-parse
    /// only that rule set.
    package init(
        path: String, text: SourceText, dialect: Dialect, palette: Palette, colorNameSuggestions: NameSuggestion.Cache? = nil,
        earlier: StylesheetFile? = nil
    ) {
        self.path = path
        self.dialect = dialect
        self.palette = palette
        let splice = earlier?.syntax.splice(into: text)
        let syntax = splice?.stylesheet ?? NSSStylesheet(text)
        self.syntax = syntax
        self.content = NSSContentKind.detect(text.bytes)

        // Every name is interned once: definitions, selectors and properties get dense ids.
        // At most one name per definition, selector and declaration; a few hundred in most files.
        var table = ByteNameTable(expectedNames: min(syntax.definitions.count + syntax.selectors.count + syntax.declarations.count, 1 << 20))
        var definitionIDs: [Int32] = []
        var selectorIDs: [Int32] = []
        var propertyIDs: [Int32] = []
        text.bytes.withUnsafeBufferPointer { bytes in
            definitionIDs = syntax.definitions.map { table.intern(bytes, $0.name.start + 1, $0.name.end) }
            selectorIDs = syntax.selectors.map { table.intern(bytes, $0.name.start, $0.name.end) }
            propertyIDs = syntax.declarations.map { table.intern(bytes, $0.property.start, $0.property.end) }
            table = StylesheetFile.withoutSpareRoom(table, bytes)
        }
        let names = StylesheetNames(bytes: text.bytes, table: table)
        self.names = names
        self.definitionNames = InternedList(values: names, ids: definitionIDs)
        self.selectorNames = InternedList(values: names, ids: selectorIDs)
        self.propertyNames = InternedList(values: names, ids: propertyIDs)
        self.propertyInfos = InternedList(values: StylesheetFile.catalogEntries(of: propertyIDs, names: names, in: StylesheetFile.catalogProperties), ids: propertyIDs)
        self.selectorClassInfos = InternedList(values: StylesheetFile.catalogEntries(of: selectorIDs, names: names, in: StylesheetFile.catalogClasses), ids: selectorIDs)

        // Per name id: its definitions outside rule sets; the first one's override key is the later
        // ones' too.
        var variablesByID = VariablesByID(nameCount: names.count)
        var overrideKeys: [PaletteOverrideKey?] = []
        overrideKeys.reserveCapacity(syntax.definitions.count)
        for (index, definition) in syntax.definitions.enumerated() {
            guard !definition.isInsideRuleSet else {
                overrideKeys.append(nil)
                continue
            }
            let id = Int(definitionIDs[index])
            if let first = variablesByID.firstDefinition(ofNameID: id) {
                overrideKeys.append(overrideKeys[first])
                variablesByID.addDefinition(index, toNameID: id, outsideMedia: definition.media == nil)
            } else {
                let mayBeKey = dialect == .fiori && names.withBytes(of: id) { PaletteOverrideKey.mayBeKey($0, palette: palette) }
                let key = mayBeKey ? PaletteOverrideKey.parse(names[id], palette: palette) : nil
                overrideKeys.append(key)
                variablesByID.add(StylesheetVariable(overrideKey: key, first: index, outsideMedia: definition.media == nil), nameID: id)
            }
        }
        self.variablesByID = variablesByID
        self.overrideKeys = overrideKeys
        if let splice, let earlier {
            self.declarationSubstitutions = ValueSubstitution.forDeclarations(
                of: syntax, table: table, variablesByID: variablesByID, splicing: splice, earlier: earlier.declarationSubstitutions)
        } else {
            self.declarationSubstitutions = ValueSubstitution.forDeclarations(of: syntax, table: table, variablesByID: variablesByID)
        }
        self.overriddenStyles = Set(overrideKeys.lazy.compactMap { $0?.style })
        self.ruleSetsByClass = RuleSetsByClass(
            classCount: names.count, selectorClassIDs: selectorIDs, ruleSets: syntax.ruleSets)
        self.declarationShadowedBy = StylesheetFile.mergeRuleSets(syntax: syntax, selectorIDs: selectorIDs, propertyIDs: propertyIDs)
        self.colorNameSuggestions = colorNameSuggestions ?? StylesheetFile.colorNameSuggestions(dialect: dialect, palette: palette)
        self.splicedRuleSet = splice.map { SplicedRuleSet(earlier: earlier, ruleSet: $0.ruleSet, delta: $0.delta) }
    }

    /// Per name id, the catalog entry the name stands for where `ids` holds it, else nil; each
    /// distinct name is looked up once.
    private static func catalogEntries<Entry>(
        of ids: [Int32], names: StylesheetNames, in catalog: CatalogByBytes<Entry>
    ) -> CatalogEntriesByName<Entry> {
        var positions = [UInt16](repeating: 0, count: names.count)
        var looked = [Bool](repeating: false, count: names.count)
        for id in ids where !looked[Int(id)] {
            looked[Int(id)] = true
            let position = names.withBytes(of: Int(id)) { catalog.position(named: $0, hash: names.hash(of: Int(id))) }
            if let position { positions[Int(id)] = UInt16(truncatingIfNeeded: position + 1) }
        }
        return CatalogEntriesByName(positions: positions, entries: catalog.entries)
    }

    /// `table` re-interned into one sized for its names: it was sized for a name per occurrence, and
    /// the file keeps it. The ids stay (names are interned again in id order).
    private static func withoutSpareRoom(_ table: ByteNameTable, _ bytes: UnsafeBufferPointer<UInt8>) -> ByteNameTable {
        var compact = ByteNameTable(expectedNames: table.count)
        for id in 0..<Int32(truncatingIfNeeded: table.count) {
            let key = table.key(of: id)
            _ = compact.intern(bytes, key.start, key.start + key.length)
        }
        return compact
    }

    private static let catalogProperties = CatalogByBytes(NSSCatalog.properties)
    private static let catalogClasses = CatalogByBytes(NSSCatalog.classes)

    /// Did-you-mean over the colour names a dialect accepts; one per index, shared by its files.
    package static func colorNameSuggestions(dialect: Dialect, palette: Palette) -> NameSuggestion.Cache {
        var colorNames = Array(NSSCatalog.nuiNamedColors.keys)
        if dialect == .fiori { colorNames += palette.styles.keys }
        return NameSuggestion.Cache(colorNames.sorted())
    }

    // MARK: Variables

    /// Definitions outside rule sets by name (without `@`), in file order; built on first use (the
    /// rules work with name ids).
    package var definitionsByName: [String: [Int]] {
        definitionsByNameStore.get {
            var byName = [String: [Int]](minimumCapacity: definedNameIDs.count)
            for id in definedNameIDs { byName[names[Int(id)]] = variablesByID[Int(id)]?.definitions }
            return byName
        }
    }

    /// The variables the file defines outside rule sets, in the order of their first definition.
    package var variables: [StylesheetVariable] { variablesByID.variables }

    /// The defined names (without `@`), in the order of their first definition.
    package var definedNames: [String] { definedNameIDs.map { names[Int($0)] } }

    /// The definition NUI uses for `name` (without `@`): the last one outside `@media`, else the last one.
    package func nuiDefinition(of name: String) -> Int? { variable(named: name)?.nuiWinner }

    /// The variable `name` (without `@`), if the file defines it outside rule sets.
    package func variable(named name: String) -> StylesheetVariable? {
        names.id(of: name).flatMap { variablesByID[Int($0)] }
    }

    /// The definition NUI uses for the name of definition `index`.
    package func nuiDefinition(sharingNameWith index: Int) -> Int? {
        variablesByID.nuiWinner(ofNameID: Int(definitionNames.ids[index]))
    }

    package func isDefined(_ name: String) -> Bool { variable(named: name) != nil }

    /// Text of a variable token without its `@`.
    package func variableName(_ token: NSSToken) -> String {
        text[TextRange(start: Int(token.start) + 1, end: Int(token.end))]
    }

    /// The class names of a rule set.
    package func classNames(of ruleSet: Int) -> [String] {
        syntax.ruleSets[ruleSet].selectors.map { selectorNames[$0] }
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
    /// Merges rule sets per class in file order: for each declaration the later one that replaces it
    /// for every class of its rule set under the same condition.
    static func mergeRuleSets(syntax: NSSStylesheet, selectorIDs: [Int32], propertyIDs: [Int32]) -> ShadowingDeclarations {
        // The last declaration per slot outside `@media`, and per slot of each `@media` block.
        var pairsOutside = 0
        for ruleSet in syntax.ruleSets where ruleSet.media == nil {
            pairsOutside += ruleSet.selectors.count * ruleSet.declarations.count
        }
        var outside = DeclarationSlotTable(pairs: pairsOutside)
        var inMedia: [MediaSlot: Int] = [:]
        // Per declaration: the last declaration that replaced it in one of its slots, and in how many.
        var replacedBy = [Int32](repeating: -1, count: syntax.declarations.count)
        var replacedCount = [Int32](repeating: 0, count: syntax.declarations.count)
        for ruleSet in syntax.ruleSets {
            for declaration in ruleSet.declarations {
                let propertyID = propertyIDs[declaration]
                for selector in ruleSet.selectors {
                    let previous =
                        if let media = ruleSet.media {
                            inMedia.updateValue(
                                declaration, forKey: MediaSlot(media: media, classID: selectorIDs[selector], propertyID: propertyID))
                        } else {
                            outside.update(declaration, classID: selectorIDs[selector], propertyID: propertyID)
                        }
                    if let previous {
                        replacedCount[previous] += 1
                        replacedBy[previous] = Int32(truncatingIfNeeded: declaration)
                    }
                }
            }
        }
        // A declaration replaced in only some of its slots takes effect in the others; one replaced
        // by a later one that is itself replaced points at the final winner (later ones are final
        // when an earlier one is looked at).
        for index in replacedBy.indices.reversed() {
            let winner = Int(replacedBy[index])
            guard winner >= 0 else { continue }
            if Int(replacedCount[index]) < syntax.ruleSets[syntax.declarations[index].ruleSet].selectors.count {
                replacedBy[index] = -1
            } else if replacedBy[winner] >= 0 {
                replacedBy[index] = replacedBy[winner]
            }
        }
        return ShadowingDeclarations(winners: replacedBy)
    }

    /// A slot inside one `@media` block.
    private struct MediaSlot: Hashable {
        var media: Int
        var classID: Int32
        var propertyID: Int32
    }

    /// The id of a name in this file, if the file uses it.
    package func nameID(_ name: String) -> Int32? { names.id(of: name) }

    /// The id of a property name, if a declaration of the file sets that property.
    package func propertyID(_ name: String) -> Int32? {
        // A catalog property is found by its entry, which the file shares.
        if let info = NSSCatalog.property(name) { return propertyID(of: info) }
        return nameID(name).flatMap { id in propertyNames.ids.contains(id) ? id : nil }
    }

    /// The id of the catalog property `info`, if a declaration of the file sets it.
    package func propertyID(of info: NSSPropertyInfo) -> Int32? {
        // Names are interned by their bytes and the catalog is keyed by the exact name: one id can stand for it.
        guard let id = nameID(info.name), propertyInfos.values[Int(id)] != nil else { return nil }
        return id
    }

    /// The distinct class names the file's selectors name.
    package var classNamesUsed: [String] { ruleSetsByClass.classIDs.map { names[Int($0)] } }

    /// The declaration in effect for `property` of class `classID` outside `@media` (last wins): the
    /// last one of the class's rule sets, read backwards.
    package func effectiveDeclaration(classID: Int32, propertyID: Int32) -> Int? {
        let ruleSets = ruleSetsByClass.ruleSetIndices(naming: classID)
        let propertyIDs = propertyNames.ids
        var position = ruleSets.endIndex
        while position > ruleSets.startIndex {
            position -= 1
            let ruleSet = syntax.ruleSets[Int(ruleSets[position])]
            guard ruleSet.media == nil else { continue }
            var declaration = ruleSet.declarations.upperBound
            while declaration > ruleSet.declarations.lowerBound {
                declaration -= 1
                if propertyIDs[declaration] == propertyID { return declaration }
            }
        }
        return nil
    }

    /// Every rule set of `name` merged in file order (nil when no selector names it).
    package func mergedClass(_ name: String) -> MergedStyleClass? {
        guard let classID = nameID(name), let ruleSets = ruleSetsByClass[classID] else { return nil }
        var merged = MergedStyleClass(name: name, ruleSets: ruleSets)
        for ruleSet in ruleSets {
            for declaration in syntax.ruleSets[ruleSet].declarations {
                let property = propertyNames[declaration]
                if syntax.ruleSets[ruleSet].media == nil {
                    merged.effective[property] = declaration
                } else if merged.conditional[property]?.contains(declaration) != true {
                    merged.conditional[property, default: []].append(declaration)
                }
            }
        }
        return merged
    }

    /// Every class merged (for tests and explanations; rules use the id-based accessors).
    package var classes: [String: MergedStyleClass] {
        var result: [String: MergedStyleClass] = [:]
        for name in classNamesUsed { result[name] = mergedClass(name) }
        return result
    }
}
