import JSON
import NSS

extension NUIExtensionSettings {
    package static let keys = ["properties", "classes", "values"]

    /// Reads the `nuiExtensions` object of `nuance.json`:
    /// `{ "properties": { "corners-radius": "number" }, "classes": ["PrimaryHeader"], "values": ["nui_ignore"] }`.
    package mutating func read(_ object: JSONNode, with reader: inout ConfigurationReader) {
        reader.checkKeys(of: object, allowed: Self.keys, in: "`nuiExtensions`")
        if let member = object.member("properties"), let entries = reader.object(member) {
            for entry in entries {
                guard AppStyleReadScanner.isPropertyShaped(entry.key) else {
                    reader.report("`\(entry.key)` is not a NUI property name (lower-case words joined by `-`)", at: entry.keyRange)
                    continue
                }
                guard let name = reader.string(entry) else { continue }
                guard let type = Self.types.first(where: { $0.name == name }) else {
                    reader.reportUnknownValue(name, at: entry.value.range, for: "the type of `\(entry.key)`", expected: Self.types.map(\.name))
                    continue
                }
                if NSSCatalog.property(entry.key) != nil {
                    reader.report("`\(entry.key)` is a built-in NUI property; declare only the properties NUI does not know", at: entry.keyRange)
                    continue
                }
                properties[entry.key] = type.type
            }
        }
        if let member = object.member("classes"), let names = reader.stringArray(member) {
            for name in names where !name.isEmpty { classes.insert(name) }
        }
        if let member = object.member("values"), let names = reader.stringArray(member) {
            values.formUnion(names)
        }
    }
}
