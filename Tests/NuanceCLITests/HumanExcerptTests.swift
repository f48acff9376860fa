import Diagnostics
import Reporting
import SourceText
import Testing

/// The human report shows a long line only around the finding, with the carets still under it.
struct HumanExcerptTests {
    static func excerpt(line: String, finding: Range<Int>) -> [Substring] {
        let text = SourceText(line + "\n")
        let location = Location(path: "/w/a.nss", range: TextRange(start: finding.lowerBound, end: finding.upperBound))
        let report = Report(
            findings: [Finding(ruleID: "nss/syntax", severity: .error, message: "m", location: location)],
            texts: ["/w/a.nss": text], root: "/w", filesChecked: 1, duration: nil)
        return HumanRenderer(color: false).render(report).split(separator: "\n").dropFirst().prefix(2).map { $0 }
    }

    @Test func aLongLineIsCutAroundTheFinding() throws {
        let line = String(repeating: "a", count: 500) + "BAD" + String(repeating: "é", count: 500)
        let lines = Self.excerpt(line: line, finding: 500..<503)
        let source = try #require(lines.first)
        let carets = try #require(lines.last)
        #expect(source.hasPrefix(" 1 | …") && source.hasSuffix("…"))
        #expect(source.count < 200)
        let caretColumn = try #require(carets.firstIndex(of: "^"))
        let badColumn = try #require(source.range(of: "BAD")?.lowerBound)
        #expect(carets.distance(from: carets.startIndex, to: caretColumn) == source.distance(from: source.startIndex, to: badColumn))
        #expect(carets.filter { $0 == "^" }.count == 3)
    }

    @Test func aShortLineIsShownWhole() throws {
        let lines = Self.excerpt(line: "Button { font-colour: red; }", finding: 9..<20)
        #expect(lines.first == " 1 | Button { font-colour: red; }")
        #expect(lines.last == "   |          ^^^^^^^^^^^")
    }
}
