import JSON

extension Diagnostic: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(8)
        object.appendNew(key: "range", value: range.json)
        object.appendNew(key: "severity", value: .integer(Int64(severity)))
        object.appendNew(key: "code", value: .string(code))
        object.appendNew(key: "codeDescription", ifPresent: codeDescription.map { ["href": .string($0.href)] })
        object.appendNew(key: "source", value: .string(source))
        object.appendNew(key: "message", value: .string(message))
        object.appendNew(key: "tags", ifPresent: tags.map { .array($0.map { .integer(Int64($0)) }) })
        object.appendNew(
            key: "relatedInformation",
            ifPresent: relatedInformation.map { .array($0.map { ["location": $0.location.json, "message": .string($0.message)] }) })
        return .object(object)
    }
}

extension PublishDiagnosticsNotification: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(3)
        object.appendNew(key: "uri", value: .string(uri.stringValue))
        object.appendNew(key: "version", ifPresent: version.map { .integer(Int64($0)) })
        object.appendNew(key: "diagnostics", value: .array(diagnostics.map(\.json)))
        return .object(object)
    }
}
