import NSS
import SourceText

/// Why a stylesheet is left as it is, in words for the editor: formatting never does nothing silently.
package enum FormattingRefusal {
    /// Nil when the file can be formatted, or is not a NUI stylesheet (only those are formatted).
    package static func reason(for path: String, in index: WorkspaceIndex) -> String? {
        guard let file = index.stylesheets.file(path) else { return nil }
        let name = "`" + (path.split(separator: "/").last.map(String.init) ?? path) + "`"
        // A file of another format that shares the extension (NWScript, Niagara) is none of Nuance's business.
        guard file.isNUIContent else { return nil }
        if file.text.repairedInvalidUTF8 { return "cannot format \(name): it is not valid UTF-8" }
        guard let first = file.syntax.problems.min(by: { $0.range.start < $1.range.start }) else { return nil }
        let line = file.text.line(containing: first.range.start) + 1
        let count = file.syntax.problems.count
        let what = count == 1 ? "its syntax error is" : "its \(count) syntax errors are"
        let consequence = "; " + NSSProblem.consequence
        let message = first.message.hasSuffix(consequence) ? String(first.message.dropLast(consequence.count)) : first.message
        return "cannot format \(name) until \(what) fixed (line \(line): \(message))"
    }
}
