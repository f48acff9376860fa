import SourceText

/// An error-tolerant recursive-descent parser for NUI 0.5 stylesheets. It reports what NUI would
/// reject and recovers so that one mistake costs one declaration, not the file.
struct NSSParser {
    let text: SourceText
    let tokens: [NSSToken]
    var position = 0
    var definitions: [NSSDefinition] = []
    var ruleSets: [NSSRuleSet] = []
    var selectors: [NSSSelector] = []
    var declarations: [NSSDeclaration] = []
    var mediaBlocks: [NSSMediaBlock] = []
    var problems: [NSSProblem] = []

    /// At-rules of CSS and its preprocessors that people write in `.nss` files; NUI knows none of them.
    static let foreignAtRules: Set<String> = [
        "@import", "@font-face", "@charset", "@supports", "@keyframes", "@namespace", "@page", "@include",
        "@mixin", "@extend", "@layer", "@container", "@define",
    ]

    static func parse(_ text: SourceText) -> NSSStylesheet {
        let (tokens, lexProblems, counts) = NSSLexer.tokenizeCounting(text.bytes)
        var parser = NSSParser(text: text, tokens: tokens)
        parser.ruleSets.reserveCapacity(counts.leftBraces)
        parser.selectors.reserveCapacity(counts.leftBraces)
        parser.declarations.reserveCapacity(counts.colonsInBraces)
        parser.definitions.reserveCapacity(counts.colonsOutsideBraces)
        let items = parser.parseItems(media: nil, reserving: counts.leftBraces + counts.colonsOutsideBraces)
        var problems = lexProblems
        problems.append(contentsOf: parser.problems)
        problems.sort { $0.range.start < $1.range.start }
        return NSSStylesheet(
            text: text, tokens: tokens, items: items.withoutLargeSlack(), definitions: parser.definitions.withoutLargeSlack(),
            ruleSets: parser.ruleSets.withoutLargeSlack(), selectors: parser.selectors.withoutLargeSlack(),
            declarations: parser.declarations.withoutLargeSlack(), mediaBlocks: parser.mediaBlocks,
            problems: problems)
    }

    // MARK: Token access

    /// Index of the first significant token at or after `index` (`tokens.count` when none).
    func nextSignificant(_ index: Int) -> Int {
        var index = index
        while index < tokens.count, tokens[index].kind.isTrivia { index += 1 }
        return index
    }

    func kind(_ index: Int) -> NSSTokenKind? { index < tokens.count ? tokens[index].kind : nil }

    func range(_ index: Int) -> TextRange { tokens[index].range }

    func string(_ index: Int) -> String { text[tokens[index].range] }

    /// The end of the significant token before `index`, or `fallback`.
    func endOfLastSignificant(before index: Int, fallback: Int) -> Int {
        var index = index - 1
        while index >= 0 {
            if !tokens[index].kind.isTrivia { return Int(tokens[index].end) }
            index -= 1
        }
        return fallback
    }

    mutating func report(_ code: NSSProblemCode, _ range: TextRange, _ message: String) {
        problems.append(NSSProblem(code: code, range: range, message: message + "; " + NSSProblem.consequence))
    }

    // MARK: Items

    /// The items up to the end, or up to the `}` of the `@media` block `media`; `reserving` estimates their count.
    mutating func parseItems(media: Int?, reserving estimate: Int = 0) -> [NSSItem] {
        var items: [NSSItem] = []
        items.reserveCapacity(estimate)
        while true {
            let index = nextSignificant(position)
            position = index
            guard index < tokens.count else { break }
            let token = tokens[index]
            switch token.kind {
            case .variable:
                items.append(parseDefinition(at: index, colon: nextSignificant(index + 1), media: media, insideRuleSet: false))
            case .mediaKeyword:
                if media != nil {
                    report(.nestedMedia, token.range, "`@media` blocks cannot be nested")
                }
                items.append(.media(parseMedia(at: index)))
            case .identifier, .andKeyword:
                items.append(parseRuleSetOrStrayDeclaration(at: index, media: media))
            case .rightBrace:
                if media != nil { return items }
                report(.unexpectedToken, token.range, "`}` closes nothing")
                items.append(.skipped(token.range))
                position = index + 1
            case .leftBrace:
                report(.missingSelector, token.range, "a rule set needs a class name before `{`")
                position = skipBlock(from: index)
                items.append(.skipped(TextRange(start: Int(token.start), end: endOfLastSignificant(before: position, fallback: Int(token.end)))))
            case .invalid, .quoted:
                items.append(.skipped(token.range))
                position = index + 1
            default:
                report(.unexpectedToken, token.range, "unexpected `\(string(index))`")
                items.append(.skipped(token.range))
                position = index + 1
            }
        }
        return items
    }

