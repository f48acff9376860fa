import Diagnostics
import SourceText

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
            background `@S` never applies. The losing line is dead code that misleads whoever edits it next. A \
            block every declaration of which a later block overrides (a theme pasted twice) is reported once, \
            at its selectors.
            """,
        fix: "Remove the dead line or block (quick fix), or change the winning one instead.",
        triggering: [
            RuleExample("@tintColor_lightBackground: #0A6ED1;\n↓@tintColor: #0854A0;"),
            RuleExample("Button {\n    ↓font-size: 14;\n    font-size: 16;\n}"),
            RuleExample("Label {\n    ↓font-color: #32363A;\n    font-size: 14;\n}\nLabel {\n    font-color: #1D2D3E;\n}"),
            RuleExample("↓Label {\n    font-color: #32363A;\n}\nLabel {\n    font-color: #1D2D3E;\n}"),
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

    /// Only the first `limit` dead parts of rule sets, and the first `limit` overridden definitions, in
    /// file order, are made.
    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, limit: Int) -> [Finding] {
        guard file.isNUIContent else { return [] }
        return declarationFindings(file, limit: limit) + duplicateDefinitionFindings(file, limit: limit) + paletteFindings(file)
    }

    /// After an edit inside one rule set's braces that left the line breaks as they were, a dead part
    /// outside that rule set that was dead before in the same way (a whole rule set, or a declaration),
    /// each of its declarations shadowed by the same declaration as before, has the earlier finding,
    /// moved; the others are made again. The findings of definitions (outside all rule sets) are the
    /// earlier ones moved.
    func findings(
        in file: StylesheetFile, at path: String, of index: WorkspaceIndex, limit: Int, carrying earlier: [Finding], across edit: RuleSetEditReuse
    ) -> [Finding]? {
        guard file.isNUIContent else { return [] }
        let before = edit.earlierFile
        let earlierParts = DeadPart.all(in: before, limit: limit)
        guard earlierParts.count <= earlier.count else { return nil }
        // Where each earlier part's finding is in `earlier` (parts first).
        var earlierPosition: [DeadPart: Int] = [:]
        earlierPosition.reserveCapacity(earlierParts.count)
        for (position, part) in earlierParts.enumerated() { earlierPosition[part] = position }
        var maker = ShadowedDeclarationFindings(rule: self, file: file)
        var result: [Finding] = []
        result.reserveCapacity(earlier.count)
        for part in DeadPart.all(in: file, limit: limit) {
            if let old = edit.earlierPart(part, in: file), let position = earlierPosition[old],
                part.declarations(in: file).allSatisfy({ edit.sameWinner(of: $0, in: file) }), let carried = edit.carried(earlier[position])
            {
                result.append(carried)
            } else {
                result.append(maker.finding(part))
            }
        }
        for finding in earlier[earlierParts.count...] {
            guard let carried = edit.carried(finding) else { return nil }
            result.append(carried)
        }
        return result
    }

    private func declarationFindings(_ file: StylesheetFile, limit: Int) -> [Finding] {
        let parts = DeadPart.all(in: file, limit: limit)
        let maker = ShadowedDeclarationFindings(rule: self, file: file, deadBlocksAmong: parts)
        return ChunkedMap.map(count: parts.count, state: { maker }) { maker, index in maker.finding(parts[index]) }
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
        let definitions = overridden
        var madeWinners: [Int: WinningDefinition] = [:]
        for definition in definitions where madeWinners[definition.last] == nil {
            madeWinners[definition.last] = WinningDefinition(definition.last, named: definition.name, in: file)
        }
        let winners = madeWinners
        return ChunkedMap.map(count: definitions.count, state: { winners }) { winners, index in
            finding(for: definitions[index], in: file, winners: &winners)
        }
    }

    /// `winners`: what the findings say of each winning definition, made once for all it overrides.
    private func finding(for overridden: OverriddenDefinition, in file: StylesheetFile, winners: inout [Int: WinningDefinition]) -> Finding {
        let (name, index, last) = (overridden.name, overridden.definition, overridden.last)
        let definition = file.syntax.definitions[index]
        let winner: WinningDefinition
        if let known = winners[last], known.name == name {
            winner = known
        } else {
            winner = WinningDefinition(last, named: name, in: file)
            winners[last] = winner
        }
        let sameValue = file.syntax.nuiText(of: definition.value) == winner.value
        if overridden.bothReaders && index == overridden.first && !sameValue {
            return finding(
                "`@\(name)` is defined twice with different values: FioriThemeManager uses this one (first wins), NUI and SAPFiori use line \(winner.line) (last wins)",
                at: file.location(definition.range),
                related: [RelatedInformation(location: winner.location, message: "NUI and SAPFiori use this definition")],
                fixes: [file.deletionFix("Remove this definition so that both readers agree", removing: definition.range)])
        }
        return finding(
            sameValue ? winner.sameValueMessage : winner.otherValueMessage, at: file.location(definition.range), related: winner.related,
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

/// What the finding of a dead block says, and the block it was made for.
private struct DeadBlockText {
    var madeFor: Int
    var winning: [Int]
    var message: String
    var related: [RelatedInformation]
}

/// The definition of a variable that NUI uses, as the findings of the definitions it overrides
/// name it: a theme pasted many times overrides each definition of it by the same last one.
private struct WinningDefinition {
    let name: String
    let line: Int
    let location: Location
    /// Its value as NUI reads it.
    let value: String
    let related: [RelatedInformation]
    let sameValueMessage: String
    let otherValueMessage: String

    init(_ index: Int, named name: String, in file: StylesheetFile) {
        let definition = file.syntax.definitions[index]
        self.name = name
        line = file.lineNumber(definition.range.start)
        location = file.location(definition.range)
        value = file.syntax.nuiText(of: definition.value)
        related = [RelatedInformation(location: location, message: "the definition NUI uses")]
        sameValueMessage = "`@\(name)` is defined again with the same value at line \(line); this definition is redundant"
        otherValueMessage = "`@\(name)` is defined again at line \(line); NUI uses the last definition, so this one never takes effect"
    }
}

/// A dead part of a rule set: the whole rule set when every declaration in it is shadowed, else one
/// shadowed declaration. A block pasted again later is one finding, not one per line.
private enum DeadPart: Hashable {
    case ruleSet(Int)
    case declaration(Int)

    /// The first `limit` dead parts of `file`, in file order.
    static func all(in file: StylesheetFile, limit: Int) -> [DeadPart] {
        let shadowedBy = file.declarationShadowedBy
        var parts: [DeadPart] = []
        for (index, ruleSet) in file.syntax.ruleSets.enumerated() {
            let declarations = ruleSet.declarations
            guard !declarations.isEmpty else { continue }
            if declarations.allSatisfy({ shadowedBy[$0] != nil }) {
                if parts.count == limit { break }
                parts.append(.ruleSet(index))
                continue
            }
            for declaration in declarations where shadowedBy[declaration] != nil {
                if parts.count == limit { return parts }
                parts.append(.declaration(declaration))
            }
        }
        return parts
    }

    func declarations(in file: StylesheetFile) -> Range<Int> {
        switch self {
        case .ruleSet(let ruleSet): return file.syntax.ruleSets[ruleSet].declarations
        case .declaration(let declaration): return declaration..<declaration + 1
        }
    }
}

extension RuleSetEditReuse {
    /// The same part in the earlier text; nil inside the edited rule set.
    fileprivate func earlierPart(_ part: DeadPart, in file: StylesheetFile) -> DeadPart? {
        switch part {
        case .ruleSet(let ruleSet): return earlierRuleSet(ruleSet).map { .ruleSet($0) }
        case .declaration(let declaration): return earlierDeclaration(declaration, in: file).map { .declaration($0) }
        }
    }

    /// Whether `declaration` (outside the edited rule set) is shadowed by the same declaration as in the earlier text.
    fileprivate func sameWinner(of declaration: Int, in file: StylesheetFile) -> Bool {
        guard let old = earlierDeclaration(declaration, in: file), let winner = file.declarationShadowedBy[declaration],
            let oldWinner = earlierFile.declarationShadowedBy[old]
        else { return false }
        return earlierDeclaration(winner, in: file) == oldWinner
    }
}

/// The findings of dead parts in one file. A repeated theme shadows many declarations by the same
/// few: each winner's related information, and each rule set's class names, are made once.
private struct ShadowedDeclarationFindings {
    let rule: UnreachableOverrideRule
    let file: StylesheetFile
    private var relatedByWinner: [Int: RelatedInformation] = [:]
    private var classesByRuleSet: [Int: String] = [:]
    /// The message and related information of a dead block, by the block that overrides its first
    /// declaration, with the dead block they were made for: the copies of a block in a pasted theme
    /// share them. Made before the findings, on one core.
    private var deadBlockTexts: [Int: DeadBlockText] = [:]

    init(rule: UnreachableOverrideRule, file: StylesheetFile) {
        self.rule = rule
        self.file = file
    }

    /// With the texts of the blocks among `parts` that one later block overrides made beforehand, for
    /// makers on every core to share.
    init(rule: UnreachableOverrideRule, file: StylesheetFile, deadBlocksAmong parts: [DeadPart]) {
        self.init(rule: rule, file: file)
        for case .ruleSet(let index) in parts {
            let key = firstWinner(of: index)
            guard deadBlockTexts[key] == nil else { continue }
            let winning = winningBlocks(of: index)
            let (message, related) = text(ofDeadBlock: index, winning: winning)
            deadBlockTexts[key] = DeadBlockText(madeFor: index, winning: winning, message: message, related: related)
        }
    }

    mutating func finding(_ part: DeadPart) -> Finding {
        switch part {
        case .ruleSet(let ruleSet): return finding(ruleSet: ruleSet)
        case .declaration(let declaration): return finding(declaration: declaration, winner: file.declarationShadowedBy[declaration] ?? declaration)
        }
    }

    private mutating func classes(of ruleSet: Int) -> String {
        if let known = classesByRuleSet[ruleSet] { return known }
        var classes = ""
        appendClasses(of: ruleSet, to: &classes)
        classesByRuleSet[ruleSet] = classes
        return classes
    }

    /// The finding of `declaration`, which `winner` shadows.
    private mutating func finding(declaration index: Int, winner: Int) -> Finding {
        let declaration = file.syntax.declarations[index]
        let related =
            relatedByWinner[winner]
            ?? RelatedInformation(
                location: file.location(file.syntax.declarations[winner].range),
                message: "`\(file.declarationText(winner))` wins (the last declaration of a property wins)")
        relatedByWinner[winner] = related
        let place =
            file.syntax.declarations[winner].ruleSet == declaration.ruleSet
            ? "later in the same block"
            : "by a later block of \(classes(of: declaration.ruleSet)) at line \(file.lineNumber(file.syntax.declarations[winner].range.start))"
        return rule.finding(
            "`\(file.propertyNames[index])` is overridden \(place); this declaration never takes effect",
            at: file.location(declaration.range),
            related: [related],
            fixes: [file.deletionFix("Remove the overridden declaration", removing: declaration.range)],
            tags: [.unnecessary])
    }

    /// The finding of a rule set every declaration of which is shadowed (by later blocks): it is
    /// located at its selectors, related to each later block that wins, and its fix removes it. A
    /// pasted theme has tens of thousands: the message is written into one string, and the common
    /// case of one winning block has a related message that names no property.
    private func finding(ruleSet index: Int) -> Finding {
        let ruleSet = file.syntax.ruleSets[index]
        let winning = winningBlocks(of: index)
        let (message, related): (String, [RelatedInformation])
        if let known = deadBlockTexts[firstWinner(of: index)], known.winning == winning, sameClasses(known.madeFor, index),
            winning.count == 1 || sameWinners(known.madeFor, index)
        {
            (message, related) = (known.message, known.related)
        } else {
            (message, related) = text(ofDeadBlock: index, winning: winning)
        }
        return rule.finding(
            message, at: file.location(selectorsRange(of: index)), related: related,
            fixes: [removal(of: ruleSet.range)], tags: [.unnecessary])
    }

    /// The later block that overrides the first declaration of a dead block.
    private func firstWinner(of ruleSet: Int) -> Int {
        let declaration = file.syntax.ruleSets[ruleSet].declarations.lowerBound
        return file.syntax.declarations[file.declarationShadowedBy[declaration] ?? declaration].ruleSet
    }

    /// The later blocks that override declarations of a block, in file order (almost always one).
    private func winningBlocks(of ruleSet: Int) -> [Int] {
        var winning: [Int] = []
        for declaration in file.syntax.ruleSets[ruleSet].declarations {
            guard let winner = file.declarationShadowedBy[declaration] else { continue }
            let block = file.syntax.declarations[winner].ruleSet
            if !winning.contains(block) { winning.append(block) }
        }
        return winning.sorted()
    }

    /// The message and related information of a dead block, which `winning` override.
    private func text(ofDeadBlock index: Int, winning: [Int]) -> (String, [RelatedInformation]) {
        let ruleSet = file.syntax.ruleSets[index]
        var message = "every declaration of this block of "
        message.reserveCapacity(128)
        appendClasses(of: index, to: &message)
        message += winning.count == 1 ? " is overridden by a later block at line " : " is overridden by later blocks at lines "
        for (position, block) in winning.enumerated() {
            if position > 0 { message += position == winning.count - 1 ? " and " : ", " }
            message += String(file.lineNumber(file.syntax.ruleSets[block].range.start))
        }
        message += "; the block never takes effect"
        let related = winning.map { block in
            RelatedInformation(
                location: file.location(selectorsRange(of: block)),
                message: winning.count == 1 ? "this later block overrides all of them" : propertiesWon(by: block, from: ruleSet.declarations))
        }
        return (message, related)
    }

    /// Whether two dead blocks have the same properties in the same order, each overridden by the
    /// same block.
    private func sameWinners(_ first: Int, _ second: Int) -> Bool {
        let (one, other) = (file.syntax.ruleSets[first].declarations, file.syntax.ruleSets[second].declarations)
        let names = file.propertyNames.ids
        return one.count == other.count
            && zip(one, other).allSatisfy { names[$0] == names[$1] && winningBlock(of: $0) == winningBlock(of: $1) }
    }

    private func winningBlock(of declaration: Int) -> Int? {
        file.declarationShadowedBy[declaration].map { file.syntax.declarations[$0].ruleSet }
    }

    /// Whether two rule sets name the same classes in the same order.
    private func sameClasses(_ first: Int, _ second: Int) -> Bool {
        let (one, other) = (file.syntax.ruleSets[first].selectors, file.syntax.ruleSets[second].selectors)
        let names = file.selectorIDs
        return one.count == other.count && zip(one, other).allSatisfy { names[$0] == names[$1] }
    }

    /// Removes a dead block; `--fix` and "fix all" leave a block that holds a comment to the reader
    /// (the comment may say why the block is there).
    private func removal(of range: TextRange) -> Fix {
        let tokens = file.syntax.tokens
        let first = tokens.partitionPoint { Int($0.start) < range.start }
        let holdsComment = tokens[first...].prefix { Int($0.start) < range.end }.contains {
            $0.kind == .comment || $0.kind == .unterminatedComment || $0.kind == .lineComment
        }
        return Fix(
            title: "Remove the overridden block", path: file.path, edits: [.delete(file.deletionRange(for: range))], isPreferred: !holdsComment)
    }

    /// "this later block overrides `a`, `b`": the properties among `declarations` whose winner is in `block`.
    private func propertiesWon(by block: Int, from declarations: Range<Int>) -> String {
        var names: [String] = []
        for declaration in declarations {
            guard let winner = file.declarationShadowedBy[declaration], file.syntax.declarations[winner].ruleSet == block else { continue }
            let name = "`\(file.propertyNames[declaration])`"
            if !names.contains(name) { names.append(name) }
        }
        return "this later block overrides \(names.joined(separator: ", "))"
    }

    /// The class names of a rule set in backticks, separated by commas.
    private func appendClasses(of ruleSet: Int, to text: inout String) {
        for (position, selector) in file.syntax.ruleSets[ruleSet].selectors.enumerated() {
            text += position == 0 ? "`" : ", `"
            text += file.selectorNames[selector]
            text += "`"
        }
    }

    /// From a rule set's first selector to the end of its last; its opening brace when it has none.
    private func selectorsRange(of index: Int) -> TextRange {
        let ruleSet = file.syntax.ruleSets[index]
        guard let first = ruleSet.selectors.first, let last = ruleSet.selectors.last else {
            return ruleSet.openBrace ?? ruleSet.range
        }
        return TextRange(start: file.syntax.selectors[first].range.start, end: file.syntax.selectors[last].range.end)
    }
}
