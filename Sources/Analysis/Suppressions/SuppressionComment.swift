import Foundation
import SourceText
import SourceryModels

/// A comment that turns rules off: `nuance-disable-next-line ids -- reason`, `nuance-disable ids --
/// reason` … `nuance-enable ids`.
package struct SuppressionComment: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case disableNextLine = "nuance-disable-next-line"
        case disable = "nuance-disable"
        case enable = "nuance-enable"
    }

    package var kind: Kind
    package var ruleIDs: [String]
    package var reason: String?
    /// The whole comment.
    package var range: TextRange
}

/// Finds suppression comments in a file's text: block comments in stylesheets and token files, line
/// comments in Swift and token files (JSON with comments).
package enum SuppressionScanner {
    package static func scan(_ text: SourceText, kind: FileKind) -> [SuppressionComment] {
        let bytes = text.bytes
        guard bytes.count >= 8, kind == .stylesheet ? blockCommentsContainMarker(bytes) : containsMarker(bytes) else { return [] }
        var comments: [SuppressionComment] = []
        var index = 0
        var inString = false
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\""), kind != .stylesheet {
                inString = true
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "/") else { index += 1; continue }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "*") {
                let bodyStart = index + 2
                var end = bodyStart
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                let closed = end + 1 < bytes.count
                let commentEnd = closed ? end + 2 : bytes.count
                if let comment = parse(body: TextRange(start: bodyStart, end: closed ? end : bytes.count), comment: TextRange(start: index, end: commentEnd), in: text) {
                    comments.append(comment)
                }
                index = commentEnd
            } else if next == UInt8(ascii: "/"), kind != .stylesheet {
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                if let comment = parse(body: TextRange(start: index + 2, end: end), comment: TextRange(start: index, end: end), in: text) {
                    comments.append(comment)
                }
                index = end
            } else {
                index += 1
            }
        }
        return comments
    }

    private static let marker = Array("nuance-".utf8)

    /// False when the text cannot hold a suppression comment (it never names `nuance-`).
    package static func mayHoldComments(_ text: SourceText) -> Bool {
        text.bytes.count >= 8 && containsMarker(text.bytes)
    }

    /// Searched by its `u`, rarer in stylesheets, token files and Swift than its other bytes.
    private static func containsMarker(_ bytes: [UInt8]) -> Bool {
        ByteSearch.firstOffset(of: marker, in: bytes, from: 0, pivot: 1) != nil
    }

    /// True when a block comment holds the marker: stylesheets have no other comments, and `/` is rare
    /// outside them, unlike the marker's bytes.
    private static func blockCommentsContainMarker(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            let count = buffer.count
            func offset(_ pointer: UnsafeMutableRawPointer) -> Int { UnsafeRawPointer(pointer) - UnsafeRawPointer(base) }
            var cursor = 0
            while cursor + 1 < count, let slash = memchr(base + cursor, Int32(UInt8(ascii: "/")), count - 1 - cursor) {
                let start = offset(slash)
                guard base[start + 1] == UInt8(ascii: "*") else {
                    cursor = start + 1
                    continue
                }
                // The body runs to the first `*/` after `/*`, or to the end of the file.
                var bodyEnd = count
                var search = start + 2
                while search + 1 < count, let star = memchr(base + search, Int32(UInt8(ascii: "*")), count - 1 - search) {
                    let at = offset(star)
                    if base[at + 1] == UInt8(ascii: "/") {
                        bodyEnd = at
                        break
                    }
                    search = at + 1
                }
                let body = TextRange(start: start + 2, end: bodyEnd)
                if marker.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: bytes, body) }) != nil { return true }
                cursor = bodyEnd + 2
            }
            return false
        }
    }

    /// `nuance-disable-next-line a, b -- reason` (ids separated by commas or spaces).
    private static func parse(body: TextRange, comment: TextRange, in text: SourceText) -> SuppressionComment? {
        var content = Substring(text[body])
        while content.first?.isWhitespace == true || content.first == "/" || content.first == "*" { content.removeFirst() }
        let kinds: [SuppressionComment.Kind] = [.disableNextLine, .disable, .enable]
        guard let kind = kinds.first(where: { content.hasPrefix($0.rawValue) }) else { return nil }
        content = content.dropFirst(kind.rawValue.count)
        guard content.isEmpty || content.first?.isWhitespace == true else { return nil }
        var reason: String?
        if let separator = content.range(of: "--") {
            let text = content[separator.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            reason = text.isEmpty ? nil : text
            content = content[..<separator.lowerBound]
        }
        let ids = content.split { $0 == "," || $0.isWhitespace }.map(String.init)
        return SuppressionComment(kind: kind, ruleIDs: ids, reason: reason, range: comment)
    }
}
