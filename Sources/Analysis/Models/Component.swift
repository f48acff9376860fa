import Diagnostics
import Foundation

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

    package init(name: String, declaredName: String, typeText: String?, declaringProtocol: String, declaration: Location) {
        self.name = name
        self.declaredName = declaredName
        self.typeText = typeText
        self.declaringProtocol = declaringProtocol
        self.declaration = declaration
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
                + properties.map { ("property modifier", ".\($0.name)Modifier { … }") }
        }
    }
}

/// The generators' naming rules (FioriSwiftUICore templates).
package enum ComponentNaming {
    /// `_ObjectItemComponent` → `ObjectItem`, `ObjectItemModel` → `ObjectItem`: when the name ends in
    /// `Model` every `Model` is removed, else when it ends in `Component` every `Component`; then one
    /// leading `_`.
    package static func componentName(forProtocol name: String) -> String {
        var result = name
        if result.hasSuffix("Model") {
            result = result.replacingOccurrences(of: "Model", with: "")
        } else if result.hasSuffix("Component") {
            result = result.replacingOccurrences(of: "Component", with: "")
        }
        if result.hasPrefix("_") { result.removeFirst() }
        return result
    }

    /// Only the first character: `KPIHeader` → `kPIHeader`.
    package static func lowercasingFirstCharacter(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// Deprecated pattern: every underscore removed (`title_` → `title`).
    package static func deprecatedPropertyName(_ name: String) -> String {
        name.replacingOccurrences(of: "_", with: "")
    }

    /// The style class for `component` / `property` from a pattern with `{component}` and `{property}`.
    package static func styleClass(pattern: String, component: String, property: String? = nil) -> String {
        var result = pattern.replacingOccurrences(of: "{component}", with: component)
        if let property { result = result.replacingOccurrences(of: "{property}", with: property) }
        return result
    }
}