    /// `@name: value;`, or an at-rule NUI does not know (skipped). `colon` is the first significant
    /// token after the name.
    mutating func parseDefinition(at index: Int, colon: Int, media: Int?, insideRuleSet: Bool) -> NSSItem {
        let name = range(index)
        guard kind(colon) == .colon else {
            let nameText = string(index)
            if NSSParser.foreignAtRules.contains(nameText) {
                report(.unknownAtRule, name, "unknown at-rule `\(nameText)`: NUI has no at-rules besides `@media`")
            } else {
                report(.missingColon, name, "expected `:` after `\(nameText)`")
            }
            position = skipStatement(from: colon)
            return .skipped(TextRange(start: name.start, end: endOfLastSignificant(before: position, fallback: name.end)))
        }
        if insideRuleSet {
            report(.definitionInRuleSet, name, "`\(string(index))` is defined inside a rule set; definitions belong at the top level or directly in `@media`")
        }
        let (value, semicolon, end) = parseValueAndSemicolon(afterColon: colon, owner: index)
        definitions.append(
            NSSDefinition(
                name: name, colon: range(colon), value: value, semicolon: semicolon?.range,
                range: TextRange(start: name.start, end: Int(end)), media: media, isInsideRuleSet: insideRuleSet))
        return .definition(definitions.count - 1)
    }

    /// The value after `colon` and its `;` (a missing one is reported); moves past them. `end` is where
    /// the definition or declaration ends.
    @inline(__always)
    private mutating func parseValueAndSemicolon(afterColon colon: Int, owner index: Int) -> (value: NSSValue, semicolon: NSSToken?, end: Int32) {
        let (value, stop) = parseValue(afterColon: colon, owner: index)
        guard stop < tokens.count, tokens[stop].kind == .semicolon else {
            reportMissingSemicolon(after: value, colon: colon)
            position = stop
            return (value, nil, value.isEmpty ? tokens[colon].end : value.span.end)
        }
        position = stop + 1
        return (value, tokens[stop], tokens[stop].end)
    }

    mutating func reportMissingSemicolon(after value: NSSValue, colon: Int) {
        let at = value.isEmpty ? range(colon) : range(Int(value.endToken) - 1)
        let what = value.isEmpty ? "`:`" : "`\(text[at])`"
        report(.missingSemicolon, at, "expected `;` after \(what)")
    }

    /// The value after the colon at `colon`; returns it and the index of the token that ended it.
    @inline(__always)
    mutating func parseValue(afterColon colon: Int, owner: Int) -> (NSSValue, Int) {
        var first = -1
        var last = -1
        var reportedSecondColon = false
        var index = colon + 1
        scan: while true {
            // Skips the trivia before the next significant token, noting whether it holds a line break.
            var lineBreakBefore = false
            while index < tokens.count {
                let trivia = tokens[index].kind
                guard trivia.isTrivia else { break }
                if trivia == .newline { lineBreakBefore = true }
                index += 1
            }
            guard index < tokens.count else { break }
            switch tokens[index].kind {
            case .semicolon, .rightBrace, .leftBrace:
                break scan
            case .identifier, .variable, .mediaKeyword:
                // A name at the start of a new line followed by `:` or `{` begins the next statement:
                // the `;` before it is missing.
                if last >= 0, lineBreakBefore {
                    let next = kind(nextSignificant(index + 1))
                    if next == .colon || next == .leftBrace { break scan }
                }
            case .colon:
                if !reportedSecondColon {
                    reportedSecondColon = true
                    report(.secondColon, range(index), "a second `:` in the value of `\(string(owner))`")
                }
            default:
                break
            }
            if first < 0 { first = index }
            last = index
            index += 1
        }
        let value: NSSValue
        if first >= 0 {
            value = NSSValue(
                range: TextRange(start: Int(tokens[first].start), end: Int(tokens[last].end)),
                firstToken: Int32(first), endToken: Int32(last + 1), soleTokenKind: tokens[first].kind)
        } else {
            value = NSSValue(range: .empty(at: Int(tokens[colon].end)), firstToken: Int32(colon + 1), endToken: Int32(colon + 1))
            report(.emptyValue, range(colon), "`\(string(owner))` has no value")
        }
        return (value, index)
    }

