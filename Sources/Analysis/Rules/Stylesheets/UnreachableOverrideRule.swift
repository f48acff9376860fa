import Diagnostics

/// `nss/unreachable-override`: a definition or declaration that can never take effect.
struct UnreachableOverrideRule: CascadeRule {
    let descriptor = RuleDescriptor(
        id: "nss/unreachable-override",
        domain: .stylesheet,
        defaultSeverity: .warning,
        summary: "a definition or declaration that never takes effect",
        rationale: """
            Several writings can set the same thing, and only one wins: a later declaration of the same \
            property in the same class (also in a later block), a later definition of the same `@name` (NUI \
            keeps the last, FioriThemeManager the first), and palette overrides looked up in a fixed order: \
            on the light background `@S_lightBackground` beats `@S`, which beats `@tintColorDark`; on the dark \
            background `@S` never applies. The losing line is dead code that misleads whoever edits it next.
            """,
        fix: "Remove the dead line (quick fix), or change the winning one instead.",
        triggering: [
            RuleExample("@tintColor_lightBackground: #0A6ED1;\n↓@tintColor: #0854A0;"),
            RuleExample("Button {\n    ↓font-size: 14;\n    font-size: 16;\n}"),
            RuleExample("Label {\n    ↓font-color: #32363A;\n}\nLabel {\n    font-color: #1D2D3E;\n}"),
            RuleExample("↓@gap: 8;\n@gap: 8;\nButton {\n    padding: @gap;\n}"),
        ],
        nonTriggering: [
            RuleExample(
                "@tintColor: #0A6ED1;\n@tintColor_darkBackground: #4DB1FF;\nButton, Label {\n    font-size: 14;\n}\nLabel {\n    font-size: 16;\n}"
            )
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding] {
        findings(in: file, at: path, of: index, limit: .max)
    }

    /// Only the first `limit` overridden declarations, and the first `limit` overridden definitions, in
    /// file order, are made.
    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, limit: Int) -> [Finding] {
        guard file.isNUIContent else { return [] }
        return declarationFindings(file, limit: limit) + duplicateDefinitionFindings(file, limit: limit) + paletteFindings(file)
    }

    /// After an edit inside one rule set's braces that left the line breaks as they were, a
    /// declaration outside that rule set shadowed by the same declaration as before (outside it too)
    /// has the earlier finding, moved; the others are made again. The findings of definitions
    /// (outside all rule sets) are the earlier ones moved.
    func findings(
        in file: StylesheetFile, at path: String, of index: WorkspaceIndex, limit: Int, carrying earlier: [Finding], across edit: RuleSetEditReuse
    ) -> [Finding]? {
        guard file.isNUIContent else { return [] }
        // Where each earlier shadowed declaration's finding is in `earlier` (declarations first).
        let before = edit.earlierFile.declarationShadowedBy
        var earlierPosition = [Int?](repeating: nil, count: before.count)
        var declarationFindings = 0
        for (declaration, winner) in before.enumerated() where winner != nil {
            if declarationFindings == limit { break }
            earlierPosition[declaration] = declarationFindings
            declarationFindings += 1
        }
        guard declarationFindings <= earlier.count else { return nil }
        var maker = ShadowedDeclarationFindings(rule: self, file: file)
        var result: [Finding] = []
        result.reserveCapacity(earlier.count)
        for (declaration, winner) in file.declarationShadowedBy.enumerated() {
            guard let winner else { continue }
            if result.count == limit { break }
            if let old = edit.earlierDeclaration(declaration, in: file), let oldWinner = before[old],
                edit.earlierDeclaration(winner, in: file) == oldWinner, let position = earlierPosition[old],
                let carried = edit.carried(earlier[position])
            {
                result.append(carried)
            } else {
                result.append(maker.finding(declaration: declaration, winner: winner))
            }
        }
        for finding in earlier[declarationFindings...] {
            guard let carried = edit.carried(finding) else { return nil }
            result.append(carried)
        }
        return result
    }

    private func declarationFindings(_ file: StylesheetFile, limit: Int) -> [Finding] {
        var maker = ShadowedDeclarationFindings(rule: self, file: file)
        var result: [Finding] = []
        for (declaration, winner) in file.declarationShadowedBy.enumerated() {
            guard let winner else { continue }
            if result.count == limit { break }
            result.append(maker.finding(declaration: declaration, winner: winner))
        }
        return result
    }

    private func duplicateDefinitionFindings(_ file: StylesheetFile, limit: Int) -> [Finding] {
        var overridden: [OverriddenDefinition] = []
        for variable in file.variables where variable.definitionCount > 1 {
            // Compare definitions that apply under the same condition (top level, or the same @media).
            var byMedia: [Int: [Int]] = [:]
            for index in variable.definitions { byMedia[file.syntax.definitions[index].media ?? -1, default: []].append(index) }
            let bothReaders = file.dialect == .fiori && variable.overrideKey != nil
            for group in byMedia.values where group.count > 1 {
                for index in group.dropLast() {
                    overridden.append(
                        OverriddenDefinition(
                            definition: index, first: group[0], last: group[group.count - 1], name: file.definitionNames[index], bothReaders: bothReaders))
                }
            }
        }
        // Definitions are numbered in file order: only the first `limit` overridden ones are made.
        if overridden.count > limit {
            overridden.sort { $0.definition < $1.definition }
            overridden.removeSubrange(limit...)
        }
        return overridden.map { finding(for: $0, in: file) }
    }

