import Diagnostics
import NSS
import SourceText

/// The part of a stylesheet a rule set–local rule is run over.
package enum StylesheetPart: Equatable, Sendable {
    case whole
    /// The inside of the braces of one closed rule set (by index): its declarations and the
    /// definitions written there.
    case body(ofRuleSet: Int)
}

/// A stylesheet rule whose findings are local to rule set bodies: a finding inside a rule set's
/// braces depends only on what is inside them and on the file outside all braces; a finding outside
/// all braces depends on no rule set's inside, nor do its related locations and fixes point into one.
/// It reads nothing an edit inside braces changes elsewhere: not which declaration wins across rule
/// sets, not line numbers. After an edit inside one rule set's braces, the analyzer keeps the rule's
/// other findings, moved by the edit, and runs it over that rule set only (``RuleSetEditReuse``).
/// Such a rule makes all its findings whatever the limit.
package protocol RuleSetLocalRule: StylesheetRule {
    /// Its findings in `part`: all of them for `.whole`; for a body, the ones of `.whole` whose range
    /// lies inside those braces, in the same order.
    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, part: StylesheetPart) -> [Finding]
}

extension RuleSetLocalRule {
    package var asRuleSetLocalRule: (any RuleSetLocalRule)? { self }

    package func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding] {
        findings(in: file, at: path, of: index, part: .whole)
    }
}

extension StylesheetFile {
    /// The inside of rule set `ruleSet`'s braces (nil when it is not closed).
    package func body(ofRuleSet ruleSet: Int) -> TextRange? {
        let syntax = self.syntax.ruleSets[ruleSet]
        guard let open = syntax.openBrace, let close = syntax.closeBrace else { return nil }
        return TextRange(start: open.end, end: close.start)
    }

    /// The rule sets of `part`, as indices of `syntax.ruleSets`.
    func ruleSetIndices(in part: StylesheetPart) -> Range<Int> {
        switch part {
        case .whole: syntax.ruleSets.indices
        case .body(let ruleSet): ruleSet..<(ruleSet + 1)
        }
    }

    /// The declarations of `part`, as indices of `syntax.declarations`.
    func declarationIndices(in part: StylesheetPart) -> Range<Int> {
        switch part {
        case .whole: syntax.declarations.indices
        case .body(let ruleSet): syntax.ruleSets[ruleSet].declarations
        }
    }

    /// The declarations of `part`.
    func declarations(in part: StylesheetPart) -> LazyMapCollection<Range<Int>, StylesheetDeclaration> {
        declarationIndices(in: part).lazy.map { StylesheetDeclaration(file: self, index: $0) }
    }

    /// The definitions of `part`, as indices of `syntax.definitions` (which are in file order).
    func definitionIndices(in part: StylesheetPart) -> Range<Int> {
        switch part {
        case .whole:
            return syntax.definitions.indices
        case .body(let ruleSet):
            guard let body = body(ofRuleSet: ruleSet) else { return 0..<0 }
            let first = syntax.definitions.partitionPoint { $0.range.start < body.start }
            let end = syntax.definitions.partitionPoint { $0.range.start < body.end }
            return first..<end
        }
    }
}
