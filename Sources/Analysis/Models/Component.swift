import Diagnostics

/// Which generator pipeline a component comes from.
package enum ModelPattern: String, Sendable, Hashable {
    /// `_XComponent` protocols annotated `BaseComponent` / `CompositeComponent`.
    case current
    /// `XModel` protocols annotated `generated_component…`.
    case deprecated
}

/// A property of a component, with the declaration it comes from.
package struct ComponentProperty: Sendable, Hashable {
    /// The name the generators use (`title`; the deprecated pattern removes underscores from `title_`).
    package var name: String
    /// The name as declared.
    package var declaredName: String
    package var typeText: String?
    /// The protocol that declares it (the component's own or an inherited one).
    package var declaringProtocol: String
    package var declaration: Location
    /// False for a data property that renders no view of its own (`isItemOrderForced: Bool`, a
    /// binding, `no_view`): it yields no style class.
    package var isView: Bool

    package init(
        name: String, declaredName: String, typeText: String?, declaringProtocol: String, declaration: Location, isView: Bool = true
    ) {
        self.name = name
        self.declaredName = declaredName
        self.typeText = typeText
        self.declaringProtocol = declaringProtocol
        self.declaration = declaration
        self.isView = isView
    }
}

/// A component the generators derive from an annotated protocol.
package struct Component: Sendable, Hashable {
    /// `ObjectItem`.
    package var name: String
    /// `_ObjectItemComponent`.
    package var protocolName: String
    package var pattern: ModelPattern
    package var isComposite: Bool
    package var isInternal: Bool
    /// The protocol's name in its file.
    package var declaration: Location
    /// Own and inherited properties, inherited first, without repeats.
    package var properties: [ComponentProperty]
    /// Child components of a composite (current pattern).
    package var children: [String]

    package init(
        name: String, protocolName: String, pattern: ModelPattern, isComposite: Bool, isInternal: Bool,
        declaration: Location, properties: [ComponentProperty], children: [String]
    ) {
        self.name = name
        self.protocolName = protocolName
        self.pattern = pattern
        self.isComposite = isComposite
        self.isInternal = isInternal
        self.declaration = declaration
        self.properties = properties
        self.children = children
    }

    /// The names the generators derive, labelled (`("style protocol", "ObjectItemStyle")`).
    package var generatedNames: [(role: String, name: String)] {
        switch pattern {
        case .current:
            let lowered = ComponentNaming.lowercasingFirstCharacter(name)
            var names: [(String, String)] = [
                ("view", name), ("style protocol", "\(name)Style"), ("configuration", "\(name)Configuration"),
                ("base style", "\(name)BaseStyle"), ("Fiori style", "\(name)FioriStyle"), ("type-erased style", "Any\(name)Style"),
                ("style modifier", "\(name)StyleModifier"), ("environment value", "EnvironmentValues.\(lowered)Style"),
                ("view modifier", ".\(lowered)Style(_:)"), ("identifier", "fiori_\(name.lowercased())_component"),
            ]
            names += children.map { ("child style", "\(name)\($0)Style") }
            return names
        case .deprecated:
            return [("view", name), ("model protocol", protocolName)]
                + properties.flatMap { property -> [(String, String)] in
                    [
                        ("property protocol", property.name.prefix(1).uppercased() + property.name.dropFirst() + "Component"),
                        ("environment key", "\\.\(property.name)Modifier"),
                        ("view modifier", ".\(property.name)Modifier { … }"),
                        ("default style", "Fiori.\(name).\(property.name)"),
                        ("cumulative default style", "Fiori.\(name).\(property.name)Cumulative"),
                    ]
                }
        }
    }
}

