import Diagnostics
import SourceText

/// The "explain rule" part of a hover: for each finding whose range holds the hovered offset, its
/// rule's id, summary, why it matters, how to fix it and its first triggering example, from the rule's
/// descriptor (the same text as the rule page and SARIF `help`).
package enum FindingHover {
    /// The blocks for the findings of one file at `offset`, one section per rule; nil when none is there.
    package static func content(for findings: [Finding], at offset: Int) -> HoverContent? {
        // A finding about the whole file (`nss/not-nui-content`) would open every hover in it.
        let here = findings.filter { finding in
            finding.location.range.start <= offset && offset <= finding.location.range.end
                && !RuleRegistry.wholeFileRuleIDs.contains(finding.ruleID)
        }
        guard let first = here.first else { return nil }
        var seen: Set<String> = []
        var blocks: [HoverBlock] = []
        for finding in here where seen.insert(finding.ruleID).inserted {
            guard let rule = RuleRegistry.rule(withID: finding.ruleID)?.descriptor else { continue }
            blocks += self.blocks(for: rule)
        }
        guard !blocks.isEmpty else { return nil }
        let range = here.dropFirst().reduce(first.location.range) { narrowest, finding in
            finding.location.range.length < narrowest.length ? finding.location.range : narrowest
        }
        return HoverContent(range: range, blocks: blocks)
    }

    static func blocks(for rule: RuleDescriptor) -> [HoverBlock] {
        var blocks: [HoverBlock] = [
            .headline(name: rule.id, text: rule.summary),
            .paragraph(rule.rationale),
            .paragraph("How to fix it: " + rule.fix),
        ]
        if let example = rule.triggering.first {
            blocks.append(.paragraph("Example that triggers it:"))
            blocks.append(.code(example.shownSource, language: fenceLanguage(rule.domain)))
        }
        return blocks
    }

    private static func fenceLanguage(_ domain: RuleDomain) -> String {
        switch domain {
        case .stylesheet, .suppression: return "css"
        case .workspace: return ""
        case .tokens, .configuration: return "jsonc"
        case .sourcery, .swift: return "swift"
        }
    }
}

extension HoverContent {
    /// `explanation` before this hover's blocks, separated by a rule; the range stays this hover's.
    package func prepending(_ explanation: HoverContent) -> HoverContent {
        HoverContent(range: range, blocks: explanation.blocks + [.paragraph("---")] + blocks)
    }
}
