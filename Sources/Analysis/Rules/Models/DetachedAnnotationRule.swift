import Diagnostics
import SourceText
import SourceryModels

/// A blank line or a marker line between an annotation and its declaration: Sourcery drops it.
struct DetachedAnnotationRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/detached-annotation",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "an annotation is separated from its declaration and silently lost",
        rationale: """
            Sourcery attaches an annotation only through an unbroken run of comment, documentation, \
            attribute and `#` lines directly above the declaration. A blank line, or a \
            `sourcery:begin`/`sourcery:file`/`sourcery:inline` marker line, ends the run: the annotations \
            above it apply to nothing, and Sourcery says nothing about it. The generated code then lacks \
            what the annotation asked for, and is often edited by hand instead of regenerated.
            """,
        fix: "Remove the blank line(s) between the annotations and the declaration, or move the annotations below the marker line.",
        triggering: [
            RuleExample(
                """
                ↓// sourcery: generated_component
                // sourcery: add_env_props = "colorScheme"

                public protocol ListPickerItemModel {}
                """),
            RuleExample(
                """
                public protocol _TitleComponent {
                    ↓// sourcery: @ViewBuilder

                    var title: AttributedString { get }
                }
                """),
            RuleExample(
                """
                ↓// sourcery: skipEquality
                // sourcery:begin: AutoEquatable
                struct Point {}
                // sourcery:end
                """,
                note: "a marker line between the annotation and the declaration"),
        ],
        nonTriggering: [
            RuleExample(
                """
                // sourcery: generated_component
                /// A list picker item.
                @available(iOS 15, *)
                public protocol ListPickerItemModel {}
                """),
            RuleExample(
                """
                // sourcery: skipEquality

                // A plain comment with nothing below.
                """,
                note: "no declaration follows: that is an orphan, not a detached annotation"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = ModelRuleSupport.parsedFile(path, of: index) else { return [] }
        let detached = file.sourcery.comments.filter {
            $0.role == .annotations && $0.detachment?.isDetachedFromDeclaration == true
        }
        return ModelRuleSupport.runs(of: detached).compactMap { run in finding(for: run, in: file) }
    }

    private func finding(for run: [AnnotationComment], in file: ModelFile) -> Finding? {
        guard let first = run.first, let last = run.last, let detachment = first.detachment,
            let target = detachment.intendedDeclaration
        else { return nil }
        let declaration = file.sourcery.declarations[target]
        let keys = ModelRuleSupport.keyList(run)
        let location = Location(path: file.path, range: TextRange(start: first.range.start, end: last.range.end))
        var related = [
            RelatedInformation(
                location: Location(path: file.path, range: declaration.nameRange),
                message: "the declaration the annotations were meant for")
        ]
        switch detachment {
        case .blankLines(let blanks, _):
            let lineCount = file.text.line(containing: blanks.end) - file.text.line(containing: blanks.start)
            let what = lineCount == 1 ? "a blank line" : "\(lineCount) blank lines"
            related.append(RelatedInformation(location: Location(path: file.path, range: blanks), message: lineCount == 1 ? "the blank line" : "the blank lines"))
            return finding(
                "\(what) separates \(keys) from \(declaration.displayName): Sourcery drops these annotations",
                at: location, related: related,
                fixes: [Fix(title: lineCount == 1 ? "Remove the blank line" : "Remove the blank lines", path: file.path, edits: [.delete(blanks)])])
        case .markerLine(let marker, _):
            related.append(RelatedInformation(location: Location(path: file.path, range: marker), message: "the marker line"))
            return finding(
                "the marker line `\(file.text[marker].trimmingSpaces)` separates \(keys) from \(declaration.displayName): Sourcery drops these annotations",
                at: location, related: related)
        case .closingCommentLine(let closing, _):
            related.append(RelatedInformation(location: Location(path: file.path, range: closing), message: "the `*/` line"))
            return finding(
                "the `*/` line separates \(keys) from \(declaration.displayName): current Sourcery releases drop these annotations",
                at: location, related: related)
        default:
            return nil
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var result = Substring(self)
        while result.first == " " || result.first == "\t" { result.removeFirst() }
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return String(result)
    }
}
