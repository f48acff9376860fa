import Analysis
import Diagnostics
import Foundation

/// Writes the findings of a report as they are computed: each file's findings are computed, filtered
/// and rendered into bytes on the worker that computed them, and written in path order as soon as
/// the files before them are, so that rules and writing overlap and no file's findings outlive their
/// bytes.
package enum ReportStream {
    /// Writes the findings of `paths` (in that order) between the renderer's start and end, which the
    /// caller writes; `filter` takes a file's findings to those reported. Returns their totals.
    package static func writeFindings(
        of report: Report, index: WorkspaceIndex, paths: [String], renderer: any StreamingRenderer,
        filter: @Sendable ([Finding]) -> [Finding], to output: ReportOutput
    ) -> ReportTotals {
        let writer = InOrderWriter(renderer: renderer, output: output)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            let findings = filter(Analyzer.findings(in: paths[position], of: index))
            var totals = ReportTotals()
            totals.add(findings)
            let bytes = findings.isEmpty ? [] : renderer.bytes(of: findings, in: report)
            writer.store(RenderedFile(bytes: bytes, count: findings.count, totals: totals), at: position)
        }
        return writer.totals
    }
}

private struct RenderedFile {
    var bytes: [UInt8]
    var count: Int
    var totals: ReportTotals
}

/// Takes rendered files from any worker and writes them in their order, each as soon as every file
/// before it is written.
private final class InOrderWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let renderer: any StreamingRenderer
    private let output: ReportOutput
    private var waiting: [Int: RenderedFile] = [:]
    private var next = 0
    private var written = 0
    private(set) var totals = ReportTotals()

    init(renderer: any StreamingRenderer, output: ReportOutput) {
        self.renderer = renderer
        self.output = output
    }

    func store(_ file: RenderedFile, at position: Int) {
        lock.withLock {
            waiting[position] = file
            while let ready = waiting.removeValue(forKey: next) {
                if ready.count > 0 {
                    if written > 0 { output.write(renderer.separator) }
                    output.write(ready.bytes)
                    written += ready.count
                    totals.add(ready.totals)
                }
                next += 1
            }
        }
    }
}
