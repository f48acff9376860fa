import Diagnostics
import SourceText
import SourceryModels

/// A model file whose brackets nest too deep for its annotations to be read.
struct UnreadableNestingRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/unreadable-nesting",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "a Swift file with annotations whose brackets nest too deep to be read",
        rationale: """
            Reading a Swift file's declarations takes time that grows exponentially with how deep its \
            `[` brackets nest, so Nuance does not read a file nested more than \(BracketDepth.limit) \
            levels deep. None of its annotations, components or style classes are checked or known to \
            the rest of the workspace. Real code nests a few levels; deeper nesting is usually text \
            left unfinished.
            """,
        fix: "Close the brackets, or split the nested literal or type into named parts.",
        triggering: [
            RuleExample(
                """
                // sourcery: BaseComponent
                protocol _TitleComponent {
                    var title: String { get }
                }
                let table = [[[[[[[[[[[[[[[[↓[1]]]]]]]]]]]]]]]]]
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                // sourcery: BaseComponent
                protocol _TitleComponent {
                    var title: [[String: [Int]]] { get }
                }
                """)
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = index.models.file(path), case .bracketsTooDeep(let offset) = file.sourcery.skipped else { return [] }
        return [
            finding(
                "brackets nest more than \(BracketDepth.limit) levels deep from here: the file's annotations are not read",
                at: Location(path: path, range: TextRange(start: offset, end: offset + 1)))
        ]
    }
}
