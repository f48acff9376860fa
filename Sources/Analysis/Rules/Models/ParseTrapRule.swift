import Diagnostics
import SourceText
import SourceryModels

/// Text that Sourcery's annotation grammar silently reads differently from what it says.
struct ParseTrapRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/parse-trap",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "an annotation that Sourcery silently mis-reads",
        rationale: """
            Sourcery's annotation grammar never reports an error. In the first annotation of a line an \
            unquoted `:` turns the text before it into namespaces (`defaultValue = Foo(a: 1)` becomes \
            the key `1)`); an unquoted `=` inside a value keeps only the text after the last `=`; an \
            unbalanced `\"` or bracket swallows the rest of the line; single quotes do not protect \
            commas; a `/* sourcery:` comment that does not close on its line is not read at all; and \
            annotations in `///` comments also end up in the generated documentation.
            """,
        fix: "Quote the value with double quotes (the quick fix does it where the value has none inside), close what was opened, or use `//` comments.",
        triggering: [
            RuleExample(
                """
                public protocol _AvatarComponent {
                    // sourcery: defaultValue = ↓Avatar(size: 24)
                    var avatar: Avatar { get }
                }
                """),
            RuleExample(
                """
                public protocol _FilterComponent {
                    // sourcery: @ViewBuilder, defaultValue = ↓a == b
                    var isEqual: Bool { get }
                }
                """),
            RuleExample(
                """
                // sourcery: placeholder = ↓"geo:37.33, skipEquality
                var location: String
                """),
            RuleExample(
                """
                // sourcery: title = ↓'Hello, World'
                var title: String
                """),
            RuleExample(
                """
                ↓/// sourcery: skipEquality
                var cache: [String: Int]
                """),
            RuleExample(
                """
                ↓/* sourcery: skipEquality
                 */
                var cache: [String: Int]
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                // sourcery: placeholder = "geo:37.33,-122.03?q=1 Infinite Loop"
                var location: String
                // sourcery: decoding: smth: key = 'a', x = 0
                var decoded: Int
                // sourcery: defaultValue = "Avatar(size: 24)", bindingPropertyOptional = .constant("")
                var avatar: Avatar
                """)
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = ModelRuleSupport.parsedFile(path, of: index) else { return [] }
        var result: [Finding] = []
        for comment in file.sourcery.comments where ModelRuleSupport.isChecked(comment) {
            for trap in comment.traps { result.append(finding(for: trap, path: path, text: file.text)) }
            if comment.isDocumentation, comment.role == .annotations, comment.placement == .ownLine,
                let documentation = documentationOpener(comment, text: file.text)
            {
                result.append(
                    finding(
                        "annotations in a `\(documentation.opener)` comment also end up in generated documentation; use `\(documentation.replacement)`",
                        at: Location(path: path, range: comment.range),
                        fixes: [Fix(title: "Use `\(documentation.replacement)`", path: path, edits: [TextEdit(range: documentation.range, replacement: documentation.replacement)])]))
            }
        }
        return result
    }

    private func documentationOpener(_ comment: AnnotationComment, text: SourceText) -> (opener: String, replacement: String, range: TextRange)? {
        let start = comment.range.start
        let opener = text[TextRange(start: start, end: min(start + 3, text.count))]
        switch opener {
        case "///": return ("///", "//", TextRange(start: start, end: start + 3))
        case "/**": return ("/**", "/*", TextRange(start: start, end: start + 3))
        default: return nil
        }
    }

    private func finding(for trap: ParseTrap, path: String, text: SourceText) -> Finding {
        let location = Location(path: path, range: trap.range)
        let written = text[trap.range]
        let quoteFix = trap.replacement.map {
            [Fix(title: "Write `\($0)`", path: path, edits: [TextEdit(range: trap.range, replacement: $0)])]
        } ?? []
        switch trap.kind {
        case .colonMakesNamespace:
            return finding(
                "the unquoted `:` in `\(written)` makes Sourcery read the text before it as namespaces; quote the value",
                at: location, fixes: quoteFix)
        case .equalSignInValue:
            return finding(
                "only the text after the last `=` of `\(written)` reaches Sourcery; quote the value", at: location, fixes: quoteFix)
        case .unbalancedDoubleQuote:
            return finding("this `\"` is never closed: the rest of the line becomes one annotation", at: location)
        case .unclosedBracket:
            return finding(
                "this `\(written.prefix(1))` is never closed: commas after it no longer separate annotations", at: location)
        case .singleQuotedComma:
            return finding(
                "single quotes do not protect commas: Sourcery splits `\(written)` at the comma; use double quotes",
                at: location, fixes: quoteFix)
        case .closingCommentInText:
            return finding("the comment's `*/` becomes part of the annotation text", at: location)
        case .unclosedBlockComment:
            return finding(
                "nothing is read from a `/* sourcery:` comment that does not close on the same line", at: location)
        }
    }
}
