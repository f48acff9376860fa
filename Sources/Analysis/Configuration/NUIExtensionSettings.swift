import NSS

/// What an app adds to NUI, declared in `nuance.json` under `nuiExtensions`: properties its code or
/// its NUI fork reads (with the type of their values), extra style classes, and sentinel values its
/// renderers accept (`nui_ignore`). Properties read through `NUISettings` in the workspace's own code
/// are found without being declared (``AppStyleRead``).
package struct NUIExtensionSettings: Sendable, Hashable {
    /// Property name → the type of its values (nil: any value).
    package var properties: [String: NSSValueType?] = [:]
    package var classes: Set<String> = []
    package var values: Set<String> = []

    package init() {}

    /// The types a custom property may be declared with, by their `nuance.json` names.
    package static let types: [(name: String, type: NSSValueType?)] = [
        ("any", nil), ("color", .color), ("number", .number), ("integer", .integer), ("boolean", .boolean),
        ("offset", .offset), ("box", .box), ("fontName", .fontName), ("image", .image),
    ]
}
