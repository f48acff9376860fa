import Diagnostics
import SourceText
import SourceryModels

/// An annotation with no declaration after it (often above a commented-out declaration).
struct OrphanAnnotationRule: Rule {
    let descriptor = RuleDescriptor(
        id: "sourcery/orphan-annotation",
        domain: .sourcery,
        defaultSeverity: .warning,
        summary: "an annotation is attached to no declaration",
        rationale: """
            An annotation whose comment run is followed by no declaration — because the declaration \
            was commented out, deleted, or the annotation sits before a closing brace — applies to \
            nothing. Sourcery ignores it without a word; the annotation only misleads readers into \
            thinking something is generated.
            """,
        fix: "Remove the annotation, or restore the declaration it belongs to.",
        triggering: [
            RuleExample(
                """
                ↓// sourcery: generated_component
                // public protocol SideBarModel: TitleComponent {}
                """,
                note: "the protocol below is commented out"),
            RuleExample(
                """
                struct Profile {
                    var name: String
                    ↓// sourcery: skipEquality
                }
                """),
            RuleExample(
                """
                func body() {}
                } ↓// sourcery: skipHashing
                """,
                note: "a trailing annotation on a line that declares nothing"),
        ],
        nonTriggering: [
            RuleExample(
                """
                // sourcery: generated_component
                // The side bar.
                public protocol SideBarModel {}
                """),
            RuleExample(
                """
                // sourcery:inline:Profile.Equatable
                // sourcery: skipEquality
                // sourcery:end
                """,
                note: "inside an inline region, which Sourcery fills with generated code"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = ModelRuleSupport.parsedFile(path, of: index) else { return [] }
        let orphans = file.sourcery.comments.filter { comment in
            guard comment.role == .annotations, !comment.annotations.isEmpty else { return false }
            switch comment.detachment {
            case .noDeclaration?, .commentedOutDeclaration?: return true
            default: return false
            }
        }
        return ModelRuleSupport.runs(of: orphans).compactMap { run in
            guard let first = run.first, let last = run.last else { return nil }
            let keys = ModelRuleSupport.keyList(run)
            let location = Location(path: path, range: TextRange(start: first.range.start, end: last.range.end))
            if case .commentedOutDeclaration(let commented)? = first.detachment {
                return finding(
                    "\(keys) \(run.count == 1 && first.annotations.count == 1 ? "is" : "are") attached to no declaration: the declaration below is commented out",
                    at: location,
                    related: [RelatedInformation(location: Location(path: path, range: commented), message: "the commented-out declaration")])
            }
            return finding(
                "\(keys) \(run.count == 1 && first.annotations.count == 1 ? "is" : "are") attached to no declaration: none follows",
                at: location)
        }
    }
}
