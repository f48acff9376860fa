import SourceText
import SwiftParser
import SwiftSyntax

/// Finds the palette colours and Fiori text styles a Swift file names in calls. A byte scan finds
/// the call shapes (`preferredColor(`, `preferredFioriColor(`, `fiori(forTextStyle:`,
/// `preferredFioriFont(`) outside line comments and declarations; the text of each call, up to its
/// closing parenthesis, is parsed with SwiftParser and its arguments read from the tree: the implicit
/// members of the style argument, through parentheses and both branches of a `?:`. A file without a
/// call shape costs the scan alone, and a file with some the parse of those calls, not of the file.
package enum SwiftPaletteUseScanner {
    static let colorCalls: Set<String> = ["preferredColor", "preferredFioriColor"]
    static let fontCalls: Set<String> = ["fiori", "preferredFioriFont"]
    static let markers: [[UInt8]] = ["preferredColor(", "preferredFioriColor(", "fiori(forTextStyle:", "preferredFioriFont("].map { Array($0.utf8) }
    /// A call longer than this is not read (no palette call spans that much text).
    static let callLimit = 4_096

    /// True when `bytes` contain one of the call shapes: the whole cost of a Swift file without them.
    package static func mayContainUses(_ bytes: [UInt8]) -> Bool {
        firstMarker(in: bytes, from: 0) != nil
    }

    /// The uses in a Swift file's text, in order.
    package static func uses(in bytes: [UInt8]) -> [SwiftPaletteUse] {
        var result: [SwiftPaletteUse] = []
        var from = 0
        while let (start, open) = firstMarker(in: bytes, from: from) {
            from = open + 1
            guard !isInLineComment(bytes, start), !followsFunc(bytes, start), let end = callEnd(bytes, from: start) else { continue }
            result += uses(inCall: bytes, start..<end)
        }
        return result
    }

    /// The offsets of the next call shape's name and of its `(`, the `(` at or after `from`; the name
    /// is not part of a longer name.
    static func firstMarker(in bytes: [UInt8], from: Int) -> (start: Int, open: Int)? {
        var cursor = from
        // Every shape has `(` right after its name: look for `(`, then compare the name before it.
        while let open = ByteSearch.firstOffset(of: [UInt8(ascii: "(")], in: bytes, from: cursor, pivot: 0) {
            cursor = open + 1
            guard open > 0 else { continue }
            let before = bytes[open - 1]
            guard before == UInt8(ascii: "r") || before == UInt8(ascii: "t") || before == UInt8(ascii: "i") else { continue }
            for marker in markers {
                let paren = marker.firstIndex(of: UInt8(ascii: "("))!
                let start = open - paren
                guard start >= 0, start + marker.count <= bytes.count, bytes[start..<(start + marker.count)].elementsEqual(marker) else { continue }
                if start > 0, isIdentifierByte(bytes[start - 1]) { continue }
                return (start, open)
            }
        }
        return nil
    }

    /// The offset after the `)` that closes the call whose name starts at `start`; nil when it is not
    /// closed within ``callLimit`` bytes. String literals on one line are skipped.
    static func callEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        let limit = min(bytes.count, start + callLimit)
        while index < limit {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: "\""):
                index += 1
                while index < limit, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// True when `//` comes before `offset` on its line.
    static func isInLineComment(_ bytes: [UInt8], _ offset: Int) -> Bool {
        var index = offset - 1
        while index > 0, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "/") { return true }
            index -= 1
        }
        return false
    }

    /// True for the name of a declaration (`func preferredColor(`).
    static func followsFunc(_ bytes: [UInt8], _ offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        return index >= 3 && bytes[(index - 3)...index].elementsEqual("func".utf8)
    }

    package static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// The uses in the call at `range` of `bytes`, parsed alone.
    static func uses(inCall bytes: [UInt8], _ range: Range<Int>) -> [SwiftPaletteUse] {
        guard BracketDepth.firstTooDeep(in: bytes[range]) == nil else { return [] }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: UnsafeBufferPointer(rebasing: $0[range])) }
        guard let statement = tree.statements.first, case .expr(let expression) = statement.item,
            let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return [] }
        let name = callee.baseName.text
        let arguments = Array(call.arguments)
        var result: [SwiftPaletteUse] = []
        func shifted(_ member: (name: String, range: TextRange)) -> TextRange {
            TextRange(start: member.range.start + range.lowerBound, end: member.range.end + range.lowerBound)
        }
        if colorCalls.contains(name), let style = arguments.first, style.label == nil || style.label?.text == "forStyle" {
            let background = arguments.first { $0.label?.text == "background" }.flatMap { implicitMembers(of: $0.expression).first?.name }
            for member in implicitMembers(of: style.expression) {
                result.append(SwiftPaletteUse(kind: .color, name: member.name, range: shifted(member), background: background))
            }
        } else if fontCalls.contains(name), let style = arguments.first, style.label?.text == "forTextStyle" {
            for member in implicitMembers(of: style.expression) {
                result.append(SwiftPaletteUse(kind: .font, name: member.name, range: shifted(member)))
            }
        }
        return result
    }

    /// The implicit members (`.name`) an argument can evaluate to: the expression itself, inside
    /// parentheses, or either branch of a conditional (`isEnabled ? .primaryLabel : .quaternaryLabel`).
    static func implicitMembers(of expression: ExprSyntax) -> [(name: String, range: TextRange)] {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard member.base == nil, member.declName.argumentNames == nil else { return [] }
            let token = member.declName.baseName
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            return [(token.text, TextRange(start: start, end: start + token.text.utf8.count))]
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return implicitMembers(of: only.expression)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return implicitMembers(of: ternary.thenExpression) + implicitMembers(of: ternary.elseExpression)
        }
        // Unfolded, `a ? b : c ? d : e` is the sequence `a, ?b:, c, ?d:, e`: each ternary marker holds a
        // branch, and the element after the last marker is the final else branch.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard let last = elements.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return [] }
            var result: [(name: String, range: TextRange)] = []
            for element in elements {
                if let ternary = element.as(UnresolvedTernaryExprSyntax.self) { result += implicitMembers(of: ternary.thenExpression) }
            }
            if last + 2 == elements.count { result += implicitMembers(of: elements[last + 1]) }
            return result
        }
        return []
    }
}
