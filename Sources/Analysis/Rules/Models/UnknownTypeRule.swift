import Diagnostics
import SourceText
import SourceryModels

/// A type named by an annotation or inherited by a component protocol that no indexed file declares.
struct UnknownTypeRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/unknown-type",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "a backing component or inherited component protocol that no indexed file declares",
        rationale: """
            `backingComponent` and `resultBuilder.backingComponent` name the view that renders a value; \
            a misspelled name compiles only after generation, far from the annotation. The component \
            templates look every inherited protocol of a component up among the scanned models and \
            stop with `fatalError` when one is missing, so a typo in an inheritance clause breaks \
            generation for the whole module.
            """,
        fix: "Correct the name, or add the file that declares the type to the indexed files.",
        triggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                // sourcery: CompositeComponent
                public protocol _ObjectItemComponent: _TitleComponent, ↓_SubtitelComponent {}

                // sourcery: BaseComponent
                public protocol _TitleComponent {
                    var title: AttributedString { get }
                }
                """),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                public protocol _KPIComponent {
                    // sourcery: resultBuilder.backingComponent = ↓KPIViw
                    var kpi: KPIItemData? { get }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                // sourcery: CompositeComponent
                public protocol _FormComponent: _FormViewComponent {}
                //- Sources/FioriSwiftUICore/_ComponentProtocols/FormView.swift
                public protocol _FormViewComponent {}
                """,
                note: "declared in a file without annotations, which is searched but not parsed"),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                // sourcery: CompositeComponent
                public protocol _ObjectItemComponent: _TitleComponent, _SubtitleComponent {}
                // sourcery: BaseComponent
                public protocol _TitleComponent {
                    // sourcery: resultBuilder.backingComponent = OptionalText
                    var title: AttributedString { get }
                }
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Subtitle.swift
                // sourcery: BaseComponent
                public protocol _SubtitleComponent {
                    var subtitle: AttributedString? { get }
                }
                """)
        ])

    /// Views a backing component can always name: SwiftUI's and FioriSwiftUICore's common ones.
    static let knownViews: Set<String> = [
        "Text", "Image", "Label", "Button", "Toggle", "EmptyView", "AnyView", "Group", "HStack", "VStack", "ZStack",
        "Spacer", "Divider", "ProgressView", "TextField", "Picker", "Slider", "Stepper", "Link", "Menu",
        "OptionalText", "TextOrIconView", "IconStack", "ActivityItems", "ActionItems", "KPIItem", "KPIProgressItem",
        "FootnoteIconStack", "TagStack", "AnyTag",
    ]
    /// Marker protocols of the deprecated pattern, never declared in the models.
    static let markerProtocols: Set<String> = ["_ComponentGenerating", "_ComponentMultiPropGenerating", "_MandatoryField"]

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = ModelRuleSupport.parsedFile(path, of: index) else { return [] }
        var result: [Finding] = []
        if let vocabulary = file.vocabulary {
            for comment in file.sourcery.comments where ModelRuleSupport.isChecked(comment) {
                for annotation in comment.annotations where annotation.namespaces.isEmpty {
                    guard let entry = vocabulary.entry(for: annotation.key), entry.shape == .typeName,
                        case .string(let written) = annotation.value, let range = annotation.valueRange
                    else { continue }
                    let name = UnknownTypeRule.baseName(written)
                    guard !name.isEmpty, !UnknownTypeRule.knownViews.contains(name), !index.models.anyFileDeclares(name) else { continue }
                    result.append(finding("no indexed file declares `\(name)`, named by `\(annotation.key)`", at: Location(path: path, range: range)))
                }
            }
        }
        for component in index.models.components(declaredIn: path) where component.pattern == .current {
            guard let declaration = file.sourcery.declarations.first(where: { $0.nameRange == component.declaration.range }) else { continue }
            for inherited in declaration.inheritedTypes {
                for name in ComponentBuilder.names(in: [inherited]) where UnknownTypeRule.looksLikeComponentProtocol(name) {
                    guard index.models.protocols[name] == nil, !UnknownTypeRule.markerProtocols.contains(name),
                        !index.models.anyFileDeclares(name)
                    else { continue }
                    result.append(
                        finding(
                            "component protocol `\(component.protocolName)` inherits `\(name)`, which no indexed file declares: the templates stop with `fatalError`",
                            at: Location(path: path, range: inherited.range)))
                }
            }
        }
        return result
    }

    /// `KPIItem<Data>?` → `KPIItem`.
    static func baseName(_ written: String) -> String {
        var name = Substring(written.trimmingSpaces)
        if let generic = name.firstIndex(where: { $0 == "<" || $0 == "(" }) { name = name[..<generic] }
        while name.last == "?" || name.last == "!" { name = name.dropLast() }
        if name.hasPrefix("any ") || name.hasPrefix("some ") { name = name.drop { $0 != " " }.dropFirst() }
        return String(name)
    }

    static func looksLikeComponentProtocol(_ name: String) -> Bool {
        name.hasPrefix("_") || name.hasSuffix("Component") || name.hasSuffix("Model")
    }
}
