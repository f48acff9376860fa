extension Component {
    /// The generated names as they are written in code, each with its role: `ObjectItemStyle`,
    /// `objectItemStyle` (the environment value and the view modifier), `fiori_objectitem_component`,
    /// `titleModifier`. The component's own name and protocol are left out.
    package var generatedIdentifiers: [(role: String, name: String)] {
        var result: [(role: String, name: String)] = []
        for (role, written) in generatedNames {
            let name = Component.identifier(written)
            guard !name.isEmpty, name != self.name, name != protocolName, !result.contains(where: { $0.name == name }) else { continue }
            result.append((role, name))
        }
        return result
    }

    /// `EnvironmentValues.objectItemStyle` → `objectItemStyle`, `.objectItemStyle(_:)` →
    /// `objectItemStyle`, `\.titleModifier` → `titleModifier`, `.titleModifier { … }` → `titleModifier`;
    /// `Fiori.X.title` stays whole.
    static func identifier(_ written: String) -> String {
        var name = Substring(written)
        if name.hasPrefix("EnvironmentValues.") { name = name.dropFirst("EnvironmentValues.".count) }
        if name.hasPrefix("\\.") { name = name.dropFirst(2) }
        if name.hasPrefix(".") { name = name.dropFirst() }
        if let end = name.firstIndex(where: { $0 == "(" || $0 == " " }) { name = name[..<end] }
        return String(name)
    }
}

extension ModelIndex {
    /// The component that generates `name` (`ObjectItemStyle`, `objectItemStyle`), with the role of
    /// the name.
    package func component(generating name: String) -> (component: Component, role: String)? {
        for component in components {
            if let found = component.generatedIdentifiers.first(where: { $0.name == name }) { return (component, found.role) }
        }
        return nil
    }
}
