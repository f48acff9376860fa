package struct DocumentColorRequest: LSPRequest, Hashable {
    package typealias Response = [ColorInformation]
    package static let method = "textDocument/documentColor"

    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

/// An LSP colour: components in 0…1.
package struct LSPColor: Codable, Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

package struct ColorInformation: Codable, Sendable, Hashable {
    package var range: LSPRange
    package var color: LSPColor
}

package struct ColorPresentationRequest: LSPRequest, Hashable {
    package typealias Response = [ColorPresentationItem]
    package static let method = "textDocument/colorPresentation"

    package var textDocument: TextDocumentIdentifier
    package var color: LSPColor
    package var range: LSPRange

    package init(textDocument: TextDocumentIdentifier, color: LSPColor, range: LSPRange) {
        self.textDocument = textDocument
        self.color = color
        self.range = range
    }
}

package struct ColorPresentationItem: Codable, Sendable, Hashable {
    package var label: String
    package var textEdit: TextEditValue?
}
