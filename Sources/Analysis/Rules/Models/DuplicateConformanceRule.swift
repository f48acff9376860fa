import Diagnostics
import SourceText
import SourceryModels

/// The same protocol listed twice in one inheritance clause.
struct DuplicateConformanceRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/duplicate-conformance",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "a model inherits the same protocol twice",
        rationale: """
            The FioriSwiftUICore component templates walk each model's inheritance list and stop with \
            `fatalError` when a protocol appears twice, so a repeated conformance — easy to introduce \
            when merging lists of child components — breaks generation for the whole module.
            """,
        fix: "Remove the repeated protocol.",
        triggering: [
            RuleExample(
                """
                // sourcery: CompositeComponent
                public protocol _ProfileHeaderComponent: _TitleComponent, _SubtitleComponent, ↓_TitleComponent {}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                // sourcery: CompositeComponent
                public protocol _ProfileHeaderComponent: _TitleComponent, _SubtitleComponent {}
                """)
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = ModelRuleSupport.parsedFile(path, of: index) else { return [] }
        var result: [Finding] = []
        for declaration in file.sourcery.declarations where !declaration.inheritedTypes.isEmpty && !declaration.isInsideInlineRegion {
            var seen: [String: TypeReference] = [:]
            for (position, inherited) in declaration.inheritedTypes.enumerated() {
                guard let first = seen[inherited.name] else {
                    seen[inherited.name] = inherited
                    continue
                }
                let previousEnd = declaration.inheritedTypes[position - 1].range.end
                result.append(
                    finding(
                        "\(declaration.displayName) inherits `\(inherited.name)` twice",
                        at: Location(path: path, range: inherited.range),
                        related: [RelatedInformation(location: Location(path: path, range: first.range), message: "first listed here")],
                        fixes: [Fix(title: "Remove the repeated `\(inherited.name)`", path: path, edits: [.delete(TextRange(start: previousEnd, end: inherited.range.end))])]))
            }
        }
        return result
    }
}
