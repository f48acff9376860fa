import Diagnostics

/// The rules a run applies, in their order, with the rules over one stylesheet told apart once
/// (the analyzer looks a stylesheet up once for all of them).
struct EnabledRules: Sendable {
    enum Entry: Sendable {
        case stylesheet(any StylesheetRule)
        case other(any Rule)
    }

    let rules: [Entry]
    let includeStylesheetRules: Bool

    init(_ rules: [any Rule], levels: [String: RuleLevel]) {
        self.rules = rules.compactMap { rule in
            guard levels.isEmpty || levels[rule.descriptor.id] != .off else { return nil }
            if let rule = rule.asStylesheetRule { return .stylesheet(rule) }
            return .other(rule)
        }
        includeStylesheetRules = self.rules.contains {
            if case .stylesheet = $0 { return true }
            return false
        }
    }
}
