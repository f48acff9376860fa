import Diagnostics

/// A format that writes findings as they are computed, a file at a time, so that a run never holds
/// all of them: its start, the findings of each file in presentation order, then its end. A file's
/// findings become bytes on the worker that computed them (``bytes(of:in:)``); the run writes those
/// bytes in path order, ``separator`` between two files' findings.
package protocol StreamingRenderer: Sendable {
    func writeStart(of report: Report, to output: ReportOutput)
    /// The findings of one file, as written after the findings of earlier files (and ``separator``).
    func bytes(of findings: [Finding], in report: Report) -> [UInt8]
    /// What goes between the bytes of two files' findings.
    var separator: [UInt8] { get }
    func writeEnd(of report: Report, totals: ReportTotals, to output: ReportOutput)
}

extension StreamingRenderer {
    package var separator: [UInt8] { [] }

    /// `written`: how many findings were written before these.
    package func write(_ findings: [Finding], after written: Int, of report: Report, to output: ReportOutput) {
        guard !findings.isEmpty else { return }
        if written > 0 { output.write(separator) }
        output.write(bytes(of: findings, in: report))
    }

    /// The whole report at once: the findings it holds, and totals counted from them.
    package func write(_ report: Report, to output: ReportOutput) {
        writeStart(of: report, to: output)
        write(report.findings, after: 0, of: report, to: output)
        writeEnd(of: report, totals: ReportTotals(report.findings), to: output)
    }

    package func render(_ report: Report) -> String {
        ReportOutput.collect { write(report, to: $0) }
    }
}
