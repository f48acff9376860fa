import Diagnostics

/// The rules a run applies, in their order, with the rules over one stylesheet told apart once
/// (the analyzer looks a stylesheet up once for all of them). Made once for a run of many files:
/// telling the rules apart copies each rule into an existential, and each kind is kept in a list of
/// its own so that a file's run calls the rules in place instead of copying them.
package struct EnabledRules: Sendable {
    enum Kind: Sendable {
        case stylesheet
        /// A stylesheet rule whose findings are local to rule set bodies.
        case ruleSetLocal
        /// A stylesheet rule whose findings follow from the cascade.
        case cascade
        case other
    }

    /// Each enabled rule in order: its kind, and its position in the list of that kind (for the rule
    /// set–local and cascade rules, also where their findings are kept: ``RuleSetLocalFindings``).
    let order: [(kind: Kind, position: Int)]
    let stylesheetRules: [any StylesheetRule]
    let ruleSetLocalRules: [any RuleSetLocalRule]
    let cascadeRules: [any CascadeRule]
    let otherRules: [any Rule]
    /// For each of `otherRules`, whether it can report in a stylesheet: token, Sourcery, configuration
    /// and Swift rules report only in files of their own kind, and are not asked about a stylesheet.
    let otherRuleReportsInStylesheets: [Bool]
    let includeStylesheetRules: Bool
    /// The ids of the rule set–local rules, then of the cascade rules, in their order.
    let reusableIDs: [String]

    package init(_ rules: [any Rule], levels: [String: RuleLevel]) {
        var order: [(kind: Kind, position: Int)] = []
        var stylesheetRules: [any StylesheetRule] = []
        var ruleSetLocalRules: [any RuleSetLocalRule] = []
        var cascadeRules: [any CascadeRule] = []
        var otherRules: [any Rule] = []
        for rule in rules where levels.isEmpty || levels[rule.descriptor.id] != .off {
            if let rule = rule.asRuleSetLocalRule {
                order.append((.ruleSetLocal, ruleSetLocalRules.count))
                ruleSetLocalRules.append(rule)
            } else if let rule = rule.asCascadeRule {
                order.append((.cascade, cascadeRules.count))
                cascadeRules.append(rule)
            } else if let rule = rule.asStylesheetRule {
                order.append((.stylesheet, stylesheetRules.count))
                stylesheetRules.append(rule)
            } else {
                order.append((.other, otherRules.count))
                otherRules.append(rule)
            }
        }
        self.order = order
        self.stylesheetRules = stylesheetRules
        self.ruleSetLocalRules = ruleSetLocalRules
        self.cascadeRules = cascadeRules
        self.otherRules = otherRules
        otherRuleReportsInStylesheets = otherRules.map { EnabledRules.reportsInStylesheets($0.descriptor.domain) }
        includeStylesheetRules = !(stylesheetRules.isEmpty && ruleSetLocalRules.isEmpty && cascadeRules.isEmpty)
        reusableIDs = ruleSetLocalRules.map(\.descriptor.id) + cascadeRules.map(\.descriptor.id)
    }

    package static func reportsInStylesheets(_ domain: RuleDomain) -> Bool {
        switch domain {
        case .stylesheet, .suppression, .workspace: true
        case .tokens, .sourcery, .configuration, .swift: false
        }
    }
}
