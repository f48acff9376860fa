import SourceText

// Re-parsing one rule set instead of the whole file. A keystroke inside a rule set's braces changes
// only that rule set's tokens and nodes, unless it changes where the rule set ends (a brace, a comment
// or a quote that swallows the `}`); then the file is parsed again. The lexer starts every token
// afresh and the parser reads nothing past a rule set's `}` while parsing it, so the text before the
// rule set and after its `}` parses as before, moved by the edit's change of length.

extension NSSStylesheet {
    /// This stylesheet's parse of `text`, made by re-parsing only the rule set the edit lies in: the
    /// same as `NSSStylesheet(text)`, or nil when the difference from this stylesheet's text is not
    /// confined to the inside of one closed rule set.
    package func splicing(_ text: SourceText) -> NSSStylesheet? { splice(into: text)?.stylesheet }

    /// The same, with what changed.
    package func splice(into text: SourceText) -> RuleSetSplice? {
        let edit = TextDifference(from: self.text.bytes, to: text.bytes)
        guard let ruleSetIndex = ruleSetHolding(oldStart: edit.start, oldEnd: edit.oldEnd) else { return nil }
        let old = ruleSets[ruleSetIndex]
        let delta = edit.newEnd - edit.oldEnd
        let start = old.range.start
        let end = old.range.end + delta
        guard let reparsed = NSSStylesheet.parseRuleSet(in: text, from: start, to: end, media: old.media) else { return nil }
        let stylesheet = spliced(reparsed, replacing: ruleSetIndex, into: text, delta: delta)
        let firstDefinitionAfter = definitions.partitionPoint(where: { $0.range.start < old.range.end })
        return RuleSetSplice(
            stylesheet: stylesheet, ruleSet: ruleSetIndex, delta: delta, oldDeclarations: old.declarations, newDeclarations: stylesheet.ruleSets[ruleSetIndex].declarations,
            firstDefinitionAfter: firstDefinitionAfter,
            definitionShift: stylesheet.definitions.count - definitions.count)
    }

    /// The closed rule set whose braces enclose every byte in which `text` differs from this
    /// stylesheet's text, and how many bytes the edit adds, when `splice(into: text)` succeeds: then
    /// every node of `text`'s parse outside those braces is this stylesheet's, moved by `delta` after
    /// them. The rule set alone is parsed again, nothing is spliced.
    package func editedRuleSetBody(in text: SourceText) -> (ruleSet: Int, delta: Int)? {
        let edit = TextDifference(from: self.text.bytes, to: text.bytes)
        guard let ruleSetIndex = ruleSetHolding(oldStart: edit.start, oldEnd: edit.oldEnd) else { return nil }
        let old = ruleSets[ruleSetIndex]
        let delta = edit.newEnd - edit.oldEnd
        guard NSSStylesheet.parseRuleSet(in: text, from: old.range.start, to: old.range.end + delta, media: old.media) != nil else { return nil }
        return (ruleSetIndex, delta)
    }

    /// The closed rule set whose braces enclose the old bytes `oldStart..<oldEnd` (strictly inside).
    private func ruleSetHolding(oldStart: Int, oldEnd: Int) -> Int? {
        // Rule sets are in file order and do not nest.
        let after = ruleSets.partitionPoint(where: { $0.range.start <= oldStart })
        guard after > 0 else { return nil }
        let ruleSet = ruleSets[after - 1]
        guard let open = ruleSet.openBrace, let close = ruleSet.closeBrace, open.end <= oldStart, oldEnd <= close.start else { return nil }
        return after - 1
    }

