import Diagnostics
import SourceText

/// The findings of the rule set–local rules (``RuleSetLocalRule``) and of the cascade rules
/// (``CascadeRule``) in one analysed stylesheet, one list per rule, before suppressions and configured
/// severities: kept so that after an edit inside one rule set's braces only that rule set is checked
/// again.
package struct RuleSetLocalFindings: Sendable {
    let index: WorkspaceIndex
    let file: StylesheetFile
    /// The local rules' ids, then the cascade rules'.
    let ruleIDs: [String]
    let lists: [[Finding]]
    let cascadeLists: [[Finding]]
    /// The limit the cascade rules were run with.
    let cascadeLimit: Int
}

/// An edit of one stylesheet inside one closed rule set's braces, with nothing else the local rules
/// read changed since `earlier` was made: the rest of the workspace, the configuration, the file's
/// content kind and dialect. Each local rule's findings are then `earlier`'s outside those braces,
/// moved by the edit, and the rule's findings inside them in the new file.
package struct RuleSetEditReuse {
    private let earlier: RuleSetLocalFindings
    private let ruleSet: Int
    /// The inside of the edited braces in the earlier text.
    private let oldBody: TextRange
    private let delta: Int
    private let path: String

    init?(earlier: RuleSetLocalFindings, file: StylesheetFile, path: String, index: WorkspaceIndex, ruleIDs: [String]) {
        let before = earlier.index.snapshot
        let after = index.snapshot
        guard earlier.ruleIDs == ruleIDs, earlier.file.path == path, before.configuration == after.configuration,
            before.root == after.root, before.declaredTypes == after.declaredTypes, before.definedVariables == after.definedVariables,
            before.appStyleReads == after.appStyleReads, before.appClassAssignments == after.appClassAssignments,
            before.files[path]?.kind == .stylesheet, after.files[path]?.kind == .stylesheet,
            after.sameFiles(as: before, where: { $0.path != path })
        else { return nil }
        let old = earlier.file
        guard old.content == file.content, old.dialect == file.dialect, let (ruleSet, delta) = RuleSetEditReuse.editedRuleSet(from: old, to: file),
            file.syntax.ruleSets.count == old.syntax.ruleSets.count,
            let oldBody = old.body(ofRuleSet: ruleSet), let newBody = file.body(ofRuleSet: ruleSet),
            newBody.start == oldBody.start, newBody.end == oldBody.end + delta
        else { return nil }
        self.earlier = earlier
        self.ruleSet = ruleSet
        self.oldBody = oldBody
        self.delta = delta
        self.path = path
    }

    /// The rule set whose braces hold the edit from `old` to `file`: known when `file` was spliced
    /// from `old`, else found by comparing their texts.
    private static func editedRuleSet(from old: StylesheetFile, to file: StylesheetFile) -> (ruleSet: Int, delta: Int)? {
        if let spliced = file.splicedRuleSet, spliced.earlier === old { return (spliced.ruleSet, spliced.delta) }
        return old.syntax.editedRuleSetBody(in: file.text)
    }

    /// The findings of the cascade rule at `position` among the cascade rules, run with `limit`: made
    /// from its earlier ones when the edit left the line breaks as they were.
    func findings(ofCascadeRuleAt position: Int, _ rule: any CascadeRule, in file: StylesheetFile, of index: WorkspaceIndex, limit: Int)
        -> [Finding]?
    {
        guard earlier.cascadeLimit == limit, file.text.lineCount == earlier.file.text.lineCount else { return nil }
        return rule.findings(in: file, at: path, of: index, limit: limit, carrying: earlier.cascadeLists[position], across: self)
    }

    /// The analysis of the earlier text.
    var earlierFile: StylesheetFile { earlier.file }

    /// The index in the earlier text of declaration `declaration` of the edited text; nil for the
    /// edited rule set's declarations.
    func earlierDeclaration(_ declaration: Int, in file: StylesheetFile) -> Int? {
        let edited = file.syntax.ruleSets[ruleSet].declarations
        if declaration < edited.lowerBound { return declaration }
        if declaration < edited.upperBound { return nil }
        return declaration - edited.count + earlier.file.syntax.ruleSets[ruleSet].declarations.count
    }

    /// The index in the earlier text of rule set `ruleSet` of the edited text (the edit keeps their
    /// number); nil for the edited one.
    func earlierRuleSet(_ ruleSet: Int) -> Int? { ruleSet == self.ruleSet ? nil : ruleSet }

    /// An earlier finding moved by the edit; nil when it has a range inside or across the edited braces.
    func carried(_ finding: Finding) -> Finding? { moved(finding) }

    /// The findings of the local rule at `position` among the local rules: the earlier ones outside
    /// the edited braces, moved, then the rule's findings inside them. Nil when an earlier finding
    /// outside them straddles them or points into them (then it is not local after all).
    func findings(ofRuleAt position: Int, _ rule: any RuleSetLocalRule, in file: StylesheetFile, of index: WorkspaceIndex) -> [Finding]? {
        var result: [Finding] = []
        result.reserveCapacity(earlier.lists[position].count)
        for finding in earlier.lists[position] {
            if finding.location.path == path, isInsideBody(finding.location.range) { continue }
            guard let moved = moved(finding) else { return nil }
            result.append(moved)
        }
        result += rule.findings(in: file, at: path, of: index, part: .body(ofRuleSet: ruleSet))
        return result
    }

    private func isInsideBody(_ range: TextRange) -> Bool {
        range.start >= oldBody.start && range.end <= oldBody.end
    }

    /// Where a range of the earlier text lies from the edited braces.
    private enum Placement { case before, after, across }

    private func placement(_ range: TextRange) -> Placement {
        if range.start < oldBody.start, range.end <= oldBody.start { return .before }
        if range.start >= oldBody.end, range.end > oldBody.end { return .after }
        return .across
    }

    /// A finding outside the edited braces with its location, related locations and fixes moved by
    /// the edit; nil when one of them lies inside or across those braces.
    private func moved(_ finding: Finding) -> Finding? {
        var after = false
        var across = false
        finding.forEachRange(in: path) { range in
            switch placement(range) {
            case .before: break
            case .after: after = true
            case .across: across = true
            }
        }
        if across { return nil }
        guard after else { return finding }
        var result = finding
        result.moveRanges(in: path) { range in
            placement(range) == .after ? TextRange(start: range.start + delta, end: range.end + delta) : range
        }
        return result
    }
}

extension Finding {
    /// Calls `body` with every range in `path` the finding holds: its location, related locations and fix edits.
    fileprivate func forEachRange(in path: String, _ body: (TextRange) -> Void) {
        if location.path == path { body(location.range) }
        for item in related where item.location.path == path { body(item.location.range) }
        for fix in fixes {
            for change in fix.changes where change.path == path {
                for edit in change.edits { body(edit.range) }
            }
        }
    }

    /// Replaces every range in `path` the finding holds by `transform` of it.
    fileprivate mutating func moveRanges(in path: String, _ transform: (TextRange) -> TextRange) {
        if location.path == path { location.range = transform(location.range) }
        for item in related.indices where related[item].location.path == path {
            related[item].location.range = transform(related[item].location.range)
        }
        for fix in fixes.indices {
            for change in fixes[fix].changes.indices where fixes[fix].changes[change].path == path {
                for edit in fixes[fix].changes[change].edits.indices {
                    fixes[fix].changes[change].edits[edit].range = transform(fixes[fix].changes[change].edits[edit].range)
                }
            }
        }
    }
}
