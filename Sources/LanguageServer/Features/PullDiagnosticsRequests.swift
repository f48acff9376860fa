import JSON

/// `textDocument/diagnostic`.
package struct DocumentDiagnosticRequest: LSPRequest, Hashable {
    package typealias Response = DocumentDiagnosticReport
    package static let method = "textDocument/diagnostic"
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

/// A full report (the server always sends every diagnostic of the file).
package struct DocumentDiagnosticReport: Codable, Sendable, Hashable {
    package var kind: String = "full"
    package var items: [Diagnostic]
}

/// `workspace/diagnostic`.
package struct WorkspaceDiagnosticRequest: LSPRequest, Hashable {
    package typealias Response = WorkspaceDiagnosticReport
    package static let method = "workspace/diagnostic"
    package var previousResultIds: [JSONValue]?

    package init(previousResultIds: [JSONValue]? = nil) { self.previousResultIds = previousResultIds }
}

package struct WorkspaceDiagnosticReport: Codable, Sendable, Hashable {
    package struct Item: Codable, Sendable, Hashable {
        package var kind: String = "full"
        package var uri: DocumentURI
        package var version: Int?
        package var items: [Diagnostic]

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(uri, forKey: .uri)
            if let version { try container.encode(version, forKey: .version) } else { try container.encodeNil(forKey: .version) }
            try container.encode(items, forKey: .items)
        }
    }

    package var items: [Item]
}
