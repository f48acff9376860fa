import JSON
import SourceText

extension TokenReference {
    /// The references inside a value: `{path}` in every string and `{"$ref": "#/pointer"}` objects,
    /// plus problems for malformed ones. The value is an alias when it is exactly one reference.
    static func scan(_ node: JSONNode, text: SourceText) -> (TokenValue, [TokenProblem]) {
        var references: [TokenReference] = []
        var problems: [TokenProblem] = []
        collect(node, text: text, into: &references, problems: &problems)
        var isAlias = false
        if references.count == 1, let string = node.stringValue, string.utf8.count == references[0].path.utf8.count + 2,
            isBraced(string)
        {
            isAlias = true
        } else if references.count == 1, references[0].isPointer, node.member("$ref") != nil,
            !references[0].path.isEmpty
        {
            isAlias = node.members.count == 1
        }
        var value = TokenValue(node: node, references: references, isAlias: isAlias)
        value.hasMalformedReference = !problems.isEmpty
        return (value, problems)
    }

    /// `string.hasPrefix("{") && string.hasSuffix("}")`, by bytes when the characters next to the
    /// braces are ASCII (which cannot join a brace into a larger character).
    private static func isBraced(_ string: String) -> Bool {
        let utf8 = string.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return false }
        let second = utf8[utf8.index(after: utf8.startIndex)]
        let secondToLast = utf8[utf8.index(utf8.endIndex, offsetBy: -2)]
        if second < 0x80, secondToLast < 0x80 { return true }
        return string.hasPrefix("{") && string.hasSuffix("}")
    }

    private static func collect(
        _ node: JSONNode, text: SourceText, into references: inout [TokenReference], problems: inout [TokenProblem]
    ) {
        switch node.kind {
        case .string(let string):
            scanBraces(string, node: node, text: text, into: &references, problems: &problems)
        case .object(let members):
            if let pointer = node.member("$ref") {
                guard let string = pointer.value.stringValue, let path = TokenReference.path(fromPointer: string) else {
                    problems.append(TokenProblem(.invalidValue, range: pointer.value.range, message: "invalid JSON pointer: `$ref` must be a string like \"#/group/token\""))
                    return
                }
                references.append(TokenReference(path: path, range: pointer.value.range, isPointer: true))
                return
            }
            for member in members { collect(member.value, text: text, into: &references, problems: &problems) }
        case .array(let elements):
            for element in elements { collect(element, text: text, into: &references, problems: &problems) }
        default:
            break
        }
    }

    /// `{a.b}` occurrences in a string; their ranges are exact when the string has no escapes.
    private static func scanBraces(
        _ string: String, node: JSONNode, text: SourceText, into references: inout [TokenReference],
        problems: inout [TokenProblem]
    ) {
        let scanned: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
            // Most strings hold no brace: one pass over the bytes says so.
            guard utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return }
            scanBraces(utf8, node: node, into: &references, problems: &problems)
        }
        guard scanned == nil else { return }
        guard string.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return }
        var string = string
        string.withUTF8 { utf8 in
            scanBraces(utf8, node: node, into: &references, problems: &problems)
        }
    }

    private static func scanBraces(
        _ utf8: UnsafeBufferPointer<UInt8>, node: JSONNode, into references: inout [TokenReference],
        problems: inout [TokenProblem]
    ) {
        let exact = node.range.length == utf8.count + 2
        func range(_ start: Int, _ end: Int) -> TextRange {
            exact ? TextRange(start: node.range.start + 1 + start, end: node.range.start + 1 + end) : node.range
        }
        var index = 0
        while index < utf8.count {
            guard utf8[index] == UInt8(ascii: "{") else {
                if utf8[index] == UInt8(ascii: "}") {
                    problems.append(TokenProblem(.invalidValue, range: range(index, index + 1), message: "malformed reference: `}` without `{`"))
                }
                index += 1
                continue
            }
            var end = index + 1
            while end < utf8.count, utf8[end] != UInt8(ascii: "}"), utf8[end] != UInt8(ascii: "{") { end += 1 }
            guard end < utf8.count, utf8[end] == UInt8(ascii: "}") else {
                problems.append(TokenProblem(.invalidValue, range: range(index, end), message: "malformed reference: `{` without `}`"))
                index = end
                continue
            }
            let pathBytes = UnsafeBufferPointer(rebasing: utf8[(index + 1)..<end])
            let path = String(decoding: pathBytes, as: UTF8.self)
            if !isWellFormedPath(pathBytes) {
                problems.append(TokenProblem(.invalidValue, range: range(index, end + 1), message: "malformed reference `{\(path)}`"))
            } else {
                references.append(TokenReference(path: path, range: range(index + 1, end)))
            }
            index = end + 1
        }
    }

    /// Not empty, no blanks, no empty segment (`a..b`, `.a`, `a.`).
    private static func isWellFormedPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "."), last != UInt8(ascii: ".") else {
            return false
        }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { return false }
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return false }
            previous = byte
        }
        return true
    }

    /// `#/color/accent` or `#/color/accent/$value` → `color.accent`, and a part of a composite value
    /// `#/shadow/card/$value/color` → `shadow.card.color`; a file part before `#` is ignored (every
    /// file is indexed together). `nil` for a string that is no JSON pointer.
    package static func path(fromPointer pointer: String) -> String? {
        guard let hash = pointer.firstIndex(of: "#") else { return nil }
        let fragment = pointer[pointer.index(after: hash)...]
        guard fragment.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let segment = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if segment == "$value" { continue }
            guard !segment.isEmpty else { return nil }
            segments.append(segment)
        }
        return segments.isEmpty ? nil : segments.joined(separator: ".")
    }
}
