import Analysis
import Diagnostics
import JSONRPC
import SourceText

/// What one feature request needs, taken from the server in one step: the index of the current
/// files, how to name them to the client, and how positions are counted.
struct FeatureContext: Sendable {
    let index: WorkspaceIndex
    let encoding: PositionEncoding
    let uris: [String: DocumentURI]
    let versions: [String: Int]
    let usesDocumentChanges: Bool

    func uri(_ path: String) -> DocumentURI { uris[path] ?? DocumentURI(analysisPath: path) }

    func text(_ path: String) -> SourceText? { index.snapshot.text(of: path) }

    /// The byte offset of an LSP position in `path`; nil for a document Nuance does not read (its
    /// requests get empty answers).
    func offset(_ position: Position, in path: String) -> Int? {
        text(path)?.offset(of: position.textPosition, encoding: encoding)
    }

    func range(_ range: TextRange, in path: String) -> LSPRange {
        guard let text = text(path) else { return LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)) }
        return LSPRange(range, in: text, encoding: encoding)
    }

    func byteRange(_ range: LSPRange, in path: String) -> TextRange? {
        text(path)?.range(from: range.start.textPosition, to: range.end.textPosition, encoding: encoding)
    }

    func location(_ location: Location) -> LSPLocation {
        LSPLocation(uri: uri(location.path), range: range(location.range, in: location.path))
    }

    func diagnostic(_ finding: Finding) -> Diagnostic {
        Diagnostic(finding, texts: index.snapshot, encoding: encoding, uri: uri)
    }

    /// File edits as the client wants them: `documentChanges` with versions, or `changes`.
    func workspaceEdit(_ changes: [FileEdit]) -> WorkspaceEdit {
        var byPath: [String: [TextEdit]] = [:]
        var order: [String] = []
        for change in changes {
            if byPath[change.path] == nil { order.append(change.path) }
            byPath[change.path, default: []] += change.edits
        }
        let converted = order.map { path in
            (path, byPath[path]!.sorted { $0.range < $1.range }.map { LSPTextEdit(range: range($0.range, in: path), newText: $0.replacement) })
        }
        if usesDocumentChanges {
            return WorkspaceEdit(documentChanges: converted.map { path, edits in
                TextDocumentEdit(textDocument: OptionalVersionedTextDocumentIdentifier(uri: uri(path), version: versions[path]), edits: edits)
            })
        }
        var result: [String: [LSPTextEdit]] = [:]
        for (path, edits) in converted { result[uri(path).stringValue] = edits }
        return WorkspaceEdit(changes: result)
    }
}

extension LanguageServer {
    /// A context over the current files, answered from the shared feature index.
    func featureContext() async -> FeatureContext {
        let index = featureIndex().index
        let maps = featureCache.documentMaps(generation: diagnostics.generation) {
            var versions: [String: Int] = [:]
            for document in documents.documents.values { versions[document.uri.analysisPath] = document.version }
            return FeatureIndexCache.DocumentMaps(uris: uriMap(), versions: versions)
        }
        let encoding = encoding
        let usesDocumentChanges = clientCapabilities.workspace?.workspaceEdit?.documentChanges == true
        return FeatureContext(index: index, encoding: encoding, uris: maps.uris, versions: maps.versions, usesDocumentChanges: usesDocumentChanges)
    }
}

/// What the navigation and structure features keep between requests.
struct EditingFeatureState {
    /// The workspace's image files, for document links.
    var images = WorkspaceImages()
    /// The semantic tokens last sent per document, for deltas.
    var semanticTokens = SemanticTokenResults()
}
