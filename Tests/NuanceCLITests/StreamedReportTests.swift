import Analysis
import Diagnostics
import Foundation
import Reporting
import TestSupport
import Testing
import Workspace

/// `check` writes findings straight into bytes, a file at a time on the worker that computed them;
/// on whole real folders the JSON and SARIF it writes are byte for byte what Foundation's encoder
/// wrote from `Codable` values (``FoundationReferenceReports``), and writing file by file in parallel
/// gives the same text as writing the whole report at once.
struct StreamedReportTests {
    static let shared = URL(fileURLWithPath: GoldenFile.directory()).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared")
    static let folders = ["wild/fiori", "wild/nss-silos", "wild/tokens-terrazzo", "wild/tokens-style-dictionary", "corpus/nss", "corpus/tokens"]
    static let sharedIsPresent = FileManager.default.fileExists(atPath: shared.path)

    /// The report of a folder as `check` computes it, and the index it comes from.
    static func report(of folder: String) -> (Report, WorkspaceIndex, [String]) {
        let workspace = WorkspaceLoader.load(containing: shared.appendingPathComponent(folder).path)
        let index = WorkspaceIndex(snapshot: workspace.snapshot)
        let paths = index.snapshot.paths.sorted()
        var report = Report(
            findings: Analyzer.findings(of: index, paths: paths), texts: index.snapshot.files.mapValues(\.text), root: workspace.root,
            filesChecked: paths.count, duration: nil)
        report.skipped = workspace.skipped
        return (report, index, paths)
    }

    @Test(.enabled(if: sharedIsPresent, "../shared is not present"), arguments: folders)
    func matchesFoundationsEncoding(_ folder: String) {
        let (report, _, _) = Self.report(of: folder)
        #expect(!report.findings.isEmpty)
        #expect(OutputFormat.json.render(report) == FoundationReferenceReports.json(report))
        #expect(OutputFormat.sarif.render(report) == FoundationReferenceReports.sarif(report))
    }

    @Test(.enabled(if: sharedIsPresent, "../shared is not present"), arguments: ["wild/fiori", "wild/nss-silos", "corpus/nss"])
    func writtenInParallelMatchesTheWholeReport(_ folder: String) {
        let (report, index, paths) = Self.report(of: folder)
        for format in OutputFormat.allCases {
            let renderer = format.renderer(color: false, rules: report.rules)
            let streamed = ReportOutput.collect { output in
                renderer.writeStart(of: report, to: output)
                let totals = ReportStream.writeFindings(of: report, index: index, paths: paths, renderer: renderer, filter: { $0 }, to: output)
                #expect(totals == ReportTotals(report.findings))
                renderer.writeEnd(of: report, totals: totals, to: output)
            }
            #expect(streamed == format.render(report), "\(format)")
        }
    }

    /// A file with more findings than a slice is rendered a slice at a time on every core: the
    /// slices, between files with few findings and none, give the text of the whole report.
    @Test func fileCutIntoSlicesMatchesTheWholeReport() throws {
        let repeated = String(repeating: "Button {\n    font-color: #112233;\n    background-color: #445566;\n}\n", count: 3_000)
        let workspace = try TemporaryWorkspace([
            "nuance.json": "{}\n", "Themes/A.nss": "Label {\n    font-color: #000000;\n    font-color: #111111;\n}\n",
            "Themes/B.nss": repeated, "Themes/C.nss": "Label {\n    font-size: 12;\n}\n", "Themes/D.nss": repeated,
        ])
        let loaded = WorkspaceLoader.load(containing: workspace.root)
        let index = WorkspaceIndex(snapshot: loaded.snapshot)
        let paths = index.snapshot.paths.sorted()
        let report = Report(
            findings: Analyzer.findings(of: index, paths: paths), texts: index.snapshot.files.mapValues(\.text), root: loaded.root,
            filesChecked: paths.count, duration: nil)
        let perFile = Dictionary(grouping: report.findings, by: \.location.path).mapValues(\.count)
        #expect(perFile.values.filter { $0 > 2 * ReportStream.sliceSize }.count == 2)
        for format in OutputFormat.allCases {
            let renderer = format.renderer(color: false, rules: report.rules)
            let streamed = ReportOutput.collect { output in
                renderer.writeStart(of: report, to: output)
                let totals = ReportStream.writeFindings(of: report, index: index, paths: paths, renderer: renderer, filter: { $0 }, to: output)
                #expect(totals == ReportTotals(report.findings))
                renderer.writeEnd(of: report, totals: totals, to: output)
            }
            #expect(streamed == format.render(report), "\(format)")
        }
    }

    /// Strings are escaped by runs: every control character, quotes and backslashes, next to
    /// multi-byte characters, as `JSONEncoder` escapes them.
    @Test func escapesAsFoundationDoes() {
        let samples = [
            "", "plain", "\"", "\\", "a\"b\\c", "\u{0}\u{1}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1F}\u{7F}", "é\n😀\t中\r",
            "ends with \\", "\"starts", "slash / and \u{2028}",
        ]
        for sample in samples {
            var bytes: [UInt8] = []
            JSONBytes.appendString(sample, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) + "\n" == FoundationReferenceReports.encoded(sample), "\(sample.debugDescription)")
        }
    }
}
