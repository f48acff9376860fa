import Diagnostics

extension ModelIndex {
    /// How a component name (`ProfileHeader`), its protocol (`_ProfileHeaderComponent`), a derived
    /// style class (`fdlProfileHeader_title`) or a generated name (`ProfileHeaderStyle`,
    /// `profileHeaderStyle`) comes about.
    package func explain(_ name: String) -> Explanation? {
        if let styleClass = styleClass(named: name), let component = component(named: styleClass.component) {
            return explain(styleClass, of: component)
        }
        if let component = component(named: name) { return explain(component) }
        if let (component, role) = component(generating: name) {
            var explanation = explain(component, subject: "`\(name)` is the \(role) of component `\(component.name)`, which")
            explanation.name = name
            explanation.kind = role
            return explanation
        }
        return nil
    }

    /// `subject` starts the summary (by default the component itself).
    private func explain(_ component: Component, subject: String? = nil) -> Explanation {
        let how = component.pattern == .current
            ? (component.isComposite ? "`CompositeComponent`" : "`BaseComponent`")
            : "`generated_component`"
        let summary =
            (subject ?? "component `\(component.name)`") + " is generated from protocol `\(component.protocolName)` (annotated \(how)) "
            + "with \(component.properties.count) propert\(component.properties.count == 1 ? "y" : "ies")"
            + (component.isInternal ? "; its generated declarations are internal" : "")
        var values = component.generatedNames.map { Explanation.Value(mode: $0.role, value: $0.name) }
        values += styleClasses.filter { $0.component == component.name }.map {
            Explanation.Value(mode: "style class", value: $0.name)
        }
        var definitions = [
            Explanation.Definition(
                location: component.declaration, text: "protocol \(component.protocolName)",
                verdict: "declares component `\(component.name)`", isEffective: true)
        ]
        definitions += component.properties.map {
            Explanation.Definition(
                location: $0.declaration, text: "var \($0.declaredName)" + ($0.typeText.map { ": \($0)" } ?? ""),
                verdict: "property `\($0.name)` (declared in `\($0.declaringProtocol)`)", isEffective: true)
        }
        return Explanation(name: component.name, kind: "component", summary: summary, values: values, definitions: definitions)
    }

    private func explain(_ styleClass: DerivedStyleClass, of component: Component) -> Explanation {
        let summary: String
        var definitions = [
            Explanation.Definition(
                location: component.declaration, text: "protocol \(component.protocolName)",
                verdict: "declares component `\(component.name)`", isEffective: true)
        ]
        if let propertyName = styleClass.property, let property = component.properties.first(where: { $0.name == propertyName }) {
            summary =
                "style class for property `\(propertyName)` of component `\(component.name)` "
                + "(pattern `\(settings.styleClassPattern)`)"
            definitions.append(
                Explanation.Definition(
                    location: property.declaration,
                    text: "var \(property.declaredName)" + (property.typeText.map { ": \($0)" } ?? ""),
                    verdict: "declared in `\(property.declaringProtocol)`", isEffective: true))
        } else {
            summary = "style class of component `\(component.name)` (pattern `\(settings.componentStyleClassPattern)`)"
        }
        return Explanation(
            name: styleClass.name, kind: "style class", summary: summary,
            values: [Explanation.Value(mode: "", value: styleClass.name, chain: [component.protocolName, styleClass.name])],
            definitions: definitions)
    }
}
