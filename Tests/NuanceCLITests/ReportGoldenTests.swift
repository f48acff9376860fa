import Diagnostics
import Foundation
import Reporting
import SourceText
import Testing
import TestSupport

/// Every output format renders the same findings; the golden files show exactly what users see.
struct ReportGoldenTests {
    static let fixture = Fixture(
        """
        //- /Users/designer/FieldService/Themes/Main.nss
        @brand: #0A6ED1;
        /* 😀 */ 1️⃣Button { font-colour: red; }
        Label { 2️⃣font-color: @brnad3️⃣; }
        4️⃣@tintColor: blue;
        @tintColor_lightBackground: green;5️⃣
        //- /Users/designer/FieldService/tokens/global.tokens.json
        { "blue": { "$value": 6️⃣"{blu}"7️⃣ } }
        """, defaultPath: "/Users/designer/FieldService/Themes/Main.nss")

    static func report() -> Report {
        let nss = fixture.file("/Users/designer/FieldService/Themes/Main.nss")!
        let tokens = fixture.file("/Users/designer/FieldService/tokens/global.tokens.json")!
        let property = nss.markers["1️⃣"]! + "Button { ".utf8.count
        let findings = [
            Finding(
                ruleID: "nss/unknown-property", severity: .warning,
                message: "unknown property `font-colour`; did you mean `font-color`?",
                location: Location(path: nss.path, range: TextRange(start: property, end: property + "font-colour".utf8.count)),
                fixes: [Fix(title: "replace with `font-color`", path: nss.path, edits: [TextEdit(range: TextRange(start: property, end: property + 11), replacement: "font-color")])]),
            Finding(
                ruleID: "nss/undefined-variable", severity: .error,
                message: "`@brnad` is not defined; NUI crashes at launch",
                location: Location(path: nss.path, range: TextRange(start: nss.markers["2️⃣"]!, end: nss.markers["3️⃣"]!))),
            Finding(
                ruleID: "nss/unreachable-override", severity: .warning,
                message: "`@tintColor` never takes effect on the light background",
                location: Location(path: nss.path, range: TextRange(start: nss.markers["4️⃣"]!, end: nss.markers["5️⃣"]!)),
                related: [RelatedInformation(location: Location(path: nss.path, range: TextRange(start: 0, end: 6)), message: "`@brand` is defined here")],
                tags: [.unnecessary]),
            Finding(
                ruleID: "tokens/unresolved-reference", severity: .error,
                message: "`{blu}` refers to no token; did you mean `{blue}`?",
                location: Location(path: tokens.path, range: TextRange(start: tokens.markers["6️⃣"]!, end: tokens.markers["7️⃣"]!))),
            Finding(
                ruleID: "nss/partial-override", severity: .information, message: "note with \"quotes\", a comma, 100% and a colon: here",
                location: Location(path: "/elsewhere/outside.nss", range: TextRange(start: 0, end: 0))),
        ]
        return Report(
            findings: findings, texts: Dictionary(uniqueKeysWithValues: fixture.files.map { ($0.path, SourceText($0.text)) }),
            root: "/Users/designer/FieldService", filesChecked: 3, duration: nil, rules: [])
    }

    @Test(arguments: OutputFormat.allCases)
    func format(_ format: OutputFormat) {
        let rendered = format.render(Self.report())
        let golden = GoldenFile.directory() + "/Golden/report.\(format.rawValue).txt"
        if let difference = GoldenFile.check(rendered, against: golden) { Issue.record(Comment(rawValue: difference)) }
    }

    /// `check` writes findings a file at a time as they are computed; the pieces make the same text as
    /// the whole report.
    @Test(arguments: OutputFormat.allCases)
    func writtenFileByFileMatchesTheWholeReport(_ format: OutputFormat) throws {
        let report = Self.report()
        let renderer = format.renderer(color: false, rules: report.rules)
        var byPath: [(String, [Finding])] = []
        for finding in report.findings {
            if byPath.last?.0 == finding.location.path {
                byPath[byPath.count - 1].1.append(finding)
            } else {
                byPath.append((finding.location.path, [finding]))
            }
        }
        #expect(byPath.count == 3)
        let streamed = ReportOutput.collect { output in
            renderer.writeStart(of: report, to: output)
            var totals = ReportTotals()
            var written = 0
            for (_, findings) in [("", [])] + byPath {
                renderer.write(findings, after: written, of: report, to: output)
                written += findings.count
                totals.add(findings)
            }
            renderer.writeEnd(of: report, totals: totals, to: output)
        }
        #expect(streamed == format.render(report))
    }

    /// The JSON layout written piece by piece is Foundation's pretty printing, also with no findings.
    @Test func anEmptyJSONReportIsFoundationsLayout() throws {
        struct Summary: Encodable { var filesChecked = 2, errors = 0, warnings = 0, information = 0, hints = 0 }
        struct Document: Encodable { var findings: [String] = [], summary = Summary(), version = 1 }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let expected = String(decoding: try encoder.encode(Document()), as: UTF8.self) + "\n"
        let empty = Report(findings: [], texts: [:], root: "/", filesChecked: 2, duration: nil, rules: [])
        #expect(OutputFormat.json.render(empty) == expected)
    }

    @Test func humanOutputInColourWrapsOnlyDecorations() {
        let plain = OutputFormat.human.render(Self.report(), color: false)
        let coloured = OutputFormat.human.render(Self.report(), color: true)
        let stripped = coloured.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
        #expect(coloured != plain)
        #expect(stripped == plain)
    }
}
