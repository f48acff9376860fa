@testable import LanguageServer
import SourceText
import Testing
import TestSupport

/// Thousands of random edits applied to the store and to a reference model built on Swift strings;
/// the texts must stay identical.
@Suite struct DocumentStorePropertyTests {
    /// The client's view: a `String` edited through `String.UTF16View` (or UTF-8 view) indices.
    struct ReferenceModel {
        var text: String
        let encoding: PositionEncoding

        func count(_ start: String.Index, _ end: String.Index) -> Int {
            encoding == .utf16 ? text.utf16[start..<end].count : text.utf8[start..<end].count
        }

        /// Start and content end of each line (terminators: `\n`, `\r\n`, lone `\r`).
        var lines: [(start: String.Index, contentEnd: String.Index)] {
            var result: [(String.Index, String.Index)] = []
            var start = text.startIndex
            var index = text.unicodeScalars.startIndex
            let scalars = text.unicodeScalars
            while index < scalars.endIndex {
                let scalar = scalars[index]
                if scalar == "\n" || scalar == "\r" {
                    var next = scalars.index(after: index)
                    if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                    result.append((start, index))
                    start = next
                    index = next
                } else {
                    index = scalars.index(after: index)
                }
            }
            result.append((start, text.endIndex))
            return result
        }

        func index(of position: Position) -> String.Index {
            let lines = lines
            guard position.line < lines.count else { return text.endIndex }
            let line = lines[position.line]
            let wanted = min(position.character, count(line.start, line.contentEnd))
            if encoding == .utf16 {
                return text.utf16.index(line.start, offsetBy: wanted)
            }
            return text.utf8.index(line.start, offsetBy: wanted)
        }

        mutating func apply(_ range: LSPRange, _ replacement: String) {
            let lower = index(of: range.start)
            let upper = index(of: range.end)
            text.unicodeScalars.replaceSubrange(min(lower, upper)..<max(lower, upper), with: replacement.unicodeScalars)
        }

        /// A position on a character boundary (never inside a surrogate pair or UTF-8 sequence),
        /// sometimes past the end of its line.
        func randomPosition(using random: inout SeededGenerator) -> Position {
            let lines = lines
            let line = Int.random(in: 0..<lines.count, using: &random)
            let (start, end) = lines[line]
            if Int.random(in: 0..<20, using: &random) == 0 {
                return Position(line: line, character: count(start, end) + Int.random(in: 1...5, using: &random))
            }
            let scalars = Array(text.unicodeScalars[start..<end])
            let cut = Int.random(in: 0...scalars.count, using: &random)
            let prefix = scalars[..<cut].reduce(into: "") { $0.unicodeScalars.append($1) }
            return Position(line: line, character: encoding == .utf16 ? prefix.utf16.count : prefix.utf8.count)
        }
    }

    static let pieces = ["a", "bc", " ", "é", "😀", "👩‍👩‍👧", "\n", "\r\n", "\r", "中文", "@x: #fff;", "\t", ""]

    @Test(arguments: [PositionEncoding.utf16, .utf8], [1, 2, 3])
    func randomEditsMatchTheReferenceModel(encoding: PositionEncoding, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var model = ReferenceModel(text: "Button {\r\n  font-color: 😀;\n}\r", encoding: encoding)
        let uri = DocumentURI("file:///w/p.nss")
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "nss", version: 0, text: model.text))
        for step in 1...1500 {
            var changes: [TextDocumentContentChangeEvent] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                var start = model.randomPosition(using: &random)
                var end = Int.random(in: 0..<3, using: &random) == 0 ? start : model.randomPosition(using: &random)
                if (end.line, end.character) < (start.line, start.character) { swap(&start, &end) }
                let replacement = (0..<Int.random(in: 0...3, using: &random))
                    .map { _ in DocumentStorePropertyTests.pieces.randomElement(using: &random)! }.joined()
                let range = LSPRange(start: start, end: end)
                model.apply(range, replacement)
                changes.append(TextDocumentContentChangeEvent(range: range, text: replacement))
            }
            try store.change(uri, version: step, changes: changes, encoding: encoding)
            guard store[uri]?.text.bytes == Array(model.text.utf8) else {
                Issue.record("texts differ after step \(step) with \(changes)")
                return
            }
        }
        #expect(store[uri]?.text.bytes == Array(model.text.utf8))
    }
}