    // MARK: Rule sets

    /// `start` is a name (`identifier` or `and`).
    mutating func parseRuleSetOrStrayDeclaration(at start: Int, media: Int?) -> NSSItem {
        // Find what ends the header: `{` makes it a rule set; `;`, `}` or the end make it a declaration
        // written outside any rule set (or a selector without a body).
        let afterFirstName = nextSignificant(start + 1)
        var brace = afterFirstName
        while brace < tokens.count {
            let kind = tokens[brace].kind
            if kind == .leftBrace || kind == .semicolon || kind == .rightBrace { break }
            brace = nextSignificant(brace + 1)
        }
        guard kind(brace) == .leftBrace else {
            if kind(afterFirstName) == .colon {
                report(.declarationOutsideRuleSet, range(start), "`\(string(start))` is declared outside a rule set")
            } else {
                report(.missingOpenBrace, range(start), "expected `{` after `\(string(start))`")
            }
            position = skipStatement(from: start)
            return .skipped(TextRange(start: Int(tokens[start].start), end: endOfLastSignificant(before: position, fallback: Int(tokens[start].end))))
        }
        let ruleIndex = ruleSets.count
        let firstSelector = selectors.count
        if brace == afterFirstName {
            // Most rule sets have one selector of one name.
            selectors.append(NSSSelector(name: tokens[start], ruleSet: ruleIndex))
        } else {
            parseSelectors(from: start, to: brace, ruleSet: ruleIndex)
        }
        let firstDeclaration = declarations.count
        position = brace + 1
        var closeBrace: NSSToken?
        body: while true {
            let index = nextSignificant(position)
            position = index
            guard index < tokens.count else {
                report(.missingCloseBrace, range(brace), "the rule set `\(selectorsText(from: start, to: brace))` is not closed with `}`")
                break body
            }
            switch tokens[index].kind {
            case .rightBrace:
                closeBrace = tokens[index]
                position = index + 1
                break body
            case .identifier, .andKeyword:
                let next = nextSignificant(index + 1)
                if kind(next) == .leftBrace || kind(next) == .comma {
                    report(.missingCloseBrace, range(brace), "the rule set `\(selectorsText(from: start, to: brace))` is not closed with `}` before `\(string(index))`")
                    break body
                }
                parseDeclaration(at: index, colon: next, ruleSet: ruleIndex)
            case .variable:
                let colon = nextSignificant(index + 1)
                if kind(colon) == .colon {
                    _ = parseDefinition(at: index, colon: colon, media: media, insideRuleSet: true)
                } else {
                    report(.unexpectedToken, range(index), "unexpected `\(string(index))` in a rule set")
                    position = index + 1
                }
            case .mediaKeyword:
                report(.missingCloseBrace, range(brace), "the rule set `\(selectorsText(from: start, to: brace))` is not closed with `}` before `@media`")
                break body
            case .leftBrace:
                report(.unexpectedToken, range(index), "rule sets cannot be nested")
                position = skipBlock(from: index)
            case .invalid, .quoted:
                position = index + 1
            default:
                report(.unexpectedToken, range(index), "unexpected `\(string(index))` in a rule set")
                position = index + 1
            }
        }
        let end = closeBrace?.end ?? Int32(truncatingIfNeeded: endOfLastSignificant(before: position, fallback: Int(tokens[brace].end)))
        ruleSets.append(
            NSSRuleSet(
                selectors: firstSelector..<selectors.count, openBrace: tokens[brace], declarations: firstDeclaration..<declarations.count,
                closeBrace: closeBrace, start: tokens[start].start, end: end, media: media.map { Int32(truncatingIfNeeded: $0) } ?? -1))
        return .ruleSet(ruleIndex)
    }

