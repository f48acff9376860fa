/// The names a Swift file declares as types — after `protocol`, `struct`, `class`, `enum`, `actor`,
/// `typealias` and `extension` — found by one pass over its bytes that skips comments and string
/// literals: no parse. What files without annotations contribute to the names a workspace knows.
package enum DeclaredTypeScanner {
    /// The declared names in order of appearance, without repeats. An extension of a nested type
    /// (`extension Outer.Inner`) yields both `Outer.Inner` and `Inner`.
    package static func names(in bytes: [UInt8]) -> [String] {
        var result: [String] = []
        func add(_ name: String) {
            if !result.contains(name) { result.append(name) }
        }
        var index = 0
        var previousSignificant: UInt8 = 0
        let count = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            while index < count {
                let byte = buffer[index]
                if byte == slash, index + 1 < count, buffer[index + 1] == slash {
                    while index < count, buffer[index] != newline { index += 1 }
                    continue
                }
                if byte == slash, index + 1 < count, buffer[index + 1] == star {
                    index = skipBlockComment(bytes, from: index)
                    continue
                }
                if byte == quote || (byte == hash && startsRawString(bytes, at: index)) {
                    index = skipString(bytes, from: index)
                    previousSignificant = quote
                    continue
                }
                guard isIdentifierStart(byte) else {
                    if !isSpace(byte) { previousSignificant = byte }
                    index += 1
                    continue
                }
                let start = index
                while index < count, isIdentifierByte(buffer[index]) { index += 1 }
                // `x.class`, `Foo.Protocol` are no declarations.
                let afterDot = previousSignificant == dot
                previousSignificant = buffer[index - 1]
                guard !afterDot, let keyword = keyword(buffer, start: start, end: index) else { continue }
                var cursor = index
                while cursor < count, isSpace(buffer[cursor]) { cursor += 1 }
                guard let (name, end) = identifier(in: bytes, at: cursor) else { continue }
                if keyword == .class, classModifiers.contains(name) { continue }
                guard keyword == .extension else {
                    add(name)
                    index = end
                    continue
                }
                var path = [name]
                var next = end
                while next + 1 < count, buffer[next] == dot, let (part, partEnd) = identifier(in: bytes, at: next + 1) {
                    path.append(part)
                    next = partEnd
                }
                add(path.joined(separator: "."))
                if path.count > 1 { add(path[path.count - 1]) }
                index = next
            }
        }
        return result
    }

    private enum Keyword {
        case type, `class`, `extension`
    }

    /// The declaration keyword `buffer[start..<end]` spells, compared byte by byte.
    private static func keyword(_ buffer: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Keyword? {
        let length = end - start
        guard length >= 4, length <= 9 else { return nil }
        func spells(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let pointer = word.utf8Start
            for offset in 0..<length where buffer[start + offset] != pointer[offset] { return false }
            return true
        }
        switch buffer[start] {
        case UInt8(ascii: "p"): return spells("protocol") ? .type : nil
        case UInt8(ascii: "s"): return spells("struct") ? .type : nil
        case UInt8(ascii: "c"): return spells("class") ? .class : nil
        case UInt8(ascii: "e"): return spells("enum") ? .type : spells("extension") ? .extension : nil
        case UInt8(ascii: "a"): return spells("actor") ? .type : nil
        case UInt8(ascii: "t"): return spells("typealias") ? .type : nil
        default: return nil
        }
    }

    /// Words after `class` that make it a modifier (`class func`, `class var`), not a declaration.
    private static let classModifiers: Set<String> = [
        "func", "var", "let", "subscript", "init", "override", "final", "static", "public", "private", "internal",
        "open", "fileprivate", "convenience", "required", "dynamic", "lazy", "weak", "unowned", "nonisolated",
    ]

    /// A plain or back-ticked identifier at `start`, and the offset after it.
    private static func identifier(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        guard start < bytes.count else { return nil }
        if bytes[start] == backtick {
            var end = start + 1
            while end < bytes.count, bytes[end] != backtick, bytes[end] != newline { end += 1 }
            guard end < bytes.count, bytes[end] == backtick, end > start + 1 else { return nil }
            return (String(decoding: bytes[(start + 1)..<end], as: UTF8.self), end + 1)
        }
        guard isIdentifierStart(bytes[start]) else { return nil }
        var end = start
        while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }

    /// `/* … */`, nested as Swift nests them.
    private static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == slash, bytes[index + 1] == star {
                depth += 1
                index += 2
            } else if bytes[index] == star, bytes[index + 1] == slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    private static func startsRawString(_ bytes: [UInt8], at start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == hash { index += 1 }
        return index < bytes.count && bytes[index] == quote
    }

    /// A string literal: `"…"`, `"""…"""`, raw `#"…"#`; interpolations are skipped with the string.
    private static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == hash {
            hashes += 1
            index += 1
        }
        let isMultiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        index += isMultiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == backslash, hashes == 0 {
                index += 2
                continue
            }
            if byte == newline, !isMultiline { return index }
            if byte == quote {
                let closing = isMultiline ? 3 : 1
                var matches = index + closing <= bytes.count
                if matches, isMultiline { matches = bytes[index + 1] == quote && bytes[index + 2] == quote }
                if matches {
                    var end = index + closing
                    var closingHashes = 0
                    while closingHashes < hashes, end < bytes.count, bytes[end] == hash {
                        closingHashes += 1
                        end += 1
                    }
                    if closingHashes == hashes { return end }
                }
            }
            index += 1
        }
        return bytes.count
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == underscore || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == newline || byte == 0x0D }

    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let dot = UInt8(ascii: ".")
    private static let backslash = UInt8(ascii: "\\")
    private static let backtick = UInt8(ascii: "`")
    private static let underscore = UInt8(ascii: "_")
    private static let newline = UInt8(ascii: "\n")
}
