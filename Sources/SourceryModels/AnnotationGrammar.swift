import SourceText

/// Sourcery's key/value grammar for the text after `sourcery:`, over the file's bytes so that every
/// key and value keeps its exact range.
///
/// 1. The text is split on `,`, except inside `<[({ … })]>` (counted everywhere, quotes included) and
///    inside double quotes. Single quotes do not protect commas.
/// 2. In the first piece only, `:` outside quotes introduces namespaces.
/// 3. Each piece splits on `=` outside double quotes; the key is the first part, the value the last.
/// 4. No value → flag; a number → number; otherwise one pair of quotes is removed and a JSON array or
///    object becomes an array or dictionary; anything else stays a string.
package enum AnnotationGrammar {
    package static func parse(
        _ bytes: [UInt8], in content: TextRange, version: SourceryVersion
    ) -> (annotations: [Annotation], traps: [ParseTrap]) {
        var strings = StringTable()
        return parse(bytes, in: content, version: version, strings: &strings)
    }

    /// Keys and string values come from `strings`, shared by a file's comments.
    static func parse(
        _ bytes: [UInt8], in content: TextRange, version: SourceryVersion, strings: inout StringTable
    ) -> (annotations: [Annotation], traps: [ParseTrap]) {
        var traps: [ParseTrap] = []
        let trimmed = trim(bytes, content)
        guard !trimmed.isEmpty else { return ([], []) }
        var pieces = AnnotationPieceReader(bytes, trimmed)
        var annotations: [Annotation] = []
        var namespaces: [String] = []
        var isFirstPiece = true
        while let found = pieces.next() {
            var piece = trim(bytes, found.range)
            var equalSigns = found.equalSigns
            if isFirstPiece, found.hasColon {
                let parts = split(bytes, piece, on: UInt8(ascii: ":"), protectSingleQuotes: true)
                if parts.count > 1 {
                    namespaces = parts.dropLast().map { text(bytes, trim(bytes, $0)) }
                    piece = trim(bytes, parts.last!)
                    equalSigns = equalSignParts(bytes, piece)
                    let namespaceText = TextRange(start: trimmed.start, end: parts[parts.count - 2].end)
                    if contains(bytes, namespaceText, anyOf: "=([{<\"") {
                        traps.append(colonTrap(bytes, firstPiece: trim(bytes, found.range)))
                    }
                }
            }
            isFirstPiece = false
            if let annotation = annotation(
                bytes, piece, equalSigns, isASCII: found.isASCII, namespaces: namespaces, version: version, strings: &strings,
                traps: &traps) {
                // Room for every piece when the first is followed by others (commas inside brackets or
                // quotes count too, so this may be a little more than needed).
                if annotations.isEmpty {
                    annotations.reserveCapacity(found.endsAtComma ? count(UInt8(ascii: ","), in: bytes, trimmed) + 1 : 1)
                }
                annotations.append(annotation)
            }
            if found.hasSingleQuote,
                let trap = singleQuoteTrap(bytes, piece: piece, hasMorePieces: found.endsAtComma, contentEnd: trimmed.end)
            {
                traps.append(trap)
            }
        }
        let unclosed = pieces.unclosedTraps()
        if !unclosed.isEmpty { traps.insert(contentsOf: unclosed, at: 0) }
        if let closing = firstOffset(of: "*/", in: bytes, trimmed) {
            traps.append(ParseTrap(kind: .closingCommentInText, range: TextRange(start: closing, end: closing + 2)))
        }
        return (annotations, traps)
    }

    // MARK: Pieces

    private static func annotation(
        _ bytes: [UInt8], _ piece: TextRange, _ parts: AnnotationPieceReader.EqualSigns, isASCII: Bool, namespaces: [String],
        version: SourceryVersion, strings: inout StringTable, traps: inout [ParseTrap]
    ) -> Annotation? {
        let keyRange = trim(bytes, TextRange(start: piece.start, end: min(parts.firstEnd, piece.end)))
        guard !keyRange.isEmpty else { return nil }
        let key = strings.string(bytes, keyRange)
        let valueRange = trim(bytes, TextRange(start: max(parts.lastStart, piece.start), end: piece.end))
        guard parts.count > 1, !valueRange.isEmpty else {
            return Annotation(
                key: key, namespaces: namespaces, value: .flag, keyRange: keyRange,
                valueRange: parts.count > 1 ? valueRange : nil, range: piece)
        }
        if parts.count > 2 {
            let afterFirst = trim(bytes, TextRange(start: parts.firstEnd + 1, end: piece.end))
            let written = text(bytes, afterFirst)
            traps.append(
                ParseTrap(
                    kind: .equalSignInValue, range: afterFirst,
                    replacement: written.contains("\"") ? nil : "\"\(written)\""))
        }
        return Annotation(
            key: key, namespaces: namespaces,
            value: value(bytes, valueRange, isASCII: isASCII, version: version, strings: &strings), keyRange: keyRange,
            valueRange: valueRange, range: piece, hadSeveralEqualSigns: parts.count > 2)
    }

    /// Sourcery's typing of the value written at `range` (already trimmed), read from the bytes. Only
    /// ASCII text is read byte-wise; other text goes through ``value(_:version:)``, which compares
    /// characters (a quote followed by a combining mark is not a quote there).
    /// `isASCII` says that the value's piece is ASCII (else the value is checked).
    static func value(
        _ bytes: [UInt8], _ range: TextRange, isASCII pieceIsASCII: Bool, version: SourceryVersion, strings: inout StringTable
    ) -> AnnotationValue {
        guard pieceIsASCII || isASCII(bytes, range) else { return value(text(bytes, range), version: version) }
        if mayBeNumber(bytes[range.start]), let number = number(text(bytes, range), version: version) { return .number(number) }
        var unquoted = range
        if range.length >= 2 {
            let first = bytes[range.start]
            let last = bytes[range.end - 1]
            if (first == UInt8(ascii: "\"") && last == UInt8(ascii: "\"")) || (first == UInt8(ascii: "'") && last == UInt8(ascii: "'")) {
                unquoted = trim(bytes, TextRange(start: range.start + 1, end: range.end - 1))
            }
        }
        if !unquoted.isEmpty, bytes[unquoted.start] == UInt8(ascii: "[") || bytes[unquoted.start] == UInt8(ascii: "{"),
            let json = jsonValue(Array(bytes[unquoted.start..<unquoted.end]))
        {
            return json
        }
        return .string(strings.string(bytes, unquoted))
    }

    /// Sourcery's typing of a value written as `written` (already trimmed).
    package static func value(_ written: String, version: SourceryVersion) -> AnnotationValue {
        if let number = number(written, version: version) { return .number(number) }
        var unquoted = Substring(written)
        if unquoted.count >= 2,
            (unquoted.hasPrefix("\"") && unquoted.hasSuffix("\"")) || (unquoted.hasPrefix("'") && unquoted.hasSuffix("'"))
        {
            unquoted = unquoted.dropFirst().dropLast()
            unquoted = unquoted.drop { $0 == " " || $0 == "\t" }
            while let last = unquoted.last, last == " " || last == "\t" { unquoted = unquoted.dropLast() }
        }
        if let first = unquoted.first, first == "[" || first == "{", let json = jsonValue(Array(unquoted.utf8)) {
            return json
        }
        return .string(String(unquoted))
    }

    private static func number(_ written: String, version: SourceryVersion) -> Double? {
        switch version {
        case .v2_1_7: return Float(written).map(Double.init)
        case .current: return Double(written)
        }
    }

    /// The first byte of anything `Float` or `Double` reads (they take no leading whitespace): a digit,
    /// a sign, a point, or the start of `inf`, `infinity` or `nan`.
    private static func mayBeNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return true
        default:
            return false
        }
    }

    private static func jsonValue(_ text: [UInt8]) -> AnnotationValue? {
        var reader = AnnotationJSONReader(text)
        switch reader.readDocument() {
        case .array(let values)?: return .array(values)
        case .dictionary(let values)?: return .dictionary(values)
        default: return nil
        }
    }

    // MARK: Splitting

    /// Splits on `separator` outside double quotes (and single quotes when asked).
    private static func split(_ bytes: [UInt8], _ range: TextRange, on separator: UInt8, protectSingleQuotes: Bool) -> [TextRange] {
        var parts: [TextRange] = []
        var inDouble = false
        var inSingle = false
        var start = range.start
        for index in range.range {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") && !inSingle {
                inDouble.toggle()
            } else if protectSingleQuotes && byte == UInt8(ascii: "'") && !inDouble {
                inSingle.toggle()
            } else if byte == separator && !inDouble && !inSingle {
                parts.append(TextRange(start: start, end: index))
                start = index + 1
            }
        }
        parts.append(TextRange(start: start, end: range.end))
        return parts
    }

    /// Where `range` splits on `=` outside double quotes.
    private static func equalSignParts(_ bytes: [UInt8], _ range: TextRange) -> AnnotationPieceReader.EqualSigns {
        var inDouble = false
        var parts = AnnotationPieceReader.EqualSigns(pieceStart: range.start, pieceEnd: range.end)
        for index in range.range {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                inDouble.toggle()
            } else if byte == UInt8(ascii: "=") && !inDouble {
                if parts.count == 1 { parts.firstEnd = index }
                parts.lastStart = index + 1
                parts.count += 1
            }
        }
        return parts
    }

    // MARK: Traps

    /// `defaultValue = Foo(a: 1)` as the first annotation: suggest quoting the value.
    private static func colonTrap(_ bytes: [UInt8], firstPiece: TextRange) -> ParseTrap {
        guard let equal = (firstPiece.start..<firstPiece.end).first(where: { bytes[$0] == UInt8(ascii: "=") }) else {
            return ParseTrap(kind: .colonMakesNamespace, range: firstPiece)
        }
        let value = trim(bytes, TextRange(start: equal + 1, end: firstPiece.end))
        let written = text(bytes, value)
        return ParseTrap(
            kind: .colonMakesNamespace, range: value.isEmpty ? firstPiece : value,
            replacement: written.contains("\"") || value.isEmpty ? nil : "\"\(written)\"")
    }

    /// `key = 'a, b'`: the comma splits the value; suggest double quotes.
    private static func singleQuoteTrap(
        _ bytes: [UInt8], piece: TextRange, hasMorePieces: Bool, contentEnd: Int
    ) -> ParseTrap? {
        guard let equal = (piece.start..<piece.end).first(where: { bytes[$0] == UInt8(ascii: "=") }) else { return nil }
        let value = trim(bytes, TextRange(start: equal + 1, end: piece.end))
        guard value.length >= 1, bytes[value.start] == UInt8(ascii: "'") else { return nil }
        let quotes = value.range.filter { bytes[$0] == UInt8(ascii: "'") }.count
        guard quotes % 2 == 1, hasMorePieces else { return nil }
        guard let closing = (value.end..<contentEnd).first(where: { bytes[$0] == UInt8(ascii: "'") }) else { return nil }
        let quoted = TextRange(start: value.start, end: closing + 1)
        let inner = text(bytes, TextRange(start: quoted.start + 1, end: quoted.end - 1))
        return ParseTrap(kind: .singleQuotedComma, range: quoted, replacement: inner.contains("\"") ? nil : "\"\(inner)\"")
    }

    // MARK: Bytes

    static func trim(_ bytes: [UInt8], _ range: TextRange) -> TextRange {
        var start = range.start
        var end = range.end
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return TextRange(start: start, end: end)
    }

    static func text(_ bytes: [UInt8], _ range: TextRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    private static func contains(_ bytes: [UInt8], _ range: TextRange, anyOf characters: StaticString) -> Bool {
        range.range.contains { index in
            UnsafeBufferPointer(start: characters.utf8Start, count: characters.utf8CodeUnitCount).contains(bytes[index])
        }
    }

    private static func count(_ byte: UInt8, in bytes: [UInt8], _ range: TextRange) -> Int {
        var count = 0
        for index in range.range where bytes[index] == byte { count += 1 }
        return count
    }

    static func isASCII(_ bytes: [UInt8], _ range: TextRange) -> Bool {
        range.range.allSatisfy { bytes[$0] < 0x80 }
    }

    static func firstOffset(of needle: StaticString, in bytes: [UInt8], _ range: TextRange) -> Int? {
        ByteSearch.firstOffset(of: UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: bytes, range)
    }
}
