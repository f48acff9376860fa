/// An LSP diagnostic; see `Finding+LSP.swift` for how findings become diagnostics.
package struct Diagnostic: Codable, Sendable, Hashable {
    package struct CodeDescription: Codable, Sendable, Hashable {
        package var href: String
    }

    package struct RelatedInformation: Codable, Sendable, Hashable {
        package var location: LSPLocation
        package var message: String
    }

    package var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    package var severity: Int
    package var code: String
    package var codeDescription: CodeDescription?
    package var source: String
    package var message: String
    /// 1 unnecessary, 2 deprecated.
    package var tags: [Int]?
    package var relatedInformation: [RelatedInformation]?
}

package struct PublishDiagnosticsNotification: LSPNotification, Hashable {
    package static let method = "textDocument/publishDiagnostics"
    package var uri: DocumentURI
    package var version: Int?
    package var diagnostics: [Diagnostic]
}
