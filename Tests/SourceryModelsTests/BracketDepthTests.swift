import SourceText
import SourceryModels
import Testing

/// SwiftParser's time grows exponentially with how deep `[` nests, so a file nested deeper than the
/// limit is not parsed; `1️⃣` marks the `[` that goes past the limit.
struct BracketDepthTests {
    static let deep = String(repeating: "[", count: BracketDepth.limit)

    @Test(arguments: [
        "let a = \(deep)1️⃣[1]",
        "// \(deep)[[\nlet a = \(deep)1️⃣[",
        "let s = \"\(deep)[\\\"[\"\nlet a = \(deep)1️⃣[",
        "/* \(deep)[ */ let a = [] + \(deep)1️⃣[",
        "let a = \(deep)\(String(repeating: "]", count: BracketDepth.limit))\nlet b = \(deep)",
        "let a = [[Int: [String]]]()",
        "let a = \"\\(\(deep)[\"",
    ])
    func firstTooDeep(_ marked: String) {
        let expected = marked.range(of: "1️⃣").map { marked.utf8.distance(from: marked.startIndex, to: $0.lowerBound) }
        let bytes = Array(marked.replacingOccurrences(of: "1️⃣", with: "").utf8)
        #expect(BracketDepth.firstTooDeep(in: bytes[...]) == expected)
    }

    @Test func aFileNestedTooDeepIsNotParsed() {
        let prefix = "// sourcery: BaseComponent\nprotocol _A {}\nlet a = "
        let source = prefix + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40) + "\n"
        let file = SourceryFile.read(SourceText(source))
        let offset = prefix.utf8.count + BracketDepth.limit
        #expect(file.skipped == .bracketsTooDeep(offset: offset))
        #expect(file.declarations.isEmpty)
    }

    @Test func aFileAtTheLimitIsParsed() {
        let source = "// sourcery: BaseComponent\nprotocol _A {}\nlet a = \(Self.deep)1\(String(repeating: "]", count: BracketDepth.limit))\n"
        let file = SourceryFile.read(SourceText(source))
        #expect(file.skipped == nil)
        #expect(file.declarations.count == 2)
    }
}