    private func finding(for overridden: OverriddenDefinition, in file: StylesheetFile) -> Finding {
        let (name, index, last) = (overridden.name, overridden.definition, overridden.last)
        let definition = file.syntax.definitions[index]
        let sameValue = file.syntax.nuiText(of: definition.value) == file.syntax.nuiText(of: file.syntax.definitions[last].value)
        if overridden.bothReaders && index == overridden.first && !sameValue {
            return finding(
                "`@\(name)` is defined twice with different values: FioriThemeManager uses this one (first wins), NUI and SAPFiori use line \(file.lineNumber(file.syntax.definitions[last].range.start)) (last wins)",
                at: file.location(definition.range),
                related: [RelatedInformation(location: file.location(file.syntax.definitions[last].range), message: "NUI and SAPFiori use this definition")],
                fixes: [file.deletionFix("Remove this definition so that both readers agree", removing: definition.range)])
        }
        return finding(
            sameValue
                ? "`@\(name)` is defined again with the same value at line \(file.lineNumber(file.syntax.definitions[last].range.start)); this definition is redundant"
                : "`@\(name)` is defined again at line \(file.lineNumber(file.syntax.definitions[last].range.start)); NUI uses the last definition, so this one never takes effect",
            at: file.location(definition.range),
            related: [RelatedInformation(location: file.location(file.syntax.definitions[last].range), message: "the definition NUI uses")],
            fixes: [file.deletionFix("Remove the overridden definition", removing: definition.range)],
            tags: [.unnecessary])
    }

    private func paletteFindings(_ file: StylesheetFile) -> [Finding] {
        var result: [Finding] = []
        // In the order of the definitions NUI uses.
        for variable in file.variables.sorted(by: { $0.nuiWinner < $1.nuiWinner }) {
            let index = variable.nuiWinner
            guard let key = variable.overrideKey, let shadow = file.paletteShadow(of: index, key: key) else { continue }
            let winnerName = file.definitionNames[shadow.winner]
            let definition = file.syntax.definitions[index]
            let name = file.definitionNames[index]
            result.append(
                finding(
                    "`@\(name)` never takes effect: \(PaletteOverrideKey.reason(winner: winnerName, loser: name, scheme: shadow.scheme))",
                    at: file.location(definition.range),
                    related: [
                        RelatedInformation(
                            location: file.location(file.syntax.definitions[shadow.winner].range), message: "`@\(winnerName)` wins on the \(shadow.scheme.displayName) background")
                    ],
                    fixes: [file.deletionFix("Remove the unreachable override", removing: definition.range)],
                    tags: [.unnecessary]))
        }
        return result
    }
}

/// A definition of a variable that a later one under the same condition overrides.
private struct OverriddenDefinition {
    var definition: Int
    /// The first and the last definition under the same condition.
    var first: Int
    var last: Int
    var name: String
    /// FioriThemeManager reads the variable too (it keeps the first definition).
    var bothReaders: Bool
}

/// A winning declaration and the rule set of a declaration it shadows.
private struct ShadowPlace: Hashable {
    var winner: Int
    var ruleSet: Int
}

/// The findings of shadowed declarations in one file. A repeated theme shadows many declarations by
/// the same few: each winner's related information, and each (winner, losing rule set) pair's wording,
/// are made once.
private struct ShadowedDeclarationFindings {
    let rule: UnreachableOverrideRule
    let file: StylesheetFile
    private var relatedByWinner: [Int: RelatedInformation] = [:]
    private var places: [ShadowPlace: String] = [:]
    private var classesByRuleSet: [Int: String] = [:]

    init(rule: UnreachableOverrideRule, file: StylesheetFile) {
        self.rule = rule
        self.file = file
    }

    /// The finding of `declaration`, which `winner` shadows.
    mutating func finding(declaration index: Int, winner: Int) -> Finding {
        let declaration = file.syntax.declarations[index]
        let related =
            relatedByWinner[winner]
            ?? RelatedInformation(
                location: file.location(file.syntax.declarations[winner].range),
                message: "`\(file.declarationText(winner))` wins (the last declaration of a property wins)")
        relatedByWinner[winner] = related
        let place: String
        if file.syntax.declarations[winner].ruleSet == declaration.ruleSet {
            place = "later in the same block"
        } else {
            let key = ShadowPlace(winner: winner, ruleSet: declaration.ruleSet)
            if let known = places[key] {
                place = known
            } else {
                let classes = classesByRuleSet[declaration.ruleSet] ?? file.classNames(of: declaration.ruleSet).map { "`\($0)`" }.joined(separator: ", ")
                classesByRuleSet[declaration.ruleSet] = classes
                place = "by a later block of \(classes) at line \(file.lineNumber(file.syntax.declarations[winner].range.start))"
                places[key] = place
            }
        }
        return rule.finding(
            "`\(file.propertyNames[index])` is overridden \(place); this declaration never takes effect",
            at: file.location(declaration.range),
            related: [related],
            fixes: [file.deletionFix("Remove the overridden declaration", removing: declaration.range)],
            tags: [.unnecessary])
    }
}
