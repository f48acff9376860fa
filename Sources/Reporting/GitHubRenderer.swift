import Diagnostics
import Foundation

/// GitHub Actions workflow commands: `::error file=F,line=L,col=C,endLine=…,endColumn=…,title=RULE::message`.
/// Multi-line ranges carry no columns (GitHub ignores them there).
package struct GitHubRenderer: StreamingRenderer {
    package init() {}

    package func writeStart(of report: Report, to output: ReportOutput) {}

    package func writeEnd(of report: Report, totals: ReportTotals, to output: ReportOutput) {}

    package func bytes(of findings: [Finding], in report: Report) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(findings.count * 160)
        var file = CurrentFile()
        for finding in findings {
            file.select(finding.location.path, in: report)
            let (start, end) = file.lineColumns(of: finding.location.range)
            bytes.append(contentsOf: "::\(command(for: finding.severity)) file=".utf8)
            append(file.display, property: true, to: &bytes)
            bytes.append(contentsOf: ",line=\(start.line)".utf8)
            if start.line == end.line {
                bytes.append(contentsOf: ",col=\(start.column),endColumn=\(max(end.column, start.column))".utf8)
            } else {
                bytes.append(contentsOf: ",endLine=\(end.line)".utf8)
            }
            bytes.append(contentsOf: ",title=".utf8)
            append(finding.ruleID, property: true, to: &bytes)
            bytes.append(contentsOf: "::".utf8)
            append(finding.message, property: false, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    private func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "notice"
        }
    }

    /// `text` with `%`, CR and LF written as `%XX` (upper-case hex), and in a property also `:` and `,`.
    private func append(_ text: String, property: Bool, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            let escaped =
                switch byte {
                case UInt8(ascii: "%"), 13, 10: true
                case UInt8(ascii: ":"), UInt8(ascii: ","): property
                default: false
                }
            if escaped {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            } else {
                bytes.append(byte)
            }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
