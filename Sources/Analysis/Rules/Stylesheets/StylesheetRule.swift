import Diagnostics

/// A rule over one analysed stylesheet. The analyzer looks the file up once for all of them; asked
/// by path, the rule looks it up itself.
package protocol StylesheetRule: Rule {
    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding]
    /// The same findings, but of each kind the rule reports in file order only the first `limit`: an
    /// editor is sent at most that many per file, and a rule with thousands to report need not make
    /// the rest. Rules that report few need not implement it.
    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, limit: Int) -> [Finding]
}

extension StylesheetRule {
    package var asStylesheetRule: (any StylesheetRule)? { self }

    package func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, limit: Int) -> [Finding] {
        findings(in: file, at: path, of: index)
    }

    package func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = index.stylesheets.file(path) else { return [] }
        return findings(in: file, at: path, of: index)
    }
}
