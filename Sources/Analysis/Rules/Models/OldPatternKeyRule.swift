import Diagnostics
import SourceText
import SourceryModels

/// A key of the deprecated model pattern in a file of the current pattern.
struct OldPatternKeyRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/old-pattern-key",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "a deprecated-pattern key in a current-pattern file, which no template reads",
        rationale: """
            FioriSwiftUICore has two generation pipelines. Keys of the deprecated model pattern \
            (`no_view`, `no_style`, `bindingProperty`, `backingComponent`…) mean nothing to the \
            styleable-component templates that read `_ComponentProtocols`: they are copied along out of \
            habit and silently ignored (FioriSwiftUICore itself carries 35 `no_view` there).
            """,
        fix: "Remove the key, or use the current pattern's key (`@Binding`, `resultBuilder.backingComponent`).",
        triggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                public protocol _DetailImageComponent {
                    // sourcery: ↓no_view
                    var detailImage: Image? { get }
                }
                """),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                public protocol _SwitchComponent {
                    // sourcery: ↓bindingProperty
                    var isOn: Bool { get }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/Models/ModelDefinitions.swift
                // sourcery: generated_component
                public protocol ObjectItemModel {
                    // sourcery: no_view
                    var detailImage: Image? { get }
                }
                """,
                note: "the deprecated pattern's own file"),
        ])

    /// Keys with a direct equivalent in the current pattern.
    static let replacements = [
        "bindingProperty": "@Binding",
        "backingComponent": "resultBuilder.backingComponent",
    ]

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = ModelRuleSupport.parsedFile(path, of: index), let vocabulary = file.vocabulary,
            let predecessor = file.predecessor
        else { return [] }
        var result: [Finding] = []
        for comment in file.sourcery.comments where ModelRuleSupport.isChecked(comment) {
            for annotation in comment.annotations where annotation.namespaces.isEmpty {
                guard vocabulary.entry(for: annotation.key) == nil, predecessor.entry(for: annotation.key) != nil else { continue }
                let location = Location(path: path, range: annotation.keyRange)
                if let replacement = OldPatternKeyRule.replacements[annotation.key] {
                    result.append(
                        finding(
                            "`\(annotation.key)` belongs to the \(predecessor.name) pattern, which \(vocabulary.name) templates do not read; use `\(replacement)`",
                            at: location,
                            fixes: [Fix(title: "Replace with `\(replacement)`", path: path, edits: [TextEdit(range: annotation.keyRange, replacement: replacement)])]))
                } else {
                    result.append(
                        finding(
                            "`\(annotation.key)` belongs to the \(predecessor.name) pattern, which \(vocabulary.name) templates do not read",
                            at: location,
                            fixes: [Fix(title: "Remove `\(annotation.key)`", path: path, edits: [ModelRuleSupport.removal(of: annotation, in: comment, text: file.text)])],
                            tags: [.unnecessary]))
                }
            }
        }
        return result
    }
}
