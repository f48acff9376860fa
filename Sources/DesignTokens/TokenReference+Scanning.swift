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
        if let string = node.stringValue, references.count == 1, string.hasPrefix("{"), string.hasSuffix("}"),
            string.utf8.count == references[0].path.utf8.count + 2
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
        let utf8 = Array(string.utf8)
        guard utf8.contains(UInt8(ascii: "{")) || utf8.contains(UInt8(ascii: "}")) else { return }
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
            let path = String(decoding: utf8[(index + 1)..<end], as: UTF8.self)
            if path.isEmpty || path.contains(where: { $0 == " " || $0 == "\t" }) || path.hasPrefix(".") || path.hasSuffix(".") || path.contains("..") {
                problems.append(TokenProblem(.invalidValue, range: range(index, end + 1), message: "malformed reference `{\(path)}`"))
            } else {
                references.append(TokenReference(path: path, range: range(index + 1, end)))
            }
            index = end + 1
        }
    }

    /// `#/color/accent` or `#/color/accent/$value` → `color.accent`; a file part before `#` is
    /// ignored (every file is indexed together). `nil` for a string that is no JSON pointer.
    package static func path(fromPointer pointer: String) -> String? {
        guard let hash = pointer.firstIndex(of: "#") else { return nil }
        let fragment = pointer[pointer.index(after: hash)...]
        guard fragment.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let segment = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if segment == "$value" { break }
            guard !segment.isEmpty else { return nil }
            segments.append(segment)
        }
        return segments.isEmpty ? nil : segments.joined(separator: ".")
    }
}
