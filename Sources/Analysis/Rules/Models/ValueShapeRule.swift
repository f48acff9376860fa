import Diagnostics
import SourceText
import SourceryModels

/// A value whose shape the templates do not read as intended.
struct ValueShapeRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/value-shape",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "an annotation value of the wrong shape for its key",
        rationale: """
            Sourcery types values loosely and templates read them strictly: `importFrameworks` must be \
            a JSON array (a plain string is ignored), `resultBuilder.name` needs its `@` while \
            `customFunctionBuilder` must not have one, and `key = true` is the *string* \"true\", not a \
            flag. A flag key given a value still counts as present (`@Binding = false` is a binding), \
            and a value key written bare reads as `true`, which templates print as `1`.
            """,
        fix: "Write the value in the shape the key expects; the quick fix rewrites it where the intent is clear.",
        triggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                // sourcery: BaseComponent, importFrameworks = ↓Combine
                public protocol _TimerComponent {}
                """),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                public protocol _TagsComponent {
                    // sourcery: resultBuilder.name = ↓TagBuilder
                    var tags: [AttributedString] { get }
                }
                """),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                public protocol _SwitchComponent {
                    // sourcery: @Binding = ↓false
                    var isOn: Bool { get }
                }
                """),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/Models/ModelDefinitions.swift
                public protocol StepperModel {
                    // sourcery: ↓default.value
                    var stepValue: Int { get }
                }
                """,
                note: "a bare `default.value` is `true`, printed as `1`"),
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/Models/ModelDefinitions.swift
                public protocol TagModel {
                    // sourcery: customFunctionBuilder = ↓@TagBuilder
                    var tags: [String] { get }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                //- Sources/FioriSwiftUICore/_ComponentProtocols/Base.swift
                // sourcery: BaseComponent, importFrameworks = ["Combine"]
                public protocol _TimerComponent {
                    // sourcery: resultBuilder.name = @TagBuilder
                    var tags: [AttributedString] { get }
                    // sourcery: @Binding
                    var isOn: Bool { get }
                    // sourcery: default.value = 1
                    var step: Int { get }
                }
                """)
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = ModelRuleSupport.parsedFile(path, of: index), let vocabulary = file.vocabulary else { return [] }
        var result: [Finding] = []
        for comment in file.sourcery.comments where ModelRuleSupport.isChecked(comment) {
            for annotation in comment.annotations where annotation.namespaces.isEmpty {
                guard let entry = vocabulary.entry(for: annotation.key), !entry.isDead,
                    let found = check(annotation, shape: entry.shape, path: path, text: file.text)
                else { continue }
                result.append(found)
            }
        }
        return result
    }

    private func check(_ annotation: Annotation, shape: ValueShape, path: String, text: SourceText) -> Finding? {
        let key = annotation.key
        let valueLocation = Location(path: path, range: annotation.valueRange ?? annotation.keyRange)
        let keyLocation = Location(path: path, range: annotation.keyRange)
        let removeValue = Fix(
            title: "Remove the value", path: path,
            edits: [.delete(TextRange(start: annotation.keyRange.end, end: annotation.range.end))])
        switch (shape, annotation.value) {
        case (.flag, .flag), (.flagOrString, .flag):
            return nil
        case (.flag, .string(let written)) where written == "true":
            return finding(
                "`\(key) = true` is the string \"true\", not a flag; write `\(key)` alone", at: valueLocation, fixes: [removeValue])
        case (.flag, let value):
            return finding(
                "`\(key)` is a flag: only its presence counts, the value `\(value)` is ignored", at: valueLocation,
                fixes: [removeValue])
        case (.flagOrString, .string(let written)) where written == "true":
            return finding(
                "`\(key) = true` is the string \"true\", not a flag; write `\(key)` alone", at: valueLocation, fixes: [removeValue])
        case (.value, .flag), (.string, .flag), (.typeName, .flag), (.stringOrArray, .flag), (.builderWithAt, .flag),
            (.builderWithoutAt, .flag), (.number, .flag):
            return finding(
                "`\(key)` has no value: Sourcery reads it as `true`, which templates print as `1`", at: keyLocation)
        case (.arrayOfStrings, .string(let written)):
            let replacement = "[" + written.split(separator: ",").map { "\"\(String($0).trimmingSpaces)\"" }.joined(separator: ", ") + "]"
            return finding(
                "`\(key)` must be an array of strings: templates ignore the plain string `\(written)`", at: valueLocation,
                fixes: annotation.valueRange.map {
                    [Fix(title: "Write `\(replacement)`", path: path, edits: [TextEdit(range: $0, replacement: replacement)])]
                } ?? [])
        case (.arrayOfStrings, .array(let items)) where items.contains { $0.stringValue == nil }:
            return finding("`\(key)` must be an array of strings", at: valueLocation)
        case (.arrayOfStrings, .array):
            return nil
        case (.arrayOfStrings, let value):
            return finding("`\(key)` must be an array of strings, not \(value.shapeName)", at: valueLocation)
        case (.builderWithAt, .string(let written)) where !written.hasPrefix("@"):
            guard let range = annotation.valueRange else { return nil }
            let content = ModelRuleSupport.unquotedValue(range, text: text).content
            return finding(
                "`\(key)` needs the builder with its `@`: `@\(written)`", at: valueLocation,
                fixes: [Fix(title: "Write `@\(written)`", path: path, edits: [.insert("@", at: content.start)])])
        case (.builderWithoutAt, .string(let written)) where written.hasPrefix("@"):
            guard let range = annotation.valueRange else { return nil }
            let content = ModelRuleSupport.unquotedValue(range, text: text).content
            let at = content.range.first { text.bytes[$0] == UInt8(ascii: "@") } ?? content.start
            return finding(
                "`\(key)` takes the builder without `@`: `\(written.dropFirst())`", at: valueLocation,
                fixes: [Fix(title: "Remove the `@`", path: path, edits: [.delete(TextRange(start: at, end: at + 1))])])
        default:
            return nil
        }
    }
}
