import JSON

/// The schema of `nuance.json` (`schemas/nuance.schema.json`, compiled in as ``ConfigurationSchemaText``):
/// what each setting means and takes, for completion and hover in `nuance.json`.
package final class ConfigurationSchema: Sendable {
    /// What the schema says about one value: its description, the values it takes, its members.
    package final class Setting: Sendable {
        package let description: String?
        /// `string`, `object`, `boolean`…; nil when the schema gives a choice of types.
        package let type: String?
        package let allowedValues: [String]
        package let examples: [String]
        /// Named members of an object, in the schema's order.
        package let properties: [(name: String, setting: Setting)]
        /// Members with any other name (`rules`: rule id → severity).
        package let otherMembers: Setting?

        init(
            description: String?, type: String?, allowedValues: [String], examples: [String],
            properties: [(name: String, setting: Setting)], otherMembers: Setting?
        ) {
            self.description = description
            self.type = type
            self.allowedValues = allowedValues
            self.examples = examples
            self.properties = properties
            self.otherMembers = otherMembers
        }

        package func member(_ name: String) -> Setting? {
            properties.first { $0.name == name }?.setting ?? otherMembers
        }
    }

    package static let shared = ConfigurationSchema(text: ConfigurationSchemaText.json)

    package let root: Setting

    init(text: String) {
        let document = JSONSyntax.parse(text)
        let definitions = document.root?["definitions"]
        func setting(_ node: JSONNode) -> Setting {
            // A `$ref` gives the shape; the node's own description wins over the definition's.
            var shape = node
            if let reference = node["$ref"]?.stringValue, let name = reference.split(separator: "/").last,
                let definition = definitions?[String(name)]
            {
                shape = definition
            }
            let properties = (shape["properties"]?.members ?? []).map { (name: $0.key, setting: setting($0.value)) }
            let other = shape["additionalProperties"].flatMap { $0.isObject ? setting($0) : nil }
            return Setting(
                description: node["description"]?.stringValue ?? shape["description"]?.stringValue,
                type: shape["type"]?.stringValue,
                allowedValues: (shape["enum"]?.elements ?? []).compactMap(\.stringValue),
                examples: (shape["examples"]?.elements ?? []).compactMap(\.stringValue),
                properties: properties, otherMembers: other)
        }
        root = document.root.map(setting) ?? Setting(description: nil, type: nil, allowedValues: [], examples: [], properties: [], otherMembers: nil)
    }

    /// The setting reached through `keys` from the root (nil when the schema does not know it).
    package func setting(at keys: [String]) -> Setting? {
        var current = root
        for key in keys {
            guard let next = current.member(key) else { return nil }
            current = next
        }
        return current
    }
}
