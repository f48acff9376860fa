import JSON

extension Diagnostic {
    /// The diagnostic as compact JSON bytes: the text json-c writes for its ``json`` form
    /// (`WireConversionTests`). A keystroke in a large sheet publishes up to 1,000 of them.
    func write(to output: inout DocumentAnswerBytes) {
        output.raw("{\"range\":")
        output.range(range)
        output.raw(",\"severity\":")
        output.integer(severity)
        output.raw(",\"code\":")
        output.string(code)
        if let codeDescription {
            output.raw(",\"codeDescription\":{\"href\":")
            output.string(codeDescription.href)
            output.byte(UInt8(ascii: "}"))
        }
        output.raw(",\"source\":")
        output.string(source)
        output.raw(",\"message\":")
        output.string(message)
        if let tags {
            output.raw(",\"tags\":")
            output.array(tags) { $0.integer($1) }
        }
        if let relatedInformation {
            output.raw(",\"relatedInformation\":")
            output.array(relatedInformation) { output, related in
                output.raw("{\"location\":{\"uri\":")
                output.string(related.location.uri.stringValue)
                output.raw(",\"range\":")
                output.range(related.location.range)
                output.raw("},\"message\":")
                output.string(related.message)
                output.byte(UInt8(ascii: "}"))
            }
        }
        output.byte(UInt8(ascii: "}"))
    }

    /// A list of diagnostics as a JSON array's bytes.
    static func serializedBytes(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var output = DocumentAnswerBytes(reservingCapacity: 2 + diagnostics.count * 384)
        output.array(diagnostics) { $1.write(to: &$0) }
        return output.bytes
    }
}

extension PublishDiagnosticsNotification {
    /// The parameters of the notification as JSON bytes, with its diagnostics already written
    /// (``Diagnostic/serializedBytes(_:)``): the text json-c writes for ``json``.
    static func serializedParams(uri: DocumentURI, version: Int?, diagnostics: [UInt8]) -> [UInt8] {
        var output = DocumentAnswerBytes(reservingCapacity: 64 + uri.stringValue.utf8.count + diagnostics.count)
        output.raw("{\"uri\":")
        output.string(uri.stringValue)
        if let version {
            output.raw(",\"version\":")
            output.integer(version)
        }
        output.raw(",\"diagnostics\":")
        output.append(diagnostics)
        output.byte(UInt8(ascii: "}"))
        return output.bytes
    }
}
