import DesignTokens
import SourceText

extension WorkspaceIndex {
    func tokenCompletions(path: String, offset: Int, statistics: CompletionStatistics?) -> CompletionAnswer {
        guard let file = tokens.files[path] else { return CompletionAnswer() }
        let text = file.document.text
        guard let string = JSONStringAtCursor(text: text, offset: offset) else { return CompletionAnswer() }
        let typed = text[TextRange(start: string.contentStart, end: offset)]
        // Inside `{…` of a reference.
        if let brace = typed.utf8.lastIndex(of: UInt8(ascii: "{")), !typed[brace...].contains("}") {
            let nameStart = string.contentStart + typed.utf8.distance(from: typed.utf8.startIndex, to: brace) + 1
            var nameEnd = offset
            while nameEnd < text.bytes.count, TypedWord.isNameByte(text.bytes[nameEnd]) { nameEnd += 1 }
            let replacing = TextRange(start: nameStart, end: nameEnd)
            let prefix = text[TextRange(start: nameStart, end: offset)]
            let expected = enclosingTokenType(file, offset: offset)
            return CompletionRanking(prefix: prefix) { statistics?.tokenReferences[$0] ?? 0 }.rank(referenceCandidates(expectedType: expected, replacing: replacing, excluding: enclosingTokenName(file, offset: offset)))
        }
        let word = TypedWord(in: text, at: offset, isWordByte: TypedWord.isNameByte)
        let ranking = CompletionRanking(prefix: word.prefix)
        switch string.role {
        case .key:
            let keys: [(String, String)] = [
                ("$value", "the token's value"), ("$type", "the token's type (inherited by a group's tokens)"),
                ("$description", "what the token is for"), ("$deprecated", "true, or why the token is deprecated"),
                ("$extensions", "vendor data"), ("$extends", "a group this group inherits (`{group}`)"),
                ("$root", "the token of a group that carries the group's own name"), ("$schema", "the format's schema URL"),
            ]
            guard word.prefix.isEmpty || word.prefix.hasPrefix("$") else { return CompletionAnswer() }
            return ranking.rank(keys.map { CompletionCandidate(label: $0.0, kind: .tokenKey, detail: $0.1, replacing: word.range) })
        case .value(let key):
            guard key == "$type" || key == "type" else { return CompletionAnswer() }
            return ranking.rank(TokenType.dtcgTypes.map { CompletionCandidate(label: $0, kind: .value, detail: "DTCG type", replacing: word.range) })
        }
    }

    /// Every token a reference can name; only colour tokens where a colour is expected.
    private func referenceCandidates(expectedType: String?, replacing: TextRange, excluding: String?) -> [CompletionCandidate] {
        var candidates: [CompletionCandidate] = []
        for name in tokens.names where name != excluding {
            let resolution = tokens.graph.anyResolution(name)
            if let expectedType, TokenType.canonical(resolution?.type ?? "") != TokenType.canonical(expectedType) { continue }
            let isColor = resolution?.color != nil
            candidates.append(
                CompletionCandidate(
                    label: name, kind: isColor ? .color : .token, detail: resolution?.value ?? resolution?.type, replacing: replacing,
                    color: resolution?.color))
        }
        return candidates
    }

    /// The innermost token whose member contains `offset`.
    func enclosingToken(_ file: TokenFile, offset: Int) -> DesignToken? {
        file.tokens.filter { $0.range.touches(offset) }.min { $0.range.length < $1.range.length }
    }

    private func enclosingTokenType(_ file: TokenFile, offset: Int) -> String? {
        guard let token = enclosingToken(file, offset: offset) else { return nil }
        return token.declaredType
    }

    private func enclosingTokenName(_ file: TokenFile, offset: Int) -> String? {
        enclosingToken(file, offset: offset)?.name
    }
}

/// The JSON string the cursor is in, found lexically on the cursor's line (so that a string still
/// being typed, without its closing quote, counts).
struct JSONStringAtCursor {
    enum Role: Equatable {
        case key
        /// The value of the member named `key`.
        case value(key: String)
    }

    /// Just after the opening quote.
    var contentStart: Int
    var role: Role

    init?(text: SourceText, offset: Int) {
        let bytes = text.bytes
        let lineStart = text.lineStarts[text.line(containing: offset)]
        var quote: Int?
        var inString = false
        var index = lineStart
        while index < offset {
            let byte = bytes[index]
            if inString, byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString.toggle()
                if inString { quote = index }
            }
            index += 1
        }
        guard inString, let quote else { return nil }
        contentStart = quote + 1
        var before = quote - 1
        while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 || bytes[before] == 0x0A || bytes[before] == 0x0D { before -= 1 }
        guard before >= 0, bytes[before] == UInt8(ascii: ":") else {
            role = .key
            return
        }
        // The key before the colon: `"key" :`.
        var keyEnd = before - 1
        while keyEnd >= 0, bytes[keyEnd] == 0x20 || bytes[keyEnd] == 0x09 { keyEnd -= 1 }
        guard keyEnd > 0, bytes[keyEnd] == UInt8(ascii: "\"") else {
            role = .value(key: "")
            return
        }
        var keyStart = keyEnd - 1
        while keyStart >= 0, bytes[keyStart] != UInt8(ascii: "\"") { keyStart -= 1 }
        role = .value(key: keyStart >= 0 ? text[TextRange(start: keyStart + 1, end: keyEnd)] : "")
    }
}
