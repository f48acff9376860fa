import SourceText

/// An open document: the client's text, kept exactly.
package struct Document: Sendable, Hashable {
    package var uri: DocumentURI
    package var languageID: String
    package var version: Int
    package var text: SourceText
}

package enum DocumentStoreError: Error, Hashable, CustomStringConvertible {
    case notOpen(DocumentURI)
    case invalidEdit(String)

    package var description: String {
        switch self {
        case .notOpen(let uri): return "document '\(uri)' is not open"
        case .invalidEdit(let reason): return "cannot apply edit: \(reason)"
        }
    }
}

/// The open documents, edited incrementally in the order the client sent the edits.
package struct DocumentStore: Sendable {
    package private(set) var documents: [DocumentURI: Document] = [:]

    package init() {}

    package mutating func open(_ item: TextDocumentItem) {
        documents[item.uri] = Document(uri: item.uri, languageID: item.languageId, version: item.version, text: SourceText(item.text))
    }

    package mutating func close(_ uri: DocumentURI) {
        documents[uri] = nil
    }

    package subscript(uri: DocumentURI) -> Document? { documents[uri] }

    /// Applies the changes one after another: each change's range refers to the text left by the
    /// previous one.
    package mutating func change(
        _ uri: DocumentURI, version: Int, changes: [TextDocumentContentChangeEvent], encoding: PositionEncoding
    ) throws(DocumentStoreError) {
        guard var document = documents[uri] else { throw .notOpen(uri) }
        for change in changes {
            document.text = try DocumentStore.apply(change, to: document.text, encoding: encoding)
        }
        document.version = version
        documents[uri] = document
    }

    package static func apply(
        _ change: TextDocumentContentChangeEvent, to text: SourceText, encoding: PositionEncoding
    ) throws(DocumentStoreError) -> SourceText {
        guard let range = change.range else { return SourceText(change.text) }
        let byteRange = text.range(from: range.start.textPosition, to: range.end.textPosition, encoding: encoding)
        do {
            return try text.replacing(byteRange, with: change.text)
        } catch {
            throw .invalidEdit("\(error)")
        }
    }
}

extension Position {
    package var textPosition: TextPosition { TextPosition(line: line, character: character) }

    package init(_ position: TextPosition) {
        self.init(line: position.line, character: position.character)
    }
}

extension LSPRange {
    /// The LSP range of byte range `range` in `text`.
    package init(_ range: TextRange, in text: SourceText, encoding: PositionEncoding) {
        let positions = text.positions(of: range, encoding: encoding)
        self.init(start: Position(positions.start), end: Position(positions.end))
    }
}
