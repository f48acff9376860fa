/// A document's URI exactly as the client wrote it.
package struct DocumentURI: Codable, Sendable, Hashable, CustomStringConvertible {
    package var stringValue: String

    package init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    package init(from decoder: any Decoder) throws {
        stringValue = try decoder.singleValueContainer().decode(String.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stringValue)
    }

    package var description: String { stringValue }
}

package struct Position: Codable, Sendable, Hashable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

package struct LSPRange: Codable, Sendable, Hashable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

package struct LSPLocation: Codable, Sendable, Hashable {
    package var uri: DocumentURI
    package var range: LSPRange

    package init(uri: DocumentURI, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}

package struct TextDocumentIdentifier: Codable, Sendable, Hashable {
    package var uri: DocumentURI

    package init(uri: DocumentURI) {
        self.uri = uri
    }
}

package struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    package var uri: DocumentURI
    package var version: Int

    package init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

package struct TextDocumentItem: Codable, Sendable, Hashable {
    package var uri: DocumentURI
    package var languageId: String
    package var version: Int
    package var text: String

    package init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}

/// One change of `textDocument/didChange`: a range and its new text, or (without a range) the whole
/// new text.
package struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
    package var range: LSPRange?
    package var text: String

    package init(range: LSPRange? = nil, text: String) {
        self.range = range
        self.text = text
    }
}
