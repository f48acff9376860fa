import Diagnostics
import Foundation
import SourceryModels

/// Derives components from annotated protocols, following inheritance across files.
struct ComponentBuilder {
    let index: ModelIndex
    let paths: [String]

    /// Keys that make a protocol a component, with the pattern they belong to.
    private var markers: [(key: VocabularyKey, pattern: ModelPattern)] {
        var result: [(VocabularyKey, ModelPattern)] = []
        for vocabulary in Vocabulary.builtIn + index.settings.customVocabularies {
            let pattern: ModelPattern = vocabulary.name == Vocabulary.fioriModelsName ? .deprecated : .current
            for key in vocabulary.keys where key.marksComponent { result.append((key, pattern)) }
        }
        return result
    }

    func build() -> [Component] {
        let markers = self.markers
        var result: [Component] = []
        for path in paths {
            guard let file = index.file(path) else { continue }
            for (position, declaration) in file.sourcery.declarations.enumerated() where declaration.kind == .protocol {
                guard let marker = markers.first(where: { declaration.annotations[$0.key.key] != nil }) else { continue }
                let reference = DeclarationReference(path: path, index: position)
                let isComposite = markers.contains { $0.key.marksComposite && declaration.annotations[$0.key.key] != nil }
                var properties: [ComponentProperty] = []
                var visited: Set<String> = []
                collectProperties(of: reference, pattern: marker.pattern, into: &properties, visited: &visited)
                result.append(
                    Component(
                        name: ComponentNaming.componentName(forProtocol: declaration.name), protocolName: declaration.name,
                        pattern: marker.pattern, isComposite: isComposite,
                        isInternal: declaration.annotations["InternalComponent"] != nil,
                        declaration: Location(path: path, range: declaration.nameRange), properties: properties,
                        children: isComposite ? children(of: declaration) : []))
            }
        }
        return result
    }

    private func collectProperties(
        of reference: DeclarationReference, pattern: ModelPattern, into properties: inout [ComponentProperty],
        visited: inout Set<String>
    ) {
        guard let file = index.file(reference.path) else { return }
        let declaration = file.sourcery.declarations[reference.index]
        guard visited.insert(declaration.name).inserted else { return }
        for inherited in ComponentBuilder.names(in: declaration.inheritedTypes) {
            if let parent = index.protocols[inherited]?.first {
                collectProperties(of: parent, pattern: pattern, into: &properties, visited: &visited)
            } else if pattern == .deprecated, let generated = index.generatedComponentProtocols[inherited],
                !properties.contains(where: { $0.name == generated.name })
            {
                properties.append(generated)
            }
        }
        for member in file.sourcery.members(of: reference.index) where member.kind == .variable {
            let name = pattern == .deprecated ? ComponentNaming.deprecatedPropertyName(member.name) : member.name
            guard !properties.contains(where: { $0.name == name }) else { continue }
            properties.append(
                ComponentProperty(
                    name: name, declaredName: member.name, typeText: member.typeText, declaringProtocol: declaration.name,
                    declaration: Location(path: reference.path, range: member.nameRange)))
        }
    }

    /// Composite children: every `BaseComponent` protocol anywhere in the inheritance, and the directly
    /// inherited `CompositeComponent` protocols.
    private func children(of declaration: Declaration) -> [String] {
        var result: [String] = []
        var visited: Set<String> = []
        func visit(_ name: String, direct: Bool) {
            guard visited.insert(name).inserted, let reference = index.protocols[name]?.first,
                let parent = index.declaration(reference)
            else { return }
            let isBase = parent.annotations["BaseComponent"] != nil
            let isComposite = parent.annotations["CompositeComponent"] != nil
            if isBase || (isComposite && direct) {
                let child = ComponentNaming.componentName(forProtocol: name)
                if !result.contains(child) { result.append(child) }
            }
            for next in ComponentBuilder.names(in: parent.inheritedTypes) { visit(next, direct: false) }
        }
        for name in ComponentBuilder.names(in: declaration.inheritedTypes) { visit(name, direct: true) }
        return result
    }

    /// Protocol names in an inheritance list, compositions (`_A & _B`) split.
    static func names(in types: [TypeReference]) -> [String] {
        types.flatMap { $0.name.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) } }
    }
}