    /// The text of the selectors between `start` and the `{` at `brace`, for messages.
    func selectorsText(from start: Int, to brace: Int) -> String {
        text[TextRange(start: Int(tokens[start].start), end: endOfLastSignificant(before: brace, fallback: Int(tokens[start].end)))]
    }

    /// `A, B:C, D` between `start` and the `{` at `brace`.
    mutating func parseSelectors(from start: Int, to brace: Int, ruleSet: Int) {
        var selectorStart = -1
        var selectorEnd = -1
        var nameToken = -1
        var sawColon = false
        var sawSpace = false
        var expectingName = true
        func finish(_ parser: inout NSSParser) {
            guard selectorStart >= 0 else { return }
            let whole = TextRange(start: Int(parser.tokens[selectorStart].start), end: Int(parser.tokens[selectorEnd].end))
            let name = nameToken >= 0 ? parser.range(nameToken) : whole
            parser.selectors.append(NSSSelector(range: whole, name: name, ruleSet: ruleSet))
            if sawColon {
                parser.report(
                    .selectorWithColon, whole,
                    "selector `\(parser.text[whole])` has `:`; NUI 0.5 accepts one class name per selector (NUI 0.4 read it as `\(parser.text[name])`)")
            } else if sawSpace {
                parser.report(.selectorWithSpace, whole, "selector `\(parser.text[whole])` is not one class name; NUI has no descendant selectors")
            }
            selectorStart = -1
            nameToken = -1
            sawColon = false
            sawSpace = false
        }
        var index = start
        while index < brace {
            let kind = tokens[index].kind
            switch kind {
            case .comma:
                if selectorStart < 0 {
                    report(.missingSelector, range(index), "a class name is missing before `,`")
                }
                finish(&self)
                expectingName = true
            case .colon:
                if selectorStart < 0 { selectorStart = index }
                selectorEnd = index
                sawColon = true
                expectingName = true
            default:
                if selectorStart < 0 {
                    selectorStart = index
                } else if !expectingName {
                    sawSpace = true
                }
                selectorEnd = index
                if kind == .identifier || kind == .andKeyword { nameToken = index }
                if kind != .invalid && kind != .quoted && kind != .identifier && kind != .andKeyword {
                    report(.unexpectedToken, range(index), "unexpected `\(string(index))` in a selector")
                }
                expectingName = false
            }
            index = nextSignificant(index + 1)
        }
        if selectorStart < 0 {
            report(.missingSelector, range(brace), "a class name is missing before `{`")
        }
        finish(&self)
    }

    /// `property: value;`; `colon` is the first significant token after the property.
    mutating func parseDeclaration(at index: Int, colon: Int, ruleSet: Int) {
        guard kind(colon) == .colon else {
            let property = range(index)
            report(.missingColon, property, "expected `:` after `\(string(index))`")
            position = skipStatement(from: colon, stopAtRightBrace: true)
            let end = endOfLastSignificant(before: position, fallback: property.end)
            declarations.append(
                NSSDeclaration(
                    property: property, colon: nil,
                    value: NSSValue(range: .empty(at: property.end), firstToken: Int32(index + 1), endToken: Int32(index + 1)),
                    semicolon: nil, range: TextRange(start: property.start, end: max(end, property.end)), ruleSet: ruleSet))
            return
        }
        let (value, semicolon, end) = parseValueAndSemicolon(afterColon: colon, owner: index)
        declarations.append(NSSDeclaration(property: tokens[index], colon: tokens[colon], value: value, semicolon: semicolon, end: end, ruleSet: ruleSet))
    }

    // MARK: @media

