import Diagnostics
import Foundation
import SourceryModels

/// Derives components from annotated protocols, following inheritance across files.
struct ComponentBuilder {
    let index: ModelIndex
    let paths: [String]

    /// A key that makes a protocol a component, with the pattern it belongs to.
    private struct Marker {
        var key: String
        var pattern: ModelPattern
        var marksComposite: Bool
    }

    private var markers: [Marker] {
        var result: [Marker] = []
        for vocabulary in Vocabulary.builtIn + index.settings.customVocabularies {
            let pattern: ModelPattern = vocabulary.name == Vocabulary.fioriModelsName ? .deprecated : .current
            for key in vocabulary.keys where key.marksComponent {
                result.append(Marker(key: key.key, pattern: pattern, marksComposite: key.marksComposite))
            }
        }
        return result
    }

    func build() -> [Component] {
        let markers = self.markers
        var result: [Component] = []
        for path in paths {
            guard let file = index.file(path) else { continue }
            let declarations = file.sourcery.declarations
            for position in declarations.indices where declarations[position].kind == .protocol {
                let annotations = declarations[position].annotations
                guard !annotations.isEmpty, let marker = markers.first(where: { annotations[$0.key] != nil }) else { continue }
                let declaration = declarations[position]
                let reference = DeclarationReference(path: path, index: position)
                let isComposite = markers.contains { $0.marksComposite && annotations[$0.key] != nil }
                // Its own members, and usually a few inherited ones.
                var properties: [ComponentProperty] = []
                properties.reserveCapacity(file.sourcery.memberIndices[position].count + 4)
                var visited: [String] = []
                visited.reserveCapacity(4)
                collectProperties(
                    of: reference, pattern: marker.pattern, current: (path, file.sourcery), into: &properties, visited: &visited)
                result.append(
                    Component(
                        name: ComponentNaming.componentName(forProtocol: declaration.name), protocolName: declaration.name,
                        pattern: marker.pattern, isComposite: isComposite,
                        isInternal: annotations["InternalComponent"] != nil,
                        declaration: Location(path: path, range: declaration.nameRange), properties: properties,
                        children: isComposite ? children(of: declaration) : []))
            }
        }
        return result
    }

    /// `current` is the file being built, at hand for references into it (most are); `visited` holds
    /// the protocols seen, a handful, so a list beats hashing.
    private func collectProperties(
        of reference: DeclarationReference, pattern: ModelPattern, current: (path: String, file: SourceryFile),
        into properties: inout [ComponentProperty], visited: inout [String]
    ) {
        guard let sourcery = reference.path == current.path ? current.file : index.file(reference.path)?.sourcery else { return }
        let declarations = sourcery.declarations
        let protocolName = declarations[reference.index].name
        guard !visited.contains(protocolName) else { return }
        visited.append(protocolName)
        ComponentBuilder.forEachName(in: declarations[reference.index].inheritedTypes) { inherited in
            if let parent = index.protocols[inherited]?.first {
                collectProperties(of: parent, pattern: pattern, current: current, into: &properties, visited: &visited)
            } else if pattern == .deprecated, let generated = index.generatedComponentProtocols[inherited],
                !properties.contains(where: { $0.name == generated.name })
            {
                properties.append(generated)
            }
        }
        for memberIndex in sourcery.memberIndices[reference.index] where declarations[memberIndex].kind == .variable {
            let declaredName = declarations[memberIndex].name
            let name = pattern == .deprecated ? ComponentNaming.deprecatedPropertyName(declaredName) : declaredName
            guard !properties.contains(where: { $0.name == name }) else { continue }
            properties.append(
                ComponentProperty(
                    name: name, declaredName: declaredName, typeText: declarations[memberIndex].typeText,
                    declaringProtocol: protocolName,
                    declaration: Location(path: reference.path, range: declarations[memberIndex].nameRange),
                    isView: ViewProperty.rendersView(declarations[memberIndex])))
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
        var result: [String] = []
        forEachName(in: types) { result.append($0) }
        return result
    }

    /// Each protocol name in an inheritance list, compositions (`_A & _B`) split, without collecting them.
    static func forEachName(in types: [TypeReference], _ body: (String) -> Void) {
        for type in types {
            if type.name.utf8.contains(UInt8(ascii: "&")) {
                for part in type.name.split(separator: "&") { body(part.trimmingCharacters(in: .whitespaces)) }
            } else {
                body(type.name)
            }
        }
    }
}
