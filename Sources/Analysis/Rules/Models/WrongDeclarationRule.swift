import Diagnostics
import SourceText
import SourceryModels

/// A key meant for a protocol written on a property, or the other way round.
struct WrongDeclarationRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/wrong-declaration",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "an annotation key on a kind of declaration its templates do not read it from",
        rationale: """
            Templates read each key from one kind of declaration: `BaseComponent` from the component \
            protocol, `@ViewBuilder` from a property. On another declaration the key is read by \
            nothing — usually the annotation was written one line too high or too low.
            """,
        fix: "Move the annotation to the declaration kind the key belongs on.",
        triggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                // sourcery: ↓@ViewBuilder
                public protocol _TitleComponent {
                    var title: AttributedString { get }
                }
                """),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                public protocol _TitleComponent {
                    // sourcery: ↓BaseComponent
                    var title: AttributedString { get }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                // sourcery: BaseComponent
                public protocol _TitleComponent {
                    // sourcery: @ViewBuilder
                    var title: AttributedString { get }
                }
                """)
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = ModelRuleSupport.parsedFile(path, of: index), let vocabulary = file.vocabulary else { return [] }
        var result: [Finding] = []
        for comment in file.sourcery.comments where comment.role == .annotations {
            guard let target = comment.boundDeclarations.first else { continue }
            let declaration = file.sourcery.declarations[target]
            for annotation in comment.annotations where annotation.namespaces.isEmpty {
                guard let entry = vocabulary.entry(for: annotation.key), !entry.isDead, !entry.target.accepts(declaration.kind)
                else { continue }
                result.append(
                    finding(
                        "`\(annotation.key)` belongs on \(entry.target.description), not on \(declaration.displayName)",
                        at: Location(path: path, range: annotation.keyRange),
                        related: [RelatedInformation(location: Location(path: path, range: declaration.nameRange), message: "the annotated declaration")]))
            }
        }
        return result
    }
}
