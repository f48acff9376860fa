import Analysis
import Diagnostics
import Reporting
import SourceText
import TestSupport
import Testing
import Workspace

/// The JSON and SARIF writers against Foundation's encoding of the same report
/// (``FoundationReferenceReports``) on random findings with awkward strings (escapes, control
/// characters, non-ASCII), empty and full lists of related locations, fixes, edits and tags, paths
/// inside and outside the root, with and without characters SARIF percent-encodes, rules outside
/// the rule table, skipped files and rule pages. The GitHub commands against the same escapes made
/// with Foundation's string replacement.
/// `StreamedReportTests` holds them to the same reference on the real folders.
struct RandomFindingReportTests {
    static let root = "/work space/Thémes"

    static let strings = [
        "", "plain", "quote \" and backslash \\", "slash / stays", "line\nbreak\r\ttab", "\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}",
        "émoji 😀 and 中文", "\u{2028}\u{2029}", "`code` — dash", String(repeating: "long run without escapes ", count: 12),
    ]

    /// Texts with lines of ASCII, two-, three- and four-byte characters and CRLF line ends.
    static let texts: [String: SourceText] = [
        "\(root)/A.nss": SourceText("Button {\n    font-color: #112233;\n}\n\nLabel { font-size: 12; }\n"),
        "\(root)/sub dir/B é.nss": SourceText("Vü {\r\n  font-color: 😀😀;\r\n  background-color: 中文;\r\n}\r\n"),
        "/elsewhere/C.nss": SourceText("x\ny\n"),
        "\(root)/more-files_v1~/with space.nss": SourceText("Button {\n    border-width: 1;\n}\n"),
        "\(root)/odd: name, 100%.nss": SourceText("Label {\r\n}\r\n"),
    ]

    static func report(_ random: inout SeededGenerator) -> Report {
        func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
        let paths = texts.keys.sorted()
        let rules = RuleRegistry.all.map(\.descriptor.id) + ["nss/not-a-rule", "nss/not-nui-content"]
        func location() -> Location {
            let path = pick(paths)
            let count = texts[path]!.bytes.count
            let start = Int.random(in: 0...count, using: &random)
            return Location(path: path, range: TextRange(start: start, end: Int.random(in: start...count + 2, using: &random)))
        }
        let findings = (0..<Int.random(in: 0...12, using: &random)).map { _ in
            Finding(
                ruleID: pick(rules), severity: pick(Severity.allCases), message: pick(strings), location: location(),
                related: (0..<Int.random(in: 0...3, using: &random)).map { _ in RelatedInformation(location: location(), message: pick(strings)) },
                fixes: (0..<Int.random(in: 0...2, using: &random)).map { _ in
                    Fix(
                        title: pick(strings),
                        changes: (0..<Int.random(in: 0...2, using: &random)).map { _ in
                            let path = pick(paths)
                            return FileEdit(
                                path: path,
                                edits: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                                    TextEdit(range: location().range, replacement: pick(strings))
                                })
                        })
                },
                tags: [FindingTags.unnecessary, .deprecated].filter { _ in Bool.random(using: &random) }.reduce(into: []) { $0.insert($1) })
        }
        var report = Report(findings: findings, texts: texts, root: root, filesChecked: paths.count, duration: nil)
        if Bool.random(using: &random) {
            report.skipped = [SkippedFile(path: "\(root)/big.nss", reason: pick(strings)), SkippedFile(path: "/outside/x.nss", reason: "too large")]
        }
        if Bool.random(using: &random) { report.documentationBaseURL = "https://example.com/rules/" }
        if Bool.random(using: &random) { report.rules = Array(report.rules.prefix(Int.random(in: 0...3, using: &random))) }
        return report
    }

    @Test func writersMatchFoundationsEncoding() {
        var random = SeededGenerator(seed: 27)
        for round in 0..<300 {
            let report = Self.report(&random)
            #expect(OutputFormat.json.render(report) == FoundationReferenceReports.json(report), "round \(round)")
            #expect(OutputFormat.sarif.render(report) == FoundationReferenceReports.sarif(report), "round \(round)")
            #expect(OutputFormat.github.render(report) == FoundationReferenceReports.github(report), "round \(round)")
        }
    }
}