    mutating func parseMedia(at index: Int) -> Int {
        let keyword = range(index)
        var options: [NSSMediaOption] = []
        var cursor = nextSignificant(index + 1)
        while kind(cursor) == .leftParen {
            let open = cursor
            var key: TextRange?
            var value: TextRange?
            var well = true
            var part = nextSignificant(open + 1)
            if kind(part) == .identifier { key = range(part); part = nextSignificant(part + 1) } else { well = false }
            if kind(part) == .colon { part = nextSignificant(part + 1) } else { well = false }
            if kind(part) == .identifier || kind(part) == .andKeyword { value = range(part); part = nextSignificant(part + 1) } else { well = false }
            // Find the `)` even after a malformed option.
            while part < tokens.count, tokens[part].kind != .rightParen, tokens[part].kind != .leftBrace, tokens[part].kind != .semicolon {
                well = false
                part = nextSignificant(part + 1)
            }
            let closed = kind(part) == .rightParen
            let end = closed ? Int(tokens[part].end) : endOfLastSignificant(before: part, fallback: Int(tokens[open].end))
            let optionRange = TextRange(start: Int(tokens[open].start), end: end)
            if !well || !closed {
                report(.malformedMedia, optionRange, "a `@media` option is written `(device:ipad)` or `(orientation:landscape)`")
            }
            options.append(NSSMediaOption(range: optionRange, key: key, value: value))
            cursor = closed ? nextSignificant(part + 1) : part
            if kind(cursor) == .andKeyword {
                cursor = nextSignificant(cursor + 1)
                if kind(cursor) != .leftParen {
                    report(.malformedMedia, keyword, "`and` must be followed by a `(key:value)` option")
                }
            } else {
                break
            }
        }
        if options.isEmpty {
            report(.malformedMedia, keyword, "`@media` needs at least one `(key:value)` option")
        }
        if kind(cursor) != .leftBrace, !options.isEmpty || cursor > index + 1 {
            // Skip what cannot be an option up to the block, reported once above or below.
            var scan = cursor
            while scan < tokens.count, ![.leftBrace, .semicolon, .rightBrace].contains(tokens[scan].kind) { scan += 1 }
            if kind(scan) == .leftBrace {
                if !options.isEmpty { report(.malformedMedia, range(cursor), "unexpected `\(string(cursor))` in the `@media` options") }
                cursor = scan
            }
        }
        let mediaIndex = mediaBlocks.count
        mediaBlocks.append(NSSMediaBlock(keyword: keyword, options: options, openBrace: nil, items: [], closeBrace: nil, range: keyword))
        guard kind(cursor) == .leftBrace else {
            report(.missingOpenBrace, keyword, "expected `{` after the `@media` options")
            position = skipStatement(from: cursor)
            mediaBlocks[mediaIndex].range = TextRange(start: keyword.start, end: endOfLastSignificant(before: position, fallback: keyword.end))
            return mediaIndex
        }
        let openBrace = range(cursor)
        position = cursor + 1
        let items = parseItems(media: mediaIndex)
        var closeBrace: TextRange?
        let close = nextSignificant(position)
        if kind(close) == .rightBrace {
            closeBrace = range(close)
            position = close + 1
        } else {
            report(.missingCloseBrace, openBrace, "the `@media` block is not closed with `}`")
        }
        let end = closeBrace?.end ?? endOfLastSignificant(before: position, fallback: openBrace.end)
        mediaBlocks[mediaIndex].openBrace = openBrace
        mediaBlocks[mediaIndex].items = items
        mediaBlocks[mediaIndex].closeBrace = closeBrace
        mediaBlocks[mediaIndex].range = TextRange(start: keyword.start, end: end)
        return mediaIndex
    }

    // MARK: Recovery

    /// Index after the `}` matching the `{` at `open` (or the end).
    func skipBlock(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return index
    }

    /// Skips to after the next `;`, or after a `{ … }` block; stops before a `}` (which closes an
    /// enclosing block) and, when `stopAtRightBrace` is false, consumes nothing more.
    func skipStatement(from start: Int, stopAtRightBrace: Bool = true) -> Int {
        var index = start
        while index < tokens.count {
            switch tokens[index].kind {
            case .semicolon: return index + 1
            case .leftBrace: return skipBlock(from: index)
            case .rightBrace: return index
            default: index += 1
            }
        }
        return index
    }
}
