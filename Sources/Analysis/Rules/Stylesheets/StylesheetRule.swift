import Diagnostics

/// A rule over one analysed stylesheet. The analyzer looks the file up once for all of them; asked
/// by path, the rule looks it up itself.
package protocol StylesheetRule: Rule {
    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding]
}

extension StylesheetRule {
    package var asStylesheetRule: (any StylesheetRule)? { self }

    package func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = index.stylesheets.file(path) else { return [] }
        return findings(in: file, at: path, of: index)
    }
}