    /// One rule set parsed alone from the bytes `start..<end` of `text` (its first selector to its
    /// `}`), or nil unless those bytes are exactly one rule set closed by the last byte.
    private static func parseRuleSet(in text: SourceText, from start: Int, to end: Int, media: Int?) -> ParsedRuleSet? {
        guard start < end, end <= text.count else { return nil }
        var (tokens, lexProblems) = NSSLexer.tokenize(Array(text.bytes[start..<end]))
        let offset = Int32(truncatingIfNeeded: start)
        for index in tokens.indices {
            tokens[index].start += offset
            tokens[index].end += offset
        }
        guard let first = tokens.first, first.kind == .identifier || first.kind == .andKeyword else { return nil }
        var parser = NSSParser(text: text, tokens: tokens)
        let item = parser.parseRuleSetOrStrayDeclaration(at: 0, media: media)
        guard case .ruleSet = item, parser.position == tokens.count, parser.ruleSets.count == 1, parser.mediaBlocks.isEmpty,
            let close = parser.ruleSets[0].closeBrace, close.end == end
        else { return nil }
        var problems = lexProblems.map { problem in
            var moved = problem
            moved.range = problem.range.shifted(by: start)
            return moved
        }
        problems += parser.problems
        problems.sort { $0.range.start < $1.range.start }
        return ParsedRuleSet(
            tokens: tokens, ruleSet: parser.ruleSets[0], selectors: parser.selectors, declarations: parser.declarations,
            definitions: parser.definitions, problems: problems)
    }

    /// This stylesheet with rule set `index` replaced by `reparsed` and everything after it moved by
    /// `delta` bytes (and by the change in the number of tokens, declarations, selectors and definitions).
    private func spliced(_ reparsed: ParsedRuleSet, replacing index: Int, into text: SourceText, delta: Int) -> NSSStylesheet {
        let old = ruleSets[index]
        let oldRange = old.range
        let firstToken = tokens.partitionPoint(where: { $0.start < Int32(truncatingIfNeeded: oldRange.start) })
        let endToken = tokens.partitionPoint(where: { $0.start < Int32(truncatingIfNeeded: oldRange.end) })
        let firstDefinition = definitions.partitionPoint(where: { $0.range.start < oldRange.start })
        let endDefinition = definitions.partitionPoint(where: { $0.range.start < oldRange.end })
        let shift = Shift(
            bytes: Int32(truncatingIfNeeded: delta),
            tokens: Int32(reparsed.tokens.count - (endToken - firstToken)),
            definitions: reparsed.definitions.count - (endDefinition - firstDefinition),
            firstMovedDefinition: endDefinition,
            after: Int32(truncatingIfNeeded: oldRange.end))
        let tokenBase = Int32(truncatingIfNeeded: firstToken)
        let selectorBase = old.selectors.lowerBound
        let declarationBase = old.declarations.lowerBound
        let selectorShift = reparsed.selectors.count - old.selectors.count
        let declarationShift = reparsed.declarations.count - old.declarations.count

        // Each array: the nodes before the rule set, the rule set's, then the ones after it, copied
        // whole and moved in place (a 1 MB sheet has some 250,000 tokens).
        var newTokens = Array(tokens[..<firstToken])
        newTokens.reserveCapacity(tokens.count + Int(shift.tokens))
        newTokens += reparsed.tokens
        newTokens.appendMoved(tokens[endToken...]) { token in
            token.start += shift.bytes
            token.end += shift.bytes
        }

        var newSelectors = Array(selectors[..<selectorBase])
        for var selector in reparsed.selectors {
            selector.ruleSetIndex = Int32(truncatingIfNeeded: index)
            newSelectors.append(selector)
        }
        newSelectors.appendMoved(selectors[old.selectors.upperBound...]) { $0 = shift.moved($0) }

        var newDeclarations = Array(declarations[..<declarationBase])
        newDeclarations.reserveCapacity(declarations.count + reparsed.declarations.count - old.declarations.count)
        for var declaration in reparsed.declarations {
            declaration.ruleSetIndex = Int32(truncatingIfNeeded: index)
            declaration.value.moveTokens(by: tokenBase)
            newDeclarations.append(declaration)
        }
        newDeclarations.appendMoved(declarations[old.declarations.upperBound...]) { $0 = shift.moved($0) }

        var newDefinitions = Array(definitions[..<firstDefinition])
        for var definition in reparsed.definitions {
            definition.value.moveTokens(by: tokenBase)
            newDefinitions.append(definition)
        }
        newDefinitions.appendMoved(definitions[endDefinition...]) { $0 = shift.moved($0) }

        var newRuleSets = Array(ruleSets[..<index])
        var replacement = reparsed.ruleSet
        replacement.firstSelector = Int32(truncatingIfNeeded: selectorBase)
        replacement.endSelector = Int32(truncatingIfNeeded: selectorBase + reparsed.selectors.count)
        replacement.firstDeclaration = Int32(truncatingIfNeeded: declarationBase)
        replacement.endDeclaration = Int32(truncatingIfNeeded: declarationBase + reparsed.declarations.count)
        newRuleSets.append(replacement)
        newRuleSets.appendMoved(ruleSets[(index + 1)...]) { ruleSet in
            ruleSet = shift.moved(ruleSet)
            ruleSet.firstSelector += Int32(truncatingIfNeeded: selectorShift)
            ruleSet.endSelector += Int32(truncatingIfNeeded: selectorShift)
            ruleSet.firstDeclaration += Int32(truncatingIfNeeded: declarationShift)
            ruleSet.endDeclaration += Int32(truncatingIfNeeded: declarationShift)
        }

        let firstProblem = problems.partitionPoint(where: { $0.range.start < oldRange.start })
        let endProblem = problems.partitionPoint(where: { $0.range.start < oldRange.end })
        var newProblems = Array(problems[..<firstProblem])
        newProblems += reparsed.problems
        for problem in problems[endProblem...] { newProblems.append(shift.moved(problem)) }

        return NSSStylesheet(
            text: text, tokens: newTokens, items: items.map(shift.moved), definitions: newDefinitions, ruleSets: newRuleSets,
            selectors: newSelectors, declarations: newDeclarations, mediaBlocks: mediaBlocks.map(shift.moved), problems: newProblems)
    }
}

