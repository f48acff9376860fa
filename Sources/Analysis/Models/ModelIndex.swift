import Diagnostics
import Foundation
import SourceText
import SourceryModels

/// A declaration in one of the indexed files.
package struct DeclarationReference: Sendable, Hashable {
    package var path: String
    package var index: Int

    package init(path: String, index: Int) {
        self.path = path
        self.index = index
    }
}

/// Everything the analysis knows about the workspace's Sourcery-annotated Swift models.
package struct ModelIndex: Sendable {
    /// Style classes derived from the models' components, for the stylesheet side.
    package private(set) var styleClasses: [DerivedStyleClass] = []
    /// The position in `styleClasses` of the first style class of each name.
    private var styleClassPositionByName: [String: Int] = [:]
    /// Every Swift file read, by path (files without `sourcery:` are present but not parsed).
    package private(set) var files: [String: ModelFile] = [:]
    /// Components in path order.
    package private(set) var components: [Component] = []
    /// The positions in `components` of the components each file declares.
    private var componentPositionsByPath: [String: [Int]] = [:]
    /// Protocols by name, across files.
    package private(set) var protocols: [String: [DeclarationReference]] = [:]
    /// Names of every type, protocol, type alias and extended type declared in a Swift file of the
    /// workspace: parsed from the annotated files, scanned from the others.
    package private(set) var declaredTypeNames: Set<String> = []
    /// Deprecated pattern: `XComponent` protocols that `_ComponentGenerating` structs generate, each
    /// with its single property.
    package private(set) var generatedComponentProtocols: [String: ComponentProperty] = [:]
    package let settings: SourcerySettings

    package init(snapshot: Snapshot) {
        settings = snapshot.configuration.sourcery
        let root = snapshot.root ?? snapshot.configuration.path.map { path -> String in
            guard let slash = path.lastIndex(of: "/") else { return "" }
            return String(path[..<slash])
        }
        let swiftFiles = snapshot.files(of: .swiftModel)
        let options = settings.readOptions
        let parsed = ParsedFiles(count: swiftFiles.count)
        DispatchQueue.concurrentPerform(iterations: swiftFiles.count) { position in
            parsed.store(SourceryFile.read(swiftFiles[position].text, options: options), at: position)
        }
        let results = parsed.all
        for (position, file) in swiftFiles.enumerated() {
            files[file.path] = ModelFile(path: file.path, text: file.text, sourcery: results[position], vocabulary: nil, predecessor: nil)
        }
        indexDeclarations(paths: swiftFiles.map(\.path))
        addScannedTypeNames(snapshot: snapshot)
        // Files without annotations need no vocabulary.
        let contentVocabularies = results.map { $0.skipped == nil ? VocabularyByContent.vocabulary(of: $0) : nil }
        let selector = VocabularySelector(
            settings: settings, root: root,
            isFioriWorkspace: VocabularyByContent.isFioriWorkspace(
                fileVocabularies: contentVocabularies, declaredTypeNames: declaredTypeNames))
        for (position, file) in swiftFiles.enumerated() where results[position].skipped == nil {
            let vocabulary = selector.vocabulary(for: file.path, content: contentVocabularies[position])
            files[file.path]?.vocabulary = vocabulary
            files[file.path]?.predecessor = vocabulary?.predecessor.flatMap { settings.vocabulary(named: $0) }
        }
        components = ComponentBuilder(index: self, paths: swiftFiles.map(\.path)).build()
        for (position, component) in components.enumerated() {
            componentPositionsByPath[component.declaration.path, default: []].append(position)
        }
        var styleClasses: [DerivedStyleClass] = []
        styleClasses.reserveCapacity(components.reduce(0) { $0 + 1 + $1.properties.count })
        for component in components { deriveStyleClasses(component, into: &styleClasses) }
        self.styleClasses = styleClasses
        for (position, styleClass) in styleClasses.enumerated() where styleClassPositionByName[styleClass.name] == nil {
            styleClassPositionByName[styleClass.name] = position
        }
    }

    package func file(_ path: String) -> ModelFile? { files[path] }

    /// The components declared in `path`, in file order.
    package func components(declaredIn path: String) -> [Component] {
        (componentPositionsByPath[path] ?? []).map { components[$0] }
    }

    package func declaration(_ reference: DeclarationReference) -> Declaration? {
        files[reference.path]?.sourcery.declarations[reference.index]
    }

    package func location(of reference: DeclarationReference) -> Location? {
        declaration(reference).map { Location(path: reference.path, range: $0.nameRange) }
    }

    package func component(named name: String) -> Component? {
        components.first { $0.name == name } ?? components.first { $0.protocolName == name }
    }

    package func styleClass(named name: String) -> DerivedStyleClass? {
        styleClassPositionByName[name].map { styleClasses[$0] }
    }

    /// True when an indexed file declares `name`, or a component or generated protocol has that name.
    package func knowsType(_ name: String) -> Bool {
        declaredTypeNames.contains(name) || generatedComponentProtocols[name] != nil
            || components.contains { $0.name == name }
    }

    /// True when a Swift file of the workspace declares a type named `name` (`protocol X`, `struct X`,
    /// `extension X`…), including files that were scanned rather than parsed.
    package func anyFileDeclares(_ name: String) -> Bool { knowsType(name) }

    // MARK: Building

    private mutating func indexDeclarations(paths: [String]) {
        // Sized once: growing re-hashes every name.
        var protocolCount = 0
        var typeCount = 0
        for file in files.values {
            let declarations = file.sourcery.declarations
            for index in declarations.indices {
                switch declarations[index].kind {
                case .protocol: protocolCount += 1
                case .struct, .class, .enum, .actor, .typeAlias, .extension: typeCount += 1
                default: break
                }
            }
        }
        protocols.reserveCapacity(protocolCount)
        declaredTypeNames.reserveCapacity(protocolCount + typeCount)
        for path in paths {
            guard let file = files[path] else { continue }
            let declarations = file.sourcery.declarations
            for index in declarations.indices {
                switch declarations[index].kind {
                case .protocol:
                    protocols[declarations[index].name, default: []].append(DeclarationReference(path: path, index: index))
                    declaredTypeNames.insert(declarations[index].name)
                case .struct, .class, .enum, .actor, .typeAlias:
                    declaredTypeNames.insert(declarations[index].name)
                    if declarations[index].inheritedTypes.contains(where: { $0.name == "_ComponentGenerating" }) {
                        for member in file.sourcery.memberIndices[index] {
                            let field = declarations[member]
                            guard field.kind == .variable else { continue }
                            let property = ComponentNaming.deprecatedPropertyName(field.name)
                            let protocolName = property.prefix(1).uppercased() + property.dropFirst() + "Component"
                            generatedComponentProtocols[protocolName] = ComponentProperty(
                                name: property, declaredName: field.name, typeText: field.typeText,
                                declaringProtocol: protocolName, declaration: Location(path: path, range: field.nameRange))
                        }
                    }
                case .extension:
                    declaredTypeNames.insert(declarations[index].name)
                default:
                    break
                }
            }
        }
    }

    /// The names declared by the Swift files that were not parsed: those of the snapshot without
    /// annotations (or generated), and those the workspace scanned outside the snapshot.
    private mutating func addScannedTypeNames(snapshot: Snapshot) {
        for file in files.values where file.sourcery.skipped != nil {
            declaredTypeNames.formUnion(DeclaredTypeScanner.names(in: file.text.bytes))
        }
        for names in snapshot.declaredTypes.values { declaredTypeNames.formUnion(names) }
    }

    private func deriveStyleClasses(_ component: Component, into result: inout [DerivedStyleClass]) {
        result.append(
            DerivedStyleClass(
                name: ComponentNaming.styleClass(pattern: settings.componentStyleClassPattern, component: component.name),
                component: component.name, property: nil, declaration: component.declaration))
        for property in component.properties where property.isView {
            result.append(
                DerivedStyleClass(
                    name: ComponentNaming.styleClass(
                        pattern: settings.styleClassPattern, component: component.name, property: property.name),
                    component: component.name, property: property.name, declaration: property.declaration))
        }
    }
}

/// Per-file results written from concurrent workers, each to its own slot.
private final class ParsedFiles: @unchecked Sendable {
    private var slots: [SourceryFile]
    private let lock = NSLock()

    init(count: Int) { slots = Array(copies: SourceryFile(skipped: .noAnnotations), count: count) }

    func store(_ file: SourceryFile, at position: Int) { lock.withLock { slots[position] = file } }

    var all: [SourceryFile] { lock.withLock { slots } }
}
