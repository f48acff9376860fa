import JSON

extension SourcerySettings {
    package static let keys = ["vocabularies", "styleClasses"]

    /// Reads the `sourcery` object of `nuance.json`.
    package mutating func read(_ object: JSONNode, with reader: inout ConfigurationReader) {
        reader.checkKeys(of: object, allowed: Self.keys, in: "`sourcery`")
    }
}