/// A stylesheet made by re-parsing one rule set of an earlier one: the rule set's declarations were
/// `oldDeclarations` and are `newDeclarations`; the nodes before and after it are the earlier ones,
/// definitions from `firstDefinitionAfter` on (in the earlier numbering) renumbered by
/// `definitionShift` (the rule set's own definitions, inside its braces, are never variables).
package struct RuleSetSplice: Sendable {
    package var stylesheet: NSSStylesheet
    /// The re-parsed rule set's index, and how many bytes the edit added.
    package var ruleSet: Int
    package var delta: Int
    package var oldDeclarations: Range<Int>
    package var newDeclarations: Range<Int>
    package var firstDefinitionAfter: Int
    package var definitionShift: Int
}

/// A rule set parsed alone: its nodes with offsets in the whole text, token and node indices from 0.
private struct ParsedRuleSet {
    var tokens: [NSSToken]
    var ruleSet: NSSRuleSet
    var selectors: [NSSSelector]
    var declarations: [NSSDeclaration]
    var definitions: [NSSDefinition]
    var problems: [NSSProblem]
}

/// Where two texts differ: the bytes `start..<oldEnd` of the old one became `start..<newEnd`.
struct TextDifference {
    var start: Int
    var oldEnd: Int
    var newEnd: Int

    init(from old: [UInt8], to new: [UInt8]) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        var suffix = 0
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                // Eight bytes at a time, then byte by byte: the texts are the same but for a few bytes.
                let (oldBytes, newBytes) = (UnsafeRawPointer(old.baseAddress), UnsafeRawPointer(new.baseAddress))
                if let oldBytes, let newBytes {
                    while prefix + 8 <= shorter,
                        oldBytes.loadUnaligned(fromByteOffset: prefix, as: UInt64.self) == newBytes.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
                    {
                        prefix += 8
                    }
                }
                while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
                if let oldBytes, let newBytes {
                    while suffix + 8 <= shorter - prefix,
                        oldBytes.loadUnaligned(fromByteOffset: old.count - suffix - 8, as: UInt64.self)
                            == newBytes.loadUnaligned(fromByteOffset: new.count - suffix - 8, as: UInt64.self)
                    {
                        suffix += 8
                    }
                }
                while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            }
        }
        start = prefix
        oldEnd = old.count - suffix
        newEnd = new.count - suffix
    }
}

