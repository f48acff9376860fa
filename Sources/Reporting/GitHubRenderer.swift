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
        for finding in findings {
            let (start, end) = report.lineColumns(of: finding.location)
            var properties = ["file=\(escapeProperty(report.displayPath(finding.location.path)))", "line=\(start.line)"]
            if start.line == end.line {
                properties.append("col=\(start.column)")
                properties.append("endColumn=\(max(end.column, start.column))")
            } else {
                properties.append("endLine=\(end.line)")
            }
            properties.append("title=\(escapeProperty(finding.ruleID))")
            bytes.append(contentsOf: "::\(command(for: finding.severity)) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n".utf8)
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

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

