import Diagnostics
import SourceText
import SourceryModels

/// A key the folder's vocabulary does not know.
struct UnknownKeyRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/unknown-key",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "an annotation key that no template of the folder's vocabulary reads",
        rationale: """
            Sourcery has no list of keys: templates read whatever keys they want, and a misspelled key \
            (`@binding` for `@Binding`) is silently ignored. Where a vocabulary applies (the built-in \
            FioriSwiftUICore vocabularies by folder, or one the project declares in `nuance.json`), \
            every key is checked against it; keys that no template reads any more are reported too. \
            Where no vocabulary applies, keys are not checked.
            """,
        fix: "Use the key the templates read (the finding suggests the nearest one), or remove the annotation.",
        triggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                public protocol _SwitchComponent {
                    // sourcery: ↓@binding
                    var isOn: Bool { get }
                }
                """),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                public protocol _StepComponent {
                    // sourcery: ↓@StateObject
                    var model: StepModel { get }
                }
                """),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/Models/ModelDefinitions.swift
                // sourcery: generated_component
                public protocol KPIItemModel {
                    // sourcery: ↓no_nil_check
                    var kpi_: String? { get }
                }
                """,
                note: "a key no template reads any more"),
        ],
        nonTriggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                // sourcery: BaseComponent
                public protocol _SwitchComponent {
                    // sourcery: @Binding
                    var isOn: Bool { get }
                }
                """),
            RuleExample(
                """
                // sourcery: AutoEquatable
                struct Point {
                    // sourcery: skipEquality
                    var x: Int
                }
                """,
                note: "no vocabulary applies to this folder"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = ModelRuleSupport.parsedFile(path, of: index), let vocabulary = file.vocabulary else { return [] }
        var result: [Finding] = []
        for comment in file.sourcery.comments where ModelRuleSupport.isChecked(comment) {
            for annotation in comment.annotations where annotation.namespaces.isEmpty {
                let location = Location(path: path, range: annotation.keyRange)
                if let entry = vocabulary.entry(for: annotation.key) {
                    if entry.isDead {
                        result.append(
                            finding(
                                "`\(annotation.key)` is read by no \(vocabulary.name) template",
                                at: location, tags: [.unnecessary]))
                    }
                    continue
                }
                if file.predecessor?.entry(for: annotation.key) != nil { continue }
                guard let suggestion = ModelRuleSupport.suggestion(for: annotation.key, in: vocabulary.liveExactKeys) else {
                    result.append(finding("unknown annotation key `\(annotation.key)` for \(vocabulary.name)", at: location))
                    continue
                }
                result.append(
                    finding(
                        "unknown annotation key `\(annotation.key)` for \(vocabulary.name); did you mean `\(suggestion)`?",
                        at: location,
                        fixes: [Fix(title: "Replace with `\(suggestion)`", path: path, edits: [TextEdit(range: annotation.keyRange, replacement: suggestion)])]))
            }
        }
        return result
    }
}
