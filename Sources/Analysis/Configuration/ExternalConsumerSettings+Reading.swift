import JSON

extension ExternalConsumerSettings {
    package static let keys = ["uses", "checkUnused"]

    /// Reads `{ "uses": ["color.brand.*", "tintColor"], "checkUnused": true }`.
    package mutating func read(_ object: JSONNode, with reader: inout ConfigurationReader) {
        reader.checkKeys(of: object, allowed: Self.keys, in: "`externalConsumers`")
        if let member = object.member("uses"), let patterns = reader.stringArray(member) {
            uses = patterns.filter { !$0.isEmpty }
        }
        if let member = object.member("checkUnused"), let value = reader.bool(member) { checkUnused = value }
    }
}