/// Moves what lies after an edited rule set: offsets by `bytes`, token indices by `tokens`,
/// definition indices by `definitions`. Nodes that start before `after` stay (the rule set's
/// enclosing `@media` block has its end moved only).
private struct Shift {
    var bytes: Int32
    var tokens: Int32
    var definitions: Int
    /// Definitions from this index on (in the old numbering) lie after the edited rule set.
    var firstMovedDefinition: Int
    var after: Int32

    func moved(_ span: NSSSpan) -> NSSSpan {
        span.start < after ? span : NSSSpan(start: span.start + bytes, end: span.end + bytes)
    }

    func moved(_ range: TextRange) -> TextRange {
        range.start < Int(after) ? range : range.shifted(by: Int(bytes))
    }

    func moved(_ value: NSSValue) -> NSSValue {
        var moved = value
        moved.span = self.moved(value.span)
        moved.moveTokens(by: tokens)
        return moved
    }

    func moved(_ selector: NSSSelector) -> NSSSelector {
        var moved = selector
        moved.wholeSpan = self.moved(selector.wholeSpan)
        moved.nameSpan = self.moved(selector.nameSpan)
        return moved
    }

    func moved(_ declaration: NSSDeclaration) -> NSSDeclaration {
        var moved = declaration
        moved.propertySpan = self.moved(declaration.propertySpan)
        moved.colonSpan = self.moved(declaration.colonSpan)
        moved.value = self.moved(declaration.value)
        moved.semicolonSpan = self.moved(declaration.semicolonSpan)
        moved.wholeSpan = self.moved(declaration.wholeSpan)
        return moved
    }

    func moved(_ definition: NSSDefinition) -> NSSDefinition {
        var moved = definition
        moved.nameSpan = self.moved(definition.nameSpan)
        moved.colonSpan = self.moved(definition.colonSpan)
        moved.value = self.moved(definition.value)
        moved.semicolonSpan = self.moved(definition.semicolonSpan)
        moved.wholeSpan = self.moved(definition.wholeSpan)
        return moved
    }

    func moved(_ ruleSet: NSSRuleSet) -> NSSRuleSet {
        var moved = ruleSet
        moved.openBraceSpan = self.moved(ruleSet.openBraceSpan)
        moved.closeBraceSpan = self.moved(ruleSet.closeBraceSpan)
        moved.wholeSpan = self.moved(ruleSet.wholeSpan)
        return moved
    }

    func moved(_ problem: NSSProblem) -> NSSProblem {
        var moved = problem
        moved.range = self.moved(problem.range)
        return moved
    }

    func moved(_ item: NSSItem) -> NSSItem {
        switch item {
        case .definition(let index): index < firstMovedDefinition ? item : .definition(index + definitions)
        case .skipped(let range): .skipped(moved(range))
        case .ruleSet, .media: item
        }
    }

    func moved(_ block: NSSMediaBlock) -> NSSMediaBlock {
        var moved = block
        moved.keyword = self.moved(block.keyword)
        moved.options = block.options.map { option in
            NSSMediaOption(range: self.moved(option.range), key: option.key.map(self.moved), value: option.value.map(self.moved))
        }
        moved.openBrace = block.openBrace.map(self.moved)
        moved.items = block.items.map(self.moved)
        moved.closeBrace = block.closeBrace.map(self.moved)
        // A block holding the edited rule set ends later.
        moved.range =
            block.range.start < Int(after) && block.range.end >= Int(after)
            ? TextRange(start: block.range.start, end: block.range.end + Int(bytes)) : self.moved(block.range)
        return moved
    }
}

extension Array {
    /// Appends `elements`, each changed by `move` where it lies in this array.
    fileprivate mutating func appendMoved(_ elements: ArraySlice<Element>, _ move: (inout Element) -> Void) {
        let start = count
        append(contentsOf: elements)
        withUnsafeMutableBufferPointer { buffer in
            for position in start..<buffer.count { move(&buffer[position]) }
        }
    }
}

extension NSSValue {
    mutating func moveTokens(by count: Int32) {
        firstToken += count
        endToken += count
    }
}

extension TextRange {
    func shifted(by delta: Int) -> TextRange { TextRange(start: start + delta, end: end + delta) }
}
