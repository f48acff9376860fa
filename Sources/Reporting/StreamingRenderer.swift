import Diagnostics

/// A format that writes findings as they are computed, a file at a time, so that a run never holds
/// all of them: its start, the findings of each file in presentation order, then its end.
package protocol StreamingRenderer {
    func writeStart(of report: Report, to output: ReportOutput)
    /// `written`: how many findings were written before these.
    func write(_ findings: [Finding], after written: Int, of report: Report, to output: ReportOutput)
    func writeEnd(of report: Report, totals: ReportTotals, to output: ReportOutput)
}

extension StreamingRenderer {
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
