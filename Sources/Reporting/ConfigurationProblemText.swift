import Diagnostics
import SourceText

/// A configuration problem as one line: `path:line:column: message`.
package enum ConfigurationProblemText {
    package static func describe(_ problem: Finding, text: SourceText?) -> String {
        guard let text else { return "\(problem.location.path): \(problem.message)" }
        let position = text.position(of: problem.location.range.start, encoding: .utf16)
        return "\(problem.location.path):\(position.line + 1):\(position.character + 1): \(problem.message)"
    }
}
