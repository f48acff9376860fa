import Diagnostics
import Foundation

/// A rule's documentation page in Markdown, generated from its descriptor: `docs/rules/` holds one
/// per rule and `nuance explain RULE-ID` prints it.
package enum RuleDocumentation {
    package static func page(for rule: RuleDescriptor) -> String {
        var page = "# \(rule.id)\n\n"
        page += "\(rule.summarySentence)\n\n"
        page += "Default severity: **\(rule.defaultSeverity.rawValue)**\n\n"
        page += "## Why it matters\n\n\(rule.rationale)\n\n"
        page += "## How to fix it\n\n\(rule.fix)\n\n"
        page += "## Examples that trigger the rule\n\n"
        page += rule.triggering.map { block($0) }.joined(separator: "\n")
        page += "\n## Examples that do not trigger it\n\n"
        page += rule.nonTriggering.map { block($0) }.joined(separator: "\n")
        page += "\n## Configuration\n\n```jsonc\n{ \"rules\": { \"\(rule.id)\": \"off\" } }\n```\n\n"
        page += "Suppress one finding with a comment that gives a reason, on the line before it: "
        page += rule.domain == .sourcery || rule.domain == .swift
            ? "`// nuance-disable-next-line \(rule.id) -- reason`.\n"
            : "`/* nuance-disable-next-line \(rule.id) -- reason */`.\n"
        return page
    }

    /// The page without its title, for SARIF's `help.markdown` (the rule id is shown beside it).
    package static func help(for rule: RuleDescriptor) -> String {
        let page = page(for: rule)
        guard let titleEnd = page.range(of: "\n\n") else { return page }
        return String(page[titleEnd.upperBound...])
    }

    /// The same in plain text, for SARIF's `help.text`: examples indented, without Markdown fences.
    package static func plainHelp(for rule: RuleDescriptor) -> String {
        func examples(_ list: [RuleExample]) -> String {
            list.map { example in
                let indented = example.shownSource.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
                return (example.note.map { "\($0):\n" } ?? "") + indented + "\n"
            }.joined(separator: "\n")
        }
        var text = "\(rule.summarySentence)\n\n"
        text += "Why it matters: \(rule.rationale)\n\n"
        text += "How to fix it: \(rule.fix)\n\n"
        text += "Examples that trigger the rule:\n\n\(examples(rule.triggering))\n"
        text += "Examples that do not trigger it:\n\n\(examples(rule.nonTriggering))"
        return text
    }

    private static func block(_ example: RuleExample) -> String {
        var text = example.note.map { "\($0):\n\n" } ?? ""
        text += "```\n\(example.shownSource)\n```\n"
        return text
    }
}
