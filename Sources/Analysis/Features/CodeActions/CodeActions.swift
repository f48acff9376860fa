import Diagnostics
import SourceText

/// A code action as the analysis computes it: a titled edit, possibly tied to the finding it fixes.
package struct CodeActionProposal: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case quickFix = "quickfix"
        case fixAll = "source.fixAll.nuance"
    }

    package var title: String
    package var kind: Kind
    /// The finding the action resolves (nil for "fix all").
    package var finding: Finding?
    package var changes: [FileEdit]
    package var isPreferred: Bool
}

/// Quick fixes of findings, "disable rule for this line", and fixing every finding of a file at once.
package enum CodeActions {
    /// The actions for the findings of `path` whose range touches `range`, then "fix all" when the
    /// file has preferred fixes. `only` limits the kinds (as LSP's `context.only`: a kind and its
    /// sub-kinds).
    package static func actions(
        in path: String, range: TextRange, of index: WorkspaceIndex, findings: [Finding]? = nil, only: [String]? = nil
    ) -> [CodeActionProposal] {
        let all = findings ?? Analyzer.findings(in: path, of: index)
        func wanted(_ kind: CodeActionProposal.Kind) -> Bool {
            guard let only else { return true }
            return only.contains { kind.rawValue == $0 || kind.rawValue.hasPrefix($0 + ".") }
        }
        var result: [CodeActionProposal] = []
        // "Disable … for this line" comes after every fix: it hides a problem instead of solving it.
        var disables: [CodeActionProposal] = []
        if wanted(.quickFix) {
            for finding in all where finding.location.path == path && touches(finding.location.range, range) {
                for fix in finding.fixes {
                    result.append(CodeActionProposal(title: fix.title, kind: .quickFix, finding: finding, changes: fix.changes, isPreferred: fix.isPreferred))
                }
                // Disabling a syntax finding leaves the sheet dropped by NUI: offered only beside a fix.
                if finding.ruleID == "nss/syntax" && finding.fixes.isEmpty { continue }
                if let disable = disableForLine(finding, of: index) { disables.append(disable) }
            }
        }
        if wanted(.fixAll), let fixAll = fixAll(in: path, findings: all) {
            result.append(fixAll)
        }
        return result + disables
    }

    /// Two edits conflict when their ranges overlap or one inserts at or inside the other.
    private static func conflict(_ lhs: TextRange, _ rhs: TextRange) -> Bool {
        if lhs.overlaps(rhs) { return true }
        if lhs.isEmpty && rhs.isEmpty { return lhs.start == rhs.start }
        if lhs.isEmpty { return rhs.contains(lhs.start) }
        if rhs.isEmpty { return lhs.contains(rhs.start) }
        return false
    }

    private static func touches(_ lhs: TextRange, _ rhs: TextRange) -> Bool {
        lhs.overlaps(rhs) || lhs.touches(rhs.start) || rhs.touches(lhs.start)
    }

    /// Inserts `nuance-disable-next-line <rule> -- reason` on its own line above the finding.
    package static func disableForLine(_ finding: Finding, of index: WorkspaceIndex) -> CodeActionProposal? {
        // Suppression findings cannot be suppressed, and a file that is not NUI content is reported
        // about as a whole, not at a line.
        guard let file = index.snapshot.files[finding.location.path], !finding.ruleID.hasPrefix("suppression/"),
            !RuleRegistry.wholeFileRuleIDs.contains(finding.ruleID)
        else { return nil }
        let text = file.text
        let line = text.line(containing: finding.location.range.start)
        let lineStart = text.lineStarts[line]
        let indentation = String(text[text.lineRange(line)].prefix { $0 == " " || $0 == "\t" })
        let body = "nuance-disable-next-line \(finding.ruleID) -- reason"
        let comment: String
        switch file.kind {
        case .stylesheet: comment = "/* \(body) */"
        case .swiftModel, .swiftCode, .tokens, .configuration: comment = "// \(body)"
        }
        let newline = text.lineTerminator
        let edit = TextEdit.insert(indentation + comment + newline, at: lineStart)
        return CodeActionProposal(
            title: "Disable `\(finding.ruleID)` for this line", kind: .quickFix, finding: finding,
            changes: [FileEdit(path: file.path, edits: [edit])], isPreferred: false)
    }

    /// Every preferred fix of the file's findings that edits only this file, skipping fixes whose
    /// edits overlap one already taken.
    package static func fixAll(in path: String, findings: [Finding]) -> CodeActionProposal? {
        let safe = safeFixes(in: path, findings: findings)
        guard !safe.edits.isEmpty else { return nil }
        return CodeActionProposal(
            title: "Fix every Nuance finding with a safe fix", kind: .fixAll, finding: nil,
            changes: [FileEdit(path: path, edits: safe.edits)], isPreferred: false)
    }

    /// What "fix all" applies to one file: the edits of every preferred fix that edits only this file
    /// and does not clash with one taken before it, in text order, and the findings those fixes
    /// resolve (`nuance check --fix` applies the same).
    package static func safeFixes(in path: String, findings: [Finding]) -> (edits: [TextEdit], fixed: [Finding]) {
        var taken: [TextEdit] = []
        var fixed: [Finding] = []
        for finding in findings where finding.location.path == path {
            guard let fix = finding.fixes.first(where: \.isPreferred), fix.changes.allSatisfy({ $0.path == path }) else { continue }
            let edits = fix.changes.flatMap(\.edits)
            let clashes = edits.contains { edit in taken.contains { conflict($0.range, edit.range) } }
            if !clashes {
                taken += edits
                fixed.append(finding)
            }
        }
        return (taken.sorted { $0.range < $1.range }, fixed)
    }
}

extension SourceText {
    /// The line terminator the text uses (that of its first line), `\n` when it has a single line.
    package var lineTerminator: String {
        guard lineStarts.count > 1 else { return "\n" }
        let end = lineStarts[1]
        if end >= 2, bytes[end - 2] == UInt8(ascii: "\r"), bytes[end - 1] == UInt8(ascii: "\n") { return "\r\n" }
        return bytes[end - 1] == UInt8(ascii: "\r") ? "\r" : "\n"
    }
}
