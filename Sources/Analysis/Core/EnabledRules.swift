import Diagnostics

/// The rules a run applies, in their order, with the rules over one stylesheet told apart once
/// (the analyzer looks a stylesheet up once for all of them). Made once for a run of many files:
/// telling the rules apart copies each rule into an existential.
package struct EnabledRules: Sendable {
    enum Entry: Sendable {
        case stylesheet(any StylesheetRule)
        /// A stylesheet rule whose findings are local to rule set bodies.
        case ruleSetLocal(any RuleSetLocalRule)
        /// A stylesheet rule whose findings follow from the cascade.
        case cascade(any CascadeRule)
        case other(any Rule)
    }

    let rules: [Entry]
    let includeStylesheetRules: Bool
    /// The ids of the rule set–local rules, then of the cascade rules, in their order.
    let reusableIDs: [String]

    package init(_ rules: [any Rule], levels: [String: RuleLevel]) {
        self.rules = rules.compactMap { rule in
            guard levels.isEmpty || levels[rule.descriptor.id] != .off else { return nil }
            if let rule = rule.asRuleSetLocalRule { return .ruleSetLocal(rule) }
            if let rule = rule.asCascadeRule { return .cascade(rule) }
            if let rule = rule.asStylesheetRule { return .stylesheet(rule) }
            return .other(rule)
        }
        includeStylesheetRules = self.rules.contains {
            switch $0 {
            case .stylesheet, .ruleSetLocal, .cascade: true
            case .other: false
            }
        }
        let localIDs = self.rules.compactMap { entry -> String? in
            if case .ruleSetLocal(let rule) = entry { return rule.descriptor.id }
            return nil
        }
        let cascadeIDs = self.rules.compactMap { entry -> String? in
            if case .cascade(let rule) = entry { return rule.descriptor.id }
            return nil
        }
        reusableIDs = localIDs + cascadeIDs
    }

    /// For each entry, its position among the rule set–local rules or among the cascade rules (0 for
    /// the others): where its findings are kept (``RuleSetLocalFindings``).
    static func positionsAmongTheirKind(_ entries: [Entry]) -> [Int] {
        var (local, cascade) = (0, 0)
        return entries.map { entry in
            switch entry {
            case .ruleSetLocal:
                defer { local += 1 }
                return local
            case .cascade:
                defer { cascade += 1 }
                return cascade
            case .stylesheet, .other: return 0
            }
        }
    }
}