/// The generators' naming rules (FioriSwiftUICore templates).
package enum ComponentNaming {
    /// `_ObjectItemComponent` → `ObjectItem`, `ObjectItemModel` → `ObjectItem`: when the name ends in
    /// `Model` every `Model` is removed, else when it ends in `Component` every `Component`; then one
    /// leading `_`.
    package static func componentName(forProtocol name: String) -> String {
        if let name = componentNameOfPlainProtocol(name) { return name }
        let bytes = Array(name.utf8)
        // Byte-wise only for ASCII: `hasSuffix` and `hasPrefix` compare characters (`_` followed by a
        // combining mark is no `_` to them).
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return componentNameComparingCharacters(forProtocol: name) }
        var result = bytes
        if hasSuffix(bytes, modelBytes) {
            result = removing(modelBytes, from: bytes)
        } else if hasSuffix(bytes, componentBytes) {
            result = removing(componentBytes, from: bytes)
        }
        let start = result.first == UInt8(ascii: "_") ? 1 : 0
        return String(decoding: result[start...], as: UTF8.self)
    }

    /// The usual case without copying bytes: an ASCII name with `Model` or `Component` only at its
    /// end (`_ObjectItemComponent`); nil for any other name.
    private static func componentNameOfPlainProtocol(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let suffix =
                bytes.suffix(modelBytes.count).elementsEqual(modelBytes)
                ? modelBytes : bytes.suffix(componentBytes.count).elementsEqual(componentBytes) ? componentBytes : []
            let end = bytes.count - suffix.count
            // Another occurrence of the suffix would be removed too.
            if !suffix.isEmpty, end >= suffix.count, (0...(end - suffix.count)).contains(where: { bytes[$0...].starts(with: suffix) }) {
                return nil
            }
            let start = end > 0 && bytes[0] == UInt8(ascii: "_") ? 1 : 0
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    private static let modelBytes = Array("Model".utf8)
    private static let componentBytes = Array("Component".utf8)

    private static func componentNameComparingCharacters(forProtocol name: String) -> String {
        var result = name
        if result.hasSuffix("Model") {
            result = replacing("Model", with: "", in: result)
        } else if result.hasSuffix("Component") {
            result = replacing("Component", with: "", in: result)
        }
        if result.hasPrefix("_") { result.removeFirst() }
        return result
    }

    private static func hasSuffix(_ bytes: [UInt8], _ suffix: [UInt8]) -> Bool {
        bytes.count >= suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
    }

    /// Every occurrence of `needle` removed, left to right.
    private static func removing(_ needle: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: needle) {
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// Only the first character: `KPIHeader` → `kPIHeader`.
    package static func lowercasingFirstCharacter(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// Deprecated pattern: every underscore removed (`title_` → `title`).
    package static func deprecatedPropertyName(_ name: String) -> String {
        name.filter { $0 != "_" }
    }

    /// The style class for `component` / `property` from a pattern with `{component}` and `{property}`.
    package static func styleClass(pattern: String, component: String, property: String? = nil) -> String {
        // The default patterns, without a search.
        if pattern == "fdl{component}" { return joined("fdl", component) }
        if pattern == "fdl{component}_{property}", let property { return joined("fdl", component, "_", property) }
        var result = replacing("{component}", with: component, in: pattern)
        if let property { result = replacing("{property}", with: property, in: result) }
        return result
    }

    /// `prefix` + `name`, allocated once.
    private static func joined(_ prefix: String, _ name: String) -> String {
        joined(prefix, name, "", "")
    }

    /// `prefix` + `component` + `separator` + `property`, copied once into a string of the right size
    /// (appending piece by piece costs several times more).
    private static func joined(_ prefix: String, _ component: String, _ separator: String, _ property: String) -> String {
        var parts = (prefix, component, separator, property)
        let count = prefix.utf8.count + component.utf8.count + separator.utf8.count + property.utf8.count
        return parts.0.withUTF8 { first in
            parts.1.withUTF8 { second in
                parts.2.withUTF8 { third in
                    parts.3.withUTF8 { fourth in
                        String(unsafeUninitializedCapacity: count) { buffer in
                            guard let base = buffer.baseAddress else { return 0 }
                            var end = 0
                            if let start = first.baseAddress { (base + end).initialize(from: start, count: first.count) }
                            end += first.count
                            if let start = second.baseAddress { (base + end).initialize(from: start, count: second.count) }
                            end += second.count
                            if let start = third.baseAddress { (base + end).initialize(from: start, count: third.count) }
                            end += third.count
                            if let start = fourth.baseAddress { (base + end).initialize(from: start, count: fourth.count) }
                            return end + fourth.count
                        }
                    }
                }
            }
        }
    }

    /// Every occurrence of `target` in `text` replaced, left to right, without Foundation.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        let needle = Array(target.utf8)
        let bytes = Array(text.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + needle.count <= bytes.count, bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
                result.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
