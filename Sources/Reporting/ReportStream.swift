import Analysis
import Diagnostics
import Foundation
import SourceText

/// Writes the findings of a report as they are computed: each file's findings are computed, filtered
/// and rendered into bytes on the worker that computed them, and written in path order as soon as
/// the files before them are, so that rules and writing overlap and no file's findings outlive their
/// bytes. A file with many findings is rendered a slice at a time, the slices on every core, and
/// each slice is written (and its findings freed) as soon as it and everything before it is ready:
/// one file's report never exists whole in memory.
package enum ReportStream {
    /// The findings rendered as one piece.
    package static let sliceSize = 1_024

    /// Writes the findings of `paths` (in that order) between the renderer's start and end, which the
    /// caller writes; `filter` takes a file's findings to those reported. Returns their totals.
    package static func writeFindings(
        of report: Report, index: WorkspaceIndex, paths: [String], renderer: any StreamingRenderer,
        filter: @Sendable ([Finding]) -> [Finding], to output: ReportOutput
    ) -> ReportTotals {
        let writer = InOrderWriter(renderer: renderer, output: output)
        let rules = EnabledRules(RuleRegistry.all, levels: index.configuration.rules)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            let findings = filter(Analyzer.findings(in: paths[position], of: index, rules: rules))
            let totals = {
                var totals = ReportTotals(); totals.add(findings); return totals
            }()
            guard findings.count > sliceSize else {
                let bytes = findings.isEmpty ? [] : renderer.bytes(of: findings, in: report)
                writer.store(RenderedPiece(bytes: bytes, count: findings.count, totals: totals, isLast: true), file: position, slice: 0)
                return
            }
            let slices = FindingSlices(consume findings, size: sliceSize)
            DispatchQueue.concurrentPerform(iterations: slices.count) { slice in
                let part = slices.take(slice)
                writer.store(
                    RenderedPiece(
                        bytes: renderer.bytes(of: part, in: report), count: part.count, totals: slice == 0 ? totals : ReportTotals(),
                        isLast: slice == slices.count - 1),
                    file: position, slice: slice)
            }
        }
        return writer.totals
    }
}

/// The rendered findings of one slice of a file.
private struct RenderedPiece {
    var bytes: [UInt8]
    var count: Int
    /// The totals of the whole file on its first piece, empty on the others.
    var totals: ReportTotals
    var isLast: Bool
}

/// A file's findings cut into slices that workers take, each once, so that each slice's findings are
/// freed by the worker that rendered them (freeing a hundred thousand findings on one thread at the
/// end took a tenth of a large file's run). The findings are moved into the slices, not copied.
private final class FindingSlices: @unchecked Sendable {
    private var slices: [[Finding]?]
    private let lock = NSLock()

    init(_ findings: consuming [Finding], size: Int) {
        var findings = findings
        let count = findings.count
        // Each finding moved out is replaced by an empty one, which holds nothing to free.
        let empty = Finding(ruleID: "", severity: .hint, message: "", location: Location(path: "", range: TextRange(start: 0, end: 0)))
        slices = findings.withUnsafeMutableBufferPointer { all in
            stride(from: 0, to: count, by: size).map { start in
                let length = min(size, count - start)
                let slice = [Finding](unsafeUninitializedCapacity: length) { part, initialized in
                    part.baseAddress!.moveInitialize(from: all.baseAddress! + start, count: length)
                    (all.baseAddress! + start).initialize(repeating: empty, count: length)
                    initialized = length
                }
                return slice
            }
        }
    }

    var count: Int { lock.withLock { slices.count } }

    func take(_ slice: Int) -> [Finding] {
        lock.withLock {
            defer { slices[slice] = nil }
            return slices[slice] ?? []
        }
    }
}

/// Takes rendered pieces from any worker and writes them in their order (file by file, each file's
/// slices in turn), each as soon as every piece before it is written.
private final class InOrderWriter: @unchecked Sendable {
    private struct Place: Hashable {
        var file: Int
        var slice: Int
    }

    private let lock = NSLock()
    private let renderer: any StreamingRenderer
    private let output: ReportOutput
    private var waiting: [Place: RenderedPiece] = [:]
    private var next = Place(file: 0, slice: 0)
    private var written = 0
    private(set) var totals = ReportTotals()

    init(renderer: any StreamingRenderer, output: ReportOutput) {
        self.renderer = renderer
        self.output = output
    }

    func store(_ piece: RenderedPiece, file: Int, slice: Int) {
        lock.withLock {
            waiting[Place(file: file, slice: slice)] = piece
            while let ready = waiting.removeValue(forKey: next) {
                if ready.count > 0 {
                    if written > 0 { output.write(renderer.separator) }
                    output.write(ready.bytes)
                    written += ready.count
                }
                totals.add(ready.totals)
                next = ready.isLast ? Place(file: next.file + 1, slice: 0) : Place(file: next.file, slice: next.slice + 1)
            }
        }
    }
}
